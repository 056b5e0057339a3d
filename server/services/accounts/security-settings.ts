/**
 * The back office's security settings (one row): whether every staff member must sign in with
 * two-factor. Only the owner changes them, after confirming who they are, and the change is audited.
 */
import { eq, sql } from 'drizzle-orm';
import { Conflict, TwoFactorEnrolmentRequired } from '../../../domain/errors.ts';
import { isStaffRole } from '../../../domain/roles.ts';
import type { PublicUser } from '../../../domain/schemas/account.ts';
import { TWO_FACTOR_MESSAGES as M, type SecuritySettingsInput } from '../../../domain/schemas/two-factor.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { securitySettings } from '../../db/schema/index.ts';
import { recordAudit } from '../audit/index.ts';
import type { Session } from './sessions.ts';
import { hasTwoFactor } from './two-factor-codes.ts';

const SETTINGS_ROW = 1;

/** Whether the owner requires two-factor of everyone in the back office. */
export async function requiresTwoFactor(db: DbOrTx): Promise<boolean> {
  const [row] = await db.select({ required: securitySettings.requireTwoFactor }).from(securitySettings).where(eq(securitySettings.id, SETTINGS_ROW));
  return row?.required ?? false;
}

export async function readSecuritySettings(db: DbOrTx): Promise<SecuritySettingsInput> {
  return { requireTwoFactor: await requiresTwoFactor(db) };
}

/** The owner changes the settings (re-authentication checked by the caller); recorded with before and after. */
export async function changeSecuritySettings(db: Db, input: SecuritySettingsInput, owner: PublicUser): Promise<SecuritySettingsInput> {
  // The owner would otherwise shut themselves out of the back office until they set it up.
  if (input.requireTwoFactor && !(await hasTwoFactor(db, owner.id))) throw new Conflict(M.setUpYoursFirst);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('security-settings'))`);
    const before = await readSecuritySettings(tx);
    await tx
      .insert(securitySettings)
      .values({ id: SETTINGS_ROW, requireTwoFactor: input.requireTwoFactor })
      .onConflictDoUpdate({ target: securitySettings.id, set: { requireTwoFactor: input.requireTwoFactor, updatedAt: sql`now()` } });
    if (before.requireTwoFactor !== input.requireTwoFactor) {
      await recordAudit(tx, owner, { action: 'security.require-two-factor', entity: 'settings', entityId: 'security', before, after: input });
    }
    return input;
  });
}

/**
 * The back office's second gate, after `assertStaff`: when the owner requires two-factor, a member
 * signed in without it can do nothing but set it up (TwoFactorEnrolmentRequired, 403).
 */
export async function assertTwoFactorSatisfied(db: DbOrTx, session: Pick<Session, 'twoFactor' | 'user'>): Promise<void> {
  if (session.twoFactor || !isStaffRole(session.user.role)) return;
  if (await requiresTwoFactor(db)) throw new TwoFactorEnrolmentRequired(M.enrolmentRequired);
}
