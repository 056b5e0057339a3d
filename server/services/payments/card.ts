/**
 * A card payment's rows beside what its provider says (decision record 025). The ledger is brought
 * to the provider's state, read from the provider itself (never from a webhook's body alone), under
 * the payment's row lock: money held, captured or released there and missing here is written, once
 * (the ledger's sums are compared, so a webhook, the return page and the reconciliation writing the
 * same fact write it once). A payment whose amount or currency is not the order's is never taken
 * as payment: it is noted as a problem for staff. Order-level effects (cancelling, holding) are
 * the orders module's.
 */
import { and, eq, isNull } from 'drizzle-orm';
import { formatMoney } from '../../../domain/money.ts';
import { ledgerTotals, uncapturedMinor } from '../../../domain/payment.ts';
import type { DbOrTx } from '../../db/client.ts';
import { namedStatement, runNamed } from '../../db/prepared.ts';
import { orders, payments, providerEvents, users } from '../../db/schema/index.ts';
import type { MoveRow } from './journal.ts';
import { moveKey } from './keys.ts';
import { appendEntries, appendEntry, notePaymentProblem, type LedgerRow, type LockedPayment } from './ledger.ts';
import type { HostedPayment, ProviderPaymentState } from './provider.ts';
import { askedOfPaymentSql, TENDERED } from './tenders-sql.ts';

export const CARD_PROBLEMS = {
  mismatch: (paid: string, total: string) =>
    `The card provider reports ${paid} for this order, which costs ${total}: it was not taken as payment. Check the payment in the provider’s dashboard and refund or cancel it there.`,
  otherOrder: 'The card provider’s payment names another order: it was not taken as payment for this one.',
  captureRefused: (reason: string) => `Capture refused: ${reason}`,
  captureFailed: (reason: string) => `The card payment could not be captured: ${reason} The order was put on hold.`,
} as const;

/** The ledger's note on a refund made at the provider itself. */
const REFUNDED_AT_PROVIDER = 'Refunded in the card provider’s own dashboard.';

/** A card payment as its flows need it: the order's facts and the shopper's address for the receipt. */
const cardColumns = {
  id: payments.id,
  orderId: payments.orderId,
  method: payments.method,
  currency: payments.currency,
  providerReference: payments.providerReference,
  providerPaymentId: payments.providerPaymentId,
  redirectUrl: payments.redirectUrl,
  expiresAt: payments.expiresAt,
  createdAt: payments.createdAt,
  orderNumber: orders.number,
  userId: orders.userId,
  orderStatus: orders.status,
  orderCreatedAt: orders.createdAt,
  /** What the card is asked for: the order's total less its tenders. */
  totalMinor: askedOfPaymentSql(orders.id, orders.totalMinor),
  email: users.email,
};

export async function cardPaymentOf(db: DbOrTx, orderId: number) {
  const [row] = await db
    .select(cardColumns)
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .innerJoin(users, eq(users.id, orders.userId))
    .where(eq(payments.orderId, orderId));
  return row;
}

export type CardPayment = NonNullable<Awaited<ReturnType<typeof cardPaymentOf>>>;

/** Notes when the hosted page about to be asked for closes, while none is known yet: the same request (and key) is asked again until then. */
export async function noteCheckoutExpiry(db: DbOrTx, orderId: number, expiresAt: Date): Promise<void> {
  await db
    .update(payments)
    .set({ expiresAt })
    .where(and(eq(payments.orderId, orderId), isNull(payments.providerReference)));
}

/** Keeps the hosted page the provider made; a page kept before stays (the first one wins). */
export async function saveHostedPayment(db: DbOrTx, orderId: number, hosted: HostedPayment): Promise<void> {
  await db
    .update(payments)
    .set({ providerReference: hosted.reference, redirectUrl: hosted.redirectUrl, expiresAt: hosted.expiresAt })
    .where(and(eq(payments.orderId, orderId), isNull(payments.providerReference)));
}

/**
 * What a webhook needs before asking the provider, in one named statement: whether its event was
 * received before, and the card payment its references name ($1 the provider's page, $2 its
 * payment id; else $3 the order the event names). No payment found: `seen` is read on its own.
 */
const WEBHOOK_PAYMENT = namedStatement<
  Omit<CardPayment, 'expiresAt' | 'createdAt' | 'orderCreatedAt'> & Record<'expiresAt' | 'createdAt' | 'orderCreatedAt', string | null> & { seen: boolean }
>(
  'webhook-payment',
  `SELECT p.id, p.order_id AS "orderId", p.method, p.currency, p.provider_reference AS "providerReference",
    p.provider_payment_id AS "providerPaymentId", p.redirect_url AS "redirectUrl", p.expires_at AS "expiresAt", p.created_at AS "createdAt",
    o.number AS "orderNumber", o.user_id AS "userId", o.status AS "orderStatus", o.created_at AS "orderCreatedAt", o.total_minor - ${TENDERED('o.id')} AS "totalMinor",
    u.email, EXISTS (SELECT 1 FROM provider_events WHERE id = $4) AS seen
  FROM payments p JOIN orders o ON o.id = p.order_id JOIN users u ON u.id = o.user_id
  WHERE p.provider_reference = $1 OR p.provider_payment_id = $2 OR p.order_id = $3
  ORDER BY COALESCE(p.provider_reference = $1 OR p.provider_payment_id = $2, false) DESC LIMIT 1`,
);

export async function webhookPaymentOf(
  db: DbOrTx,
  event: { id: string; reference: string | null; paymentId: string | null; orderId: number | null },
): Promise<{ seen: boolean; payment: CardPayment | undefined }> {
  const [row] = await runNamed(db, WEBHOOK_PAYMENT, [event.reference, event.paymentId, event.orderId, event.id]);
  if (!row) return { seen: await providerEventSeen(db, event.id), payment: undefined };
  const { seen, expiresAt, createdAt, orderCreatedAt, ...payment } = row;
  const date = (text: string | null) => (text === null ? null : new Date(text));
  return { seen, payment: { ...payment, expiresAt: date(expiresAt), createdAt: date(createdAt)!, orderCreatedAt: date(orderCreatedAt)! } };
}

/** Whether a provider event was received before. */
async function providerEventSeen(db: DbOrTx, id: string): Promise<boolean> {
  const [row] = await db.select({ id: providerEvents.id }).from(providerEvents).where(eq(providerEvents.id, id));
  return row !== undefined;
}

/** Stores a provider event's id; false when it was stored before (a repeat changes nothing). */
export async function receiveProviderEvent(tx: DbOrTx, event: { id: string; type: string }, provider: string): Promise<boolean> {
  const inserted = await tx
    .insert(providerEvents)
    .values({ id: event.id, type: event.type, provider })
    .onConflictDoNothing()
    .returning({ id: providerEvents.id });
  return inserted.length > 0;
}

/**
 * Brings a locked payment's ledger to the provider's state: what was held, captured or released
 * there and is not here is written (the event's id on the first entry it writes), refunds made in
 * the provider's own dashboard included. A failed attempt is written when an event reports it.
 * Answers whether the state was taken (false: a mismatch, noted) and how much of a refund made
 * at the provider it wrote (the shopper is told).
 */
export async function syncLedger(
  tx: DbOrTx,
  payment: Pick<LockedPayment, 'id' | 'currency' | 'totalMinor' | 'providerPaymentId'> & { orderId: number },
  state: ProviderPaymentState,
  eventId: string | null,
  /** The payment's ledger, read once its lock was taken (ledger.ts `ledgerOf`); the entries written join it. */
  ledger: LedgerRow[],
  /** Reads the moves asked of the provider (journal.ts `movesOf`): a refund under way is not one made in the provider's dashboard. */
  readMoves: () => Promise<readonly MoveRow[]>,
): Promise<{ taken: boolean; refundedMinor: number }> {
  if (state.orderId !== null && state.orderId !== payment.orderId) {
    await notePaymentProblem(tx, payment.id, CARD_PROBLEMS.otherOrder);
    return { taken: false, refundedMinor: 0 };
  }
  if (!state.wasAuthorized) {
    if (state.state === 'failed' && eventId) {
      await appendEntry(
        tx,
        payment,
        {
          kind: 'failed',
          amountMinor: 0,
          providerReference: state.paymentId,
          providerEventId: eventId,
          note: state.failure ?? '',
        },
        'unprocessable',
        ledger,
      );
    }
    return { taken: true, refundedMinor: 0 };
  }
  if (state.amountMinor !== payment.totalMinor || state.currency !== payment.currency.toUpperCase()) {
    const paid = formatMoney(state.amountMinor, state.currency || payment.currency);
    await notePaymentProblem(
      tx,
      payment.id,
      CARD_PROBLEMS.mismatch(`${paid} ${state.currency}`, `${formatMoney(payment.totalMinor, payment.currency)} ${payment.currency}`),
    );
    return { taken: false, refundedMinor: 0 };
  }
  // What the provider holds, captured or released and the ledger lacks, written in one statement
  // (the event's id on the first). A move under way (journal.ts) writes its own answer: what it
  // asked for is not taken for something done in the provider's dashboard. It can only lessen a
  // capture, a refund or a release the provider shows beyond the ledger, so the moves are read
  // only then: an authorisation (most webhooks) reads none.
  const totals = ledgerTotals(ledger);
  const beyond = state.capturedMinor > totals.capturedMinor || state.refundedMinor > totals.refundedMinor || state.state === 'canceled';
  const moves = beyond ? await readMoves() : [];
  const underWay = (kind: MoveRow['move']) =>
    moves.filter((move) => move.move === kind && move.state === 'pending').reduce((sum, move) => sum + move.amountMinor, 0);
  const missing: Array<['authorized' | 'captured' | 'refunded' | 'voided', number]> = [];
  if (totals.authorizedMinor < state.amountMinor) missing.push(['authorized', state.amountMinor - totals.authorizedMinor]);
  const capturedThere = state.capturedMinor - totals.capturedMinor - underWay('capture');
  if (capturedThere > 0) missing.push(['captured', capturedThere]);
  // Refunded at the provider itself (its dashboard): each step of the provider's running total once.
  const refundedThere = Math.max(0, state.refundedMinor - totals.refundedMinor - underWay('refund'));
  if (refundedThere > 0) missing.push(['refunded', refundedThere]);
  if (state.state === 'canceled' && underWay('release') === 0) {
    const held = uncapturedMinor(ledgerTotals([...ledger, ...missing.map(([kind, amountMinor]) => ({ kind, amountMinor }))]));
    if (held > 0) missing.push(['voided', held]);
  }
  const entries = missing.map(([kind, amountMinor], i) => ({
    kind,
    amountMinor,
    providerReference: state.paymentId,
    providerEventId: i === 0 ? eventId : null,
    idempotencyKey: moveKey(
      payment.orderId,
      'found',
      kind === 'refunded' ? `refunded-${state.paymentId}-${state.refundedMinor}` : `${kind}-${state.paymentId}`,
    ),
    note: kind === 'refunded' ? REFUNDED_AT_PROVIDER : '',
  }));
  const providerPaymentId = state.paymentId && payment.providerPaymentId !== state.paymentId ? state.paymentId : null;
  await appendEntries(tx, payment, entries, { refusal: 'conflict', known: ledger, providerPaymentId });
  return { taken: true, refundedMinor: ledgerTotals(ledger).refundedMinor - totals.refundedMinor };
}
