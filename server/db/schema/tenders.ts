/**
 * An order's tenders (issue 34, decision record 049): the gift cards and store credit that paid
 * part of it, in the order they paid (position 0 first; domain/tenders.ts). Written with the order
 * in the placement's transaction, beside each tender's 'spent' ledger entry, and never changed:
 * what a tender took back in refunds is read from its ledger (entries naming the order). The
 * order's one payment (card or bank transfer) is asked for the rest: its total less these.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { TENDER_KINDS } from '../../../domain/payment.ts';
import { giftCards } from './balances.ts';
import { orders } from './orders.ts';

export const orderTenders = pgTable(
  'order_tenders',
  {
    id: serial().primaryKey(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    position: smallint().notNull(),
    kind: text({ enum: TENDER_KINDS }).notNull(),
    /** The card, for a gift card tender; null for store credit (the order's customer's). */
    giftCardId: integer().references(() => giftCards.id, { onDelete: 'restrict' }),
    amountMinor: integer().notNull(),
  },
  (t) => [
    uniqueIndex('order_tenders_position_idx').on(t.orderId, t.position),
    index().on(t.giftCardId),
    check('order_tenders_amount_positive', sql`${t.amountMinor} > 0`),
    check('order_tenders_card', sql`(${t.kind} = 'gift_card') = (${t.giftCardId} IS NOT NULL)`),
  ],
);
