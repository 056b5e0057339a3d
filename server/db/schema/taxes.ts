/** Tax rates by destination and the shop's tax settings (issue 24, decision record 029). */
import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * A rate applied to orders shipped to a country, or to one of its states or provinces. A country's
 * rate and a state's add up (GST and PST); a whole country has `state` ''.
 */
export const taxRates = pgTable(
  'tax_rates',
  {
    id: serial().primaryKey(),
    /** ISO 3166-1 alpha-2. */
    countryCode: text().notNull(),
    /** '' for the whole country; else the state as the owner wrote it, compared without case. */
    state: text().notNull().default(''),
    name: text().notNull(),
    /** 1900 is 19 %. */
    rateBasisPoints: integer().notNull(),
    taxShipping: boolean().notNull().default(false),
    /** Shoppers in its place see prices with this tax included (decision record 036); defaulted by region. */
    included: boolean().notNull().default(true),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('tax_rates_region_name_idx').on(t.countryCode, sql`lower(${t.state})`, sql`lower(${t.name})`),
    check('tax_rates_rate_range', sql`${t.rateBasisPoints} BETWEEN 0 AND 10000`),
  ],
);

/** The shop's tax settings: one row. */
export const taxSettings = pgTable(
  'tax_settings',
  {
    id: smallint().primaryKey().default(1),
    /** Catalogue prices include tax (EU, UK, Australia) or not (US, Canada). */
    pricesIncludeTax: boolean().notNull().default(false),
    /** The shop's home country (ISO 3166-1 alpha-2): whose tax prices typed with tax carry. */
    homeCountry: text().notNull().default('US'),
    /** Keep one gross price (the typed one) in every place that shows tax included, rather than net plus each place's rate. */
    keepGross: boolean().notNull().default(true),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('tax_settings_one_row', sql`${t.id} = 1`)],
);
