/**
 * The pending login between the password and the code of a two-factor sign-in: a signed token
 * (HS256, fast-jwt, its own audience so a session token is never taken for one, nor the other way
 * round), valid 5 minutes. It is not a session: it opens nothing but the code step.
 */
import { createSigner, createVerifier } from 'fast-jwt';
import { parse, serialize } from 'hono/utils/cookie';

const ISSUER = 'jewellery-shop';
const AUDIENCE = 'jewellery-shop/two-factor-login';
/** Long enough to open the app and type a code; short enough that a stolen token soon dies. */
const PENDING_LOGIN_SECONDS = 5 * 60;

export interface PendingLogin {
  userId: number;
  email: string;
  remember: boolean;
}

const tokenKeys = new Map<string, { sign: (payload: Record<string, unknown>) => string; verify: (token: string) => Record<string, unknown> }>();

function tokensOf(secret: string) {
  let keys = tokenKeys.get(secret);
  if (!keys) {
    keys = {
      sign: createSigner({ key: secret, algorithm: 'HS256', expiresIn: PENDING_LOGIN_SECONDS * 1000 }),
      verify: createVerifier({ key: secret, algorithms: ['HS256'], allowedIss: ISSUER, allowedAud: AUDIENCE, requiredClaims: ['iss', 'aud', 'exp', 'sub'] }),
    };
    tokenKeys.set(secret, keys);
  }
  return keys;
}

export function pendingLoginToken(config: { jwtSecret: string }, login: PendingLogin): string {
  return tokensOf(config.jwtSecret).sign({ sub: String(login.userId), email: login.email, rem: login.remember, iss: ISSUER, aud: AUDIENCE });
}

/** The pending login a token names, or null for one we did not sign, signed for something else, or expired. */
export function readPendingLogin(config: { jwtSecret: string }, token: string): PendingLogin | null {
  try {
    const payload = tokensOf(config.jwtSecret).verify(token);
    const userId = Number(payload.sub);
    if (!Number.isInteger(userId) || typeof payload.email !== 'string') return null;
    return { userId, email: payload.email, remember: payload.rem === true };
  } catch {
    return null;
  }
}

/** The cookie that carries the pending login from the login page to its code page: httpOnly, SameSite=Strict, 5 minutes. */
const cookieName = (secure: boolean) => (secure ? '__Host-pendingLogin' : 'pendingLogin');

export function pendingLoginCookie(token: string, options: { secure: boolean }): string {
  return serialize(cookieName(options.secure), token, { path: '/', httpOnly: true, sameSite: 'Strict', secure: options.secure, maxAge: PENDING_LOGIN_SECONDS });
}

export function clearedPendingLoginCookie(options: { secure: boolean }): string {
  return serialize(cookieName(options.secure), '', { path: '/', httpOnly: true, sameSite: 'Strict', secure: options.secure, maxAge: 0, expires: new Date(0) });
}

/** The pending-login token a page request carries, if any. */
export function pendingLoginCookieOf(request: Request, options: { secure: boolean }): string | null {
  const header = request.headers.get('cookie');
  if (!header) return null;
  const name = cookieName(options.secure);
  return parse(header, name)[name] || null;
}
