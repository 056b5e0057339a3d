/**
 * An order's documents as PDF, for staff and for the shopper whose order it is. Staff take the
 * packing slip, the invoice (a pro forma invoice until the order is paid in full: decision record
 * 027) and each credit note of any order, and each download is recorded in the audit log (who took
 * which document of which order, and when), since they carry the customer's name and address
 * (ASVS V16.2.1: access to personal data is logged). A shopper takes the invoice and the credit
 * notes of their own orders only: another shopper's order is "not found", like a missing one.
 *
 * An issued invoice or credit note is drawn from the copy it keeps (decision record 035), so every
 * download of it is the same bytes; the packing slip and the pro forma invoice print the order and
 * the seller's details as they are now.
 */
import { printedOrderOf } from '../../../domain/document-copy.ts';
import { NotFound } from '../../../domain/errors.ts';
import { CREDIT_NOTE_MESSAGES } from '../../../domain/invoice-numbers.ts';
import type { PublicUser } from '../../../domain/schemas/account.ts';
import type { Db } from '../../db/client.ts';
import { recordAudit } from '../audit/index.ts';
import { getShopSettings, sellerOf } from '../shop/index.ts';
import { creditNotePdf } from './credit-note-pdf.ts';
import { invoicePdf, packingSlipPdf } from './documents.ts';
import { getOrder, type OrderView } from './read.ts';
import { getAdminOrder } from './workflow.ts';

/** A shopper's document: the invoice, or a credit note by its number. */
export type ShopperDocument = 'invoice' | { creditNote: string };
type OrderDocument = 'packing-slip' | ShopperDocument;

/** The document's file name and bytes; NotFound for a credit note the order does not have. */
async function makeDocument(db: Db, order: OrderView, document: OrderDocument): Promise<{ name: string; file: Buffer }> {
  const { invoice, creditNotes } = order.documents;
  // A document issued before copies were kept and not yet copied (the start copies them) prints
  // the seller's details now with the tax number it kept, and the order as it is.
  const sellerNow = async (taxNumber?: string) => {
    const seller = sellerOf(await getShopSettings(db));
    return taxNumber === undefined ? seller : { ...seller, taxNumber };
  };
  if (document === 'packing-slip') return { name: `packing-slip-${order.number}.pdf`, file: await packingSlipPdf(await sellerNow(), order) };
  if (document === 'invoice') {
    if (!invoice) return { name: `pro-forma-invoice-${order.number}.pdf`, file: await invoicePdf(await sellerNow(), order, null) };
    const file = invoice.copy
      ? await invoicePdf(invoice.copy.seller, printedOrderOf(invoice.copy), invoice)
      : await invoicePdf(await sellerNow(invoice.taxNumber), order, invoice);
    return { name: `invoice-${invoice.number}.pdf`, file };
  }
  const position = creditNotes.findIndex((candidate) => candidate.number === document.creditNote);
  const note = creditNotes[position];
  if (!note || !invoice) throw new NotFound(CREDIT_NOTE_MESSAGES.notFound);
  const file = note.copy
    ? await creditNotePdf(note.copy.seller, printedOrderOf(note.copy), note, invoice.number, note.copy.creditedBeforeMinor, {
        refundedTo: note.copy.refundedTo,
      })
    : await creditNotePdf(
        await sellerNow(note.taxNumber),
        order,
        note,
        invoice.number,
        creditNotes.slice(0, position).reduce((sum, earlier) => sum + earlier.amountMinor, 0),
      );
  return { name: `credit-note-${note.number}.pdf`, file };
}

/** A document of any order, as staff download it (recorded in the audit log); NotFound for an order or credit note that does not exist (nothing is recorded then). */
export async function downloadOrderDocument(
  db: Db,
  orderId: number,
  document: OrderDocument,
  staff: Pick<PublicUser, 'id' | 'email'>,
): Promise<{ name: string; file: Buffer }> {
  const order = await getAdminOrder(db, orderId);
  const made = await makeDocument(db, order, document);
  const what = typeof document === 'string' ? { document } : { document: 'credit-note', creditNote: document.creditNote };
  await recordAudit(db, staff, { action: 'order.document_download', entity: 'order', entityId: order.id, after: { ...what, number: order.number } });
  return made;
}

/** The invoice or a credit note of one of the shopper's own orders. */
export async function downloadOwnOrderDocument(db: Db, userId: number, orderId: number, document: ShopperDocument): Promise<{ name: string; file: Buffer }> {
  return makeDocument(db, await getOrder(db, userId, orderId), document);
}
