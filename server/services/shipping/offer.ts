/**
 * Which shipping methods an address is offered: those of its zone (domain/shipping.ts). Read from
 * the database at every call, in the statement that needs them (a quote's and an order's pricing
 * facts read them with the pieces), so every instance follows the back office at once.
 */
import { readAddress, type Place } from '../../../domain/addresses.ts';
import { countryName } from '../../../domain/countries.ts';
import { Unprocessable } from '../../../domain/errors.ts';
import { SHIPPING_MESSAGES } from '../../../domain/shipping.ts';
import { shownPriceMinor } from '../../../domain/price-view.ts';
import type { DbOrTx } from '../../db/client.ts';
import { placeViews, priceFactsSql, type PriceFacts } from '../taxes/index.ts';
import { namedStatement, runNamed } from '../../db/prepared.ts';

export interface ShippingMethod {
  id: number;
  name: string;
  deliveryText: string;
  minDays: number;
  maxDays: number;
  priceMinor: number;
  /** Shipping is free once the goods reach this; null: never. */
  freeAboveMinor: number | null;
}

/** Where an address is, as zones and tax rates list places: its country's code and name, and its state by its name (domain/regions.ts). */
export type ShippingPlace = Place;

/**
 * The one reading of a shopper's address into the place the shipping and tax queries use (the
 * methods offered, a quote, an order): its country's code and its state's name, by
 * domain/addresses.ts. None given (a client that sends no address), null. A country, state or
 * postal code the shop cannot read is refused, 422 naming the field. An order's address is
 * whole (`at` says where it sits in the request, `shippingAddress.`): its state and postal code
 * are required where its country has them; a quote's place may name the country alone.
 */
export function shippingPlace(
  address: { country?: string | undefined; state?: string | undefined; zip?: string | undefined },
  order?: { at: string },
): ShippingPlace | null {
  if (address.country === undefined || address.country.trim() === '') return null;
  const at = order?.at ?? '';
  const { place, issues } = readAddress({ country: address.country, state: address.state, zip: address.zip }, order !== undefined);
  const first = issues[0];
  if (first)
    throw new Unprocessable(
      first.message,
      issues.map((issue) => ({ path: `${at}${issue.field}`, message: issue.message })),
    );
  return place;
}

/**
 * The zone of the place whose country is parameter `country` and state parameter `state`: the
 * zone listing that state, else the one listing the whole country. Without a country (NULL), the
 * first zone, the shop's home zone: what the product page and a client that sends no address see.
 */
const zoneOfSql = (country: string, state: string) => `CASE WHEN ${country}::text IS NULL
    THEN (SELECT z.id FROM shipping_zones z ORDER BY z.position, z.id LIMIT 1)
    ELSE (SELECT r.zone_id FROM shipping_zone_regions r
      WHERE r.country_code = ${country}::text AND (r.state = '' OR lower(r.state) = lower(${state}::text))
      ORDER BY r.state = '' LIMIT 1) END`;

/**
 * Every method of every zone, as one JSON array in the checkout's order, for a statement's select
 * list, each marked `offered` when it is one of the place's zone: a method of another zone is then
 * refused by its name, not as unknown.
 */
export const zoneMethodsSql = (country: string, state: string) => `
  (SELECT COALESCE(json_agg(json_build_object('id', m.id, 'name', m.name, 'deliveryText', m.delivery_text, 'minDays', m.min_days,
      'maxDays', m.max_days, 'priceMinor', m.price_minor, 'freeAboveMinor', m.free_above_minor, 'offered', (m.zone_id = place.zone_id) IS TRUE)
      ORDER BY m.position, m.id), '[]')
    FROM shipping_methods m, (SELECT (${zoneOfSql(country, state)}) AS zone_id) place WHERE m.active AND m.zone_id IS NOT NULL)`;

/** A method as `zoneMethodsSql` reads it. */
export type ZoneMethodRow = ShippingMethod & { offered: boolean };

/** The parameters `zoneMethodsSql` reads for a place (none: the home zone). */
export const placeParameters = (place: ShippingPlace | null): [string | null, string] => [place?.country ?? null, place?.state ?? ''];

const OFFERED = namedStatement<{ methods: ZoneMethodRow[]; facts: PriceFacts }>(
  'offered-shipping-methods',
  `SELECT ${zoneMethodsSql('$1', '$2')} AS methods, ${priceFactsSql('$1::text', '$2::text')} AS facts`,
);

/**
 * The methods offered to an address (none given: the home zone's), each at the price its place
 * shows (domain/price-view.ts). An address in no zone, or in a zone without methods, is refused:
 * 422 "We don't ship to Canada yet."
 */
export async function listShippingMethods(db: DbOrTx, address: { country?: string; state?: string } = {}): Promise<ShippingMethod[]> {
  const place = shippingPlace(address);
  const [row] = await runNamed(db, OFFERED, placeParameters(place));
  const { shipping } = placeViews(row!.facts);
  const methods = row!.methods
    .filter((method) => method.offered)
    .map(({ offered: _offered, ...method }) => ({ ...method, priceMinor: shownPriceMinor(method.priceMinor, shipping) }));
  if (place && methods.length === 0) throw new Unprocessable(SHIPPING_MESSAGES.notShipped(place.countryName));
  return methods;
}

const SHIPPED_COUNTRIES = namedStatement<{ code: string }>(
  'shipped-countries',
  `SELECT DISTINCT r.country_code AS code FROM shipping_zone_regions r
    WHERE EXISTS (SELECT 1 FROM shipping_methods m WHERE m.zone_id = r.zone_id AND m.active)`,
);

/**
 * The countries the shop ships to (some zone with a method lists them, whole or some of their
 * states), by code in alphabetical order of their English names: the address form's country list.
 */
export async function shippedCountries(db: DbOrTx): Promise<string[]> {
  const rows = await runNamed(db, SHIPPED_COUNTRIES, []);
  return rows.map((row) => row.code).sort((a, b) => countryName(a).localeCompare(countryName(b), 'en'));
}
