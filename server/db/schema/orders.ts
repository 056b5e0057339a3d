/** Shipping methods, discount codes, and orders priced by the server. Money in minor units. */
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgSequence, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { productVariants } from './catalog.ts';
import { ORDER_STATUSES } from '../../../domain/order.ts';

export const shippingMethods = pgTable('shipping_methods', {
  id: serial().primaryKey(),
  code: text().notNull().unique(),
  name: text().notNull(),
  deliveryText: text().notNull(),
  minDays: smallint().notNull(),
  maxDays: smallint().notNull(),
  priceMinor: integer().notNull(),
  position: smallint().notNull().default(0),
  active: boolean().notNull().default(true),
});

export const discountCodes = pgTable('discount_codes', {
  id: serial().primaryKey(),
  code: text().notNull().unique(),
  percentOff: smallint().notNull(),
  firstOrderOnly: boolean().notNull().default(false),
  active: boolean().notNull().default(true),
  description: text().notNull().default(''),
});

export interface ContactSnapshot {
  name: string;
  email: string;
  phone: string;
}
export interface AddressSnapshot {
  name: string;
  company?: string;
  address: string;
  city: string;
  country: string;
  state: string;
  zip: string;
  phone: string;
}

/** Order numbers start high enough to look like a real shop's. */
export const orderNumberSeq = pgSequence('order_number_seq', { startWith: 100001 });

export const orders = pgTable(
  'orders',
  {
    id: serial().primaryKey(),
    /** Human-facing order number, e.g. 100042. */
    number: integer()
      .notNull()
      .unique()
      .default(sql`nextval('order_number_seq')`),
    userId: integer()
      .notNull()
      .references(() => users.id),
    customerName: text().notNull(),
    contact: jsonb().$type<ContactSnapshot>().notNull(),
    shippingAddress: jsonb().$type<AddressSnapshot>().notNull(),
    shippingMethodId: integer()
      .notNull()
      .references(() => shippingMethods.id),
    shippingMethodName: text().notNull(),
    currency: text().notNull(),
    subtotalMinor: integer().notNull(),
    giftWrapMinor: integer().notNull().default(0),
    shippingMinor: integer().notNull(),
    discountMinor: integer().notNull().default(0),
    totalMinor: integer().notNull(),
    discountCode: text(),
    specialInstructions: text().notNull().default(''),
    status: text({ enum: ORDER_STATUSES }).notNull().default('Pending'),
    idempotencyKey: text(),
    /** SHA-256 of the order request an Idempotency-Key was first used with: a reuse with another body is refused. */
    requestDigest: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    cancelledAt: timestamp({ withTimezone: true }),
  },
  (t) => [index().on(t.userId, t.createdAt), uniqueIndex('orders_idempotency_idx').on(t.userId, t.idempotencyKey)],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: serial().primaryKey(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    variantId: integer().references(() => productVariants.id, { onDelete: 'set null' }),
    productId: integer().notNull(),
    productName: text().notNull(),
    gemstone: text(),
    metal: text().notNull(),
    size: text().notNull().default(''),
    personalisation: text().notNull().default(''),
    giftWrap: boolean().notNull().default(false),
    quantity: integer().notNull(),
    unitPriceMinor: integer().notNull(),
    giftWrapMinor: integer().notNull().default(0),
    image: text(),
  },
  (t) => [index().on(t.orderId)],
);
