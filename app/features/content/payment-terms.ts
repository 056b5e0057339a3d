/**
 * How paying works, in the shop's words, for the methods it takes now (the root's `payments`):
 * the terms' payment, cancellation and refund paragraphs and the questions' answer say the same
 * thing because they are written here once. When a card is charged follows the capture rule of
 * decision record 025: authorised at the order, charged when the shop confirms the order or when
 * the cancellation window closes, whichever is first.
 */
import { isManualMethod, paymentMethodKind } from '../../../domain/payment.ts';
import type { ShopPayments } from '../../lib/root-data';
import { SHOP_POLICY } from './shop-facts';

const hours = SHOP_POLICY.cancellationHours;

/** How a shopper pays, one paragraph a method the shop takes. */
export function howToPay(payments: ShopPayments): string[] {
  const card = payments.methods.some((method) => paymentMethodKind(method) === 'card');
  const bank = payments.methods.some(isManualMethod);
  const paragraphs: string[] = [];
  if (card) {
    paragraphs.push(
      `When you pay by card, you enter it on Stripe’s secure payment page: we never see or store your card details. Placing your order authorises your card for its total without charging it; your card is charged when we confirm your order or when the ${hours}-hour cancellation window closes, whichever comes first. Cancel within ${hours} hours and the authorisation is released, so nothing is charged.`,
    );
  }
  if (bank) {
    paragraphs.push(
      `When you pay by bank transfer, your order page and your confirmation e-mail show our account and your order number, which you give as the transfer’s reference. Please pay within ${payments.daysToPay} days of ordering: we begin your order once the money arrives and remind you once half-way through; an order not paid within ${payments.daysToPay} days is cancelled and its pieces go back on sale.`,
    );
  }
  if (paragraphs.length === 0) paragraphs.push('The ways to pay are shown at checkout, before you place your order. We never see or store your card details.');
  return paragraphs;
}

/** Cancelling within the window, and what happens to the money. */
export const cancellationTerms = () =>
  `You may cancel any order within ${hours} hours of ordering, from its page in your account or by writing to us with your order number: a card is not charged, and any money you have already sent is refunded in full.`;

/** Where a refund goes and how long it takes. */
export const refundTerms = () =>
  'Refunds go back the way you paid: to your card, where your bank shows them within 5 to 10 business days, or by bank transfer to the account you paid from. A refund may be for one piece of an order or for all of it; we e-mail you when we send it.';
