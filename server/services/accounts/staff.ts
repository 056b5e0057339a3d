/**
 * The people who run the shop. The first owner comes from the environment (ADMIN_EMAIL and
 * ADMIN_PASSWORD create or reset that owner at every start) or, without it, from a one-time setup
 * address the first start prints: its token is also written to `DATA_DIR/admin-setup-token`
 * (mode 0600) and works until an owner exists.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { and, asc, eq, gt, inArray, isNull, ne, sql } from 'drizzle-orm';
import { Conflict, InvalidInput, NotFound } from '../../../domain/errors.ts';
import { NewPassword, type PublicUser, type RegisterInput } from '../../../domain/schemas/account.ts';
import type { Role } from '../../../domain/roles.ts';
import type { Db } from '../../db/client.ts';
import { accountLinks, users } from '../../db/schema/index.ts';
import { linkDigest, issueLink, useLink } from './account-links.ts';
import { hashPassword, refuseCommonPassword, type AccountsConfig } from './accounts.ts';
import { shopBaseUrl } from '../mail/index.ts';
import { sendQueued } from '../mail/index.ts';
import { staffInviteMail } from './account-mail.ts';
import { recordAudit } from '../audit/index.ts';
import { publicUserColumns, sameEmail } from './users.ts';
import { endAllSessions } from './sessions.ts';

const STAFF_MESSAGES = {
  setupLinkInvalid: 'This setup link is invalid or has already been used.',
  ownerExists: 'The shop already has an owner: log in instead.',
  ownerCreated: 'Your owner account is ready. Welcome to the back office.',
} as const;

const SETUP_TOKEN_FILE = 'admin-setup-token';

/** Whether the shop has an owner who can log in. */
export async function hasOwner(db: Db): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`${users.role} = 'owner' and ${users.disabledAt} is null`)
    .limit(1);
  return row !== undefined;
}

/**
 * ADMIN_EMAIL and ADMIN_PASSWORD: makes that account the owner with that password (creating it,
 * or promoting and resetting an existing account, whose sessions then end). The password must
 * pass the registration rules and the common-password check.
 */
export async function ensureOwner(db: Db, input: { email: string; password: string }): Promise<'created' | 'updated'> {
  const checked = NewPassword.safeParse(input.password);
  if (!checked.success) throw new InvalidInput(`ADMIN_PASSWORD: ${checked.error.issues.map((issue) => issue.message).join('; ')}`);
  refuseCommonPassword(input.password);
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const [existing] = await tx.select({ id: users.id, role: users.role }).from(users).where(sameEmail(input.email)).for('update');
    if (existing) {
      await tx
        .update(users)
        .set({ role: 'owner', passwordHash, disabledAt: null, emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())` })
        .where(eq(users.id, existing.id));
      await endAllSessions(tx, existing.id);
      await recordAudit(tx, null, {
        action: 'owner.from-environment',
        entity: 'user',
        entityId: existing.id,
        before: { role: existing.role },
        after: { role: 'owner', password: 'reset' },
      });
      return 'updated';
    }
    const [created] = await tx
      .insert(users)
      .values({ firstName: 'Shop', lastName: 'Owner', email: input.email.trim(), passwordHash, role: 'owner', emailVerifiedAt: sql`now()` })
      .returning({ id: users.id });
    await recordAudit(tx, null, {
      action: 'owner.from-environment',
      entity: 'user',
      entityId: created!.id,
      after: { email: input.email.trim(), role: 'owner' },
    });
    return 'created';
  });
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
  if (!(await isSetupTokenValid(db, dataDir, token))) throw new InvalidInput(STAFF_MESSAGES.setupLinkInvalid);
  refuseCommonPassword(input.password);
  const passwordHash = await hashPassword(input.password);
  const owner = await db.transaction(async (tx) => {
    // Two setups racing: the lock lets one through, the other finds the owner.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('owner-setup'))`);
    const [existingOwner] = await tx.select({ id: users.id }).from(users).where(eq(users.role, 'owner')).limit(1);
    if (existingOwner) throw new Conflict(STAFF_MESSAGES.ownerExists);
    const fields = {
      firstName: input.firstName,
      lastName: input.lastName,
      passwordHash,
      role: 'owner' as const,
      emailVerifiedAt: sql`now()`,
      disabledAt: null,
    };
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

/** A staff member with whether the account is shut out (the answer is made by staff-presenter.ts). */
export interface StaffMember extends PublicUser {
  disabled: boolean;
}

/** Everyone with a back-office role, owners first. */
export async function listStaff(db: Db): Promise<StaffMember[]> {
  const rows = await db
    .select({ ...publicUserColumns, disabled: sql<boolean>`${users.disabledAt} is not null` })
    .from(users)
    .where(inArray(users.role, ['staff', 'owner'] satisfies Role[]))
    .orderBy(sql`${users.role} = 'owner' desc`, asc(users.lastName), asc(users.id));
  return rows;
}

const INVITE_MESSAGES = {
  invited: (email: string) => `We e-mailed ${email} a link to join the back office.`,
  inviteLinkInvalid: 'This invitation is invalid, used or has expired. Ask the shop owner for a new one.',
  alreadyStaff: 'This person is already on the staff.',
  keepOneOwner: 'The shop needs an owner: make someone else the owner first.',
  notStaff: 'No staff member has this id.',
} as const;

/**
 * Invites a person to the back office: an existing account gets the role at once; otherwise an
 * account is made (with no usable password) and its invitation link sets the password.
 * Either way the person is e-mailed a link (`/admin/invite?token=…`, 7 days, single use).
 */
export async function inviteStaff(
  db: Db,
  config: AccountsConfig,
  input: { email: string; firstName: string; lastName: string; role: Exclude<Role, 'customer'> },
  invitedBy: PublicUser,
): Promise<StaffMember> {
  const member = await db.transaction(async (tx) => {
    const [existing] = await tx.select({ id: users.id, role: users.role }).from(users).where(sameEmail(input.email)).for('update');
    if (existing && existing.role !== 'customer') throw new Conflict(INVITE_MESSAGES.alreadyStaff);
    if (existing) {
      const [updated] = await tx.update(users).set({ role: input.role, disabledAt: null }).where(eq(users.id, existing.id)).returning(publicUserColumns);
      // Sessions opened as a customer end: the next login is a staff session with its shorter idle limit.
      await endAllSessions(tx, existing.id);
      await recordAudit(tx, invitedBy, {
        action: 'staff.invite',
        entity: 'user',
        entityId: existing.id,
        before: { role: 'customer' },
        after: { role: input.role },
      });
      return updated!;
    }
    const unusable = await hashPassword(randomBytes(32).toString('base64url'));
    const [created] = await tx
      .insert(users)
      .values({ firstName: input.firstName, lastName: input.lastName, email: input.email, passwordHash: unusable, role: input.role })
      .returning(publicUserColumns);
    await recordAudit(tx, invitedBy, {
      action: 'staff.invite',
      entity: 'user',
      entityId: created!.id,
      after: { email: input.email, firstName: input.firstName, lastName: input.lastName, role: input.role },
    });
    return created!;
  });
  const token = await issueLink(db, 'staff-invite', member.id);
  await sendQueued(db, config, staffInviteMail(config, member, invitedBy, `${shopBaseUrl(config)}/admin/invite?token=${encodeURIComponent(token)}`));
  return { ...member, disabled: false };
}

/** Whether an invitation link is still good (the invite page asks before showing its form). */
export async function invitedMember(db: Db, token: string): Promise<PublicUser | null> {
  const [row] = await db
    .select(publicUserColumns)
    .from(accountLinks)
    .innerJoin(users, eq(users.id, accountLinks.userId))
    .where(
      and(
        eq(accountLinks.purpose, 'staff-invite'),
        eq(accountLinks.tokenHash, linkDigest(token)),
        isNull(accountLinks.usedAt),
        gt(accountLinks.expiresAt, sql`now()`),
      ),
    );
  return row ?? null;
}

/** Accepting an invitation: sets the password, confirms the address (the link proves it) and spends the link. */
export async function acceptInvitation(db: Db, input: { token: string; password: string }): Promise<PublicUser> {
  refuseCommonPassword(input.password);
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const userId = await useLink(tx, 'staff-invite', input.token);
    if (userId === null) throw new InvalidInput(INVITE_MESSAGES.inviteLinkInvalid);
    const [member] = await tx
      .update(users)
      .set({ passwordHash, emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())` })
      .where(eq(users.id, userId))
      .returning(publicUserColumns);
    await endAllSessions(tx, userId);
    await recordAudit(tx, member!, { action: 'staff.join', entity: 'user', entityId: userId, after: { password: 'set' } });
    return member!;
  });
}

/** The owner changes a staff member's role or shuts them out (their sessions end at once); an owner always remains. */
export async function updateStaff(db: Db, id: number, change: { role?: Role; disabled?: boolean }, actor: PublicUser): Promise<StaffMember> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('owners'))`);
    const [member] = await tx
      .select({ id: users.id, role: users.role, disabled: sql<boolean>`${users.disabledAt} is not null` })
      .from(users)
      .where(eq(users.id, id))
      .for('update');
    if (!member || member.role === 'customer') throw new NotFound(INVITE_MESSAGES.notStaff);
    const losesOwner = member.role === 'owner' && ((change.role !== undefined && change.role !== 'owner') || change.disabled === true);
    if (losesOwner) {
      const [other] = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.role, 'owner'), isNull(users.disabledAt), ne(users.id, id)))
        .limit(1);
      if (!other) throw new Conflict(INVITE_MESSAGES.keepOneOwner);
    }
    const [updated] = await tx
      .update(users)
      .set({
        ...(change.role !== undefined ? { role: change.role } : {}),
        ...(change.disabled !== undefined ? { disabledAt: change.disabled ? sql`now()` : null } : {}),
      })
      .where(eq(users.id, id))
      .returning({ ...publicUserColumns, disabled: sql<boolean>`${users.disabledAt} is not null` });
    if (change.disabled || change.role !== undefined) await endAllSessions(tx, id);
    await recordAudit(tx, actor, {
      action: 'staff.update',
      entity: 'user',
      entityId: id,
      before: { role: member.role, disabled: member.disabled },
      after: { role: updated!.role, disabled: updated!.disabled },
    });
    return updated!;
  });
}
