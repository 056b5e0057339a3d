/**
 * Where an order's workflow meets its money (decision record 025): an order moves past Confirmed
 * (to In production, Ready to ship, Shipped) only once it is paid in full, and a staff
 * cancellation settles its money. Both run inside the workflow's move, the order's row locked,
 * and lock the payment's row, so a refund cannot slip between the check and the move.
 */
import { formatMoney } from '../../../domain/money.ts';
import {
  isPaidInFull,
  ledgerTotals,
  PAYMENT_MESSAGES,
  PAYMENT_METHOD_KIND,
  PAYMENT_STATUS_LABELS,
  paymentFigures,
  refundableMinor,
  uncapturedMinor,
} from '../../../domain/payment.ts';
import { needsFullPayment, providerIdempotencyKey, STAFF_PAYMENT_MESSAGES as M } from '../../../domain/payment-actions.ts';
import type { OrderStatus } from '../../../domain/order.ts';
import { Conflict, DomainError, ProviderUnavailable } from '../../../domain/errors.ts';
import type { DbOrTx } from '../../db/client.ts';
import { appendEntry, ledgerOf, lockPayment } from '../payments/index.ts';
import type { OrdersConfig } from './place.ts';

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

/**
 * A staff cancellation settles the money as it stands. A card authorisation not captured is
 * voided (the shopper is never charged); card money captured and not refunded is refunded in full
 * through the provider. A bank transfer received is not sent back by the shop's software: staff
 * send it from the bank, then record the refund on the order page, which says so. Each provider
 * call's key is derived from the order, so a retried cancellation never moves money twice.
 */
export async function settleCancelledPayment(tx: DbOrTx, config: OrdersConfig, orderId: number, actorId: number): Promise<void> {
  const payment = await lockPayment(tx, orderId);
  if (payment.method === 'bank_transfer' || PAYMENT_METHOD_KIND[payment.method] !== 'card') return;
  const totals = ledgerTotals(await ledgerOf(tx, payment.id));
  const uncaptured = uncapturedMinor(totals);
  const refundable = refundableMinor(totals);
  if (uncaptured === 0 && refundable === 0) return;
  const provider = config.paymentProviders?.[payment.method];
  if (!provider || !payment.providerPaymentId) throw new ProviderUnavailable(M.providerMissing);
  const paymentId = payment.providerPaymentId;
  const ask = async (call: () => Promise<{ reference: string }>) => {
    try {
      return (await call()).reference;
    } catch (error) {
      if (error instanceof DomainError) throw error;
      throw new ProviderUnavailable(M.providerFailed, { cause: error });
    }
  };
  const note = 'The order was cancelled.';
  if (uncaptured > 0) {
    const reference = await ask(() => provider.void(paymentId, providerIdempotencyKey(orderId, 'void', 'cancel')));
    await appendEntry(tx, payment, { kind: 'voided', amountMinor: uncaptured, providerReference: reference, idempotencyKey: 'cancel:void', actorId, note });
  }
  if (refundable > 0) {
    const reference = await ask(() => provider.refund(paymentId, refundable, providerIdempotencyKey(orderId, 'cancel-refund', 'cancel')));
    await appendEntry(tx, payment, { kind: 'refunded', amountMinor: refundable, providerReference: reference, idempotencyKey: 'cancel:refund', actorId, note });
  }
}
