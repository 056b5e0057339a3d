/** Helpers for the newsletter's tests (decision record 042): sign up, follow the e-mailed links, read a letter's headers. */
import { linkToken, outboxMessages, send } from './shopper.ts';
import type { ServedShop } from './test-shop.ts';

export const signUp = (shop: ServedShop, email: string, extra: Record<string, unknown> = {}) => send(shop, 'POST', '/api/newsletter', { email, ...extra });

/** Follows the last confirmation link e-mailed to this address. */
export async function confirmLatest(shop: ServedShop, email: string) {
  return send(shop, 'POST', '/api/newsletter/confirm', { token: await linkToken(shop, email, '/newsletter/confirm') });
}

export async function isSubscribed(shop: ServedShop, email: string): Promise<boolean> {
  const { rows } = await shop.database.pool.query('SELECT 1 FROM newsletter_subscribers WHERE lower(email) = lower($1)', [email]);
  return rows.length > 0;
}

/** A message's headers, by lower-case name (an `.eml` from the outbox folder). */
export function headersOf(message: string): Map<string, string> {
  const lines = message.split('\r\n\r\n')[0]!.split('\r\n');
  return new Map(lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]));
}

/** The letters (marketing mail) e-mailed to this address: those with a List-Unsubscribe header. */
export async function lettersTo(shop: ServedShop, email: string): Promise<string[]> {
  return (await outboxMessages(shop, email)).filter((message) => headersOf(message).has('list-unsubscribe'));
}

/** The token of a letter's unsubscribe link, read from its List-Unsubscribe header. */
export function unsubscribeTokenOf(letter: string): string {
  const token = headersOf(letter)
    .get('list-unsubscribe')
    ?.match(/^<https?:\/\/[^/]+\/unsubscribe\?token=([A-Za-z0-9_.-]+)>$/)?.[1];
  if (!token) throw new Error('the letter has no unsubscribe link in its List-Unsubscribe header');
  return token;
}

/** The consents an address gave and withdrew, oldest first, with the words' version. */
export async function consentRows(shop: ServedShop, email: string) {
  const { rows } = await shop.database.pool.query(
    `SELECT c.given, c.how, w.version, w.text FROM consents c LEFT JOIN consent_words w ON w.id = c.words_id
     WHERE lower(c.email) = lower($1) ORDER BY c.at, c.id`,
    [email],
  );
  return rows as { given: boolean; how: string; version: number | null; text: string | null }[];
}
