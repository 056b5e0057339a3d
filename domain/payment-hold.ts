/**
 * How long a card order is held for its payment, and what the shopper reads of it: a module of
 * its own, so the words reach only the order page's scripts, not every page's (domain/payment.ts
 * is in the shell's).
 */

/**
 * How long an order waits for its card payment: its provider's hosted page stays open this long
 * (Stripe asks at least 30 minutes), and an order whose page expires unpaid is cancelled and its
 * pieces released. The page opening it (payments/hosted.ts) and the words a shopper reads both
 * take this figure.
 */
export const CARD_PAGE_MINUTES = 30;

/** What a shopper whose card order awaits payment reads above PAY NOW. */
export const CARD_HOLD_WORDS = `We hold your pieces for ${CARD_PAGE_MINUTES} minutes from the moment Stripe’s payment page opens; unpaid by then, the order is cancelled. Pay on Stripe’s secure page to complete it.`;
