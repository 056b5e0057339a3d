/** Gift cards as the API answers them (domain/contract/gift-cards.ts): money in major units, dates as ISO 8601, the state in words. */
import type { GiftCardAnswer, StaffGiftCardAnswer } from '../../../domain/contract/gift-cards.ts';
import { GIFT_CARD_MESSAGES as M, giftCardState } from '../../../domain/gift-cards.ts';
import { toMajor } from '../../../domain/money.ts';
import type { GiftCardView } from '../payments/index.ts';

/** A card as its holder sees it: last four, balance, expiry and state. */
export function presentGiftCard(card: GiftCardView, now: Date = new Date()): GiftCardAnswer {
  const state = giftCardState(card, now);
  return {
    id: card.id,
    last4: card.codeLast4 ?? '',
    currency: card.currency,
    balance: toMajor(card.balanceMinor, card.currency),
    initial: toMajor(card.initialMinor, card.currency),
    expiresAt: card.expiresAt?.toISOString() ?? null,
    state,
    message: M.state[state],
  };
}

/** A card as staff see it beside a customer or an order. */
export function presentStaffGiftCard(card: GiftCardView): StaffGiftCardAnswer {
  return {
    ...presentGiftCard(card),
    last4: card.codeLast4,
    orderId: card.orderId,
    recipientName: card.recipientName,
    recipientEmail: card.recipientEmail,
    sendAt: card.sendAt.toISOString(),
    sentAt: card.sentAt?.toISOString() ?? null,
    ownerId: card.ownerId,
    issuedBy: card.issuedBy,
  };
}
