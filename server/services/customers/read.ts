/**
 * One customer as the back office reads them: the account, their orders (the orders module's list,
 * filtered to them), addresses, newsletter consents, the messages from their address, the staff's
 * notes and tags. A staff account or an unknown id is not a customer: 404.
 */
import { and, desc, eq } from 'drizzle-orm';
import { CUSTOMER_MESSAGES } from '../../../domain/customers.ts';
import { NotFound } from '../../../domain/errors.ts';
import { readTogether, type DbOrTx } from '../../db/client.ts';
import { customerNotes, customerTags, users } from '../../db/schema/index.ts';
import { listAddresses } from '../accounts/index.ts';
import { consentHistory, messagesFrom, newsletterStatus } from '../content/index.ts';
import { listAdminOrders } from '../orders/index.ts';
import { withFigures } from './list.ts';

/** The notes the page shows, newest first. */
const NOTES_SHOWN = 100;

async function customerAccount(db: DbOrTx, id: number) {
  const [account] = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      phone: users.phone,
      emailVerifiedAt: users.emailVerifiedAt,
      createdAt: users.createdAt,
      erasedAt: users.erasedAt,
    })
    .from(users)
    .where(and(eq(users.id, id), eq(users.role, 'customer')));
  if (!account) throw new NotFound(CUSTOMER_MESSAGES.notFound);
  return account;
}

export async function getCustomer(db: DbOrTx, id: number) {
  const account = await customerAccount(db, id);
  const [[row], orderPage, addresses, consents, messages, notes, newsletter] = await readTogether(db, [
    () => withFigures(db, [account]),
    () => listAdminOrders(db, { customer: id, page: 1 }),
    () => listAddresses(db, id),
    () => consentHistory(db, account.email),
    () => messagesFrom(db, account.email),
    () => customerNotesOf(db, id),
    () => newsletterStatus(db, account.email),
  ] as const);
  return {
    ...account,
    ...row!,
    orders: orderPage.orders,
    hasMoreOrders: orderPage.hasMore,
    addresses,
    consents,
    messages,
    notes,
    subscribed: newsletter.subscribed,
  };
}
export type CustomerView = Awaited<ReturnType<typeof getCustomer>>;

async function customerNotesOf(db: DbOrTx, id: number) {
  return db
    .select({
      id: customerNotes.id,
      body: customerNotes.body,
      createdAt: customerNotes.createdAt,
      authorId: users.id,
      authorFirstName: users.firstName,
      authorLastName: users.lastName,
    })
    .from(customerNotes)
    .leftJoin(users, eq(users.id, customerNotes.authorId))
    .where(eq(customerNotes.customerId, id))
    .orderBy(desc(customerNotes.createdAt), desc(customerNotes.id))
    .limit(NOTES_SHOWN);
}

/** The customer's tags, in order. */
export async function tagsOf(db: DbOrTx, id: number): Promise<string[]> {
  const rows = await db.select({ tag: customerTags.tag }).from(customerTags).where(eq(customerTags.customerId, id)).orderBy(customerTags.tag);
  return rows.map((row) => row.tag);
}
