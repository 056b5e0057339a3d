/**
 * The packing slip and the invoice as staff download them: the order read, the PDF made, and the
 * download recorded in the audit log (who took which document of which order, and when), since
 * both carry the customer's name and address (ASVS V16.2.1: access to personal data is logged).
 */
import type { PublicUser } from '../../../domain/schemas/account.ts';
import type { Db } from '../../db/client.ts';
import { recordAudit } from '../audit/index.ts';
import { invoicePdf, packingSlipPdf, type DocumentsConfig } from './documents.ts';
import { getAdminOrder } from './workflow.ts';

type OrderDocument = 'packing-slip' | 'invoice';

const MAKERS = { 'packing-slip': packingSlipPdf, invoice: invoicePdf } as const;

/** The document's file name and bytes; NotFound for an order that does not exist (nothing is recorded then). */
export async function downloadOrderDocument(
  db: Db,
  config: DocumentsConfig,
  orderId: number,
  document: OrderDocument,
  staff: Pick<PublicUser, 'id' | 'email'>,
): Promise<{ name: string; file: Buffer }> {
  const order = await getAdminOrder(db, orderId);
  const file = await MAKERS[document](config, order);
  await recordAudit(db, staff, { action: 'order.document_download', entity: 'order', entityId: order.id, after: { document, number: order.number } });
  return { name: `${document}-${order.number}.pdf`, file };
}
