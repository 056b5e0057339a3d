/**
 * The confirmation a shopper sees once their order stands, whichever way they pay: the words a bank
 * payer's toast says and the order's page shows, and what happens next. A card payer back from the
 * provider's page sees the same once the provider has their money (authorised or taken); back
 * without paying, they are asked to pay instead (the page's "Pay now").
 */
import type { OrderAnswer } from './contract/checkout.ts';
import { isManualMethod } from './payment.ts';

export const ORDER_PLACED = 'Order placed successfully!';

type Order = Pick<OrderAnswer, 'payment'>;

/** Whether the order's page may say it was placed: a manual method's order at once, a card's once the provider holds the money. */
export const placedAndPaidFor = (order: Order): boolean => isManualMethod(order.payment.method) || order.payment.status !== 'awaiting_payment';

/** What happens next, in the order it happens. `money` writes an amount; `day` a date. */
export function nextSteps(order: Order, money: (amount: number) => string, day: (iso: string) => string): string[] {
  const { payment } = order;
  const instructions = payment.instructions;
  const first =
    isManualMethod(payment.method) && instructions && payment.amountDue > 0
      ? `Transfer ${money(payment.amountDue)} by ${day(instructions.payBy)} with ${instructions.reference} as the reference (the account is below). We start on your order once it arrives.`
      : payment.status === 'authorized'
        ? `Your card is authorised: the money is held, and taken when we confirm your order.`
        : `Your payment is in: we start on your order.`;
  return [
    first,
    'We e-mail you when we confirm your order, and again when it ships with its tracking number.',
    'Changed your mind? You can cancel on this page within 24 hours of ordering.',
  ];
}
