/**
 * The words of the order e-mails, one function a message, and who they go to (`orderMailRecipient`,
 * the one rule): its subject and its plain text. Use cases decide when to send; mail/ delivers.
 */
import { discountTerm, discountValue } from '../../../domain/discounts.ts';
import { detailLine, giftCardLineWords, lineExtras, linePiece, LINE_TERMS } from '../../../domain/line-words.ts';
import { formatMoney } from '../../../domain/money.ts';
import { howPaid, paidWithSentence } from '../../../domain/paid-with.ts';
import { BANK_TRANSFER_MESSAGES, type PaymentFigures } from '../../../domain/payment.ts';
import type { OrderStatus } from '../../../domain/order.ts';
import { taxTerm } from '../../../domain/tax.ts';
import { trackingUrl } from '../../../domain/tracking.ts';
import { shopBaseUrl, type MailConfig, type MailMessage } from '../mail/index.ts';
import type { OrderView } from './read.ts';
import { sizeLinkToken } from './later-sizes.ts';
import { isSizeLater } from '../../../domain/ring-sizes.ts';

/**
 * Who an order's e-mails go to: the account's own address, never the contact address typed at
 * checkout (anyone can type anyone's address there), and only once the address is proven to be the
 * shopper's — confirmed through its link, or the order paid or authorised (money from the shopper
 * proves who they are, as a bank or card provider checked them). Otherwise no one (null): a
 * shopper cannot make the shop mail an address they named without paying or confirming it.
 */
export function orderMailRecipient(
  account: { email: string; emailVerified: boolean } | null | undefined,
  payment: Pick<PaymentFigures, 'amountPaidMinor' | 'amountAuthorizedMinor'>,
): string | null {
  if (!account) return null;
  return account.emailVerified || payment.amountPaidMinor > 0 || payment.amountAuthorizedMinor > 0 ? account.email : null;
}

/** How an order its gift cards or store credit paid part of is paid, in the words of its invoice and order page (domain/paid-with.ts); nothing without them. */
export const paidWithLines = (order: Pick<OrderView, 'totalMinor' | 'currency' | 'payment'>): string[] =>
  order.payment.tenders.length > 0 ? [paidWithSentence(howPaid(order), (minor) => formatMoney(minor, order.currency))] : [];

const payByFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/**
 * How to pay a bank transfer still due, as the e-mails write it: the account (with the bank's BIC
 * or routing number when the owner gives one), the reference and the day; a sample shop's says
 * first that nobody should pay.
 */
function bankTransferLines(order: OrderView): string[] {
  const { instructions, figures } = order.payment;
  if (!instructions || figures.amountDueMinor === 0) return [];
  return [
    ...(instructions.demonstration ? [BANK_TRANSFER_MESSAGES.demonstration, ''] : []),
    `How to pay: please transfer ${formatMoney(figures.amountDueMinor, order.currency)} by bank transfer to`,
    `  Account holder: ${instructions.accountHolder}`,
    `  Bank: ${instructions.bankName}`,
    `  Account number or IBAN: ${instructions.accountNumber}`,
    ...(instructions.bankCode ? [`  BIC or routing number: ${instructions.bankCode}`] : []),
    `  Reference: ${instructions.reference} (your order number)`,
    `  Pay by: ${payByFormat.format(instructions.payBy)}`,
    'We start on your order once the money arrives. An order not paid by then is cancelled and its pieces released.',
    '',
  ];
}

/**
 * A ring ordered without a size (decision record 057): the sizer on its way, and where to choose the size
 * once measured — the line's signed link (60 days), or the order's page when the shop has no secret to sign with.
 */
function laterSizeLines(config: Pick<MailConfig, 'publicUrl'> & { jwtSecret?: string }, order: OrderView): string[] {
  const waiting = order.items.filter((item) => isSizeLater(item.size));
  if (waiting.length === 0) return [];
  const link = (id: number) =>
    config.jwtSecret
      ? `${shopBaseUrl(config)}/ring-size?token=${encodeURIComponent(sizeLinkToken(config.jwtSecret, id))}`
      : `${shopBaseUrl(config)}/orders/${order.id}`;
  return [
    'We will post you a free ring sizer. Once you know your size, choose it here (your order waits for it):',
    ...waiting.map((item) => `    ${item.productName}: ${link(item.id)}`),
    '',
  ];
}

export function orderConfirmationMail(
  config: Pick<MailConfig, 'shopName' | 'publicUrl'> & { jwtSecret?: string },
  order: OrderView,
  to: string,
  returnsLine = '',
): MailMessage {
  const money = (minor: number) => formatMoney(minor, order.currency);
  // As on the invoice: tax the total adds before it, tax the prices carry under it ("Includes VAT 19% …").
  const { tax } = order;
  const taxes = tax.lines.map((line) => `${taxTerm(line, tax.included, money(line.baseMinor))}: ${money(line.amountMinor)}`);
  const lines = order.items.flatMap((item) => [
    // A gift card line says its card, no metal or size (decision record 050); its message follows as an extra.
    item.giftCard
      ? `${item.quantity} × ${giftCardLineWords(item.giftCard, order.currency)}: ${money(item.priceMinor * item.quantity)}`
      : `${item.quantity} × ${item.productName} (${linePiece(item, { sizeSystem: order.sizeSystem })}): ${money(item.priceMinor * item.quantity)}`,
    ...lineExtras(item, { text: 'plain', giftWrap: money(item.giftWrapMinor) }).map((detail) => `    ${detailLine(detail)}`),
  ]);
  const address = order.shippingAddress;
  const text = [
    `Dear ${order.contact.name},`,
    '',
    `Thank you for your order. We have received it and will let you know when it is on its way.`,
    '',
    `Order number: ${order.number}`,
    `Placed: ${order.createdAt.toUTCString()}`,
    `Status: ${order.status}`,
    '',
    ...lines,
    '',
    ...laterSizeLines(config, order),
    `Subtotal: ${money(order.subtotalMinor)}`,
    ...(order.giftWrapMinor ? [`${LINE_TERMS.giftWrap}: ${money(order.giftWrapMinor)}`] : []),
    `Shipping (${order.shippingMethod.name}, ${order.shippingMethod.deliveryText}): ${money(order.shippingMinor)}`,
    ...order.discounts.map((line) => `${discountTerm(line)}: ${discountValue(line.kind, line.amountMinor, money, '-')}`),
    ...(tax.included ? [] : taxes),
    `Total: ${money(order.totalMinor)}`,
    ...(tax.included ? taxes : []),
    ...paidWithLines(order),
    '',
    ...bankTransferLines(order),
    'Shipping to:',
    address.name,
    ...(address.company ? [address.company] : []),
    address.address,
    `${address.city}, ${address.state} ${address.zip}`,
    address.country,
    address.phone,
    ...(order.specialInstructions ? ['', `Your instructions: ${order.specialInstructions}`] : []),
    '',
    `You can follow your orders, and cancel this one within 24 hours, at ${shopBaseUrl(config)}/cart`,
    ...(returnsLine ? [returnsLine] : []),
    '',
    config.shopName,
  ].join('\n');
  return { to, subject: `Your ${config.shopName} order ${order.number}`, text };
}

/** The status changes whose e-mail says the returns policy (the returns module's window starts at delivery). */
export const RETURNS_NEWS: ReadonlySet<OrderStatus> = new Set(['Shipped', 'Delivered']);

/** What a status change means for the shopper, in a sentence of the e-mail. */
const STATUS_NEWS: Record<OrderStatus, string> = {
  Pending: 'Your order is back in our queue, and we will confirm it shortly.',
  Confirmed: 'We have confirmed your order and are preparing it.',
  'In production': 'Our makers have started on your pieces.',
  'Ready to ship': 'Your order is packed and ready to ship.',
  Shipped: 'Your order is on its way.',
  Delivered: 'Your order has been delivered. We hope you love it.',
  'On hold': 'We have paused your order for now; we will be in touch about it.',
  Cancelled: 'Your order has been cancelled. If you did not expect this, please contact us.',
};

/**
 * A status change of an order, to the account's own (verified) address `to`, never to the contact
 * address typed at checkout: the note the shop wrote for the shopper, and when shipped the
 * carrier, the tracking number and the carrier's tracking page (if the shop knows the carrier).
 */
export function orderStatusMail(config: Pick<MailConfig, 'shopName' | 'publicUrl'>, order: OrderView, to: string, note = '', returnsLine = ''): MailMessage {
  const shipped = order.status === 'Shipped' && order.trackingNumber;
  const link = shipped ? trackingUrl(order.carrier, order.trackingNumber) : null;
  const text = [
    `Dear ${order.contact.name},`,
    '',
    STATUS_NEWS[order.status],
    '',
    `Order number: ${order.number}`,
    `Status: ${order.status}`,
    ...(shipped ? [`Carrier: ${order.carrier}`, `Tracking number: ${order.trackingNumber}`, ...(link ? [`Track your parcel: ${link}`] : [])] : []),
    ...(note ? ['', 'A note from us:', note] : []),
    '',
    `Your order, and everything that has happened to it: ${shopBaseUrl(config)}/orders/${order.id}`,
    ...(returnsLine && RETURNS_NEWS.has(order.status) ? [returnsLine] : []),
    '',
    config.shopName,
  ].join('\n');
  return { to, subject: `Your ${config.shopName} order ${order.number} is ${order.status}`, text };
}

/** Once, half-way through the days to pay, to a shopper whose bank transfer has not arrived (unpaid-transfers.ts). */
export function paymentReminderMail(config: Pick<MailConfig, 'shopName' | 'publicUrl'>, order: OrderView, to: string): MailMessage {
  const text = [
    `Dear ${order.contact.name},`,
    '',
    `We have not yet received the bank transfer for your order ${order.number}. If you have just sent it, thank you: there is nothing more to do.`,
    '',
    ...bankTransferLines(order),
    `Your order: ${shopBaseUrl(config)}/orders/${order.id}`,
    '',
    config.shopName,
  ].join('\n');
  return { to, subject: `Reminder: your ${config.shopName} order ${order.number} awaits payment`, text };
}
