/** The back office's staff forms (inviting a person, changing a role or shutting an account out), accepting an invitation, and their messages. */
import { z } from 'zod';
import { Email, linkToken, NewPassword } from './account.ts';
import { DatabaseId } from './id.ts';
import { singleLine } from './text.ts';

const STAFF_ROLES = ['staff', 'owner'] as const;

/** What the back office and the invitation page say about invitations and staff changes. */
export const STAFF_MESSAGES = {
  invited: (email: string) => `We e-mailed ${email} a link to join the back office.`,
  resent: (email: string) => `We e-mailed ${email} a new link; the earlier one no longer works.`,
  revoked: (email: string) => `The invitation to ${email} is withdrawn: its link no longer works.`,
  inviteLinkInvalid: 'This invitation is invalid, used or has expired. Ask the shop owner for a new one.',
  inviteWithdrawn: 'This invitation is withdrawn: whoever sent it can no longer give this role. Ask the shop owner for a new one.',
  joined: 'Welcome to the back office.',
  joinedSignInWithCode: 'Your invitation is accepted. Sign in with your new password and your authenticator code.',
  alreadyStaff: 'This person is already on the staff.',
  alreadyInvited: 'This address already has an invitation waiting: resend it or withdraw it first.',
  noSuchInvitation: 'No invitation is waiting with this id.',
  keepOneOwner: 'The shop needs an owner: make someone else the owner first.',
  notYourself: 'You cannot disable your own account: another owner can.',
  notStaff: 'No staff member has this id.',
} as const;

const name = (field: string) =>
  singleLine(field, `${field} is required`).trim().min(1, `${field} is required`).max(60, `${field} must be at most 60 characters`);

export const InviteStaffInput = z.object({
  email: Email,
  firstName: name('First name'),
  lastName: name('Last name'),
  role: z.enum(STAFF_ROLES, { message: 'Role must be staff or owner' }).default('staff'),
});
export type InviteStaffInput = z.infer<typeof InviteStaffInput>;

export const UpdateStaffInput = z
  .object({
    role: z.enum(STAFF_ROLES, { message: 'Role must be staff or owner' }).optional(),
    disabled: z.boolean({ message: 'disabled must be true or false' }).optional(),
  })
  .refine((change) => change.role !== undefined || change.disabled !== undefined, { message: 'Name a role or disabled to change' });
export type UpdateStaffInput = z.infer<typeof UpdateStaffInput>;

/** Accepting an invitation at its link (`POST /api/invitations/accept`; the /admin/invite page checks the same fields). */
export const AcceptInvitationInput = z.object({
  token: linkToken(STAFF_MESSAGES.inviteLinkInvalid),
  password: NewPassword,
});
export type AcceptInvitationInput = z.infer<typeof AcceptInvitationInput>;

/** A staff member's id, as the staff page's forms send it. */
const StaffId = DatabaseId('A staff member is named by their id');
const InvitationId = DatabaseId('An invitation is named by its id');

/**
 * The staff page's forms, one intent each: invite a person, give a member the other role, disable
 * or enable an account, turn off a locked-out member's two-factor, resend or withdraw a waiting
 * invitation. Only the invitation's fields are
 * the person's to correct.
 */
export const StaffForm = z.discriminatedUnion('intent', [
  InviteStaffInput.extend({ intent: z.literal('invite') }),
  z.object({ intent: z.literal('role'), id: StaffId, role: z.enum(STAFF_ROLES, { message: 'Role must be staff or owner' }) }),
  z.object({ intent: z.literal('disable'), id: StaffId }),
  z.object({ intent: z.literal('enable'), id: StaffId }),
  z.object({ intent: z.literal('resend'), id: InvitationId }),
  z.object({ intent: z.literal('revoke'), id: InvitationId }),
  z.object({ intent: z.literal('two-factor-off'), id: StaffId }),
]);
export type StaffForm = z.infer<typeof StaffForm>;
