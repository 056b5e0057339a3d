/**
 * Metal-rate pricing (issue 36, decision record 055): the owner's rate per gram of each metal and
 * the one row of settings (the rounding rule, the confirmation threshold, the rates' version). A
 * variant and metal on metal pricing holds its inputs in `variant_prices` (catalog.ts); its price
 * there is what the last applied rates made of them. The rates' history is the audit log.
 */
import { sql } from 'drizzle-orm';
import { check, integer, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { ROUNDING_RULES } from '../../../domain/metal-pricing.ts';
import { metals } from './catalog.ts';

/** A metal's price per gram, in minor units of the shop currency (bounds: domain/metal-pricing.ts). */
export const metalRates = pgTable(
  'metal_rates',
  {
    metalId: integer()
      .primaryKey()
      .references(() => metals.id, { onDelete: 'cascade' }),
    rateMinorPerGram: integer().notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('metal_rates_rate_check', sql`${t.rateMinorPerGram} BETWEEN 1 AND 10000000`)],
);

/**
 * One row: how metal prices are rounded, the move beyond which an apply needs a confirmation
 * (basis points), and the rates' version, moved by every apply: a preview carries the version it
 * saw, and an apply of an older one is refused.
 */
export const pricingSettings = pgTable(
  'pricing_settings',
  {
    id: smallint().primaryKey().default(1),
    rounding: text({ enum: ROUNDING_RULES }).notNull().default('cent'),
    thresholdBp: integer().notNull().default(1000),
    ratesVersion: integer().notNull().default(0),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('pricing_settings_one_row', sql`${t.id} = 1`),
    check('pricing_settings_threshold', sql`${t.thresholdBp} BETWEEN 0 AND 10000`),
    check('pricing_settings_rounding', sql`${t.rounding} IN ('cent', 'ninety-nine', 'whole')`),
  ],
);
