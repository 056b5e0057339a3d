import { describe, expect, it } from 'vitest';
import { priceChanges, type PricedNow } from './price-changes.ts';
import { NO_TAX } from './tax.ts';

const now = (over: Partial<PricedNow> = {}): PricedNow => ({
  lines: [{ key: '41|Gold', name: 'Rose Ring', priceMinor: 12_000 }],
  shipping: { name: 'Regular', priceMinor: 999 },
  discounts: [],
  tax: NO_TAX,
  ...over,
});
const shown = { linePrices: new Map([['41|Gold', 12_000]]), shippingMinor: 999, discounts: [], taxMinor: 0 };

describe('priceChanges', () => {
  it('finds nothing when the order is priced as the quote showed, and compares nothing a client left out', () => {
    expect(priceChanges(shown, now())).toEqual([]);
    expect(priceChanges({ linePrices: new Map() }, now({ shipping: { name: 'Regular', priceMinor: 0 }, tax: { lines: [], taxMinor: 500 } }))).toEqual([]);
  });

  it('names each part that moved: the line, shipping, each discount gained, changed or lost (a code by its code), the tax', () => {
    const quoted = {
      ...shown,
      discounts: [
        { name: 'Weekend sale', code: null, amountMinor: 2_000 },
        { name: 'Welcome', code: 'WELCOME10', amountMinor: 1_000 },
      ],
    };
    const changes = priceChanges(
      quoted,
      now({
        lines: [{ key: '41|Gold', name: 'Rose Ring', priceMinor: 13_000 }],
        shipping: { name: 'Regular', priceMinor: 0 },
        discounts: [
          { name: 'Spring sale', code: null, amountMinor: 1_500 },
          { name: 'Welcome back', code: 'WELCOME10', amountMinor: 1_100 },
        ],
        tax: {
          lines: [
            { name: 'GST', rateBasisPoints: 500, baseMinor: 0, amountMinor: 600 },
            { name: 'PST', rateBasisPoints: 700, baseMinor: 0, amountMinor: 840 },
          ],
          taxMinor: 1_440,
        },
      }),
    );
    expect(changes).toEqual([
      { part: 'line', name: 'Rose Ring', wasMinor: 12_000, nowMinor: 13_000 },
      { part: 'shipping', name: 'Regular', wasMinor: 999, nowMinor: 0 },
      { part: 'discount', name: 'Weekend sale', wasMinor: 2_000, nowMinor: null },
      { part: 'discount', name: 'Spring sale', wasMinor: null, nowMinor: 1_500 },
      { part: 'discount', name: 'Welcome back (WELCOME10)', wasMinor: 1_000, nowMinor: 1_100 },
      { part: 'tax', name: 'GST and PST', wasMinor: 0, nowMinor: 1_440 },
    ]);
  });
});
