/**
 * Automatic promotions where the shopper looks (issue 32, decision record 036): a 20% ring sale is
 * carried by the listing's cards and the product's answer, the price sort and the price filter use
 * the price after it, and switching it off, or its end passing, takes it away on the next request.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { ListingAnswer, VariantAnswer } from '../../domain/contract/catalog.ts';
import { percentOfMinor } from '../../domain/money.ts';
import { followPromotions } from '../../server/services/catalogue/index.ts';
import { send } from '../support/shopper.ts';
import { signedInOwner } from '../support/staff.ts';
import { useTestShop } from '../support/test-shop.ts';

const shop = useTestShop();
let owner: Record<string, string>;
let ringsId: number;
const SALE = { name: 'Weekend ring sale', percent: 20 };

const query = async (text: string, values: unknown[] = []) => (await shop.database.pool.query(text, values)).rows;
const promotion = (input: Record<string, unknown>) => send(shop, 'POST', '/api/admin/discounts', { code: null, kind: 'percent', ...input }, owner);
const switchOff = (id: number) => send(shop, 'PUT', `/api/admin/discounts/${id}/active`, { active: false }, owner);

/** Every product of a listing, page by page. */
async function everyProduct(search: string): Promise<ListingAnswer['items']> {
  const items: ListingAnswer['items'] = [];
  for (let page = 1; ; page++) {
    const { status, body } = await shop.request(`/api/listing?${search}&pageSize=60&page=${page}`);
    expect(status).toBe(200);
    items.push(...(body as ListingAnswer).items);
    if (page >= (body as ListingAnswer).pageCount) return items;
  }
}

/** The listed variant's lowest price after its promotion, in cents: what the engine sorts and filters by. */
const shownLowest = (variant: VariantAnswer) => {
  const lowest = Math.round(Math.min(...variant.price) * 100);
  return lowest - (variant.promotion ? percentOfMinor(lowest, variant.promotion.percent) : 0);
};
const isRing = (variant: VariantAnswer) => variant.categories.includes('Rings');

beforeAll(async () => {
  owner = (await signedInOwner(shop, 'garnet-and-gold-77')).auth;
  [{ id: ringsId }] = await query(`SELECT id FROM categories WHERE slug = 'rings'`);
});

describe('a 20% ring sale', () => {
  it('is carried by every ring of the listing and the product answer, and by nothing else', async () => {
    const created = await promotion({ name: SALE.name, value: 20, categoryIds: [ringsId] });
    expect(created.status).toBe(201);
    try {
      const items = await everyProduct('sort=featured');
      const rings = items.filter((item) => isRing(item.ProductVariants[0]!));
      expect(rings.length).toBeGreaterThan(3);
      for (const item of items) expect(item.ProductVariants[0]!.promotion).toEqual(isRing(item.ProductVariants[0]!) ? SALE : null);
      const product = await shop.request(`/api/products/${rings[0]!.id}`);
      expect(product.status).toBe(200);
      expect(product.body.ProductVariants.filter(isRing).map((variant: VariantAnswer) => variant.promotion)).toContainEqual(SALE);
    } finally {
      await switchOff(created.body.id);
    }
  });

  it('orders the price sort and bounds the price filter by the price after the promotion', async () => {
    const created = await promotion({ name: SALE.name, value: 20, categoryIds: [ringsId] });
    try {
      const ascending = (await everyProduct('sort=price-asc')).map((item) => shownLowest(item.ProductVariants[0]!));
      expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
      const descending = (await everyProduct('sort=price-desc')).map((item) => shownLowest(item.ProductVariants[0]!));
      expect(descending).toEqual([...descending].sort((a, b) => b - a));

      // A ring whose typed price is above the bound and whose price after the sale is within it.
      const rings = (await everyProduct('category=Rings&sort=price-asc')).map((item) => item.ProductVariants[0]!);
      const ring = rings.find((variant) => Math.min(...variant.price) * 100 - shownLowest(variant) >= 200)!;
      const bound = Math.floor(Math.min(...ring.price)) - 1;
      const filtered = await everyProduct(`maxPrice=${bound}`);
      expect(filtered.map((item) => item.ProductVariants[0]!.id)).toContain(ring.id);
      for (const item of filtered) expect(shownLowest(item.ProductVariants[0]!)).toBeLessThanOrEqual(bound * 100);
    } finally {
      await switchOff(created.body.id);
    }
  });

  it('is gone from the cards and the sort on the next request once switched off', async () => {
    const created = await promotion({ name: SALE.name, value: 20, categoryIds: [ringsId] });
    const ringId = (await everyProduct('category=Rings')).at(0)!.id;
    expect((await shop.request(`/api/products/${ringId}`)).body.ProductVariants[0].promotion).toEqual(SALE);
    expect((await switchOff(created.body.id)).status).toBe(200);
    expect((await shop.request(`/api/products/${ringId}`)).body.ProductVariants[0].promotion).toBeNull();
    const items = await everyProduct('sort=price-asc');
    expect(items.every((item) => item.ProductVariants[0]!.promotion === null)).toBe(true);
    const typed = items.map((item) => Math.round(Math.min(...item.ProductVariants[0]!.price) * 100));
    expect(typed).toEqual([...typed].sort((a, b) => a - b));
  });

  it('leaves the cards when its end passes, at the next scheduled check', async () => {
    const endsAt = new Date(Date.now() + 2_500).toISOString();
    const created = await promotion({ name: SALE.name, value: 20, categoryIds: [ringsId], endsAt });
    expect(created.status).toBe(201);
    const ringId = (await everyProduct('category=Rings')).at(0)!.id;
    expect((await shop.request(`/api/products/${ringId}`)).body.ProductVariants[0].promotion).toEqual(SALE);
    await followPromotions(shop.database.db);
    expect(await followPromotions(shop.database.db)).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, Date.parse(endsAt) - Date.now() + 100));
    // Before the check, the pages keep the catalogue version they were built for.
    expect(await followPromotions(shop.database.db)).toBe(1);
    expect((await shop.request(`/api/products/${ringId}`)).body.ProductVariants[0].promotion).toBeNull();
    const ranked = (await everyProduct('sort=price-asc')).map((item) => shownLowest(item.ProductVariants[0]!));
    expect(ranked).toEqual([...ranked].sort((a, b) => a - b));
  });

  it('shows no fixed-amount, minimum or first-order promotion on a piece', async () => {
    const made = await Promise.all([
      promotion({ name: 'Forty off rings', kind: 'fixed', value: 40, categoryIds: [ringsId] }),
      promotion({ name: 'Rings over 500', value: 30, minSubtotal: 500, categoryIds: [ringsId] }),
      promotion({ name: 'First ring', value: 30, firstOrderOnly: true, categoryIds: [ringsId] }),
    ]);
    try {
      expect(made.map((answer) => answer.status)).toEqual([201, 201, 201]);
      const items = await everyProduct('category=Rings');
      expect(items.every((item) => item.ProductVariants[0]!.promotion === null)).toBe(true);
    } finally {
      for (const answer of made) await switchOff(answer.body.id);
    }
  });
});
