/**
 * The shop's best sellers (decision record 054): the products with the most units sold over the
 * period, as the last count found them, with their place (1: most sold). Rewritten whole by the
 * catalogue's `refreshBestSellers`; the listing's "featured" order, the cards' BEST SELLER and the
 * home page's best sellers read it.
 */
import { integer, pgTable, smallint, timestamp } from 'drizzle-orm/pg-core';
import { products } from './catalog.ts';

export const bestSellers = pgTable('best_sellers', {
  productId: integer()
    .primaryKey()
    .references(() => products.id, { onDelete: 'cascade' }),
  place: smallint().notNull(),
  units: integer().notNull(),
  countedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
