/**
 * Invitations to the back office. The invitation holds the role: sending one changes no account.
 * Only the person who opens the e-mailed link (which proves the mailbox) can accept it, and only
 * then is an account made staff: created, or, when the address already has an account, promoted
 * with its sessions ended and its password replaced by the one chosen at the link (so whoever
 * registered the address before, and knows that account's old password, gets nothing). A link is
 * random (256 bits), kept as its SHA-256, single use, and good for INVITE_LINK_DAYS.
 */
import { randomBytes } from 'node:crypto';
import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import { Conflict, NotFound } from '../../../domain/errors.ts';
import type { PublicUser } from '../../../domain/schemas/account.ts';
import { STAFF_MESSAGES, type InviteStaffInput } from '../../../domain/schemas/staff.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { staffInvitations, users } from '../../db/schema/index.ts';
import { recordAudit } from '../audit/index.ts';
import { sendQueued, shopBaseUrl } from '../mail/index.ts';
import { INVITE_LINK_DAYS, linkDigest } from './account-links.ts';
import { staffInviteMail } from './account-mail.ts';
import type { AccountsConfig } from './accounts.ts';
import { sameEmail } from './users.ts';

const newToken = () => randomBytes(32).toString('base64url');
const expiry = sql`now() + make_interval(days => ${INVITE_LINK_DAYS})`;

/** An invitation waiting to be used (the staff page lists them; expired ones can be resent). */
export interface StaffInvitation {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  role: 'staff' | 'owner';
  invitedBy: string | null;
  expiresAt: Date;
  expired: boolean;
}

const invitationColumns = {
  id: staffInvitations.id,
  email: staffInvitations.email,
  firstName: staffInvitations.firstName,
  lastName: staffInvitations.lastName,
  role: staffInvitations.role,
  invitedBy: sql<string | null>`(select ${users.firstName} || ' ' || ${users.lastName} from ${users} where ${users.id} = ${staffInvitations.invitedBy})`,
  expiresAt: staffInvitations.expiresAt,
  expired: sql<boolean>`${staffInvitations.expiresAt} <= now()`,
};

const pending = and(isNull(staffInvitations.usedAt), isNull(staffInvitations.revokedAt));

async function mailInvitation(db: Db, config: AccountsConfig, invitation: StaffInvitation, sender: PublicUser, token: string): Promise<void> {
  const link = `${shopBaseUrl(config)}/admin/invite?token=${encodeURIComponent(token)}`;
  await sendQueued(db, config, staffInviteMail(config, invitation, sender, link));
}

/**
 * Invites a person by e-mail with a role. No account changes (an address that already has an
 * account is promoted only when its invitation is accepted); an address already on the staff,
 * or with an invitation waiting, is a Conflict.
 */
export async function inviteStaff(db: Db, config: AccountsConfig, input: InviteStaffInput, invitedBy: PublicUser): Promise<StaffInvitation> {
  const token = newToken();
  const invitation = await db.transaction(async (tx) => {
    const [existing] = await tx.select({ role: users.role }).from(users).where(sameEmail(input.email));
    if (existing && existing.role !== 'customer') throw new Conflict(STAFF_MESSAGES.alreadyStaff);
    // The unique index on pending invitations' lower(email) settles two invitations racing.
    const [created] = await tx
      .insert(staffInvitations)
      .values({ ...input, email: input.email.trim(), invitedBy: invitedBy.id, tokenHash: linkDigest(token), expiresAt: expiry })
      .onConflictDoNothing()
      .returning(invitationColumns);
    if (!created) throw new Conflict(STAFF_MESSAGES.alreadyInvited);
    await recordAudit(tx, invitedBy, {
      action: 'staff.invite',
      entity: 'staff-invitation',
      entityId: created.id,
      after: { email: created.email, firstName: created.firstName, lastName: created.lastName, role: created.role },
    });
    return created;
  });
  await mailInvitation(db, config, invitation, invitedBy, token);
  return invitation;
}

/** The invitations waiting to be used, the newest first. */
export async function listInvitations(db: Db): Promise<StaffInvitation[]> {
  return db.select(invitationColumns).from(staffInvitations).where(pending).orderBy(asc(staffInvitations.expiresAt), asc(staffInvitations.id));
}

async function lockPending(tx: DbOrTx, id: number): Promise<StaffInvitation> {
  const [invitation] = await tx
    .select(invitationColumns)
    .from(staffInvitations)
    .where(and(eq(staffInvitations.id, id), pending))
    .for('update');
  if (!invitation) throw new NotFound(STAFF_MESSAGES.noSuchInvitation);
  return invitation;
}

/** A new link (and a new expiry) for a waiting invitation; the earlier link stops working. */
export async function resendInvitation(db: Db, config: AccountsConfig, id: number, actor: PublicUser): Promise<StaffInvitation> {
  const token = newToken();
  const invitation = await db.transaction(async (tx) => {
    const before = await lockPending(tx, id);
    const [after] = await tx
      .update(staffInvitations)
      .set({ tokenHash: linkDigest(token), expiresAt: expiry })
      .where(eq(staffInvitations.id, id))
      .returning(invitationColumns);
    await recordAudit(tx, actor, {
      action: 'staff.invite-resend',
      entity: 'staff-invitation',
      entityId: id,
      before: { expiresAt: before.expiresAt.toISOString() },
      after: { expiresAt: after!.expiresAt.toISOString() },
    });
    return after!;
  });
  await mailInvitation(db, config, invitation, actor, token);
  return invitation;
}

/** Withdraws a waiting invitation: its link no longer works. */
export async function revokeInvitation(db: Db, id: number, actor: PublicUser): Promise<StaffInvitation> {
  return db.transaction(async (tx) => {
    const invitation = await lockPending(tx, id);
    await tx
      .update(staffInvitations)
      .set({ revokedAt: sql`now()` })
      .where(eq(staffInvitations.id, id));
    await recordAudit(tx, actor, {
      action: 'staff.invite-revoke',
      entity: 'staff-invitation',
      entityId: id,
      before: { email: invitation.email, role: invitation.role, state: 'waiting' },
      after: { state: 'revoked' },
    });
    return invitation;
  });
}

/**
 * Withdraws every invitation `inviterId` sent that still waits, when they may no longer grant a
 * role (shut out, or no longer an owner; issue 37): an invitation must not outlive its inviter's
 * right to give it. Each is audited as withdrawn, with why. Answers how many.
 */
export async function withdrawInvitationsOf(
  tx: DbOrTx,
  inviterId: number,
  actor: PublicUser,
  why: 'inviter disabled' | 'inviter no longer owner',
): Promise<number> {
  const withdrawn = await tx
    .update(staffInvitations)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(staffInvitations.invitedBy, inviterId), pending))
    .returning({ id: staffInvitations.id, email: staffInvitations.email, role: staffInvitations.role });
  for (const invitation of withdrawn) {
    await recordAudit(tx, actor, {
      action: 'staff.invite-revoke',
      entity: 'staff-invitation',
      entityId: invitation.id,
      before: { email: invitation.email, role: invitation.role, state: 'waiting' },
      after: { state: 'revoked', why },
    });
  }
  return withdrawn.length;
}

/**
 * Whether the person who sent an invitation may still grant it: an owner whose account is not
 * shut out. Their row is locked for share, so a change of their role or a shutting out (which
 * locks it for update, then withdraws their invitations) waits for this acceptance or goes first.
 */
export async function inviterMayGrant(tx: DbOrTx, invitationId: number): Promise<boolean> {
  const [row] = await tx
    .select({ role: users.role, disabled: sql<boolean>`${users.disabledAt} is not null` })
    .from(staffInvitations)
    .innerJoin(users, eq(users.id, staffInvitations.invitedBy))
    .where(eq(staffInvitations.id, invitationId))
    .for('share', { of: users });
  return row !== undefined && row.role === 'owner' && !row.disabled;
}

/** The waiting, unexpired invitation a link names, or null: one indexed read, no password work. */
export async function invitationByToken(db: DbOrTx, token: string, lock = false): Promise<StaffInvitation | null> {
  const query = db
    .select(invitationColumns)
    .from(staffInvitations)
    .where(and(eq(staffInvitations.tokenHash, linkDigest(token)), pending, gt(staffInvitations.expiresAt, sql`now()`)));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}
