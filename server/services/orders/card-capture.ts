/**
 * When card payments are captured (decision record 025): when the shop is committed, not before —
 * when staff confirm the order (or press Capture), or when the shopper's 24-hour cancellation
 * window closes, whichever comes first. The capture itself, once however many clicks, requests and
 * instances, is the payments module's (`capturePayment`); a capture the provider refuses puts the
 * order On hold here, and the shopper is told.
 */
import { eq, sql } from 'drizzle-orm';
import { Conflict, DomainError, ProviderRefused } from '../../../domain/errors.ts';
import { nextStatuses } from '../../../domain/order.ts';
import { formatMoney } from '../../../domain/money.ts';
import { PAYMENT_MESSAGES } from '../../../domain/payment.ts';
import type { Db } from '../../db/client.ts';
import { orderEvents, orders } from '../../db/schema/index.ts';
import { recordAudit } from '../audit/index.ts';
import { CARD_PROBLEMS, capturePayment, type CaptureOutcome } from '../payments/index.ts';
import type { OrdersConfig } from './place.ts';
import { CANCEL_WINDOW_MS } from './read.ts';
import type { Actor } from './workflow.ts';

/** What the shopper reads on their order when its card payment could not be taken. */
const HELD_NOTE = 'We could not take the card payment for this order, so it is on hold. We will be in touch.';

/**
 * Captures what is authorised and not yet captured of an order's card payment, audited when staff
 * asked. `claim`: 'wait' for a row another request holds (staff), or 'skip' it (the job).
 */
export async function captureCardPayment(
  db: Db,
  config: OrdersConfig,
  orderId: number,
  actor: Actor | null,
  claim: 'wait' | 'skip' = 'wait',
): Promise<CaptureOutcome> {
  const outcome = await capturePayment(db, config, orderId, {
    actorId: actor?.id ?? null,
    claim,
    within: async (tx, { payment, amountMinor, reference }) => {
      if (!actor) return;
      const after = { captured: formatMoney(amountMinor, payment.currency), reference };
      await recordAudit(tx, actor, { action: 'payment.capture', entity: 'order', entityId: orderId, after });
    },
  });
  if (typeof outcome === 'object') await holdForFailedCapture(db, orderId, outcome.failed, actor);
  return outcome;
}

/** A refused capture (noted on the payment by the payments module): the order On hold, where it may go, and the shopper told on its timeline. */
async function holdForFailedCapture(db: Db, orderId: number, reason: string, actor: Actor | null): Promise<void> {
  await db.transaction(async (tx) => {
    const [order] = await tx.select({ status: orders.status, heldFromStatus: orders.heldFromStatus }).from(orders).where(eq(orders.id, orderId)).for('update');
    if (!order || !nextStatuses(order.status, order.heldFromStatus).includes('On hold')) return;
    await tx
      .update(orders)
      .set({ status: 'On hold', heldFromStatus: order.status, updatedAt: sql`now()` })
      .where(eq(orders.id, orderId));
    await tx
      .insert(orderEvents)
      .values({ orderId, kind: 'status', fromStatus: order.status, toStatus: 'On hold', note: HELD_NOTE, actorId: actor?.id ?? null });
    if (actor) {
      await recordAudit(tx, actor, {
        action: 'order.status',
        entity: 'order',
        entityId: orderId,
        before: { status: order.status },
        after: { status: 'On hold', reason },
      });
    }
  });
}

/**
 * Staff's Capture: captured now, or already (a second click answers the order as it is). Refused
 * with the provider's reason (the order now On hold), or 409 when nothing was authorised.
 */
export async function captureOrderPayment(db: Db, config: OrdersConfig, orderId: number, actor: Actor): Promise<void> {
  const outcome = await captureCardPayment(db, config, orderId, actor, 'wait');
  if (outcome === 'nothing to capture') throw new Conflict(PAYMENT_MESSAGES.nothingToCapture);
  if (typeof outcome === 'object') throw new ProviderRefused(CARD_PROBLEMS.captureFailed(outcome.failed));
}

/**
 * The card payments due for capture: authorised at a provider and not captured, their order not
 * cancelled nor on hold, and either moved on by staff or past the shopper's cancellation window.
 */
const DUE_FOR_CAPTURE = (limit: number) => sql`
  SELECT p.order_id AS "orderId" FROM payments p JOIN orders o ON o.id = p.order_id
  WHERE p.provider_payment_id IS NOT NULL
    AND o.status NOT IN ('Cancelled', 'On hold')
    AND (o.status <> 'Pending' OR o.created_at < now() - make_interval(secs => ${CANCEL_WINDOW_MS / 1000}))
    AND (SELECT coalesce(sum(CASE e.kind WHEN 'authorized' THEN e.amount_minor WHEN 'captured' THEN -e.amount_minor WHEN 'voided' THEN -e.amount_minor ELSE 0 END), 0)
         FROM payment_events e WHERE e.payment_id = p.id) > 0
  ORDER BY p.id LIMIT ${limit}`;

/** The capture job's run: each due payment captured once, whichever instance claims it. Answers how many were captured. */
export async function captureDuePayments(db: Db, config: OrdersConfig, limit = 20): Promise<number> {
  const { rows } = await db.execute<{ orderId: number }>(DUE_FOR_CAPTURE(limit));
  let captured = 0;
  for (const { orderId } of rows) {
    try {
      if ((await captureCardPayment(db, config, orderId, null, 'skip')) === 'captured') captured += 1;
    } catch (error) {
      // The provider away: this payment is tried again next run; the others go on.
      if (!(error instanceof DomainError)) throw error;
    }
  }
  return captured;
}
