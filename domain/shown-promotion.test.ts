import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chooseDiscounts, discountLines, refusalOf, type DiscountRule } from './discounts.ts';
import { displayPrice, NO_PRICE_VIEW } from './price-view.ts';
import { promotionsShownNow, shownPromotionOf, shownPromotionsKey, showableOnPieces, type PromotionState } from './shown-promotion.ts';

const RINGS = 1;
const NOW = new Date('2026-12-06T12:00:00Z');
const rule = (over: Partial<DiscountRule> = {}): DiscountRule => ({
  id: 1,
  name: 'Weekend ring sale',
  code: null,
  kind: 'percent',
  value: 20,
  productIds: [],
  categoryIds: [RINGS],
  active: true,
  minSubtotalMinor: 0,
  startsAt: null,
  endsAt: null,
  usageLimit: null,
  perCustomerLimit: null,
  firstOrderOnly: false,
  ...over,
});
const state = (over: Partial<DiscountRule> = {}, usedTotal = 0): PromotionState => ({ rule: rule(over), usedTotal });
const ring = { productId: 10, categoryIds: [RINGS] };
const necklace = { productId: 20, categoryIds: [2] };
const shownOn = (states: PromotionState[], piece = ring) => shownPromotionOf(promotionsShownNow(states, NOW), piece);

describe('shownPromotionOf', () => {
  it('shows a percent promotion on the pieces of its category, by name and percent, and nothing on the others', () => {
    expect(shownOn([state()])).toEqual({ name: 'Weekend ring sale', percent: 20 });
    expect(shownOn([state()], necklace)).toBeNull();
    expect(shownOn([state({ categoryIds: [], productIds: [20] })], necklace)).toEqual({ name: 'Weekend ring sale', percent: 20 });
    expect(shownOn([state({ categoryIds: [] })], necklace)).toEqual({ name: 'Weekend ring sale', percent: 20 });
  });

  it('shows only a promotion on now for everyone: switched on, started, not ended, not used up', () => {
    expect(shownOn([state({ active: false })])).toBeNull();
    expect(shownOn([state({ startsAt: new Date('2026-12-06T12:00:01Z') })])).toBeNull();
    expect(shownOn([state({ startsAt: NOW })])).not.toBeNull();
    expect(shownOn([state({ endsAt: NOW })])).toBeNull();
    expect(shownOn([state({ endsAt: new Date('2026-12-06T12:00:01Z') })])).not.toBeNull();
    expect(shownOn([state({ usageLimit: 5 }, 5)])).toBeNull();
    expect(shownOn([state({ usageLimit: 5 }, 4)])).not.toBeNull();
  });

  it('never shows a code, a fixed amount, free shipping, or one that asks something of the cart or the shopper', () => {
    expect(shownOn([state({ code: 'RINGS20' })])).toBeNull();
    expect(shownOn([state({ kind: 'fixed', value: 2000 })])).toBeNull();
    expect(shownOn([state({ kind: 'free_shipping', value: 0 })])).toBeNull();
    expect(shownOn([state({ minSubtotalMinor: 10_000 })])).toBeNull();
    expect(shownOn([state({ firstOrderOnly: true })])).toBeNull();
    expect(shownOn([state({ perCustomerLimit: 1 })])).toBeNull();
  });

  it('shows the best: the highest percent, the older on a tie', () => {
    expect(shownOn([state({ id: 1, value: 10, name: 'Ten' }), state({ id: 2, value: 25, name: 'Quarter' })])?.name).toBe('Quarter');
    expect(shownOn([state({ id: 3, value: 20, name: 'Newer' }), state({ id: 2, value: 20, name: 'Older' })])?.name).toBe('Older');
    // The best for another piece does not hide this piece's own.
    expect(shownOn([state({ id: 1, value: 30, categoryIds: [2] }), state({ id: 2, value: 15, name: 'Rings' })])?.name).toBe('Rings');
  });
});

describe('shownPromotionsKey', () => {
  it('changes when what some piece shows may change, and not otherwise', () => {
    const key = (states: PromotionState[]) => shownPromotionsKey(promotionsShownNow(states, NOW));
    const base = key([state()]);
    expect(key([state()])).toBe(base);
    expect(key([state({ description: 'x' } as Partial<DiscountRule>)])).toBe(base);
    expect(key([state({ value: 25 })])).not.toBe(base);
    expect(key([state({ name: 'Ring week' })])).not.toBe(base);
    expect(key([state({ categoryIds: [2] })])).not.toBe(base);
    expect(key([state({ endsAt: NOW })])).not.toBe(base);
    expect(key([state({ usageLimit: 1 }, 1)])).not.toBe(base);
  });
});

const ruleArb = fc.record({
  id: fc.integer({ min: 1, max: 30 }),
  kind: fc.constantFrom('percent' as const, 'percent' as const, 'percent' as const, 'fixed' as const, 'free_shipping' as const),
  value: fc.integer({ min: 1, max: 100 }),
  productIds: fc.subarray([10, 20, 30]),
  categoryIds: fc.subarray([1, 2, 3]),
  active: fc.constantFrom(true, true, true, false),
  minSubtotalMinor: fc.constantFrom(0, 0, 5_000),
  startsAt: fc.option(
    fc.integer({ min: -3, max: 3 }).map((days) => new Date(NOW.getTime() + days * 86_400_000)),
    { nil: null },
  ),
  endsAt: fc.option(
    fc.integer({ min: -3, max: 3 }).map((days) => new Date(NOW.getTime() + days * 86_400_000)),
    { nil: null },
  ),
  usageLimit: fc.option(fc.integer({ min: 1, max: 5 }), { nil: null }),
  firstOrderOnly: fc.constantFrom(false, false, false, true),
});
const pieceArb = fc.record({
  productId: fc.constantFrom(10, 20, 30, 40),
  categoryIds: fc.subarray([1, 2, 3]),
  priceMinor: fc.integer({ min: 0, max: 500_000 }),
});

describe('a piece shows what checkout takes off it', () => {
  it('for a cart of that one piece, any promotions: the shown price is the price less what chooseDiscounts takes off', () => {
    fc.assert(
      fc.property(fc.uniqueArray(ruleArb, { selector: (r) => r.id, minLength: 1, maxLength: 6 }), fc.nat(5), pieceArb, (generated, used, piece) => {
        const states = generated.map((over) => state({ ...over, name: `P${over.id}` }, used));
        const shown = shownPromotionOf(promotionsShownNow(states, NOW), piece);
        // The checkout's side: promotions open to this shopper, without shipping, a cart of the one piece.
        const open = states
          .filter((s) => refusalOf(s.rule, { now: NOW, usedTotal: s.usedTotal, usedByCustomer: 0, hasOrdered: false }) === null)
          .filter((s) => showableOnPieces(s.rule))
          .map((s) => s.rule);
        const line = { ...piece, quantity: 1 };
        const offers = chooseDiscounts({ lines: [line], shippingMinor: 0, automatic: open, code: null });
        const taken = discountLines([line], offers).discounts.reduce((sum, d) => sum + d.amountMinor, 0);
        expect(displayPrice(piece.priceMinor, NO_PRICE_VIEW, shown).amountMinor).toBe(piece.priceMinor - taken);
      }),
      { numRuns: 1_000 },
    );
  });
});
