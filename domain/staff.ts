/**
 * Which changes the owner may make to a staff member: the server refuses the others (409) and the
 * staff page does not offer them. Two rules: the shop always keeps an enabled owner (no owner is
 * made staff or disabled while no other enabled owner remains), and nobody disables their own
 * account (they would shut themselves out mid-change; another owner can).
 */
import type { Role } from './roles.ts';
import { STAFF_MESSAGES } from './schemas/staff.ts';

export interface StaffChange {
  role?: Role;
  disabled?: boolean;
}

interface Member {
  id: number;
  role: Role;
}

/**
 * Why `change` to `member` is refused, or null when it may be made. `otherOwners`: how many enabled
 * owners there are besides `member`; `actorId`: who asks.
 */
export function staffChangeRefusal(member: Member, change: StaffChange, about: { actorId: number; otherOwners: number }): string | null {
  if (change.disabled === true && member.id === about.actorId) return STAFF_MESSAGES.notYourself;
  const losesOwner = member.role === 'owner' && ((change.role !== undefined && change.role !== 'owner') || change.disabled === true);
  return losesOwner && about.otherOwners === 0 ? STAFF_MESSAGES.keepOneOwner : null;
}

/** The staff page's offers for `member`, given everyone on the staff list: the other role, and disabling (enabling is always offered). */
export function offeredStaffChanges(
  member: Member & { disabled: boolean },
  staff: ReadonlyArray<Member & { disabled: boolean }>,
  actorId: number,
): { role: boolean; disable: boolean } {
  const otherOwners = staff.filter((other) => other.id !== member.id && other.role === 'owner' && !other.disabled).length;
  const about = { actorId, otherOwners };
  return {
    role: staffChangeRefusal(member, { role: member.role === 'owner' ? 'staff' : 'owner' }, about) === null,
    disable: member.disabled || staffChangeRefusal(member, { disabled: true }, about) === null,
  };
}
