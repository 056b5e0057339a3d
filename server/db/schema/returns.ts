/**
 * Returns and exchanges (issue 34, decision record 048): a shopper's request to send back pieces of
 * a delivered order, the staff's steps on it (domain/returns.ts), and what it was resolved by. Each
 * line names the order's line and how many of it; an exchange names the piece wanted instead and
 * the shelf it was reserved from (null once given back, or for a made-to-order piece).
 */
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgSequence, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { RETURN_CONDITIONS, RETURN_REASONS, RETURN_STATES, RETURN_WANTS } from '../../../domain/returns.ts';
import { users } from './accounts.ts';
import { productVariants, variantStock } from './catalog.ts';
import { orderItems, orders } from './orders.ts';

/** Return numbers as people read them ("R-1001"). */
export const returnNumberSeq = pgSequence('return_number_seq', { startWith: 1001 });

export const returns = pgTable(
  'returns',
  {
    id: serial().primaryKey(),
    number: integer()
      .notNull()
      .unique()
      .default(sql`nextval('return_number_seq')`),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    customerId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    state: text({ enum: RETURN_STATES }).notNull().default('requested'),
    wanted: text({ enum: RETURN_WANTS }).notNull(),
    reason: text({ enum: RETURN_REASONS }).notNull(),
    reasonText: text().notNull().default(''),
    /** Photos of a faulty or damaged piece (files of the uploads folder, staff-only), and their size for the quota. */
    photos: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    photoBytes: integer().notNull().default(0),
    refusalReason: text().notNull().default(''),
    condition: text({ enum: RETURN_CONDITIONS }),
    certificatePresent: boolean(),
    packagingPresent: boolean(),
    inspectionNotes: text().notNull().default(''),
    /** What the pieces were paid (their share of the order's discount taken off), counted when requested. */
    paidMinor: integer().notNull(),
    /** What the resolution gave: the refund (less `feeMinor`), the store credit, or for an exchange the difference refunded. */
    resolvedMinor: integer(),
    feeMinor: integer().notNull().default(0),
    /** The exchange's new order. */
    exchangeOrderId: integer().references(() => orders.id, { onDelete: 'restrict' }),
    /** The shopper's Idempotency-Key: the same request again answers the same return. */
    idempotencyKey: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    approvedAt: timestamp({ withTimezone: true }),
    refusedAt: timestamp({ withTimezone: true }),
    receivedAt: timestamp({ withTimezone: true }),
    inspectedAt: timestamp({ withTimezone: true }),
    resolvedAt: timestamp({ withTimezone: true }),
    cancelledAt: timestamp({ withTimezone: true }),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index().on(t.orderId),
    index().on(t.customerId),
    index('returns_state_created_at_idx').on(t.state, t.createdAt.desc()),
    uniqueIndex('returns_idempotency_idx').on(t.customerId, t.idempotencyKey),
  ],
);

export const returnLines = pgTable(
  'return_lines',
  {
    id: serial().primaryKey(),
    returnId: integer()
      .notNull()
      .references(() => returns.id, { onDelete: 'cascade' }),
    orderItemId: integer()
      .notNull()
      .references(() => orderItems.id, { onDelete: 'restrict' }),
    quantity: integer().notNull(),
    /** What the returned pieces were paid. */
    paidMinor: integer().notNull(),
    /** Put back on the order line's shelf when the parcel was received. */
    restocked: boolean().notNull().default(false),
    exchangeVariantId: integer().references(() => productVariants.id, { onDelete: 'set null' }),
    exchangeMetal: text(),
    exchangeSize: text(),
    /** The new piece's price when asked for (the exchange order charges it, less what was paid). */
    exchangePriceMinor: integer(),
    /** The shelf the new piece was reserved from; null for a made-to-order piece or once given back. */
    exchangeStockId: integer().references(() => variantStock.id, { onDelete: 'set null' }),
    exchangeMadeToOrder: boolean(),
  },
  (t) => [index().on(t.returnId), index().on(t.orderItemId), check('return_lines_quantity_positive', sql`${t.quantity} > 0`)],
);
