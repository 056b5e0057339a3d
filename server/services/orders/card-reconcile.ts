/**
 * Reconciling card payments with their provider (decision record 025), at start and every few
 * minutes: a crash (or a lost webhook) between a call to the provider and our write must leave
 * neither money without an order nor an order marked paid without money. Orders are written
 * before any call, so every payment at the provider has its order; this job finds what the shop
 * does not know yet:
 *
 * - a pending order whose payment never got its hosted page's reference: the request noted before
 *   the crash is made again with the same idempotency key, so the provider answers the page it made
 *   (or, having made none, refuses; past the time to pay the order is then cancelled);
 * - a pending order whose ledger holds nothing: the provider is asked (authorised there: written
 *   here; expired: cancelled and restocked);
 * - a cancelled order whose ledger still holds an authorisation: released.
 *
 * A payment with a problem noted (an amount that did not match) is left to staff. Every step is idempotent (ledger sums compared under the row lock, keys at the provider), so
 * several instances running it at once write each fact once.
 */
import { sql } from 'drizzle-orm';
import { DomainError } from '../../../domain/errors.ts';
import type { PaymentMethod } from '../../../domain/payment.ts';
import type { Db } from '../../db/client.ts';
import { cardPaymentOf } from '../payments/index.ts';
import { openCardPayment } from './card-checkout.ts';
import { reconcileOne } from './card-sync.ts';
import { voidCardPayment } from './card-void.ts';
import type { OrdersConfig } from './place.ts';
import { cancelUnpaidOrder } from './unpaid.ts';

/** How long a hosted page is asked for (card-checkout.ts), plus a minute: after it, a pending order with no page is cancelled. */
const PAY_WINDOW_MS = 32 * 60 * 1000;

const HELD = sql`(SELECT coalesce(sum(CASE e.kind WHEN 'authorized' THEN e.amount_minor WHEN 'captured' THEN -e.amount_minor WHEN 'voided' THEN -e.amount_minor ELSE 0 END), 0)
  FROM payment_events e WHERE e.payment_id = p.id)`;
const ANY_MONEY = sql`EXISTS (SELECT 1 FROM payment_events e WHERE e.payment_id = p.id AND e.kind IN ('authorized', 'captured'))`;

/** Card payments the shop may not know the whole truth of. `olderThanMs`: leave payments this young to their own flow. */
const TO_RECONCILE = (olderThanMs: number, limit: number) => sql`
  SELECT p.order_id AS "orderId", o.status, p.method, p.provider_reference AS "reference"
  FROM payments p JOIN orders o ON o.id = p.order_id
  WHERE p.method <> 'bank_transfer' AND p.problem IS NULL AND p.created_at < now() - make_interval(secs => ${olderThanMs / 1000})
    AND ((o.status = 'Pending' AND NOT ${ANY_MONEY}) OR (o.status = 'Cancelled' AND ${HELD} > 0))
  ORDER BY p.id LIMIT ${limit}`;

type Candidate = { orderId: number; status: string; method: PaymentMethod; reference: string | null };

async function reconcileCandidate(db: Db, config: OrdersConfig, candidate: Candidate): Promise<boolean> {
  if (candidate.status === 'Cancelled') {
    await voidCardPayment(db, config, candidate.orderId, null);
    return true;
  }
  let reference = candidate.reference;
  if (!reference) {
    const payment = await cardPaymentOf(db, candidate.orderId);
    if (!payment) return false;
    reference = (await openCardPayment(db, config, payment, true))?.reference ?? null;
    if (!reference) {
      if (Date.now() - payment.orderCreatedAt.getTime() < PAY_WINDOW_MS) return false;
      return cancelUnpaidOrder(db, config, candidate.orderId, 'expired');
    }
  }
  return reconcileOne(db, config, candidate.orderId, reference, candidate.method);
}

/** One run: answers how many payments it looked into successfully. */
export async function reconcileCardPayments(db: Db, config: OrdersConfig, options: { olderThanMs?: number; limit?: number } = {}): Promise<number> {
  const { rows } = await db.execute<Candidate>(TO_RECONCILE(options.olderThanMs ?? 60_000, options.limit ?? 50));
  let handled = 0;
  for (const candidate of rows) {
    try {
      if (await reconcileCandidate(db, config, candidate)) handled += 1;
    } catch (error) {
      // The provider away: left for the next run.
      if (!(error instanceof DomainError)) throw error;
    }
  }
  return handled;
}
