/**
 * What the shopper's price in a place is worked out from (domain/price-view.ts, decision record
 * 036): the place's rates, the home country's, the place's states' (a place chosen by country
 * alone) and the owner's settings. Read in SQL, as part of the statement that needs them (the
 * quote's and the order's pricing facts, the shipping methods offered), so a change of rate or
 * setting is seen by every instance at its next read.
 */
import { priceViewOf, type PriceSettings, type PriceView } from '../../../domain/price-view.ts';
import type { TaxRate } from '../../../domain/tax.ts';
import type { DbOrTx } from '../../db/client.ts';
import { namedStatement, runNamed } from '../../db/prepared.ts';
import { destinationRatesSql, rateJsonSql } from './destination.ts';

export interface PriceFacts {
  /** The rates of the place (its country's, and its state's when one is given). */
  rates: TaxRate[];
  /** The rates of the shop's home country (the whole country). */
  homeRates: TaxRate[];
  /** The rates of the place's states (they say whether checkout may add tax where no state is known yet). */
  stateRates: TaxRate[];
  settings: PriceSettings;
}

const HOME = "COALESCE(s.home_country, 'US')";

/**
 * The facts of the place whose country is the SQL expression `country` and state `state`, as one
 * JSON object. No country (NULL: a client that sends no address): the home country's.
 */
export const priceFactsSql = (country: string, state: string) => `(SELECT json_build_object(
    'rates', ${destinationRatesSql(`COALESCE(${country}, ${HOME})`, `COALESCE(${state}, '')`)},
    'homeRates', ${destinationRatesSql(HOME, "''")},
    'stateRates', (SELECT COALESCE(json_agg(${rateJsonSql('st')} ORDER BY st.state, st.name), '[]') FROM tax_rates st
      WHERE st.country_code = COALESCE(${country}, ${HOME}) AND st.state <> ''),
    'settings', json_build_object('pricesIncludeTax', COALESCE(s.prices_include_tax, false), 'keepGross', COALESCE(s.keep_gross, true)))
  FROM (SELECT 1) one LEFT JOIN tax_settings s ON s.id = 1)`;

/** The view of the goods and of shipping in a place. */
export interface PlaceViews {
  goods: PriceView;
  shipping: PriceView;
}

export function placeViews(facts: PriceFacts): PlaceViews {
  const input = { rates: facts.rates, homeRates: facts.homeRates, settings: facts.settings, stateRates: facts.stateRates };
  return { goods: priceViewOf(input), shipping: priceViewOf({ ...input, forShipping: true }) };
}

const PRICE_FACTS = namedStatement<{ facts: PriceFacts }>('tax-price-facts', `SELECT ${priceFactsSql('$1::text', '$2::text')} AS facts`);

/** The views of a country (`state` '' : the country alone, as the header's Ship to chooses it). */
export async function priceViewsOf(db: DbOrTx, place: { countryCode: string; state: string }): Promise<PlaceViews> {
  const [row] = await runNamed(db, PRICE_FACTS, [place.countryCode, place.state]);
  return placeViews(row!.facts);
}
