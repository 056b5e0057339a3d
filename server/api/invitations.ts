/**
 * Accepting an invitation to the back office over HTTP (the /admin/invite page does the same):
 * the token is checked before the password is hashed, and attempts are limited per client
 * address (429 with Retry-After). An account that already has two-factor gets no session here.
 */
import { createRoute, z } from '@hono/zod-openapi';
import { AcceptInvitationInput, STAFF_MESSAGES } from '../../domain/schemas/staff.ts';
import { acceptInvitation, isSecureRequest, openSession, sessionCookie } from '../services/accounts/index.ts';
import type { Api } from './context.ts';
import { errors, json } from './openapi.ts';

const acceptRoute = createRoute({
  method: 'post',
  path: '/invitations/accept',
  tags: ['Accounts'],
  summary: 'Accept an invitation to the back office with a new password',
  description:
    'Makes the invited address staff with the invitation’s role: a new account, or the existing account of that address, ' +
    'whose sessions end and whose password becomes this one. Opens a session (as /authenticate does, not remembered), ' +
    'except for an account that already has two-factor sign-in: that one answers without a token and signs in with its code.',
  request: { body: { content: { 'application/json': { schema: AcceptInvitationInput } }, required: true } },
  responses: {
    200: json(z.object({ jwtToken: z.string().optional(), message: z.string() }).openapi('InvitationAccepted'), 'Joined the back office'),
    ...errors(400, 429),
  },
});

export function mountInvitations(api: Api) {
  api.openapi(acceptRoute, async (c) => {
    const { db, config } = c.get('deps');
    const { member, signInWithCode } = await acceptInvitation(db, c.req.valid('json'), { ip: c.get('clientIp') });
    c.header('Cache-Control', 'private, no-store');
    if (signInWithCode) return c.json({ message: STAFF_MESSAGES.joinedSignInWithCode }, 200);
    const token = await openSession(db, config, member, { remember: false });
    c.header('Set-Cookie', sessionCookie(token, { remember: false, secure: isSecureRequest(config, c.req.raw) }));
    return c.json({ jwtToken: token, message: STAFF_MESSAGES.joined }, 200);
  });
}
