/**
 * Shopper accounts: registration, login, and the forgotten-password reset by an e-mailed,
 * single-use, expiring link. Passwords are hashed with argon2id; a reset raises the account's
 * session version, which ends every session signed before it (sessions.ts).
 */
import { createHash, randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { Conflict, InvalidInput, Unauthenticated } from '../../domain/errors.ts';
import {
  ACCOUNT_MESSAGES as M,
  type ForgotPasswordInput,
  type LoginInput,
  type PublicUser,
  type RegisterInput,
  type ResetPasswordInput,
} from '../../domain/schemas/account.ts';
import type { DbOrTx } from '../db/client.ts';
import { passwordResetTokens, users } from '../db/schema/index.ts';
import { passwordResetMail } from './mail-templates.ts';
import { sendMail, shopBaseUrl, type MailConfig } from './mail.ts';
import { signSession, type SessionConfig } from './sessions.ts';
import { AttemptThrottle } from './throttle.ts';

export type AccountsConfig = SessionConfig & MailConfig;

/** Where a request came from, for throttling; unknown (a page action, a test) counts per e-mail only. */
export interface ClientInfo {
  ip?: string;
}

const RESET_LINK_LIFETIME_MS = 60 * 60 * 1000;
const THROTTLE_WINDOW_MS = 15 * 60 * 1000;

/**
 * 10 tries an address per 15 minutes stops guessing; the per-client limit is higher because one
 * address (an office, a mobile carrier's NAT) may serve many shoppers.
 */
export const loginThrottle = new AttemptThrottle({ perEmail: 10, perIp: 50, windowMs: THROTTLE_WINDOW_MS, message: M.tooManyAttempts });
export const passwordResetThrottle = new AttemptThrottle({ perEmail: 10, perIp: 50, windowMs: THROTTLE_WINDOW_MS, message: M.tooManyAttempts });

// OWASP's argon2id parameters (19 MiB, 2 passes, 1 lane); @node-rs/argon2 uses argon2id by default.
const ARGON2_OPTIONS = { memoryCost: 19456, timeCost: 2, parallelism: 1 };

const hashPassword = (password: string) => hash(password, ARGON2_OPTIONS);

let dummyHash: Promise<string> | undefined;
/** A hash no password matches: an unknown e-mail costs as much time as a wrong password. */
const hashForUnknownAccount = () => (dummyHash ??= hashPassword(randomBytes(32).toString('hex')));

async function passwordMatches(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

const publicFields = { id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email };

const sameEmail = (email: string) => sql`lower(${users.email}) = lower(${email.trim()})`;

/** Creates an account; an e-mail already used (in any letter case) is a Conflict. */
export async function register(db: DbOrTx, input: RegisterInput): Promise<PublicUser> {
  const [existing] = await db.select({ id: users.id }).from(users).where(sameEmail(input.email));
  if (existing) throw new Conflict(M.emailTaken);
  const passwordHash = await hashPassword(input.password);
  // The unique index on lower(email) settles two registrations racing for one address.
  const [user] = await db
    .insert(users)
    .values({ firstName: input.firstName, lastName: input.lastName, email: input.email, passwordHash })
    .onConflictDoNothing()
    .returning(publicFields);
  if (!user) throw new Conflict(M.emailTaken);
  return user;
}

/** Checks the password and signs a session; every refusal reads the same, known address or not. */
export async function logIn(
  db: DbOrTx,
  config: Pick<SessionConfig, 'jwtSecret'>,
  input: Pick<LoginInput, 'email' | 'password'>,
  client: ClientInfo = {},
): Promise<{ user: PublicUser; token: string }> {
  loginThrottle.check(input.email, client.ip);
  const [account] = await db
    .select({ ...publicFields, passwordHash: users.passwordHash, sessionVersion: users.sessionVersion })
    .from(users)
    .where(sameEmail(input.email));
  const matches = await passwordMatches(account?.passwordHash ?? (await hashForUnknownAccount()), input.password);
  if (!account || !matches) {
    loginThrottle.record(input.email, client.ip);
    throw new Unauthenticated(M.loginRefused);
  }
  const { passwordHash: _hash, sessionVersion: _version, ...user } = account;
  return { user, token: await signSession(config, account) };
}

const tokenDigest = (token: string) => createHash('sha256').update(token).digest('hex');

export function resetLink(config: Pick<MailConfig, 'publicUrl'>, token: string): string {
  return `${shopBaseUrl(config)}/reset-password?token=${encodeURIComponent(token)}`;
}

/**
 * Sends a reset link when the address has an account, and does nothing visible otherwise: the
 * caller answers the same either way. Only the token's SHA-256 is stored.
 */
export async function requestPasswordReset(db: DbOrTx, config: AccountsConfig, input: ForgotPasswordInput, client: ClientInfo = {}): Promise<void> {
  passwordResetThrottle.check(input.email, client.ip);
  passwordResetThrottle.record(input.email, client.ip);
  const [user] = await db.select(publicFields).from(users).where(sameEmail(input.email));
  if (!user) return;
  const token = randomBytes(32).toString('base64url');
  await db.insert(passwordResetTokens).values({
    userId: user.id,
    tokenHash: tokenDigest(token),
    expiresAt: new Date(Date.now() + RESET_LINK_LIFETIME_MS),
  });
  const delivery = sendMail(config, passwordResetMail(config, user, resetLink(config, token))).catch((error: unknown) => {
    console.error('password reset mail could not be sent:', error instanceof Error ? error.message : error);
  });
  // An SMTP round trip would let a caller time whether the address has an account: it runs
  // in the background. Writing to the outbox takes a moment, so the file is there on return.
  if (!config.smtpUrl) await delivery;
}

/** Sets a new password from a valid link, uses the link up and ends every earlier session. */
export async function resetPassword(db: DbOrTx, input: Pick<ResetPasswordInput, 'token' | 'password'>): Promise<void> {
  await db.transaction(async (tx) => {
    const [link] = await tx
      .select({ id: passwordResetTokens.id, userId: passwordResetTokens.userId })
      .from(passwordResetTokens)
      .where(
        and(eq(passwordResetTokens.tokenHash, tokenDigest(input.token)), isNull(passwordResetTokens.usedAt), gt(passwordResetTokens.expiresAt, sql`now()`)),
      )
      .for('update');
    if (!link) throw new InvalidInput(M.resetLinkInvalid);
    const passwordHash = await hashPassword(input.password);
    await tx
      .update(users)
      .set({ passwordHash, sessionVersion: sql`${users.sessionVersion} + 1` })
      .where(eq(users.id, link.userId));
    // Every other link sent before this reset stops working too.
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: sql`now()` })
      .where(and(eq(passwordResetTokens.userId, link.userId), isNull(passwordResetTokens.usedAt)));
  });
}
