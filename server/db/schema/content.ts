/** What shoppers send us and what we publish: messages, subscriptions, design requests, blog posts. */
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const contactMessages = pgTable('contact_messages', {
  id: serial().primaryKey(),
  name: text().notNull(),
  email: text().notNull(),
  subject: text().notNull(),
  message: text().notNull(),
  mobile: text().notNull().default(''),
  /** File name under the uploads folder. */
  photo: text(),
  /** Size of the stored photo, counted against the uploads quota. */
  photoBytes: integer().notNull().default(0),
  link: text(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  /** When someone in the back office opened it; unread until then. */
  readAt: timestamp({ withTimezone: true }),
});

export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: serial().primaryKey(),
    email: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('newsletter_subscribers_email_lower_idx').on(sql`lower(${t.email})`)],
);

export const customDesignRequests = pgTable('custom_design_requests', {
  id: serial().primaryKey(),
  name: text().notNull(),
  email: text().notNull(),
  phone: text().notNull().default(''),
  description: text().notNull(),
  photo: text(),
  /** Size of the stored photo, counted against the uploads quota. */
  photoBytes: integer().notNull().default(0),
  link: text(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  /** When someone in the back office opened it; unread until then. */
  readAt: timestamp({ withTimezone: true }),
});

export const blogPosts = pgTable('blog_posts', {
  id: serial().primaryKey(),
  slug: text().notNull().unique(),
  title: text().notNull(),
  excerpt: text().notNull(),
  body: text().array().notNull(),
  image: text().notNull(),
  publishedAt: timestamp({ withTimezone: true }).notNull(),
});

/** Facts about this installation, e.g. that the sample catalogue was seeded (so it is seeded once). */
export const installationFacts = pgTable('installation_facts', {
  key: text().primaryKey(),
  value: text().notNull(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * Mail waiting to go out, written in the same transaction as what it reports (an order, a new
 * account). A sender delivers it (SMTP, or a file in the outbox folder) and retries failures with
 * a growing delay, so mail that cannot be sent now is not lost and never blocks the shopper.
 */
/** A file sent with an outbox message, as the row keeps it. */
export interface StoredAttachment {
  fileName: string;
  contentType: string;
  /** The file's bytes, base64. */
  base64: string;
}

export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial().primaryKey(),
    to: text().notNull(),
    subject: text().notNull(),
    text: text().notNull(),
    /** Headers beyond the usual ones, such as a marketing letter's List-Unsubscribe (RFC 8058). */
    headers: jsonb().$type<Record<string, string>>().notNull().default({}),
    /**
     * Files sent with the message (the ring sizer's PDF), their bytes in base64; bounded by the mail
     * module (services/mail/attachments.ts) and emptied once the message is sent (decision record 060).
     */
    attachments: jsonb().$type<StoredAttachment[]>().notNull().default([]),
    attempts: integer().notNull().default(0),
    nextAttemptAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastError: text(),
    sentAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('mail_outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.sentAt} is null`),
  ],
);
