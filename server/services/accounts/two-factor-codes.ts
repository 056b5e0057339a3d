/**
 * Checking a staff member's second factor: a TOTP code (otpauth, RFC 6238: 6 digits, 30 seconds,
 * one step of clock drift either way) or one of the ten recovery codes. A TOTP code is accepted
 * once: the time step of the last code accepted is kept, and a code of that step or an earlier one
 * is refused (ASVS V6.5.1). A recovery code is spent by the statement that accepts it, so two
 * requests racing with one code cannot both pass.
 */
import { randomInt } from 'node:crypto';
import { and, eq, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import * as OTPAuth from 'otpauth';
import { InvalidInput } from '../../../domain/errors.ts';
import { TWO_FACTOR_MESSAGES as M } from '../../../domain/schemas/two-factor.ts';
import type { DbOrTx } from '../../db/client.ts';
import { recoveryCodes, twoFactors } from '../../db/schema/index.ts';
import { hashPassword, passwordMatches } from './password-hash.ts';
import { openSecret, type SealingKeys } from './two-factor-secret.ts';

/** A TOTP for a base32 secret, labelled for the authenticator app. */
export function totpOf(secret: string, labels: { issuer: string; account: string } = { issuer: '', account: '' }): OTPAuth.TOTP {
  return new OTPAuth.TOTP({
    issuer: labels.issuer,
    label: labels.account,
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
    secret: OTPAuth.Secret.fromBase32(secret),
  });
}

/** Whether the account signs in with a second factor (set up and confirmed). */
export async function hasTwoFactor(db: DbOrTx, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ userId: twoFactors.userId })
    .from(twoFactors)
    .where(and(eq(twoFactors.userId, userId), isNotNull(twoFactors.confirmedAt)));
  return row !== undefined;
}

/**
 * Accepts a TOTP code for the account's secret (a confirmed one, or the one being set up) and
 * records its time step; null for a wrong code; a code already used throws.
 */
async function acceptTotp(db: DbOrTx, keys: SealingKeys, userId: number, code: string, confirmed: boolean): Promise<'totp' | null> {
  const [row] = await db
    .select({ sealed: twoFactors.secretEncrypted })
    .from(twoFactors)
    .where(and(eq(twoFactors.userId, userId), confirmed ? isNotNull(twoFactors.confirmedAt) : isNull(twoFactors.confirmedAt)));
  const secret = row ? openSecret(keys, row.sealed) : null;
  if (!secret) return null;
  const totp = totpOf(secret);
  const now = Date.now();
  const delta = totp.validate({ token: code, timestamp: now, window: 1 });
  if (delta === null) return null;
  const step = totp.counter({ timestamp: now }) + delta;
  const [taken] = await db
    .update(twoFactors)
    .set({ lastStep: step })
    .where(and(eq(twoFactors.userId, userId), or(isNull(twoFactors.lastStep), lt(twoFactors.lastStep, step))))
    .returning({ userId: twoFactors.userId });
  if (!taken) throw new InvalidInput(M.codeReplayed, [{ path: 'code', message: M.codeReplayed }]);
  return 'totp';
}

const normaliseRecoveryCode = (code: string) => code.toLowerCase().replace(/[^a-z0-9]/g, '');

async function spendRecoveryCode(db: DbOrTx, userId: number, code: string): Promise<'recovery' | null> {
  const typed = normaliseRecoveryCode(code);
  if (typed.length !== RECOVERY_CODE_LENGTH) return null;
  const unused = await db
    .select({ id: recoveryCodes.id, codeHash: recoveryCodes.codeHash })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
  for (const candidate of unused) {
    if (!(await passwordMatches(candidate.codeHash, typed))) continue;
    const [spent] = await db
      .update(recoveryCodes)
      .set({ usedAt: sql`now()` })
      .where(and(eq(recoveryCodes.id, candidate.id), isNull(recoveryCodes.usedAt)))
      .returning({ id: recoveryCodes.id });
    return spent ? 'recovery' : null;
  }
  return null;
}

/**
 * The account's second factor checked: 'totp' or 'recovery' for the kind of code accepted, null
 * for a wrong one. While setting up (`pending`), only a code of the new secret counts.
 */
export async function checkSecondFactor(
  db: DbOrTx,
  keys: SealingKeys,
  userId: number,
  code: string,
  options: { pending?: boolean } = {},
): Promise<'totp' | 'recovery' | null> {
  if (/^\d{6}$/.test(code)) return acceptTotp(db, keys, userId, code, !options.pending);
  return options.pending ? null : spendRecoveryCode(db, userId, code);
}

const RECOVERY_CODE_COUNT = 10;
const RECOVERY_CODE_LENGTH = 10;
/** Lower-case letters and digits without look-alikes (no 0/o, 1/l/i): 31 symbols, about 49.5 bits a code. */
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/**
 * Ten new recovery codes for the account, replacing any it had: answered once (`xxxxx-xxxxx`),
 * stored as argon2id hashes, each good for one sign-in.
 */
export async function replaceRecoveryCodes(db: DbOrTx, userId: number): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, () =>
    Array.from({ length: RECOVERY_CODE_LENGTH }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join(''),
  );
  const hashes = await Promise.all(codes.map((code) => hashPassword(code)));
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await db.insert(recoveryCodes).values(hashes.map((codeHash) => ({ userId, codeHash })));
  return codes.map((code) => `${code.slice(0, 5)}-${code.slice(5)}`);
}
