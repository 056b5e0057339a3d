import { describe, expect, it } from 'vitest';
import { GIFT_WRAP_FEE_MINOR } from './line.ts';
import { orderTotals } from './pricing.ts';
import { deliveryText, formatRegionLines, parseRegionLines } from './shipping.ts';

describe('free shipping above a threshold', () => {
  const lines = (priceMinor: number, giftWrap = false) => [{ priceMinor, quantity: 1, giftWrap }];

  it('charges shipping below the threshold and none from it on', () => {
    expect(orderTotals({ lines: lines(29_999), shippingMinor: 999, shippingFreeAboveMinor: 30_000 }).shippingMinor).toBe(999);
    const free = orderTotals({ lines: lines(30_000), shippingMinor: 999, shippingFreeAboveMinor: 30_000 });
    expect(free.shippingMinor).toBe(0);
    expect(free.totalMinor).toBe(30_000);
  });

  it('counts gift wrap as goods', () => {
    const totals = orderTotals({ lines: lines(30_000 - GIFT_WRAP_FEE_MINOR, true), shippingMinor: 999, shippingFreeAboveMinor: 30_000 });
    expect(totals.shippingMinor).toBe(0);
  });

  it('counts the goods after the discount', () => {
    // 320.00 less 10 % is 288.00: below 300, so shipping is charged.
    const tenPercent = { id: 1, name: 'WELCOME10', code: 'WELCOME10', kind: 'percent' as const, value: 10, productIds: [], categoryIds: [] };
    const totals = orderTotals({ lines: lines(32_000), shippingMinor: 999, discounts: [tenPercent], shippingFreeAboveMinor: 30_000 });
    expect(totals.shippingMinor).toBe(999);
    expect(totals.totalMinor).toBe(32_000 - 3_200 + 999);
  });

  it('never makes shipping free without a threshold', () => {
    expect(orderTotals({ lines: lines(9_999_999), shippingMinor: 1999, shippingFreeAboveMinor: null }).shippingMinor).toBe(1999);
    expect(orderTotals({ lines: lines(9_999_999), shippingMinor: 1999 }).shippingMinor).toBe(1999);
  });
});

describe('deliveryText', () => {
  it('reads as the specification writes it', () => {
    expect(deliveryText(1, 2)).toBe('1 to 2 days');
    expect(deliveryText(3, 5)).toBe('3 to 5 days');
    expect(deliveryText(1, 1)).toBe('1 day');
    expect(deliveryText(4, 4)).toBe('4 days');
  });
});

describe('region lines', () => {
  it('reads a country a line, with its states after a colon', () => {
    expect(parseRegionLines('Canada\n\n United States: Alaska, Hawaii ,\r\nUK')).toEqual([
      { country: 'Canada', states: [] },
      { country: 'United States', states: ['Alaska', 'Hawaii'] },
      { country: 'UK', states: [] },
    ]);
  });

  it('writes them back the same way', () => {
    const regions = [
      { countryName: 'Canada', states: [] },
      { countryName: 'United States', states: ['Alaska', 'Hawaii'] },
    ];
    expect(formatRegionLines(regions)).toBe('Canada\nUnited States: Alaska, Hawaii');
  });
});
