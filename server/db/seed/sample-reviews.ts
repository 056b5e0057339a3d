/**
 * The sample shop's reviews (decision record 054), written on its first start after the sample
 * catalogue so the demo shows stars: two products in three get published reviews near the seed
 * data's rating, each marked `sample` (the back office tells them apart from buyers' reviews). The
 * sample shop has no orders, so they name no order line and no customer. Not part of the tests'
 * template database: tests write the reviews they count.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import * as t from '../schema/index.ts';
import { PRODUCTS } from './catalog-data.ts';

const AUTHORS = ['Ada L.', 'Priya S.', 'Maya R.', 'Grace O.', 'Noor H.', 'Elena V.', 'Sam T.', 'Hana K.', 'Lucy B.', 'Zara M.'];
const WORDS: Record<number, Array<[string, string]>> = {
  5: [
    ['Even prettier in person', 'The finish is lovely and it arrived beautifully wrapped. I wear it every day.'],
    ['A perfect gift', 'Bought it for my sister; she has not taken it off since.'],
    ['Beautiful work', 'Delicate, well made and exactly as pictured.'],
  ],
  4: [
    ['Lovely piece', 'Very pretty and well made; a little smaller than I imagined.'],
    ['Happy with it', 'Good quality for the price. Delivery took a few days longer than I hoped.'],
  ],
  3: [['Nice but plain', 'It is well made but simpler than the photos suggest.']],
};

/** The stars of `count` reviews whose average is `rating` rounded: the whole part, and one more for the fraction's share. */
function starsNear(rating: number, count: number): number[] {
  const base = Math.floor(rating);
  const higher = base >= 5 ? 0 : Math.round((rating - base) * count);
  return Array.from({ length: count }, (_, i) => Math.min(5, i < higher ? base + 1 : base));
}

/** Writes the sample reviews once (nothing when some are there already) and moves the catalogue version. */
export async function seedSampleReviews(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    const [seeded] = (await tx.execute(sql`SELECT 1 FROM reviews WHERE sample LIMIT 1`)).rows;
    if (seeded) return;
    const products = (
      await tx.execute(sql`SELECT p.id, p.slug, v.id AS variant_id FROM products p
      JOIN product_variants v ON v.product_id = p.id AND v.position = 0 ORDER BY p.id`)
    ).rows as Array<{ id: number; variant_id: number }>;
    const now = Date.now();
    const rows: Array<typeof t.reviews.$inferInsert> = [];
    for (const [index, product] of PRODUCTS.entries()) {
      const row = products[index];
      if (!row || index % 3 === 2) continue;
      const count = 2 + ((index * 7) % 19);
      starsNear(product.variants[0]!.rating, count).forEach((stars, i) => {
        const choices = WORDS[Math.max(3, stars)]!;
        const [title, body] = choices[(index + i) % choices.length]!;
        const publishedAt = new Date(now - (1 + ((index * 5 + i * 11) % 150)) * 86_400_000);
        rows.push({
          productId: row.id,
          variantId: row.variant_id,
          metal: product.variants[0]!.prices[0]!.metal,
          authorName: AUTHORS[(index + i) % AUTHORS.length]!,
          stars,
          title,
          body,
          state: 'published',
          sample: true,
          createdAt: publishedAt,
          updatedAt: publishedAt,
          publishedAt,
        });
      });
    }
    if (rows.length) await tx.insert(t.reviews).values(rows);
    await tx.execute(sql`INSERT INTO installation_facts (key, value) VALUES ('catalog_version', '1')
      ON CONFLICT (key) DO UPDATE SET value = (installation_facts.value::bigint + 1)::text, updated_at = now()`);
  });
}
