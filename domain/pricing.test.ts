import { describe, expect, it } from 'vitest';
import { GIFT_WRAP_FEE_MINOR } from './line.ts';
import { percentOfMinor, type DiscountOffer } from './discounts.ts';
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
