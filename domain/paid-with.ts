/**
 * How an order was paid and where a refund went, in words (issue 34, decision record 049): the
 * one source of the lines the invoice, the credit note, the order confirmation, the refund e-mail
 * and the order pages print, so they never disagree. An order is paid by its tenders first (each
 * gift card, then the store credit, in paying order) and then by its one card or bank payment,
 * for the rest; a refund goes back to the payment first, then to the tenders, last-paid first.
 * A gift card is named by its last four characters ("Gift card ••••7KQ2"), never by its code.
 */
import { paymentMethodKind, paymentMethodName, type PaymentMethod, type TenderKind } from './payment.ts';
import { tenderLabel } from './tenders.ts';

/** A share of an order's money: the card or bank payment's, or a tender's (a gift card with its last four characters, the store credit). */
export interface MoneyPart {
  kind: 'payment' | TenderKind;
  /** A gift card's last four characters; null otherwise. */
  codeLast4: string | null;
  amountMinor: number;
}

/** One line of "how it was paid" or "where it went back": what, and how much. */
export interface PaidLine {
  label: string;
  amountMinor: number;
}

/** The payment's own word: "Card" for every card provider, the manual method's name ("Bank transfer") otherwise. */
const paymentWord = (method: PaymentMethod) => (paymentMethodKind(method) === 'card' ? 'Card' : paymentMethodName(method));

/** A part as a line: "Gift card ••••7KQ2", "Store credit", "Card", "Bank transfer". */
const lineOf = (part: MoneyPart, method: PaymentMethod): PaidLine => ({
  label: part.kind === 'payment' ? paymentWord(method) : tenderLabel({ kind: part.kind, codeLast4: part.codeLast4 }),
  amountMinor: part.amountMinor,
});

/**
 * How an order is paid, in paying order: each tender with what it paid, then the card or bank
 * payment with what is left of the total for it (left out when the tenders paid it all). The
 * lines add up to the order's total.
 */
export function howPaid(order: {
  totalMinor: number;
  payment: { method: PaymentMethod; tenders?: ReadonlyArray<{ kind: TenderKind; codeLast4: string | null; amountMinor: number }> };
}): PaidLine[] {
  const tenders = order.payment.tenders ?? [];
  const rest = order.totalMinor - tenders.reduce((sum, tender) => sum + tender.amountMinor, 0);
  const parts: MoneyPart[] = [
    ...tenders.map((tender) => ({ kind: tender.kind, codeLast4: tender.codeLast4, amountMinor: tender.amountMinor })),
    ...(rest > 0 ? [{ kind: 'payment' as const, codeLast4: null, amountMinor: rest }] : []),
  ];
  return parts.map((part) => lineOf(part, order.payment.method));
}

/** Where a refund went, in refunding order (the payment first, then the tenders last-paid first). */
export const refundedTo = (parts: readonly MoneyPart[], method: PaymentMethod): PaidLine[] => parts.map((part) => lineOf(part, method));

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/** "Paid with gift card ••••ABCD: $20.00, store credit: $5.00, card: $30.00". */
export const paidWithSentence = (lines: readonly PaidLine[], money: (minor: number) => string) =>
  `Paid with ${lines.map((line) => `${lowerFirst(line.label)}: ${money(line.amountMinor)}`).join(', ')}`;

/** Where each part of a refund went, as the shopper reads it: "to your card", "to gift card ••••ABCD", "to your store credit". */
function refundDestination(part: MoneyPart, method: PaymentMethod): string {
  if (part.kind === 'payment') return paymentMethodKind(method) === 'card' ? 'to your card' : 'to your bank account';
  return part.kind === 'store_credit' ? 'to your store credit' : `to ${lowerFirst(tenderLabel({ kind: part.kind, codeLast4: part.codeLast4 }))}`;
}

/** "Refunded: $30.00 to your card, $20.00 to gift card ••••ABCD". */
export const refundedSentence = (parts: readonly MoneyPart[], method: PaymentMethod, money: (minor: number) => string) =>
  `Refunded: ${parts.map((part) => `${money(part.amountMinor)} ${refundDestination(part, method)}`).join(', ')}`;
