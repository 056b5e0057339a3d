/**
 * Resolving an inspected return (decision record 048) by what the shopper asked for:
 * - a refund: what the pieces were paid, less the policy's restocking fee unless they came back
 *   faulty, back to the way the order was paid, through the orders module's refund (the payments
 *   module's move, with its credit note, audit entry and e-mail) under the return's own key
 *   `return-<id>-refund`: a double click, a retry or two people at once refund once;
 * - store credit: what was paid, issued on the customer's store credit ledger (payments module
 *   `writeStoreCredit`) under `return-<id>-credit`;
 * - an exchange: a new order for the reserved pieces, at their price less what the returned ones
 *   were paid (orders module `writeExchangeOrder`); a cheaper piece's difference refunded on the
 *   original order under `return-<id>-difference`, a dearer one's left due on the new order.
 * The money moves first (a provider is asked with no row held); the step then records the
 * resolution, once: the second of two requests finds the return resolved and answers it as it is.
 */
import { Conflict } from '../../../domain/errors.ts';
import { exchangeDifference, refundDue, RETURN_MESSAGES as M, returnNumberText, stepDone } from '../../../domain/returns.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { refundOrder, writeExchangeOrder, type ExchangeLine } from '../orders/index.ts';
import { writeStoreCredit } from '../payments/index.ts';
import { getReturnPolicy } from '../shop/index.ts';
import { getReturn, type ReturnView } from './read.ts';
import { runStep, type Actor, type ReturnStepped } from './steps.ts';

/** What the returns module needs of the shop's configuration: the orders module's (mail, currency, card providers). */
type ReturnsConfig = Parameters<typeof refundOrder>[1];

/** The return's refund and its fee, by the policy now. */
async function refundOf(db: DbOrTx, found: ReturnView) {
  const policy = await getReturnPolicy(db);
  return refundDue(found.paidMinor, found.reason, policy.restockingFeePercent);
}

/** The exchange's new order's lines: each reserved piece, credited with what its returned piece was paid. */
const exchangeLines = (found: ReturnView): ExchangeLine[] =>
  found.lines.map((line) => ({
    variantId: line.exchange!.variantId,
    productId: line.productId,
    productName: line.productName,
    gemstone: line.gemstone,
    image: line.image,
    metal: line.exchange!.metal,
    size: line.exchange!.size,
    quantity: line.quantity,
    unitPriceMinor: line.exchange!.priceMinor,
    madeToOrder: line.exchange!.madeToOrder,
    stockId: line.exchange!.stockId,
    creditMinor: line.paidMinor,
  }));

const exchangePrice = (found: ReturnView) => found.lines.reduce((sum, line) => sum + (line.exchange?.priceMinor ?? 0) * line.quantity, 0);

/** Refunds on the return's order under the return's own key (nothing when nothing is due). */
async function refundOnOrder(db: Db, config: ReturnsConfig, found: ReturnView, amountMinor: number, what: 'refund' | 'difference', actor: Actor) {
  if (amountMinor <= 0) return;
  const reason = what === 'refund' ? `Return ${returnNumberText(found.number)}` : `Exchange ${returnNumberText(found.number)}: the difference`;
  await refundOrder(db, config, found.orderId, { amountMinor, reason, restock: false, idempotencyKey: `return-${found.id}-${what}` }, actor);
}

/** Resolves an inspected return; a return already resolved is answered as it is (409 from any other state). */
export async function resolveReturn(db: Db, config: ReturnsConfig, returnId: number, actor: Actor): Promise<ReturnStepped> {
  const found = await getReturn(db, returnId);
  if (stepDone(found.state, 'resolve')) return { view: found, written: false };
  if (found.state !== 'inspected') throw new Conflict(M.notAllowed(found.state, 'resolve'));
  if (found.wanted === 'refund') await refundOnOrder(db, config, found, (await refundOf(db, found)).dueMinor, 'refund', actor);
  if (found.wanted === 'exchange')
    await refundOnOrder(db, config, found, exchangeDifference(found.paidMinor, exchangePrice(found)).refundMinor, 'difference', actor);
  return runStep(db, config, returnId, 'resolve', actor, async (tx, locked) => {
    if (locked.wanted === 'refund') {
      const { feeMinor, dueMinor } = await refundOf(tx, locked);
      return { set: { resolvedMinor: dueMinor, feeMinor }, after: { how: 'refund', amountMinor: dueMinor, feeMinor } };
    }
    if (locked.wanted === 'store_credit') {
      if (locked.paidMinor > 0)
        await writeStoreCredit(tx, locked.customerId, locked.currency, {
          kind: 'issued',
          amountMinor: locked.paidMinor,
          idempotencyKey: `return-${locked.id}-credit`,
          returnId: locked.id,
          orderId: locked.orderId,
          actorId: actor.id,
          note: `Return ${returnNumberText(locked.number)}`,
        });
      return { set: { resolvedMinor: locked.paidMinor }, after: { how: 'store_credit', amountMinor: locked.paidMinor } };
    }
    const { refundMinor } = exchangeDifference(locked.paidMinor, exchangePrice(locked));
    const exchange = await writeExchangeOrder(tx, locked.orderId, `Exchange ${returnNumberText(locked.number)}`, exchangeLines(locked));
    return { set: { resolvedMinor: refundMinor, exchangeOrderId: exchange.id }, after: { how: 'exchange', exchangeOrderId: exchange.id, refundMinor } };
  });
}
