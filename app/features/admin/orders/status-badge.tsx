import type { OrderStatus } from '../../../../domain/order.ts';
import { PAYMENT_STATUS_LABELS, type PaymentStatus } from '../../../../domain/payment.ts';
import { statusClass } from '../../checkout/order-view';

/** An order's status as a small framed label, in the status's colour (the shopper's pages use the same colours). */
export function StatusBadge({ status }: { status: OrderStatus }) {
  return <span className={`inline-block border border-current px-2 py-0.5 text-xs font-semibold whitespace-nowrap ${statusClass(status)}`}>{status}</span>;
}

/** What the shop must do about a payment, by colour: money to chase or a problem (red), money in (green), the rest muted. */
const PAYMENT_CLASSES: Record<PaymentStatus, string> = {
  awaiting_payment: 'text-gold-dark',
  authorized: 'text-gold-dark',
  paid: 'text-emerald-700',
  partially_refunded: 'text-muted',
  refunded: 'text-muted',
  voided: 'text-muted',
  failed: 'text-sale',
};

/** A payment's status as a small label, in the same frame as the order's. */
export function PaymentBadge({ status }: { status: PaymentStatus }) {
  return (
    <span className={`inline-block border border-current px-2 py-0.5 text-xs font-semibold whitespace-nowrap ${PAYMENT_CLASSES[status]}`}>
      {PAYMENT_STATUS_LABELS[status]}
    </span>
  );
}
