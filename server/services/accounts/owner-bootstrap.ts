/**
 * The first owner. Either the environment makes it (ADMIN_EMAIL and ADMIN_PASSWORD, while the shop
 * has no owner at all), or the first start writes a one-time setup token to
 * `DATA_DIR/admin-setup-token` (mode 0600), which opens /admin/setup until an owner exists.
 *
 * The environment never undoes what the owners did since: an existing account is never reset,
 * re-enabled or promoted at a start, unless ADMIN_RESET asks for it once. ADMIN_RESET's value is
 * spent by its first use (its SHA-256 is kept in installation_facts), so leaving it set does
 * nothing at the next start; a new value is needed for a new reset. Whatever the environment does
 * is in the audit log, the actor named "environment", with the fields before and after.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { Conflict, InvalidInput } from '../../../domain/errors.ts';
import { UNNAMED_OWNER } from '../../../domain/account.ts';
import { NewPassword, type PublicUser, type RegisterInput } from '../../../domain/schemas/account.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { installationFacts, users } from '../../db/schema/index.ts';
import { recordAudit } from '../audit/index.ts';
import { hashPassword, refuseCommonPassword } from './accounts.ts';
import { endAllSessions } from './sessions.ts';
import { publicUserColumns, sameEmail } from './users.ts';

const SETUP_MESSAGES = {
  setupLinkInvalid: 'This setup link is invalid or has already been used.',
  ownerExists: 'The shop already has an owner: log in instead.',
} as const;

const SETUP_TOKEN_FILE = 'admin-setup-token';

/** Who the audit log names for what ADMIN_EMAIL, ADMIN_PASSWORD and ADMIN_RESET did. */
const ENVIRONMENT = { id: null, email: 'environment' } as const;

/** Whether the shop has an owner who can log in. */
export async function hasOwner(db: DbOrTx): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`${users.role} = 'owner' and ${users.disabledAt} is null`)
    .limit(1);
  return row !== undefined;
}

/** What a start did with ADMIN_EMAIL/ADMIN_PASSWORD (and ADMIN_RESET). */
export type OwnerFromEnvironment =
  /** No owner existed: the account was made. */
  | 'created'
  /** The account exists and is an owner (enabled or not): left as the owners left it. */
  | 'kept'
  /** The address is another account's, or names no account while an owner exists: nothing done. */
  | 'ignored'
  /** ADMIN_RESET: the account was made the owner again (password, enabled, role). */
  | 'reset'
  /** ADMIN_RESET's value was used at an earlier start: nothing done. */
  | 'reset-spent';

export interface EnvironmentOwner {
  email: string;
  password: string;
  /** ADMIN_RESET: a value never used before resets (or creates) this owner once. */
  reset?: string;
}

function checkEnvironmentPassword(password: string): void {
  const checked = NewPassword.safeParse(password);
  if (!checked.success) throw new InvalidInput(`ADMIN_PASSWORD: ${checked.error.issues.map((issue) => issue.message).join('; ')}`);
  try {
    refuseCommonPassword(password);
  } catch (error) {
    throw error instanceof InvalidInput ? new InvalidInput(`ADMIN_PASSWORD: ${error.message}`) : error;
  }
}

async function createOwner(tx: DbOrTx, input: EnvironmentOwner, action: string, resetKey?: string): Promise<void> {
  const [created] = await tx
    .insert(users)
    .values({
      ...UNNAMED_OWNER,
      email: input.email.trim(),
      passwordHash: await hashPassword(input.password),
      role: 'owner',
      emailVerifiedAt: sql`now()`,
    })
    .returning({ id: users.id });
  await recordAudit(tx, ENVIRONMENT, {
    action,
    entity: 'user',
    entityId: created!.id,
    after: { email: input.email.trim(), role: 'owner', ...(resetKey ? { resetKey } : {}) },
  });
}

/** ADMIN_RESET: spends the value (false when it was spent before), then resets or creates the owner. */
async function resetOwner(tx: DbOrTx, input: EnvironmentOwner & { reset: string }): Promise<OwnerFromEnvironment> {
  const resetKey = createHash('sha256').update(input.reset).digest('hex').slice(0, 16);
  const spent = await tx
    .insert(installationFacts)
    .values({ key: `admin-reset:${resetKey}`, value: input.email.trim() })
    .onConflictDoNothing()
    .returning({ key: installationFacts.key });
  if (spent.length === 0) return 'reset-spent';
  const [existing] = await tx
    .select({ id: users.id, role: users.role, disabled: sql<boolean>`${users.disabledAt} is not null` })
    .from(users)
    .where(sameEmail(input.email))
    .for('update');
  if (!existing) {
    await createOwner(tx, input, 'owner.reset-from-environment', resetKey);
    return 'reset';
  }
  await tx
    .update(users)
    .set({ role: 'owner', passwordHash: await hashPassword(input.password), disabledAt: null, emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())` })
    .where(eq(users.id, existing.id));
  await endAllSessions(tx, existing.id);
  await recordAudit(tx, ENVIRONMENT, {
    action: 'owner.reset-from-environment',
    entity: 'user',
    entityId: existing.id,
    before: { role: existing.role, disabled: existing.disabled },
    after: { role: 'owner', disabled: false, password: 'reset', sessions: 'ended', resetKey },
  });
  return 'reset';
}

/**
 * ADMIN_EMAIL and ADMIN_PASSWORD at a start: the first owner when the shop has none; otherwise
 * nothing, unless `reset` (ADMIN_RESET) holds a value not used before. The password must pass the
 * registration rules and the common-password check either way, so a bad one is found at once.
 */
export async function ownerFromEnvironment(db: Db, input: EnvironmentOwner): Promise<OwnerFromEnvironment> {
  checkEnvironmentPassword(input.password);
  return db.transaction(async (tx) => {
    // The same lock as the owner's staff changes: a start never races an owner's change.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('owners'))`);
    if (input.reset) return resetOwner(tx, { ...input, reset: input.reset });
    const [existing] = await tx.select({ role: users.role }).from(users).where(sameEmail(input.email));
    if (existing) return existing.role === 'owner' ? 'kept' : 'ignored';
    const [anyOwner] = await tx.select({ id: users.id }).from(users).where(eq(users.role, 'owner')).limit(1);
    if (anyOwner) return 'ignored';
    await createOwner(tx, input, 'owner.from-environment');
    return 'created';
  });
}

/** The log line of a start's outcome: what was done, and never a password or a token. */
export function ownerFromEnvironmentLine(email: string, outcome: OwnerFromEnvironment): string {
  const lines: Record<OwnerFromEnvironment, string> = {
    created: `owner ${email} created (ADMIN_EMAIL)`,
    kept: `owner ${email} exists: ADMIN_PASSWORD is not applied to it (ADMIN_RESET resets it once)`,
    ignored: `ADMIN_EMAIL ${email} is another account's, or the shop has its owner: nothing changed (ADMIN_RESET makes it the owner once)`,
    reset: `owner ${email} reset from ADMIN_PASSWORD (ADMIN_RESET); remove ADMIN_RESET now`,
    'reset-spent': `ADMIN_RESET was already used: nothing changed (remove it, or set a new value to reset again)`,
  };
  return lines[outcome];
}

/** The setup token, made on first need and kept in DATA_DIR until an owner exists. */
export function ownerSetupToken(dataDir: string): string {
  const file = path.join(dataDir, SETUP_TOKEN_FILE);
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    mkdirSync(dataDir, { recursive: true });
    const token = randomBytes(32).toString('base64url');
    writeFileSync(file, token + '\n', { mode: 0o600, flag: 'wx' });
    return token;
  }
}

/**
 * Without an owner, makes the setup token and answers the log line announcing it. The line names
 * the file, never the token: logs are read by more people (and kept longer) than DATA_DIR is.
 */
export function announceOwnerSetup(dataDir: string, publicUrl: string): string {
  ownerSetupToken(dataDir);
  const file = path.join(dataDir, SETUP_TOKEN_FILE);
  return `no shop owner yet: create the owner's account at ${publicUrl}/admin/setup?token=… with the token in ${file}`;
}

function readSetupToken(dataDir: string): string | null {
  try {
    return readFileSync(path.join(dataDir, SETUP_TOKEN_FILE), 'utf8').trim() || null;
  } catch {
    return null;
  }
}

/** Whether a token opens the setup page: the one in DATA_DIR, while no owner exists. */
export async function isSetupTokenValid(db: Db, dataDir: string, token: string | null | undefined): Promise<boolean> {
  const expected = readSetupToken(dataDir);
  if (!expected || !token) return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(token);
  return a.length === b.length && timingSafeEqual(a, b) && !(await hasOwner(db));
}

/** Creates the first owner from the setup page; the token is spent with it. */
export async function setUpFirstOwner(db: Db, dataDir: string, token: string, input: RegisterInput): Promise<PublicUser> {
  if (!(await isSetupTokenValid(db, dataDir, token))) throw new InvalidInput(SETUP_MESSAGES.setupLinkInvalid);
  refuseCommonPassword(input.password);
  const passwordHash = await hashPassword(input.password);
  const owner = await db.transaction(async (tx) => {
    // Two setups racing: the lock lets one through, the other finds the owner.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('owner-setup'))`);
    const [existingOwner] = await tx.select({ id: users.id }).from(users).where(eq(users.role, 'owner')).limit(1);
    if (existingOwner) throw new Conflict(SETUP_MESSAGES.ownerExists);
    const fields = {
      firstName: input.firstName,
      lastName: input.lastName,
      passwordHash,
      role: 'owner' as const,
      emailVerifiedAt: sql`now()`,
      disabledAt: null,
    };
    // The token proves the server's operator: an account someone registered with this address is taken over, its sessions ended.
    const [existing] = await tx.select({ id: users.id }).from(users).where(sameEmail(input.email));
    let owner: PublicUser;
    if (existing) {
      const [updated] = await tx.update(users).set(fields).where(eq(users.id, existing.id)).returning(publicUserColumns);
      await endAllSessions(tx, existing.id);
      owner = updated!;
    } else {
      const [created] = await tx
        .insert(users)
        .values({ ...fields, email: input.email })
        .returning(publicUserColumns);
      owner = created!;
    }
    await recordAudit(tx, owner, { action: 'owner.setup', entity: 'user', entityId: owner.id, after: { email: owner.email, role: 'owner' } });
    return owner;
  });
  rmSync(path.join(dataDir, SETUP_TOKEN_FILE), { force: true });
  return owner;
}
