/**
 * The people who run the shop: the staff list, and the owner's changes to a member (role, shut
 * out; either withdraws the invitations they may no longer give). The first owner is made in
 * owner-bootstrap.ts; people join by invitation (invitations.ts).
 */
import { and, asc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import { Conflict, NotFound } from '../../../domain/errors.ts';
import type { PublicUser } from '../../../domain/schemas/account.ts';
import { STAFF_MESSAGES } from '../../../domain/schemas/staff.ts';
import { staffChangeRefusal } from '../../../domain/staff.ts';
import type { Role } from '../../../domain/roles.ts';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { recordAudit } from '../audit/index.ts';
import { publicUserColumns } from './users.ts';
import { withdrawInvitationsOf } from './invitations.ts';
import { endAllSessions } from './sessions.ts';

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

/** The owner changes a staff member's role or shuts them out (their sessions end at once); what is refused is domain/staff.ts's. */
export async function updateStaff(db: Db, id: number, change: { role?: Role; disabled?: boolean }, actor: PublicUser): Promise<StaffMember> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('owners'))`);
    const [member] = await tx
      .select({ id: users.id, role: users.role, disabled: sql<boolean>`${users.disabledAt} is not null` })
      .from(users)
      .where(eq(users.id, id))
      .for('update');
    if (!member || member.role === 'customer') throw new NotFound(STAFF_MESSAGES.notStaff);
    // Counted under the owners' lock, so two owners demoting each other at once leave one.
    const [others] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(users)
      .where(and(eq(users.role, 'owner'), isNull(users.disabledAt), ne(users.id, id)));
    const refusal = staffChangeRefusal(member, change, { actorId: actor.id, otherOwners: others!.count });
    if (refusal) throw new Conflict(refusal);
    const [updated] = await tx
      .update(users)
      .set({
        ...(change.role !== undefined ? { role: change.role } : {}),
        ...(change.disabled !== undefined ? { disabledAt: change.disabled ? sql`now()` : null } : {}),
      })
      .where(eq(users.id, id))
      .returning({ ...publicUserColumns, disabled: sql<boolean>`${users.disabledAt} is not null` });
    if (change.disabled || change.role !== undefined) await endAllSessions(tx, id);
    // What they may no longer grant, their invitations no longer offer.
    if (change.disabled) await withdrawInvitationsOf(tx, id, actor, 'inviter disabled');
    else if (member.role === 'owner' && updated!.role !== 'owner') await withdrawInvitationsOf(tx, id, actor, 'inviter no longer owner');
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
