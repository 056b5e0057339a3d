/**
 * The rates that apply where an order ships: its country's (the whole country) and its state's on
 * top, the state compared without case. Read in SQL, as part of the statement that reads
 * everything an order's price needs, so the quote and the order see the rates of one moment.
 */
import type { TaxRate } from '../../../domain/tax.ts';
import type { DbOrTx } from '../../db/client.ts';
import { namedStatement, runNamed } from '../../db/prepared.ts';

/** A rate of the table aliased `alias` as a JSON TaxRate. */
export const rateJsonSql = (alias: string) =>
  `json_build_object('name', ${alias}.name, 'rateBasisPoints', ${alias}.rate_basis_points, 'taxShipping', ${alias}.tax_shipping, 'included', ${alias}.included)`;

/** The destination's rates as a JSON array of TaxRate, the country's first: `$country` and `$state` are the statement's parameters. */
export const destinationRatesSql = (country: string, state: string) => `(
  SELECT COALESCE(json_agg(${rateJsonSql('r')} ORDER BY r.state <> '', r.name), '[]')
  FROM tax_rates r WHERE r.country_code = ${country} AND (r.state = '' OR lower(r.state) = lower(btrim(${state}))))`;

const DESTINATION_RATES = namedStatement<{ rates: TaxRate[] }>('tax-destination-rates', `SELECT ${destinationRatesSql('$1', '$2')} AS rates`);

/** The rates of one destination (a country code, and the state as the address writes it). */
export async function destinationRates(db: DbOrTx, destination: { countryCode: string; state: string }): Promise<TaxRate[]> {
  const [row] = await runNamed(db, DESTINATION_RATES, [destination.countryCode, destination.state]);
  return row?.rates ?? [];
}
