/**
 * Cancelling an order the shopper did not pay for: a hosted card page that expired or was given
 * up, or a bank transfer not received within the days to pay (decision record 025). The order is
 * cancelled by the shop itself (no staff member), its ready-to-ship pieces go back on their
 * shelves, its timeline says why, and the shopper is told, all in one transaction; an order paid
 * (or authorised) in the meantime, or moved on by staff, is left as it is.
 */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orderEvents, orders } from '../../db/schema/index.ts';
import { restockOrder } from '../catalogue/index.ts';
import { deliverMail, enqueueMail } from '../mail/index.ts';
import { lockPayment, returnTenders } from '../payments/index.ts';
import { orderMailRecipient, orderStatusMail } from './order-mail.ts';
import type { OrdersConfig } from './place.ts';
import { getOrderForStaff } from './read.ts';
import { accountOf } from './workflow.ts';

export const UNPAID_NOTES = {
  expired: 'The card payment was not completed in time, so we cancelled the order and released its pieces.',
  unpaid: 'We did not receive the bank transfer within the days to pay, so we cancelled the order and released its pieces.',
} as const;

/** Whether the order was cancelled now. */
export async function cancelUnpaidOrder(db: Db, config: OrdersConfig, orderId: number, why: keyof typeof UNPAID_NOTES): Promise<boolean> {
  const note = UNPAID_NOTES[why];
  const mailId = await db.transaction(async (tx) => {
    const [order] = await tx.select({ status: orders.status, userId: orders.userId }).from(orders).where(eq(orders.id, orderId)).for('update');
    if (!order || order.status !== 'Pending') return null;
    await lockPayment(tx, orderId);
    const before = await getOrderForStaff(tx, orderId);
    if (before.payment.figures.amountPaidMinor > 0 || before.payment.figures.amountAuthorizedMinor > 0) return null;
    await tx
      .update(orders)
      .set({ status: 'Cancelled', cancelledAt: sql`now()`, updatedAt: sql`now()` })
      .where(eq(orders.id, orderId));
    await restockOrder(tx, orderId);
    await returnTenders(tx, orderId, null);
    await tx.insert(orderEvents).values({ orderId, kind: 'status', fromStatus: 'Pending', toStatus: 'Cancelled', note, actorId: null });
    const account = await accountOf(tx, order.userId);
    const after = await getOrderForStaff(tx, orderId);
    const to = orderMailRecipient(account, after.payment.figures);
    if (!to) return undefined;
    return enqueueMail(tx, orderStatusMail(config, after, to, note));
  });
  if (typeof mailId === 'number') await deliverMail(db, config, mailId);
  return mailId !== null;
}
