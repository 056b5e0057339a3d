/**
 * Who may use the back office, decided once for its API (401 and 403 answers) and its pages (a
 * visitor is sent to log in, a customer gets a 403 page): a staff member's account, and for some
 * operations the owner's. The messages are the ones both show.
 */
import { Forbidden, Unauthenticated } from '../../../domain/errors.ts';
import { isStaffRole } from '../../../domain/roles.ts';
import type { PublicUser } from '../../../domain/schemas/account.ts';

const STAFF_ACCESS_MESSAGES = {
  signIn: 'Log in with a staff account to use the back office.',
  staffOnly: 'The back office is for the shop’s staff.',
  ownerOnly: 'Only the shop owner can do this.',
} as const;

/** The signed-in staff member; no one signed in is Unauthenticated, a customer Forbidden. */
export function assertStaff(user: PublicUser | null): PublicUser {
  if (!user) throw new Unauthenticated(STAFF_ACCESS_MESSAGES.signIn);
  if (!isStaffRole(user.role)) throw new Forbidden(STAFF_ACCESS_MESSAGES.staffOnly);
  return user;
}

/** The owner, for owner-only operations (staff and their audit log); anyone else is Forbidden. */
export function assertOwner(user: PublicUser): PublicUser {
  if (user.role !== 'owner') throw new Forbidden(STAFF_ACCESS_MESSAGES.ownerOnly);
  return user;
}
