/**
 * The moves asked of a payment's provider (decision record 034): each capture, release and refund
 * is written here before the provider is asked, under its idempotency key, and settled when the
 * provider answers. A move still pending holds its amount against the ledger (two refunds at once
 * never promise more than was captured) without holding any row while the provider is asked; one a
 * provider never answered is asked again, with the same key, by the reconciliation. A staff
 * action's key is kept with a digest of what it asked: the same key with another request is refused.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { payments } from './payments.ts';

export const PAYMENT_MOVE_KINDS = ['capture', 'release', 'refund', 'receive'] as const;
export const PAYMENT_MOVE_STATES = ['pending', 'done', 'refused'] as const;

export const paymentMoves = pgTable(
  'payment_moves',
  {
    id: serial().primaryKey(),
    paymentId: integer()
      .notNull()
      .references(() => payments.id, { onDelete: 'restrict' }),
    move: text({ enum: PAYMENT_MOVE_KINDS }).notNull(),
    /** The key the provider and the ledger receive (keys.ts `moveKey`). */
    idempotencyKey: text().notNull(),
    /** SHA-256 of what was asked (amount, reason…): the same key with another request is refused (422). */
    requestDigest: text().notNull(),
    amountMinor: integer().notNull(),
    state: text({ enum: PAYMENT_MOVE_STATES }).notNull().default('pending'),
    /** The staff member who asked, if one did. */
    actorId: integer().references(() => users.id, { onDelete: 'restrict' }),
    /** Why (a refund's reason), as the ledger will say it. */
    note: text().notNull().default(''),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp({ withTimezone: true }),
    /** Until when a request is waiting for the provider's answer (its deadline); past it, nobody is: the same request again, or the reconciliation, asks. */
    askedUntil: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payment_moves_key_idx').on(t.paymentId, t.idempotencyKey),
    // The reconciliation's work: moves a provider has not answered yet.
    index('payment_moves_pending_idx')
      .on(t.createdAt)
      .where(sql`${t.state} = 'pending'`),
    check('payment_moves_amount_not_negative', sql`${t.amountMinor} >= 0`),
  ],
);
