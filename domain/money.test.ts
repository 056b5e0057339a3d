import { describe, expect, it } from 'vitest';
import { formatAmount, formatMoney, isCurrencyCode, minorUnitsPerMajor, percentOff, toMajor, toMinor } from './money.ts';

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
