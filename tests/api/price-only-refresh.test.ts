/**
 * A rate change's apply refreshes what shoppers and staff see by prices alone (decision record
 * 059): the back office's lowest prices by one UPDATE, the product cards and the listing's rows
 * not at all (their prices are read live). After it, every card, every back-office row and every
 * listing answer must be exactly what a full rebuild of the read models gives: a read model whose
 * price the price-only refresh left behind would differ here.
 */
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { readProducts } from '../../server/services/catalogue/index.ts';
import { send } from '../support/shopper.ts';
import { signedInOwner } from '../support/staff.ts';
import { useTestShop } from '../support/test-shop.ts';

const shop = useTestShop();
let owner: Record<string, string>;

beforeAll(async () => {
  owner = (await signedInOwner(shop)).auth;
});

const rows = async <T>(text: string): Promise<T[]> => (await shop.database.pool.query(text)).rows as T[];

/** Every listing page of these orders, as the storefront's API answers them. */
async function listings(): Promise<Record<string, unknown[]>> {
  const answers: Record<string, unknown[]> = {};
  for (const query of ['sort=price-asc', 'sort=price-desc', 'sort=newest', 'minPrice=100&maxPrice=900&sort=price-asc']) {
    const pages: unknown[] = [];
    for (let page = 1; ; page++) {
      const { status, body, headers } = await shop.request(`/api/products?${query}&page=${page}&pageSize=60`);
      expect(status).toBe(200);
      pages.push(...body);
      if (page >= Number(headers.get('X-Page-Count'))) break;
    }
    answers[query] = pages;
  }
  return answers;
}

/** What shoppers and staff see of every product: its card (any status), its back-office row, the listing. */
async function seen() {
  const ids = (await rows<{ id: number }>('SELECT id FROM products ORDER BY id')).map((row) => row.id);
  const { products } = await readProducts(shop.database.db, ids, { anyStatus: true });
  return {
    cards: ids.map((id) => products.get(id)),
    summaries: await rows('SELECT * FROM product_summaries ORDER BY product_id'),
    listings: await listings(),
  };
}

describe('a rate change’s price-only refresh', () => {
  it('leaves every card, back-office row and listing answer exactly as a full rebuild would', async () => {
    const before = await seen();
    // Both metals the sample prices by weight move (silver's are its pieces' lowest prices, gold's not).
    const { ratesVersion, rates } = (await send(shop, 'GET', '/api/admin/pricing/rates', undefined, owner)).body;
    const moved = rates
      .filter((rate: { pieces: number }) => rate.pieces > 0)
      .map((rate: { metalId: number; rateMinorPerGram: number }) => ({ metalId: rate.metalId, rateMinorPerGram: Math.round(rate.rateMinorPerGram * 1.37) }));
    expect(moved).toHaveLength(2);
    const applied = await send(shop, 'POST', '/api/admin/pricing/apply', { rates: moved, ratesVersion, confirm: true }, owner);
    expect(applied.status).toBe(200);
    expect(applied.body.repriced).toBeGreaterThan(0);

    const refreshed = await seen();
    // The apply moved what shoppers see (so the comparison below is not of two unchanged states).
    expect(refreshed.cards).not.toEqual(before.cards);
    expect(refreshed.summaries).not.toEqual(before.summaries);
    expect(refreshed.listings['sort=price-asc']).not.toEqual(before.listings['sort=price-asc']);

    // Every read model rebuilt from the tables, then read again.
    await shop.database.db.execute(sql`SELECT refresh_variant_listing(NULL)`);
    const rebuilt = await seen();
    expect(refreshed.cards).toEqual(rebuilt.cards);
    expect(refreshed.summaries).toEqual(rebuilt.summaries);
    expect(refreshed.listings).toEqual(rebuilt.listings);
  });
});
