/**
 * Reconciling payments with their providers (decision records 025 and 034), at start and every few
 * minutes: a crash, a lost webhook or a provider that never answered must leave neither money
 * without an order nor an order marked paid without money. Orders are written before any call, so
 * every payment at a provider has its order; this finds what the shop does not know yet:
 *
 * - a move a provider did not answer (a capture, release or refund left pending past its
 *   deadline): asked again with its own key, so the provider answers what it did, or does it once;
 * - a pending order whose payment never got its hosted page's reference: the request noted before
 *   the crash is made again with the same key, so the provider answers the page it made (or, having
 *   made none, refuses; past the time to pay the order is then cancelled, `hooks.expiredUnpaid`);
 * - a pending order whose ledger holds nothing: the provider is asked (authorised there: written
 *   here; expired: cancelled and restocked);
 * - a cancelled order whose ledger still holds an authorisation: released; one still holding card
 *   money captured and not refunded (its shopper's cancellation crashed before its refund was
 *   written): refunded under the cancellation's key (cancellation.ts).
 *
 * A payment with a problem noted (an amount that did not match) is left to staff. Every step is
 * idempotent (ledger sums compared under the row lock, keys at the provider), so several instances
 * running it at once write each fact once.
 */
import { eq, sql } from 'drizzle-orm';
import { DomainError } from '../../../domain/errors.ts';
import { MANUAL_METHODS } from '../../../domain/payment.ts';
import type { Db } from '../../db/client.ts';
import { paymentMoves, payments } from '../../db/schema/index.ts';
import { cardPaymentOf } from './card.ts';
import { openPayment, reconcileWithProvider, type StateHooks } from './hosted.ts';
import { stalledMoves } from './journal.ts';
import { settleShopperCancellation } from './cancellation.ts';
import { capturePayment, refundUnder, releasePayment, type RefundWritten, type Within } from './moves.ts';
import type { PaymentsConfig } from './provider.ts';

/** How long a hosted page is asked for (hosted.ts), plus a minute: after it, a pending order with no page is cancelled. */
const PAY_WINDOW_MS = 32 * 60 * 1000;

const HELD = sql`(SELECT coalesce(sum(CASE e.kind WHEN 'authorized' THEN e.amount_minor WHEN 'captured' THEN -e.amount_minor WHEN 'voided' THEN -e.amount_minor ELSE 0 END), 0)
  FROM payment_events e WHERE e.payment_id = p.id)`;
const REFUNDABLE = sql`(SELECT coalesce(sum(CASE e.kind WHEN 'captured' THEN e.amount_minor WHEN 'refunded' THEN -e.amount_minor ELSE 0 END), 0)
  FROM payment_events e WHERE e.payment_id = p.id)`;
const ANY_MONEY = sql`EXISTS (SELECT 1 FROM payment_events e WHERE e.payment_id = p.id AND e.kind IN ('authorized', 'captured'))`;

/** Provider payments the shop may not know the whole truth of. `olderThanMs`: leave payments this young to their own flow. */
const TO_RECONCILE = (olderThanMs: number, limit: number) => sql`
  SELECT p.order_id AS "orderId", o.user_id AS "userId", o.status, p.method, p.provider_reference AS "reference"
  FROM payments p JOIN orders o ON o.id = p.order_id
  WHERE p.method NOT IN ${[...MANUAL_METHODS]} AND p.problem IS NULL AND p.created_at < now() - make_interval(secs => ${olderThanMs / 1000})
    AND ((o.status = 'Pending' AND NOT ${ANY_MONEY}) OR (o.status = 'Cancelled' AND (${HELD} > 0 OR ${REFUNDABLE} > 0)))
  ORDER BY p.id LIMIT ${limit}`;

type Candidate = { orderId: number; userId: number; status: string; method: string; reference: string | null };

async function reconcileCandidate(db: Db, config: PaymentsConfig, hooks: Hooks, candidate: Candidate): Promise<boolean> {
  if (candidate.status === 'Cancelled') {
    // Only a shopper's cancellation leaves money behind (staff's settles it in its own transaction): theirs to be refunded.
    await settleShopperCancellation(db, config, candidate.orderId, candidate.userId, hooks.refunded);
    return true;
  }
  let reference = candidate.reference;
  if (!reference) {
    const payment = await cardPaymentOf(db, candidate.orderId);
    if (!payment) return false;
    reference = (await openPayment(db, config, payment, true))?.reference ?? null;
    if (!reference) {
      if (Date.now() - payment.orderCreatedAt.getTime() < PAY_WINDOW_MS) return false;
      await hooks.expiredUnpaid(candidate.orderId);
      return true;
    }
  }
  return reconcileWithProvider(db, config, hooks, candidate.orderId, reference, candidate.method);
}

/** A move its provider did not answer, asked again under its own key. */
async function resumeMove(db: Db, config: PaymentsConfig, stalled: { paymentId: number; idempotencyKey: string }, refunded: Within<RefundWritten>) {
  const [row] = await db
    .select({
      orderId: payments.orderId,
      move: paymentMoves.move,
      amountMinor: paymentMoves.amountMinor,
      note: paymentMoves.note,
      actorId: paymentMoves.actorId,
    })
    .from(paymentMoves)
    .innerJoin(payments, eq(payments.id, paymentMoves.paymentId))
    .where(sql`${paymentMoves.paymentId} = ${stalled.paymentId} AND ${paymentMoves.idempotencyKey} = ${stalled.idempotencyKey}`);
  if (!row) return;
  if (row.move === 'capture') await capturePayment(db, config, row.orderId, { actorId: row.actorId, claim: 'skip' });
  else if (row.move === 'release') await releasePayment(db, config, row.orderId, row.actorId);
  else if (row.move === 'refund' && row.actorId !== null) {
    await refundUnder(db, config, row.orderId, stalled.idempotencyKey, { amountMinor: row.amountMinor, reason: row.note, actorId: row.actorId }, refunded);
  }
}

type Hooks = StateHooks & { refunded: Within<RefundWritten> };

/**
 * One run: answers how many payments it looked into successfully. `refunded`: what the orders
 * module writes beside a refund the provider answers only now (the shopper's e-mail, the audit).
 */
export async function reconcilePayments(db: Db, config: PaymentsConfig, hooks: Hooks, options: { olderThanMs?: number; limit?: number } = {}): Promise<number> {
  const limit = options.limit ?? 50;
  const { rows } = await db.execute<Candidate>(TO_RECONCILE(options.olderThanMs ?? 60_000, limit));
  const steps = [
    ...(await stalledMoves(db, limit)).map((stalled) => () => resumeMove(db, config, stalled, hooks.refunded).then(() => true)),
    ...rows.map((candidate) => () => reconcileCandidate(db, config, hooks, candidate)),
  ];
  let handled = 0;
  for (const step of steps) {
    try {
      if (await step()) handled += 1;
    } catch (error) {
      // The provider away: left for the next run.
      if (!(error instanceof DomainError)) throw error;
    }
  }
  return handled;
}
