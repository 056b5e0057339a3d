import type { OrderStatus } from '../../../../domain/order.ts';
import { statusClass } from '../../checkout/order-view';

/** An order's status as a small framed label, in the status's colour (the shopper's pages use the same colours). */
export function StatusBadge({ status }: { status: OrderStatus }) {
  return <span className={`inline-block border border-current px-2 py-0.5 text-xs font-semibold whitespace-nowrap ${statusClass(status)}`}>{status}</span>;
}
