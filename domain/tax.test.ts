import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatRate, orderTax, storedTax, taxTerm, type TaxRate } from './tax.ts';

const vat: TaxRate = { name: 'VAT', rateBasisPoints: 1900, taxShipping: true };
const oregon: TaxRate = { name: 'Sales tax', rateBasisPoints: 725, taxShipping: false };
const gst: TaxRate = { name: 'GST', rateBasisPoints: 500, taxShipping: true };
const pst: TaxRate = { name: 'PST', rateBasisPoints: 700, taxShipping: false };

describe('orderTax', () => {
  it('carries VAT inside prices that include it: 119.00 holds 19.00', () => {
    const tax = orderTax({ lineAmounts: [11_900], shippingMinor: 0, rates: [vat], pricesIncludeTax: true });
    expect(tax).toEqual({
      lines: [{ name: 'VAT', rateBasisPoints: 1900, baseMinor: 10_000, amountMinor: 1900 }],
      taxMinor: 1900,
      addedMinor: 0,
      included: true,
    });
  });

  it('adds sales tax to prices without it, shipping untaxed when the rate says so', () => {
    const tax = orderTax({ lineAmounts: [10_000, 2_999], shippingMinor: 999, rates: [oregon], pricesIncludeTax: false });
    // 725 + 217.4275 → 217: each line rounded on its own.
    expect(tax.lines).toEqual([{ name: 'Sales tax', rateBasisPoints: 725, baseMinor: 12_999, amountMinor: 725 + 217 }]);
    expect(tax.addedMinor).toBe(942);
  });

  it('rounds each line on its own, halves up', () => {
    // 10 × 5% = 0.5 → 1 per line, so two lines carry 2 (not round(1.0) of the sum).
    expect(orderTax({ lineAmounts: [10, 10], shippingMinor: 0, rates: [gst], pricesIncludeTax: false }).taxMinor).toBe(2);
    expect(orderTax({ lineAmounts: [9], shippingMinor: 0, rates: [gst], pricesIncludeTax: false }).taxMinor).toBe(0);
  });

  it('applies a country’s rate and a province’s on top, each its own line', () => {
    const tax = orderTax({ lineAmounts: [10_000], shippingMinor: 2_000, rates: [gst, pst], pricesIncludeTax: false });
    expect(tax.lines).toEqual([
      { name: 'GST', rateBasisPoints: 500, baseMinor: 12_000, amountMinor: 600 },
      { name: 'PST', rateBasisPoints: 700, baseMinor: 10_000, amountMinor: 700 },
    ]);
    expect(tax.taxMinor).toBe(1300);
  });

  it('has nothing to say where there is no rate', () => {
    expect(orderTax({ lineAmounts: [5_000], shippingMinor: 999, rates: [], pricesIncludeTax: true })).toEqual({
      lines: [],
      taxMinor: 0,
      addedMinor: 0,
      included: true,
    });
  });

  it('for any amounts and rates: lines add up, tax never negative, an included tax never more than the price', () => {
    const rate = fc.record({ name: fc.constantFrom('A', 'B', 'C'), rateBasisPoints: fc.integer({ min: 0, max: 10_000 }), taxShipping: fc.boolean() });
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 10_000_000 }), { maxLength: 12 }),
        fc.integer({ min: 0, max: 100_000 }),
        fc.array(rate, { maxLength: 3 }),
        fc.boolean(),
        (lineAmounts, shippingMinor, rates, pricesIncludeTax) => {
          const tax = orderTax({ lineAmounts, shippingMinor, rates, pricesIncludeTax });
          expect(tax.taxMinor).toBe(tax.lines.reduce((sum, line) => sum + line.amountMinor, 0));
          expect(tax.addedMinor).toBe(pricesIncludeTax ? 0 : tax.taxMinor);
          for (const line of tax.lines) {
            expect(line.amountMinor).toBeGreaterThanOrEqual(0);
            expect(line.baseMinor).toBeGreaterThanOrEqual(0);
            // Within half a minor unit per taxed amount of the exact figure.
            const exact = (line.baseMinor * line.rateBasisPoints) / 10_000;
            expect(Math.abs(line.amountMinor - exact)).toBeLessThanOrEqual((lineAmounts.length + 1) * (pricesIncludeTax ? 2 : 0.5));
          }
          const gross = lineAmounts.reduce((sum, amount) => sum + amount, 0) + shippingMinor;
          if (pricesIncludeTax) expect(tax.taxMinor).toBeLessThanOrEqual(gross);
        },
      ),
    );
  });
});

describe('formatRate', () => {
  it('writes a rate as people do', () => {
    expect([formatRate(1900), formatRate(725), formatRate(500), formatRate(1250), formatRate(1000)]).toEqual(['19%', '7.25%', '5%', '12.5%', '10%']);
  });
});

describe('taxTerm', () => {
  it('names a tax line with its rate, and says "Includes" where the prices carry it', () => {
    expect(taxTerm({ name: 'Oregon sales tax', rateBasisPoints: 725 }, false)).toBe('Oregon sales tax 7.25%');
    expect(taxTerm({ name: 'VAT', rateBasisPoints: 1900 }, true)).toBe('Includes VAT 19%');
  });
});

describe('storedTax', () => {
  it('reads an order’s stored lines back: their sum, added to the total or not', () => {
    const lines = [
      { name: 'GST', rateBasisPoints: 500, baseMinor: 10_000, amountMinor: 500 },
      { name: 'PST', rateBasisPoints: 700, baseMinor: 10_000, amountMinor: 700 },
    ];
    expect(storedTax(lines, false)).toEqual({ lines, taxMinor: 1200, addedMinor: 1200, included: false });
    expect(storedTax(lines, true)).toMatchObject({ taxMinor: 1200, addedMinor: 0, included: true });
  });
});
