/**
 * The money of an order its shopper cancelled inside the cancellation window (decision record 038),
 * moved after the cancellation is committed, never inside it: the order stands cancelled whatever
 * the provider answers. An authorisation not yet captured is released (`releasePayment`); card money
 * already captured is refunded in full under the order's one cancellation key, so two requests at
 * once (a double click, the reconciliation meanwhile) ask the provider once. A refund the provider
 * does not answer stays pending for the reconciliation to ask again; one it refuses is noted as the
 * payment's problem for staff (and the reconciliation leaves it to them); a crash before the refund
 * was written leaves a cancelled order holding money, which the reconciliation finds and refunds.
 * A manual method's money is sent back by staff from the bank: nothing is moved here.
 */
import { ProviderRefused } from '../../../domain/errors.ts';
import { isManualMethod, ledgerTotals, refundableMinor } from '../../../domain/payment.ts';
import type { Db } from '../../db/client.ts';
import { movesOf } from './journal.ts';
import { moveKey } from './keys.ts';
import { ledgerOf, lockPayment, notePaymentProblem } from './ledger.ts';
import { refundUnder, releasePayment, type RefundWritten, type Within } from './moves.ts';
import type { PaymentsConfig } from './provider.ts';

/** The ledger's note on the refund, and the payment's problem when the provider refuses it. */
const CANCELLATION_REFUND = {
  note: 'The shopper cancelled the order.',
  refused: (reason: string) => `The refund of the cancelled order was refused by the card provider: ${reason} Refund it in the provider’s dashboard.`,
} as const;

/** What to refund under the cancellation's key: the amount a move under it asked (a retry), else all that was captured and not refunded. */
async function cancellationRefund(db: Db, orderId: number, key: string): Promise<number> {
  return db.transaction(async (tx) => {
    const payment = await lockPayment(tx, orderId);
    if (isManualMethod(payment.method) || payment.orderStatus !== 'Cancelled') return 0;
    const earlier = (await movesOf(tx, payment.id)).find((move) => move.idempotencyKey === key);
    return earlier ? earlier.amountMinor : refundableMinor(ledgerTotals(await ledgerOf(tx, payment.id)));
  });
}

/**
 * Refunds the captured card money of a cancelled order, once however often it is asked. Answers
 * whether this request wrote the refund. A provider's refusal is noted for staff, then thrown.
 */
async function refundCancelledPayment(db: Db, config: PaymentsConfig, orderId: number, actorId: number, within?: Within<RefundWritten>): Promise<boolean> {
  const key = moveKey(orderId, 'cancel-refund');
  const amountMinor = await cancellationRefund(db, orderId, key);
  if (amountMinor <= 0) return false;
  try {
    return await refundUnder(db, config, orderId, key, { amountMinor, reason: CANCELLATION_REFUND.note, actorId }, within);
  } catch (error) {
    if (error instanceof ProviderRefused) {
      await db.transaction(async (tx) => notePaymentProblem(tx, (await lockPayment(tx, orderId)).id, CANCELLATION_REFUND.refused(error.message)));
    }
    throw error;
  }
}

/** A shopper's cancellation's money: the hold released, then what was captured refunded. */
export async function settleShopperCancellation(
  db: Db,
  config: PaymentsConfig,
  orderId: number,
  actorId: number,
  refunded?: Within<RefundWritten>,
): Promise<void> {
  await releasePayment(db, config, orderId, actorId);
  await refundCancelledPayment(db, config, orderId, actorId, refunded);
}
