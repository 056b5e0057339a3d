/** Orders with a ring ordered without a size (decision record 057): each a link to the order, where the sizer's note is. */
import type { DashboardAnswer } from '../../../../domain/contract/admin-dashboard';
import { Table } from '../../../components/ui/table';
import { daysSince, placedAgo } from './dashboard-data';
import { RowLink } from './row-link';

export function AwaitingSize({ orders, now }: { orders: DashboardAnswer['awaitingSize']; now: number }) {
  return (
    <section aria-labelledby="awaiting-size-title" className="border border-line bg-white/70 p-4 sm:p-6">
      <h2 id="awaiting-size-title" className="font-display text-2xl">
        Rings awaiting a size
      </h2>
      <p className="mt-1 text-sm text-muted">
        {orders.length ? 'Post each a free ring sizer; the order waits for the shopper’s size.' : 'No ring waits for its size.'}
      </p>
      <Table
        layout="list"
        look="plain"
        className="mt-4"
        rows={orders}
        rowKey={(order) => String(order.id)}
        row={(order) => (
          <RowLink to={`/admin/orders/${order.id}`}>
            <span>
              <span className="font-medium">
                #{order.number} · {order.customerName}
              </span>
              <span className="block text-xs text-muted">
                {order.status}, placed {placedAgo(daysSince(order.created, now))}
              </span>
            </span>
          </RowLink>
        )}
      />
    </section>
  );
}
