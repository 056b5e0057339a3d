import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GIFT_WRAP_FEE_MINOR } from './line.ts';
import {
  displayPrice,
  giftWrapFeeMinor,
  includedByDefault,
  NO_PRICE_VIEW,
  priceTaxNote,
  priceViewOf,
  shownLine,
  shownPriceMinor,
  typedAtLeast,
  typedAtMost,
  type PriceView,
} from './price-view.ts';
import type { TaxRate } from './tax.ts';

const germanVat: TaxRate = { name: 'VAT', rateBasisPoints: 1900, taxShipping: true, included: true };
const frenchVat: TaxRate = { name: 'VAT', rateBasisPoints: 2000, taxShipping: true, included: true };
const oregon: TaxRate = { name: 'Oregon sales tax', rateBasisPoints: 725, taxShipping: false, included: false };

const typedNet = { pricesIncludeTax: false, keepGross: true };
const typedGross = { pricesIncludeTax: true, keepGross: true };
const typedGrossRecomputed = { pricesIncludeTax: true, keepGross: false };

describe('the shopper’s price by place (decision record 036)', () => {
  it('prices typed without tax: Berlin sees 1.19 × net, Portland the net plus tax, a place without rates the net', () => {
    const berlin = priceViewOf({ rates: [germanVat], homeRates: [], settings: typedNet });
    const portland = priceViewOf({ rates: [], stateRates: [oregon], homeRates: [], settings: typedNet });
    expect(shownPriceMinor(21_344, berlin)).toBe(25_399);
    expect(priceTaxNote(berlin)).toBe('incl. VAT');
    expect(shownPriceMinor(21_344, portland)).toBe(21_344);
    expect(priceTaxNote(portland)).toBe('plus tax');
    expect(priceTaxNote(priceViewOf({ rates: [], homeRates: [], settings: typedNet }))).toBe('');
  });

  it('prices typed with German VAT (a German shop): Berlin pays the typed price, Portland the net plus Oregon’s tax', () => {
    const berlin = priceViewOf({ rates: [germanVat], homeRates: [germanVat], settings: typedGross });
    const portland = priceViewOf({ rates: [oregon], homeRates: [germanVat], settings: typedGross });
    expect(shownPriceMinor(25_399, berlin)).toBe(25_399);
    expect(shownPriceMinor(25_399, portland)).toBe(21_344);
    expect(priceTaxNote(portland)).toBe('plus tax');
  });

  it('one gross price in every included place, or net plus each place’s rate: the owner’s choice', () => {
    const paris = (settings: typeof typedGross) => priceViewOf({ rates: [frenchVat], homeRates: [germanVat], settings });
    expect(shownPriceMinor(11_900, paris(typedGross))).toBe(11_900);
    expect(shownPriceMinor(11_900, paris(typedGrossRecomputed))).toBe(12_000);
  });

  it('shipping counts only the rates that tax shipping, on both sides', () => {
    const view = priceViewOf({ rates: [germanVat, oregon], homeRates: [], settings: typedNet, forShipping: true });
    expect(view.placeBasisPoints).toBe(1900);
  });

  it('a place shows tax included only when every rate there says so', () => {
    expect(priceViewOf({ rates: [germanVat, oregon], homeRates: [], settings: typedNet }).included).toBe(false);
  });

  it('defaults by region: the US and Canada show prices without tax, Europe, Australia and Japan with it', () => {
    expect(['US', 'CA', 'us'].map(includedByDefault)).toEqual([false, false, false]);
    expect(['DE', 'GB', 'AU', 'NZ', 'CH', 'NO', 'JP'].every(includedByDefault)).toBe(true);
  });

  const views = fc.record<PriceView>({
    placeBasisPoints: fc.integer({ min: 0, max: 10_000 }),
    included: fc.boolean(),
    typedBasisPoints: fc.integer({ min: 0, max: 10_000 }),
    keepGross: fc.boolean(),
    taxName: fc.constant('VAT'),
    addsTax: fc.boolean(),
  });

  it('never decreases with the typed price (sorting by it keeps its order)', () => {
    fc.assert(
      fc.property(views, fc.nat(10_000_000), fc.nat(10_000_000), (view, a, b) => (a <= b ? shownPriceMinor(a, view) <= shownPriceMinor(b, view) : true)),
    );
  });

  it('a filter’s bounds in shown prices are typed bounds: shown ≥ min exactly when typed ≥ typedAtLeast(min)', () => {
    fc.assert(
      fc.property(views, fc.nat(1_000_000), fc.nat(1_000_000), (view, shownBound, typed) => {
        expect(shownPriceMinor(typed, view) >= shownBound).toBe(typed >= typedAtLeast(shownBound, view));
        expect(shownPriceMinor(typed, view) <= shownBound).toBe(typed <= typedAtMost(shownBound, view));
      }),
    );
  });

  it('without tax anywhere a price is shown as typed', () => {
    fc.assert(fc.property(fc.nat(10_000_000), (typed) => shownPriceMinor(typed, NO_PRICE_VIEW) === typed));
  });
});

describe('a cart line in the shopper’s place', () => {
  it('turns the piece’s price and its gift wrap by the same rule: Berlin pays both with VAT inside, Portland both as typed', () => {
    const berlin = priceViewOf({ rates: [germanVat], homeRates: [], settings: typedNet });
    const portland = priceViewOf({ rates: [], stateRates: [oregon], homeRates: [], settings: typedNet });
    expect(giftWrapFeeMinor(berlin)).toBe(Math.round((GIFT_WRAP_FEE_MINOR * 11_900) / 10_000));
    expect(giftWrapFeeMinor(portland)).toBe(GIFT_WRAP_FEE_MINOR);
    const line = { priceMinor: 21_344, quantity: 2, giftWrap: true, title: 'Ring' };
    expect(shownLine(line, berlin)).toEqual({ ...line, priceMinor: 25_399, giftWrapMinor: 2 * giftWrapFeeMinor(berlin) });
    expect(shownLine({ ...line, giftWrap: false }, berlin).giftWrapMinor).toBe(0);
    expect(shownLine(line, portland)).toEqual({ ...line, giftWrapMinor: 2 * GIFT_WRAP_FEE_MINOR });
  });
});

describe('displayPrice', () => {
  it('takes the promotion off the price in the place, as checkout takes it off a line of one piece', () => {
    const berlin = priceViewOf({ rates: [germanVat], homeRates: [], settings: typedNet });
    expect(displayPrice(10_000, berlin, { name: 'Weekend ring sale', percent: 20 })).toEqual({
      amountMinor: 9520,
      beforePromotionMinor: 11_900,
      promotion: 'Weekend ring sale',
      taxNote: 'incl. VAT',
    });
    expect(displayPrice(10_000, NO_PRICE_VIEW)).toEqual({ amountMinor: 10_000, beforePromotionMinor: null, promotion: null, taxNote: '' });
  });
});
