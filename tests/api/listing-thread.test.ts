/**
 * The listing engine's queries answered in a worker thread (server/services/listing-engine/thread.ts)
 * give what the same engine gives on the calling thread, for filters, search words, sorts, pages
 * and catalogue versions; a closed worker is replaced by the next query, and the queries it never
 * answered are answered on the calling thread.
 */
import { afterAll, expect, it } from 'vitest';
import { FILTER_GROUPS, ListingQuery } from '../../domain/listing.ts';
import { createCatalogCaches, listing, type CatalogCaches } from '../../server/services/catalogue/index.ts';
import { ListingIndexBuilder, ListingThread, type IndexQuery, type IndexRow } from '../../server/services/listing-engine/index.ts';
import { useTestShop } from '../support/test-shop.ts';

const shop = useTestShop();
const threaded = createCatalogCaches({ thread: true });
afterAll(() => threaded.thread?.close());

async function queries(): Promise<ListingQuery[]> {
  const everything = await listing(shop.database.db, ListingQuery.parse({}), { caches: createCatalogCaches() });
  const values = FILTER_GROUPS.map((group) => ({
    param: group.param,
    names: everything.facets[group.key].filter((value) => value.count > 0).map((value) => value.name),
  }));
  const raw: Array<Record<string, unknown>> = [
    {},
    { q: 'ring' },
    { q: 'moon neklace', sort: 'relevance' },
    { minPrice: 50, maxPrice: 400, sort: 'price-asc' },
    { inStock: 'true', sort: 'newest', page: 2, pageSize: 3 },
  ];
  for (const { param, names } of values) {
    raw.push({ [param]: names.slice(0, 1) }, { [param]: names.slice(0, 2), sort: 'rating', maxPrice: 300 });
  }
  raw.push(Object.fromEntries(values.slice(0, 3).map(({ param, names }) => [param, names.slice(-1)])));
  return raw.map((query) => ListingQuery.parse(query));
}

const answers = (caches: CatalogCaches, all: ListingQuery[]) => Promise.all(all.map((query) => listing(shop.database.db, query, { caches })));

it('answers in its worker thread what the engine answers on the calling thread', async () => {
  const all = await queries();
  expect(await answers(threaded, all)).toEqual(await answers(createCatalogCaches(), all));
  expect(threaded.thread!.answeredInWorker).toBe(all.length);
});

it('follows a new catalogue version, and starts a new worker after the last one ended', async () => {
  const all = await queries();
  await answers(threaded, all);
  await shop.database.pool.query(`UPDATE installation_facts SET value = (value::bigint + 1)::text WHERE key = 'catalog_version'`);
  await threaded.thread!.close();
  const before = threaded.thread!.answeredInWorker;
  expect(await answers(threaded, all)).toEqual(await answers(createCatalogCaches(), all));
  // Each request is answered by the engine it had, then (the version having moved) by the new one's.
  expect(threaded.thread!.answeredInWorker - before).toBe(2 * all.length);
});

it('answers on the calling thread the queries a worker that ended never answered', async () => {
  const all = await queries();
  const expected = await answers(createCatalogCaches(), all);
  await answers(threaded, all);
  // The worker ends while every query is on its way to it.
  const asked = answers(threaded, all);
  await threaded.thread!.close();
  expect(await asked).toEqual(expected);
});

it('says its own heap for the memory figures, and nothing once it ended', async () => {
  await answers(threaded, await queries());
  // A worker's V8 heap: a few megabytes at least (its code, the index's maps), well under what the main thread holds.
  expect(await threaded.thread!.heapBytes()).toBeGreaterThan(1_000_000);
  await threaded.thread!.close();
  expect(await threaded.thread!.heapBytes()).toBe(0);
});

it('collects its own heap when asked (the shop is quiet), and gives back what a burst of queries left', async () => {
  const all = await queries();
  for (let round = 0; round < 40; round++) await answers(threaded, all);
  const before = await threaded.thread!.heapBytes();
  threaded.thread!.collect();
  // Messages reach the worker in order: it answers this one once it has collected.
  const after = await threaded.thread!.heapBytes();
  expect(after).toBeLessThan(before);
});

it('keeps only the newest catalogue version in its worker: a query of an older one is answered on the calling thread', async () => {
  const thread = new ListingThread();
  const row = (productId: number, title: string): IndexRow => ({
    variantId: productId,
    productId,
    values: Object.fromEntries(FILTER_GROUPS.map(({ key }) => [key, [] as number[]])) as unknown as IndexRow['values'],
    priceMinor: 100 * productId,
    rating: 0,
    bestSellerPlace: 0,
    createdMs: productId,
    soldOut: false,
    title,
    keywords: '',
    description: '',
  });
  const indexOf = (rows: IndexRow[]) => {
    const builder = new ListingIndexBuilder(rows.length, rows.length);
    builder.add(rows);
    return builder.finish();
  };
  const older = indexOf([row(1, 'moon ring')]);
  const newer = indexOf([row(1, 'moon ring'), row(2, 'sun ring')]);
  const filters = Object.fromEntries(FILTER_GROUPS.map(({ key }) => [key, []])) as unknown as IndexQuery['filters'];
  const query: IndexQuery = { filters, words: ['ring'], inStock: false, sort: 'featured', offset: 0, limit: 10, withFacets: true };
  try {
    expect((await thread.query('7', older, query)).total).toBe(1);
    expect((await thread.query('8', newer, query)).total).toBe(2);
    expect(thread.answeredInWorker).toBe(2);
    // The worker let version 7 go when 8 came, and is not sent it again.
    expect((await thread.query('7', older, query)).total).toBe(1);
    expect(thread.answeredInWorker).toBe(2);
    expect((await thread.query('8', newer, query)).total).toBe(2);
    expect(thread.answeredInWorker).toBe(3);
  } finally {
    await thread.close();
  }
});
