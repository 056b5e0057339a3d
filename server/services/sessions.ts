/**
 * Sessions are signed tokens (HS256 JWT) carried in an httpOnly cookie, or in an
 * `Authorization: Bearer` header for API clients (decision record 003). A token names the user
 * and the user's session version; raising the version (a password reset) ends every older token.
 *
 * Page loaders use `userFromRequest`, the API the same function through its handlers.
 */
import { eq } from 'drizzle-orm';
import { sign, verify } from 'hono/jwt';
import { parse, serialize } from 'hono/utils/cookie';
import type { PublicUser } from '../../domain/schemas/account.ts';
import type { DbOrTx } from '../db/client.ts';
import { users } from '../db/schema/index.ts';

export const SESSION_COOKIE = 'accessToken';
/** Login cookies last 7 days; the token expires with the longest cookie. */
export const SESSION_MAX_AGE_SECONDS = 7 * 24 * 60 * 60;

export interface SessionConfig {
  jwtSecret: string;
  publicUrl: string | undefined;
}

export async function signSession(config: Pick<SessionConfig, 'jwtSecret'>, user: { id: number; sessionVersion: number }, now = Date.now()): Promise<string> {
  const issuedAt = Math.floor(now / 1000);
  return sign({ sub: String(user.id), sv: user.sessionVersion, iat: issuedAt, exp: issuedAt + SESSION_MAX_AGE_SECONDS }, config.jwtSecret, 'HS256');
}

/** The user id and session version a token was signed for, or null for any token we did not sign or that expired. */
export async function readSessionToken(config: Pick<SessionConfig, 'jwtSecret'>, token: string): Promise<{ userId: number; sessionVersion: number } | null> {
  try {
    const payload = await verify(token, config.jwtSecret, 'HS256');
    const userId = Number(payload.sub);
    const sessionVersion = payload.sv;
    if (!Number.isSafeInteger(userId) || userId <= 0 || typeof sessionVersion !== 'number' || !Number.isInteger(sessionVersion)) return null;
    return { userId, sessionVersion };
  } catch {
    return null;
  }
}

/** The Bearer token if the request has one, otherwise the session cookie's. */
export function tokenFromRequest(request: Request): string | null {
  const authorization = request.headers.get('authorization');
  const bearer = authorization?.match(/^Bearer\s+(\S+)\s*$/i)?.[1];
  if (bearer) return bearer;
  const cookieHeader = request.headers.get('cookie');
  if (!cookieHeader) return null;
  return parse(cookieHeader, SESSION_COOKIE)[SESSION_COOKIE] || null;
}

/** The account a token stands for, when the token is valid and the password has not changed since. */
export async function userFromToken(db: DbOrTx, config: Pick<SessionConfig, 'jwtSecret'>, token: string): Promise<PublicUser | null> {
  const session = await readSessionToken(config, token);
  if (!session) return null;
  const [user] = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email, sessionVersion: users.sessionVersion })
    .from(users)
    .where(eq(users.id, session.userId));
  if (!user || user.sessionVersion !== session.sessionVersion) return null;
  return { id: user.id, firstName: user.firstName, lastName: user.lastName, email: user.email };
}

/** The logged-in shopper of a request (cookie or Bearer), or null. */
export async function userFromRequest(db: DbOrTx, config: Pick<SessionConfig, 'jwtSecret'>, request: Request): Promise<PublicUser | null> {
  const token = tokenFromRequest(request);
  return token ? userFromToken(db, config, token) : null;
}

/**
 * Whether the session cookie must be Secure: the request came over https (directly or, as a
 * proxy reports it, X-Forwarded-Proto), or the shop's public address is https.
 */
export function isSecureRequest(config: Pick<SessionConfig, 'publicUrl'>, request: Request): boolean {
  if (config.publicUrl?.startsWith('https:')) return true;
  if (new URL(request.url).protocol === 'https:') return true;
  return request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim() === 'https';
}

/**
 * The Set-Cookie value of a session: httpOnly so scripts cannot read the token, SameSite=Strict
 * so other sites cannot ride on it; 7 days with remember-me, the browser session without.
 */
export function sessionCookie(token: string, options: { remember: boolean; secure: boolean }): string {
  return serialize(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'Strict',
    secure: options.secure,
    ...(options.remember ? { maxAge: SESSION_MAX_AGE_SECONDS } : {}),
  });
}

/** The Set-Cookie value that ends the session in the browser. */
export function clearedSessionCookie(options: { secure?: boolean } = {}): string {
  return serialize(SESSION_COOKIE, '', {
    path: '/',
    httpOnly: true,
    sameSite: 'Strict',
    secure: options.secure ?? false,
    maxAge: 0,
    expires: new Date(0),
  });
}
