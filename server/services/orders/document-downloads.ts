/**
 * An order's documents as PDF, for staff and for the shopper whose order it is. Staff take the
 * packing slip, the invoice (a pro forma invoice until the order is paid in full: decision record
 * 027) and each credit note of any order, and each download is recorded in the audit log (who took
 * which document of which order, and when), since they carry the customer's name and address
 * (ASVS V16.2.1: access to personal data is logged). A shopper takes the invoice and the credit
 * notes of their own orders only: another shopper's order is "not found", like a missing one.
 */
import { NotFound } from '../../../domain/errors.ts';
import { CREDIT_NOTE_MESSAGES } from '../../../domain/invoice-numbers.ts';
import type { PublicUser } from '../../../domain/schemas/account.ts';
import type { Db } from '../../db/client.ts';
import { recordAudit } from '../audit/index.ts';
import { getTaxSettings } from '../taxes/index.ts';
import { creditNotePdf } from './credit-note-pdf.ts';
import { invoicePdf, packingSlipPdf, type DocumentsConfig } from './documents.ts';
import { getOrder, type OrderView } from './read.ts';
import { getAdminOrder } from './workflow.ts';

/** A shopper's document: the invoice, or a credit note by its number. */
export type ShopperDocument = 'invoice' | { creditNote: string };
type OrderDocument = 'packing-slip' | ShopperDocument;

/** The document's file name and bytes; NotFound for a credit note the order does not have. */
async function makeDocument(db: Db, config: DocumentsConfig, order: OrderView, document: OrderDocument): Promise<{ name: string; file: Buffer }> {
  if (document === 'packing-slip') return { name: `packing-slip-${order.number}.pdf`, file: await packingSlipPdf(config, order) };
  const { invoice } = order.documents;
  if (document === 'invoice') {
    const name = invoice ? `invoice-${invoice.number}.pdf` : `pro-forma-invoice-${order.number}.pdf`;
    // An issued invoice prints the tax number it keeps; a pro forma one, the shop's number now.
    const taxNumber = invoice ? invoice.taxNumber : (await getTaxSettings(db)).taxNumber;
    return { name, file: await invoicePdf({ ...config, taxNumber }, order) };
  }
  const note = order.documents.creditNotes.find((candidate) => candidate.number === document.creditNote);
  if (!note || !invoice) throw new NotFound(CREDIT_NOTE_MESSAGES.notFound);
  return { name: `credit-note-${note.number}.pdf`, file: await creditNotePdf(config, { ...order, documents: { ...order.documents, invoice } }, note) };
}

/** A document of any order, as staff download it (recorded in the audit log); NotFound for an order or credit note that does not exist (nothing is recorded then). */
export async function downloadOrderDocument(
  db: Db,
  config: DocumentsConfig,
  orderId: number,
  document: OrderDocument,
  staff: Pick<PublicUser, 'id' | 'email'>,
): Promise<{ name: string; file: Buffer }> {
  const order = await getAdminOrder(db, orderId);
  const made = await makeDocument(db, config, order, document);
  const what = typeof document === 'string' ? { document } : { document: 'credit-note', creditNote: document.creditNote };
  await recordAudit(db, staff, { action: 'order.document_download', entity: 'order', entityId: order.id, after: { ...what, number: order.number } });
  return made;
}

/** The invoice or a credit note of one of the shopper's own orders. */
export async function downloadOwnOrderDocument(
  db: Db,
  config: DocumentsConfig,
  userId: number,
  orderId: number,
  document: ShopperDocument,
): Promise<{ name: string; file: Buffer }> {
  return makeDocument(db, config, await getOrder(db, userId, orderId), document);
}
