/**
 * Payments (decision record 025): one payment an order, holding how it is paid and the provider's
 * references; its ledger of money events, append-only (a trigger refuses UPDATE, DELETE and
 * TRUNCATE, migration payments); the provider events received (each once); and the shop's payment
 * settings. A payment's status is never stored: it is derived from its ledger (domain/payment.ts).
 */
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { PAYMENT_EVENT_KINDS } from '../../../domain/payment.ts';
import { users } from './accounts.ts';
import { orders } from './orders.ts';

export const payments = pgTable(
  'payments',
  {
    id: serial().primaryKey(),
    orderId: integer()
      .notNull()
      .unique()
      .references(() => orders.id, { onDelete: 'restrict' }),
    /** The method's id (domain/payment.ts): a registered provider's, or a manual method's. */
    method: text().notNull(),
    currency: text().notNull(),
    /** The amount asked for when the order was placed (its total). */
    amountMinor: integer().notNull(),
    /** The provider's session or checkout reference (a Stripe Checkout Session id). */
    providerReference: text(),
    /** The provider's payment reference once known (a Stripe PaymentIntent id). */
    providerPaymentId: text(),
    /** Where the shopper pays (a hosted payment page), while the payment awaits them. */
    redirectUrl: text(),
    /** When the hosted payment page expires, or a bank transfer is due. */
    expiresAt: timestamp({ withTimezone: true }),
    /** Something staff must look at (an amount or currency that did not match the order, a failed capture). */
    problem: text(),
    /** When the shopper was reminded to pay (a bank transfer not yet received). */
    remindedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payments_provider_reference_idx').on(t.providerReference),
    index('payments_provider_payment_idx').on(t.providerPaymentId),
    // The dashboard counts the payments with a problem: few, found without reading every payment.
    index('payments_problem_idx')
      .on(t.orderId)
      .where(sql`${t.problem} IS NOT NULL`),
  ],
);

/**
 * The ledger: each money event of a payment, written once and never changed. The provider's event
 * id is unique (a webhook delivered twice writes one entry); so is an action's idempotency key on
 * its payment (a double click or a retry writes one).
 */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: serial().primaryKey(),
    paymentId: integer()
      .notNull()
      .references(() => payments.id, { onDelete: 'restrict' }),
    kind: text({ enum: PAYMENT_EVENT_KINDS }).notNull(),
    amountMinor: integer().notNull(),
    currency: text().notNull(),
    /** The provider's reference for this movement (a refund's id, a bank transfer's reference). */
    providerReference: text(),
    providerEventId: text().unique(),
    idempotencyKey: text(),
    /** The staff member who acted, or null for the shopper, the provider or the shop itself. */
    actorId: integer().references(() => users.id, { onDelete: 'restrict' }),
    /** Why (a refund's reason), or what happened (a failure's message). */
    note: text().notNull().default(''),
    /** When the money moved (a bank transfer's date), which may be before it was recorded. */
    occurredAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index().on(t.paymentId, t.id),
    // The dashboard's sales: the money that moved on each of the last days.
    index('payment_events_occurred_at_idx').on(t.occurredAt),
    uniqueIndex('payment_events_idempotency_idx').on(t.paymentId, t.idempotencyKey),
    check('payment_events_amount_not_negative', sql`${t.amountMinor} >= 0`),
  ],
);

/** Each provider event (a webhook) received, by its id: a repeat is answered and changes nothing. */
export const providerEvents = pgTable('provider_events', {
  id: text().primaryKey(),
  provider: text().notNull(),
  type: text().notNull(),
  receivedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** The shop's payment settings: one row. A card provider is configured by the environment (its secrets never sit here). */
export const paymentSettings = pgTable(
  'payment_settings',
  {
    id: smallint().primaryKey().default(1),
    bankTransferEnabled: boolean().notNull().default(true),
    accountHolder: text().notNull().default(''),
    bankName: text().notNull().default(''),
    /** An account number or an IBAN, as the shopper types it into their bank. */
    accountNumber: text().notNull().default(''),
    /** The bank's BIC (SWIFT code) or routing number, beside the account ('' when the owner gives none). */
    bankCode: text().notNull().default(''),
    daysToPay: smallint().notNull().default(7),
    /** The sample shop's details, to be replaced before real shoppers pay. */
    sampleDetails: boolean().notNull().default(false),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('payment_settings_one_row', sql`${t.id} = 1`)],
);
