/** An order's facts at the top of its page: placed, status, payment, pieces and, once shipped, tracking. */
import type { OrderAnswer } from '../../../domain/contract/checkout.ts';
import { PaymentStatusText } from './payment-status-text';
import { orderDateTime, statusClass } from './order-view';
import { TrackingInfo } from './order-view-timeline';

export function OrderFacts({ order }: { order: OrderAnswer }) {
  return (
    <dl className="mt-5 flex flex-wrap gap-x-10 gap-y-3 text-sm">
      <div>
        <dt className="text-xs tracking-[0.15em] text-muted">PLACED</dt>
        <dd>
          <time dateTime={order.created}>{orderDateTime(order.created)}</time>
        </dd>
      </div>
      <div>
        <dt className="text-xs tracking-[0.15em] text-muted">STATUS</dt>
        <dd className={`font-medium ${statusClass(order.status)}`} data-testid="order-status">
          {order.status}
        </dd>
      </div>
      <div>
        <dt className="text-xs tracking-[0.15em] text-muted">PAYMENT</dt>
        <dd className="font-medium">
          <PaymentStatusText payment={order.payment} />
        </dd>
      </div>
      <div>
        <dt className="text-xs tracking-[0.15em] text-muted">PIECES</dt>
        <dd>{order.itemCount}</dd>
      </div>
      {order.trackingNumber ? (
        <div>
          <dt className="text-xs tracking-[0.15em] text-muted">TRACKING</dt>
          <dd>
            <TrackingInfo carrier={order.carrier} trackingNumber={order.trackingNumber} trackingUrl={order.trackingUrl} />
          </dd>
        </div>
      ) : null}
    </dl>
  );
}
