/**
 * Consents to the newsletter, given and withdrawn (decision record 042). Every change is appended
 * to `consents` with its date, its way and the words shown (stored once per version in
 * `consent_words`, from domain/consent.ts), so the history can be shown word for word; who is
 * subscribed now is `newsletter_subscribers`.
 */
import { and, asc, eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { wordsOf, type ConsentTopic, type ConsentWay, type GivingWay } from '../../../domain/consent.ts';
import { InvalidInput } from '../../../domain/errors.ts';
import { NEWSLETTER_MESSAGES } from '../../../domain/schemas/newsletter.ts';
import type { DbOrTx } from '../../db/client.ts';
import { consents, consentWords, newsletterRequests, newsletterSubscribers } from '../../db/schema/index.ts';

/** The address compared case-blind, as the subscribers' unique index compares it. */
export const sameAddress = (column: typeof newsletterSubscribers.email | typeof consents.email | typeof newsletterRequests.email, email: string) =>
  sql`lower(${column}) = lower(${email.trim()})`;

/** The stored row of one version's words, written the first time that version is used. */
async function wordsRow(db: DbOrTx, topic: ConsentTopic, version: number): Promise<number> {
  const words = wordsOf(topic, version);
  if (!words) throw new InvalidInput(NEWSLETTER_MESSAGES.unknownWords, [{ path: 'wordsVersion', message: NEWSLETTER_MESSAGES.unknownWords }]);
  await db.insert(consentWords).values({ topic, version, text: words.text }).onConflictDoNothing();
  const [row] = await db
    .select({ id: consentWords.id })
    .from(consentWords)
    .where(and(eq(consentWords.topic, topic), eq(consentWords.version, version)));
  return row!.id;
}

/** Appends one consent given (with the version of the words shown) or withdrawn (with them, when some were shown). */
async function recordConsent(
  db: DbOrTx,
  consent: { email: string; given: true; how: GivingWay; wordsVersion: number } | { email: string; given: false; how: ConsentWay; wordsVersion?: number },
): Promise<void> {
  const wordsId = consent.wordsVersion === undefined ? null : await wordsRow(db, 'newsletter', consent.wordsVersion);
  await db.insert(consents).values({ email: consent.email, topic: 'newsletter', given: consent.given, how: consent.how, wordsId });
}

/**
 * Subscribes an address whose mailbox is proven (a followed confirmation link, a verified
 * account) and records the consent; answers whether it is newly subscribed (a subscriber who
 * agrees again only renews the record). Run it in a transaction.
 */
export async function subscribeConfirmed(tx: DbOrTx, consent: { email: string; how: GivingWay; wordsVersion: number }): Promise<boolean> {
  const inserted = await tx
    .insert(newsletterSubscribers)
    .values({ email: consent.email })
    // The only unique key is lower(email): a conflict is an address already subscribed.
    .onConflictDoNothing()
    .returning({ id: newsletterSubscribers.id });
  await recordConsent(tx, { ...consent, given: true });
  return inserted.length > 0;
}

/**
 * Ends a subscription: the address leaves the list, its pending sign-ups stop working, and the
 * withdrawal is recorded when it was subscribed. Answers whether it was.
 */
export async function withdrawConsent(db: DbOrTx, withdrawal: { email: string; how: ConsentWay; wordsVersion?: number }): Promise<boolean> {
  return db.transaction(async (tx) => {
    const removed = await tx
      .delete(newsletterSubscribers)
      .where(sameAddress(newsletterSubscribers.email, withdrawal.email))
      .returning({ email: newsletterSubscribers.email });
    await tx.delete(newsletterRequests).where(sameAddress(newsletterRequests.email, withdrawal.email));
    if (removed.length) await recordConsent(tx, { ...withdrawal, email: removed[0]!.email, given: false });
    return removed.length > 0;
  });
}

/** Whether an address is subscribed now, and since when (the account page's newsletter switch). */
export async function newsletterStatus(db: DbOrTx, email: string): Promise<{ subscribed: boolean; since: Date | null }> {
  const [row] = await db.select({ since: newsletterSubscribers.createdAt }).from(newsletterSubscribers).where(sameAddress(newsletterSubscribers.email, email));
  return { subscribed: row !== undefined, since: row?.since ?? null };
}

/**
 * Whether the address in `email` is subscribed now, as SQL (the back office's customer filter). An
 * IN over the subscribers' addresses, which PostgreSQL hashes once a query, rather than EXISTS,
 * which it may look up row by row along the whole list; an address is never NULL, so NOT IN is safe.
 */
export const isSubscribedSql = (email: AnyColumn): SQL => sql`lower(${email}) IN (SELECT lower(${newsletterSubscribers.email}) FROM ${newsletterSubscribers})`;

interface ConsentRecord {
  topic: ConsentTopic;
  given: boolean;
  how: ConsentWay;
  at: Date;
  /** The words shown when it was given or withdrawn; null for a withdrawal by a letter's link. */
  words: { version: number; text: string } | null;
}

/** Every consent an address gave or withdrew, oldest first, with the words shown: for the person's data export. */
export async function consentHistory(db: DbOrTx, email: string): Promise<ConsentRecord[]> {
  const rows = await db
    .select({ topic: consents.topic, given: consents.given, how: consents.how, at: consents.at, version: consentWords.version, text: consentWords.text })
    .from(consents)
    .leftJoin(consentWords, eq(consentWords.id, consents.wordsId))
    .where(sameAddress(consents.email, email))
    .orderBy(asc(consents.at), asc(consents.id));
  return rows.map(({ version, text, ...record }) => ({ ...record, words: version === null || text === null ? null : { version, text } }));
}
