import { describe, expect, it } from 'vitest';
import { distinctTags, isReadableTag, normaliseTag, readSpreadsheetText, spreadsheetText } from './customers.ts';

describe('customer tags', () => {
  it('compares tags in any case and spacing', () => {
    expect(normaliseTag('  VIP ')).toBe('vip');
    expect(normaliseTag('Ring\u00a0 size\t52')).toBe('ring size 52');
    // NFC: a composed and a decomposed é are one tag.
    expect(normaliseTag('Cafe\u0301')).toBe(normaliseTag('Café'));
  });

  it('keeps each tag once, in the order first given', () => {
    expect(distinctTags(['Wholesale', 'vip', ' wholesale', 'VIP'])).toEqual(['wholesale', 'vip']);
  });

  it('wants a letter or a digit', () => {
    expect(isReadableTag('-- !')).toBe(false);
    expect(isReadableTag('52')).toBe(true);
    expect(isReadableTag('ß')).toBe(true);
  });
});

describe('spreadsheet cells', () => {
  it('writes a would-be formula as text', () => {
    expect(spreadsheetText('=HYPERLINK("http://x","y")')).toBe(`'=HYPERLINK("http://x","y")`);
    expect(spreadsheetText('+44 7700 900123')).toBe(`'+44 7700 900123`);
    expect(spreadsheetText('@me')).toBe(`'@me`);
    expect(spreadsheetText('Ada Lovelace')).toBe('Ada Lovelace');
    expect(spreadsheetText('')).toBe('');
  });

  it('reads back every text as it was written, one that starts with apostrophes before a formula character too', () => {
    // "'@" was read back as "@": the price sheet's round trip failed on such a title (a property's counterexample).
    for (const text of ["'@", "''=1", '@me', "'plain", "'", '-1', 'Ada', "''"]) expect(readSpreadsheetText(spreadsheetText(text))).toBe(text);
    expect(spreadsheetText("'@")).toBe("''@");
  });
});
