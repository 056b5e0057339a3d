/**
 * The second step of a two-factor sign-in: the pending-login token from the password step and a
 * code (or a recovery code). Counted against the same limits as the password (one budget for
 * both), a wrong code is audited and refused like a wrong password; a right one opens the session.
 */
import { and, eq, isNull } from 'drizzle-orm';
import { Unauthenticated } from '../../../domain/errors.ts';
import { TWO_FACTOR_MESSAGES as M, type TwoFactorLoginInput } from '../../../domain/schemas/two-factor.ts';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { recordAudit } from '../audit/index.ts';
import { countLoginAttempt, forgetLoginFailures, signIn, type ClientInfo, type SignedIn } from './accounts.ts';
import { readPendingLogin } from './login-token.ts';
import { checkSecondFactor } from './two-factor-codes.ts';
import { publicUserColumns } from './users.ts';

export async function completeTwoFactorLogin(db: Db, config: { jwtSecret: string }, input: TwoFactorLoginInput, client: ClientInfo = {}): Promise<SignedIn> {
  const pending = readPendingLogin(config, input.loginToken);
  if (!pending) throw new Unauthenticated(M.loginExpired);
  const pair = await countLoginAttempt(db, config, pending.email, client);
  const [user] = await db
    .select(publicUserColumns)
    .from(users)
    .where(and(eq(users.id, pending.userId), isNull(users.disabledAt)));
  if (!user) throw new Unauthenticated(M.loginExpired);
  const accepted = await checkSecondFactor(db, config.jwtSecret, user.id, input.code);
  if (!accepted) {
    await recordAudit(db, user, { action: 'two-factor.code-refused', entity: 'user', entityId: user.id, after: { during: 'sign-in' } });
    throw new Unauthenticated(M.codeRefused);
  }
  if (accepted === 'recovery')
    await recordAudit(db, user, { action: 'two-factor.recovery-code-used', entity: 'user', entityId: user.id, after: { during: 'sign-in' } });
  await forgetLoginFailures(db, pair);
  return signIn(db, config, user, { remember: pending.remember, client });
}
