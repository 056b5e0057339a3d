import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countryCodes, countryCode, countryLanguages, countryName, nativeCountryNames } from './countries.ts';

describe('countries', () => {
  it('reads a country from its code or its English name, however written', () => {
    expect(countryCode('Canada')).toBe('CA');
    expect(countryCode(' canada ')).toBe('CA');
    expect(countryCode('ca')).toBe('CA');
    expect(countryCode('United Kingdom')).toBe('GB');
    expect(countryCode('Côte d’Ivoire')).toBe('CI');
    expect(countryCode('Cote dIvoire')).toBe('CI');
    expect(countryCode('Bosnia and Herzegovina')).toBe('BA');
    expect(countryCode('Saint Lucia')).toBe('LC');
  });

  it('knows the usual abbreviations', () => {
    expect(countryCode('UK')).toBe('GB');
    expect(countryCode('USA')).toBe('US');
    expect(countryCode('England')).toBe('GB');
  });

  it('reads a country from its name in its own language', () => {
    expect(countryCode('Deutschland')).toBe('DE');
    expect(countryCode('España')).toBe('ES');
    expect(countryCode('espana')).toBe('ES');
    expect(countryCode('Österreich')).toBe('AT');
    expect(countryCode('日本')).toBe('JP');
    expect(countryCode('Nihon')).toBe('JP');
    expect(countryCode('Suisse')).toBe('CH');
    expect(countryCode('Svizzera')).toBe('CH');
    expect(countryCode('Belgique')).toBe('BE');
    expect(countryCode('Россия')).toBe('RU');
  });

  it('finds a country’s languages in CLDR, with the others of a country that has several', () => {
    expect(countryLanguages('DE')).toEqual(['de']);
    expect(countryLanguages('JP')).toEqual(['ja']);
    expect(countryLanguages('CH')).toEqual(['de', 'fr', 'it', 'rm']);
  });

  it('reads every country’s code, English name and own names back to that country', () => {
    fc.assert(
      fc.property(fc.constantFrom(...countryCodes()), fc.boolean(), (code, shout) => {
        const written = (text: string) => (shout ? text.toUpperCase() : text.toLowerCase());
        expect(countryCode(written(code))).toBe(code);
        expect(countryCode(written(countryName(code)))).toBe(code);
        for (const name of nativeCountryNames(code)) expect(countryCode(` ${written(name)} `)).toBe(code);
      }),
      { numRuns: 600 },
    );
  });

  it('names no country for anything else', () => {
    expect(countryCode('Narnia')).toBeNull();
    expect(countryCode('')).toBeNull();
    expect(countryCode('EU')).toBeNull();
    expect(countryCode('ZZ')).toBeNull();
    // A withdrawn code (East Germany) is no country a parcel goes to.
    expect(countryCode('DD')).toBeNull();
  });

  it('lists every country once, by name', () => {
    expect(countryCodes().length).toBeGreaterThan(240);
    expect(new Set(countryCodes()).size).toBe(countryCodes().length);
    expect(countryName('CA')).toBe('Canada');
    expect(countryName('GB')).toBe('United Kingdom');
  });
});
