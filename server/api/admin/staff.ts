/** Staff and access: who is signed in to the back office, and the owner's staff management. */
import { createRoute, z } from '@hono/zod-openapi';
import {
  StaffInvitationAnswer as StaffInvitation,
  StaffListEntryAnswer,
  StaffMemberAnswer as StaffMember,
  StaffSessionAnswer,
} from '../../../domain/contract/admin-staff.ts';
import { MAX_DATABASE_ID } from '../../../domain/schemas/id.ts';
import { InviteStaffInput, UpdateStaffInput } from '../../../domain/schemas/staff.ts';
import * as staff from '../../services/accounts/index.ts';
import type { Api } from '../context.ts';
import { errors, json } from '../openapi.ts';
import { requireOwner, requireRecentOwner, staffMember } from './index.ts';
import { RECENT_OWNER_NOTE } from './owner-actions.ts';

const body = <T extends z.ZodType>(schema: T) => ({ body: { content: { 'application/json': { schema } }, required: true } });
const tags = ['Back office: staff'];

const sessionRoute = createRoute({
  method: 'get',
  path: '/admin/session',
  tags,
  summary: 'The staff member signed in',
  responses: { 200: json(StaffSessionAnswer, 'The staff member'), ...errors(401, 403) },
});

const listRoute = createRoute({
  method: 'get',
  path: '/admin/staff',
  tags,
  summary: 'Everyone with a back-office role (owner only)',
  responses: { 200: json(z.array(StaffListEntryAnswer), 'Staff, with whether each signs in with two-factor'), ...errors(401, 403) },
});

/** A staff member's or an invitation's id in the path. */
const id = z.coerce.number().int().positive().max(MAX_DATABASE_ID);
export const StaffIdParams = z.object({ id });

const invitationsRoute = createRoute({
  method: 'get',
  path: '/admin/staff/invitations',
  tags,
  summary: 'The invitations waiting to be used (owner only)',
  responses: { 200: json(z.array(StaffInvitation), 'Invitations'), ...errors(401, 403) },
});

const inviteRoute = createRoute({
  method: 'post',
  path: '/admin/staff/invitations',
  tags,
  summary: 'Invite a person by e-mail with a role (owner only)',
  description:
    'No account changes now: the invitation holds the role, and the person who opens the e-mailed link (7 days, single use) ' +
    'chooses a password and becomes staff then. 409 when the address is already staff or already has an invitation waiting. ' +
    RECENT_OWNER_NOTE,
  request: body(InviteStaffInput),
  responses: { 201: json(StaffInvitation, 'Invited'), ...errors(400, 401, 403, 409) },
});

const resendRoute = createRoute({
  method: 'post',
  path: '/admin/staff/invitations/{id}/resend',
  tags,
  summary: 'E-mail a waiting invitation again, with a new link and expiry (owner only)',
  description: 'The earlier link stops working.',
  request: { params: z.object({ id }) },
  responses: { 200: json(StaffInvitation, 'Sent again'), ...errors(401, 403, 404) },
});

const revokeRoute = createRoute({
  method: 'delete',
  path: '/admin/staff/invitations/{id}',
  tags,
  summary: 'Withdraw a waiting invitation (owner only)',
  request: { params: z.object({ id }) },
  responses: { 200: json(StaffInvitation, 'Withdrawn'), ...errors(401, 403, 404) },
});

const updateRoute = createRoute({
  method: 'patch',
  path: '/admin/staff/{id}',
  tags,
  summary: 'Change a role, or disable or enable an account (owner only)',
  description: 'Disabling ends the account’s sessions at once. The shop always keeps one enabled owner (409). ' + RECENT_OWNER_NOTE,
  request: { params: StaffIdParams, ...body(UpdateStaffInput) },
  responses: { 200: json(StaffMember, 'Changed'), ...errors(400, 401, 403, 404, 409) },
});

export function mountStaff(api: Api) {
  api.openapi(sessionRoute, (c) => c.json(staff.staffSessionAnswer(staffMember(c)), 200));

  api.openapi(listRoute, async (c) => {
    requireOwner(c);
    const { db } = c.get('deps');
    return c.json(staff.staffListAnswer(await staff.listStaff(db), await staff.staffWithTwoFactor(db)), 200);
  });

  api.openapi(invitationsRoute, async (c) => {
    requireOwner(c);
    return c.json((await staff.listInvitations(c.get('deps').db)).map(staff.staffInvitationAnswer), 200);
  });

  api.openapi(inviteRoute, async (c) => {
    const owner = requireRecentOwner(c);
    const { db, config } = c.get('deps');
    return c.json(staff.staffInvitationAnswer(await staff.inviteStaff(db, config, c.req.valid('json'), owner)), 201);
  });

  api.openapi(resendRoute, async (c) => {
    const owner = requireRecentOwner(c);
    const { db, config } = c.get('deps');
    return c.json(staff.staffInvitationAnswer(await staff.resendInvitation(db, config, c.req.valid('param').id, owner)), 200);
  });

  api.openapi(revokeRoute, async (c) => {
    const owner = requireOwner(c);
    return c.json(staff.staffInvitationAnswer(await staff.revokeInvitation(c.get('deps').db, c.req.valid('param').id, owner)), 200);
  });

  api.openapi(updateRoute, async (c) => {
    const owner = requireRecentOwner(c);
    return c.json(staff.staffMemberAnswer(await staff.updateStaff(c.get('deps').db, c.req.valid('param').id, c.req.valid('json'), owner)), 200);
  });
}
