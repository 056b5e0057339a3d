import { describe, expect, it } from 'vitest';
import { DatabaseId, MAX_DATABASE_ID, idFromUrl } from './id.ts';

describe('an id in an address', () => {
  it('is digits without a leading zero, within the id schema’s bounds', () => {
    expect(idFromUrl('7')).toBe(7);
    expect(idFromUrl(String(MAX_DATABASE_ID))).toBe(MAX_DATABASE_ID);
    for (const text of ['', '0', '007', ' 7', '7 ', '1.5', '-3', '1e3', 'abc', String(MAX_DATABASE_ID + 1), '9'.repeat(400), null, undefined]) {
      expect(idFromUrl(text), String(text)).toBeUndefined();
    }
  });

  it('is what the id schema takes', () => {
    for (const text of ['1', '42', String(MAX_DATABASE_ID)]) expect(DatabaseId('no').parse(text)).toBe(idFromUrl(text));
  });
});
