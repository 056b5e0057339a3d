import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { creditedTax, formatRate, NO_TAX, orderTax, storedTax, taxTerm, taxNumberTerm, type TaxRate } from './tax.ts';

const vat: TaxRate = { name: 'VAT', rateBasisPoints: 1900, taxShipping: true, included: true };
const oregon: TaxRate = { name: 'Sales tax', rateBasisPoints: 725, taxShipping: false, included: false };
const gst: TaxRate = { name: 'GST', rateBasisPoints: 500, taxShipping: true, included: false };
const pst: TaxRate = { name: 'PST', rateBasisPoints: 700, taxShipping: false, included: false };

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
    const rate = fc.record({
      name: fc.constantFrom('A', 'B', 'C'),
      rateBasisPoints: fc.integer({ min: 0, max: 10_000 }),
      taxShipping: fc.boolean(),
      included: fc.boolean(),
    });
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

describe('creditedTax', () => {
  const german = orderTax({ lineAmounts: [11_900], shippingMinor: 999, rates: [vat], pricesIncludeTax: true });
  const canadian = orderTax({ lineAmounts: [10_000, 3_333], shippingMinor: 2_000, rates: [gst, pst], pricesIncludeTax: false });
  const canadianTotal = 10_000 + 3_333 + 2_000 + canadian.addedMinor;

  it('gives back the order’s tax lines when the whole total is refunded', () => {
    expect(creditedTax(german, 12_899, 0, 12_899)).toEqual(german.lines);
    expect(creditedTax(canadian, canadianTotal, 0, canadianTotal)).toEqual(canadian.lines);
  });

  it('states the tax inside a partial refund per rate, in proportion, to the nearest minor unit', () => {
    // The order: VAT 1,900 on the piece and 160 on shipping (159.5 halves up), 2,060 on 10,839.
    expect(german.lines).toEqual([{ name: 'VAT', rateBasisPoints: 1900, baseMinor: 10_839, amountMinor: 2_060 }]);
    // 6,450 of 12,899 back: 2,060 × 6,450 / 12,899 = 1,030.08 → 1,030; 10,839 × 6,450 / 12,899 = 5,419.9 → 5,420.
    expect(creditedTax(german, 12_899, 0, 6_450)).toEqual([{ name: 'VAT', rateBasisPoints: 1900, baseMinor: 5_420, amountMinor: 1_030 }]);
    // The rest of it back: the rest of the tax, so the two notes carry the order's 2,060.
    expect(creditedTax(german, 12_899, 6_450, 6_449)).toEqual([{ name: 'VAT', rateBasisPoints: 1900, baseMinor: 5_419, amountMinor: 1_030 }]);
  });

  it('is nothing for an order without tax, or of no total', () => {
    expect(creditedTax(orderTax({ lineAmounts: [5_000], shippingMinor: 0, rates: [], pricesIncludeTax: false }), 5_000, 0, 1_000)).toEqual([]);
    expect(creditedTax(german, 0, 0, 0)).toEqual([]);
    expect(creditedTax(NO_TAX, 5_000, 0, 5_000)).toEqual([]);
  });

  it('for any refunds of an order: each note’s lines add up to its tax, the notes never carry more than the order’s tax, a refund of all of it exactly its tax', () => {
    const rate = fc.record({
      name: fc.constantFrom('A', 'B', 'C'),
      rateBasisPoints: fc.integer({ min: 1, max: 10_000 }),
      taxShipping: fc.boolean(),
      included: fc.boolean(),
    });
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 1_000_000 }), { minLength: 1, maxLength: 6 }),
        fc.integer({ min: 0, max: 10_000 }),
        fc.uniqueArray(rate, { maxLength: 3, selector: (r) => r.name }),
        fc.boolean(),
        fc.array(fc.integer({ min: 1, max: 1_000 }), { minLength: 1, maxLength: 6 }),
        (lineAmounts, shippingMinor, rates, pricesIncludeTax, weights) => {
          const tax = orderTax({ lineAmounts, shippingMinor, rates, pricesIncludeTax });
          const total = lineAmounts.reduce((sum, amount) => sum + amount, 0) + shippingMinor + tax.addedMinor;
          // The total split into refunds by the weights, the last taking what is left.
          const sum = weights.reduce((a, b) => a + b, 0);
          const refunds = weights.map((weight) => Math.floor((total * weight) / sum));
          refunds[refunds.length - 1]! += total - refunds.reduce((a, b) => a + b, 0);
          const given = new Map<string, number>();
          let before = 0;
          for (const refund of refunds) {
            for (const line of creditedTax(tax, total, before, refund)) {
              expect(line.amountMinor).toBeGreaterThan(0);
              expect(line.baseMinor).toBeGreaterThanOrEqual(0);
              given.set(line.name, (given.get(line.name) ?? 0) + line.amountMinor);
              const ordered = tax.lines.find((candidate) => candidate.name === line.name)!;
              expect(given.get(line.name)).toBeLessThanOrEqual(ordered.amountMinor);
            }
            before += refund;
          }
          expect(Object.fromEntries(given)).toEqual(
            Object.fromEntries(tax.lines.filter((line) => line.amountMinor > 0).map((line) => [line.name, line.amountMinor])),
          );
        },
      ),
    );
  });
});

describe('the words of a tax line', () => {
  it('name the rate and its base, "Includes" when the prices carry the tax', () => {
    expect(taxTerm({ name: 'Oregon sales tax', rateBasisPoints: 725 }, false, '$219.99')).toBe('Oregon sales tax 7.25% on $219.99');
    expect(taxTerm({ name: 'VAT', rateBasisPoints: 1900 }, true, '€840.34')).toBe('Includes VAT 19% on €840.34');
  });

  it('call the shop’s number a VAT number where the order’s tax is VAT, a tax number otherwise', () => {
    expect(taxNumberTerm([{ name: 'VAT' }])).toBe('VAT number');
    expect(taxNumberTerm([{ name: 'Oregon sales tax' }])).toBe('Tax number');
    expect(taxNumberTerm([])).toBe('Tax number');
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
