/**
 * Known devices: after a successful login the browser gets a long-lived cookie that proves it has
 * logged into that account before (an HMAC of a random device id and the e-mail address, under the
 * session key). A burst of wrong passwords against an account from elsewhere uses up the account's
 * shared budget; a known device is counted on its own budget instead, so the owner still gets in
 * (OWASP's "device cookies" against account lockout).
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { parse, serialize } from 'hono/utils/cookie';
import { isSecureRequest, type SessionConfig } from './sessions.ts';

const DEVICE_COOKIE = 'knownDevice';
const DEVICE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

const cookieName = (secure: boolean) => (secure ? `__Host-${DEVICE_COOKIE}` : DEVICE_COOKIE);

const proof = (secret: string, deviceId: string, email: string) =>
  createHmac('sha256', secret).update(`device\n${deviceId}\n${email.trim().toLowerCase()}`).digest('base64url');

/** The device cookie's value a request carries, if any. */
export function deviceCookieOf(config: Pick<SessionConfig, 'publicUrl'>, request: Request): string | undefined {
  const header = request.headers.get('cookie');
  if (!header) return undefined;
  const name = cookieName(isSecureRequest(config, request));
  return parse(header, name)[name] || undefined;
}

/** The device id, when the cookie proves this device logged into this e-mail's account before. */
export function knownDeviceId(config: Pick<SessionConfig, 'jwtSecret'>, cookie: string | undefined, email: string): string | undefined {
  const [deviceId, given] = cookie?.split('.') ?? [];
  if (!deviceId || !given) return undefined;
  const expected = Buffer.from(proof(config.jwtSecret, deviceId, email));
  const actual = Buffer.from(given);
  return expected.length === actual.length && timingSafeEqual(expected, actual) ? deviceId : undefined;
}

/** A new device cookie value for this e-mail (kept as it is when the device is already known for it). */
export function deviceCookieValue(config: Pick<SessionConfig, 'jwtSecret'>, cookie: string | undefined, email: string): string {
  if (knownDeviceId(config, cookie, email)) return cookie!;
  const deviceId = randomBytes(12).toString('base64url');
  return `${deviceId}.${proof(config.jwtSecret, deviceId, email)}`;
}

export function deviceCookie(value: string, options: { secure: boolean }): string {
  return serialize(cookieName(options.secure), value, {
    path: '/',
    httpOnly: true,
    sameSite: 'Strict',
    secure: options.secure,
    maxAge: DEVICE_COOKIE_MAX_AGE_SECONDS,
  });
}
