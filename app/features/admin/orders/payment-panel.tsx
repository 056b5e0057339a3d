/**
 * The order page's payment: how it is paid, its status and figures (due, paid, refunded,
 * authorised), what staff must look at (a failed capture, an amount that did not match), and the
 * ledger with who did what and when. Every figure is the server's, derived from the ledger.
 */
import type { ReactNode } from 'react';
import type { AdminOrderAnswer } from '../../../../domain/contract/admin-orders.ts';
import type { LedgerEntryAnswer } from '../../../../domain/contract/admin-payments.ts';
import { formatAmount } from '../../../../domain/money.ts';
import { isManualMethod, PAYMENT_EVENT_LABELS, paymentMethodName } from '../../../../domain/payment.ts';
import { STAFF_PAYMENT_MESSAGES } from '../../../../domain/payment-actions.ts';
import { FormAlert } from '../../../components/ui/form-alert';
import { Term, TermTotal, Terms } from '../../../components/ui/terms';
import { orderDate, orderDateTime } from '../../checkout/order-view';
import { PaymentBadge } from './status-badge';

type Order = Pick<AdminOrderAnswer, 'currency' | 'total' | 'status' | 'payment'>;

/** Money still held from the shopper once refunds are taken off, in major units. */
export const refundableAmount = (payment: AdminOrderAnswer['payment']) => Math.round((payment.amountPaid - payment.amountRefunded) * 100) / 100;

function Who({ entry }: { entry: LedgerEntryAnswer }) {
  if (entry.actor) return <>{entry.actor.name || entry.actor.email}</>;
  return <>{entry.kind === 'manual_payment' ? 'the shop' : 'the card provider'}</>;
}

function Ledger({ entries, currency }: { entries: readonly LedgerEntryAnswer[]; currency: string }) {
  if (entries.length === 0) return <p className="mt-4 text-sm text-muted">No money has moved yet.</p>;
  return (
    <ol className="mt-4 divide-y divide-line border-y border-line text-sm" aria-label="Payment ledger">
      {entries.map((entry, index) => (
        <li key={`${entry.recordedAt}-${index}`} className="grid gap-1 py-3">
          <p className="flex flex-wrap items-baseline justify-between gap-x-3">
            <span className="font-medium">{PAYMENT_EVENT_LABELS[entry.kind]}</span>
            <span className="font-medium">
              {entry.kind === 'refunded' ? '−' : ''}
              {formatAmount(entry.amount, currency)}
            </span>
          </p>
          <p className="text-xs text-muted">
            <time dateTime={entry.occurredAt}>{entry.kind === 'manual_payment' ? orderDate(entry.occurredAt) : orderDateTime(entry.occurredAt)}</time>
            {' · by '}
            <Who entry={entry} />
            {entry.kind === 'manual_payment' ? (
              <>
                {' · recorded '}
                <time dateTime={entry.recordedAt}>{orderDateTime(entry.recordedAt)}</time>
              </>
            ) : null}
          </p>
          {entry.reference ? <p className="text-xs break-all text-muted">Reference: {entry.reference}</p> : null}
          {entry.note ? <p className="text-sm whitespace-pre-line">{entry.note}</p> : null}
        </li>
      ))}
    </ol>
  );
}

export function PaymentPanel({ order, children }: { order: Order; children?: ReactNode }) {
  const { payment, currency } = order;
  const money = (amount: number) => formatAmount(amount, currency);
  const owedBack = order.status === 'Cancelled' && isManualMethod(payment.method) && refundableAmount(payment) > 0;
  return (
    <section aria-labelledby="payment-heading" className="border border-line bg-white/70 p-6">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h2 id="payment-heading" className="font-display text-2xl">
          Payment
        </h2>
        <span data-testid="payment-status">
          <PaymentBadge status={payment.status} />
        </span>
      </div>
      <div className="mt-4 space-y-3">
        {payment.problem ? <FormAlert tone="error">{payment.problem}</FormAlert> : null}
        {owedBack ? <FormAlert tone="error">{STAFF_PAYMENT_MESSAGES.bankTransferCancelled}</FormAlert> : null}
      </div>
      <Terms look="rows" className="mt-4 space-y-2 text-sm">
        <Term term="Method">{paymentMethodName(payment.method)}</Term>
        <Term term="Order total">{money(order.total)}</Term>
        {/* Gift cards and store credit paid first (decision record 049), named as the invoice and the e-mails name them; the figures below are the payment's, of the rest. */}
        {payment.tenders.map((tender) => (
          <Term key={tender.label} term={tender.label}>
            {money(tender.amount)}
          </Term>
        ))}
        <Term term="Paid" testId="payment-paid">
          {money(payment.amountPaid)}
        </Term>
        {payment.amountAuthorized > 0 ? <Term term="Authorised, not yet captured">{money(payment.amountAuthorized)}</Term> : null}
        <Term term="Refunded" testId="payment-refunded">
          {money(payment.amountRefunded)}
        </Term>
        <TermTotal term="DUE" testId="payment-due" className="pt-3">
          {money(payment.amountDue)}
        </TermTotal>
      </Terms>
      <h3 className="mt-6 text-xs font-semibold tracking-[0.2em]">LEDGER</h3>
      <Ledger entries={payment.ledger} currency={currency} />
      {children}
    </section>
  );
}
