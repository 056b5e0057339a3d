/**
 * Accounts over HTTP: register, log in (session cookie or Bearer token), log out, who am I,
 * forgotten password. Also the helpers the shopper's other endpoints share: the caller's
 * account and the client address.
 */
import { createRoute, z } from '@hono/zod-openapi';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import { Unauthenticated } from '../../domain/errors.ts';
import { ACCOUNT_MESSAGES as M, ForgotPasswordInput, LoginInput, RegisterInput, ResetPasswordInput, type PublicUser } from '../../domain/schemas/account.ts';
import * as accounts from '../services/accounts.ts';
import { clearedSessionCookie, isSecureRequest, sessionCookie, userFromRequest } from '../services/sessions.ts';
import type { Api, ApiEnv } from './context.ts';
import { errors, json } from './openapi.ts';

// ---------------------------------------------------------------------------------------------
// Shared by the shopper's endpoints (cart, wishlist, checkout, orders)

/** The logged-in caller (session cookie or Bearer token), or a 401 with the given message. */
export async function requireUser(c: Context<ApiEnv>, message = 'Login first'): Promise<PublicUser> {
  const { db, config } = c.get('deps');
  const user = await userFromRequest(db, config, c.req.raw);
  if (!user) throw new Unauthenticated(message);
  return user;
}

export async function optionalUser(c: Context<ApiEnv>): Promise<PublicUser | null> {
  const { db, config } = c.get('deps');
  return userFromRequest(db, config, c.req.raw);
}

/** Loopback and private (RFC 1918, unique-local) addresses: where a reverse proxy of our own sits. */
function isProxyAddress(address: string): boolean {
  const v4 = address.replace(/^::ffff:/i, '');
  return /^(127\.|10\.|192\.168\.|172\.(1[6-9]|2\d|3[01])\.)/.test(v4) || address === '::1' || /^f[cd][0-9a-f]{2}:/i.test(address);
}

/**
 * The client's address, for throttling. The socket's, unless it is a local proxy's: then the
 * entry that proxy appended to X-Forwarded-For (the last one; earlier ones are the client's word
 * and could be forged to dodge the limit). Unknown (no socket) counts per e-mail only.
 */
export function clientIp(c: Context): string | undefined {
  let socketAddress: string | undefined;
  try {
    socketAddress = getConnInfo(c).remote.address;
  } catch {
    return undefined;
  }
  if (!socketAddress || !isProxyAddress(socketAddress)) return socketAddress;
  const forwarded = c.req.header('x-forwarded-for')?.split(',').at(-1)?.trim();
  return forwarded || socketAddress;
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

export const UserShape = z.object({ id: z.number().int(), firstName: z.string(), lastName: z.string(), email: z.string() }).openapi('User');

const Message = z.object({ message: z.string() });
const SuccessMessage = z.object({ success: z.boolean(), message: z.string() });

const body = <T extends z.ZodType>(schema: T) => ({ body: { content: { 'application/json': { schema } }, required: true } });

const registerRoute = createRoute({
  method: 'post',
  path: '/register',
  tags: ['Accounts'],
  summary: 'Create an account',
  description: 'Checked with the registration form’s own rules and messages. The e-mail is unique, compared case-blind.',
  request: body(RegisterInput),
  responses: {
    201: json(z.object({ message: z.string(), user: UserShape }).openapi('Registered'), 'Account created'),
    ...errors(400, 409),
  },
});

const loginRoute = createRoute({
  method: 'post',
  path: '/authenticate',
  tags: ['Accounts'],
  summary: 'Log in',
  description:
    'Sets the session cookie `accessToken` (httpOnly, SameSite=Strict, Secure under https): for 7 days with rememberMe, ' +
    'for the browser session without. `jwtToken` is the same token, for clients that send `Authorization: Bearer`.',
  request: body(LoginInput),
  responses: {
    200: json(UserShape.extend({ jwtToken: z.string(), message: z.string() }).openapi('LoggedIn'), 'Logged in'),
    ...errors(400, 401, 429),
  },
});

const logoutRoute = createRoute({
  method: 'post',
  path: '/logout',
  tags: ['Accounts'],
  summary: 'Log out: clears the session cookie',
  responses: { 200: json(Message, 'Logged out') },
});

const meRoute = createRoute({
  method: 'get',
  path: '/me',
  tags: ['Accounts'],
  summary: 'The logged-in shopper',
  responses: { 200: json(UserShape, 'The account'), ...errors(401) },
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
  description: 'Ends every session opened with the old password.',
  request: body(ResetPasswordInput),
  responses: { 200: json(SuccessMessage, 'Password changed'), ...errors(400) },
});

// ---------------------------------------------------------------------------------------------
// Handlers

export function mountAuth(api: Api) {
  api.openapi(registerRoute, async (c) => {
    const user = await accounts.register(c.get('deps').db, c.req.valid('json'));
    return c.json({ message: M.accountCreated, user }, 201);
  });

  api.openapi(loginRoute, async (c) => {
    const { db, config } = c.get('deps');
    const input = c.req.valid('json');
    const { user, token } = await accounts.logIn(db, config, input, { ip: clientIp(c) });
    c.header('Set-Cookie', sessionCookie(token, { remember: input.rememberMe, secure: isSecureRequest(config, c.req.raw) }), { append: true });
    c.header('Cache-Control', 'no-store');
    return c.json({ jwtToken: token, message: M.loginSucceeded, ...user }, 200);
  });

  api.openapi(logoutRoute, (c) => {
    c.header('Set-Cookie', clearedSessionCookie({ secure: isSecureRequest(c.get('deps').config, c.req.raw) }), { append: true });
    return c.json({ message: M.loggedOut }, 200);
  });

  api.openapi(meRoute, async (c) => {
    const user = await requireUser(c, 'You are not logged in.');
    c.header('Cache-Control', 'private, no-store');
    return c.json(user, 200);
  });

  api.openapi(forgotRoute, async (c) => {
    const { db, config } = c.get('deps');
    await accounts.requestPasswordReset(db, config, c.req.valid('json'), { ip: clientIp(c) });
    return c.json({ success: true, message: M.resetLinkSent }, 200);
  });

  api.openapi(resetRoute, async (c) => {
    await accounts.resetPassword(c.get('deps').db, c.req.valid('json'));
    return c.json({ success: true, message: M.passwordReset }, 200);
  });
}
