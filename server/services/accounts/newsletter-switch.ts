/**
 * The newsletter switch of the account page and `/api/me/newsletter` (decision records 041, 042):
 * the account's own address, on or off, with the words shown beside the switch. The consent is
 * the content module's (`changeNewsletterConsent`, the way `account`): switched on with a
 * confirmed address the account is subscribed at once — the mailbox was proved by the link that
 * confirmed it, and a second link would prove nothing more — and with an unconfirmed one a
 * confirmation link is mailed, as the footer's form does, since anyone can register with
 * anyone's address. Switching off always works at once: withdrawing must be as easy as giving
 * (GDPR Art. 7(3)).
 */
import type { NewsletterConsentAnswer, NewsletterSwitchAnswer } from '../../../domain/contract/account.ts';
import { currentWords } from '../../../domain/consent.ts';
import type { PublicUser } from '../../../domain/schemas/account.ts';
import { NEWSLETTER_MESSAGES, type NewsletterSwitchInput } from '../../../domain/schemas/newsletter.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { changeNewsletterConsent, newsletterStatus } from '../content/index.ts';
import { consume, type RateLimit } from '../rate-limits/index.ts';

type Account = Pick<PublicUser, 'id' | 'email' | 'emailVerified'>;

/** Switching on mails the account (a confirmation link, or the welcome letter to a new subscriber): a few an hour. */
const SWITCH_ON_LIMIT: RateLimit = { name: 'newsletter-switch:account', limit: 5, windowSeconds: 60 * 60 };

const OUTCOME_MESSAGES = {
  subscribed: NEWSLETTER_MESSAGES.confirmed,
  'confirmation-sent': NEWSLETTER_MESSAGES.confirmationSent,
  unsubscribed: NEWSLETTER_MESSAGES.unsubscribed,
} as const;

/** Whether the account's address is subscribed, and the words to show beside its switch. */
export async function readNewsletterConsent(db: DbOrTx, account: Pick<Account, 'email'>): Promise<NewsletterConsentAnswer> {
  const status = await newsletterStatus(db, account.email);
  const words = currentWords('newsletter');
  return { subscribed: status.subscribed, since: status.since?.toISOString() ?? null, words: { version: words.version, text: words.text } };
}

/** Turns the account's newsletter on or off; answers the switch's state after it and what happened. */
export async function switchNewsletter(
  db: Db,
  config: Parameters<typeof changeNewsletterConsent>[1],
  account: Account,
  input: NewsletterSwitchInput,
): Promise<NewsletterSwitchAnswer> {
  if (input.subscribe) await consume(db, [{ limit: SWITCH_ON_LIMIT, key: String(account.id) }], NEWSLETTER_MESSAGES.switchedOnTooOften);
  const outcome = await changeNewsletterConsent(db, config, {
    email: account.email,
    emailVerified: account.emailVerified,
    subscribe: input.subscribe,
    how: input.how,
    wordsVersion: input.wordsVersion,
  });
  return { ...(await readNewsletterConsent(db, account)), confirmationSent: outcome === 'confirmation-sent', message: OUTCOME_MESSAGES[outcome] };
}
