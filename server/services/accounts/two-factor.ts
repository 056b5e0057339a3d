/**
 * Staff two-factor sign-in (decision 022): a member sets up an authenticator app from a QR code
 * (or the secret typed by hand), turns it on with a first code and gets ten recovery codes, shown
 * once; with a code they turn it off or get new recovery codes. The owner turns it off for a
 * locked-out member, and may require it of everyone in the back office. Every change, every
 * recovery code used and every wrong code is in the audit log.
 */
import { and, eq, isNotNull, isNull, like, sql } from 'drizzle-orm';
import * as OTPAuth from 'otpauth';
import QRCode from 'qrcode';
import type { TwoFactorEnrolmentAnswer, TwoFactorStatusAnswer } from '../../../domain/contract/admin-two-factor.ts';
import { Conflict, InvalidInput, NotFound } from '../../../domain/errors.ts';
import { isStaffRole } from '../../../domain/roles.ts';
import type { PublicUser } from '../../../domain/schemas/account.ts';
import { TWO_FACTOR_MESSAGES as M } from '../../../domain/schemas/two-factor.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { recoveryCodes, twoFactors, users } from '../../db/schema/index.ts';
import { recordAudit } from '../audit/index.ts';
import { countLoginAttempt, forgetLoginFailures, type ClientInfo } from './accounts.ts';
import { checkSecondFactor, replaceRecoveryCodes, totpOf } from './two-factor-codes.ts';
import { openSecret, SEALED_UNDER_SESSION_KEY, sealSecret, type SealingKeys } from './two-factor-secret.ts';
import { requiresTwoFactor } from './security-settings.ts';
import { useLink } from './account-links.ts';
import { mailSetupLink, mailTwoFactorChange } from './two-factor-notices.ts';
import type { MailConfig } from '../mail/index.ts';

export interface TwoFactorConfig extends MailConfig, SealingKeys {}

/** Set-up started, or the link that opens it mailed to the member (the owner requires two-factor: see startEnrolment). */
export type EnrolmentStart = TwoFactorEnrolmentAnswer | { mailedTo: string };

/** Where a code was typed, as the audit log names it. */
type CodeUse = 'sign-in' | 'set-up' | 'turn-off' | 'recovery-codes' | 'confirm-identity';

const refusedCode = () => new InvalidInput(M.codeRefused, [{ path: 'code', message: M.codeRefused }]);

/**
 * Checks a code the member typed, counted against the sign-in limits first. A wrong code is
 * recorded in the audit log (ASVS V16.3.1) and refused; a recovery code used is recorded too.
 */
async function verifyMemberCode(
  db: Db,
  config: TwoFactorConfig,
  user: Pick<PublicUser, 'id' | 'email'>,
  code: string,
  use: { during: CodeUse; client: ClientInfo; pending?: boolean },
): Promise<void> {
  const pair = await countLoginAttempt(db, config, user.email, use.client);
  const accepted = await checkSecondFactor(db, config, user.id, code, { pending: use.pending });
  if (!accepted) {
    await recordAudit(db, user, { action: 'two-factor.code-refused', entity: 'user', entityId: user.id, after: { during: use.during } });
    throw refusedCode();
  }
  await forgetLoginFailures(db, pair);
  if (accepted === 'recovery') {
    const [left] = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(recoveryCodes)
      .where(and(eq(recoveryCodes.userId, user.id), isNull(recoveryCodes.usedAt)));
    await recordAudit(db, user, {
      action: 'two-factor.recovery-code-used',
      entity: 'user',
      entityId: user.id,
      after: { during: use.during, left: left?.count ?? 0 },
    });
  }
}

/** The member's two-factor state, and whether the owner requires it. */
export async function twoFactorStatus(db: Db, userId: number): Promise<TwoFactorStatusAnswer> {
  const [row] = await db
    .select({
      confirmed: sql<boolean>`${twoFactors.confirmedAt} is not null`,
      left: sql<number>`(select count(*)::int from ${recoveryCodes} where ${recoveryCodes.userId} = ${userId} and ${recoveryCodes.usedAt} is null)`,
    })
    .from(twoFactors)
    .where(eq(twoFactors.userId, userId));
  return {
    enabled: row?.confirmed ?? false,
    pending: row ? !row.confirmed : false,
    recoveryCodesLeft: row?.confirmed ? row.left : 0,
    required: await requiresTwoFactor(db),
  };
}

/**
 * Starts setting up (or starts again): a new secret, kept encrypted and unconfirmed until a first
 * code proves the app has it. The secret is answered now, and never again once confirmed.
 *
 * While the owner requires two-factor, a member without it gets no secret for their password
 * alone (issue 37: whoever holds only the password would enrol an authenticator of their own and
 * be in for good): the first call mails them a link, and the set-up starts with that link's token,
 * proving the mailbox as well.
 */
export async function startEnrolment(
  db: Db,
  config: TwoFactorConfig,
  user: Pick<PublicUser, 'id' | 'email' | 'firstName'>,
  token?: string,
): Promise<EnrolmentStart> {
  if ((await requiresTwoFactor(db)) && !(await twoFactorStatus(db, user.id)).enabled) {
    if (token === undefined) {
      await mailSetupLink(db, config, user);
      return { mailedTo: user.email };
    }
    if ((await useLink(db, 'two-factor-setup', token)) !== user.id) throw new InvalidInput(M.setupLinkInvalid);
  }
  const secret = new OTPAuth.Secret({ size: 20 }).base32;
  const sealed = sealSecret(config, secret);
  const [started] = await db
    .insert(twoFactors)
    .values({ userId: user.id, secretEncrypted: sealed })
    .onConflictDoUpdate({
      target: twoFactors.userId,
      set: { secretEncrypted: sealed, lastStep: null, createdAt: sql`now()` },
      where: isNull(twoFactors.confirmedAt),
    })
    .returning({ userId: twoFactors.userId });
  if (!started) throw new Conflict(M.alreadyOn);
  return enrolmentAnswer(config, secret, user.email);
}

/** The secret as the app takes it: an otpauth URL, drawn as a QR code (an SVG data URL: the pages' CSP allows `data:` images only). */
async function enrolmentAnswer(config: TwoFactorConfig, secret: string, email: string): Promise<TwoFactorEnrolmentAnswer> {
  const otpauthUrl = totpOf(secret, { issuer: config.shopName, account: email }).toString();
  const svg = await QRCode.toString(otpauthUrl, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  return { secret, otpauthUrl, qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
}

/** A set-up started and not yet confirmed, shown again (after a wrong code, a reload); null otherwise: a confirmed secret is never shown. */
export async function pendingEnrolment(db: Db, config: TwoFactorConfig, user: Pick<PublicUser, 'id' | 'email'>): Promise<TwoFactorEnrolmentAnswer | null> {
  const [row] = await db
    .select({ sealed: twoFactors.secretEncrypted })
    .from(twoFactors)
    .where(and(eq(twoFactors.userId, user.id), isNull(twoFactors.confirmedAt)));
  const secret = row ? openSecret(config, row.sealed) : null;
  return secret ? enrolmentAnswer(config, secret, user.email) : null;
}

/** A first code from the app turns two-factor on; answers the ten recovery codes, this once. */
export async function confirmEnrolment(db: Db, config: TwoFactorConfig, user: PublicUser, code: string, client: ClientInfo): Promise<string[]> {
  const [pending] = await db
    .select({ userId: twoFactors.userId })
    .from(twoFactors)
    .where(and(eq(twoFactors.userId, user.id), isNull(twoFactors.confirmedAt)));
  if (!pending) throw new InvalidInput((await twoFactorStatus(db, user.id)).enabled ? M.alreadyOn : M.notStarted);
  await verifyMemberCode(db, config, user, code, { during: 'set-up', client, pending: true });
  return db.transaction(async (tx) => {
    await tx
      .update(twoFactors)
      .set({ confirmedAt: sql`now()` })
      .where(eq(twoFactors.userId, user.id));
    const codes = await replaceRecoveryCodes(tx, user.id);
    await recordAudit(tx, user, { action: 'two-factor.enrol', entity: 'user', entityId: user.id, after: { twoFactor: true, recoveryCodes: codes.length } });
    await mailTwoFactorChange(tx, config, user, true, 'self');
    return codes;
  });
}

async function removeTwoFactor(db: DbOrTx, userId: number): Promise<boolean> {
  const removed = await db.delete(twoFactors).where(eq(twoFactors.userId, userId)).returning({ confirmedAt: twoFactors.confirmedAt });
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  return removed.some((row) => row.confirmedAt !== null);
}

/** The member turns two-factor off, with a code (or a recovery code). */
export async function disableOwnTwoFactor(db: Db, config: TwoFactorConfig, user: PublicUser, code: string, client: ClientInfo): Promise<void> {
  if (!(await twoFactorStatus(db, user.id)).enabled) throw new InvalidInput(M.notOn);
  await verifyMemberCode(db, config, user, code, { during: 'turn-off', client });
  await db.transaction(async (tx) => {
    await removeTwoFactor(tx, user.id);
    await recordAudit(tx, user, {
      action: 'two-factor.disable',
      entity: 'user',
      entityId: user.id,
      before: { twoFactor: true },
      after: { twoFactor: false, by: 'self' },
    });
    await mailTwoFactorChange(tx, config, user, false, 'self');
  });
}

/** New recovery codes (the old ones stop working), with a code; answered this once. */
export async function regenerateRecoveryCodes(db: Db, config: TwoFactorConfig, user: PublicUser, code: string, client: ClientInfo): Promise<string[]> {
  if (!(await twoFactorStatus(db, user.id)).enabled) throw new InvalidInput(M.notOn);
  await verifyMemberCode(db, config, user, code, { during: 'recovery-codes', client });
  return db.transaction(async (tx) => {
    const codes = await replaceRecoveryCodes(tx, user.id);
    await recordAudit(tx, user, { action: 'two-factor.recovery-codes', entity: 'user', entityId: user.id, after: { recoveryCodes: codes.length } });
    return codes;
  });
}

/**
 * The owner turns two-factor off for a member who lost their phone and their recovery codes (the
 * caller has checked the owner re-authenticated). The member signs in with the password alone,
 * and is asked to set it up again if the shop requires it.
 */
export async function disableMemberTwoFactor(
  db: Db,
  config: MailConfig,
  memberId: number,
  owner: PublicUser,
): Promise<Pick<PublicUser, 'id' | 'firstName' | 'lastName' | 'email'>> {
  return db.transaction(async (tx) => {
    const [member] = await tx
      .select({ id: users.id, role: users.role, firstName: users.firstName, lastName: users.lastName, email: users.email })
      .from(users)
      .where(eq(users.id, memberId));
    if (!member || !isStaffRole(member.role)) throw new NotFound('No staff member has this id.');
    if (!(await removeTwoFactor(tx, memberId))) throw new Conflict(M.notOn);
    await recordAudit(tx, owner, {
      action: 'two-factor.disable',
      entity: 'user',
      entityId: memberId,
      before: { twoFactor: true },
      after: { twoFactor: false, by: 'owner' },
    });
    await mailTwoFactorChange(tx, config, member, false, 'owner');
    return { id: member.id, firstName: member.firstName, lastName: member.lastName, email: member.email };
  });
}

/** The ids of the staff with two-factor on (the staff list shows it). */
export async function staffWithTwoFactor(db: Db): Promise<Set<number>> {
  const rows = await db.select({ userId: twoFactors.userId }).from(twoFactors).where(isNotNull(twoFactors.confirmedAt));
  return new Set(rows.map((row) => row.userId));
}

/**
 * Seals again under the two-factor key every secret still sealed under the session key (issue
 * 37), at start: afterwards a backup, which carries the session key, opens no authenticator.
 * A secret that opens under neither key is left as it is (its member uses a recovery code).
 * Answers how many were sealed again.
 */
export async function resealTwoFactorSecrets(db: Db, keys: SealingKeys): Promise<number> {
  // Only those still sealed under the session key: after the first start, none, and nothing to read.
  const rows = await db
    .select({ userId: twoFactors.userId, sealed: twoFactors.secretEncrypted })
    .from(twoFactors)
    .where(like(twoFactors.secretEncrypted, `${SEALED_UNDER_SESSION_KEY}%`));
  let resealed = 0;
  for (const row of rows) {
    const secret = openSecret(keys, row.sealed);
    if (secret === null) continue;
    const [updated] = await db
      .update(twoFactors)
      .set({ secretEncrypted: sealSecret(keys, secret) })
      .where(and(eq(twoFactors.userId, row.userId), eq(twoFactors.secretEncrypted, row.sealed)))
      .returning({ userId: twoFactors.userId });
    if (updated) resealed++;
  }
  return resealed;
}
