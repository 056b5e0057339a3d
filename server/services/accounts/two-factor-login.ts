/**
 * The second step of a two-factor sign-in: the pending-login token from the password step and a
 * code (or a recovery code). Counted against the same limits as the password (one budget for
 * both), a wrong code is audited and refused like a wrong password; a right one opens the session.
 *
 * Codes are also counted per account from every address (issue 37): whoever holds the password
 * could otherwise spread guesses over many addresses and meet only the account's 100 tries in 15
 * minutes. Five codes in 15 minutes, ten in an hour, twenty in a day: each window passed is a
 * longer wait (with ±1 time step, twenty guesses a day find a six-digit code about once in 17,000
 * days). A right code starts the count afresh. A wrong code after the right password mails the
 * member (at most once an hour): someone may hold their password.
 */
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { TooManyRequests, Unauthenticated } from '../../../domain/errors.ts';
import { TWO_FACTOR_MESSAGES as M, type TwoFactorLoginInput } from '../../../domain/schemas/two-factor.ts';
import type { PublicUser } from '../../../domain/schemas/account.ts';
import type { Db } from '../../db/client.ts';
import { rateLimits, users } from '../../db/schema/index.ts';
import { recordAudit } from '../audit/index.ts';
import { sendQueued } from '../mail/index.ts';
import { consume, type RateLimit } from '../rate-limits/index.ts';
import { wrongCodeAfterPasswordMail } from './account-mail.ts';
import { countLoginAttempt, forgetLoginFailures, signIn, type AccountsConfig, type ClientInfo, type SignedIn } from './accounts.ts';
import { readPendingLogin } from './login-token.ts';
import { checkSecondFactor } from './two-factor-codes.ts';
import type { SealingKeys } from './two-factor-secret.ts';
import { publicUserColumns } from './users.ts';

/** Codes per account, whatever the address: each longer window a longer wait. */
const CODE_LIMITS: readonly RateLimit[] = [
  { name: 'two-factor:account', limit: 5, windowSeconds: 15 * 60 },
  { name: 'two-factor:account-hour', limit: 10, windowSeconds: 60 * 60 },
  { name: 'two-factor:account-day', limit: 20, windowSeconds: 24 * 60 * 60 },
];
/** The member's mail about a wrong code after their password: at most one an hour. */
const ALERT_LIMIT: RateLimit = { name: 'two-factor:alert-mail', limit: 1, windowSeconds: 60 * 60 };

const codeKeys = (userId: number) => CODE_LIMITS.map((limit) => `${limit.name}:${userId}`);

/** Mails the member that their password was followed by a wrong code, unless one went in the last hour. */
async function alertMember(db: Db, config: AccountsConfig, member: PublicUser): Promise<void> {
  try {
    await consume(db, [{ limit: ALERT_LIMIT, key: String(member.id) }], M.tooManyCodes);
  } catch (error) {
    if (error instanceof TooManyRequests) return;
    throw error;
  }
  await sendQueued(db, config, wrongCodeAfterPasswordMail(config, member));
}

export async function completeTwoFactorLogin(
  db: Db,
  config: AccountsConfig & SealingKeys,
  input: TwoFactorLoginInput,
  client: ClientInfo = {},
): Promise<SignedIn> {
  const pending = readPendingLogin(config, input.loginToken);
  if (!pending) throw new Unauthenticated(M.loginExpired);
  const pair = await countLoginAttempt(db, config, pending.email, client);
  const [user] = await db
    .select(publicUserColumns)
    .from(users)
    .where(and(eq(users.id, pending.userId), isNull(users.disabledAt)));
  if (!user) throw new Unauthenticated(M.loginExpired);
  await consume(
    db,
    CODE_LIMITS.map((limit) => ({ limit, key: String(user.id) })),
    M.tooManyCodes,
  );
  const accepted = await checkSecondFactor(db, config, user.id, input.code);
  if (!accepted) {
    await recordAudit(db, user, { action: 'two-factor.code-refused', entity: 'user', entityId: user.id, after: { during: 'sign-in' } });
    await alertMember(db, config, user);
    throw new Unauthenticated(M.codeRefused);
  }
  if (accepted === 'recovery')
    await recordAudit(db, user, { action: 'two-factor.recovery-code-used', entity: 'user', entityId: user.id, after: { during: 'sign-in' } });
  await db.delete(rateLimits).where(inArray(rateLimits.key, codeKeys(user.id)));
  await forgetLoginFailures(db, pair);
  return signIn(db, config, user, { remember: pending.remember, client });
}
