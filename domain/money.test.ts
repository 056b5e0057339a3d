import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatAmount, formatMoney, isCurrencyCode, knowMoneyShape, minorUnitsPerMajor, moneyShape, percentOff, toMajor, toMinor } from './money.ts';

describe('money', () => {
  it('formats minor units in the shop currency', () => {
    expect(formatMoney(1999, 'USD')).toBe('$19.99');
    expect(formatMoney(123456, 'USD')).toBe('$1,234.56');
    expect(formatMoney(0, 'USD')).toBe('$0.00');
    expect(formatMoney(1999, 'EUR')).toBe('€19.99');
    expect(formatMoney(1999, 'JPY')).toBe('¥1,999');
  });

  it('formats an answer’s major amount exactly as its minor units', () => {
    expect(formatAmount(19.99, 'USD')).toBe('$19.99');
    expect(formatAmount(154.8, 'USD')).toBe('$154.80');
    expect(formatAmount(0.1 + 0.2, 'USD')).toBe('$0.30');
    expect(formatAmount(1999, 'JPY')).toBe('¥1,999');
    for (const minor of [1, 7, 99, 1999, 123456, 99999999]) expect(formatAmount(toMajor(minor, 'USD'), 'USD')).toBe(formatMoney(minor, 'USD'));
  });

  it('converts between major and minor units without float drift', () => {
    expect(minorUnitsPerMajor('USD')).toBe(100);
    expect(minorUnitsPerMajor('JPY')).toBe(1);
    expect(toMinor(19.99, 'USD')).toBe(1999);
    expect(toMinor(0.1 + 0.2, 'USD')).toBe(30);
    expect(toMajor(1999, 'USD')).toBe(19.99);
  });

  it('computes the saving against a compare-at price only when there is one', () => {
    expect(percentOff(7500, 10000)).toBe(25);
    expect(percentOff(8900, 9900)).toBe(10);
    expect(percentOff(10000, 10000)).toBeUndefined();
    expect(percentOff(10000, null)).toBeUndefined();
  });

  it('recognises currency codes', () => {
    expect(isCurrencyCode('USD')).toBe(true);
    expect(isCurrencyCode('usd')).toBe(false);
    expect(isCurrencyCode('XY')).toBe(false);
  });
});

describe('money written without Intl (issue 38)', () => {
  // Symbols before and after, no fraction (JPY, ISK), three places (KWD, BHD), a code with a space (CHF).
  const CURRENCIES = ['USD', 'EUR', 'GBP', 'JPY', 'INR', 'CHF', 'AUD', 'CAD', 'NZD', 'SEK', 'KWD', 'BHD', 'ISK', 'XAF', 'BRL', 'MXN', 'ZAR', 'AED'];

  it('writes every amount as Intl writes it in en-US, for currencies of every shape', () => {
    fc.assert(
      fc.property(fc.constantFrom(...CURRENCIES), fc.integer({ min: -1e12, max: 1e12 }), (currency, amountMinor) => {
        const intl = new Intl.NumberFormat('en-US', { style: 'currency', currency });
        const digits = intl.resolvedOptions().maximumFractionDigits ?? 2;
        expect(formatMoney(amountMinor, currency)).toBe(intl.format(amountMinor / 10 ** digits));
      }),
      { numRuns: 2_000 },
    );
  });

  it("takes the shape the server read, so the browser's first price builds no number format", () => {
    const shape = moneyShape('EUR');
    expect(shape).toEqual({ currency: 'EUR', prefix: '€', suffix: '', fractionDigits: 2 });
    // A shape handed over for a currency never formatted here is used as it is.
    knowMoneyShape({ currency: 'XTS', prefix: 'T ', suffix: '', fractionDigits: 2 });
    expect(formatMoney(123456, 'XTS')).toBe('T 1,234.56');
    expect(minorUnitsPerMajor('XTS')).toBe(100);
  });
});
