/**
 * A card payment's rows beside what its provider says (decision record 025). The ledger is brought
 * to the provider's state, read from the provider itself (never from a webhook's body alone), under
 * the payment's row lock: money held, captured or released there and missing here is written, once
 * (the ledger's sums are compared, so a webhook, the return page and the reconciliation writing the
 * same fact write it once). A payment whose amount or currency is not the order's is never taken
 * as payment: it is noted as a problem for staff. Order-level effects (cancelling, holding) are
 * the orders module's.
 */
import { and, eq, isNull, or, sql } from 'drizzle-orm';
import { formatMoney } from '../../../domain/money.ts';
import { ledgerTotals, uncapturedMinor, type PaymentMethod } from '../../../domain/payment.ts';
import type { DbOrTx } from '../../db/client.ts';
import { orders, payments, providerEvents, users } from '../../db/schema/index.ts';
import { appendEntry, ledgerOf, notePaymentProblem, type LedgerRow, type LockedPayment } from './ledger.ts';
import type { HostedPayment, PaymentProvider, ProviderPaymentState } from './provider.ts';
import type { Providers } from './settings.ts';

export const CARD_PROBLEMS = {
  mismatch: (paid: string, total: string) =>
    `The card provider reports ${paid} for this order, which costs ${total}: it was not taken as payment. Check the payment in the provider’s dashboard and refund or cancel it there.`,
  otherOrder: 'The card provider’s payment names another order: it was not taken as payment for this one.',
  captureFailed: (reason: string) => `The card payment could not be captured: ${reason} The order was put on hold.`,
} as const;

/** The provider of a card method, when the environment configured it. */
export function providerFor(providers: Providers | undefined, method: PaymentMethod): PaymentProvider | undefined {
  return method === 'bank_transfer' ? undefined : providers?.[method];
}

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
  totalMinor: orders.totalMinor,
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
 * What a webhook needs before asking the provider, in one statement: whether its event was received
 * before, and the card payment its references name (the provider's page or payment id first, else
 * the order the event names). No payment found: `seen` is read on its own.
 */
export async function webhookPaymentOf(
  db: DbOrTx,
  event: { id: string; reference: string | null; paymentId: string | null; orderId: number | null },
): Promise<{ seen: boolean; payment: CardPayment | undefined }> {
  const byReference = or(
    event.reference === null ? sql`false` : eq(payments.providerReference, event.reference),
    event.paymentId === null ? sql`false` : eq(payments.providerPaymentId, event.paymentId),
  )!;
  const [row] = await db
    .select({ ...cardColumns, seen: sql<boolean>`EXISTS (SELECT 1 FROM ${providerEvents} WHERE ${providerEvents.id} = ${event.id})` })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .innerJoin(users, eq(users.id, orders.userId))
    .where(event.orderId === null ? byReference : or(byReference, eq(payments.orderId, event.orderId)))
    .orderBy(sql`(${byReference}) DESC`)
    .limit(1);
  if (!row) return { seen: await providerEventSeen(db, event.id), payment: undefined };
  const { seen, ...payment } = row;
  return { seen, payment };
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

/** Authorised money of a locked payment not yet captured or released. */
export async function uncapturedOf(tx: DbOrTx, paymentId: number, known?: LedgerRow[]): Promise<{ uncaptured: number; captured: number }> {
  const totals = ledgerTotals(known ?? (await ledgerOf(tx, paymentId)));
  return { uncaptured: uncapturedMinor(totals), captured: totals.capturedMinor };
}

/**
 * Brings a locked payment's ledger to the provider's state: what was held, captured or released
 * there and is not here is written (the event's id on the first entry it writes). A failed attempt
 * is written when an event reports it. Answers whether the state was taken (false: a mismatch, noted).
 */
export async function syncLedger(
  tx: DbOrTx,
  payment: Pick<LockedPayment, 'id' | 'currency' | 'totalMinor' | 'providerPaymentId'> & { orderId: number },
  state: ProviderPaymentState,
  eventId: string | null,
  /** The payment's ledger, read once its lock was taken (ledger.ts `ledgerOf`); the entries written join it. */
  ledger: LedgerRow[],
): Promise<boolean> {
  if (state.orderId !== null && state.orderId !== payment.orderId) {
    await notePaymentProblem(tx, payment.id, CARD_PROBLEMS.otherOrder);
    return false;
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
    return true;
  }
  if (state.amountMinor !== payment.totalMinor || state.currency !== payment.currency.toUpperCase()) {
    const paid = formatMoney(state.amountMinor, state.currency || payment.currency);
    await notePaymentProblem(
      tx,
      payment.id,
      CARD_PROBLEMS.mismatch(`${paid} ${state.currency}`, `${formatMoney(payment.totalMinor, payment.currency)} ${payment.currency}`),
    );
    return false;
  }
  const totals = ledgerTotals(ledger);
  let providerEventId = eventId;
  const write = async (kind: 'authorized' | 'captured' | 'voided', amountMinor: number) => {
    await appendEntry(
      tx,
      payment,
      { kind, amountMinor, providerReference: state.paymentId, providerEventId, idempotencyKey: `provider-${kind}-${state.paymentId}` },
      'conflict',
      ledger,
    );
    providerEventId = null;
  };
  if (totals.authorizedMinor < state.amountMinor) await write('authorized', state.amountMinor - totals.authorizedMinor);
  if (totals.capturedMinor < state.capturedMinor) await write('captured', state.capturedMinor - totals.capturedMinor);
  if (state.state === 'canceled') {
    const { uncaptured } = await uncapturedOf(tx, payment.id, ledger);
    if (uncaptured > 0) await write('voided', uncaptured);
  }
  if (state.paymentId && payment.providerPaymentId !== state.paymentId) {
    await tx.update(payments).set({ providerPaymentId: state.paymentId }).where(eq(payments.id, payment.id));
  }
  return true;
}
