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

/** A member in the staff list (`GET /api/admin/staff`, /admin/staff): also whether they sign in with two-factor. */
export const StaffListEntryAnswer = StaffMemberAnswer.extend({ twoFactor: z.boolean() }).meta({ id: 'StaffListEntry' });
export type StaffListEntryAnswer = z.infer<typeof StaffListEntryAnswer>;
