/** The security page's use cases (/admin/security) and the staff page's two-factor switch, bound to the request's load context. */
import type { AppLoadContext } from 'react-router';
import { fullName, type PublicUser } from '../../../../domain/schemas/account.ts';
import { TWO_FACTOR_MESSAGES as M } from '../../../../domain/schemas/two-factor.ts';
import * as accounts from '../../../../server/services/accounts/index.ts';

const clientOf = (context: AppLoadContext): accounts.ClientInfo => ({ ip: context.clientIp });

/** The member's two-factor state, a set-up under way (its QR code and secret), and the owner's setting. */
export async function securityPageData(context: AppLoadContext, user: PublicUser) {
  const status = await accounts.twoFactorStatus(context.db, user.id);
  const enrolment = status.pending ? await accounts.pendingEnrolment(context.db, context.config, user) : null;
  return { status, enrolment, isOwner: user.role === 'owner' };
}

/** Starts a set-up (with the mailed link's token while the owner requires two-factor); answers what the page says, if anything. */
export async function startTwoFactor(context: AppLoadContext, user: PublicUser, token: string | undefined): Promise<string | undefined> {
  const started = await accounts.startEnrolment(context.db, context.config, user, token);
  return 'mailedTo' in started ? M.setupLinkMailed(started.mailedTo) : undefined;
}

export const confirmTwoFactor = (context: AppLoadContext, user: PublicUser, code: string) =>
  accounts.confirmEnrolment(context.db, context.config, user, code, clientOf(context));

export const turnOffTwoFactor = (context: AppLoadContext, user: PublicUser, code: string) =>
  accounts.disableOwnTwoFactor(context.db, context.config, user, code, clientOf(context));

export const newRecoveryCodes = (context: AppLoadContext, user: PublicUser, code: string) =>
  accounts.regenerateRecoveryCodes(context.db, context.config, user, code, clientOf(context));

export async function requireTwoFactorOfEveryone(context: AppLoadContext, owner: PublicUser, required: boolean): Promise<string> {
  await accounts.changeSecuritySettings(context.db, { requireTwoFactor: required }, owner);
  return required ? M.requirementOn : M.requirementOff;
}

/** The owner turns off a locked-out member's two-factor; answers what the page says. */
export async function turnOffMemberTwoFactor(context: AppLoadContext, memberId: number, owner: PublicUser): Promise<string> {
  return M.turnedOffFor(fullName(await accounts.disableMemberTwoFactor(context.db, context.config, memberId, owner)));
}
