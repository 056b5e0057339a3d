/**
 * A payment's status and what is due, worked out by the database, for the back office's list
 * (which shows the status and filters on it for a page of orders among many) and the dashboard. It is domain/payment.ts `paymentFigures`' status
 * written as SQL over the ledger's sums; tests/api/admin-order-money.test.ts checks the two agree
 * for random ledgers, so a change to one without the other fails.
 */
import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PaymentEventKind, PaymentStatus } from '../../../domain/payment.ts';
import { askedOfPaymentSql } from './tenders-sql.ts';

/** The ledger's sums (domain/payment.ts `ledgerTotals`) of the order's payment; one row of zeros for an empty ledger. */
const totals = (orderId: AnyColumn) => sql`
  SELECT
    coalesce(sum(e.amount_minor) FILTER (WHERE e.kind IN ('authorized', 'manual_payment')), 0) AS authorized,
    coalesce(sum(e.amount_minor) FILTER (WHERE e.kind IN ('captured', 'manual_payment')), 0) AS captured,
    coalesce(sum(e.amount_minor) FILTER (WHERE e.kind = 'refunded'), 0) AS refunded,
    coalesce(sum(e.amount_minor) FILTER (WHERE e.kind = 'voided'), 0) AS voided,
    coalesce(max(e.id) FILTER (WHERE e.kind = 'failed'), 0) > coalesce(max(e.id) FILTER (WHERE e.kind IN ('authorized', 'manual_payment')), 0) AS failed
  FROM payments p JOIN payment_events e ON e.payment_id = p.id
  WHERE p.order_id = ${orderId}`;

/** The status (domain/payment.ts `statusOf`) over the sums `t`, in the same order of tests. */
const statusCase = (totalMinor: AnyColumn | SQL) => sql`CASE
    WHEN t.refunded > 0 THEN CASE WHEN t.refunded >= t.captured THEN 'refunded' ELSE 'partially_refunded' END
    WHEN t.captured >= ${totalMinor} AND (t.captured > 0 OR ${totalMinor} = 0) THEN 'paid'
    WHEN t.authorized - t.captured - t.voided > 0 THEN 'authorized'
    WHEN t.captured > 0 THEN 'awaiting_payment'
    WHEN t.voided > 0 THEN 'voided'
    WHEN t.failed THEN 'failed'
    ELSE 'awaiting_payment'
  END`;

/** The status of the order's payment; `totalMinor`: the order's total, of which the payment is asked what its tenders did not pay. */
export const paymentStatusSql = (orderId: AnyColumn, totalMinor: AnyColumn): SQL<PaymentStatus> =>
  sql<PaymentStatus>`(SELECT ${statusCase(askedOfPaymentSql(orderId, totalMinor))} FROM (${totals(orderId)}) t)`;

/**
 * What is still due on an order not cancelled (domain/payment.ts `paymentFigures`' amountDue): its
 * total less the money captured or authorised, nothing once refunded or voided.
 */
export function paymentDueSql(orderId: AnyColumn, totalMinor: AnyColumn): SQL<number> {
  const asked = askedOfPaymentSql(orderId, totalMinor);
  return sql<number>`(SELECT CASE WHEN ${statusCase(asked)} IN ('refunded', 'voided') THEN 0
    ELSE greatest(0, ${asked} - t.authorized + t.voided) END FROM (${totals(orderId)}) t)`;
}

/**
 * The money an order's payment kept: captured (or received by hand) less refunded, in minor units
 * (domain/payment.ts `ledgerTotals`). The back office's customer list sums it per customer.
 */
export const keptMinorSql = (orderId: AnyColumn): SQL<number> => sql<number>`(SELECT t.captured - t.refunded FROM (${totals(orderId)}) t)`;

/**
 * The ledger entries a payment in this status must have one of. Statuses few orders are in are
 * looked for from their entries (a refund, a void, a failure), so the list does not work out the
 * status of every order to find them; paid and awaiting payment, which most orders are, are met
 * soon enough walking the orders newest first.
 */
const MARKS: Partial<Record<PaymentStatus, PaymentEventKind>> = {
  refunded: 'refunded',
  partially_refunded: 'refunded',
  voided: 'voided',
  failed: 'failed',
  authorized: 'authorized',
};

/** Orders whose payment is in this status. */
export function paymentStatusIs(orderId: AnyColumn, totalMinor: AnyColumn, status: PaymentStatus): SQL {
  const mark = MARKS[status];
  const is = sql`${paymentStatusSql(orderId, totalMinor)} = ${status}`;
  if (!mark) return is;
  return sql`${orderId} IN (SELECT p.order_id FROM payments p JOIN payment_events e ON e.payment_id = p.id WHERE e.kind = ${mark}) AND ${is}`;
}
