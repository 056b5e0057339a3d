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
  // What the document prints, as it is now, kept with it: an issued invoice or credit note prints
  // this ever after, whatever the order's payment, the prices, the tax rates or the seller's
  // details become. Read before the number is taken, so the counter is held no longer than before.
  const copy = await copyAtIssue(tx, order.orderId, ledger, entry, series === 'credit_note');
  const { taxNumber } = copy.seller;
  const { year, sequence, number } = await takeNumber(tx, series);
  if (series === 'invoice') {
    await tx.insert(invoices).values({ orderId: order.orderId, number, year, sequence, paymentEventId: entry.id, taxNumber, copy });
    return;
  }
  await tx.insert(creditNotes).values({
    number,
    year,
    sequence,
    orderId: order.orderId,
    paymentEventId: entry.id,
    amountMinor: entry.amountMinor,
    currency: payment.currency,
    reason: entry.note ?? '',
    taxNumber,
    copy,
  });
}
