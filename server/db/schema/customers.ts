/**
 * What the staff keep about a customer (issue 33, decision record 045): notes (who wrote them and
 * when; appended, never edited) and tags (a short free word, normalised, a few a customer). Both go
 * with the customer's account when it is erased (ON DELETE CASCADE); a note's author who leaves
 * keeps their notes, unsigned.
 */
import { index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

export const customerNotes = pgTable(
  'customer_notes',
  {
    id: serial().primaryKey(),
    customerId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    authorId: integer().references(() => users.id, { onDelete: 'set null' }),
    body: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.customerId, t.createdAt), index().on(t.authorId)],
);

/** A customer's tags (domain/customers.ts `normaliseTag`: lower case, single spaces). */
export const customerTags = pgTable(
  'customer_tags',
  {
    customerId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tag: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  // The filter by tag reads (tag, customer) pairs; the customer page reads the key.
  (t) => [primaryKey({ columns: [t.customerId, t.tag] }), index().on(t.tag, t.customerId)],
);
