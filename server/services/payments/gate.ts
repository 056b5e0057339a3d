/**
 * Where an order's workflow meets its money (decision record 025): an order moves past Confirmed
 * (to In production, Ready to ship, Shipped) only once it is paid in full. It runs inside the
 * workflow's move, the order's row locked, and locks the payment's row, so a refund cannot slip
 * between the check and the move.
 */
import { formatMoney } from '../../../domain/money.ts';
import { isPaidInFull, PAYMENT_MESSAGES, PAYMENT_STATUS_LABELS, paymentFigures } from '../../../domain/payment.ts';
import { needsFullPayment } from '../../../domain/payment-actions.ts';
import type { OrderStatus } from '../../../domain/order.ts';
import { Conflict } from '../../../domain/errors.ts';
import type { DbOrTx } from '../../db/client.ts';
import { ledgerOf, lockPayment } from './ledger.ts';

/** Refuses (409) a move that starts spending on an order not yet paid in full, saying what is due. */
export async function assertPaidToMove(tx: DbOrTx, orderId: number, to: OrderStatus): Promise<void> {
  if (!needsFullPayment(to)) return;
  const payment = await lockPayment(tx, orderId);
  const figures = paymentFigures(await ledgerOf(tx, payment.id), { totalMinor: payment.totalMinor, cancelled: false });
  if (isPaidInFull(figures)) return;
  // What is missing is what the shop holds short of the total: money refunded counts as not paid.
  const short = Math.max(0, payment.totalMinor - figures.amountPaidMinor + figures.amountRefundedMinor);
  throw new Conflict(PAYMENT_MESSAGES.notPaidInFull(PAYMENT_STATUS_LABELS[figures.status], formatMoney(short, payment.currency)));
}
