/**
 * Every table that holds something of a person (decision record 044), in one place: what the
 * person's copy of their data shows of it, and what erasing them does to it. The erasure runs the
 * steps below in this order, in one transaction; `tests/api/personal-data.test.ts` reads the
 * database's own catalogue and fails, naming the table, when a table refers to a person (a column
 * referencing `users`, or one holding an address, a name, a phone) and is not listed here, so no
 * later feature can forget a table. A new table is added here the day it is made.
 */
import { sql } from 'drizzle-orm';
import type { DataExportAnswer } from '../../../domain/contract/privacy.ts';
import { ERASED_CUSTOMER, erasedEmail } from '../../../domain/privacy.ts';
import type { DbOrTx } from '../../db/client.ts';
import { forgetPerson } from '../audit/index.ts';
import { giveUpStoreCredit } from '../payments/index.ts';

/** The person being erased: their account, and its address in lower case. */
export interface Person {
  id: number;
  email: string;
}

/** What erasure does to a table's rows about the person. */
type Fate =
  /** The rows are deleted. */
  | 'deleted'
  /** The rows stay for the books with every personal field emptied (an order: its tax destination's country and state stay). */
  | 'blanked'
  /** The rows stay, the address replaced by its SHA-256: the consent can still be proved to the person who gives their address. */
  | 'pseudonymised'
  /** Kept for the bookkeeping period as issued: the law wants the document unchanged (invoices, credit notes, the payment ledger). */
  | 'kept for the books'
  /** The account row stays, emptied, while kept orders name it; else it is deleted. */
  | 'emptied'
  /** The append-only audit log: the person's fields are sealed under their key, which erasure destroys (decision record 046). */
  | 'sealed'
  /** Not a shopper's data (the seller's own details, staff's invitations): nothing to erase. */
  | 'not a shopper’s';

export interface PersonalTable {
  /** The export's section that shows it; null when it holds nothing the person gave or is shown elsewhere (`why`). */
  exported: keyof DataExportAnswer | null;
  erased: Fate;
  why: string;
  /** The erasure's statement for this table, in the person's transaction. */
  erase?: (tx: DbOrTx, person: Person) => Promise<unknown>;
}

const run = (statement: (person: Person) => ReturnType<typeof sql>) => (tx: DbOrTx, person: Person) => tx.execute(statement(person));
const sameAddress = (column: string, person: Person) => sql`lower(${sql.raw(column)}) = ${person.email}`;

/** An order as the books keep it once its customer is erased: the country and state of its destination (for its tax), nothing else of the person. */
const blankedOrder = sql`
  customer_name = ${ERASED_CUSTOMER},
  contact = jsonb_build_object('name', ${ERASED_CUSTOMER}::text, 'email', '', 'phone', ''),
  shipping_address = jsonb_build_object('name', ${ERASED_CUSTOMER}::text, 'company', '', 'address', '', 'city', '',
    'country', shipping_address->>'country', 'state', coalesce(shipping_address->>'state', ''), 'zip', '', 'phone', ''),
  special_instructions = '', idempotency_key = NULL, request_digest = NULL, updated_at = now()`;

/** Keyed by table name; the erasure follows this order (the account row last). */
export const PERSONAL_DATA: Record<string, PersonalTable> = {
  sessions: {
    exported: 'sessions',
    erased: 'deleted',
    why: 'Every session ends, remembered ones too: an old cookie names a row that is gone. The export shows their times, never a token.',
    erase: run((p) => sql`DELETE FROM sessions WHERE user_id = ${p.id}`),
  },
  account_links: {
    exported: null,
    erased: 'deleted',
    why: 'Single-use links (only their hashes): nothing the person wrote; a pending change’s new address goes with them.',
    erase: run((p) => sql`DELETE FROM account_links WHERE user_id = ${p.id}`),
  },
  customer_addresses: {
    exported: 'addresses',
    erased: 'deleted',
    why: 'The address book.',
    erase: run((p) => sql`DELETE FROM customer_addresses WHERE user_id = ${p.id}`),
  },
  cart_items: {
    exported: 'cart',
    erased: 'deleted',
    why: 'The cart’s lines, engraving included.',
    erase: run((p) => sql`DELETE FROM cart_items WHERE cart_id IN (SELECT id FROM carts WHERE user_id = ${p.id})`),
  },
  carts: { exported: 'cart', erased: 'deleted', why: 'The signed-in shopper’s cart.', erase: run((p) => sql`DELETE FROM carts WHERE user_id = ${p.id}`) },
  cart_merges: {
    exported: null,
    erased: 'deleted',
    why: 'Idempotency keys of merged guest carts: technical, nothing the person gave.',
    erase: run((p) => sql`DELETE FROM cart_merges WHERE user_id = ${p.id}`),
  },
  wishlist_items: {
    exported: 'wishlist',
    erased: 'deleted',
    why: 'The shopper’s wishlist.',
    erase: run((p) => sql`DELETE FROM wishlist_items WHERE user_id = ${p.id}`),
  },
  two_factors: {
    exported: null,
    erased: 'deleted',
    why: 'A staff member’s authenticator secret (staff are not erased; a customer has none).',
    erase: run((p) => sql`DELETE FROM two_factors WHERE user_id = ${p.id}`),
  },
  recovery_codes: {
    exported: null,
    erased: 'deleted',
    why: 'Hashes of a staff member’s recovery codes.',
    erase: run((p) => sql`DELETE FROM recovery_codes WHERE user_id = ${p.id}`),
  },
  security_events: {
    exported: 'securityEvents',
    erased: 'deleted',
    why: 'Sign-ins, refused ones and resets, by the account or the address typed.',
    erase: run((p) => sql`DELETE FROM security_events WHERE user_id = ${p.id} OR ${sameAddress('email', p)}`),
  },
  customer_notes: {
    exported: 'staffNotes',
    erased: 'deleted',
    why: 'What staff noted about the customer is personal data about them (decision record 045). Notes a staff member wrote stay, unsigned, if they leave.',
    erase: run((p) => sql`DELETE FROM customer_notes WHERE customer_id = ${p.id}`),
  },
  customer_tags: {
    exported: 'tags',
    erased: 'deleted',
    why: 'The staff’s tags on the customer.',
    erase: run((p) => sql`DELETE FROM customer_tags WHERE customer_id = ${p.id}`),
  },
  newsletter_subscribers: {
    exported: 'newsletter',
    erased: 'deleted',
    why: 'The subscription ends.',
    erase: run((p) => sql`DELETE FROM newsletter_subscribers WHERE ${sameAddress('email', p)}`),
  },
  newsletter_requests: {
    exported: null,
    erased: 'deleted',
    why: 'Sign-ups waiting for their link: the consent they lead to is exported under consents.',
    erase: run((p) => sql`DELETE FROM newsletter_requests WHERE ${sameAddress('email', p)}`),
  },
  consents: {
    exported: 'consents',
    erased: 'pseudonymised',
    why:
      'The proof of each consent (when, how, which words) stays, so the shop can show a complaint that a letter was asked for; ' +
      'the address becomes its SHA-256, found again only by someone who gives the address.',
    erase: run((p) => sql`UPDATE consents SET email = 'sha256:' || encode(sha256(convert_to(${p.email}, 'UTF8')), 'hex') WHERE ${sameAddress('email', p)}`),
  },
  contact_messages: {
    exported: 'messages',
    erased: 'deleted',
    why: 'Messages sent from the address, with their photo files (removed after the erasure commits).',
    erase: run((p) => sql`DELETE FROM contact_messages WHERE ${sameAddress('email', p)}`),
  },
  custom_design_requests: {
    exported: 'messages',
    erased: 'deleted',
    why: 'Design requests sent from the address, with their photo files.',
    erase: run((p) => sql`DELETE FROM custom_design_requests WHERE ${sameAddress('email', p)}`),
  },
  mail_outbox: {
    exported: null,
    erased: 'deleted',
    why: 'Copies of the mail the shop sent the person (they have the letters themselves); unsent ones are not sent.',
    erase: run((p) => sql`DELETE FROM mail_outbox WHERE ${sameAddress('"to"', p)}`),
  },
  rate_limits: {
    exported: null,
    erased: 'deleted',
    why: 'Counters whose key holds the address (sign-up, reset): counts, expiring with their window.',
    erase: run((p) => sql`DELETE FROM rate_limits WHERE position(${p.email} in lower(key)) > 0`),
  },
  staff_invitations: {
    exported: null,
    erased: 'deleted',
    why: 'Invitations to the back office sent to the address (a customer has none; accepted ones name staff, who are not erased).',
    erase: run((p) => sql`DELETE FROM staff_invitations WHERE ${sameAddress('email', p)}`),
  },
  order_events: {
    exported: 'orders',
    erased: 'blanked',
    why: 'The order’s timeline stays for the books; its notes (which may name the person) go, and the person no longer signs their own cancellation.',
    erase: async (tx, p) => {
      await tx.execute(sql`DELETE FROM order_events WHERE kind = 'note' AND order_id IN (SELECT id FROM orders WHERE user_id = ${p.id})`);
      await tx.execute(sql`UPDATE order_events SET actor_id = NULL WHERE actor_id = ${p.id}`);
    },
  },
  order_items: {
    exported: 'orders',
    erased: 'blanked',
    why: 'The pieces and prices stay for the books; an engraving (often a name) goes, and so do a gift card line’s recipient and message. The issued invoice keeps it as printed.',
    erase: run(
      (p) => sql`UPDATE order_items SET personalisation = '',
        gift_card = gift_card || '{"recipientName": "", "recipientEmail": "", "message": ""}'::jsonb
        WHERE order_id IN (SELECT id FROM orders WHERE user_id = ${p.id})`,
    ),
  },
  orders: {
    exported: 'orders',
    erased: 'blanked',
    why:
      'Kept for the bookkeeping period as an erased customer’s: amounts, tax, the destination’s country and state; name, e-mail, phone, ' +
      'address and instructions go. The retention job deletes them once the period has passed.',
    erase: run((p) => sql`UPDATE orders SET ${blankedOrder} WHERE user_id = ${p.id}`),
  },
  return_lines: {
    exported: 'returns',
    erased: 'kept for the books',
    why: 'Which pieces of an order came back and what was given for them (decision record 048): no personal field.',
  },
  returns: {
    exported: 'returns',
    erased: 'blanked',
    why:
      'A return is part of its order’s books (decision record 048): its states, amounts and pieces stay; the shopper’s words, the ' +
      'inspection notes and the photos go (the files removed after the erasure commits).',
    erase: run(
      (p) => sql`UPDATE returns SET reason_text = '', inspection_notes = '', refusal_reason = '', photos = '{}', photo_bytes = 0,
      idempotency_key = NULL, updated_at = now() WHERE customer_id = ${p.id}`,
    ),
  },
  reviews: {
    exported: 'reviews',
    erased: 'blanked',
    why:
      'Reviews the person wrote (decision record 052). A published one stays on its product page, anonymous: no author, no link to the ' +
      'account or the order, its photos removed (the files after the erasure commits); its stars, title and text stay, words the person ' +
      'chose to publish. One not published (waiting, refused, hidden) is deleted.',
    erase: async (tx, p) => {
      await tx.execute(sql`DELETE FROM reviews WHERE customer_id = ${p.id} AND state <> 'published'`);
      await tx.execute(sql`UPDATE reviews SET customer_id = NULL, author_name = '', order_item_id = NULL, photos = '{}', photo_bytes = 0,
        updated_at = now() WHERE customer_id = ${p.id}`);
    },
  },
  payments: { exported: 'orders', erased: 'kept for the books', why: 'The provider’s references and amounts: no personal field.' },
  payment_events: {
    exported: 'orders',
    erased: 'kept for the books',
    why: 'The append-only ledger (decision record 025); its actor is staff, never a shopper.',
  },
  store_credit_entries: {
    exported: 'storeCredit',
    erased: 'kept for the books',
    why:
      'The append-only store credit ledger (issue 34): money the shop owes, kept as written; its actor is staff. What is left is given up ' +
      'by one more entry, so the books owe nobody who can no longer spend it (decision record 047).',
    erase: (tx, person) => giveUpStoreCredit(tx, person.id),
  },
  gift_card_entries: { exported: 'giftCards', erased: 'kept for the books', why: 'The append-only gift card ledger (issue 34); its actor is staff.' },
  gift_cards: {
    exported: 'giftCards',
    erased: 'blanked',
    why:
      'A gift card is money the shop owes to whoever holds its code (issue 34): the card and its balance stay. Its recipient’s name, e-mail and ' +
      'message are blanked once it was sent, on a card the person bought or was sent (an unsent card keeps them until its send date: the shop ' +
      'still has to mail it); a card in their account leaves it, still spendable by its code (decision record 050).',
    erase: async (tx, person) => {
      await tx.execute(sql`UPDATE gift_cards SET recipient_name = '', recipient_email = '', message = ''
        WHERE sent_at IS NOT NULL AND (order_id IN (SELECT id FROM orders WHERE user_id = ${person.id}) OR ${sameAddress('recipient_email', person)})`);
      await tx.execute(sql`UPDATE gift_cards SET owner_id = NULL WHERE owner_id = ${person.id}`);
    },
  },
  payment_moves: { exported: 'orders', erased: 'kept for the books', why: 'Moves asked of the provider; their actor is staff.' },
  invoices: {
    exported: 'orders',
    erased: 'kept for the books',
    why: 'An issued invoice never changes (decision record 027): its copy keeps the buyer’s name, address, e-mail and phone as printed, for the bookkeeping period.',
  },
  credit_notes: { exported: 'orders', erased: 'kept for the books', why: 'As the invoice: an issued credit note keeps what it printed.' },
  audit_events: {
    exported: null,
    erased: 'sealed',
    why: 'What staff did, append-only (decision record 023): the person’s fields are sealed under their key, which the erasure destroys (decision record 046).',
  },
  person_keys: {
    exported: null,
    erased: 'sealed',
    why: 'The key that opens the person’s sealed audit fields: destroyed by the erasure, in its transaction.',
    erase: (tx, p) => forgetPerson(tx, p.id),
  },
  shop_settings: { exported: null, erased: 'not a shopper’s', why: 'The seller’s own details, printed on every document.' },
  users: {
    exported: 'profile',
    erased: 'emptied',
    why:
      'Orders kept for the books name the account (orders.user_id is NOT NULL): the row stays with no name, phone or password, its address the ' +
      'placeholder erased-<id>@erased.invalid, until the last kept order goes; an account no order (and no store credit entry) names is deleted at once.',
    erase: async (tx, p) => {
      await tx.execute(sql`UPDATE users SET first_name = '', last_name = '', email = ${erasedEmail(p.id)}, password_hash = '', phone = '',
        email_verified_at = NULL, disabled_at = coalesce(disabled_at, now()), erased_at = now() WHERE id = ${p.id}`);
      await tx.execute(sql`DELETE FROM users WHERE id = ${p.id} AND NOT EXISTS (SELECT 1 FROM orders WHERE user_id = ${p.id})
        AND NOT EXISTS (SELECT 1 FROM audit_events WHERE actor_id = ${p.id}) AND NOT EXISTS (SELECT 1 FROM store_credit_entries WHERE customer_id = ${p.id})`);
    },
  },
};
