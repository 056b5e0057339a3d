/**
 * A person's copy of their data (decision record 044): every section the registry (registry.ts)
 * names, read through the module that owns it where it has a reader (the profile and address book
 * from accounts, the orders as the order page presents them, the consents with their words from
 * content), the rest here. Sessions show their times only, never a token; photos are named, not
 * attached (the shopper sent them).
 */
import { sql } from 'drizzle-orm';
import type { DataExportAnswer } from '../../../domain/contract/privacy.ts';
import { NotFound } from '../../../domain/errors.ts';
import { GIFT_CARD_PRODUCT_NAME, GIFT_CARD_VARIANT_ID } from '../../../domain/line.ts';
import { PRIVACY_MESSAGES as M } from '../../../domain/privacy.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { listAddresses, presentAddressBook, presentProfile, readProfile } from '../accounts/index.ts';
import { recordAudit } from '../audit/index.ts';
import { consentHistory, newsletterStatus } from '../content/index.ts';
import { listOrders, presentOrder } from '../orders/index.ts';
import { exportedBalances } from '../payments/index.ts';
import { consume, type RateLimit } from '../rate-limits/index.ts';
import { listOwnReturns, presentReturn } from '../returns/index.ts';
import { ownReviews } from '../reviews/index.ts';
import { getReturnPolicy } from '../shop/index.ts';

const iso = (value: Date | string) => new Date(value).toISOString();

/** A row of a raw read: its columns as PostgreSQL names them. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each reader maps its own columns at once
type Row = Record<string, any>;

async function account(db: DbOrTx, userId: number) {
  const { rows } = await db.execute<{ created_at: Date; email_verified_at: Date | null; erased_at: Date | null }>(
    sql`SELECT created_at, email_verified_at, erased_at FROM users WHERE id = ${userId}`,
  );
  const [row] = rows;
  if (!row || row.erased_at) throw new NotFound(M.customerNotFound);
  return { createdAt: iso(row.created_at), emailVerifiedAt: row.email_verified_at ? iso(row.email_verified_at) : null };
}

async function messages(db: DbOrTx, email: string): Promise<DataExportAnswer['messages']> {
  const { rows } = await db.execute<Row>(sql`
    SELECT 'contact' AS kind, created_at, name, email, mobile AS phone, subject, message, link, photo IS NOT NULL AS has_photo
      FROM contact_messages WHERE lower(email) = lower(${email})
    UNION ALL
    SELECT 'custom-design', created_at, name, email, phone, '', description, link, photo IS NOT NULL
      FROM custom_design_requests WHERE lower(email) = lower(${email})
    ORDER BY created_at`);
  return rows.map((row) => ({
    kind: row.kind,
    sentAt: iso(row.created_at),
    name: row.name,
    email: row.email,
    phone: row.phone,
    subject: row.subject,
    message: row.message,
    link: row.link,
    hasPhoto: row.has_photo,
  }));
}

async function pieces(db: DbOrTx, userId: number) {
  const wishlist = await db.execute<Row>(sql`
    SELECT w.variant_id, v.title, w.added_at FROM wishlist_items w JOIN product_variants v ON v.id = w.variant_id
    WHERE w.user_id = ${userId} ORDER BY w.added_at`);
  const cart = await db.execute<Row>(sql`
    SELECT coalesce(i.variant_id, ${GIFT_CARD_VARIANT_ID}) AS variant_id, coalesce(v.title, ${GIFT_CARD_PRODUCT_NAME}) AS title, i.added_at, i.quantity, coalesce(m.name, '') AS metal, i.size, i.personalisation, i.gift_card
    FROM cart_items i JOIN carts c ON c.id = i.cart_id LEFT JOIN product_variants v ON v.id = i.variant_id LEFT JOIN metals m ON m.id = i.metal_id
    WHERE c.user_id = ${userId} ORDER BY i.added_at`);
  const piece = (row: Row) => ({ variantId: row.variant_id, productName: row.title, addedAt: iso(row.added_at) });
  return {
    wishlist: wishlist.rows.map(piece),
    // A gift card line (decision record 050) with its card: the recipient and the message are the buyer's words.
    cart: cart.rows.map((row) => ({
      ...piece(row),
      quantity: row.quantity,
      metal: row.metal,
      size: row.size,
      personalisation: row.personalisation,
      ...(row.gift_card ? { giftCard: row.gift_card } : {}),
    })),
  };
}

async function traces(db: DbOrTx, userId: number, email: string) {
  const [sessions, events, notes, tags] = await Promise.all([
    db.execute<Row>(sql`SELECT created_at, last_seen_at, expires_at, remember FROM sessions WHERE user_id = ${userId} ORDER BY created_at`),
    db.execute<Row>(sql`SELECT kind, created_at, ip FROM security_events WHERE user_id = ${userId} OR lower(email) = lower(${email}) ORDER BY created_at, id`),
    db.execute<Row>(sql`SELECT body, created_at FROM customer_notes WHERE customer_id = ${userId} ORDER BY created_at, id`),
    db.execute<Row>(sql`SELECT tag FROM customer_tags WHERE customer_id = ${userId} ORDER BY tag`),
  ]);
  return {
    sessions: sessions.rows.map((row) => ({
      createdAt: iso(row.created_at),
      lastSeenAt: iso(row.last_seen_at),
      expiresAt: iso(row.expires_at),
      remembered: row.remember,
    })),
    securityEvents: events.rows.map((row) => ({ kind: row.kind, at: iso(row.created_at), ip: row.ip })),
    staffNotes: notes.rows.map((row) => ({ body: row.body, at: iso(row.created_at) })),
    tags: tags.rows.map((row) => row.tag as string),
  };
}

/** The person's returns, as their order page shows them. */
async function exportedReturns(db: DbOrTx, userId: number) {
  const [found, policy] = [await listOwnReturns(db, userId), await getReturnPolicy(db)];
  return found.map((view) => presentReturn(view, policy));
}

/** Everything the shop keeps keyed to the customer `userId`; an erased or missing account is a NotFound. */
async function exportPersonalData(db: DbOrTx, userId: number): Promise<DataExportAnswer> {
  const dates = await account(db, userId);
  const profile = await readProfile(db, userId);
  const [addresses, orders, consents, newsletter, sent, kept, left, balances] = await Promise.all([
    listAddresses(db, userId),
    listOrders(db, userId),
    consentHistory(db, profile.email),
    newsletterStatus(db, profile.email),
    messages(db, profile.email),
    pieces(db, userId),
    traces(db, userId, profile.email),
    exportedBalances(db, userId),
  ]);
  return {
    exportedAt: new Date().toISOString(),
    profile: { ...presentProfile(profile), ...dates },
    addresses: presentAddressBook(addresses).addresses,
    orders: orders.map(presentOrder),
    consents: consents.map((consent) => ({ ...consent, at: iso(consent.at) })),
    newsletter: { subscribed: newsletter.subscribed, since: newsletter.since ? iso(newsletter.since) : null },
    messages: sent,
    ...kept,
    ...left,
    ...balances,
    returns: await exportedReturns(db, userId),
    reviews: await ownReviews(db, userId),
  };
}

/** Each copy reads every table about the person: a few an hour per account. */
const EXPORT_LIMIT: RateLimit = { name: 'export:account', limit: 5, windowSeconds: 60 * 60 };

/** The signed-in shopper's own copy, counted against its limit first (429 with Retry-After). */
export async function exportOwnData(db: Db, userId: number): Promise<DataExportAnswer> {
  await consume(db, [{ limit: EXPORT_LIMIT, key: String(userId) }], M.tooManyExports);
  return exportPersonalData(db, userId);
}

/** An owner's copy of a customer's data (to answer the customer's request by other means), recorded in the audit log. */
export async function exportCustomerData(db: Db, userId: number, owner: { id: number; email: string }): Promise<DataExportAnswer> {
  const answer = await exportPersonalData(db, userId);
  await recordAudit(db, owner, { action: 'customer.exported', entity: 'customer', entityId: String(userId) });
  return answer;
}
