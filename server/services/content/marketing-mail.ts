/**
 * Marketing mail: the newsletter's letters, and the model for any later one. Every marketing
 * letter is made by `marketingMail` and queued by `queueMarketingMail`, the one way such a letter
 * leaves the shop: only to a subscribed address, with a visible unsubscribe link at its foot and
 * the headers of RFC 8058 (`List-Unsubscribe` with that link, `List-Unsubscribe-Post:
 * List-Unsubscribe=One-Click`), so a mail program's Unsubscribe button ends the subscription in
 * one POST, with no sign-in. Order and account mail never pass here: they are transactional.
 *
 * The link's token is the address and its HMAC-SHA256 under the shop's secret (JWT_SECRET), made
 * for this purpose alone (the MAC covers a purpose label first, so no other MAC or token of the
 * shop passes for one). It has no expiry, because a letter read a year later must still let its
 * reader leave; the worst a leaked one can do is unsubscribe its owner (decision record 042).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { DbOrTx } from '../../db/client.ts';
import { newsletterSubscribers } from '../../db/schema/index.ts';
import { enqueueMail, shopBaseUrl, type MailConfig, type MailMessage } from '../mail/index.ts';
import { sameAddress } from './consents.ts';

export type MarketingConfig = Pick<MailConfig, 'shopName' | 'publicUrl'> & { jwtSecret: string };

/** What the MAC is for, before the address: a MAC made for anything else never matches. */
const PURPOSE = 'jewellery-shop/unsubscribe\n';

const macOf = (secret: string, email: string) =>
  createHmac('sha256', secret)
    .update(PURPOSE + email)
    .digest('base64url');

function unsubscribeToken(config: Pick<MarketingConfig, 'jwtSecret'>, email: string): string {
  return `${Buffer.from(email, 'utf8').toString('base64url')}.${macOf(config.jwtSecret, email)}`;
}

/** The address an unsubscribe token names, or null for a token we did not make (compared in constant time). */
export function readUnsubscribeToken(config: Pick<MarketingConfig, 'jwtSecret'>, token: string): string | null {
  const [encoded, mac, ...rest] = token.split('.');
  if (!encoded || !mac || rest.length > 0) return null;
  const email = Buffer.from(encoded, 'base64url').toString('utf8');
  const expected = Buffer.from(macOf(config.jwtSecret, email));
  const given = Buffer.from(mac);
  return email && given.length === expected.length && timingSafeEqual(given, expected) ? email : null;
}

/** The page that unsubscribes this address: a GET shows its button, a POST (the button, or a mail program's one click) unsubscribes. */
function unsubscribeUrl(config: MarketingConfig, email: string): string {
  return `${shopBaseUrl(config)}/unsubscribe?token=${encodeURIComponent(unsubscribeToken(config, email))}`;
}

/** A letter as it goes out: its words, then the unsubscribe link, and the two headers of RFC 8058. */
function marketingMail(config: MarketingConfig, letter: Omit<MailMessage, 'headers'>): MailMessage {
  const link = unsubscribeUrl(config, letter.to);
  return {
    to: letter.to,
    subject: letter.subject,
    text: [
      letter.text.replace(/\s+$/, ''),
      '',
      `You receive this letter because you subscribed to the ${config.shopName} newsletter. To unsubscribe, open this link (one click, no sign-in):`,
      link,
    ].join('\n'),
    headers: { 'List-Unsubscribe': `<${link}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}

/**
 * Queues a marketing letter to an address that is subscribed now; answers its outbox id, or
 * undefined (nothing queued) when the address is not subscribed: consent is checked here, once,
 * for every letter.
 */
export async function queueMarketingMail(db: DbOrTx, config: MarketingConfig, letter: Omit<MailMessage, 'headers'>): Promise<number | undefined> {
  const [subscriber] = await db
    .select({ email: newsletterSubscribers.email })
    .from(newsletterSubscribers)
    .where(sameAddress(newsletterSubscribers.email, letter.to));
  if (!subscriber) return undefined;
  return enqueueMail(db, marketingMail(config, { ...letter, to: subscriber.email }));
}

/** The first letter, sent when a subscription is confirmed. */
export function welcomeLetter(config: Pick<MailConfig, 'shopName' | 'publicUrl'>, email: string): Omit<MailMessage, 'headers'> {
  return {
    to: email,
    subject: `Welcome to the ${config.shopName} newsletter`,
    text: [
      'Hello,',
      '',
      `Thank you for confirming your subscription. A few times a season we will write to you about new collections and stories from the ${config.shopName} studio.`,
      '',
      `The newest pieces are here: ${shopBaseUrl(config)}/products`,
      '',
      config.shopName,
    ].join('\n'),
  };
}
