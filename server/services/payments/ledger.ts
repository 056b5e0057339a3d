/**
 * Writing to the ledger. Each entry is appended under a lock on its payment's row, so two staff,
 * a double click, a webhook and the capture job acting on one payment at once are served one after
 * the other and each is judged against the ledger the one before left (domain/payment.ts
 * `ledgerRefusal`). An entry carrying an idempotency key or a provider event id already written
 * writes nothing and answers the entry written first.
 */
import { and, eq } from 'drizzle-orm';
import { Conflict, NotFound, Unprocessable } from '../../../domain/errors.ts';
import { formatMoney } from '../../../domain/money.ts';
import { ledgerRefusal, type PaymentEventKind } from '../../../domain/payment.ts';
import type { MoneyPart } from '../../../domain/paid-with.ts';
import type { DbOrTx } from '../../db/client.ts';
import { runNamed } from '../../db/prepared.ts';
import { payments } from '../../db/schema/index.ts';
import { documentIssued } from '../../../domain/invoice-numbers.ts';
import { issueDocuments } from './invoice-numbers.ts';
import { issuePaidOrderCards } from './sold-cards.ts';
import { APPEND_ENTRIES, CLAIM_PAYMENT, LEDGER, LOCK_PAYMENT, LOCK_PAYMENT_RECEIVING, type LedgerRow, type LockedRow } from './ledger-sql.ts';
import { signals } from '../signals/index.ts';

const NO_PAYMENT = 'This order has no payment.';

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
  /** A refund's parts gone back to tenders with it: not on the payment's ledger, but on its credit note (invoice-numbers.ts). */
  alsoRefunded?: readonly MoneyPart[];
}

/** The payment of an order with its row locked until the transaction ends; `skipLocked`: none when another transaction holds it. */
async function selectLocked(tx: DbOrTx, orderId: number, skipLocked: boolean): Promise<LockedPayment | undefined> {
  const [payment] = await runNamed(tx, skipLocked ? CLAIM_PAYMENT : LOCK_PAYMENT, [orderId]);
  return payment;
}

/** The payment of an order, its row locked until the transaction ends (waiting for another holder). */
export async function lockPayment(tx: DbOrTx, orderId: number): Promise<LockedPayment> {
  const payment = await selectLocked(tx, orderId, false);
  if (!payment) throw new NotFound(NO_PAYMENT);
  return payment;
}

/** A payment's row locked for a capture, or undefined when another instance holds it (FOR UPDATE SKIP LOCKED). */
export const claimPayment = (tx: DbOrTx, orderId: number): Promise<LockedPayment | undefined> => selectLocked(tx, orderId, true);

/**
 * A provider's event stored once and the order's payment locked, in one statement (a webhook's
 * transaction): 'repeat' when the event was stored before, and nothing is to be done.
 */
export async function lockPaymentReceiving(
  tx: DbOrTx,
  orderId: number,
  event: { id: string; type: string; provider: string },
): Promise<LockedPayment | 'repeat'> {
  const [row] = await runNamed(tx, LOCK_PAYMENT_RECEIVING, [orderId, event.id, event.type, event.provider]);
  if (!row) throw new NotFound(NO_PAYMENT);
  const { fresh, ...payment } = row;
  return fresh ? payment : 'repeat';
}

export type LockedPayment = LockedRow;
export type { LedgerRow };

/**
 * The ledger's entries, oldest first. Read in a statement of its own once the payment's lock is
 * held: a statement that waited for the lock still sees the data of its own start, so a ledger
 * read together with the lock could miss the entry the lock's last holder wrote.
 */
export const ledgerOf = (tx: DbOrTx, paymentId: number): Promise<LedgerRow[]> => runNamed(tx, LEDGER, [paymentId]);

type Refusal = 'unprocessable' | 'conflict';

/** Whether an entry may join the ledger: false when its key or event id was written before; throws when the ledger's rules refuse it. */
function admits(ledger: readonly LedgerRow[], payment: Pick<LockedPayment, 'currency' | 'totalMinor'>, entry: NewLedgerEntry, refusal: Refusal): boolean {
  const repeat = ledger.some(
    (e) => (entry.idempotencyKey && e.idempotencyKey === entry.idempotencyKey) || (entry.providerEventId && e.providerEventId === entry.providerEventId),
  );
  if (repeat) return false;
  const refused = ledgerRefusal(ledger, entry, payment.totalMinor, (minor) => formatMoney(minor, payment.currency));
  if (refused) throw refusal === 'conflict' ? new Conflict(refused) : new Unprocessable(refused);
  return true;
}

/**
 * Appends entries, in order, to a locked payment's ledger in one statement, each judged against
 * the ledger with the ones before it (an entry whose key or event id was written before is left
 * out). Refused (422, or 409 for `refusal: 'conflict'`, a provider's event that does not fit) when
 * the ledger's rules do not allow one: then none is written. `providerPaymentId` is kept on the
 * payment with them. Answers how many were written; `known` (the ledger as read after the lock was
 * taken) is kept up to date with them.
 */
export async function appendEntries(
  tx: DbOrTx,
  payment: Pick<LockedPayment, 'id' | 'currency' | 'totalMinor'>,
  entries: readonly NewLedgerEntry[],
  options: { refusal?: Refusal; known?: LedgerRow[]; providerPaymentId?: string | null } = {},
): Promise<number> {
  const ledger = options.known ?? (await ledgerOf(tx, payment.id));
  const admitted: Array<{ entry: NewLedgerEntry; before: LedgerRow[] }> = [];
  for (const entry of entries) {
    if (!admits(ledger, payment, entry, options.refusal ?? 'unprocessable')) continue;
    admitted.push({ entry, before: [...ledger] });
    ledger.push({
      kind: entry.kind,
      amountMinor: entry.amountMinor,
      idempotencyKey: entry.idempotencyKey ?? null,
      providerEventId: entry.providerEventId ?? null,
    });
  }
  if (admitted.length === 0 && !options.providerPaymentId) return 0;
  const values = [payment.id, payment.currency, JSON.stringify(admitted.map(({ entry }) => entry)), options.providerPaymentId ?? null];
  const [result] = await runNamed(tx, APPEND_ENTRIES, values);
  // What an entry issues (an invoice once paid in full, a credit note for a refund), with the ledger before it.
  for (const [i, { entry, before }] of admitted.entries()) await issueDocuments(tx, payment, { ...entry, id: result!.ids[i]! }, before);
  // The entry that pays the order in full (the one its invoice is issued for) issues the gift cards it sold, once (decision record 050).
  if (admitted.some(({ entry, before }) => documentIssued(before, entry, payment.totalMinor, false) === 'invoice'))
    await issuePaidOrderCards(tx, { paymentId: payment.id });
  signals.ledgerEntries(admitted.map(({ entry }) => entry.kind));
  return admitted.length;
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
  refusal: Refusal = 'unprocessable',
  /** The ledger as read after the payment's lock was taken, when the caller has it: kept up to date with the entry written. */
  known?: LedgerRow[],
): Promise<{ written: boolean }> {
  return { written: (await appendEntries(tx, payment, [entry], { refusal, known })) > 0 };
}

/** Notes a problem for staff on the payment (a mismatched amount, a failed capture); the latest replaces the one before. */
export async function notePaymentProblem(tx: DbOrTx, paymentId: number, problem: string | null): Promise<void> {
  await tx
    .update(payments)
    .set({ problem })
    .where(and(eq(payments.id, paymentId)));
}
