/**
 * The back office's use cases for its pages, bound to the request's load context. Every page
 * under the admin layout runs `requireStaff` first (a visitor is sent to log in, a customer gets
 * 403); owner-only pages also run `requireOwnerPage`.
 */
import { redirect, type AppLoadContext } from 'react-router';
import type { PublicUser, RegisterInput } from '../../../domain/schemas/account.ts';
import type { InviteStaffInput, UpdateStaffInput } from '../../../domain/schemas/staff.ts';
import { TwoFactorEnrolmentRequired } from '../../../domain/errors.ts';
import {
  assertOwner,
  assertStaff,
  assertTwoFactorSatisfied,
  isSecureRequest,
  openSession,
  sessionCookie,
  sessionFromRequest,
  type Session,
} from '../../../server/services/accounts/index.ts';
import * as staff from '../../../server/services/accounts/index.ts';
import * as audit from '../../../server/services/audit/index.ts';
import type { AuditQuery } from '../../../domain/schemas/audit.ts';
import { loginPath } from '../account/safe-redirect';
import { forLoader, pageError } from '../../lib/domain-errors.server';

/** The page a member the owner requires to use two-factor is sent to until they set it up. */
export const SECURITY_PAGE = '/admin/security';

/**
 * The staff member's session (the same assertions as the API's guard); a visitor without a session
 * logs in first. When the owner requires two-factor, a member without it is sent to set it up:
 * every page but the security page itself (`enrolling`) redirects there.
 */
export async function requireStaffSession(context: AppLoadContext, request: Request, options: { enrolling?: boolean } = {}): Promise<Session> {
  // Once per page request (see currentUser).
  const session = await sessionFromRequest(context.db, context.config, request, context);
  if (!session) {
    const url = new URL(request.url);
    throw redirect(loginPath(`${url.pathname}${url.search}`));
  }
  await forLoader(async () => assertStaff(session.user));
  if (!options.enrolling) {
    try {
      await assertTwoFactorSatisfied(context.db, session);
    } catch (error) {
      if (error instanceof TwoFactorEnrolmentRequired) throw redirect(SECURITY_PAGE);
      throw error;
    }
  }
  return session;
}

/** The staff member asking (see requireStaffSession). */
export async function requireStaff(context: AppLoadContext, request: Request): Promise<PublicUser> {
  return (await requireStaffSession(context, request)).user;
}

export function requireOwnerPage(user: PublicUser): void {
  try {
    assertOwner(user);
  } catch (error) {
    throw pageError(error);
  }
}

/** A session for someone who just became staff (setup, accepted invitation): the Set-Cookie value. */
async function signIn(context: AppLoadContext, request: Request, user: PublicUser): Promise<string> {
  const token = await openSession(context.db, context.config, user, { remember: false });
  return sessionCookie(token, { remember: false, secure: isSecureRequest(context.config, request) });
}

export const isSetupTokenValid = (context: AppLoadContext, token: string | null) => staff.isSetupTokenValid(context.db, context.config.dataDir, token);

export async function setUpOwner(context: AppLoadContext, request: Request, token: string, input: RegisterInput): Promise<string> {
  const owner = await staff.setUpFirstOwner(context.db, context.config.dataDir, token, input);
  return signIn(context, request, owner);
}

/** The waiting invitation a link names (the invite page shows its form only for one), or null. */
export const invitationOf = (context: AppLoadContext, token: string) => staff.invitationByToken(context.db, token);

/**
 * Accepting at the link: counted against the client's limit, the token checked before any password
 * work. Answers the session cookie, or null for an account with two-factor, which signs in with its code.
 */
export async function acceptInvitation(context: AppLoadContext, request: Request, input: { token: string; password: string }): Promise<string | null> {
  const { member, signInWithCode } = await staff.acceptInvitation(context.db, input, { ip: context.clientIp });
  return signInWithCode ? null : signIn(context, request, member);
}

// The staff and the audit log as the API answers them (the same presenters).
export const listStaff = async (context: AppLoadContext) =>
  staff.staffListAnswer(await staff.listStaff(context.db), await staff.staffWithTwoFactor(context.db));
export const listAudit = async (context: AppLoadContext, query: AuditQuery) => audit.auditPageAnswer(await audit.listAudit(context.db, query));

/** The entities the log has entries about (the audit page's entity filter). */
export const auditEntities = (context: AppLoadContext) => audit.auditEntities(context.db);
export const listInvitations = async (context: AppLoadContext) => (await staff.listInvitations(context.db)).map(staff.staffInvitationAnswer);
export const inviteStaff = async (context: AppLoadContext, input: InviteStaffInput, owner: PublicUser) =>
  staff.staffInvitationAnswer(await staff.inviteStaff(context.db, context.config, input, owner));
export const resendInvitation = async (context: AppLoadContext, id: number, owner: PublicUser) =>
  staff.staffInvitationAnswer(await staff.resendInvitation(context.db, context.config, id, owner));
export const revokeInvitation = async (context: AppLoadContext, id: number, owner: PublicUser) =>
  staff.staffInvitationAnswer(await staff.revokeInvitation(context.db, id, owner));
export const updateStaff = async (context: AppLoadContext, id: number, change: UpdateStaffInput, owner: PublicUser) =>
  staff.staffMemberAnswer(await staff.updateStaff(context.db, id, change, owner));
