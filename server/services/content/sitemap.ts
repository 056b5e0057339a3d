/**
 * What the sitemap lists (decision 053): the shop's pages (categories, themes, blog posts), and the
 * published products in files of at most `perFile` (the sitemaps.org protocol's 50,000 addresses a
 * file). A product file is read by keyset: from its first product id, in id order, so a file of a
 * large catalogue costs one index range, however far into the catalogue it starts.
 */
import { desc, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { blogPosts } from '../../db/schema/index.ts';

export interface SitemapPages {
  categories: string[];
  themes: string[];
  blogPosts: Array<{ slug: string; publishedAt: string }>;
}

/** The categories, themes and blog posts, in the order the shop shows them. */
export async function sitemapPages(db: DbOrTx): Promise<SitemapPages> {
  const [categories, themes, posts] = await Promise.all([
    db.execute<{ name: string }>(sql`SELECT name FROM categories ORDER BY position, id`),
    db.execute<{ name: string }>(sql`SELECT name FROM themes ORDER BY position, id`),
    db.select({ slug: blogPosts.slug, publishedAt: blogPosts.publishedAt }).from(blogPosts).orderBy(desc(blogPosts.publishedAt)),
  ]);
  return {
    categories: categories.rows.map((row) => row.name),
    themes: themes.rows.map((row) => row.name),
    blogPosts: posts.map((post) => ({ slug: post.slug, publishedAt: post.publishedAt.toISOString() })),
  };
}

/** A product file of the sitemap: the id it starts from, and the day (UTC, YYYY-MM-DD) its newest product last changed. */
export interface SitemapProductFile {
  fromId: number;
  lastModified: string;
}

/** A product the sitemap lists: its page (as its first variant, by position, opens it) and the day (UTC, YYYY-MM-DD) it last changed. */
export interface SitemapProduct {
  id: number;
  variantId: number;
  lastModified: string;
}

/** The day a change was made, written by the database (50,000 dates are no work for it). */
const DAY = (column: string) => sql.raw(`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD')`);

/** Listed: published, with a variant to show (the same condition for the files and their products). */
const LISTED = sql`p.status = 'published' AND EXISTS (SELECT 1 FROM product_variants v WHERE v.product_id = p.id)`;

/** The product files: every `perFile` listed products in id order make one. */
export async function sitemapProductFiles(db: DbOrTx, perFile: number): Promise<SitemapProductFile[]> {
  const { rows } = await db.execute<{ from_id: number; last_modified: string }>(sql`
    SELECT min(id) AS from_id, ${DAY('max(updated_at)')} AS last_modified
    FROM (SELECT p.id, p.updated_at, (row_number() OVER (ORDER BY p.id) - 1) / ${perFile} AS file FROM products p WHERE ${LISTED}) listed
    GROUP BY file ORDER BY file`);
  return rows.map((row) => ({ fromId: Number(row.from_id), lastModified: row.last_modified }));
}

/** Up to `perFile` listed products from `fromId` on, in id order. */
export async function sitemapProducts(db: DbOrTx, fromId: number, perFile: number): Promise<SitemapProduct[]> {
  const { rows } = await db.execute<{ id: number; variant_id: number; last_modified: string }>(sql`
    SELECT p.id, ${DAY('p.updated_at')} AS last_modified,
      (SELECT v.id FROM product_variants v WHERE v.product_id = p.id ORDER BY v.position, v.id LIMIT 1) AS variant_id
    FROM products p
    WHERE p.id >= ${fromId} AND ${LISTED}
    ORDER BY p.id
    LIMIT ${perFile}`);
  return rows.map((row) => ({ id: row.id, variantId: row.variant_id, lastModified: row.last_modified }));
}
