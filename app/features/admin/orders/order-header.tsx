/** The head of the back office's order page: its number, status, when it was placed and how it is made, the tracking once shipped, and its documents. */
import type { AdminOrderAnswer } from '../../../../domain/contract/admin-orders.ts';
import { OrderDocumentLinks } from '../../../components/order-document-links';
import { orderDateTime } from '../../checkout/order-view';
import { TrackingInfo } from '../../checkout/order-view-timeline';
import { StatusBadge } from './status-badge';

export function AdminOrderHeader({ order }: { order: AdminOrderAnswer }) {
  return (
    <header className="mt-4 flex flex-wrap items-end justify-between gap-4 border-b border-line pb-6">
      <div>
        <h1 className="text-4xl">Order #{order.number}</h1>
        <p className="mt-2 flex flex-wrap items-center gap-3 text-sm text-muted">
          <span data-testid="admin-order-status">
            <StatusBadge status={order.status} />
          </span>
          <span>
            Placed <time dateTime={order.created}>{orderDateTime(order.created)}</time>
          </span>
          <span>{order.madeToOrder ? 'Made to order' : 'Ready to ship'}</span>
        </p>
        {order.trackingNumber ? (
          <p className="mt-2 text-sm">
            <TrackingInfo carrier={order.carrier} trackingNumber={order.trackingNumber} trackingUrl={order.trackingUrl} />
          </p>
        ) : null}
      </div>
      <nav aria-label="Documents" className="flex flex-wrap gap-4 text-sm">
        <a href={`/api/admin/orders/${order.id}/packing-slip`} target="_blank" rel="noopener" className="underline underline-offset-4 hover:text-gold-dark">
          Packing slip (PDF)
        </a>
        <OrderDocumentLinks base={`/api/admin/orders/${order.id}`} documents={order.documents} />
      </nav>
    </header>
  );
}
