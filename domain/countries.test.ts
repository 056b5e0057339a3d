import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES, countryCode, countryName } from './countries.ts';

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

  it('names no country for anything else', () => {
    expect(countryCode('Narnia')).toBeNull();
    expect(countryCode('')).toBeNull();
    expect(countryCode('EU')).toBeNull();
    expect(countryCode('ZZ')).toBeNull();
    // A withdrawn code (East Germany) is no country a parcel goes to.
    expect(countryCode('DD')).toBeNull();
  });

  it('lists every country once, by name', () => {
    expect(COUNTRY_CODES.length).toBeGreaterThan(240);
    expect(new Set(COUNTRY_CODES).size).toBe(COUNTRY_CODES.length);
    expect(countryName('CA')).toBe('Canada');
    expect(countryName('GB')).toBe('United Kingdom');
  });
});
