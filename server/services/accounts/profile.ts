/** The shopper's own details (decision record 041): the account as the shop shows it, with the phone they gave. */
import { eq } from 'drizzle-orm';
import { Unauthenticated } from '../../../domain/errors.ts';
import type { PublicUser, ProfileInput } from '../../../domain/schemas/account.ts';
import type { DbOrTx } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { publicUserColumns } from './users.ts';

export interface Profile extends PublicUser {
  phone: string;
}

const profileColumns = { ...publicUserColumns, phone: users.phone };

/** The session named the account a moment ago: one deleted since is simply no longer signed in. */
const accountGone = () => new Unauthenticated('You are not logged in.');

export async function readProfile(db: DbOrTx, userId: number): Promise<Profile> {
  const [profile] = await db.select(profileColumns).from(users).where(eq(users.id, userId));
  if (!profile) throw accountGone();
  return profile;
}

/** Changes the names and the phone given; a field left out stays as it is. */
export async function changeProfile(db: DbOrTx, userId: number, input: ProfileInput): Promise<Profile> {
  const changes = { firstName: input.firstName, lastName: input.lastName, phone: input.phone };
  // Drizzle leaves out what is undefined: an empty change writes nothing.
  if (Object.values(changes).every((value) => value === undefined)) return readProfile(db, userId);
  const [profile] = await db.update(users).set(changes).where(eq(users.id, userId)).returning(profileColumns);
  if (!profile) throw accountGone();
  return profile;
}
