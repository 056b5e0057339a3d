/**
 * An account as the shop shows it, without the forms' schemas: no zod here, so the header (on
 * every page) names the shopper without loading zod. domain/schemas/account.ts re-exports these.
 */
import type { Role } from './roles.ts';

/** What the shop tells anyone about an account: never a hash or a token. */
export interface PublicUser {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  /** Whether the shopper followed the link e-mailed to this address (first-order codes and order e-mails need it). */
  emailVerified: boolean;
  /** `customer` for every shopper; `staff` and `owner` open the back office (domain/roles.ts). */
  role: Role;
}

/** The full name, first and last with a space between (never the old "FirstLast"). */
export const fullName = (user: Pick<PublicUser, 'firstName' | 'lastName'>) => `${user.firstName} ${user.lastName}`.trim();

/**
 * The name the environment writes for the owner it makes (ADMIN_EMAIL): an account needs one and
 * the environment knows none, so it names the role. Audit entries and order histories read it as
 * the actor's name; a greeting does not (see `greeting`).
 */
export const UNNAMED_OWNER = { firstName: 'Shop', lastName: 'Owner' } as const;

/** The back office's greeting: by the member's first name, or none when the shop does not know it. */
export function greeting(member: Pick<PublicUser, 'firstName' | 'lastName'>): string {
  const unnamed = member.firstName === UNNAMED_OWNER.firstName && member.lastName === UNNAMED_OWNER.lastName;
  const name = member.firstName.trim();
  return unnamed || name === '' ? 'Hello' : `Hello, ${name}`;
}
