import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GIFT_WRAP_FEE_MINOR } from './line.ts';
import type { DiscountOffer } from './discounts.ts';
import { percentOfMinor } from './money.ts';
import { orderTotals } from './pricing.ts';

const percent = (value: number): DiscountOffer[] => [{ id: 1, name: 'WELCOME10', code: 'WELCOME10', kind: 'percent', value, productIds: [], categoryIds: [] }];

describe('orderTotals', () => {
  const lines = [
    { priceMinor: 8900, quantity: 2, giftWrap: false },
    { priceMinor: 34950, quantity: 1, giftWrap: true },
  ];

  it('adds lines, gift wrap and shipping', () => {
    expect(orderTotals({ lines, shippingMinor: 1999 })).toEqual({
      subtotalMinor: 52750,
      giftWrapMinor: GIFT_WRAP_FEE_MINOR,
      shippingMinor: 1999,
      discountMinor: 0,
      totalMinor: 52750 + GIFT_WRAP_FEE_MINOR + 1999,
      itemCount: 3,
      discounts: [],
      tax: { lines: [], taxMinor: 0, addedMinor: 0, included: false },
    });
  });

  it('charges gift wrap per wrapped piece', () => {
    const totals = orderTotals({ lines: [{ priceMinor: 1000, quantity: 3, giftWrap: true }], shippingMinor: 0 });
    expect(totals.giftWrapMinor).toBe(3 * GIFT_WRAP_FEE_MINOR);
    expect(totals.totalMinor).toBe(3000 + 3 * GIFT_WRAP_FEE_MINOR);
  });

  it('takes the discount off the subtotal only, not off shipping or wrapping', () => {
    const totals = orderTotals({ lines, shippingMinor: 999, discounts: percent(10) });
    expect(totals.discountMinor).toBe(5275);
    expect(totals.totalMinor).toBe(52750 + GIFT_WRAP_FEE_MINOR + 999 - 5275);
  });

  it('rounds the discount to the nearest minor unit', () => {
    expect(orderTotals({ lines: [{ priceMinor: 1995, quantity: 1, giftWrap: false }], shippingMinor: 0, discounts: percent(10) }).discountMinor).toBe(200);
    expect(orderTotals({ lines: [{ priceMinor: 1994, quantity: 1, giftWrap: false }], shippingMinor: 0, discounts: percent(10) }).discountMinor).toBe(199);
    expect(percentOfMinor(1234, 15)).toBe(185);
  });

  it('keeps every figure a whole number of minor units', () => {
    const totals = orderTotals({ lines: [{ priceMinor: 3333, quantity: 7, giftWrap: true }], shippingMinor: 1999, discounts: percent(10) });
    for (const value of Object.values(totals).filter((v) => typeof v === 'number')) expect(Number.isInteger(value)).toBe(true);
  });

  it('never discounts more than the subtotal', () => {
    expect(orderTotals({ lines: [{ priceMinor: 500, quantity: 1, giftWrap: false }], shippingMinor: 999, discounts: percent(150) }).totalMinor).toBe(999);
  });

  it('prices an empty list as shipping alone', () => {
    expect(orderTotals({ lines: [], shippingMinor: 999 })).toMatchObject({ subtotalMinor: 0, totalMinor: 999, itemCount: 0 });
  });
});

describe('orderTotals with tax', () => {
  const ring = { priceMinor: 11_900, quantity: 1, giftWrap: false };
  const vat = { name: 'VAT', rateBasisPoints: 1900, taxShipping: true, included: true };
  const oregon = { name: 'Sales tax', rateBasisPoints: 725, taxShipping: false, included: false };

  it('keeps the price shown when prices include tax, the tax inside it', () => {
    const totals = orderTotals({ lines: [ring], shippingMinor: 1999, tax: { rates: [vat], pricesIncludeTax: true } });
    expect(totals.totalMinor).toBe(11_900 + 1999);
    expect(totals.tax).toMatchObject({ taxMinor: 1900 + 319, addedMinor: 0 });
  });

  it('adds tax to prices without it, on what is left after the discount', () => {
    const totals = orderTotals({ lines: [ring], shippingMinor: 999, discounts: percent(10), tax: { rates: [oregon], pricesIncludeTax: false } });
    // 119.00 less 11.90 is 107.10; 7.25 % of it is 7.76475 → 7.76; shipping untaxed.
    expect(totals.tax.lines).toEqual([{ name: 'Sales tax', rateBasisPoints: 725, baseMinor: 10_710, amountMinor: 776 }]);
    expect(totals.totalMinor).toBe(11_900 - 1190 + 999 + 776);
  });

  it('for any cart, offers and rates: total = lines + wrap + shipping − discounts (+ tax when added), never below zero, tax lines adding up', () => {
    const line = fc.record({
      priceMinor: fc.integer({ min: 0, max: 500_000 }),
      quantity: fc.integer({ min: 1, max: 20 }),
      giftWrap: fc.boolean(),
      productId: fc.integer({ min: 1, max: 5 }),
      categoryIds: fc.array(fc.integer({ min: 1, max: 3 }), { maxLength: 2 }),
    });
    const offer = fc
      .record({
        id: fc.integer({ min: 1, max: 100 }),
        name: fc.constant('Offer'),
        code: fc.constantFrom(null, 'CODE'),
        kind: fc.constantFrom('percent' as const, 'fixed' as const, 'free_shipping' as const),
        value: fc.integer({ min: 1, max: 100_000 }),
        productIds: fc.array(fc.integer({ min: 1, max: 5 }), { maxLength: 2 }),
        categoryIds: fc.array(fc.integer({ min: 1, max: 3 }), { maxLength: 2 }),
      })
      .map((o) => (o.kind === 'percent' ? { ...o, value: Math.min(o.value, 100) } : o));
    const rate = fc.record({
      name: fc.constantFrom('VAT', 'GST', 'PST'),
      rateBasisPoints: fc.integer({ min: 0, max: 10_000 }),
      taxShipping: fc.boolean(),
      included: fc.boolean(),
    });
    fc.assert(
      fc.property(
        fc.array(line, { maxLength: 6 }),
        fc.array(offer, { maxLength: 2 }),
        fc.integer({ min: 0, max: 5_000 }),
        fc.option(fc.integer({ min: 1, max: 1_000_000 }), { nil: null }),
        fc.array(rate, { maxLength: 2 }),
        fc.boolean(),
        (lines, offers, shippingMinor, freeAbove, rates, pricesIncludeTax) => {
          const totals = orderTotals({ lines, shippingMinor, discounts: offers, shippingFreeAboveMinor: freeAbove, tax: { rates, pricesIncludeTax } });
          const added = pricesIncludeTax ? 0 : totals.tax.taxMinor;
          expect(totals.totalMinor).toBe(totals.subtotalMinor + totals.giftWrapMinor + totals.shippingMinor - totals.discountMinor + added);
          expect(totals.totalMinor).toBeGreaterThanOrEqual(0);
          expect(totals.discountMinor).toBeLessThanOrEqual(totals.subtotalMinor);
          expect(totals.tax.taxMinor).toBe(totals.tax.lines.reduce((sum, taxLine) => sum + taxLine.amountMinor, 0));
          if (pricesIncludeTax) expect(totals.tax.taxMinor).toBeLessThanOrEqual(totals.totalMinor);
        },
      ),
    );
  });
});

describe('orderTotals with a gift card line', () => {
  const ring = { priceMinor: 11_900, quantity: 1, giftWrap: false };
  const card = { priceMinor: 5000, quantity: 1, giftWrap: false, giftCard: { amountMinor: 5000 } };
  const oregon = { name: 'Sales tax', rateBasisPoints: 725, taxShipping: false, included: false };
  const vat = { name: 'VAT', rateBasisPoints: 1900, taxShipping: true, included: true };

  it('costs the card’s amount with no discount and no tax, the ring taxed and discounted as ever', () => {
    const totals = orderTotals({ lines: [ring, card], shippingMinor: 999, discounts: percent(10), tax: { rates: [oregon], pricesIncludeTax: false } });
    expect(totals.discountMinor).toBe(1190);
    expect(totals.tax.lines).toEqual([{ name: 'Sales tax', rateBasisPoints: 725, baseMinor: 10_710, amountMinor: 776 }]);
    expect(totals.totalMinor).toBe(11_900 - 1190 + 5000 + 999 + 776);
  });

  it('carries no tax inside a card’s price where prices include tax', () => {
    const totals = orderTotals({ lines: [card], shippingMinor: 999, tax: { rates: [vat], pricesIncludeTax: true } });
    expect(totals.tax.taxMinor).toBe(0);
    expect(totals.totalMinor).toBe(5000);
  });

  it('charges no shipping for gift cards alone, and does not count a card towards free shipping', () => {
    expect(orderTotals({ lines: [card, card], shippingMinor: 999 })).toMatchObject({ shippingMinor: 0, totalMinor: 10_000 });
    expect(orderTotals({ lines: [ring, card], shippingMinor: 999, shippingFreeAboveMinor: 15_000 }).shippingMinor).toBe(999);
    expect(orderTotals({ lines: [{ ...ring, priceMinor: 15_000 }, card], shippingMinor: 999, shippingFreeAboveMinor: 15_000 }).shippingMinor).toBe(0);
  });
});
