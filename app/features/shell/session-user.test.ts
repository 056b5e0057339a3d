import { describe, expect, it } from 'vitest';
import { fullName, readSessionUser } from './session-user';

describe('readSessionUser', () => {
  it('is a guest while the root data has no user', () => {
    expect(readSessionUser(undefined)).toBeUndefined();
    expect(readSessionUser({ shop: { name: 'Shop' } })).toBeUndefined();
    expect(readSessionUser({ user: null })).toBeUndefined();
  });

  it('reads a well-formed user and nothing more', () => {
    expect(readSessionUser({ user: { id: 4, firstName: 'Ada', lastName: 'Byron', email: 'ada@example.com', role: 'x' } })).toEqual({
      firstName: 'Ada',
      lastName: 'Byron',
      email: 'ada@example.com',
    });
  });

  it('refuses a user with a missing or wrong field', () => {
    expect(readSessionUser({ user: { firstName: 'Ada', email: 'ada@example.com' } })).toBeUndefined();
    expect(readSessionUser({ user: { firstName: 'Ada', lastName: 3, email: 'ada@example.com' } })).toBeUndefined();
  });
});

describe('fullName', () => {
  it('joins first and last name with a space', () => {
    expect(fullName({ firstName: 'Ada', lastName: 'Byron' })).toBe('Ada Byron');
    expect(fullName({ firstName: ' Ada ', lastName: '' })).toBe('Ada');
  });
});
