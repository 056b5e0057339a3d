/**
 * Consent to marketing mail (decision record 042): the words asked, each consent given or
 * withdrawn, and the newsletter sign-ups waiting for their confirmation link to be followed.
 * `newsletter_subscribers` (content.ts) is who is subscribed now; these say since when and why.
 */
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { CONSENT_TOPICS, CONSENT_WAYS, GIVING_WAYS } from '../../../domain/consent.ts';

/** The words of one version as they were shown (domain/consent.ts), written when first used; never changed. */
export const consentWords = pgTable(
  'consent_words',
  {
    id: serial().primaryKey(),
    topic: text({ enum: CONSENT_TOPICS }).notNull(),
    version: integer().notNull(),
    text: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex().on(t.topic, t.version)],
);

/**
 * Each consent given or withdrawn, appended, never changed: by whom (the address), when, how, and
 * the words shown. A consent given always names its words; one withdrawn by a letter's link
 * names none (none were shown).
 */
export const consents = pgTable(
  'consents',
  {
    id: serial().primaryKey(),
    email: text().notNull(),
    topic: text({ enum: CONSENT_TOPICS }).notNull(),
    given: boolean().notNull(),
    how: text({ enum: CONSENT_WAYS }).notNull(),
    wordsId: integer().references(() => consentWords.id),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('consents_email_lower_idx').on(sql`lower(${t.email})`, t.at),
    check('consents_given_names_words', sql`NOT ${t.given} OR ${t.wordsId} IS NOT NULL`),
  ],
);

/**
 * A newsletter sign-up waiting for its confirmation link (double opt-in): only the token's
 * SHA-256 is kept, with the way and the words of the sign-up; the address is subscribed when the
 * link is followed before it expires. Unconfirmed rows are deleted soon after they expire.
 */
export const newsletterRequests = pgTable(
  'newsletter_requests',
  {
    id: serial().primaryKey(),
    email: text().notNull(),
    tokenHash: text().notNull().unique(),
    how: text({ enum: GIVING_WAYS }).notNull(),
    wordsVersion: integer().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('newsletter_requests_email_lower_idx').on(sql`lower(${t.email})`), index().on(t.expiresAt)],
);
