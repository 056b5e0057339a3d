/**
 * Stars from reviews, best sellers from sales (issue 35, decision record 054), against real
 * PostgreSQL through the app's own handler: a review published moves the product's stars on the
 * listing and in the product answer (and hiding it takes them away); the "rating" sort follows the
 * Bayesian score; best sellers count units of orders confirmed onwards over the period, never a
 * cancelled order's; a client still sending the staff's rating is ignored.
 */
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bestSellers, bumpCatalogueVersion, refreshBestSellers } from '../../server/services/catalogue/index.ts';
import { deliveredOrder } from '../support/returns.ts';
import { findPieces, orderRequest, registerShopper, send, type SalePiece } from '../support/shopper.ts';
import { signedInOwner } from '../support/staff.ts';
import { useTestShop } from '../support/test-shop.ts';

const shop = useTestShop();
let owner: Record<string, string>;
let ring: SalePiece;
let other: SalePiece;

beforeAll(async () => {
  owner = (await signedInOwner(shop)).auth;
  ({ oneSize: ring, other } = await findPieces(shop));
}, 60_000);

const product = async (id: number) => (await shop.request(`/api/products/${id}`)).body;
/** The whole listing in this order (its pages of 60 put together). */
async function listed(query: string): Promise<Array<{ id: number; stars: unknown; bestSeller: boolean }>> {
  const pages = await Promise.all([1, 2, 3].map((page) => shop.request(`/api/products?pageSize=60&page=${page}&${query}`)));
  return pages.flatMap((answer) => {
    expect(answer.status).toBe(200);
    return answer.body;
  });
}
const line = (piece: SalePiece, quantity = 1) => ({ piece, metal: piece.metals[0]!, size: piece.sizes[0] ?? '', quantity });

/** Published reviews of a product with these stars, written straight to the table (as many buyers' would be), the catalogue version moved as publishing does. */
async function publishedReviews(productId: number, stars: number[]) {
  await shop.database.db.transaction(async (tx) => {
    for (const star of stars) {
      await tx.execute(
        sql`INSERT INTO reviews (product_id, stars, title, body, state, published_at) VALUES (${productId}, ${star}, 'Fine', 'Fine.', 'published', now())`,
      );
    }
    await bumpCatalogueVersion(tx);
  });
}

describe("a product's stars", () => {
  it('come from its published reviews: the count and the average, on the listing and in the product answer; none once hidden', async () => {
    expect((await product(ring.productId)).stars).toBeNull();
    const shopper = await registerShopper(shop, {}, { verified: true });
    await deliveredOrder(shop, shopper, owner, [line(ring)]);
    const written = await send(shop, 'POST', '/api/reviews', { productId: ring.productId, stars: 4, title: 'Lovely', body: 'It shines.' }, shopper.auth);
    expect(written.status).toBe(201);
    // Pending: not shown yet.
    expect((await product(ring.productId)).stars).toBeNull();

    expect((await send(shop, 'POST', `/api/admin/reviews/${written.body.id}/approve`, undefined, owner)).status).toBe(200);
    expect((await product(ring.productId)).stars).toEqual({ count: 1, average: 4 });
    const card = (await listed('sort=newest')).find((item) => item.id === ring.productId);
    expect(card?.stars).toEqual({ count: 1, average: 4 });

    expect((await send(shop, 'POST', `/api/admin/reviews/${written.body.id}/hide`, undefined, owner)).status).toBe(200);
    expect((await product(ring.productId)).stars).toBeNull();
    expect((await listed('sort=newest')).find((item) => item.id === ring.productId)?.stars).toBeNull();
  });
});

describe('the "rating" sort', () => {
  it('orders by the Bayesian score: many 4.8s above one 5, one 5 above no review, no review above many poor ones', async () => {
    const ids = (await listed('sort=newest')).map((item) => item.id).filter((id) => id !== ring.productId);
    const [many, lone, none, poor] = ids.slice(-4);
    await publishedReviews(many!, [5, 5, 5, 5, 4, 5, 5, 5, 5, 4, 5, 5, 5, 5, 4, 5, 5, 5, 5, 4]);
    await publishedReviews(lone!, [5]);
    await publishedReviews(poor!, [2, 2, 2, 1, 3, 2, 2, 2]);
    const order = (await listed('sort=rating')).map((item) => item.id);
    const place = (id: number) => order.indexOf(id);
    expect(place(many!)).toBeGreaterThanOrEqual(0);
    expect(place(many!)).toBeLessThan(place(lone!));
    expect(place(lone!)).toBeLessThan(place(none!));
    expect(place(none!)).toBeLessThan(place(poor!));
    expect((await product(many!)).stars).toEqual({ count: 20, average: 4.8 });
  });
});

describe('best sellers', () => {
  it('count units of orders confirmed onwards over the period, never a cancelled one, and lead the featured order', async () => {
    const shopper = await registerShopper(shop, {}, { verified: true });
    await deliveredOrder(shop, shopper, owner, [line(other, 3), line(ring, 1)]);
    // A larger order of the ring, cancelled: its units do not count (counted, the ring would lead).
    const items = [{ variantId: ring.variantId, metal: ring.metals[0], size: ring.sizes[0] ?? '', quantity: 5, personalisation: '', giftWrap: false }];
    const placed = await send(shop, 'POST', '/api/orders', orderRequest(shopper, items, { paymentMethod: 'bank_transfer' }), shopper.auth);
    expect(placed.status).toBe(201);
    await shop.database.db.execute(sql`UPDATE orders SET status = 'Cancelled' WHERE id = ${placed.body.id}`);

    const { best, changed } = await refreshBestSellers(shop.database.db);
    expect(changed).toBe(true);
    expect(best.slice(0, 2)).toEqual([other.productId, ring.productId]);
    expect((await product(other.productId)).bestSeller).toBe(true);
    const unsold = (await listed('sort=newest')).find((item) => !best.includes(item.id))!;
    expect(unsold.bestSeller).toBe(false);
    expect((await listed('sort=featured'))[0]).toMatchObject({ id: other.productId, bestSeller: true });
    // Counted again with nothing new: the list and the catalogue version stay.
    expect((await refreshBestSellers(shop.database.db)).changed).toBe(false);
    // Outside the period, nothing sold.
    expect((await refreshBestSellers(shop.database.db, { days: 0 })).best).toEqual([]);
  });
});

describe("the owner's best-seller period and number", () => {
  const settings = (body: Record<string, unknown>) =>
    send(shop, 'PUT', '/api/admin/settings/reviews', { requestDelayDays: 14, autoApprove: false, ...body }, owner);
  const placed = async () =>
    ((await shop.database.pool.query('SELECT product_id FROM best_sellers ORDER BY place')).rows as Array<{ product_id: number }>).map((row) => row.product_id);

  it('are checked, and saving them counts the best sellers again at once; the product answers follow', async () => {
    const refused = await settings({ bestSellerDays: 3, bestSellerCount: 30 });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain("Best sellers' period: a whole number of days from 7 to 365");
    expect(JSON.stringify(refused.body)).toContain('Best sellers: a whole number from 1 to 24');

    const shopper = await registerShopper(shop, {}, { verified: true });
    await deliveredOrder(shop, shopper, owner, [line(other, 20)]);
    await refreshBestSellers(shop.database.db);
    expect((await placed()).length).toBeGreaterThan(1);

    // One best seller: the most sold alone, at once, and the others' answers lose the badge.
    const one = await settings({ bestSellerCount: 1 });
    expect(one.status).toBe(200);
    expect(one.body).toMatchObject({ bestSellerDays: 90, bestSellerCount: 1 });
    expect(await placed()).toEqual([other.productId]);
    expect((await product(ring.productId)).bestSeller).toBe(false);
    // Left out, the number stays; the period shortened to a week, sales of a month ago no longer count.
    await shop.database.db.execute(sql`UPDATE orders SET created_at = now() - interval '30 days'`);
    expect((await settings({ bestSellerDays: 7 })).body).toMatchObject({ bestSellerDays: 7, bestSellerCount: 1 });
    expect(await placed()).toEqual([]);
    expect((await product(other.productId)).bestSeller).toBe(false);
    // The hourly count keeps to the owner's period too.
    expect((await refreshBestSellers(shop.database.db)).best).toEqual([]);
    expect((await settings({ bestSellerDays: 90, bestSellerCount: 8 })).status).toBe(200);
    expect(await placed()).toContain(other.productId);
  });
});

describe("the home page's best sellers", () => {
  it('are the best sellers, then, while few have sold, the most loved pieces, then the newest', async () => {
    const ids = (await listed('sort=newest')).map((item) => item.id);
    const loved = ids[Math.floor(ids.length / 2)]!;
    await publishedReviews(loved, [5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5]);
    const shown = (await bestSellers(shop.database.db, 8)).map((item) => item.id);
    const sellers = ((await shop.database.pool.query('SELECT product_id FROM best_sellers ORDER BY place')).rows as Array<{ product_id: number }>).map(
      (row) => row.product_id,
    );
    expect(shown).toHaveLength(8);
    expect(shown.slice(0, sellers.length)).toEqual(sellers.slice(0, 8));
    expect(shown).toContain(loved);
  });
});

describe("the staff's rating", () => {
  it('is gone from the product answer, and a client still sending it is ignored', async () => {
    const created = await send(
      shop,
      'POST',
      '/api/admin/products',
      {
        status: 'published',
        ProductVariants: [
          {
            title: 'Rated Halo Ring',
            description: 'A ring someone once rated.',
            metal: ['14K Gold'],
            categories: ['Rings'],
            subCategories: ['Halo'],
            images: ['aurora-halo-engagement-ring-diamond-0.svg'],
            price: [250],
            rating: 4.9,
          },
        ],
      },
      owner,
    );
    expect(created.status).toBe(201);
    expect(created.body.ProductVariants[0]).not.toHaveProperty('rating');
    expect(created.body).toMatchObject({ stars: null, bestSeller: false });
  });
});
