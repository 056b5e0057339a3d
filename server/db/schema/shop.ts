/**
 * The seller's identity (issue 31, decision record 035): who the shop's customers buy from, as
 * invoices, credit notes, packing slips and e-mails print it. One row. Until the owner saves it,
 * the start writes the environment's values into it (SHOP_NAME, SHOP_ADDRESS, SHOP_EMAIL,
 * SHOP_PHONE) and `saved_at` stays null: the back office flags them as sample details.
 */
import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';

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

/**
 * The returns policy (issue 34, decision record 047): one row, the owner's to set (audited). The
 * home page, the product page, the terms, the FAQ and the e-mails print it; the returns module judges
 * a request by it. Without the row, `DEFAULT_RETURN_POLICY` holds.
 */
export const returnSettings = pgTable(
  'return_settings',
  {
    id: smallint().primaryKey().default(1),
    /** Days from delivery a piece may be returned for any reason. */
    windowDays: integer().notNull().default(30),
    /** The minimum for an EU or UK address (the law's 14 days at least). */
    statutoryDays: integer().notNull().default(14),
    faultyOnlyPersonalised: boolean().notNull().default(true),
    faultyOnlyMadeToOrder: boolean().notNull().default(true),
    /** 'label': the shop sends a prepaid return label; 'address': the shopper is given the address to post to. */
    returnMethod: text().notNull().default('address'),
    returnAddress: text().notNull().default(''),
    restockingFeePercent: integer().notNull().default(0),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('return_settings_one_row', sql`${t.id} = 1`),
    check('return_settings_method', sql`${t.returnMethod} IN ('address', 'label')`),
    check('return_settings_figures', sql`${t.windowDays} BETWEEN 1 AND 365 AND ${t.statutoryDays} >= 14 AND ${t.restockingFeePercent} BETWEEN 0 AND 50`),
  ],
);

/**
 * The gift cards the shop sells (issue 34, decision record 050, "The owner's amounts"): one row,
 * the owner's to set (audited). The /gift-cards page offers these amounts, and a buyer's own amount
 * within the range when allowed; the cart and the order judge a card line by them. Without the row,
 * `DEFAULT_GIFT_CARD_AMOUNTS` holds. Amounts in minor units of the shop currency.
 */
export const giftCardSettings = pgTable(
  'gift_card_settings',
  {
    id: smallint().primaryKey().default(1),
    amountsMinor: integer().array().notNull(),
    customAllowed: boolean().notNull(),
    customMinMinor: integer().notNull(),
    customMaxMinor: integer().notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('gift_card_settings_one_row', sql`${t.id} = 1`),
    check(
      'gift_card_settings_figures',
      sql`cardinality(${t.amountsMinor}) BETWEEN 1 AND 8 AND 100 <= ALL(${t.amountsMinor}) AND 1000000 >= ALL(${t.amountsMinor}) AND ${t.customMinMinor} BETWEEN 100 AND ${t.customMaxMinor} AND ${t.customMaxMinor} <= 1000000`,
    ),
  ],
);
