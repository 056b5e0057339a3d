import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { auditValueText } from '../../../domain/audit-personal.ts';
import { holdsPersonalData, openFields, openText, sealedPersons, sealFields, sealText, type OpeningKey } from './sealing.ts';

const key = randomBytes(32);
const otherKey = randomBytes(32);
const keys = (entries: Array<[number, OpeningKey]>) => new Map(entries);

describe('sealing a person’s fields in an audit entry', () => {
  const fields = { email: 'ada@example.com', phone: null, shippingAddress: { city: 'London' }, status: 'Shipped', total: 120 };

  it('seals the personal fields only, leaving nothing of them in the clear', () => {
    const sealed = sealFields(fields, 7, key)!;
    expect(sealed).toMatchObject({ phone: null, status: 'Shipped', total: 120, email: { person: 7 }, shippingAddress: { person: 7 } });
    expect(JSON.stringify(sealed)).not.toMatch(/ada@example|London/);
    // The same value sealed twice reads differently (a fresh IV each time): equal values cannot be matched.
    expect(sealFields(fields, 7, key)!.email).not.toEqual(sealed.email);
  });

  it('opens them again with the person’s key', () => {
    expect(openFields(sealFields(fields, 7, key), keys([[7, key]]))).toEqual(fields);
  });

  it('reads "erased" without the key, "unreadable" under another, and a field moved elsewhere does not open', () => {
    const sealed = sealFields(fields, 7, key)!;
    expect(openFields(sealed, keys([]))).toMatchObject({ email: { withheld: 'erased' }, shippingAddress: { withheld: 'erased' }, status: 'Shipped' });
    expect(openFields(sealed, keys([[7, 'erased']]))!.email).toEqual({ withheld: 'erased' });
    expect(openFields(sealed, keys([[7, otherKey]]))!.email).toEqual({ withheld: 'unreadable' });
    expect(openFields(sealed, keys([[7, 'unreadable']]))!.email).toEqual({ withheld: 'unreadable' });
    expect(openFields({ name: sealed.email }, keys([[7, key]]))).toEqual({ name: { withheld: 'unreadable' } });
    expect(openFields({ email: { ...(sealed.email as object), person: 8 } }, keys([[8, key]]))).toEqual({ email: { withheld: 'unreadable' } });
  });

  it('keeps no value at all when the person has no key any more', () => {
    const sealed = sealFields({ email: 'ada@example.com' }, 7, null);
    expect(sealed).toEqual({ email: { $sealed: null, person: 7 } });
    expect(openFields(sealed, keys([[7, key]]))).toEqual({ email: { withheld: 'erased' } });
  });

  it('says when a person’s key is needed and whose keys opening needs', () => {
    expect(holdsPersonalData({ status: 'Shipped' }, { email: null })).toBe(false);
    expect(holdsPersonalData(null, { note: 'Call first' })).toBe(true);
    expect(sealedPersons([sealFields({ email: 'a@example.com' }, 7, key), sealFields({ note: 'x' }, 9, key), { email: 'plain' }, null]).sort()).toEqual([7, 9]);
  });

  it('binds a text to its key and context', () => {
    const sealed = sealText(key, 'hello', 'here');
    expect(openText(key, sealed, 'here')).toBe('hello');
    expect(openText(key, sealed, 'there')).toBeNull();
    expect(openText(otherKey, sealed, 'here')).toBeNull();
    expect(openText(key, 'v2.a.b.c', 'here')).toBeNull();
  });
});

describe('a withheld field in words', () => {
  it('reads as erased or unreadable, never as JSON', () => {
    expect(auditValueText({ withheld: 'erased' })).toBe('erased with the person');
    expect(auditValueText({ withheld: 'unreadable' })).toBe('unreadable (sealed under another shop secret)');
    expect(auditValueText({ withheld: 'other' })).toBe('{"withheld":"other"}');
    expect(auditValueText(null)).toBe('—');
  });
});
