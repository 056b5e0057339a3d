/**
 * A payment's status in words and colour, for the order page and MY ORDERS: a file of its own, so
 * the cart page's orders table takes it without the order page's payment section.
 */
import type { OrderAnswer } from '../../../domain/contract/checkout.ts';
import { PAYMENT_STATUS_LABELS, type PaymentStatus } from '../../../domain/payment.ts';

const STATUS_CLASSES: Record<PaymentStatus, string> = {
  awaiting_payment: 'text-gold-dark',
  authorized: 'text-sky-800',
  paid: 'text-emerald-700',
  partially_refunded: 'text-amber-700',
  refunded: 'text-muted',
  voided: 'text-muted',
  failed: 'text-sale',
};

/** The payment's status in words and colour, for the order page and MY ORDERS. */
export function PaymentStatusText({ payment, className = '' }: { payment: OrderAnswer['payment']; className?: string }) {
  return (
    <span className={`${STATUS_CLASSES[payment.status]} ${className}`} data-testid="payment-status">
      {PAYMENT_STATUS_LABELS[payment.status]}
    </span>
  );
}
