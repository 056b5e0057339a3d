/**
 * What a listing page reads from the database: the engine answers which products, and only the
 * products it does not keep are read. Pages asked for while such a read is under way are read
 * together in the next one (server/services/caching/batched-calls.ts), each answered as when read alone.
 */
import pg from 'pg';
import { afterEach, expect, it } from 'vitest';
import { ListingQuery } from '../../domain/listing.ts';
import { createCatalogCaches, listing } from '../../server/services/catalogue/index.ts';
import { useTestShop } from '../support/test-shop.ts';

const shop = useTestShop();

const realQuery = pg.Client.prototype.query;
afterEach(() => {
  pg.Client.prototype.query = realQuery;
});

/** The product reads (by their statement's name) sent while `work` runs. */
async function productReads<T>(work: () => Promise<T>): Promise<{ result: T; reads: number }> {
  let reads = 0;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const query = args[0] as string | { name?: string };
    if (typeof query !== 'string' && query.name?.startsWith('product_cards/')) reads++;
    return (realQuery as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof realQuery;
  try {
    return { result: await work(), reads };
  } finally {
    pg.Client.prototype.query = realQuery;
  }
}

it('reads the products of pages asked for together in two statements, each page as when read alone', async () => {
  const db = shop.database.db;
  const pages = [1, 2, 3, 4, 5, 6].map((page) => ListingQuery.parse({ page, pageSize: 4, sort: 'price-asc' }));
  const alone = [];
  for (const query of pages) alone.push(await listing(db, query, { caches: createCatalogCaches() }));

  const caches = createCatalogCaches();
  await listing(db, ListingQuery.parse({ q: 'zzzz-nothing' }), { caches }); // builds the engine, keeps no product
  const { result, reads } = await productReads(() => Promise.all(pages.map((query) => listing(db, query, { caches }))));
  // The first page's read starts at once; the five asked for meanwhile wait for it and share the next.
  expect(reads).toBe(2);
  expect(result).toEqual(alone);
  expect(new Set(result.flatMap((page) => page.items.map((product) => product.id))).size).toBe(24);
});
