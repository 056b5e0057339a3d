/** A shopper cancelling their own order, within the window the terms give (read.ts CANCEL_WINDOW_MS). */
import { and, eq, sql } from 'drizzle-orm';
import { Conflict, DomainError } from '../../../domain/errors.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { orderEvents, orders } from '../../db/schema/index.ts';
import { restockOrder } from '../catalogue/index.ts';
import { deliverMail } from '../mail/index.ts';
import { returnTenders, settleShopperCancellation } from '../payments/index.ts';
import { isManualMethod } from '../../../domain/payment.ts';
import { refundWritten } from './money.ts';
import { ORDER_MESSAGES as M } from './messages.ts';
import type { OrdersConfig } from './place.ts';
import { CANCEL_WINDOW_MS, getOrder, type OrderView } from './read.ts';

/**
 * Cancels the shopper's own order while it is pending and younger than the cancellation window.
 * In the same transaction its ready-to-ship pieces go back on their shelves and its timeline
 * records the change, made by the shopper. Then its money (decision record 038): a card's hold is
 * released, or its unpaid page closed; card money already captured is refunded, audited and the
 * shopper e-mailed as for staff's refund. The provider away or refusing, the cancellation stands:
 * the reconciliation asks again, or staff see the refusal on the order. Two requests at once
 * cancel once (the second waits for the row, then finds the order no longer pending: 409) and
 * refund once. A bank transfer's money is sent back by staff, whose order page says it is owed.
 */
export async function cancelOrder(db: Db, config: OrdersConfig, userId: number, orderId: number): Promise<OrderView> {
  const order = await cancelOrderRow(db, userId, orderId);
  if (isManualMethod(order.payment.method)) return order;
  let mailId: number | undefined;
  try {
    await settleShopperCancellation(
      db,
      config,
      orderId,
      userId,
      refundWritten(config, false, (id) => (mailId = id)),
    );
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
  }
  if (mailId !== undefined) await deliverMail(db, config, mailId);
  return getOrder(db, userId, orderId);
}

async function cancelOrderRow(db: DbOrTx, userId: number, orderId: number): Promise<OrderView> {
  return db.transaction(async (tx) => {
    const [cancelled] = await tx
      .update(orders)
      .set({ status: 'Cancelled', cancelledAt: sql`now()`, updatedAt: sql`now()` })
      .where(
        and(
          eq(orders.id, orderId),
          eq(orders.userId, userId),
          eq(orders.status, 'Pending'),
          sql`${orders.createdAt} > now() - make_interval(secs => ${CANCEL_WINDOW_MS / 1000})`,
        ),
      )
      .returning({ id: orders.id });
    if (cancelled) {
      await restockOrder(tx, orderId);
      await returnTenders(tx, orderId, null);
      await tx.insert(orderEvents).values({ orderId, kind: 'status', fromStatus: 'Pending', toStatus: 'Cancelled', actorId: userId });
    }
    const order = await getOrder(tx, userId, orderId);
    if (cancelled) return order;
    if (order.status !== 'Pending') throw new Conflict(M.onlyPending);
    throw new Conflict(M.cancelWindow);
  });
}
