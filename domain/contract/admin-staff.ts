/** A member of the shop's staff as the back office reads it (`/api/admin/staff`, /admin/staff). */
import { z } from 'zod';
import { ROLES } from '../roles.ts';

export const StaffMemberAnswer = z
  .object({
    id: z.number().int(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    emailVerified: z.boolean(),
    role: z.enum(ROLES),
    disabled: z.boolean(),
  })
  .meta({ id: 'StaffMember' });
export type StaffMemberAnswer = z.infer<typeof StaffMemberAnswer>;

/** The staff member signed in (`GET /api/admin/session`): a session is never a disabled account's. */
export const StaffSessionAnswer = StaffMemberAnswer.omit({ disabled: true });
export type StaffSessionAnswer = z.infer<typeof StaffSessionAnswer>;

/** An invitation waiting to be used (`/api/admin/staff/invitations`, /admin/staff): it holds the role until accepted. */
export const StaffInvitationAnswer = z
  .object({
    id: z.number().int(),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    role: z.enum(['staff', 'owner']),
    invitedBy: z.string().nullable().meta({ description: 'The inviting person’s name (null: that account is gone)' }),
    expiresAt: z.string().meta({ description: 'ISO 8601' }),
    expired: z.boolean().meta({ description: 'The link no longer works; resending makes a new one' }),
  })
  .meta({ id: 'StaffInvitation' });
export type StaffInvitationAnswer = z.infer<typeof StaffInvitationAnswer>;

/** A member in the staff list (`GET /api/admin/staff`, /admin/staff): also whether they sign in with two-factor. */
export const StaffListEntryAnswer = StaffMemberAnswer.extend({ twoFactor: z.boolean() }).meta({ id: 'StaffListEntry' });
export type StaffListEntryAnswer = z.infer<typeof StaffListEntryAnswer>;
