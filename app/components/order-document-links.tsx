/**
 * Links to an order's price documents as PDF (decision record 027): its invoice (a pro forma
 * invoice until the order is paid in full) and each credit note. The shopper's order page and the
 * back office's order page show the same links, each under its own API path.
 */
import type { OrderDocumentsAnswer } from '../../domain/contract/order-documents.ts';
import { ORDER_DOCUMENT_WORDS } from '../../domain/invoice-numbers.ts';

const linkClass = 'underline underline-offset-4 hover:text-gold-dark';

/** `base`: the order's API path (`/api/orders/7` for its shopper, `/api/admin/orders/7` for staff). */
export function OrderDocumentLinks({ base, documents }: { base: string; documents: OrderDocumentsAnswer }) {
  return (
    <>
      <a href={`${base}/invoice`} target="_blank" rel="noopener" className={linkClass}>
        {documents.invoiceNumber ? `${ORDER_DOCUMENT_WORDS.invoice} ${documents.invoiceNumber}` : ORDER_DOCUMENT_WORDS.proForma} (PDF)
      </a>
      {documents.creditNotes.map((note) => (
        <a key={note.number} href={`${base}/credit-notes/${note.number}`} target="_blank" rel="noopener" className={linkClass}>
          {ORDER_DOCUMENT_WORDS.creditNote} {note.number} (PDF)
        </a>
      ))}
    </>
  );
}
