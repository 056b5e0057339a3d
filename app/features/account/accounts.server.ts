/**
 * The account use cases the login, registration, password and logout pages run, bound to the
 * request's load context. Page actions have no socket address, so throttling counts per e-mail.
 */
import type { AppLoadContext } from 'react-router';
import type { ForgotPasswordInput, LoginInput, RegisterInput, ResetPasswordInput } from '../../../domain/schemas/account.ts';
import * as accounts from '../../../server/services/accounts.ts';
import { clearedSessionCookie, isSecureRequest, sessionCookie } from '../../../server/services/sessions.ts';

export function registerShopper(context: AppLoadContext, input: RegisterInput) {
  return accounts.register(context.db, input);
}

/** Checks the password; answers the account and the Set-Cookie value of its session. */
export async function logInShopper(context: AppLoadContext, request: Request, input: LoginInput) {
  const { user, token } = await accounts.logIn(context.db, context.config, input);
  const cookie = sessionCookie(token, { remember: input.rememberMe, secure: isSecureRequest(context.config, request) });
  return { user, cookie };
}

/** The Set-Cookie value that ends the session in this browser. */
export function logOutCookie(context: AppLoadContext, request: Request): string {
  return clearedSessionCookie({ secure: isSecureRequest(context.config, request) });
}

export function sendResetLink(context: AppLoadContext, input: ForgotPasswordInput) {
  return accounts.requestPasswordReset(context.db, context.config, input);
}

export function setNewPassword(context: AppLoadContext, input: ResetPasswordInput) {
  return accounts.resetPassword(context.db, input);
}
