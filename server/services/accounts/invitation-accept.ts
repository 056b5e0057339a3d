/**
 * Accepting an invitation at its link. The order of the checks is the protection: the attempt is
 * counted against the client's limit first, then the token is looked up (one indexed read), and
 * only a good token reaches the password's hashing (argon2id), so bad tokens cost the shop nothing
 * and cannot be tried in bulk. An account with two-factor gets no session from the link: it signs
 * in with the new password and its code.
 */
import { eq, isNull, and, sql } from 'drizzle-orm';
import { InvalidInput } from '../../../domain/errors.ts';
import { ACCOUNT_MESSAGES as M, type PublicUser } from '../../../domain/schemas/account.ts';
import { STAFF_MESSAGES } from '../../../domain/schemas/staff.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { accountLinks, staffInvitations, users } from '../../db/schema/index.ts';
import { recordAudit } from '../audit/index.ts';
import { clientKey, consume, type RateLimit } from '../rate-limits/index.ts';
import { hashPassword, refuseCommonPassword, type ClientInfo } from './accounts.ts';
import { invitationByToken, inviterMayGrant, type StaffInvitation } from './invitations.ts';
import { endAllSessions } from './sessions.ts';
import { hasTwoFactor } from './two-factor-codes.ts';
import { publicUserColumns, sameEmail } from './users.ts';

/** Per client address: an invited person needs a few tries at most (a password refused, a typo). */
const INVITE_ACCEPT_LIMIT = { name: 'invite-accept:client', limit: 10, windowSeconds: 15 * 60 } satisfies RateLimit;

/** Makes the account staff: a new one, or the address's existing account promoted, its old password and sessions gone. */
async function joinAs(tx: DbOrTx, invitation: StaffInvitation, passwordHash: string): Promise<{ member: PublicUser; before: Record<string, unknown> | null }> {
  const accountOf = async () =>
    (
      await tx
        .select({ id: users.id, role: users.role, disabled: sql<boolean>`${users.disabledAt} is not null`, emailVerified: publicUserColumns.emailVerified })
        .from(users)
        .where(sameEmail(invitation.email))
        .for('update')
    )[0];
  let existing = await accountOf();
  const fields = {
    firstName: invitation.firstName,
    lastName: invitation.lastName,
    passwordHash,
    disabledAt: null,
    emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`,
  };
  if (!existing) {
    const [created] = await tx
      .insert(users)
      .values({ ...fields, email: invitation.email, role: invitation.role, emailVerifiedAt: sql`now()` })
      .onConflictDoNothing()
      .returning(publicUserColumns);
    if (created) return { member: created, before: null };
    // Someone registered the address meanwhile: that account is taken over like any earlier one.
    existing = (await accountOf())!;
  }
  // An owner made owner or staff again keeps the larger role; anyone else takes the invitation's.
  const role = existing.role === 'owner' ? 'owner' : invitation.role;
  const [member] = await tx
    .update(users)
    .set({ ...fields, role })
    .where(eq(users.id, existing.id))
    .returning(publicUserColumns);
  // Whoever held the account before the mailbox was proven is shut out: sessions, and the links sent to it.
  await endAllSessions(tx, existing.id);
  await tx
    .update(accountLinks)
    .set({ usedAt: sql`now()` })
    .where(and(eq(accountLinks.userId, existing.id), isNull(accountLinks.usedAt)));
  return { member: member!, before: { role: existing.role, disabled: existing.disabled, emailVerified: existing.emailVerified } };
}

/**
 * The account, now staff, and whether it must sign in with its code before it gets a session: an
 * account that already has two-factor (a former member invited again) is not signed in by the
 * link, which proves the mailbox and sets the password but is no second factor (ASVS V6.4.4).
 */
interface AcceptedInvitation {
  member: PublicUser;
  signInWithCode: boolean;
}

/** Accepts an invitation with the password chosen at its link; answers the account, now staff. */
export async function acceptInvitation(db: Db, input: { token: string; password: string }, client: ClientInfo = {}): Promise<AcceptedInvitation> {
  await consume(db, [{ limit: INVITE_ACCEPT_LIMIT, key: clientKey(client.ip) }], M.tooManyAttempts);
  const found = await invitationByToken(db, input.token);
  if (!found) throw new InvalidInput(STAFF_MESSAGES.inviteLinkInvalid);
  refuseCommonPassword(input.password);
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    // The inviter's right checked again now (their row first, then the invitation's: the order a
    // change of their role takes), so an owner demoted or shut out meanwhile grants nothing.
    if (!(await inviterMayGrant(tx, found.id))) throw new InvalidInput(STAFF_MESSAGES.inviteWithdrawn);
    // Locked and checked again: two posts of one link make one account.
    const invitation = await invitationByToken(tx, input.token, true);
    if (!invitation) throw new InvalidInput(STAFF_MESSAGES.inviteLinkInvalid);
    const { member, before } = await joinAs(tx, invitation, passwordHash);
    await tx
      .update(staffInvitations)
      .set({ usedAt: sql`now()`, acceptedBy: member.id })
      .where(eq(staffInvitations.id, invitation.id));
    await recordAudit(tx, member, {
      action: 'staff.join',
      entity: 'user',
      entityId: member.id,
      before,
      after: { role: member.role, disabled: false, emailVerified: true, password: 'set', invitation: invitation.id },
    });
    return { member, signInWithCode: await hasTwoFactor(tx, member.id) };
  });
}
