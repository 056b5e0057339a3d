import { describe, expect, it } from 'vitest';
import { CARD_HOLD_WORDS } from './payment-hold.ts';

describe('a card order awaiting payment', () => {
  it('tells the shopper how long the pieces are held, the figure the hosted page is opened for', () => {
    expect(CARD_HOLD_WORDS).toBe(
      'We hold your pieces for 30 minutes from the moment Stripe’s payment page opens; unpaid by then, the order is cancelled. Pay on Stripe’s secure page to complete it.',
    );
  });
});
