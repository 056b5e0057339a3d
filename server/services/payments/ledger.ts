/**
 * Writing to the ledger. Each entry is appended under a lock on its payment's row, so two staff,
 * a double click, a webhook and the capture job acting on one payment at once are served one after
 * the other and each is judged against the ledger the one before left (domain/payment.ts
 * `ledgerRefusal`). An entry carrying an idempotency key or a provider event id already written
 * writes nothing and answers the entry written first.
 */
import { and, asc, eq } from 'drizzle-orm';
import { Conflict, NotFound, Unprocessable } from '../../../domain/errors.ts';
import { formatMoney } from '../../../domain/money.ts';
import { ledgerRefusal, type PaymentEventKind } from '../../../domain/payment.ts';
import type { DbOrTx } from '../../db/client.ts';
import { orders, paymentEvents, payments } from '../../db/schema/index.ts';
import { issueDocuments } from './invoice-numbers.ts';

export interface NewLedgerEntry {
  kind: PaymentEventKind;
  amountMinor: number;
  providerReference?: string | null;
  providerEventId?: string | null;
  idempotencyKey?: string | null;
  /** The staff member who acted, if one did. */
  actorId?: number | null;
  note?: string;
  occurredAt?: Date;
}

const lockedColumns = {
  id: payments.id,
  method: payments.method,
  currency: payments.currency,
  providerReference: payments.providerReference,
  providerPaymentId: payments.providerPaymentId,
  totalMinor: orders.totalMinor,
  orderStatus: orders.status,
};

/** The payment of an order with its row locked until the transaction ends; `skipLocked`: none when another transaction holds it. */
async function selectLocked(tx: DbOrTx, orderId: number, skipLocked: boolean) {
  const [payment] = await tx
    .select(lockedColumns)
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(eq(payments.orderId, orderId))
    .for('update', skipLocked ? { of: payments, skipLocked: true } : { of: payments });
  return payment;
}

/** The payment of an order, its row locked until the transaction ends (waiting for another holder). */
export async function lockPayment(tx: DbOrTx, orderId: number) {
  const payment = await selectLocked(tx, orderId, false);
  if (!payment) throw new NotFound('This order has no payment.');
  return payment;
}

/** A payment's row locked for a capture, or undefined when another instance holds it (FOR UPDATE SKIP LOCKED). */
export const claimPayment = (tx: DbOrTx, orderId: number): Promise<LockedPayment | undefined> => selectLocked(tx, orderId, true);

export type LockedPayment = Awaited<ReturnType<typeof lockPayment>>;

export interface LedgerRow {
  kind: PaymentEventKind;
  amountMinor: number;
  idempotencyKey: string | null;
  providerEventId: string | null;
}

/**
 * The ledger's entries, oldest first. Read in a statement of its own once the payment's lock is
 * held: a statement that waited for the lock still sees the data of its own start, so a ledger
 * read together with the lock could miss the entry the lock's last holder wrote.
 */
export async function ledgerOf(tx: DbOrTx, paymentId: number): Promise<LedgerRow[]> {
  return tx
    .select({
      kind: paymentEvents.kind,
      amountMinor: paymentEvents.amountMinor,
      idempotencyKey: paymentEvents.idempotencyKey,
      providerEventId: paymentEvents.providerEventId,
    })
    .from(paymentEvents)
    .where(eq(paymentEvents.paymentId, paymentId))
    .orderBy(asc(paymentEvents.id));
}

/**
 * Appends an entry to a locked payment's ledger; `written: false` when its idempotency key or
 * provider event id was written before (nothing changes). Refused (422) when the ledger's rules
 * do not allow it; `refusal` picks the error class (a provider's event that does not fit is a conflict).
 */
export async function appendEntry(
  tx: DbOrTx,
  payment: Pick<LockedPayment, 'id' | 'currency' | 'totalMinor'>,
  entry: NewLedgerEntry,
  refusal: 'unprocessable' | 'conflict' = 'unprocessable',
  /** The ledger as read after the payment's lock was taken, when the caller has it: kept up to date with the entry written. */
  known?: LedgerRow[],
): Promise<{ written: boolean }> {
  const ledger = known ?? (await ledgerOf(tx, payment.id));
  const repeat = ledger.some(
    (e) => (entry.idempotencyKey && e.idempotencyKey === entry.idempotencyKey) || (entry.providerEventId && e.providerEventId === entry.providerEventId),
  );
  if (repeat) return { written: false };
  const refused = ledgerRefusal(ledger, entry, payment.totalMinor, (minor) => formatMoney(minor, payment.currency));
  if (refused) throw refusal === 'conflict' ? new Conflict(refused) : new Unprocessable(refused);
  const [written] = await tx
    .insert(paymentEvents)
    .values({
      paymentId: payment.id,
      kind: entry.kind,
      amountMinor: entry.amountMinor,
      currency: payment.currency,
      providerReference: entry.providerReference ?? null,
      providerEventId: entry.providerEventId ?? null,
      idempotencyKey: entry.idempotencyKey ?? null,
      actorId: entry.actorId ?? null,
      note: entry.note ?? '',
      ...(entry.occurredAt ? { occurredAt: entry.occurredAt } : {}),
    })
    .returning({ id: paymentEvents.id });
  await issueDocuments(tx, payment, { ...entry, id: written!.id }, ledger);
  known?.push({
    kind: entry.kind,
    amountMinor: entry.amountMinor,
    idempotencyKey: entry.idempotencyKey ?? null,
    providerEventId: entry.providerEventId ?? null,
  });
  return { written: true };
}

/** Notes a problem for staff on the payment (a mismatched amount, a failed capture); the latest replaces the one before. */
export async function notePaymentProblem(tx: DbOrTx, paymentId: number, problem: string | null): Promise<void> {
  await tx
    .update(payments)
    .set({ problem })
    .where(and(eq(payments.id, paymentId)));
}
