/**
 * Invoices and credit notes (decision record 027): the numbers the shop's accounts are kept by.
 * An order gets its invoice number once, in the transaction of the ledger entry that first makes
 * it paid in full; each refund of an invoiced order gets a credit note. Both are numbered without
 * gaps per calendar year from a counter row per series and year, locked by the transaction that
 * takes a number (a rolled back transaction gives its number back; a SEQUENCE would burn it).
 * Neither table is ever changed or emptied (a trigger refuses it, migration invoices), but for the
 * copy a document issued before copies were kept takes once (migration seller_and_document_copies).
 */
import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, primaryKey, serial, smallint, text, timestamp, unique } from 'drizzle-orm/pg-core';
import type { DocumentCopy } from '../../../domain/document-copy.ts';
import { DOCUMENT_SERIES } from '../../../domain/invoice-numbers.ts';
import { orders } from './orders.ts';
import { paymentEvents } from './payments.ts';

/** The last number given in each series and year. */
export const documentCounters = pgTable(
  'document_counters',
  {
    series: text({ enum: DOCUMENT_SERIES }).notNull(),
    year: smallint().notNull(),
    last: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.series, t.year] }), check('document_counters_last_positive', sql`${t.last} > 0`)],
);

/** An order's invoice: one an order, numbered when it was first paid in full. */
export const invoices = pgTable(
  'invoices',
  {
    orderId: integer()
      .primaryKey()
      .references(() => orders.id, { onDelete: 'restrict' }),
    number: text().notNull().unique(),
    year: smallint().notNull(),
    sequence: integer().notNull(),
    /** The ledger entry that made the order paid in full. */
    paymentEventId: integer().references(() => paymentEvents.id, { onDelete: 'restrict' }),
    /** The shop's VAT or tax number when the invoice was issued, which it prints ever after (empty: none set). */
    taxNumber: text().notNull().default(''),
    /**
     * Everything the invoice prints, as it was issued (domain/document-copy.ts): it is drawn from
     * this alone. Null only for an invoice issued before copies were kept, until its first download
     * takes the copy (the one change the append-only trigger lets through).
     */
    copy: jsonb().$type<DocumentCopy>(),
    issuedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('invoices_year_sequence').on(t.year, t.sequence)],
);

/** A credit note: one a refund of an invoiced order, referring to its invoice. */
export const creditNotes = pgTable(
  'credit_notes',
  {
    id: serial().primaryKey(),
    number: text().notNull().unique(),
    year: smallint().notNull(),
    sequence: integer().notNull(),
    orderId: integer()
      .notNull()
      .references(() => invoices.orderId, { onDelete: 'restrict' }),
    /**
     * The payment's refund entry it documents; null for a refund that went back to gift cards and
     * store credit only (decision record 049), which has no entry on the payment's ledger.
     */
    paymentEventId: integer()
      .unique()
      .references(() => paymentEvents.id, { onDelete: 'restrict' }),
    amountMinor: integer().notNull(),
    currency: text().notNull(),
    reason: text().notNull().default(''),
    /** The shop's VAT or tax number when the note was issued, as on the invoice. */
    taxNumber: text().notNull().default(''),
    /** Everything the note prints, as it was issued; null as on the invoice. */
    copy: jsonb().$type<DocumentCopy>(),
    issuedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('credit_notes_year_sequence').on(t.year, t.sequence), check('credit_notes_amount_positive', sql`${t.amountMinor} > 0`)],
);
