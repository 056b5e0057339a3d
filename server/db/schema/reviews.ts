/**
 * Verified reviews (issue 35, decision record 052): one review per customer and product, written
 * from a delivered order's line (the variant, metal and size bought are copied from it, shown beside
 * the review). Photos are files of the uploads folder, staff-only until the review is published;
 * their bytes count in the shoppers' photos quota. Reports count how often shoppers flagged it.
 */
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { REVIEW_STATES } from '../../../domain/reviews.ts';
import { users } from './accounts.ts';
import { products, productVariants } from './catalog.ts';
import { orderItems, orders } from './orders.ts';

export const reviews = pgTable(
  'reviews',
  {
    id: serial().primaryKey(),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    variantId: integer().references(() => productVariants.id, { onDelete: 'set null' }),
    metal: text().notNull().default(''),
    size: text().notNull().default(''),
    /** Null once the author was erased: a published review stays, anonymous (decision record 052). */
    customerId: integer().references(() => users.id, { onDelete: 'set null' }),
    /** The author as shown ("Ada L."), taken when written; '' once erased. */
    authorName: text().notNull().default(''),
    orderItemId: integer().references(() => orderItems.id, { onDelete: 'set null' }),
    stars: smallint().notNull(),
    title: text().notNull(),
    body: text().notNull(),
    state: text({ enum: REVIEW_STATES }).notNull().default('pending'),
    refusalReason: text().notNull().default(''),
    /** The shop's public answer, shown under the review. */
    reply: text().notNull().default(''),
    repliedAt: timestamp({ withTimezone: true }),
    reportCount: integer().notNull().default(0),
    photos: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    photoBytes: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    publishedAt: timestamp({ withTimezone: true }),
    /** A review of the sample shop, written by its seed (decision record 054), not by a buyer. */
    sample: boolean().notNull().default(false),
  },
  (t) => [
    uniqueIndex('reviews_customer_product_idx').on(t.customerId, t.productId),
    index('reviews_product_state_idx').on(t.productId, t.state, t.createdAt.desc()),
    // A product's published numbers (count, stars, histogram) from the index alone, however many
    // reviews it has; and its newest page without sorting them all (decision record 052, Speed),
    // in the order's own NULLS FIRST (what `ORDER BY … DESC` means) so the plan can walk it.
    index('reviews_published_stars_idx')
      .on(t.productId, t.stars)
      .where(sql`${t.state} = 'published'`),
    index('reviews_published_newest_idx')
      .on(t.productId, t.publishedAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.state} = 'published'`),
    index('reviews_state_created_idx').on(t.state, t.createdAt.desc()),
    check('reviews_stars_range', sql`${t.stars} BETWEEN 1 AND 5`),
  ],
);

/** A shopper's report of a published review: what is wrong, nothing of who sent it. */
export const reviewReports = pgTable(
  'review_reports',
  {
    id: serial().primaryKey(),
    reviewId: integer()
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    reason: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.reviewId)],
);

/** The review request mail sent for an order (claimed before sending, so each order is mailed once across instances). */
export const reviewRequests = pgTable('review_requests', {
  orderId: integer()
    .primaryKey()
    .references(() => orders.id, { onDelete: 'cascade' }),
  sentAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** The owner's review settings: one row; without it `DEFAULT_REVIEW_SETTINGS` holds. */
export const reviewSettings = pgTable(
  'review_settings',
  {
    id: smallint().primaryKey().default(1),
    requestDelayDays: integer().notNull().default(14),
    autoApprove: boolean().notNull().default(false),
    /** Units sold over this many days make the best sellers (decision record 054). */
    bestSellerDays: integer().notNull().default(90),
    /** How many products are best sellers. */
    bestSellerCount: smallint().notNull().default(8),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('review_settings_one_row', sql`${t.id} = 1`),
    check('review_settings_delay', sql`${t.requestDelayDays} BETWEEN 1 AND 180`),
    check('review_settings_best_seller_days', sql`${t.bestSellerDays} BETWEEN 7 AND 365`),
    check('review_settings_best_seller_count', sql`${t.bestSellerCount} BETWEEN 1 AND 24`),
  ],
);
