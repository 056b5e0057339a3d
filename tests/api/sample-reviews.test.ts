/**
 * The sample shop's sample reviews (decision record 054): they give the demo its stars, but no buyer
 * wrote them, so the product page never calls them "Verified buyer" and the back office marks them
 * as sample data.
 */
import { describe, expect, it } from 'vitest';
import { seedSampleReviews } from '../../server/db/seed/sample-reviews.ts';
import { send } from '../support/shopper.ts';
import { signedInOwner } from '../support/staff.ts';
import { useTestShop } from '../support/test-shop.ts';

const shop = useTestShop();

describe('the sample reviews', () => {
  it('are not "Verified buyer" on the product page, and are sample data for staff', async () => {
    await seedSampleReviews(shop.database.db);
    const [first] = (await shop.database.pool.query('SELECT product_id FROM reviews WHERE sample ORDER BY id LIMIT 1')).rows;
    const page = await send(shop, 'GET', `/api/products/${first.product_id}/reviews`);
    expect(page.status).toBe(200);
    expect(page.body.reviews.length).toBeGreaterThan(0);
    expect(page.body.reviews.map((review: { verifiedBuyer: boolean }) => review.verifiedBuyer)).not.toContain(true);

    const owner = await signedInOwner(shop);
    const queue = await send(shop, 'GET', '/api/admin/reviews?state=published', undefined, owner.auth);
    expect(queue.status).toBe(200);
    const shown = queue.body.reviews.filter((review: { productId: number }) => review.productId === first.product_id);
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.map((review: { sample: boolean }) => review.sample)).not.toContain(false);
  });
});
