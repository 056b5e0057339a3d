/** The back office's staff forms: inviting a person, changing a role or shutting an account out. */
import { z } from 'zod';
import { Email } from './account.ts';
import { DatabaseId } from './id.ts';
import { singleLine } from './text.ts';

const STAFF_ROLES = ['staff', 'owner'] as const;

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

/** A staff member's id, as the staff page's forms send it. */
const StaffId = DatabaseId('A staff member is named by their id');

/**
 * The staff page's forms, one intent each: invite a person, give a member the other role, disable
 * or enable an account, turn off a locked-out member's two-factor. Only the invitation's fields are
 * the person's to correct.
 */
export const StaffForm = z.discriminatedUnion('intent', [
  InviteStaffInput.extend({ intent: z.literal('invite') }),
  z.object({ intent: z.literal('role'), id: StaffId, role: z.enum(STAFF_ROLES, { message: 'Role must be staff or owner' }) }),
  z.object({ intent: z.literal('disable'), id: StaffId }),
  z.object({ intent: z.literal('enable'), id: StaffId }),
  z.object({ intent: z.literal('two-factor-off'), id: StaffId }),
]);
export type StaffForm = z.infer<typeof StaffForm>;
