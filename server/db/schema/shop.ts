/**
 * The seller's identity (issue 31, decision record 035): who the shop's customers buy from, as
 * invoices, credit notes, packing slips and e-mails print it. One row. Until the owner saves it,
 * the start writes the environment's values into it (SHOP_NAME, SHOP_ADDRESS, SHOP_EMAIL,
 * SHOP_PHONE) and `saved_at` stays null: the back office flags them as sample details.
 */
import { sql } from 'drizzle-orm';
import { check, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';

export const shopSettings = pgTable(
  'shop_settings',
  {
    id: smallint().primaryKey().default(1),
    /** The seller's legal name (a company's registered name, or the owner's own). */
    legalName: text().notNull().default(''),
    /** The postal address, one line a part. */
    address: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The VAT or tax registration number invoices print ('' when the shop has none). */
    taxNumber: text().notNull().default(''),
    /** Where customers write, and call ('' when the shop gives no phone). */
    email: text().notNull().default(''),
    phone: text().notNull().default(''),
    /** The shop's time zone (an IANA name): the owner's times (a discount's start and end) are typed and shown in it. */
    timeZone: text().notNull().default('UTC'),
    /** When the owner saved them; null while they are the environment's first defaults. */
    savedAt: timestamp({ withTimezone: true }),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('shop_settings_one_row', sql`${t.id} = 1`)],
);
