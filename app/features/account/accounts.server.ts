/**
 * The account use cases the login, registration, password, verification and logout pages run,
 * bound to the request's load context: the same limits as the API (the client address and the
 * known-device cookie come from the request), the same sessions.
 */
import type { AppLoadContext } from 'react-router';
import type { ForgotPasswordInput, LoginInput, PublicUser, RegisterInput, ResetPasswordInput, VerifyEmailInput } from '../../../domain/schemas/account.ts';
import * as accounts from '../../../server/services/accounts/index.ts';
import { deviceCookie, deviceCookieOf } from '../../../server/services/accounts/index.ts';
import { clearedSessionCookie, endAllSessions, endSession, isSecureRequest, sessionCookie } from '../../../server/services/accounts/index.ts';

const clientOf = (context: AppLoadContext, request: Request): accounts.ClientInfo => ({
  ip: context.clientIp,
  deviceCookie: deviceCookieOf(context.config, request),
});

export function registerShopper(context: AppLoadContext, request: Request, input: RegisterInput) {
  return accounts.register(context.db, context.config, input, clientOf(context, request));
}

/** Checks the password; answers the account and the Set-Cookie values of its session and of this known device. */
export async function logInShopper(context: AppLoadContext, request: Request, input: LoginInput) {
  const { user, token, ...known } = await accounts.logIn(context.db, context.config, input, clientOf(context, request));
  // A new login replaces the session this browser had: the old token ends with it.
  await endSession(context.db, context.config, request);
  const secure = isSecureRequest(context.config, request);
  return { user, cookies: [sessionCookie(token, { remember: input.rememberMe, secure }), deviceCookie(known.deviceCookie, { secure })] };
}

/** Ends the request's session on the server; answers the Set-Cookie value that removes it from this browser. */
export async function logOut(context: AppLoadContext, request: Request): Promise<string> {
  await endSession(context.db, context.config, request);
  return clearedSessionCookie({ secure: isSecureRequest(context.config, request) });
}

/** Ends every session of the account, this one included. */
export async function logOutEverywhere(context: AppLoadContext, request: Request, user: PublicUser): Promise<string> {
  await endAllSessions(context.db, user.id);
  return clearedSessionCookie({ secure: isSecureRequest(context.config, request) });
}

/** The Set-Cookie value that removes a (now ended) session cookie from this browser. */
export function clearedCookie(context: AppLoadContext, request: Request): string {
  return clearedSessionCookie({ secure: isSecureRequest(context.config, request) });
}

export function sendResetLink(context: AppLoadContext, request: Request, input: ForgotPasswordInput) {
  return accounts.requestPasswordReset(context.db, context.config, input, clientOf(context, request));
}

export function setNewPassword(context: AppLoadContext, input: ResetPasswordInput) {
  return accounts.resetPassword(context.db, input);
}

export function confirmEmail(context: AppLoadContext, input: VerifyEmailInput) {
  return accounts.verifyEmail(context.db, input);
}

export function resendConfirmation(context: AppLoadContext, user: PublicUser) {
  return accounts.resendVerification(context.db, context.config, user);
}
