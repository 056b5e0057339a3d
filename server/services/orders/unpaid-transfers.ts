/**
 * Bank transfers not received (decision record 025), run by the server's periodic jobs
 * (server/periodic.ts, registered in server/main.ts). Each order awaiting a bank transfer has its
 * pay-by moment in `payments.expires_at`, set when it was placed (the days to pay then).
 *
 * - Half-way between placing and the pay-by moment, the shopper is reminded, once: the reminder
 *   is claimed by a conditional update of `payments.reminded_at` (only the instance whose update
 *   found it still NULL sends it) in the same transaction as its e-mail is queued, so several
 *   instances send one reminder, and a crash sends none or one.
 * - After the pay-by moment, the order is cancelled, restocked and the shopper told
 *   (`cancelUnpaidOrder`, which locks the order's row and cancels only a Pending order with no
 *   money paid or authorised, so two instances cancel it once). The candidates are read with SKIP
 *   LOCKED so an instance passes over an order another is cancelling right now instead of queueing.
 *
 * Only orders still Pending are reminded or cancelled: one staff moved on (confirmed, put on hold)
 * is theirs to follow up. Money received (any paid or authorised entry) stops both.
 */
import { sql } from 'drizzle-orm';
import { MANUAL_METHODS } from '../../../domain/payment.ts';
import type { Db } from '../../db/client.ts';
import { deliverMail, enqueueMail } from '../mail/index.ts';
import { accountOf } from './workflow.ts';
import { orderMailRecipient, paymentReminderMail } from './order-mail.ts';
import type { OrdersConfig } from './place.ts';
import { getOrderForStaff } from './read.ts';
import { cancelUnpaidOrder } from './unpaid.ts';

/** How many orders one run handles at most; the next run takes the rest. */
const BATCH = 50;

/** A Pending bank transfer with nothing paid or authorised on it (`p` the payment, `o` its order). */
const UNPAID_TRANSFER = sql`p.method IN ${[...MANUAL_METHODS]} AND o.status = 'Pending' AND p.expires_at IS NOT NULL
  AND NOT EXISTS (SELECT 1 FROM payment_events e WHERE e.payment_id = p.id AND e.kind IN ('authorized', 'captured', 'manual_payment'))`;

/** Sends the reminders due; answers how many orders were reminded (a shopper whose address is not proven is not e-mailed, and counts). */
export async function remindUnpaidTransfers(db: Db, config: OrdersConfig): Promise<number> {
  const { reminded, mailIds } = await db.transaction(async (tx) => {
    const claimed = await tx.execute(sql`
      UPDATE payments SET reminded_at = now()
      WHERE reminded_at IS NULL AND id IN (
        SELECT p.id FROM payments p JOIN orders o ON o.id = p.order_id
        WHERE ${UNPAID_TRANSFER} AND p.reminded_at IS NULL
          AND p.expires_at > now() AND now() >= p.created_at + (p.expires_at - p.created_at) / 2
        ORDER BY p.expires_at LIMIT ${BATCH}
        FOR UPDATE OF p SKIP LOCKED)
      RETURNING order_id`);
    const orderIds = (claimed.rows as Array<{ order_id: number }>).map((row) => row.order_id);
    const queued: number[] = [];
    for (const orderId of orderIds) {
      const order = await getOrderForStaff(tx, orderId);
      const to = orderMailRecipient(await accountOf(tx, order.userId), order.payment.figures);
      if (to) queued.push(await enqueueMail(tx, paymentReminderMail(config, order, to)));
    }
    return { reminded: orderIds.length, mailIds: queued };
  });
  // Delivered now; a failure stays in the outbox for the sender loop.
  for (const mailId of mailIds) await deliverMail(db, config, mailId);
  return reminded;
}

/** Cancels the bank transfer orders past their pay-by moment; answers how many were cancelled. */
export async function cancelOverdueTransfers(db: Db, config: OrdersConfig): Promise<number> {
  const due = await db.execute(sql`
    SELECT o.id FROM payments p JOIN orders o ON o.id = p.order_id
    WHERE ${UNPAID_TRANSFER} AND p.expires_at <= now()
    ORDER BY p.expires_at LIMIT ${BATCH}
    FOR UPDATE OF o SKIP LOCKED`);
  let cancelled = 0;
  for (const { id } of due.rows as Array<{ id: number }>) if (await cancelUnpaidOrder(db, config, id, 'unpaid')) cancelled += 1;
  return cancelled;
}
