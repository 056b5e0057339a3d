/**
 * What the staff write about a customer: a note (appended, signed, never edited) and the tags.
 * Each write is recorded in the audit log; a note's entry names the note, not its words, so the
 * words go with the customer when they are erased (the audit log cannot forget; decision record 045).
 */
import { and, eq, notInArray, sql } from 'drizzle-orm';
import { CUSTOMER_MESSAGES, MAX_TAGS_PER_CUSTOMER } from '../../../domain/customers.ts';
import { InvalidInput, NotFound } from '../../../domain/errors.ts';
import type { PublicUser } from '../../../domain/schemas/account.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { customerNotes, customerTags, users } from '../../db/schema/index.ts';
import { recordAudit } from '../audit/index.ts';
import { tagsOf } from './read.ts';

/** The customer's row, locked: their notes and tags change one writer at a time (the tag limit holds). */
async function lockCustomer(tx: DbOrTx, id: number): Promise<void> {
  const found = await tx.execute(sql`SELECT id FROM ${users} WHERE ${users.id} = ${id} AND ${users.role} = 'customer' FOR UPDATE`);
  if (found.rows.length === 0) throw new NotFound(CUSTOMER_MESSAGES.notFound);
}

export async function addCustomerNote(db: Db, customerId: number, body: string, actor: PublicUser): Promise<void> {
  await db.transaction(async (tx) => {
    await lockCustomer(tx, customerId);
    const [note] = await tx.insert(customerNotes).values({ customerId, authorId: actor.id, body: body.trim() }).returning({ id: customerNotes.id });
    await recordAudit(tx, actor, { action: 'customer.note', entity: 'customer', entityId: customerId, after: { noteId: note!.id } });
  });
}

const tooMany = () => new InvalidInput(CUSTOMER_MESSAGES.tooManyTags, [{ path: 'tags', message: CUSTOMER_MESSAGES.tooManyTags }]);

/**
 * Changes the customer's tags under their row's lock (two staff adding at once cannot pass the
 * limit or lose each other's tag), records the change, and answers the tags now.
 */
async function changeTags(db: Db, customerId: number, actor: PublicUser, change: (now: string[]) => string[]): Promise<string[]> {
  return db.transaction(async (tx) => {
    await lockCustomer(tx, customerId);
    const before = await tagsOf(tx, customerId);
    const wanted = [...new Set(change(before))];
    if (wanted.length > MAX_TAGS_PER_CUSTOMER) throw tooMany();
    const kept = wanted.length ? notInArray(customerTags.tag, wanted) : undefined;
    await tx.delete(customerTags).where(and(eq(customerTags.customerId, customerId), kept));
    if (wanted.length)
      await tx
        .insert(customerTags)
        .values(wanted.map((tag) => ({ customerId, tag })))
        .onConflictDoNothing();
    const after = await tagsOf(tx, customerId);
    if (before.join('\n') !== after.join('\n')) {
      await recordAudit(tx, actor, { action: 'customer.tags', entity: 'customer', entityId: customerId, before: { tags: before }, after: { tags: after } });
    }
    return after;
  });
}

/** Sets the customer's tags to these (normalised by the input schema); answers the tags now. */
export const setCustomerTags = (db: Db, customerId: number, tags: readonly string[], actor: PublicUser) => changeTags(db, customerId, actor, () => [...tags]);

/** Adds one tag (the customer page's form); past the limit, refused. */
export const addCustomerTag = (db: Db, customerId: number, tag: string, actor: PublicUser) => changeTags(db, customerId, actor, (now) => [...now, tag]);

/** Removes one tag (the customer page's form). */
export const removeCustomerTag = (db: Db, customerId: number, tag: string, actor: PublicUser) =>
  changeTags(db, customerId, actor, (now) => now.filter((kept) => kept !== tag));
