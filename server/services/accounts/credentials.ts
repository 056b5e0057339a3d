/**
 * A logged-in shopper changes what proves who they are (decision record 041): the password, and
 * the e-mail address. Both ask for the current password first, counted against the sign-in limits
 * (a stolen session cannot guess it at leisure).
 *
 * - A new password ends every other session of the account, remembered ones included, and keeps
 *   this one; the reset links sent before stop working.
 * - A new e-mail address changes nothing until the link mailed to it is opened (the mailbox is
 *   proved, and a typo cannot lock the shopper out); the old address is told at once. An address
 *   that already has an account is answered exactly alike — the same words, the same two e-mails
 *   queued — and its holder is mailed instead of a link, so the form cannot tell who has an account.
 */
import { and, eq, ne, sql } from 'drizzle-orm';
import { Conflict, InvalidInput } from '../../../domain/errors.ts';
import { ACCOUNT_MESSAGES as M, type ChangeEmailInput, type ChangePasswordInput, type ConfirmEmailChangeInput } from '../../../domain/schemas/account.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { sendQueued, shopBaseUrl } from '../mail/index.ts';
import { consume, type RateLimit } from '../rate-limits/index.ts';
import { recordCredentialChange } from './account-audit.ts';
import { issueLink, useEmailChangeLink, voidLinks } from './account-links.ts';
import { emailChangeLinkMail, emailChangeNoticeMail, emailInUseMail } from './account-mail.ts';
import { countLoginAttempt, type AccountsConfig, type ClientInfo } from './accounts.ts';
import { hashPassword, passwordMatches } from './password-hash.ts';
import { isCommonPassword } from './passwords.ts';
import { endOtherSessions, type Session } from './sessions.ts';
import { sameEmail } from './users.ts';

/** Each request mails two addresses: a few an hour per account. */
const EMAIL_CHANGE_LIMIT: RateLimit = { name: 'email-change:account', limit: 5, windowSeconds: 60 * 60 };

/** Whether the password is the account's own. */
export async function currentPasswordMatches(db: DbOrTx, userId: number, password: string): Promise<boolean> {
  const [row] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId));
  return row !== undefined && (await passwordMatches(row.passwordHash, password));
}

/** The current password, counted as a sign-in attempt first; a wrong one is refused under its field. */
async function proveCurrentPassword(db: DbOrTx, config: AccountsConfig, session: Pick<Session, 'user'>, password: string, field: string, client: ClientInfo) {
  await countLoginAttempt(db, config, session.user.email, client);
  if (!(await currentPasswordMatches(db, session.user.id, password)))
    throw new InvalidInput(M.currentPasswordWrong, [{ path: field, message: M.currentPasswordWrong }]);
}

/** Sets a new password; every other session of the account ends (this one stays), and unused reset links with them. */
export async function changePassword(
  db: Db,
  config: AccountsConfig,
  session: Pick<Session, 'id' | 'user'>,
  input: Pick<ChangePasswordInput, 'currentPassword' | 'password'>,
  client: ClientInfo = {},
): Promise<void> {
  await proveCurrentPassword(db, config, session, input.currentPassword, 'currentPassword', client);
  if (isCommonPassword(input.password)) throw new InvalidInput(M.passwordTooCommon, [{ path: 'password', message: M.passwordTooCommon }]);
  const passwordHash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, session.user.id));
    await endOtherSessions(tx, session.user.id, session.id);
    await voidLinks(tx, session.user.id, ['reset-password']);
    await recordCredentialChange(tx, session.user, 'password_changed', client.ip);
  });
}

const confirmLink = (config: AccountsConfig, token: string) => `${shopBaseUrl(config)}/confirm-email?token=${encodeURIComponent(token)}`;

/**
 * Asks for the account's address to become `input.email`: a link to the new address (or, when it
 * has an account, a note to its holder) and a notice to the current one. The caller answers the
 * same either way.
 */
export async function requestEmailChange(
  db: Db,
  config: AccountsConfig,
  session: Pick<Session, 'user'>,
  input: ChangeEmailInput,
  client: ClientInfo = {},
): Promise<void> {
  const { user } = session;
  await consume(db, [{ limit: EMAIL_CHANGE_LIMIT, key: String(user.id) }], M.tooManyAttempts);
  await proveCurrentPassword(db, config, session, input.password, 'password', client);
  if (input.email.toLowerCase() === user.email.trim().toLowerCase()) throw new InvalidInput(M.emailUnchanged, [{ path: 'email', message: M.emailUnchanged }]);
  const [holder] = await db.select({ email: users.email, firstName: users.firstName }).from(users).where(sameEmail(input.email));
  if (holder) await sendQueued(db, config, emailInUseMail(config, holder));
  else {
    const token = await issueLink(db, 'change-email', user.id, input.email);
    await sendQueued(db, config, emailChangeLinkMail(config, input.email, user, confirmLink(config, token)));
  }
  await sendQueued(db, config, emailChangeNoticeMail(config, user, input.email));
  await recordCredentialChange(db, user, 'email_change_requested', client.ip);
}

/**
 * Moves the account to the address a change-email link was mailed to, now proved; the address
 * counts as confirmed, and reset links sent to the old one stop working. An address another
 * account took meanwhile is refused (the link stays usable, in case that account lets it go).
 */
export async function confirmEmailChange(db: Db, input: ConfirmEmailChangeInput, client: ClientInfo = {}): Promise<void> {
  await db.transaction(async (tx) => {
    const link = await useEmailChangeLink(tx, input.token);
    if (!link?.newEmail) throw new InvalidInput(M.emailChangeLinkInvalid, [{ path: 'token', message: M.emailChangeLinkInvalid }]);
    const [taken] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(sameEmail(link.newEmail), ne(users.id, link.userId)));
    if (taken) throw new Conflict(M.emailChangeTaken);
    const [account] = await tx
      .update(users)
      .set({ email: link.newEmail, emailVerifiedAt: sql`now()` })
      .where(eq(users.id, link.userId))
      .returning({ id: users.id, email: users.email, role: users.role });
    await voidLinks(tx, link.userId, ['reset-password', 'verify-email']);
    await recordCredentialChange(tx, account!, 'email_changed', client.ip);
  });
}
