/**
 * What a shopper's cancellation does with their money, in their words (decision record 038): asked
 * before they cancel (the dialog) and told after (the toast and the order's page). The rule it
 * states is the payments module's: a card's hold is released, card money taken is refunded at once,
 * bank transfer money is sent back by the shop from its bank. Amounts in the API's major units.
 */
import type { PaymentAnswer } from './contract/payments.ts';
import { isManualMethod } from './payment.ts';

type Payment = Pick<PaymentAnswer, 'method' | 'status' | 'amountPaid' | 'amountRefunded'>;

/** Money taken and not yet given back, in major units. */
const heldBack = (payment: Payment) => Math.round((payment.amountPaid - payment.amountRefunded) * 100) / 100;

export const CANCELLED_MONEY = {
  willRelease: 'The hold on your card is released at once: you will not be charged.',
  willRefundCard: (money: string) => `We refund ${money} to your card at once. Your bank may take 5 to 10 business days to show it.`,
  willSendBack: (money: string) => `We send the ${money} you paid back to the account it came from, and e-mail you when it is on its way.`,
  nothingPaid: 'Nothing has been paid, so nothing will be charged.',
  released: 'The hold on your card was released: you were not charged.',
  refundedCard: (money: string) => `${money} was refunded to your card. Your bank may take 5 to 10 business days to show it.`,
  refundingCard: (money: string) => `Your refund of ${money} is on its way to your card; we e-mail you once it is done.`,
  sentBack: (money: string) => `${money} was sent back to the account you paid from.`,
  sendingBack: (money: string) => `We are sending the ${money} you paid back to the account it came from, and e-mail you when it is on its way.`,
  nothingCharged: 'Nothing was charged.',
} as const;

/** Before cancelling: what will happen to the money. `money` writes an amount. */
export function moneyOnCancel(payment: Payment, money: (amount: number) => string): string {
  const held = heldBack(payment);
  if (held > 0) return isManualMethod(payment.method) ? CANCELLED_MONEY.willSendBack(money(held)) : CANCELLED_MONEY.willRefundCard(money(held));
  return payment.status === 'authorized' ? CANCELLED_MONEY.willRelease : CANCELLED_MONEY.nothingPaid;
}

/** Once cancelled: what happened to the money, or is happening. */
export function moneyAfterCancel(payment: Payment, money: (amount: number) => string): string {
  const manual = isManualMethod(payment.method);
  const held = heldBack(payment);
  if (held > 0) return manual ? CANCELLED_MONEY.sendingBack(money(held)) : CANCELLED_MONEY.refundingCard(money(held));
  if (payment.amountRefunded > 0)
    return manual ? CANCELLED_MONEY.sentBack(money(payment.amountRefunded)) : CANCELLED_MONEY.refundedCard(money(payment.amountRefunded));
  return payment.status === 'voided' ? CANCELLED_MONEY.released : CANCELLED_MONEY.nothingCharged;
}
