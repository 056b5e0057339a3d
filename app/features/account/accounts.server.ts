/**
 * The account use cases the login, registration, password, verification and logout pages run,
 * bound to the request's load context: the same limits as the API (the client address and the
 * known-device cookie come from the request), the same sessions.
 */
import type { AppLoadContext } from 'react-router';
import type {
  ConfirmEmailChangeInput,
  ForgotPasswordInput,
  LoginInput,
  PublicUser,
  RegisterInput,
  ResetPasswordInput,
  VerifyEmailInput,
} from '../../../domain/schemas/account.ts';
import * as accounts from '../../../server/services/accounts/index.ts';
import { deviceCookie, deviceCookieOf } from '../../../server/services/accounts/index.ts';
import { clearedSessionCookie, endAllSessions, endSession, isSecureRequest, sessionCookie } from '../../../server/services/accounts/index.ts';
import { clearedPendingLoginCookie, pendingLoginCookie, pendingLoginCookieOf } from '../../../server/services/accounts/index.ts';

/** Where a page request came from, for the sign-in limits: the client address and the known-device cookie. */
export const clientOf = (context: AppLoadContext, request: Request): accounts.ClientInfo => ({
  ip: context.clientIp,
  deviceCookie: deviceCookieOf(context.config, request),
});

export function registerShopper(context: AppLoadContext, request: Request, input: RegisterInput) {
  return accounts.register(context.db, context.config, input, clientOf(context, request));
}

/** A session opened for this browser: the one it had ends; answers the Set-Cookie values of the session and of this known device. */
async function sessionCookies(context: AppLoadContext, request: Request, signedIn: accounts.SignedIn): Promise<string[]> {
  await endSession(context.db, context.config, request);
  const secure = isSecureRequest(context.config, request);
  return [sessionCookie(signedIn.token, { remember: signedIn.remember, secure }), deviceCookie(signedIn.deviceCookie, { secure })];
}

/**
 * Checks the password; answers the account and its cookies, or, for an account with two-factor
 * sign-in, the cookie of the pending login the code page reads (`codeNeeded`).
 */
export async function logInShopper(context: AppLoadContext, request: Request, input: LoginInput) {
  const outcome = await accounts.logIn(context.db, context.config, input, clientOf(context, request));
  if (outcome.loginToken !== undefined) {
    return { codeNeeded: true as const, cookies: [pendingLoginCookie(outcome.loginToken, { secure: isSecureRequest(context.config, request) })] };
  }
  return { user: outcome.user, cookies: await sessionCookies(context, request, outcome) };
}

/** Whether this browser is between the password and the code of a sign-in. */
export const hasPendingLogin = (context: AppLoadContext, request: Request) =>
  pendingLoginCookieOf(request, { secure: isSecureRequest(context.config, request) }) !== null;

/** The code step: checks the code against the pending login; answers the account and the cookies (the pending one removed). */
export async function completeCodeStep(context: AppLoadContext, request: Request, code: string) {
  const secure = isSecureRequest(context.config, request);
  const loginToken = pendingLoginCookieOf(request, { secure }) ?? '';
  const signedIn = await accounts.completeTwoFactorLogin(context.db, context.config, { loginToken, code }, clientOf(context, request));
  return { user: signedIn.user, cookies: [...(await sessionCookies(context, request, signedIn)), clearedPendingLoginCookie({ secure })] };
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

/** Moves the account to the new address a change-email link was mailed to (decision record 041). */
export function confirmNewEmail(context: AppLoadContext, request: Request, input: ConfirmEmailChangeInput) {
  return accounts.confirmEmailChange(context.db, input, clientOf(context, request));
}

export function confirmEmail(context: AppLoadContext, input: VerifyEmailInput) {
  return accounts.verifyEmail(context.db, input);
}

export function resendConfirmation(context: AppLoadContext, user: PublicUser) {
  return accounts.resendVerification(context.db, context.config, user);
}
