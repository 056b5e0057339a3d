import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ADDRESS_MESSAGES as M, readAddress, regionState } from './addresses.ts';
import { isPostalCode, needsPostalCode, postalCodeLabel } from './postal-codes.ts';
import { hasStates, knownState, stateLabel, statesOf } from './regions.ts';

describe('readAddress', () => {
  it('reads the country by code or by name in English or its own language, into one place', () => {
    const berlin = { place: { country: 'DE', countryName: 'Germany', state: '' }, issues: [] };
    expect(readAddress({ country: 'DE', zip: '10117' })).toEqual(berlin);
    expect(readAddress({ country: 'Deutschland', state: '', zip: '10117' })).toEqual(berlin);
    expect(readAddress({ country: 'United States', state: 'or', zip: '97201' })).toEqual({
      place: { country: 'US', countryName: 'United States', state: 'Oregon' },
      issues: [],
    });
    expect(readAddress({ country: '日本', state: 'Tokyo', zip: '100-0001' }).place).toEqual({ country: 'JP', countryName: 'Japan', state: 'Tokyo' });
  });

  it('names the field it cannot read', () => {
    expect(readAddress({ country: 'Narnia' }).issues).toEqual([{ field: 'country', message: M.unknownCountry('Narnia') }]);
    expect(readAddress({ country: ' ' }).issues).toEqual([{ field: 'country', message: M.countryRequired }]);
    expect(readAddress({ country: 'US', state: '', zip: '97201' }).issues).toEqual([{ field: 'state', message: 'State is required' }]);
    expect(readAddress({ country: 'CA', state: 'Atlantis', zip: 'M5H 2N2' }).issues).toEqual([
      { field: 'state', message: M.unknownState('Province', 'Atlantis', 'Canada') },
    ]);
    expect(readAddress({ country: 'US', state: 'OR', zip: '' }).issues).toEqual([{ field: 'zip', message: 'ZIP code is required' }]);
    expect(readAddress({ country: 'GB', zip: '12345' }).issues).toEqual([
      { field: 'zip', message: M.postalCodeInvalid('Postcode', 'United Kingdom', 'SW1Y 4JH') },
    ]);
  });

  it('asks no state where the country has no list, and keeps one sent by an older client as written', () => {
    expect(readAddress({ country: 'Germany', state: 'Berlin', zip: '10117' })).toEqual({
      place: { country: 'DE', countryName: 'Germany', state: 'Berlin' },
      issues: [],
    });
  });

  it('takes a place alone (a quote’s) without state or postal code, and checks what it gives', () => {
    expect(readAddress({ country: 'US', state: '' }, false)).toEqual({ place: { country: 'US', countryName: 'United States', state: '' }, issues: [] });
    expect(readAddress({ country: 'US', state: 'Atlantis' }, false).issues.map((issue) => issue.field)).toEqual(['state']);
    expect(readAddress({ country: 'HK', zip: '' }).issues).toEqual([]);
  });
});

describe('regionState: the states a zone or a tax rate may name', () => {
  it('takes one of the country’s list by code or name, and refuses any other', () => {
    expect(regionState('US', 'or')).toEqual({ state: 'Oregon' });
    expect(regionState('US', '')).toEqual({ state: '' });
    expect(regionState('US', 'Atlantis')).toEqual({ message: M.unknownState('State', 'Atlantis', 'United States') });
    expect(regionState('DE', 'Bavaria')).toEqual({ message: M.noStates('Germany') });
  });
});

describe('states', () => {
  it('lists states only where addresses name one, each read back from its code and name', () => {
    expect(hasStates('US') && hasStates('CA') && hasStates('AU') && hasStates('JP')).toBe(true);
    expect(hasStates('DE') || hasStates('GB')).toBe(false);
    expect(statesOf('DE')).toEqual([]);
    expect(stateLabel('CA')).toBe('Province');
    expect(stateLabel('US')).toBe('State');
    for (const country of ['US', 'CA', 'AU', 'IN', 'MX', 'BR', 'JP'])
      for (const { code, name } of statesOf(country)) {
        expect(knownState(country, code.toLowerCase())).toBe(name);
        expect(knownState(country, ` ${name.toUpperCase()} `)).toBe(name);
      }
  });
});

describe('postal codes', () => {
  it('labels the field as the country does', () => {
    expect(postalCodeLabel('US')).toBe('ZIP code');
    expect(['GB', 'AU', 'NL', 'DE'].map(postalCodeLabel)).toEqual(['Postcode', 'Postcode', 'Postcode', 'Postcode']);
    expect(postalCodeLabel('CA')).toBe('Postal code');
    expect(postalCodeLabel('FR')).toBe('Postal code');
    expect(needsPostalCode('HK')).toBe(false);
  });

  it('takes each country’s shapes and refuses others', () => {
    const valid: Array<[string, string]> = [
      ['US', '97201'], ['US', '97201-1234'], ['CA', 'M5H 2N2'], ['CA', 'm5h2n2'], ['GB', 'SW1Y 4JH'], ['GB', 'EC1A 1BB'], ['GB', 'M1 1AE'],
      ['DE', '10117'], ['FR', '75008'], ['NL', '1012 AB'], ['AU', '2000'], ['JP', '100-0001'], ['JP', '1000001'],
    ]; // prettier-ignore
    const invalid: Array<[string, string]> = [
      ['US', '9720'], ['US', 'ABCDE'], ['CA', '12345'], ['CA', 'D5H 2N2'], ['GB', '12345'], ['DE', '1011'], ['DE', '101170'],
      ['FR', '7500'], ['NL', '0123 AB'], ['AU', '20000'], ['JP', '100-001'], ['ZZ', '!'],
    ]; // prettier-ignore
    for (const [country, code] of valid) expect(isPostalCode(country, code), `${country} ${code}`).toBe(true);
    for (const [country, code] of invalid) expect(isPostalCode(country, code), `${country} ${code}`).toBe(false);
  });

  it('takes any five digits in Germany and no other length', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 1, maxLength: 8 }), (digits) => {
        expect(isPostalCode('DE', digits.join(''))).toBe(digits.length === 5);
      }),
    );
  });
});
