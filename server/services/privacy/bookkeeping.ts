/**
 * An erased customer's orders leave the books once the bookkeeping period has passed (decision
 * record 044): the retention job (retention/jobs.ts) deletes each such order with its invoice,
 * credit notes, payment, ledger entries and moves, tenders and returns (the gift card and store
 * credit entries stay, without the order), and then the emptied account row nothing names any more. The documents' and the ledger's triggers let exactly these rows go (migration
 * books_leave_after_their_period) and refuse every other deletion. A batch of orders is claimed
 * with FOR UPDATE SKIP LOCKED, so instances running the job at once delete each order once and
 * wait for nothing. Orders of customers who keep their account stay: the history is theirs.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

/** How many orders one transaction deletes at most. */
const BATCH = 100;

/** Deletes the erased customers' orders older than `days`, with everything the books kept of them; answers how many orders went. */
export async function deleteExpiredBooks(db: Db, days: number): Promise<number> {
  let count = 0;
  for (;;) {
    const deleted = await db.transaction(async (tx) => {
      const { rows } = await tx.execute<{ id: number; user_id: number }>(sql`
        SELECT o.id, o.user_id FROM orders o JOIN users u ON u.id = o.user_id
        WHERE u.erased_at IS NOT NULL AND o.created_at < now() - make_interval(days => ${days})
        ORDER BY o.id LIMIT ${BATCH} FOR UPDATE OF o SKIP LOCKED`);
      if (rows.length === 0) return 0;
      const orders = sql`ANY(${`{${rows.map((row) => row.id).join(',')}}`}::int[])`;
      const payments = sql`(SELECT id FROM payments WHERE order_id = ${orders})`;
      // Issue 34: the order's tenders and returns go with it; the balances' entries stay without it (migration 0049).
      await tx.execute(sql`UPDATE gift_card_entries SET order_id = NULL WHERE order_id = ${orders}`);
      await tx.execute(sql`UPDATE store_credit_entries SET order_id = NULL WHERE order_id = ${orders}`);
      await tx.execute(sql`UPDATE gift_cards SET order_id = NULL, order_item_id = NULL WHERE order_id = ${orders}`);
      await tx.execute(sql`DELETE FROM order_tenders WHERE order_id = ${orders}`);
      const returned = sql`(SELECT id FROM returns WHERE order_id = ${orders} OR exchange_order_id = ${orders})`;
      await tx.execute(sql`DELETE FROM return_lines WHERE return_id IN ${returned}`);
      await tx.execute(sql`DELETE FROM returns WHERE id IN ${returned}`);
      await tx.execute(sql`DELETE FROM credit_notes WHERE order_id = ${orders}`);
      await tx.execute(sql`DELETE FROM invoices WHERE order_id = ${orders}`);
      await tx.execute(sql`DELETE FROM payment_moves WHERE payment_id IN ${payments}`);
      await tx.execute(sql`DELETE FROM payment_events WHERE payment_id IN ${payments}`);
      await tx.execute(sql`DELETE FROM payments WHERE order_id = ${orders}`);
      await tx.execute(sql`DELETE FROM orders WHERE id = ${orders}`);
      const people = sql`ANY(${`{${[...new Set(rows.map((row) => row.user_id))].join(',')}}`}::int[])`;
      await tx.execute(sql`DELETE FROM users u WHERE u.id = ${people} AND u.erased_at IS NOT NULL
        AND NOT EXISTS (SELECT 1 FROM orders WHERE user_id = u.id) AND NOT EXISTS (SELECT 1 FROM audit_events WHERE actor_id = u.id)
        AND NOT EXISTS (SELECT 1 FROM store_credit_entries WHERE customer_id = u.id)`);
      return rows.length;
    });
    count += deleted;
    if (deleted < BATCH) return count;
  }
}
