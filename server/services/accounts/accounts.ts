/**
 * Shopper accounts: registration with an e-mailed address verification, login, logout, and the
 * forgotten-password reset by an e-mailed, single-use, expiring link. Passwords are hashed with
 * argon2id and checked against a list of the most common ones. Every attempt is counted against
 * its rate limits (rate-limit.ts) before any password is hashed or checked.
 */
import { eq, isNull, sql, and } from 'drizzle-orm';
import { Conflict, InvalidInput, Unauthenticated } from '../../../domain/errors.ts';
import {
  ACCOUNT_MESSAGES as M,
  type ForgotPasswordInput,
  type LoginInput,
  type PublicUser,
  type RegisterInput,
  type ResetPasswordInput,
  type VerifyEmailInput,
} from '../../../domain/schemas/account.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { rateLimits, users } from '../../db/schema/index.ts';
import { issueLink, useLink } from './account-links.ts';
import { deviceCookieValue, knownDeviceId } from './known-devices.ts';
import { verificationMail } from './account-mail.ts';
import { queueResetLink } from './reset-request.ts';
import { shopBaseUrl, type MailConfig } from '../mail/index.ts';
import { deliverClaimed, sendQueued } from '../mail/index.ts';
import { isCommonPassword } from './passwords.ts';
import { hashPassword, passwordMatches } from './password-hash.ts';

export { hashPassword };
import { clientKey } from '../rate-limits/index.ts';
import { publicUserColumns, sameEmail } from './users.ts';
import { consume, sweepRateLimits, type RateLimit } from '../rate-limits/index.ts';
import { endAllSessions, openSession, type SessionConfig } from './sessions.ts';
import { recordPasswordReset, recordRefusedSignIn, recordResetRequested, recordSignIn } from './account-audit.ts';
import { pendingLoginToken } from './login-token.ts';
import { hasTwoFactor } from './two-factor-codes.ts';

export type AccountsConfig = SessionConfig & MailConfig;

/** Where a request came from: the client address (undefined for an in-process call) and its known-device cookie. */
export interface ClientInfo {
  ip?: string;
  deviceCookie?: string;
}

const MINUTE = 60;
const HOUR = 60 * MINUTE;

/**
 * Login limits (decision record 006). Per account and client address: 10 tries in 15 minutes stop
 * guessing. Per client address, over every account: 50 (an office or a carrier's NAT serves many
 * shoppers). Per account over every client: 100, so a distributed guess is capped too; a device
 * that logged into the account before is counted on its own budget of 10 instead, so a burst
 * from elsewhere never locks the owner out of a known device.
 */
const LOGIN_LIMITS = {
  pair: { name: 'login:pair', limit: 10, windowSeconds: 15 * MINUTE },
  client: { name: 'login:client', limit: 50, windowSeconds: 15 * MINUTE },
  account: { name: 'login:account', limit: 100, windowSeconds: 15 * MINUTE },
  device: { name: 'login:device', limit: 10, windowSeconds: 15 * MINUTE },
} satisfies Record<string, RateLimit>;

/** Reset links: a few per address (each is an e-mail to someone), more per client address. */
const RESET_LIMITS = {
  email: { name: 'reset:email', limit: 5, windowSeconds: HOUR },
  client: { name: 'reset:client', limit: 20, windowSeconds: HOUR },
} satisfies Record<string, RateLimit>;

/** Registration costs a password hash and sends an e-mail: a household signs up a few accounts an hour at most. */
const REGISTER_LIMITS = {
  email: { name: 'register:email', limit: 5, windowSeconds: HOUR },
  client: { name: 'register:client', limit: 10, windowSeconds: HOUR },
} satisfies Record<string, RateLimit>;

/** A new confirmation link: a few an hour per account. */
const VERIFY_RESEND_LIMITS = {
  account: { name: 'verify:account', limit: 3, windowSeconds: HOUR },
} satisfies Record<string, RateLimit>;

let dummyHash: Promise<string> | undefined;
/** A hash no password matches: an unknown e-mail costs as much time as a wrong password. */
const hashForUnknownAccount = () => (dummyHash ??= hashPassword(`unknown-account-${Math.random()}`));

/** A new password must not be one of the most common ones (the form's own rules are checked before). */
export function refuseCommonPassword(password: string): void {
  if (isCommonPassword(password)) throw new InvalidInput(M.passwordTooCommon);
}

const emailKey = (email: string) => email.trim().toLowerCase();

function accountLink(config: Pick<MailConfig, 'publicUrl'>, page: '/reset-password' | '/verify-email', token: string): string {
  return `${shopBaseUrl(config)}${page}?token=${encodeURIComponent(token)}`;
}

/** Creates an account and e-mails its address a confirmation link; an e-mail already used (in any letter case) is a Conflict. */
export async function register(db: Db, config: AccountsConfig, input: RegisterInput, client: ClientInfo = {}): Promise<PublicUser> {
  await consume(
    db,
    [
      { limit: REGISTER_LIMITS.client, key: clientKey(client.ip) },
      { limit: REGISTER_LIMITS.email, key: emailKey(input.email) },
    ],
    M.tooManyAttempts,
  );
  refuseCommonPassword(input.password);
  const [existing] = await db.select({ id: users.id }).from(users).where(sameEmail(input.email));
  if (existing) throw new Conflict(M.emailTaken);
  const passwordHash = await hashPassword(input.password);
  // The unique index on lower(email) settles two registrations racing for one address.
  const [user] = await db
    .insert(users)
    .values({ firstName: input.firstName, lastName: input.lastName, email: input.email, passwordHash })
    .onConflictDoNothing()
    .returning(publicUserColumns);
  if (!user) throw new Conflict(M.emailTaken);
  await sendVerificationLink(db, config, user);
  return user;
}

/**
 * Account e-mails go through the outbox (mail-outbox.ts): kept and retried when they cannot be sent
 * now, and with SMTP sent in the background, so the answer's timing never tells whether an address
 * has an account.
 */
async function sendVerificationLink(db: Db, config: AccountsConfig, user: Pick<PublicUser, 'id' | 'email' | 'firstName'>): Promise<void> {
  const token = await issueLink(db, 'verify-email', user.id);
  await sendQueued(db, config, verificationMail(config, user, accountLink(config, '/verify-email', token)));
}

/** Sends a logged-in shopper a new confirmation link (a few an hour). */
export async function resendVerification(db: Db, config: AccountsConfig, user: PublicUser): Promise<'sent' | 'already-verified'> {
  if (user.emailVerified) return 'already-verified';
  await consume(db, [{ limit: VERIFY_RESEND_LIMITS.account, key: String(user.id) }], M.tooManyAttempts);
  await sendVerificationLink(db, config, user);
  return 'sent';
}

/** Confirms the address a link was sent to. */
export async function verifyEmail(db: DbOrTx, input: VerifyEmailInput): Promise<void> {
  await db.transaction(async (tx) => {
    const userId = await useLink(tx, 'verify-email', input.token);
    if (userId === null) throw new InvalidInput(M.verifyLinkInvalid);
    await tx
      .update(users)
      .set({ emailVerifiedAt: sql`now()` })
      .where(and(eq(users.id, userId), isNull(users.emailVerifiedAt)));
  });
}

/**
 * Counts a sign-in attempt (a password, or a two-factor code at sign-in or in the back office)
 * against LOGIN_LIMITS before anything is checked; a burst sent at once is limited like one sent
 * slowly. Answers the account-and-client key, which a success clears.
 */
export async function countLoginAttempt(db: DbOrTx, config: Pick<SessionConfig, 'jwtSecret'>, email: string, client: ClientInfo): Promise<string> {
  const account = emailKey(email);
  const device = knownDeviceId(config, client.deviceCookie, account);
  const pair = `${account}|${clientKey(client.ip) ?? 'unknown'}`;
  await consume(
    db,
    [
      { limit: LOGIN_LIMITS.pair, key: pair },
      { limit: LOGIN_LIMITS.client, key: clientKey(client.ip) },
      device ? { limit: LOGIN_LIMITS.device, key: `${account}|${device}` } : { limit: LOGIN_LIMITS.account, key: account },
    ],
    M.tooManyAttempts,
  );
  return pair;
}

/** The person got in: their own tries from here start afresh; windows long over are forgotten. */
export async function forgetLoginFailures(db: DbOrTx, pair: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, `${LOGIN_LIMITS.pair.name}:${pair}`));
  await sweepRateLimits(db);
}

/** A signed-in account: its session token and the device cookie value that marks this browser as known. */
export interface SignedIn {
  user: PublicUser;
  token: string;
  deviceCookie: string;
  /** Whether the session outlives the browser (remember-me). */
  remember: boolean;
  loginToken?: undefined;
}

/** The password was right and the account has two-factor on: the second step's pending-login token, not a session. */
export interface CodeNeeded {
  loginToken: string;
  user?: undefined;
}

/**
 * Checks the password and opens a session, or, for an account with two-factor sign-in, answers a
 * short-lived pending-login token for the code step (login-challenge.ts). The attempt is counted
 * first; every refusal reads the same, known address or not.
 */
export async function logIn(
  db: DbOrTx,
  config: Pick<SessionConfig, 'jwtSecret'>,
  input: Pick<LoginInput, 'email' | 'password' | 'rememberMe'>,
  client: ClientInfo = {},
): Promise<SignedIn | CodeNeeded> {
  const pair = await countLoginAttempt(db, config, input.email, client);
  const [row] = await db
    .select({ ...publicUserColumns, passwordHash: users.passwordHash, disabledAt: users.disabledAt })
    .from(users)
    .where(sameEmail(input.email));
  const matches = await passwordMatches(row?.passwordHash ?? (await hashForUnknownAccount()), input.password);
  // A disabled account reads like a wrong password: the answer tells an attacker nothing (the audit log tells the owner).
  if (!row || !matches || row.disabledAt) {
    await recordRefusedSignIn(db, input.email, !row ? 'unknown_address' : !matches ? 'wrong_password' : 'disabled', row, client.ip);
    throw new Unauthenticated(M.loginRefused);
  }
  const { passwordHash: _hash, disabledAt: _disabled, ...user } = row;
  const remember = input.rememberMe ?? false;
  // The tries stay counted until the code is right: the code step shares the password's budget.
  if (await hasTwoFactor(db, user.id)) return { loginToken: pendingLoginToken(config, { userId: user.id, email: user.email, remember }) };
  await forgetLoginFailures(db, pair);
  return signIn(db, config, user, { remember, client });
}

/** Opens the session of an account that proved who it is. */
export async function signIn(
  db: DbOrTx,
  config: Pick<SessionConfig, 'jwtSecret'>,
  user: PublicUser,
  options: { remember: boolean; client: ClientInfo },
): Promise<SignedIn> {
  const token = await openSession(db, config, user, { remember: options.remember });
  await recordSignIn(db, user, options.client.ip);
  return { user, token, remember: options.remember, deviceCookie: deviceCookieValue(config, options.client.deviceCookie, emailKey(user.email)) };
}

/**
 * Sends a reset link when the address has an account, and does nothing visible otherwise: the
 * caller answers the same either way, and in the same time (reset-request.ts: one statement
 * either way; the e-mail is delivered after the answer).
 */
export async function requestPasswordReset(db: Db, config: AccountsConfig, input: ForgotPasswordInput, client: ClientInfo = {}): Promise<void> {
  await consume(
    db,
    [
      { limit: RESET_LIMITS.email, key: emailKey(input.email) },
      { limit: RESET_LIMITS.client, key: clientKey(client.ip) },
    ],
    M.tooManyAttempts,
  );
  const queued = await queueResetLink(db, config, input.email, (token) => accountLink(config, '/reset-password', token));
  // Recorded alike with or without an account: the same work either way.
  await recordResetRequested(db, input.email, queued?.account, client.ip);
  // Delivered once the answer is on its way (the next turn of the event loop), so composing and
  // writing the e-mail never lengthens it; delivery never throws (a failure stays in the outbox).
  if (queued) setImmediate(() => void deliverClaimed(db, config, queued.mail));
}

/**
 * Sets a new password from a valid link, uses the link up and ends every session. Following the
 * link proves the mailbox is the shopper's, so the address counts as confirmed from then on.
 */
export async function resetPassword(db: DbOrTx, input: Pick<ResetPasswordInput, 'token' | 'password'>): Promise<void> {
  refuseCommonPassword(input.password);
  await db.transaction(async (tx) => {
    const userId = await useLink(tx, 'reset-password', input.token);
    if (userId === null) throw new InvalidInput(M.resetLinkInvalid);
    const passwordHash = await hashPassword(input.password);
    const [account] = await tx
      .update(users)
      .set({ passwordHash, emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())` })
      .where(eq(users.id, userId))
      .returning({ id: users.id, email: users.email, role: users.role });
    await endAllSessions(tx, userId);
    await recordPasswordReset(tx, account!);
  });
}
