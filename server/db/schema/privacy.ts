/**
 * What the shop keeps about people for a while only (issue 33, decision record 043): the security
 * events, kept apart from the append-only audit log so they can be deleted, and the periods the
 * owner sets for them and for what shoppers send.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { SECURITY_EVENT_KINDS } from '../../../domain/retention.ts';
import { users } from './accounts.ts';

/**
 * What anyone's attempt to sign in or recover an account left: a refused sign-in (with the address
 * typed), a reset link asked for, a shopper's sign-in and password reset. Deleted once older than
 * the owner's period (`retention_settings`), and with the account it names.
 */
export const securityEvents = pgTable(
  'security_events',
  {
    id: serial().primaryKey(),
    kind: text({ enum: SECURITY_EVENT_KINDS }).notNull(),
    /** The account the event is about, when the address has one. */
    userId: integer().references(() => users.id, { onDelete: 'cascade' }),
    /** The address typed (lower case), or the account's. */
    email: text(),
    ip: text(),
    /** What else the owner may read: why a sign-in was refused. */
    detail: jsonb().$type<Record<string, unknown>>(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.createdAt), index().on(t.userId)],
);

/** How long the shop keeps what it keeps for a while, in days: one row, the owner's to set (audited). */
export const retentionSettings = pgTable(
  'retention_settings',
  {
    id: smallint().primaryKey().default(1),
    securityEventDays: integer().notNull().default(90),
    messageDays: integer().notNull().default(730),
    unconfirmedAccountDays: integer().notNull().default(30),
    /** How long an erased customer's orders, invoices, credit notes and payments are kept for the books (decision record 044): 10 years. */
    bookkeepingDays: integer().notNull().default(3650),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('retention_settings_one_row', sql`${t.id} = 1`)],
);
