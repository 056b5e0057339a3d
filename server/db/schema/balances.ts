/**
 * Balances a shopper holds at the shop (issue 34): gift cards and store credit. Each has its own
 * append-only ledger (a trigger refuses UPDATE, DELETE and TRUNCATE, migration balances), as the
 * payment ledger does; a balance is never stored, it is the sum of its entries (domain/balances.ts),
 * and never goes below zero: an entry that would take it there is refused before it is written,
 * under a lock on the card's row or the customer's balance (server/services/payments/balances.ts).
 * Only the payments module writes these ledgers.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { BALANCE_ENTRY_KINDS } from '../../../domain/balances.ts';
import { users } from './accounts.ts';
import { orderItems, orders } from './orders.ts';

/**
 * A gift card. Its code is shown once, in the mail to its recipient (or to staff who issue it), and
 * kept here only as a SHA-256 digest of its normalised form with its last four characters: the
 * shop can find a card by its code, never print the code again. A card sold in an order gets its
 * code on its send date, when it is mailed.
 */
export const giftCards = pgTable(
  'gift_cards',
  {
    id: serial().primaryKey(),
    /** SHA-256 (hex) of the normalised code; null until the code is made (on the send date). */
    codeDigest: text().unique(),
    /** The code's last four characters, for staff and the shopper's account ("…7KQ2"). */
    codeLast4: text(),
    currency: text().notNull(),
    /** The amount the card was issued with (its first ledger entry). */
    initialMinor: integer().notNull(),
    expiresAt: timestamp({ withTimezone: true }),
    /** The order and line that sold it; null when staff issued it. */
    orderId: integer().references(() => orders.id, { onDelete: 'restrict' }),
    orderItemId: integer().references(() => orderItems.id, { onDelete: 'set null' }),
    recipientName: text().notNull().default(''),
    recipientEmail: text().notNull().default(''),
    message: text().notNull().default(''),
    /** When its code is to be mailed to the recipient. */
    sendAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp({ withTimezone: true }),
    /** The customer who added it to their account. */
    ownerId: integer().references(() => users.id, { onDelete: 'set null' }),
    /** The staff member who issued it by hand. */
    issuedBy: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index().on(t.ownerId),
    index().on(t.orderId),
    // The mailing job's work: cards due and not yet sent.
    index('gift_cards_due_idx')
      .on(t.sendAt)
      .where(sql`${t.sentAt} IS NULL`),
    check('gift_cards_initial_positive', sql`${t.initialMinor} > 0`),
  ],
);

/** A gift card's ledger: issued, spent, refunded (money back onto the card), voided. */
export const giftCardEntries = pgTable(
  'gift_card_entries',
  {
    id: serial().primaryKey(),
    giftCardId: integer()
      .notNull()
      .references(() => giftCards.id, { onDelete: 'restrict' }),
    kind: text({ enum: BALANCE_ENTRY_KINDS }).notNull(),
    amountMinor: integer().notNull(),
    /** The order it was spent on or refunded from. */
    orderId: integer().references(() => orders.id, { onDelete: 'restrict' }),
    /** A double click or a retry writes one entry. */
    idempotencyKey: text().notNull(),
    actorId: integer().references(() => users.id, { onDelete: 'restrict' }),
    note: text().notNull().default(''),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('gift_card_entries_key_idx').on(t.giftCardId, t.idempotencyKey),
    index().on(t.orderId),
    index().on(t.createdAt),
    check('gift_card_entries_amount_positive', sql`${t.amountMinor} > 0`),
  ],
);

/** A customer's store credit ledger: issued (by a return or by staff), spent at checkout, refunded back, voided. */
export const storeCreditEntries = pgTable(
  'store_credit_entries',
  {
    id: serial().primaryKey(),
    customerId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    kind: text({ enum: BALANCE_ENTRY_KINDS }).notNull(),
    amountMinor: integer().notNull(),
    currency: text().notNull(),
    /** The order it was spent on or refunded from. */
    orderId: integer().references(() => orders.id, { onDelete: 'restrict' }),
    /** The return that issued it (returns.id; the returns module's table). */
    returnId: integer(),
    idempotencyKey: text().notNull(),
    /** The staff member who issued it, with `note` saying why. */
    actorId: integer().references(() => users.id, { onDelete: 'restrict' }),
    note: text().notNull().default(''),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('store_credit_entries_key_idx').on(t.customerId, t.idempotencyKey),
    index().on(t.customerId, t.id),
    index().on(t.orderId),
    check('store_credit_entries_amount_positive', sql`${t.amountMinor} > 0`),
  ],
);
