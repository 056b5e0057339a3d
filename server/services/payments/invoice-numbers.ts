/**
 * Invoice and credit note numbers (decision record 027), taken in the transaction that writes the
 * ledger entry which issues them (`appendEntry` calls `issueDocuments` under the payment's row
 * lock). A number comes from a counter row per series and year, incremented by an upsert that
 * locks the row until the transaction ends: two orders paid at once take consecutive numbers one
 * after the other, and a transaction rolled back after taking one gives it back, so the numbers of
 * each year run 1..n without a gap. (A SEQUENCE would not: a rollback burns its number.) The year
 * is the shop's (SHOP_TIME_ZONE) at the transaction's `now()`, the same instant `issued_at` keeps.
 * Each document keeps the shop's tax number of that moment (issue 24), and a copy of all it prints
 * (issue 31, decision record 035: document-copy.ts), from which it is drawn ever after.
 */
import { eq, sql } from 'drizzle-orm';
import { SHOP_TIME_ZONE } from '../../../domain/dashboard.ts';
import { documentIssued, documentNumber, type DocumentSeries } from '../../../domain/invoice-numbers.ts';
import type { DbOrTx } from '../../db/client.ts';
import { creditNotes, documentCounters, invoices, payments } from '../../db/schema/index.ts';
import type { MoneyPart } from '../../../domain/paid-with.ts';
import { copyAtIssue } from './document-copy.ts';
import type { LedgerRow, LockedPayment } from './ledger.ts';

/** The next number of a series for the current year; the counter's row stays locked until the transaction ends. */
async function takeNumber(tx: DbOrTx, series: DocumentSeries) {
  const year = sql`extract(year FROM now() AT TIME ZONE ${SHOP_TIME_ZONE})::smallint`;
  const [taken] = await tx
    .insert(documentCounters)
    .values({ series, year, last: 1 })
    .onConflictDoUpdate({ target: [documentCounters.series, documentCounters.year], set: { last: sql`${documentCounters.last} + 1` } })
    .returning({ year: documentCounters.year, sequence: documentCounters.last });
  return { ...taken!, number: documentNumber(series, taken!.year, taken!.sequence) };
}

/** An entry just written to a locked payment's ledger, with its id. */
export interface WrittenEntry {
  id: number;
  kind: LedgerRow['kind'];
  amountMinor: number;
  note?: string;
  /**
   * A refund's other parts, gone back to gift cards and store credit in the same transaction
   * (tenders.ts `refundOrder`, decision record 049): its credit note is of the whole refund.
   */
  alsoRefunded?: readonly MoneyPart[];
}

/**
 * Issues what this entry brings, if anything (domain/invoice-numbers.ts `documentIssued`): the
 * order's invoice when it is first paid in full, a credit note for a refund of an invoiced order.
 * `ledger`: the payment's entries before this one. The caller holds the payment's row lock, so
 * whether the order is invoiced yet is read by one writer at a time.
 */
export async function issueDocuments(
  tx: DbOrTx,
  payment: Pick<LockedPayment, 'id' | 'currency' | 'totalMinor'>,
  entry: WrittenEntry,
  ledger: readonly LedgerRow[],
): Promise<void> {
  if (entry.kind !== 'refunded' && entry.kind !== 'captured' && entry.kind !== 'manual_payment') return;
  const [order] = await tx
    .select({ orderId: payments.orderId, invoiceNumber: invoices.number })
    .from(payments)
    .leftJoin(invoices, eq(invoices.orderId, payments.orderId))
    .where(eq(payments.id, payment.id));
  if (!order) return;
  const series = documentIssued(ledger, entry, payment.totalMinor, order.invoiceNumber !== null);
  if (series === null) return;
  if (series === 'invoice') {
    await issueInvoice(tx, order.orderId, { ledger, entry });
    return;
  }
  const refundedTo = [{ kind: 'payment' as const, codeLast4: null, amountMinor: entry.amountMinor }, ...(entry.alsoRefunded ?? [])];
  await issueCreditNote(tx, { orderId: order.orderId, currency: payment.currency }, { ledger, entry }, { refundedTo, reason: entry.note ?? '' });
}

/** The payment entry that issues a document, with the ledger before it; none for a document no payment entry issues. */
type Issuing = { ledger: readonly LedgerRow[]; entry: WrittenEntry | null };

/** The order's invoice, numbered now, with its copy (what it prints ever after). */
async function issueInvoice(tx: DbOrTx, orderId: number, issuing: Issuing): Promise<void> {
  // What the document prints, as it is now, kept with it: an issued invoice or credit note prints
  // this ever after, whatever the order's payment, the prices, the tax rates or the seller's
  // details become. Read before the number is taken, so the counter is held no longer than before.
  const copy = await copyAtIssue(tx, orderId, issuing.ledger, issuing.entry, null);
  const { year, sequence, number } = await takeNumber(tx, 'invoice');
  await tx.insert(invoices).values({ orderId, number, year, sequence, paymentEventId: issuing.entry?.id ?? null, taxNumber: copy.seller.taxNumber, copy });
}

/**
 * A credit note of an invoiced order for one refund, whole: its amount is every part of it
 * (`refundedTo`: the payment's, then the tenders', as the refund split it), one note a refund.
 */
export async function issueCreditNote(
  tx: DbOrTx,
  order: { orderId: number; currency: string },
  issuing: Issuing,
  refund: { refundedTo: readonly MoneyPart[]; reason: string },
): Promise<void> {
  const copy = await copyAtIssue(tx, order.orderId, issuing.ledger, issuing.entry, refund.refundedTo);
  const { year, sequence, number } = await takeNumber(tx, 'credit_note');
  await tx.insert(creditNotes).values({
    number,
    year,
    sequence,
    orderId: order.orderId,
    paymentEventId: issuing.entry?.id ?? null,
    amountMinor: refund.refundedTo.reduce((sum, part) => sum + part.amountMinor, 0),
    currency: order.currency,
    reason: refund.reason,
    taxNumber: copy.seller.taxNumber,
    copy,
  });
}

/**
 * An order is paid in full by its tenders at placement (decision record 049: its payment is asked
 * for nothing, no payment entry will ever issue its invoice): its invoice is issued now, in the
 * placement's transaction, after its tenders are written — the moment it becomes paid, like any other.
 */
export const issueTenderPaidInvoice = (tx: DbOrTx, orderId: number): Promise<void> => issueInvoice(tx, orderId, { ledger: [], entry: null });

/** Whether an order has its invoice (read under the order's and its payment's locks: a refund's credit note needs it). */
export async function isInvoiced(tx: DbOrTx, orderId: number): Promise<boolean> {
  const [row] = await tx.select({ number: invoices.number }).from(invoices).where(eq(invoices.orderId, orderId));
  return row !== undefined;
}
