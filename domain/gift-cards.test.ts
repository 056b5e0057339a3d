import { describe, expect, it } from 'vitest';
import { DEFAULT_GIFT_CARD_AMOUNTS, giftCardAmountRefusal, isOfferedGiftCardAmount } from './gift-cards.ts';

const fixedOnly = { amountsMinor: [3000], customAllowed: false, customMinMinor: 1000, customMaxMinor: 5000 };

describe('the owner’s gift card amounts', () => {
  it('offer the fixed amounts, and an own amount in the range only when allowed', () => {
    for (const amount of [2500, 20000, 1000, 100000, 4321]) expect(isOfferedGiftCardAmount(DEFAULT_GIFT_CARD_AMOUNTS, amount), String(amount)).toBe(true);
    for (const amount of [999, 100001]) expect(isOfferedGiftCardAmount(DEFAULT_GIFT_CARD_AMOUNTS, amount), String(amount)).toBe(false);
    expect(isOfferedGiftCardAmount(fixedOnly, 3000)).toBe(true);
    expect(isOfferedGiftCardAmount(fixedOnly, 2000)).toBe(false);
  });

  it('name what is offered when an amount is not', () => {
    expect(giftCardAmountRefusal(DEFAULT_GIFT_CARD_AMOUNTS, 'USD')).toBe(
      'This gift card amount is not offered. Choose $25.00, $50.00, $100.00 or $200.00, or any amount from $10.00 to $1,000.00.',
    );
    expect(giftCardAmountRefusal(fixedOnly, 'USD')).toBe('This gift card amount is not offered. Choose $30.00.');
  });
});
