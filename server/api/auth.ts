/**
 * Accounts over HTTP: register, log in (session cookie or Bearer token), log out, forgotten
 * password (the shopper's own account is me.ts). Also the helpers the shopper's other endpoints
 * share: the caller's account and session, and the client address.
 */
import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { Unauthenticated } from '../../domain/errors.ts';
import {
  ACCOUNT_MESSAGES as M,
  ForgotPasswordInput,
  LoginInput,
  RegisterInput,
  ResetPasswordInput,
  VerifyEmailInput,
  type PublicUser,
} from '../../domain/schemas/account.ts';
import { TWO_FACTOR_MESSAGES, TwoFactorLoginInput } from '../../domain/schemas/two-factor.ts';
import { UserAnswer } from '../../domain/contract/account.ts';
import * as accounts from '../services/accounts/index.ts';
import { deviceCookie, deviceCookieOf } from '../services/accounts/index.ts';
import {
  clearedSessionCookie,
  endAllSessions,
  endSession,
  isSecureRequest,
  sessionCookie,
  sessionFromRequest,
  userFromRequest,
} from '../services/accounts/index.ts';
import type { Api, ApiEnv } from './context.ts';
import { errors, json } from './openapi.ts';

// ---------------------------------------------------------------------------------------------
// Shared by the shopper's endpoints (cart, wishlist, checkout, orders)

/** The logged-in caller (session cookie or Bearer token), or a 401 with the given message. */
export async function requireUser(c: Context<ApiEnv>, message = 'Login first'): Promise<PublicUser> {
  return (await requireSession(c, message)).user;
}

/** The caller's session (which a password change keeps while ending the others), or a 401 with the given message. */
export async function requireSession(c: Context<ApiEnv>, message = 'Login first'): Promise<accounts.Session> {
  const { db, config } = c.get('deps');
  const session = await sessionFromRequest(db, config, c.req.raw);
  if (!session) throw new Unauthenticated(message);
  return session;
}

/** Where a request came from, for the sign-in limits: its client address and known-device cookie. */
export const clientOf = (c: Context<ApiEnv>): accounts.ClientInfo => ({ ip: c.get('clientIp'), deviceCookie: deviceCookieOf(c.get('deps').config, c.req.raw) });

export async function optionalUser(c: Context<ApiEnv>): Promise<PublicUser | null> {
  const { db, config } = c.get('deps');
  return userFromRequest(db, config, c.req.raw);
}

/** An `Idempotency-Key` header: any visible ASCII, up to 200 characters. */
export const IdempotencyHeader = z.object({
  'idempotency-key': z
    .string()
    .trim()
    .min(1, 'Idempotency-Key must not be empty.')
    .max(200, 'Idempotency-Key must be at most 200 characters.')
    .regex(/^[\x21-\x7e]+$/, 'Idempotency-Key must be visible ASCII characters.')
    .optional()
    .openapi({ description: 'Idempotency-Key: one per attempt; a repeat answers the first result' }),
});

// ---------------------------------------------------------------------------------------------
// Contract

const Message = z.object({ message: z.string() });
const LoggedIn = UserAnswer.extend({ jwtToken: z.string(), message: z.string() }).openapi('LoggedIn');
const TwoFactorNeeded = z
  .object({
    twoFactorRequired: z.literal(true),
    loginToken: z.string().openapi({ description: 'Signed, valid 5 minutes; not a session' }),
    message: z.string(),
  })
  .openapi('TwoFactorNeeded');
const SuccessMessage = z.object({ success: z.boolean(), message: z.string() });

const body = <T extends z.ZodType>(schema: T) => ({ body: { content: { 'application/json': { schema } }, required: true } });

const registerRoute = createRoute({
  method: 'post',
  path: '/register',
  tags: ['Accounts'],
  summary: 'Create an account',
  description:
    'Checked with the registration form’s own rules and messages, and against a list of the most common passwords. The e-mail is unique, ' +
    'compared case-blind; a link to confirm it is e-mailed. Limited per client address and per e-mail address (429 with Retry-After).',
  request: body(RegisterInput),
  responses: {
    201: json(z.object({ message: z.string(), user: UserAnswer }).openapi('Registered'), 'Account created'),
    ...errors(400, 409, 429),
  },
});

const loginRoute = createRoute({
  method: 'post',
  path: '/authenticate',
  tags: ['Accounts'],
  summary: 'Log in',
  description:
    'Opens a server-side session and sets its cookie `accessToken` (`__Host-accessToken` under https; httpOnly, SameSite=Strict): ' +
    'with rememberMe it ends after 7 idle days, without it after 2 idle hours, and the browser forgets it on closing. ' +
    '`jwtToken` names the same session, for clients that send `Authorization: Bearer`; logout ends both. Every attempt counts ' +
    'against limits per account and client address, per client address, and per account (a device that logged in before has its own): 429 with Retry-After.',
  request: body(LoginInput),
  responses: {
    200: json(LoggedIn, 'Logged in'),
    202: json(TwoFactorNeeded, 'The password is right; the account signs in with two-factor: send a code to `/authenticate/two-factor`'),
    ...errors(400, 401, 429),
  },
});

const twoFactorLoginRoute = createRoute({
  method: 'post',
  path: '/authenticate/two-factor',
  tags: ['Accounts'],
  summary: 'Log in, second step: the code of a two-factor account',
  description:
    'After `POST /authenticate` answered 202 with a `loginToken` (5 minutes), send it with the 6-digit code of the authenticator app or a ' +
    'recovery code. A code is accepted once; attempts count against the same limits as the password (429 with Retry-After). ' +
    'Answers like `POST /authenticate`: the session cookie and `jwtToken`.',
  request: body(TwoFactorLoginInput),
  responses: {
    200: json(LoggedIn, 'Logged in'),
    ...errors(400, 401, 429),
  },
});

const logoutRoute = createRoute({
  method: 'post',
  path: '/logout',
  tags: ['Accounts'],
  summary: 'Log out: ends the session (its cookie and token stop working) and clears the cookie',
  // Public (a session that already ended logs out all the same); sent from another site, refused (server/public-origin.ts).
  responses: { 200: json(Message, 'Logged out'), ...errors(403) },
});

const logoutEverywhereRoute = createRoute({
  method: 'post',
  path: '/logout-everywhere',
  tags: ['Accounts'],
  summary: 'End every session of the logged-in account, on every device',
  responses: { 200: json(Message, 'Logged out everywhere'), ...errors(401) },
});

const verifyEmailRoute = createRoute({
  method: 'post',
  path: '/verify-email',
  tags: ['Accounts'],
  summary: 'Confirm an e-mail address with the token from the e-mailed link',
  request: body(VerifyEmailInput),
  responses: { 200: json(SuccessMessage, 'Address confirmed'), ...errors(400) },
});

const resendVerificationRoute = createRoute({
  method: 'post',
  path: '/verify-email/resend',
  tags: ['Accounts'],
  summary: 'E-mail the logged-in shopper a new confirmation link',
  responses: { 200: json(SuccessMessage, 'Sent, or already confirmed'), ...errors(401, 429) },
});

const forgotRoute = createRoute({
  method: 'post',
  path: '/forgot-password',
  tags: ['Accounts'],
  summary: 'E-mail a password reset link',
  description: 'Answers the same whether or not the address has an account. The link works once, for one hour.',
  request: body(ForgotPasswordInput),
  responses: { 200: json(SuccessMessage, 'Sent if the account exists'), ...errors(400, 429) },
});

const resetRoute = createRoute({
  method: 'post',
  path: '/reset-password',
  tags: ['Accounts'],
  summary: 'Set a new password from an e-mailed link',
  description: 'Ends every session of the account. Following the link confirms the e-mail address.',
  request: body(ResetPasswordInput),
  responses: { 200: json(SuccessMessage, 'Password changed'), ...errors(400) },
});

// ---------------------------------------------------------------------------------------------
// Handlers

export function mountAuth(api: Api) {
  api.openapi(registerRoute, async (c) => {
    const { db, config } = c.get('deps');
    const user = await accounts.register(db, config, c.req.valid('json'), { ip: c.get('clientIp') });
    return c.json({ message: M.accountCreated, user }, 201);
  });

  /** A session opened: it replaces the one the caller had (its token ends), and its cookies are set. */
  async function answerSignedIn(c: Context<ApiEnv>, signedIn: accounts.SignedIn) {
    const { db, config } = c.get('deps');
    const secure = isSecureRequest(config, c.req.raw);
    await endSession(db, config, c.req.raw);
    c.header('Set-Cookie', sessionCookie(signedIn.token, { remember: signedIn.remember, secure }), { append: true });
    c.header('Set-Cookie', deviceCookie(signedIn.deviceCookie, { secure }), { append: true });
    c.header('Cache-Control', 'private, no-store');
    return c.json({ jwtToken: signedIn.token, message: M.loginSucceeded, ...signedIn.user }, 200);
  }

  api.openapi(loginRoute, async (c) => {
    const { db, config } = c.get('deps');
    const outcome = await accounts.logIn(db, config, c.req.valid('json'), clientOf(c));
    if (outcome.loginToken !== undefined) {
      c.header('Cache-Control', 'private, no-store');
      return c.json({ twoFactorRequired: true as const, loginToken: outcome.loginToken, message: TWO_FACTOR_MESSAGES.codeStepIntro }, 202);
    }
    return answerSignedIn(c, outcome);
  });

  api.openapi(twoFactorLoginRoute, async (c) => {
    const { db, config } = c.get('deps');
    return answerSignedIn(c, await accounts.completeTwoFactorLogin(db, config, c.req.valid('json'), clientOf(c)));
  });

  api.openapi(logoutRoute, async (c) => {
    const { db, config } = c.get('deps');
    await endSession(db, config, c.req.raw);
    c.header('Set-Cookie', clearedSessionCookie({ secure: isSecureRequest(config, c.req.raw) }), { append: true });
    return c.json({ message: M.loggedOut }, 200);
  });

  api.openapi(logoutEverywhereRoute, async (c) => {
    const { db, config } = c.get('deps');
    const user = await requireUser(c, 'You are not logged in.');
    await endAllSessions(db, user.id);
    c.header('Set-Cookie', clearedSessionCookie({ secure: isSecureRequest(config, c.req.raw) }), { append: true });
    return c.json({ message: M.loggedOutEverywhere }, 200);
  });

  api.openapi(verifyEmailRoute, async (c) => {
    await accounts.verifyEmail(c.get('deps').db, c.req.valid('json'));
    return c.json({ success: true, message: M.emailVerified }, 200);
  });

  api.openapi(resendVerificationRoute, async (c) => {
    const { db, config } = c.get('deps');
    const user = await requireUser(c, 'You are not logged in.');
    const outcome = await accounts.resendVerification(db, config, user);
    return c.json({ success: true, message: outcome === 'sent' ? M.verificationSent : M.alreadyVerified }, 200);
  });

  api.openapi(forgotRoute, async (c) => {
    const { db, config } = c.get('deps');
    await accounts.requestPasswordReset(db, config, c.req.valid('json'), { ip: c.get('clientIp') });
    return c.json({ success: true, message: M.resetLinkSent }, 200);
  });

  api.openapi(resetRoute, async (c) => {
    await accounts.resetPassword(c.get('deps').db, c.req.valid('json'));
    return c.json({ success: true, message: M.passwordReset }, 200);
  });
}
