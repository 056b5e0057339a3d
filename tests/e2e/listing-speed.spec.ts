/**
 * The listing keeps its speed: listing requests never asked before (filters, a price range, a
 * sort, a page: the benchmark's own generator) answered at a share of the rate of a static file
 * served by the same server in the same run. A ratio, not a time: machines differ, and a
 * loaded machine slows both alike. The full measurement is `npm run bench:listing`.
 */
import { facetsOf, listingQuery, searchQuery } from '../../scripts/bench/listing.ts';
import { distinct, load } from '../../scripts/bench/shared.ts';
import { expect, test } from './fixtures/index.ts';

/** The listing engine answers a new combination at about half a static file's rate here; the SQL listing it replaced at 13%. */
const LEAST_SHARE = 0.25;
const CLIENTS = 8;

test('a listing never asked before answers at a quarter of a static file’s rate or better', async ({ baseURL }) => {
  test.setTimeout(90_000);
  const base = baseURL!;
  const facets = await facetsOf(base);
  const taken = new Set<string>();
  const fresh = (count: number) => distinct(() => `/api/listing?${(taken.size % 4 === 3 ? searchQuery : listingQuery)(facets)}`, count, taken);
  const statics = (count: number) => Array.from({ length: count }, () => '/favicon.svg');

  // Warm both ways up (the engine, the connections, the code), then measure each.
  await load('warm-up', base, [...fresh(150), ...statics(300)], { clients: CLIENTS });
  const file = await load('static file', base, statics(2000), { clients: CLIENTS });
  const listing = await load('listing', base, fresh(800), { clients: CLIENTS });

  const share = listing.perSecond / file.perSecond;
  const figures = `listing ${listing.perSecond} req/s (p95 ${listing.p95} ms), static file ${file.perSecond} req/s (p95 ${file.p95} ms): ${(share * 100).toFixed(0)}%`;
  test.info().annotations.push({ type: 'listing speed', description: figures });
  console.log(`listing speed: ${figures}`);
  expect(listing.errors, listing.firstError).toBe(0);
  expect(share, `listing ${listing.perSecond} req/s against the static file's ${file.perSecond}`).toBeGreaterThanOrEqual(LEAST_SHARE);
});
