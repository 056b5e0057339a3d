/** How services read an account: the columns of what the shop tells about it (PublicUser), and the e-mail match. */
import { sql } from 'drizzle-orm';
import { users } from '../../db/schema/index.ts';

/** The columns of a PublicUser (domain/schemas/account.ts): never a hash or a token. */
export const publicUserColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  emailVerified: sql<boolean>`${users.emailVerifiedAt} is not null`,
  role: users.role,
};

/** E-mail addresses are compared case-blind, without the spaces around them (the unique index is on lower(email)). */
export const sameEmail = (email: string) => sql`lower(${users.email}) = lower(${email.trim()})`;
