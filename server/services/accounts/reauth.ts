/**
 * Re-authentication before owner actions (ASVS V7.5.1, decision 022): inviting, changing a role,
 * disabling a member, changing the security settings, turning off someone's two-factor (and later
 * the payment settings) want the password or a code entered within the last 10 minutes of this
 * session. A sign-in counts as one; the confirm-your-identity form makes another.
 */
import { eq } from 'drizzle-orm';
import { InvalidInput, ReauthenticationRequired } from '../../../domain/errors.ts';
import { TWO_FACTOR_MESSAGES as M, type ReauthenticateInput } from '../../../domain/schemas/two-factor.ts';
import type { Db } from '../../db/client.ts';
import { sessions } from '../../db/schema/index.ts';
import { recordAudit } from '../audit/index.ts';
import { countLoginAttempt, type ClientInfo } from './accounts.ts';
import { currentPasswordMatches } from './credentials.ts';
import type { Session } from './sessions.ts';
import { checkSecondFactor } from './two-factor-codes.ts';
import type { SealingKeys } from './two-factor-secret.ts';

/** How long a password or code entered in a session keeps owner actions open. */
const REAUTHENTICATION_WINDOW_MS = 10 * 60 * 1000;

/**
 * The one assertion every owner action calls: the session's person proved who they are within
 * the last 10 minutes, or ReauthenticationRequired (403, `reauthentication_required`).
 */
export function assertRecentAuthentication(session: Pick<Session, 'reauthenticatedAt'>): void {
  if (Date.now() - session.reauthenticatedAt.getTime() > REAUTHENTICATION_WINDOW_MS) throw new ReauthenticationRequired(M.reauthenticationRequired);
}

const refused = () => new InvalidInput(M.reauthenticationRefused, [{ path: 'password', message: M.reauthenticationRefused }]);

/**
 * Confirm-your-identity: the password, or (with two-factor on) a code, counted against the sign-in
 * limits; right, the session's re-authentication time is now.
 */
export async function reauthenticate(
  db: Db,
  config: SealingKeys,
  session: Pick<Session, 'id' | 'user' | 'twoFactor'>,
  input: ReauthenticateInput,
  client: ClientInfo,
): Promise<void> {
  const { user } = session;
  await countLoginAttempt(db, config, user.email, client);
  if (input.code && session.twoFactor) {
    const accepted = await checkSecondFactor(db, config, user.id, input.code);
    if (!accepted) {
      await recordAudit(db, user, { action: 'two-factor.code-refused', entity: 'user', entityId: user.id, after: { during: 'confirm-identity' } });
      throw refused();
    }
    if (accepted === 'recovery')
      await recordAudit(db, user, { action: 'two-factor.recovery-code-used', entity: 'user', entityId: user.id, after: { during: 'confirm-identity' } });
  } else {
    if (!input.password || !(await currentPasswordMatches(db, user.id, input.password))) throw refused();
  }
  // The shop's clock, the one assertRecentAuthentication reads.
  await db.update(sessions).set({ reauthenticatedAt: new Date() }).where(eq(sessions.id, session.id));
}
