/**
 * The shopper's "Ship to" country: one of the countries the shop ships to (the header's chooser
 * lists them), else the shop's home country (tax settings), and the view of its prices: its
 * country's rates, its states' telling whether checkout may add tax (domain/price-view.ts).
 *
 * Kept in this process by catalogue version (tax settings, rates and shipping zones change
 * rarely): every write of those bumps the version in its transaction (taxes/rates.ts
 * `pricesChanged`, shipping/zones.ts), and the version is read after each request arrived
 * (catalogue's `version`, the read the page cache and the listing share), so every instance sees
 * a change at its next request, as the listing engine and the page cache do (decision records 032,
 * 033). A hit costs no statement but that shared version read.
 */
import { countryName } from '../../../domain/countries.ts';
import type { PriceView } from '../../../domain/price-view.ts';
import type { Db } from '../../db/client.ts';
import { VersionedCache } from '../caching/index.ts';
import { catalogueVersion, type CatalogCaches } from '../catalogue/index.ts';
import { shippedCountries } from '../shipping/index.ts';
import { getTaxSettings, priceViewsOf } from '../taxes/index.ts';

export interface ShipTo {
  /** The country chosen (ISO 3166-1 alpha-2). */
  country: string;
  /** The shop's home country: the choice when none (or one the shop does not ship to) is asked for. */
  homeCountry: string;
  /** The countries the chooser offers, by code and English name, in the order of their names. */
  countries: Array<{ code: string; name: string }>;
  /** How the country's shoppers see prices (before their state is known). */
  view: PriceView;
}

interface Places {
  homeCountry: string;
  countries: ShipTo['countries'];
}

/** Countries a shop might name: every ISO code and the place list; 260 views at most. */
const ENTRIES = 300;

const placeCaches = new WeakMap<object, VersionedCache<Places>>();
const viewCaches = new WeakMap<object, VersionedCache<PriceView>>();

function cacheOf<T>(caches: WeakMap<object, VersionedCache<T>>, db: Db): VersionedCache<T> {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new VersionedCache<T>(ENTRIES)));
  return cache;
}

const versionOf = (db: Db, caches?: CatalogCaches) => (caches ? caches.listings.version(db) : catalogueVersion(db));

async function readPlaces(db: Db): Promise<Places> {
  const [settings, shipped] = await Promise.all([getTaxSettings(db), shippedCountries(db)]);
  const codes = shipped.includes(settings.homeCountry) ? shipped : [...shipped, settings.homeCountry];
  const countries = codes.map((code) => ({ code, name: countryName(code) })).sort((a, b) => a.name.localeCompare(b.name, 'en'));
  return { homeCountry: settings.homeCountry, countries };
}

async function viewAt(db: Db, version: string, countryCode: string): Promise<PriceView> {
  return cacheOf(viewCaches, db).get(version, countryCode, async () => (await priceViewsOf(db, { countryCode, state: '' })).goods);
}

/** The view of the goods' prices in a country (any ISO code: the API's `shipTo`). */
export async function placePriceView(db: Db, countryCode: string | undefined, caches?: CatalogCaches): Promise<PriceView> {
  const version = await versionOf(db, caches);
  if (countryCode) return viewAt(db, version, countryCode);
  const places = await cacheOf(placeCaches, db).get(version, 'places', () => readPlaces(db));
  return viewAt(db, version, places.homeCountry);
}

/** The shopper's ship-to country from the code they chose (the cookie), with the chooser's list and the country's view. */
export async function shipToOf(db: Db, requested: string | undefined, caches?: CatalogCaches): Promise<ShipTo> {
  const version = await versionOf(db, caches);
  const places = await cacheOf(placeCaches, db).get(version, 'places', () => readPlaces(db));
  const country = requested && places.countries.some((place) => place.code === requested) ? requested : places.homeCountry;
  return { country, homeCountry: places.homeCountry, countries: places.countries, view: await viewAt(db, version, country) };
}
