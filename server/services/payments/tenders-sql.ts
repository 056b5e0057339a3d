/**
 * What an order's tenders paid (decision record 049), in SQL: the order's one payment is asked for
 * its total less this, so every figure read from the payment's ledger — its status, what is due,
 * when the invoice is issued, what the hosted page asks — judges the card or bank money against
 * what is left for it. Written twice, side by side: as text for the named statements, and as a
 * query-builder expression for the lists.
 */
import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

/** The tenders' sum for the order whose id is the SQL expression `orderId` ('o.id'). */
export const TENDERED = (orderId: string) => `(SELECT coalesce(sum(ot.amount_minor), 0)::int FROM order_tenders ot WHERE ot.order_id = ${orderId})`;

/** The tenders' sum for the order in this column. */
const tenderedSql = (orderId: AnyColumn | SQL): SQL<number> =>
  sql<number>`(SELECT coalesce(sum(ot.amount_minor), 0)::int FROM order_tenders ot WHERE ot.order_id = ${orderId})`;

/** What an order's payment is asked for: its total less its tenders. */
export const askedOfPaymentSql = (orderId: AnyColumn, totalMinor: AnyColumn | SQL): SQL<number> => sql<number>`(${totalMinor} - ${tenderedSql(orderId)})`;
