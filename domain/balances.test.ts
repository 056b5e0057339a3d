import { describe, expect, it } from 'vitest';
import { addsToBalance, balanceOf, balanceRefusal, formatGiftCardCode, normaliseGiftCardCode } from './balances.ts';

const usd = (minor: number) => `$${(minor / 100).toFixed(2)}`;

describe('balances', () => {
  it('adds what is issued or refunded and takes what is spent or voided', () => {
    expect(['issued', 'refunded', 'spent', 'voided'].map((k) => addsToBalance(k as never))).toEqual([true, true, false, false]);
    expect(
      balanceOf([
        { kind: 'issued', amountMinor: 5000 },
        { kind: 'spent', amountMinor: 1200 },
        { kind: 'refunded', amountMinor: 200 },
        { kind: 'voided', amountMinor: 1000 },
      ]),
    ).toBe(3000);
  });

  it('refuses to go below zero, and amounts that are not positive whole cents', () => {
    expect(balanceRefusal(1000, { kind: 'spent', amountMinor: 1000 }, usd)).toBeNull();
    expect(balanceRefusal(1000, { kind: 'spent', amountMinor: 1001 }, usd)).toBe('Only $10.00 is left.');
    expect(balanceRefusal(0, { kind: 'issued', amountMinor: 0 }, usd)).toMatch(/positive whole number/);
    expect(balanceRefusal(0, { kind: 'issued', amountMinor: 1.5 }, usd)).toMatch(/positive whole number/);
  });

  it('reads a code however it is typed, and prints it in four groups', () => {
    expect(normaliseGiftCardCode(' abcd-efgh jkmn-pqrs ')).toBe('ABCDEFGHJKMNPQRS');
    expect(normaliseGiftCardCode('ABCD-EFGH-JKMN-PQR0')).toBe('');
    expect(normaliseGiftCardCode('ABCD')).toBe('');
    expect(formatGiftCardCode('ABCDEFGHJKMNPQRS')).toBe('ABCD-EFGH-JKMN-PQRS');
  });
});
