/** A staff member as the back office answers it (domain/contract/admin-staff.ts), for the API and the /admin/staff page alike. */
import type { StaffInvitationAnswer, StaffListEntryAnswer, StaffMemberAnswer, StaffSessionAnswer } from '../../../domain/contract/admin-staff.ts';
import type { PublicUser } from '../../../domain/schemas/account.ts';
import type { StaffInvitation } from './invitations.ts';

/** The person signed in to the back office. */
export const staffSessionAnswer = (user: PublicUser): StaffSessionAnswer => ({
  id: user.id,
  firstName: user.firstName,
  lastName: user.lastName,
  email: user.email,
  emailVerified: user.emailVerified,
  role: user.role,
});

export const staffMemberAnswer = (member: PublicUser & { disabled: boolean }): StaffMemberAnswer => ({
  ...staffSessionAnswer(member),
  disabled: member.disabled,
});

export const staffInvitationAnswer = (invitation: StaffInvitation): StaffInvitationAnswer => ({
  ...invitation,
  expiresAt: invitation.expiresAt.toISOString(),
});

/** The staff list, each member with whether they sign in with two-factor (`staffWithTwoFactor`). */
export const staffListAnswer = (members: (PublicUser & { disabled: boolean })[], withTwoFactor: Set<number>): StaffListEntryAnswer[] =>
  members.map((member) => ({ ...staffMemberAnswer(member), twoFactor: withTwoFactor.has(member.id) }));
