/**
 * An order's payment as its shopper sees it (the order answer's `payment`): how it is paid, its
 * status, what is due, paid and refunded; while a bank transfer is due, the account to pay to, the
 * order number as the reference and the day to pay by; while a card payment awaits, the way to
 * the provider's page.
 */
import type { OrderAnswer } from '../../../domain/contract/checkout.ts';
import { formatAmount } from '../../../domain/money.ts';
import { BANK_TRANSFER_MESSAGES, paymentMethodName, PAYMENT_STATUS_LABELS, type PaymentStatus } from '../../../domain/payment.ts';
import { PayNow } from './card-payment';
import { Row } from './order-summary';
import { orderDate } from './order-view';

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

export function OrderPayment({ order }: { order: OrderAnswer }) {
  const { payment } = order;
  const money = (amount: number) => formatAmount(amount, order.currency);
  return (
    <section aria-labelledby="order-payment" className="border border-line p-6 sm:p-7">
      <h2 id="order-payment" className="text-2xl">
        Payment
      </h2>
      <dl className="mt-5 space-y-2 text-sm">
        <Row term="Method" value={paymentMethodName(payment.method)} />
        <div className="flex justify-between gap-4">
          <dt className="text-muted">Status</dt>
          <dd>
            <PaymentStatusText payment={payment} className="font-medium" />
          </dd>
        </div>
        {payment.amountDue > 0 ? <Row term="Amount due" value={money(payment.amountDue)} /> : null}
        {payment.amountPaid > 0 ? <Row term="Paid" value={money(payment.amountPaid)} /> : null}
        {payment.amountRefunded > 0 ? <Row term="Refunded" value={money(payment.amountRefunded)} /> : null}
      </dl>
      {payment.instructions ? <BankInstructions instructions={payment.instructions} due={money(payment.amountDue)} /> : null}
      <PayNow payment={payment} orderStatus={order.status} />
    </section>
  );
}

function BankInstructions({ instructions, due }: { instructions: NonNullable<OrderAnswer['payment']['instructions']>; due: string }) {
  const payBy = orderDate(instructions.payBy);
  return (
    <div className="mt-6 border-t border-line pt-5" aria-label="How to pay by bank transfer">
      {instructions.demonstration ? (
        <p role="note" className="mb-4 border border-amber-700/40 bg-amber-50 px-4 py-3 text-sm font-semibold text-amber-900">
          {BANK_TRANSFER_MESSAGES.demonstration}
        </p>
      ) : null}
      <p className="text-sm">
        Please transfer <strong>{due}</strong> to the account below by <strong>{payBy}</strong>, with <strong>{instructions.reference}</strong> as the
        reference. We start on your order once the money arrives; an order not paid by then is cancelled.
      </p>
      <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
        <Detail term="Account holder" value={instructions.accountHolder} />
        <Detail term="Bank" value={instructions.bankName} />
        <Detail term="Account number or IBAN" value={instructions.accountNumber} mono />
        {instructions.bankCode ? <Detail term="BIC or routing number" value={instructions.bankCode} mono /> : null}
        <Detail term="Reference" value={instructions.reference} mono />
        <Detail term="Pay by" value={payBy} />
      </dl>
    </div>
  );
}

function Detail({ term, value, mono = false }: { term: string; value: string; mono?: boolean }) {
  return (
    <>
      <dt className="text-muted">{term}</dt>
      <dd className={`break-all font-medium ${mono ? 'font-mono tracking-wide' : ''}`}>{value}</dd>
    </>
  );
}
