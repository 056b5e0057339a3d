/**
 * A product's named address, /product/{slug} (decision 053): the product that holds the slug now,
 * or the one that held it before a rename. A slug held now wins over an old one, so a slug another
 * product took again names that product.
 */
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';

/** The published product a slug names, now or before a rename, with its page's first variant; undefined when none. */
export async function productOfSlug(db: DbOrTx, slug: string): Promise<{ productId: number; variantId: number } | undefined> {
  const found = await db.execute<{ product_id: number; variant_id: number }>(sql`
    SELECT p.id AS product_id,
      (SELECT v.id FROM product_variants v WHERE v.product_id = p.id ORDER BY v.position, v.id LIMIT 1) AS variant_id
    FROM (
      SELECT id, 0 AS rank FROM products WHERE slug = ${slug}
      UNION ALL
      SELECT product_id, 1 FROM product_old_slugs WHERE slug = ${slug}
    ) named
    JOIN products p ON p.id = named.id AND p.status = 'published'
    ORDER BY named.rank
    LIMIT 1`);
  const row = found.rows[0];
  return row && row.variant_id !== null ? { productId: row.product_id, variantId: row.variant_id } : undefined;
}
