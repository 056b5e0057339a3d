/**
 * Server-side sessions (decision record 006). Logging in stores a `sessions` row and hands out a
 * signed token (HS256 JWT) naming it, in an httpOnly cookie or, for API clients, as a Bearer token.
 * A token is honoured only while its row exists and has not gone idle:
 * - logout deletes the row, "log out everywhere" and a password reset delete all of the account's;
 * - without remember-me a session ends after {@link IDLE_SECONDS}.browser of inactivity, with it
 *   after {@link IDLE_SECONDS}.remember (both sliding); the token's `exp` caps the whole life;
 * - `iss` and `aud` are checked, so a token signed for something else with the same key is refused.
 *
 * Page loaders and API handlers read the caller through `sessionFromRequest`.
 */
import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lt, ne, sql } from 'drizzle-orm';
import { createSigner, createVerifier } from 'fast-jwt';
import { parse, serialize } from 'hono/utils/cookie';
import type { PublicUser } from '../../../domain/schemas/account.ts';
import { isStaffRole, type Role } from '../../../domain/roles.ts';
import type { DbOrTx } from '../../db/client.ts';
import { preparedFor } from '../../db/prepared.ts';
import { sessions, twoFactors, users } from '../../db/schema/index.ts';
import { publicUserColumns } from './users.ts';

/** The cookie's name over http (development on localhost); under https it carries the `__Host-` prefix. */
const SESSION_COOKIE = 'accessToken';
const SECURE_SESSION_COOKIE = `__Host-${SESSION_COOKIE}`;

const HOUR = 60 * 60;
const DAY = 24 * HOUR;
/** Inactivity after which a session ends; a staff session (the back office) never outlives 8 idle hours. */
const IDLE_SECONDS = { browser: 2 * HOUR, remember: 7 * DAY, staff: 8 * HOUR } as const;
/** The longest a session lives however active it is (ASVS V7.3.2, an absolute lifetime): the token's `exp`. */
const SESSION_LIFETIME_SECONDS = 30 * DAY;
/**
 * The remember-me cookie lasts as long as the server keeps an idle remembered session (7 days,
 * as the specification says), and is issued again, with a fresh 7 days, on a request at least a
 * day after it was last issued: a shopper who keeps coming back stays logged in, one who stays
 * away 7 days is logged out by the browser and the server alike.
 */
const REMEMBER_COOKIE_SECONDS = IDLE_SECONDS.remember;
const RENEW_COOKIE_AFTER_SECONDS = DAY;
/** A session's idle deadline moves at most this often, so a busy shopper does not write on every request. */
const SLIDE_EVERY_SECONDS = 60;

const ISSUER = 'jewellery-shop';
const AUDIENCE = 'jewellery-shop/session';

/**
 * The token's signer and verifier for a key, made once (fast-jwt, over node:crypto's HMAC): a
 * token is checked on every request a logged-in shopper makes, in about 8 µs of processor time
 * where Hono's WebCrypto verify took about 90 µs (decision 006). The verifier takes HS256 only
 * and wants the issuer, the audience, an expiry and a session id.
 */
const tokenKeys = new Map<string, { sign: (payload: Record<string, unknown>) => string; verify: (token: string) => Record<string, unknown> }>();

function tokensOf(secret: string) {
  let keys = tokenKeys.get(secret);
  if (!keys) {
    keys = {
      sign: createSigner({ key: secret, algorithm: 'HS256' }),
      verify: createVerifier({ key: secret, algorithms: ['HS256'], allowedIss: ISSUER, allowedAud: AUDIENCE, requiredClaims: ['iss', 'aud', 'exp', 'sid'] }),
    };
    tokenKeys.set(secret, keys);
  }
  return keys;
}

export interface SessionConfig {
  jwtSecret: string;
  publicUrl: string | undefined;
}

/** The caller of a request: the account and the session it came with. */
export interface Session {
  id: string;
  user: PublicUser;
  /** Whether the account signs in with a second factor (set up and confirmed). */
  twoFactor: boolean;
  /** When the person last entered their password or a code in this session (reauth.ts). */
  reauthenticatedAt: Date;
}

function idleSeconds(remember: boolean, role: Role): number {
  const idle = remember ? IDLE_SECONDS.remember : IDLE_SECONDS.browser;
  return isStaffRole(role) ? Math.min(idle, IDLE_SECONDS.staff) : idle;
}
const idleInterval = (remember: boolean, role: Role) => sql`make_interval(secs => ${idleSeconds(remember, role)})`;

/** Opens a session for an account; answers the token that names it. Expired sessions are cleared on the way. */
export async function openSession(
  db: DbOrTx,
  config: Pick<SessionConfig, 'jwtSecret'>,
  user: { id: number; role: Role },
  options: { remember: boolean },
): Promise<string> {
  const userId = user.id;
  const id = randomBytes(16).toString('base64url');
  await db.delete(sessions).where(lt(sessions.expiresAt, sql`now()`));
  // Signing in is entering the password (and the code): owner actions are open for 10 minutes (reauth.ts).
  await db
    .insert(sessions)
    .values({ id, userId, remember: options.remember, expiresAt: sql`now() + ${idleInterval(options.remember, user.role)}`, reauthenticatedAt: new Date() });
  const issuedAt = Math.floor(Date.now() / 1000);
  return tokensOf(config.jwtSecret).sign({
    sub: String(userId),
    sid: id,
    iss: ISSUER,
    aud: AUDIENCE,
    iat: issuedAt,
    exp: issuedAt + SESSION_LIFETIME_SECONDS,
    // A remembered session's cookie is renewed while it is used (renewedSessionCookie).
    ...(options.remember ? { rem: true } : {}),
  });
}

/** A token's claims, or null for any token we did not sign, signed for something else, or expired. */
function claimsOf(config: Pick<SessionConfig, 'jwtSecret'>, token: string): Record<string, unknown> | null {
  try {
    return tokensOf(config.jwtSecret).verify(token);
  } catch {
    return null;
  }
}

/** The session id a token names, or null for any token we did not sign, signed for something else, or expired. */
function sessionIdOf(config: Pick<SessionConfig, 'jwtSecret'>, token: string): string | null {
  const sid = claimsOf(config, token)?.sid;
  return typeof sid === 'string' && sid.length > 0 ? sid : null;
}

/**
 * The account a request's session token names (cookie or Bearer), for its log line: a token we
 * signed and not expired, read without the database (a session ended since still names it). Never
 * an authorisation: that is sessionFromRequest's.
 */
export function accountIdOf(config: Pick<SessionConfig, 'jwtSecret' | 'publicUrl'>, request: Request): number | undefined {
  const token = tokenFromRequest(config, request);
  const sub = token ? claimsOf(config, token)?.sub : undefined;
  const id = typeof sub === 'string' ? Number(sub) : NaN;
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

/** The cookie's name for this request: `__Host-` prefixed under https, so no other site or subdomain can set it. */
const cookieName = (secure: boolean) => (secure ? SECURE_SESSION_COOKIE : SESSION_COOKIE);

/** The Bearer token if the request has one, otherwise the session cookie's. */
function tokenFromRequest(config: Pick<SessionConfig, 'publicUrl'>, request: Request): string | null {
  const authorization = request.headers.get('authorization');
  const bearer = authorization?.match(/^Bearer\s+(\S+)\s*$/i)?.[1];
  if (bearer) return bearer;
  return tokenFromCookie(config, request);
}

function tokenFromCookie(config: Pick<SessionConfig, 'publicUrl'>, request: Request): string | null {
  const cookieHeader = request.headers.get('cookie');
  if (!cookieHeader) return null;
  const name = cookieName(isSecureRequest(config, request));
  return parse(cookieHeader, name)[name] || null;
}

/** A live session (not expired, its account not disabled) with its account; `stale`: its idle deadline is due to move. */
const liveSession = (db: DbOrTx) =>
  preparedFor(db, 'live-session', (on) =>
    on
      .select({
        ...publicUserColumns,
        remember: sessions.remember,
        reauthenticatedAt: sessions.reauthenticatedAt,
        twoFactor: sql<boolean>`exists (select 1 from ${twoFactors} where ${twoFactors.userId} = ${users.id} and ${twoFactors.confirmedAt} is not null)`,
        stale: sql<boolean>`${sessions.lastSeenAt} < now() - make_interval(secs => ${SLIDE_EVERY_SECONDS})`,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(and(eq(sessions.id, sql.placeholder('id')), gt(sessions.expiresAt, sql`now()`), isNull(users.disabledAt)))
      .prepare('live-session'),
  );

/** The live session a token names, sliding its idle deadline forward; null when it ended or never was. */
async function sessionFromToken(db: DbOrTx, config: Pick<SessionConfig, 'jwtSecret'>, token: string): Promise<Session | null> {
  const id = sessionIdOf(config, token);
  if (!id) return null;
  const [row] = await liveSession(db).execute({ id });
  if (!row) return null;
  const { remember, stale, reauthenticatedAt, twoFactor, ...user } = row;
  if (stale) {
    await db
      .update(sessions)
      .set({ lastSeenAt: sql`now()`, expiresAt: sql`now() + ${idleInterval(remember, user.role)}` })
      .where(eq(sessions.id, id));
  }
  return { id, user, twoFactor, reauthenticatedAt };
}

/** The caller of a request (cookie or Bearer), or null. */
export async function sessionFromRequest(
  db: DbOrTx,
  config: Pick<SessionConfig, 'jwtSecret' | 'publicUrl'>,
  request: Request,
  /** What stays the same across the request's lookups: the request itself, or (for pages, whose loaders each get a copy of it) the load context. */
  asked: object = request,
): Promise<Session | null> {
  // A page's loaders (the root's, a layout's, the page's) each ask: a GET is looked up once. A
  // request that may change the session (an action: log in, log out) is always looked up afresh.
  const reading = request.method === 'GET' || request.method === 'HEAD';
  const known = reading ? sessionsOfRequests.get(asked) : undefined;
  if (known) return known;
  const token = tokenFromRequest(config, request);
  const session = token ? sessionFromToken(db, config, token) : Promise.resolve(null);
  if (reading) sessionsOfRequests.set(asked, session);
  return session;
}

const sessionsOfRequests = new WeakMap<object, Promise<Session | null>>();

/** The logged-in shopper of a request (cookie or Bearer), or null. */
export async function userFromRequest(
  db: DbOrTx,
  config: Pick<SessionConfig, 'jwtSecret' | 'publicUrl'>,
  request: Request,
  asked: object = request,
): Promise<PublicUser | null> {
  return (await sessionFromRequest(db, config, request, asked))?.user ?? null;
}

/** Ends the session the request carries (if any): its token stops working at once, wherever it was copied. */
export async function endSession(db: DbOrTx, config: Pick<SessionConfig, 'jwtSecret' | 'publicUrl'>, request: Request): Promise<void> {
  const token = tokenFromRequest(config, request);
  const id = token ? sessionIdOf(config, token) : null;
  if (id) await db.delete(sessions).where(eq(sessions.id, id));
}

/** Ends every session of an account (log out everywhere, a password reset). */
export async function endAllSessions(db: DbOrTx, userId: number): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

/** Ends every session of an account but the one named (a password changed from that session): remembered ones too. */
export async function endOtherSessions(db: DbOrTx, userId: number, keep: string): Promise<void> {
  await db.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.id, keep)));
}

/**
 * Whether the shop's public address is https, or the request's URL is: then cookies are Secure
 * and `__Host-` prefixed. The URL is the public one (server/public-origin.ts): a proxy's
 * X-Forwarded-Proto counts only when the proxy is in TRUSTED_PROXIES, never a client's own.
 */
export function isSecureRequest(config: Pick<SessionConfig, 'publicUrl'>, request: Request): boolean {
  if (config.publicUrl?.startsWith('https:')) return true;
  return new URL(request.url).protocol === 'https:';
}

/**
 * The Set-Cookie value of a session: httpOnly so scripts cannot read the token, SameSite=Strict
 * so other sites cannot ride on it; with remember-me it outlives the browser (the server's idle
 * deadline still ends it), without it the browser forgets it on closing.
 */
export function sessionCookie(token: string, options: { remember: boolean; secure: boolean; maxAge?: number }): string {
  return serialize(cookieName(options.secure), token, {
    path: '/',
    httpOnly: true,
    sameSite: 'Strict',
    secure: options.secure,
    ...(options.remember ? { maxAge: options.maxAge ?? REMEMBER_COOKIE_SECONDS } : {}),
  });
}

/**
 * The remember-me cookie issued again when the request's is a day old or more and its session is
 * live: the same session, a token with a fresh `iat` (its `exp`, the absolute lifetime, kept),
 * and 7 more days (never past that lifetime). Null when there is nothing to renew: no cookie, a
 * browser-session cookie, a recent one, or a session that has ended.
 */
export async function renewedSessionCookie(db: DbOrTx, config: Pick<SessionConfig, 'jwtSecret' | 'publicUrl'>, request: Request): Promise<string | null> {
  const token = tokenFromCookie(config, request);
  const claims = token ? claimsOf(config, token) : null;
  if (!token || !claims || claims.rem !== true) return null;
  const now = Math.floor(Date.now() / 1000);
  const { iat, exp } = claims;
  if (typeof iat !== 'number' || typeof exp !== 'number' || now - iat < RENEW_COOKIE_AFTER_SECONDS) return null;
  if (!(await sessionFromToken(db, config, token))) return null;
  const renewed = tokensOf(config.jwtSecret).sign({ ...claims, iat: now });
  return sessionCookie(renewed, { remember: true, secure: isSecureRequest(config, request), maxAge: Math.min(REMEMBER_COOKIE_SECONDS, exp - now) });
}

/** Whether a Set-Cookie value sets the session cookie (a login, a logout): then no renewal is added. */
export const setsSessionCookie = (setCookie: string) => setCookie.startsWith(`${SESSION_COOKIE}=`) || setCookie.startsWith(`${SECURE_SESSION_COOKIE}=`);

/** The Set-Cookie value that removes the session cookie from the browser. */
export function clearedSessionCookie(options: { secure: boolean }): string {
  return serialize(cookieName(options.secure), '', {
    path: '/',
    httpOnly: true,
    sameSite: 'Strict',
    secure: options.secure,
    maxAge: 0,
    expires: new Date(0),
  });
}
