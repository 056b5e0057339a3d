/**
 * The invoice and credit notes of orders as they are read beside them (decision record 027): the
 * invoice's number once the order was paid in full, and each credit note, oldest first.
 */
import { asc, inArray } from 'drizzle-orm';
import type { DocumentCopy } from '../../../domain/document-copy.ts';
import type { DbOrTx } from '../../db/client.ts';
import { creditNotes, invoices } from '../../db/schema/index.ts';

export interface CreditNoteView {
  number: string;
  amountMinor: number;
  currency: string;
  reason: string;
  /** The shop's tax number when it was issued (empty: none). */
  taxNumber: string;
  issuedAt: Date;
  /** All it prints, as issued (null: issued before copies were kept, until the start takes its copy). */
  copy: DocumentCopy | null;
}

export interface OrderDocuments {
  /** Null while the order was never paid in full: its price document is then a pro forma invoice. */
  invoice: { number: string; issuedAt: Date; taxNumber: string; copy: DocumentCopy | null } | null;
  creditNotes: CreditNoteView[];
}

/** The documents of these orders, by order (an order with none: no invoice, no credit note). */
export async function documentsOf(db: DbOrTx, orderIds: number[]): Promise<Map<number, OrderDocuments>> {
  // One after the other: `db` may be a transaction, whose one connection runs one query at a time.
  const invoiceRows = await db
    .select({ orderId: invoices.orderId, number: invoices.number, issuedAt: invoices.issuedAt, taxNumber: invoices.taxNumber, copy: invoices.copy })
    .from(invoices)
    .where(inArray(invoices.orderId, orderIds));
  const noteRows = await db
    .select({
      orderId: creditNotes.orderId,
      number: creditNotes.number,
      amountMinor: creditNotes.amountMinor,
      currency: creditNotes.currency,
      reason: creditNotes.reason,
      taxNumber: creditNotes.taxNumber,
      issuedAt: creditNotes.issuedAt,
      copy: creditNotes.copy,
    })
    .from(creditNotes)
    .where(inArray(creditNotes.orderId, orderIds))
    .orderBy(asc(creditNotes.id));
  const byOrder = new Map<number, OrderDocuments>(orderIds.map((id) => [id, { invoice: null, creditNotes: [] }]));
  for (const { orderId, ...invoice } of invoiceRows) byOrder.get(orderId)!.invoice = invoice;
  for (const { orderId, ...note } of noteRows) byOrder.get(orderId)!.creditNotes.push(note);
  return byOrder;
}
