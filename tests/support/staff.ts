/**
 * The back office's people in a test file's shop. An owner is made directly in the database: the
 * environment makes only the first owner of a shop (owner-bootstrap.ts), and a test file's shop
 * needs one per test. A staff member joins as a person does: invited, then accepting at the link.
 */
import { hash } from '@node-rs/argon2';
import { sql } from 'drizzle-orm';
import type { Db } from '../../server/db/client.ts';
import { linkToken, registerShopper, send, uniqueEmail } from './shopper.ts';
import type { ServedShop } from './test-shop.ts';
import { users } from '../../server/db/schema/index.ts';

export async function createOwner(db: Db, input: { email: string; password: string }): Promise<number> {
  const [owner] = await db
    .insert(users)
    .values({ firstName: 'Shop', lastName: 'Owner', email: input.email, passwordHash: await hash(input.password), role: 'owner', emailVerifiedAt: sql`now()` })
    .returning({ id: users.id });
  return owner!.id;
}

/** Invites the address (as the owner whose headers are given) and accepts at the e-mailed link: answers the member's Bearer headers. */
export async function joinStaff(
  shop: ServedShop,
  owner: Record<string, string>,
  person: { email: string; firstName?: string; lastName?: string; role?: 'staff' | 'owner'; password?: string },
): Promise<{ Authorization: string }> {
  const { password = 'jade-and-silver-42', firstName = 'Sam', lastName = 'Staff', ...rest } = person;
  const invited = await send(shop, 'POST', '/api/admin/staff/invitations', { firstName, lastName, ...rest }, owner);
  if (invited.status !== 201) throw new Error(`invitation failed: ${JSON.stringify(invited.body)}`);
  const accepted = await send(shop, 'POST', '/api/invitations/accept', { token: await linkToken(shop, person.email, '/admin/invite'), password });
  if (accepted.status !== 200) throw new Error(`accepting failed: ${JSON.stringify(accepted.body)}`);
  return { Authorization: `Bearer ${accepted.body.jwtToken}` };
}

/** A new owner of the test file's shop, signed in: their address and Bearer headers. */
export async function signedInOwner(shop: ServedShop, password = 'garnet-and-gold-77'): Promise<{ email: string; auth: { Authorization: string } }> {
  const email = uniqueEmail('owner');
  await createOwner(shop.database.db, { email, password });
  const login = await send(shop, 'POST', '/api/authenticate', { email, password });
  if (login.status !== 200) throw new Error(`signing in failed: ${JSON.stringify(login.body)}`);
  return { email, auth: { Authorization: `Bearer ${login.body.jwtToken}` } };
}

/** What an owner's setting answers others: nobody signed in, a staff member, a customer. */
export const OWNER_ONLY = [
  ['nobody', 401, 401],
  ['staff', 403, 403],
  ['customer', 403, 403],
];

/** How a setting's `GET` and `PUT` (of `body`) answer nobody, a staff member the owner invites, and a customer: [who, GET status, PUT status] each. */
export async function answersToOthers(shop: ServedShop, path: string, body: unknown, owner: Record<string, string>) {
  const staff = await joinStaff(shop, owner, { email: uniqueEmail('staff') });
  const callers = { nobody: {}, staff, customer: (await registerShopper(shop)).auth };
  return Promise.all(
    Object.entries(callers).map(async ([who, auth]) => [
      who,
      (await send(shop, 'GET', path, undefined, auth)).status,
      (await send(shop, 'PUT', path, body, auth)).status,
    ]),
  );
}
