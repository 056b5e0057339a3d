/**
 * A reset link asked for by e-mail address, in one statement whether or not the address has an
 * account (ASVS V6.3.7 / V2.5: the answer must not tell). The look-up, the link and the queued
 * e-mail are one round trip to the database either way; when no account matches, the statement
 * simply writes nothing. Its commit does not wait for the disk (a link lost in a crash is asked for
 * again), so a known address does not cost a flush of the log an unknown one does not; and the
 * e-mail is delivered after the answer, never before it.
 */
import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import { namedStatement, RELAXED_COMMIT, runNamed } from '../../db/prepared.ts';
import { queueClaimedSql, type ClaimedMail, type MailConfig } from '../mail/index.ts';
import { linkDigest, RESET_LINK_SECONDS } from './account-links.ts';
import { passwordResetMail } from './account-mail.ts';

/** Where the account holder's first name goes in the e-mail; the statement puts it there. */
const NAME_SLOT = '\u0001first-name\u0001';

const QUEUE_RESET_LINK = namedStatement<{ id: number; user_id: number; email: string; first_name: string }>(
  'queue-reset-link',
  `WITH relaxed AS (SELECT ${RELAXED_COMMIT}),
  account AS (SELECT u.id, u.email, u.first_name FROM users u, relaxed WHERE lower(u.email) = lower($1::text)),
  link AS (
    INSERT INTO account_links (purpose, user_id, token_hash, expires_at)
    SELECT 'reset-password', account.id, $2::text, now() + make_interval(secs => $3::int) FROM account
  ),
  queued AS (${queueClaimedSql({ to: 'account.email', subject: '$4::text', text: '$5::text || account.first_name || $6::text' }, 'account')})
  SELECT queued.id, account.id AS user_id, account.email, account.first_name FROM queued, account`,
);

/**
 * Stores a reset link for the account of this address and queues its e-mail, already claimed for
 * delivery (deliver it with `deliverClaimed` after the answer); answers nothing when no account
 * has the address. The same work in this process and one statement in the database either way.
 */
export async function queueResetLink(
  db: Db,
  config: MailConfig,
  email: string,
  linkFor: (token: string) => string,
): Promise<{ mail: ClaimedMail; account: { id: number; email: string } } | undefined> {
  const token = randomBytes(32).toString('base64url');
  const mail = passwordResetMail(config, { email, firstName: NAME_SLOT }, linkFor(token));
  const [before, after] = mail.text.split(NAME_SLOT) as [string, string];
  const [row] = await runNamed(db, QUEUE_RESET_LINK, [email.trim(), linkDigest(token), RESET_LINK_SECONDS, mail.subject, before, after]);
  if (!row) return undefined;
  return {
    mail: { id: row.id, attempts: 1, to: row.email, subject: mail.subject, text: `${before}${row.first_name}${after}` },
    account: { id: row.user_id, email: row.email },
  };
}
