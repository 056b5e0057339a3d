import { describe, expect, it } from 'vitest';
import { compactAccount, groupedAccount } from './bank-account.ts';

describe('a bank account as shown and copied', () => {
  it('groups an IBAN in fours however it was typed, and copies it without spaces', () => {
    expect(groupedAccount('DE89370400440532013000')).toBe('DE89 3704 0044 0532 0130 00');
    expect(groupedAccount('gb29 nwbk 6016 1331 9268 19')).toBe('GB29 NWBK 6016 1331 9268 19');
    expect(compactAccount('GB29 NWBK 6016 1331 9268 19')).toBe('GB29NWBK60161331926819');
  });

  it('leaves any other account number as typed', () => {
    expect(groupedAccount(' 000123456789 ')).toBe('000123456789');
    expect(compactAccount('12-34-56 1234 5678')).toBe('12-34-56 1234 5678');
  });
});
