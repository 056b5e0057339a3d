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
