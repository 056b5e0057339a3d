/**
 * Pieces on the shelf. A ready-to-ship line takes its pieces from `variant_stock` in the order's
 * transaction; a cancelled order puts them back. Whenever a variant runs out or comes back, the
 * listing's read model (its sold-out flag) follows in the same transaction.
 */
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';

/** Refreshes the listing rows of these variants (their sold-out flag) and so the catalogue version. */
export async function refreshListing(db: DbOrTx, variantIds: number[]): Promise<void> {
  if (variantIds.length === 0) return;
  await db.execute(sql`SELECT refresh_variant_listing(${sql.param([...new Set(variantIds)])}::int[])`);
}

/**
 * Puts a cancelled order's ready-to-ship pieces back on their shelves, once: the lines forget
 * their shelf as they return to it, so a second call does nothing.
 */
export async function restockOrder(db: DbOrTx, orderId: number): Promise<void> {
  const result = await db.execute(sql`
    WITH lines AS (
      SELECT id, stock_id, quantity FROM order_items WHERE order_id = ${orderId} AND stock_id IS NOT NULL FOR UPDATE
    ), cleared AS (
      UPDATE order_items SET stock_id = NULL FROM lines WHERE order_items.id = lines.id
    ), restocked AS (
      UPDATE variant_stock s SET quantity = s.quantity + back.quantity
      FROM (SELECT stock_id, sum(quantity)::int AS quantity FROM lines GROUP BY stock_id) back
      WHERE s.id = back.stock_id
      RETURNING s.variant_id, s.quantity = back.quantity AS was_empty
    )
    SELECT variant_id FROM restocked WHERE was_empty`);
  // A shelf that was empty may have been the variant's last: its sold-out flag changes.
  await refreshListing(
    db,
    (result.rows as Array<{ variant_id: number }>).map((row) => row.variant_id),
  );
}
