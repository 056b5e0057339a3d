/** The shopper's order documents: the invoice (pro forma until paid in full) and the credit notes of its refunds. */
import type { OrderAnswer } from '../../../domain/contract/checkout.ts';
import { OrderDocumentLinks } from '../../components/order-document-links';

export function OrderDocuments({ order }: { order: OrderAnswer }) {
  return (
    <section aria-labelledby="order-documents" className="border border-line p-6 sm:p-7">
      <h2 id="order-documents" className="text-2xl">
        Documents
      </h2>
      <nav aria-label="Documents" className="mt-4 flex flex-col items-start gap-2 text-sm">
        <OrderDocumentLinks base={`/api/orders/${order.id}`} documents={order.documents} />
      </nav>
    </section>
  );
}
