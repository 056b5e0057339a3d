import { describe, expect, it } from 'vitest';
import { backPath, ShipToQuery, SHIP_TO_MESSAGES, shipToCode, shipToFromCookie } from './ship-to.ts';

describe('the ship-to country', () => {
  it('reads a known ISO 3166-1 alpha-2 code in any case, and nothing else', () => {
    expect(shipToCode('de')).toBe('DE');
    expect(shipToCode(' US ')).toBe('US');
    expect(shipToCode('ZZ')).toBeUndefined();
    expect(shipToCode('Germany')).toBeUndefined();
    expect(shipToCode(undefined)).toBeUndefined();
  });

  it('is read from the ship_to cookie among others', () => {
    expect(shipToFromCookie('session=abc; ship_to=de; knownDevice=1')).toBe('DE');
    expect(shipToFromCookie('ship_to=XX')).toBeUndefined();
    expect(shipToFromCookie(null)).toBeUndefined();
  });

  it('is refused by the API with a message naming shipTo when it is no country code', () => {
    expect(ShipToQuery.parse({ shipTo: 'de' })).toEqual({ shipTo: 'DE' });
    expect(ShipToQuery.parse({})).toEqual({ shipTo: undefined });
    const refused = ShipToQuery.safeParse({ shipTo: 'Deutschland' });
    expect(refused.error?.issues[0]).toMatchObject({ path: ['shipTo'], message: SHIP_TO_MESSAGES.unknownCode });
  });

  it('comes back to a page of this shop only', () => {
    expect(backPath('/products?category=Rings')).toBe('/products?category=Rings');
    expect(backPath('//evil.example/')).toBe('/');
    expect(backPath('https://evil.example/')).toBe('/');
    expect(backPath(undefined)).toBe('/');
  });
});
