/**
 * The e-mails of an order's money, as staff move it: money received, and a refund. Each goes to
 * the account's own address (the shopper paid, which proves the account is theirs: decision record
 * 025), never to the contact address typed at checkout.
 */
import { formatMoney } from '../../../domain/money.ts';
import { refundedSentence, type MoneyPart } from '../../../domain/paid-with.ts';
import { PAYMENT_STATUS_LABELS } from '../../../domain/payment.ts';
import { creditedTax, taxTerm } from '../../../domain/tax.ts';
import { shopBaseUrl, type MailConfig, type MailMessage } from '../mail/index.ts';
import { paidWithLines } from './order-mail.ts';
import type { OrderView } from './read.ts';

type Config = Pick<MailConfig, 'shopName' | 'publicUrl'>;

function moneyMail(config: Config, order: OrderView, to: string, subject: string, news: string[]): MailMessage {
  const money = (minor: number) => formatMoney(minor, order.currency);
  const { figures } = order.payment;
  const text = [
    `Dear ${order.contact.name},`,
    '',
    ...news,
    '',
    `Order number: ${order.number}`,
    `Order total: ${money(order.totalMinor)}`,
    ...paidWithLines(order),
    `Paid: ${money(figures.amountPaidMinor)}`,
    ...(figures.amountRefundedMinor > 0 ? [`Refunded: ${money(figures.amountRefundedMinor)}`] : []),
    `Still due: ${money(figures.amountDueMinor)}`,
    `Payment: ${PAYMENT_STATUS_LABELS[figures.status]}`,
    '',
    `Your order, and everything that has happened to it: ${shopBaseUrl(config)}/orders/${order.id}`,
    '',
    config.shopName,
  ].join('\n');
  return { to, subject: `${subject} (${config.shopName} order ${order.number})`, text };
}

/** Money the shop received by hand (a bank transfer) for the order. */
export function moneyReceivedMail(config: Config, order: OrderView, to: string, amountMinor: number): MailMessage {
  const amount = formatMoney(amountMinor, order.currency);
  const paid = order.payment.figures.amountDueMinor === 0;
  return moneyMail(config, order, to, `We received your payment of ${amount}`, [
    `We have received ${amount} for your order. Thank you.`,
    paid ? 'Your order is now paid in full, and we are starting on it.' : 'Part of the order’s total is still due; the figures are below.',
  ]);
}

const CARD_BACK = 'The money goes back to the card you paid with; your bank usually shows it within 5 to 10 working days.';
const BANK_BACK = 'We have sent the money back to the bank account it came from.';

/**
 * A refund: how much, the tax inside it as its credit note states it (per rate, in proportion to
 * the order's total: domain/tax.ts `creditedTax`), why, and how it comes back. `order` is read
 * after the refund, so what was refunded before is its refunded figure less this refund.
 */
export function refundMail(
  config: Config,
  order: OrderView,
  to: string,
  refund: { amountMinor: number; reason: string; card: boolean; refundedTo?: readonly MoneyPart[] },
): MailMessage {
  const money = (minor: number) => formatMoney(minor, order.currency);
  const amount = money(refund.amountMinor);
  const parts = refund.refundedTo ?? [{ kind: 'payment' as const, codeLast4: null, amountMinor: refund.amountMinor }];
  // What was refunded before, as the credit notes count it (each a whole refund, its tenders' parts too); the payment's own figure without an invoice.
  const notes = order.documents.invoice
    ? order.documents.creditNotes.reduce((sum, note) => sum + note.amountMinor, 0)
    : order.payment.figures.amountRefundedMinor;
  const before = Math.max(0, notes - refund.amountMinor);
  const taxes = creditedTax(order.tax, order.totalMinor, before, refund.amountMinor).map(
    (line) => `${taxTerm(line, true, money(line.baseMinor))}: ${money(line.amountMinor)}`,
  );
  return moneyMail(config, order, to, `We refunded ${amount}`, [
    `We have refunded ${amount} of your order.`,
    ...taxes,
    `Why: ${refund.reason}`,
    // Part of it back on gift cards or store credit (decision record 049): where each part went, as its credit note says.
    ...(parts.some((part) => part.kind !== 'payment') ? [refundedSentence(parts, order.payment.method, money)] : []),
    ...(!parts.some((part) => part.kind === 'payment') ? [] : refund.card ? [CARD_BACK] : [BANK_BACK]),
  ]);
}
