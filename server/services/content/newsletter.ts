/**
 * The newsletter with double opt-in (decision record 042). A sign-up stores a request and mails a
 * confirmation link; the address is subscribed only when the link is followed. The sign-up does
 * the same work for every address, subscribed or not, new or known: one statement stores the
 * request and queues the same confirmation e-mail, with no look-up of the subscribers at all, so
 * neither its answer nor its time can tell anyone who is subscribed (ASVS V6.3.7's advice on
 * enumeration). A subscriber who signs up again gets the same e-mail; its link renews the
 * consent's record and changes nothing else.
 */
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { InvalidInput } from '../../../domain/errors.ts';
import type { GivingWay } from '../../../domain/consent.ts';
import { NEWSLETTER_MESSAGES } from '../../../domain/schemas/newsletter.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { namedStatement, RELAXED_COMMIT, runNamed } from '../../db/prepared.ts';
import { newsletterRequests } from '../../db/schema/index.ts';
import { deliverClaimed, deliverMail, linkDigest, newLinkToken, queueClaimedSql, shopBaseUrl, type MailConfig } from '../mail/index.ts';
import { sameAddress, subscribeConfirmed, withdrawConsent } from './consents.ts';
import { queueMarketingMail, readUnsubscribeToken, welcomeLetter, type MarketingConfig } from './marketing-mail.ts';

type NewsletterConfig = MailConfig & MarketingConfig;

/** A confirmation link works this long, then the request is deleted (it holds an address that never agreed). */
const CONFIRM_LINK_DAYS = 7;
/** Expired requests deleted by each sign-up, so none lingers and no sign-up does much more work than another. */
const SWEEP = 20;

function confirmationMail(config: Pick<MailConfig, 'shopName'>, email: string, link: string) {
  return {
    to: email,
    subject: `Confirm your subscription to the ${config.shopName} newsletter`,
    text: [
      'Hello,',
      '',
      `Someone, we hope you, asked to receive the ${config.shopName} newsletter at this address. To confirm, open this link within the next ${CONFIRM_LINK_DAYS} days and press CONFIRM:`,
      '',
      link,
      '',
      'If you are subscribed already, confirming changes nothing. If you did not ask for it, ignore this message: you will not be subscribed, and we will not write again.',
      '',
      config.shopName,
    ].join('\n'),
  };
}

const QUEUE_SIGN_UP = namedStatement<{ id: number }>(
  'newsletter-sign-up',
  `WITH relaxed AS (SELECT ${RELAXED_COMMIT}),
  swept AS (
    DELETE FROM newsletter_requests WHERE id IN (
      SELECT id FROM newsletter_requests WHERE expires_at < now() ORDER BY expires_at LIMIT ${SWEEP} FOR UPDATE SKIP LOCKED)
  ),
  request AS (
    INSERT INTO newsletter_requests (email, token_hash, how, words_version, expires_at)
    SELECT $1::text, $2::text, $3::text, $4::int, now() + make_interval(days => ${CONFIRM_LINK_DAYS}) FROM relaxed
    RETURNING id
  ),
  queued AS (${queueClaimedSql({ to: '$1::text', subject: '$5::text', text: '$6::text' }, 'request')})
  SELECT id FROM queued`,
);

/**
 * Stores a sign-up and queues its confirmation e-mail in one statement, the same for every
 * address; the e-mail is delivered after the answer (the next turn of the event loop), so its
 * delivery never lengthens the answer either.
 */
export async function requestSubscription(db: Db, config: NewsletterConfig, input: { email: string; how: GivingWay; wordsVersion: number }): Promise<void> {
  const { token, digest } = newLinkToken();
  const mail = confirmationMail(config, input.email, `${shopBaseUrl(config)}/newsletter/confirm?token=${encodeURIComponent(token)}`);
  // Committed without waiting for the disk: a sign-up lost in a crash is simply made again.
  const [row] = await runNamed(db, QUEUE_SIGN_UP, [input.email, digest, input.how, input.wordsVersion, mail.subject, mail.text]);
  if (!row) throw new Error('newsletter sign-up queued nothing');
  setImmediate(() => void deliverClaimed(db, config, { ...mail, id: row.id, attempts: 1 }));
}

/**
 * Follows a confirmation link: subscribes its address (the link proves the mailbox) with the
 * way and words of its sign-up, uses up every other link sent to it, and sends the first letter
 * to a new subscriber. A link followed again says so and changes nothing.
 */
export async function confirmSubscription(db: Db, config: NewsletterConfig, token: string): Promise<{ message: string }> {
  const outcome = await db.transaction(async (tx) => {
    const [request] = await tx
      .select({
        email: newsletterRequests.email,
        how: newsletterRequests.how,
        wordsVersion: newsletterRequests.wordsVersion,
        usedAt: newsletterRequests.usedAt,
      })
      .from(newsletterRequests)
      .where(and(eq(newsletterRequests.tokenHash, linkDigest(token)), gt(newsletterRequests.expiresAt, sql`now()`)))
      .for('update');
    if (!request) throw new InvalidInput(NEWSLETTER_MESSAGES.confirmLinkInvalid);
    if (request.usedAt) return { message: NEWSLETTER_MESSAGES.alreadyConfirmed, welcome: undefined };
    await tx
      .update(newsletterRequests)
      .set({ usedAt: sql`now()` })
      .where(and(sameAddress(newsletterRequests.email, request.email), isNull(newsletterRequests.usedAt)));
    const welcome = await subscribeWithWelcome(tx, config, request);
    return { message: NEWSLETTER_MESSAGES.confirmed, welcome };
  });
  if (outcome.welcome !== undefined) await deliverMail(db, config, outcome.welcome);
  return { message: outcome.message };
}

/** Subscribes a proven address and queues the first letter when it is new; answers that letter's outbox id. */
async function subscribeWithWelcome(
  tx: DbOrTx,
  config: NewsletterConfig,
  consent: { email: string; how: GivingWay; wordsVersion: number },
): Promise<number | undefined> {
  const added = await subscribeConfirmed(tx, consent);
  return added ? queueMarketingMail(tx, config, welcomeLetter(config, consent.email)) : undefined;
}

/**
 * Unsubscribes the address a letter's link names (RFC 8058's one click: the signed token is the
 * authority, no sign-in and no form token). The same answer whether or not it was subscribed.
 */
export async function unsubscribe(db: Db, config: Pick<NewsletterConfig, 'jwtSecret'>, token: string): Promise<{ email: string; message: string }> {
  const email = readUnsubscribeToken(config, token);
  if (email === null) throw new InvalidInput(NEWSLETTER_MESSAGES.unsubscribeLinkInvalid);
  await withdrawConsent(db, { email, how: 'mail' });
  return { email, message: NEWSLETTER_MESSAGES.unsubscribed };
}

/** The address an unsubscribe link names, for its page to show before the button is pressed; null for a link we did not sign. */
export function unsubscribeAddress(config: Pick<NewsletterConfig, 'jwtSecret'>, token: string): string | null {
  return readUnsubscribeToken(config, token);
}

/**
 * The newsletter switch of a signed-in shopper (the account page, the checkout's box), with the
 * version of the words shown beside it. Switched on with a confirmed account address, it
 * subscribes at once (the mailbox is proven); with an unconfirmed one, it mails a confirmation
 * link, as the footer's form does. Switched off, it unsubscribes.
 */
export async function changeNewsletterConsent(
  db: Db,
  config: NewsletterConfig,
  change: { email: string; emailVerified: boolean; subscribe: boolean; how: 'account' | 'checkout'; wordsVersion: number },
): Promise<'subscribed' | 'confirmation-sent' | 'unsubscribed'> {
  const consent = { email: change.email, how: change.how, wordsVersion: change.wordsVersion };
  if (!change.subscribe) {
    await withdrawConsent(db, consent);
    return 'unsubscribed';
  }
  if (!change.emailVerified) {
    await requestSubscription(db, config, consent);
    return 'confirmation-sent';
  }
  const welcome = await db.transaction((tx) => subscribeWithWelcome(tx, config, consent));
  if (welcome !== undefined) await deliverMail(db, config, welcome);
  return 'subscribed';
}
