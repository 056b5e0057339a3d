import { describe, expect, it } from 'vitest';
import { Forbidden, Unauthenticated } from '../../../domain/errors.ts';
import type { PublicUser } from '../../../domain/schemas/account.ts';
import { assertOwner, assertStaff } from './staff-access.ts';

const person = (role: PublicUser['role']): PublicUser => ({
  id: 7,
  firstName: 'Mira',
  lastName: 'Maker',
  email: 'mira@example.com',
  emailVerified: true,
  role,
});

describe('the back office’s access', () => {
  it('lets staff and owners in, and says who must log in and who is not staff', () => {
    expect(assertStaff(person('staff'))).toEqual(person('staff'));
    expect(assertStaff(person('owner'))).toEqual(person('owner'));
    expect(() => assertStaff(null)).toThrow(new Unauthenticated('Log in with a staff account to use the back office.'));
    expect(() => assertStaff(person('customer'))).toThrow(new Forbidden('The back office is for the shop’s staff.'));
  });

  it('keeps owner-only operations to the owner', () => {
    expect(assertOwner(person('owner'))).toEqual(person('owner'));
    expect(() => assertOwner(person('staff'))).toThrow(new Forbidden('Only the shop owner can do this.'));
  });
});
