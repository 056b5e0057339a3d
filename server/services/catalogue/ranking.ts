/**
 * What ranks the pieces (decision record 054): the "rating" sort's Bayesian score from published
 * reviews, read when a listing is built (a review published, hidden or refused moves the catalogue
 * version, so the next build has it), and the best sellers from units sold, counted by a job into
 * `best_sellers` (the catalogue version moves only when the list changes).
 */
import { sql } from 'drizzle-orm';
import { BEST_SELLERS, bayesianScore, bestSellerIds, SELLING_STATUSES, shopMean, type StarTally } from '../../../domain/ranking.ts';
import type { DbOrTx } from '../../db/client.ts';
import { bumpCatalogueVersion } from './lookup-reads.ts';

/** A listing build's ranking: each product's score and best-seller place. */
export interface Ranking {
  score: (productId: number) => number;
  bestSellerPlace: Map<number, number>;
}

async function rows<T>(db: DbOrTx, query: ReturnType<typeof sql>): Promise<T[]> {
  return (await db.execute(query)).rows as T[];
}

/** Every product's published reviews, counted and added up (one grouped read of the reviews' product index). */
async function starTallies(db: DbOrTx): Promise<Map<number, StarTally>> {
  const found = await rows<{ product_id: number; count: number; sum: number }>(
    db,
    sql`SELECT product_id, count(*)::int AS count, sum(stars)::int AS sum FROM reviews WHERE state = 'published' GROUP BY product_id`,
  );
  return new Map(found.map((row) => [row.product_id, { count: row.count, sum: row.sum }]));
}

/** The ranking of the snapshot `db` reads. */
export async function readRanking(db: DbOrTx): Promise<Ranking> {
  const [tallies, places] = await Promise.all([
    starTallies(db),
    rows<{ product_id: number; place: number }>(db, sql`SELECT product_id, place FROM best_sellers`),
  ]);
  const mean = shopMean(tallies.values());
  return {
    score: (productId) => bayesianScore(tallies.get(productId), mean),
    bestSellerPlace: new Map(places.map((row) => [row.product_id, row.place])),
  };
}

interface BestSellerPeriod {
  days: number;
  count: number;
}

/** The owner's best-seller period and number (the review settings' row), the defaults until saved. */
async function bestSellerPeriod(db: DbOrTx): Promise<BestSellerPeriod> {
  const [saved] = await rows<BestSellerPeriod>(db, sql`SELECT best_seller_days AS days, best_seller_count AS count FROM review_settings WHERE id = 1`);
  return saved ?? { days: BEST_SELLERS.days, count: BEST_SELLERS.count };
}

/** How often the best sellers are counted again. */
export const BEST_SELLERS_EVERY_MS = 60 * 60 * 1000;

/**
 * Counts the units sold of each product over the owner's period (orders confirmed onwards, never
 * pending or cancelled; gift cards are no piece) and keeps the owner's number of best sellers (the
 * review settings, read here; `period` overrides them for a test). Moves the catalogue version
 * when the list changed, so kept pages show the new BEST SELLER badges. Answers the best sellers'
 * ids, most sold first, and whether they changed.
 */
export async function refreshBestSellers(db: DbOrTx, period: Partial<BestSellerPeriod> = {}): Promise<{ best: number[]; changed: boolean }> {
  return db.transaction(async (tx) => {
    // One writer at a time across instances; a second one waits and counts again.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('best_sellers'))`);
    const { days, count } = { ...(await bestSellerPeriod(tx)), ...period };
    const sold = await rows<{ product_id: number; units: number }>(
      tx,
      sql`SELECT i.product_id, sum(i.quantity)::int AS units
          FROM orders o JOIN order_items i ON i.order_id = o.id
          WHERE o.created_at >= now() - make_interval(days => ${days}) AND o.status = ANY(${sql.param([...SELLING_STATUSES])}::text[])
            AND i.gift_card IS NULL AND EXISTS (SELECT 1 FROM products p WHERE p.id = i.product_id)
          GROUP BY i.product_id`,
    );
    const units = new Map(sold.map((row) => [row.product_id, row.units]));
    const best = bestSellerIds(
      sold.map((row) => ({ productId: row.product_id, units: row.units })),
      count,
    );
    const before = await rows<{ product_id: number }>(tx, sql`SELECT product_id FROM best_sellers ORDER BY place`);
    if (before.map((row) => row.product_id).join(',') === best.join(',')) return { best, changed: false };
    await tx.execute(sql`DELETE FROM best_sellers`);
    for (const [index, productId] of best.entries()) {
      await tx.execute(sql`INSERT INTO best_sellers (product_id, place, units) VALUES (${productId}, ${index + 1}, ${units.get(productId)!})`);
    }
    await bumpCatalogueVersion(tx);
    return { best, changed: true };
  });
}

/**
 * The home page's best sellers: the best sellers in their order (each by its first variant), then,
 * while there are fewer than `limit` (a new shop), the most loved: the pieces scoring above the
 * shop's mean, by their score; then the newest.
 */
export async function bestSellerRows(db: DbOrTx, limit: number): Promise<Array<{ productId: number; variantId: number }>> {
  type Row = { product_id: number; variant_id: number };
  const best = await rows<Row>(
    db,
    sql`SELECT l.product_id, l.variant_id FROM best_sellers b JOIN variant_listing l ON l.product_id = b.product_id AND l.position = 0
        ORDER BY b.place LIMIT ${limit}`,
  );
  if (best.length < limit) {
    const tallies = await starTallies(db);
    const mean = shopMean(tallies.values());
    const score = (id: number) => bayesianScore(tallies.get(id), mean);
    const loved = [...tallies.keys()].filter((id) => score(id) > mean).sort((a, b) => score(b) - score(a) || b - a);
    const wanted = loved.filter((id) => !best.some((row) => row.product_id === id)).slice(0, limit * 2);
    const found = await rows<Row>(
      db,
      sql`SELECT product_id, variant_id FROM variant_listing WHERE position = 0 AND product_id = ANY(${sql.param(wanted)}::int[])`,
    );
    const place = new Map(wanted.map((id, index) => [id, index]));
    best.push(...found.sort((a, b) => place.get(a.product_id)! - place.get(b.product_id)!));
  }
  if (best.length < limit) {
    const newest = await rows<Row>(
      db,
      sql`SELECT product_id, variant_id FROM variant_listing WHERE position = 0 AND NOT (product_id = ANY(${sql.param(best.map((row) => row.product_id))}::int[]))
          ORDER BY created_at DESC, product_id DESC LIMIT ${limit}`,
    );
    best.push(...newest);
  }
  return best.slice(0, limit).map((row) => ({ productId: row.product_id, variantId: row.variant_id }));
}
