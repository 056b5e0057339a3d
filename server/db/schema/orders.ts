/** Shipping methods, discount codes, and orders priced by the server. Money in minor units. */
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgSequence, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { productVariants, variantStock } from './catalog.ts';
import { ORDER_STATUSES } from '../../../domain/order.ts';
import { DISCOUNT_KINDS } from '../../../domain/discounts.ts';
import type { GiftCardChoice } from '../../../domain/line.ts';
import type { TaxLine } from '../../../domain/tax.ts';
import { SIZE_LATER, SIZE_SYSTEMS } from '../../../domain/ring-sizes.ts';

/**
 * Where the shop ships: a zone lists countries (ISO 3166-1 alpha-2), each whole (state '') or by
 * some of its states. A country whole is in one zone at most, and so is a state of it: an address
 * belongs to the zone listing its state, else to the one listing its country, else to none.
 */
export const shippingZones = pgTable('shipping_zones', {
  id: serial().primaryKey(),
  name: text().notNull(),
  position: smallint().notNull().default(0),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export const shippingZoneRegions = pgTable(
  'shipping_zone_regions',
  {
    id: serial().primaryKey(),
    zoneId: integer()
      .notNull()
      .references(() => shippingZones.id, { onDelete: 'cascade' }),
    countryCode: text().notNull(),
    /** '' for the whole country; else a state as addresses write it, matched without case. */
    state: text().notNull().default(''),
  },
  (t) => [uniqueIndex('shipping_zone_regions_place_idx').on(t.countryCode, sql`lower(${t.state})`), index().on(t.zoneId)],
);

/**
 * A zone's methods. A method deleted in the back office is kept, inactive and out of its zone,
 * while orders name it (they keep their own copy of its name and price).
 */
export const shippingMethods = pgTable(
  'shipping_methods',
  {
    id: serial().primaryKey(),
    code: text()
      .notNull()
      .unique()
      .default(sql`gen_random_uuid()::text`),
    zoneId: integer().references(() => shippingZones.id, { onDelete: 'set null' }),
    name: text().notNull(),
    deliveryText: text().notNull(),
    minDays: smallint().notNull(),
    maxDays: smallint().notNull(),
    priceMinor: integer().notNull(),
    /** Shipping is free once the goods reach this (domain/pricing.ts); null: never. */
    freeAboveMinor: integer(),
    position: smallint().notNull().default(0),
    active: boolean().notNull().default(true),
  },
  (t) => [index().on(t.zoneId)],
);

/**
 * Discounts (decision record 028): codes the shopper types and automatic promotions (no code).
 * domain/discounts.ts decides whether one applies and what it takes off; a use is an order not
 * cancelled that carries it (order_discounts), so a cancellation gives its use back.
 */
export const discountCodes = pgTable('discount_codes', {
  id: serial().primaryKey(),
  /** Upper case; null for an automatic promotion. */
  code: text().unique(),
  /** What the shopper reads on the cart, the checkout and the invoice ("Weekend sale on rings"). */
  name: text().notNull(),
  kind: text({ enum: DISCOUNT_KINDS }).notNull().default('percent'),
  /** Percent (1 to 100) or an amount in minor units; 0 for free shipping. */
  value: integer().notNull(),
  minSubtotalMinor: integer().notNull().default(0),
  startsAt: timestamp({ withTimezone: true }),
  endsAt: timestamp({ withTimezone: true }),
  usageLimit: integer(),
  perCustomerLimit: integer(),
  firstOrderOnly: boolean().notNull().default(false),
  /** Empty: every piece; otherwise the discount takes off these products' and these categories' lines only. */
  productIds: integer()
    .array()
    .notNull()
    .default(sql`'{}'::int[]`),
  categoryIds: integer()
    .array()
    .notNull()
    .default(sql`'{}'::int[]`),
  active: boolean().notNull().default(true),
  description: text().notNull().default(''),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
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
    /** The ring size system the shopper saw when ordering (decision record 057): the order's pages, papers and e-mails name ring sizes in it. */
    sizeSystem: text({ enum: SIZE_SYSTEMS }).notNull().default('US'),
    subtotalMinor: integer().notNull(),
    giftWrapMinor: integer().notNull().default(0),
    shippingMinor: integer().notNull(),
    discountMinor: integer().notNull().default(0),
    totalMinor: integer().notNull(),
    /** The tax as it was charged (domain/tax.ts): its lines (name, rate, base, amount), their sum, and whether the prices carried it or it was added. */
    taxMinor: integer().notNull().default(0),
    taxIncluded: boolean().notNull().default(false),
    taxLines: jsonb().$type<TaxLine[]>().notNull().default([]),
    discountCode: text(),
    specialInstructions: text().notNull().default(''),
    status: text({ enum: ORDER_STATUSES }).notNull().default('Pending'),
    /** The status an order On hold was paused in: it returns there. */
    heldFromStatus: text({ enum: ORDER_STATUSES }),
    carrier: text(),
    trackingNumber: text(),
    /** Whether any line is made to order (the back office's filter). */
    hasMadeToOrder: boolean().notNull().default(false),
    idempotencyKey: text(),
    /** SHA-256 of the order request an Idempotency-Key was first used with: a reuse with another body is refused. */
    requestDigest: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    cancelledAt: timestamp({ withTimezone: true }),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index().on(t.userId, t.createdAt),
    uniqueIndex('orders_idempotency_idx').on(t.userId, t.idempotencyKey),
    index('orders_created_at_id_idx').on(t.createdAt.desc(), t.id.desc()),
    index('orders_status_created_at_idx').on(t.status, t.createdAt.desc()),
    index('orders_search_trgm_idx').using('gin', sql`lower(${t.customerName} || ' ' || (${t.contact}->>'email')) gin_trgm_ops`),
  ],
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
    /** A ring ordered without a size ("I don't know my size", decision record 057): the shopper chooses it later; '' size until then. */
    sizeLater: boolean().notNull().default(false),
    personalisation: text().notNull().default(''),
    giftWrap: boolean().notNull().default(false),
    quantity: integer().notNull(),
    unitPriceMinor: integer().notNull(),
    giftWrapMinor: integer().notNull().default(0),
    image: text(),
    madeToOrder: boolean().notNull().default(true),
    /** The shelf the pieces were taken from (a ready-to-ship line): a cancellation puts them back there. */
    stockId: integer().references(() => variantStock.id, { onDelete: 'set null' }),
    /** A gift card sold (decision record 050): its amount, recipient, message and send day; null on a piece's line. */
    giftCard: jsonb().$type<GiftCardChoice>(),
  },
  (t) => [
    index().on(t.orderId),
    // The dashboard's rings still to be sized (decision record 057): the few such lines, from the index alone.
    index('order_items_awaiting_size_idx')
      .on(t.orderId)
      .where(sql`${t.sizeLater} AND ${t.size} = ${sql.raw(`'${SIZE_LATER}'`)}`),
  ],
);

/**
 * An order's timeline: each status change (with the carrier and tracking number when shipped)
 * and each note. Internal notes are for the shop only; status changes are shown to the shopper.
 */
export const orderEvents = pgTable(
  'order_events',
  {
    id: serial().primaryKey(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    kind: text({ enum: ['status', 'note'] }).notNull(),
    fromStatus: text({ enum: ORDER_STATUSES }),
    toStatus: text({ enum: ORDER_STATUSES }),
    note: text().notNull().default(''),
    carrier: text(),
    trackingNumber: text(),
    /** Who did it: a staff member, the shopper (their own cancellation), or null for the system. */
    actorId: integer().references(() => users.id, { onDelete: 'set null' }),
    internal: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.orderId, t.createdAt)],
);

/** The discounts an order was given, each as it was shown and charged: its name, its code, what it took off. */
export const orderDiscounts = pgTable(
  'order_discounts',
  {
    id: serial().primaryKey(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    discountId: integer().references(() => discountCodes.id, { onDelete: 'set null' }),
    name: text().notNull(),
    code: text(),
    kind: text({ enum: DISCOUNT_KINDS }).notNull(),
    amountMinor: integer().notNull(),
  },
  (t) => [index().on(t.orderId), index().on(t.discountId, t.orderId)],
);
