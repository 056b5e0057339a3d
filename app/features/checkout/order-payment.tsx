/**
 * An order's payment as its shopper sees it (the order answer's `payment`): how it is paid, its
 * status, what is due, paid and refunded; while a bank transfer is due, the account to pay to, the
 * order number as the reference and the day to pay by (the account and the reference each with a
 * copy button); while a card payment awaits, the way to the provider's page; once cancelled, what
 * happens to the money.
 */
import { compactAccount, groupedAccount } from '../../../domain/bank-account.ts';
import { moneyAfterCancel } from '../../../domain/cancelled-money.ts';
import type { OrderAnswer } from '../../../domain/contract/checkout.ts';
import { formatAmount } from '../../../domain/money.ts';
import { BANK_TRANSFER_MESSAGES, paymentMethodName } from '../../../domain/payment.ts';
import { CopyButton } from '../../components/ui/copy-button';
import { Term, Terms } from '../../components/ui/terms';
import { PayNow } from './card-payment';
import { orderDate } from './order-view';
import { PaymentStatusText } from './payment-status-text';

export function OrderPayment({ order }: { order: OrderAnswer }) {
  const { payment } = order;
  const money = (amount: number) => formatAmount(amount, order.currency);
  return (
    <section aria-labelledby="order-payment" className="border border-line p-6 sm:p-7">
      <h2 id="order-payment" className="text-2xl">
        Payment
      </h2>
      {order.status === 'Cancelled' ? (
        <p className="mt-4 border border-line bg-sand/60 px-4 py-3 text-sm" data-testid="cancelled-money">
          {moneyAfterCancel(payment, money)}
        </p>
      ) : null}
      <Terms look="rows" className="mt-5 space-y-2 text-sm">
        {/* Gift cards and store credit paid first (decision record 049); the method's figures are of the rest. */}
        {payment.tenders.map((tender) => (
          <Term key={tender.label} term={tender.label}>
            {money(tender.amount)}
          </Term>
        ))}
        <Term term="Method">{paymentMethodName(payment.method)}</Term>
        <Term term="Status">
          <PaymentStatusText payment={payment} className="font-medium" />
        </Term>
        {payment.amountDue > 0 ? <Term term="Amount due">{money(payment.amountDue)}</Term> : null}
        {payment.amountPaid > 0 ? <Term term="Paid">{money(payment.amountPaid)}</Term> : null}
        {payment.amountRefunded > 0 ? <Term term="Refunded">{money(payment.amountRefunded)}</Term> : null}
      </Terms>
      {payment.instructions ? <BankInstructions instructions={payment.instructions} due={money(payment.amountDue)} /> : null}
      <PayNow payment={payment} orderStatus={order.status} />
    </section>
  );
}

/**
 * The account's details stand out; the ones copied into a bank's form are in a typewriter face.
 * Words are never broken inside: an IBAN wraps between its groups of four, a name between words.
 */
const PLAIN = 'font-medium [overflow-wrap:normal] [word-break:normal]';
const MONO = `${PLAIN} font-mono tracking-wide`;

/** A value a shopper copies into their bank's form, with its copy button ("Copied to the clipboard." once done). */
function Copyable({ shown, copied, what }: { shown: string; copied: string; what: string }) {
  return (
    <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
      <span>{shown}</span>
      <span className="font-sans tracking-normal">
        <CopyButton text={copied} label="COPY" accessibleLabel={`Copy the ${what}`} />
      </span>
    </span>
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
      <Terms look="grid" className="mt-4 gap-x-4 gap-y-2 text-sm">
        <Term term="Account holder" valueClassName={PLAIN}>
          {instructions.accountHolder}
        </Term>
        <Term term="Bank" valueClassName={PLAIN}>
          {instructions.bankName}
        </Term>
        <Term term="Account number or IBAN" valueClassName={MONO}>
          <Copyable shown={groupedAccount(instructions.accountNumber)} copied={compactAccount(instructions.accountNumber)} what="account number" />
        </Term>
        {instructions.bankCode ? (
          <Term term="BIC or routing number" valueClassName={MONO}>
            {instructions.bankCode}
          </Term>
        ) : null}
        <Term term="Reference" valueClassName={MONO}>
          <Copyable shown={instructions.reference} copied={instructions.reference} what="payment reference" />
        </Term>
        <Term term="Pay by" valueClassName={PLAIN}>
          {payBy}
        </Term>
      </Terms>
    </div>
  );
}
