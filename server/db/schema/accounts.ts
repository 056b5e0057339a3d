/** Shoppers, their server-side sessions, e-mailed account links, and server-kept carts and wishlists. */
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { metals, productVariants } from './catalog.ts';
import type { GiftCardChoice } from '../../../domain/line.ts';
import { ROLES } from '../../../domain/roles.ts';
import { SIZE_SYSTEMS } from '../../../domain/ring-sizes.ts';

export const users = pgTable(
  'users',
  {
    id: serial().primaryKey(),
    firstName: text().notNull(),
    lastName: text().notNull(),
    email: text().notNull(),
    passwordHash: text().notNull(),
    /** The shopper's phone, as they typed it on their account page (domain/schemas/checkout.ts `PhoneText`); empty: none given. */
    phone: text().notNull().default(''),
    /** When the shopper followed the verification link sent to this address; null until then. */
    emailVerifiedAt: timestamp({ withTimezone: true }),
    role: text({ enum: ROLES }).notNull().default('customer'),
    /** The ring size system the shopper chose (decision record 057); null: from the country they ship to. */
    sizeSystem: text({ enum: SIZE_SYSTEMS }),
    /** Set by the owner to shut a staff account out: its sessions end and it cannot log in. */
    disabledAt: timestamp({ withTimezone: true }),
    /**
     * When the shopper's data was erased (decision record 044): the row stays only while orders
     * kept for the books name it, with no name, address, phone or password; its e-mail is the
     * placeholder `erased-<id>@erased.invalid`. Such an account can never sign in.
     */
    erasedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // E-mail addresses are compared case-blind.
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
    // The staff list: the few who are not customers, among every shopper's account.
    index('users_staff_idx')
      .on(t.role)
      .where(sql`${t.role} <> 'customer'`),
    // The back office's customer list, newest first (services/customers): a walk of this index, which
    // the planner takes even while it misjudges how many accounts are customers not erased.
    index('users_customers_idx')
      .on(t.id)
      .where(sql`${t.role} = 'customer' AND ${t.erasedAt} IS NULL`),
    // The back office's customer search (services/customers: name, e-mail or phone, any part).
    index('users_search_trgm_idx').using('gin', sql`lower(${t.firstName} || ' ' || ${t.lastName} || ' ' || ${t.email} || ' ' || ${t.phone}) gin_trgm_ops`),
  ],
);

/**
 * A signed-in session. The session token (a JWT naming `id`) is only valid while this row exists
 * and `expiresAt` is ahead: logout deletes the row, a password reset deletes all of the account's.
 * `expiresAt` slides forward with use (idle timeout); the token's own `exp` caps the whole life.
 */
export const sessions = pgTable(
  'sessions',
  {
    /** Random, unguessable (128 bits, base64url). */
    id: text().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    remember: boolean().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    /**
     * When the person last proved who they are in this session (the password at login, a
     * two-factor code, or the confirm-your-identity form): owner actions want it within 10 minutes.
     */
    reauthenticatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.userId), index().on(t.expiresAt)],
);

/**
 * A staff member's authenticator (TOTP, RFC 6238). The secret is stored encrypted (AES-256-GCM,
 * accounts/two-factor-secret.ts); `confirmedAt` is null while the member has scanned the code but
 * not yet typed a first one. `lastStep` is the time step of the last code accepted, so a code is
 * never accepted twice.
 */
export const twoFactors = pgTable('two_factors', {
  userId: integer()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secretEncrypted: text().notNull(),
  confirmedAt: timestamp({ withTimezone: true }),
  lastStep: integer(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** Single-use recovery codes of a staff member's two-factor sign-in, stored as argon2id hashes. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text().notNull(),
    usedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index().on(t.userId)],
);

/** The back office's security settings: one row (id 1), written by the owner and audited. */
export const securitySettings = pgTable('security_settings', {
  id: integer().primaryKey().default(1),
  /** Every staff member must sign in with two-factor; one without it enrols at the next sign-in. */
  requireTwoFactor: boolean().notNull().default(false),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

// 'staff-invite' links of earlier versions may remain in the table: nothing reads them any more (staff_invitations).
export const ACCOUNT_LINK_PURPOSES = ['reset-password', 'verify-email', 'change-email', 'two-factor-setup'] as const;
export type AccountLinkPurpose = (typeof ACCOUNT_LINK_PURPOSES)[number];

/**
 * E-mailed links (password reset, address verification, an e-mail change): single-use, expiring;
 * only a hash of the token is stored. A change-email link holds the address it moves the account
 * to (`newEmail`): the account's address changes only when the link mailed there is opened.
 */
export const accountLinks = pgTable(
  'account_links',
  {
    id: serial().primaryKey(),
    purpose: text({ enum: ACCOUNT_LINK_PURPOSES }).notNull(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text().notNull().unique(),
    newEmail: text(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.userId, t.purpose)],
);

/**
 * A shopper's address book (decision record 041): several addresses, exactly one of them the
 * default (a partial unique index holds it; writes lock the account's row first). Read and
 * written with the address rules of domain/addresses.ts: the country as its ISO code, the state
 * by its name where the country has a list, else empty. Goes with the account (cascade).
 */
export const customerAddresses = pgTable(
  'customer_addresses',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    company: text().notNull().default(''),
    address: text().notNull(),
    city: text().notNull(),
    country: text().notNull(),
    state: text().notNull().default(''),
    zip: text().notNull().default(''),
    phone: text().notNull().default(''),
    isDefault: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index().on(t.userId),
    uniqueIndex('customer_addresses_one_default_idx')
      .on(t.userId)
      .where(sql`${t.isDefault}`),
  ],
);

/**
 * An invitation to the back office. It holds the role until the person who opens the e-mailed
 * link (proving the mailbox) accepts it; no account changes before then. Only the token's SHA-256
 * is kept; a resend replaces it (the old link stops working). One pending invitation per address.
 */
export const staffInvitations = pgTable(
  'staff_invitations',
  {
    id: serial().primaryKey(),
    email: text().notNull(),
    firstName: text().notNull(),
    lastName: text().notNull(),
    role: text({ enum: ['staff', 'owner'] }).notNull(),
    invitedBy: integer().references(() => users.id, { onDelete: 'set null' }),
    tokenHash: text().notNull().unique(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    revokedAt: timestamp({ withTimezone: true }),
    /** The account the invitation made staff (created or promoted) when it was used. */
    acceptedBy: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('staff_invitations_pending_email_idx')
      .on(sql`lower(${t.email})`)
      .where(sql`${t.usedAt} is null and ${t.revokedAt} is null`),
  ],
);

/**
 * Fixed-window counters for rate limits, shared by every process of the shop: one row per key
 * (e.g. `login:account:42`), updated with one statement per attempt.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text().primaryKey(),
    windowStart: timestamp({ withTimezone: true }).notNull(),
    hits: integer().notNull(),
  },
  (t) => [index().on(t.windowStart)],
);

export const carts = pgTable('carts', {
  id: serial().primaryKey(),
  userId: integer()
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** A cart line: a variant in a metal and size, with its personalisation and gift wrap. */
export const cartItems = pgTable(
  'cart_items',
  {
    id: serial().primaryKey(),
    cartId: integer()
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    /** Null only on a gift card line, which names no piece (decision record 050). */
    variantId: integer().references(() => productVariants.id, { onDelete: 'cascade' }),
    metalId: integer().references(() => metals.id),
    size: text().notNull().default(''),
    personalisation: text().notNull().default(''),
    giftWrap: boolean().notNull().default(false),
    quantity: integer().notNull(),
    /** The unit price the shopper was last shown, so a later change can be reported to them. */
    seenPriceMinor: integer(),
    addedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** A gift card line's card (amount, recipient, message, send day); null on a piece's line. */
    giftCard: jsonb().$type<GiftCardChoice>(),
    /** A gift card line's identity (domain/line.ts lineKey), so the same card added again adds to its quantity. */
    cardKey: text(),
  },
  (t) => [
    uniqueIndex('cart_items_line_idx').on(t.cartId, t.variantId, t.metalId, t.size, t.personalisation, t.giftWrap),
    uniqueIndex('cart_items_card_idx').on(t.cartId, t.cardKey),
    // A line is a piece in a metal, or a gift card with its key: never neither.
    check(
      'cart_items_piece_or_card',
      sql`(${t.variantId} IS NOT NULL AND ${t.metalId} IS NOT NULL) OR (${t.giftCard} IS NOT NULL AND ${t.cardKey} IS NOT NULL)`,
    ),
  ],
);

export const wishlistItems = pgTable(
  'wishlist_items',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    variantId: integer()
      .notNull()
      .references(() => productVariants.id, { onDelete: 'cascade' }),
    addedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.variantId] })],
);

/** Idempotency-Keys of guest-cart merges already applied: a repeated request does not add twice. */
export const cartMerges = pgTable(
  'cart_merges',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] })],
);

/**
 * Every write in the back office: who (the staff member, or null for the shop itself, e.g.
 * ADMIN_EMAIL at start), when, the action, the entity and its id, and the fields before and after.
 * Written in the same transaction as the change it records. Append-only: a trigger (migration
 * audit_append_only) refuses every UPDATE, DELETE and TRUNCATE, whoever the connecting role is,
 * so an account that has entries cannot be deleted either (accounts are disabled, never deleted).
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: serial().primaryKey(),
    actorId: integer().references(() => users.id, { onDelete: 'restrict' }),
    /** Kept as it was at the time, so the entry still names the person if the account changes. */
    actorEmail: text(),
    action: text().notNull(),
    entity: text().notNull(),
    entityId: text().notNull(),
    before: jsonb().$type<Record<string, unknown>>(),
    after: jsonb().$type<Record<string, unknown>>(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.entity, t.entityId, t.createdAt), index().on(t.actorId, t.createdAt), index().on(t.createdAt)],
);
