/**
 * The remember-me cookie (specification: "checked = 7-day cookie"): 7 days, issued again while the
 * shopper keeps coming back (a request a day or more after the last issue), over the whole HTTP
 * layer, pages' and API answers alike; without remember-me a cookie the browser forgets on
 * closing. The server's idle deadline is the same 7 days.
 */
import { sign } from 'hono/jwt';
import { describe, expect, it } from 'vitest';
import { JSON_HEADERS, registerShopper, type Shopper } from '../support/shopper.ts';
import { useHttpShop } from '../support/http-shop.ts';
import { useTestShop } from '../support/test-shop.ts';

const shop = useTestShop();
const http = useHttpShop(shop);

const DAY = 86_400;

async function logIn(shopper: Shopper, rememberMe: boolean) {
  const answer = await http.fetch('/api/authenticate', {
    method: 'POST',
    headers: JSON_HEADERS,
    body: JSON.stringify({ email: shopper.email, password: shopper.password, rememberMe }),
  });
  expect(answer.status).toBe(200);
  const cookie = answer.headers.getSetCookie().find((value) => value.startsWith('accessToken='))!;
  const { rows } = await shop.database.pool.query('SELECT id FROM sessions WHERE user_id = $1 ORDER BY created_at DESC LIMIT 1', [shopper.id]);
  return { cookie, sid: rows[0].id as string };
}

/** The session's token as the shop signs it, issued `ageSeconds` ago. */
const tokenIssued = (shopper: Shopper, sid: string, ageSeconds: number, claims: Record<string, unknown> = {}) => {
  const now = Math.floor(Date.now() / 1000);
  const iat = now - ageSeconds;
  return sign(
    { sub: String(shopper.id), sid, iss: 'jewellery-shop', aud: 'jewellery-shop/session', iat, exp: iat + 30 * DAY, rem: true, ...claims },
    shop.config.jwtSecret,
    'HS256',
  );
};

const me = (token: string) => http.fetch('/api/me', { headers: { Cookie: `accessToken=${token}` } });
const sessionCookieOf = (answer: Response) => answer.headers.getSetCookie().find((value) => value.startsWith('accessToken='));

describe('the remember-me cookie', () => {
  it('lasts 7 days (Max-Age=604800) with remember-me; without it has no Max-Age nor Expires', async () => {
    const shopper = await registerShopper(shop);
    const remembered = await logIn(shopper, true);
    expect(remembered.cookie).toContain('Max-Age=604800');
    expect(remembered.cookie).toContain('HttpOnly');
    const { rows } = await shop.database.pool.query('SELECT extract(epoch from expires_at - now()) AS left FROM sessions WHERE id = $1', [remembered.sid]);
    expect(Number(rows[0].left)).toBeGreaterThan(7 * DAY - 60);
    expect(Number(rows[0].left)).toBeLessThanOrEqual(7 * DAY);

    const browserOnly = await logIn(shopper, false);
    expect(browserOnly.cookie).not.toMatch(/Max-Age|Expires/i);
  });

  it('is issued again, for 7 more days, on a request a day after it was issued; not before', async () => {
    const shopper = await registerShopper(shop);
    const { sid } = await logIn(shopper, true);
    const fresh = await me(await tokenIssued(shopper, sid, 60));
    expect(fresh.status).toBe(200);
    expect(sessionCookieOf(fresh)).toBeUndefined();

    const dayOld = await me(await tokenIssued(shopper, sid, DAY + 60));
    expect(dayOld.status).toBe(200);
    const renewed = sessionCookieOf(dayOld);
    expect(renewed).toMatch(/^accessToken=[^;]+;/);
    expect(renewed).toContain('Max-Age=604800');
    expect(renewed).toContain('HttpOnly');
    expect(renewed).toContain('SameSite=Strict');
    // The renewed token names the same session and works; it is not renewed again at once.
    const again = await me(renewed!.split(';')[0]!.slice('accessToken='.length));
    expect(again.status).toBe(200);
    expect(sessionCookieOf(again)).toBeUndefined();
  });

  it('is never renewed past the session’s absolute lifetime, nor for a browser-session cookie', async () => {
    const shopper = await registerShopper(shop);
    const { sid } = await logIn(shopper, true);
    const nearTheEnd = await me(await tokenIssued(shopper, sid, 2 * DAY, { exp: Math.floor(Date.now() / 1000) + 3600 }));
    expect(sessionCookieOf(nearTheEnd)).toMatch(/Max-Age=(3600|3599|3598);/);
    // Without remember-me the token carries no `rem` claim (undefined is left out of the JSON).
    const notRemembered = await me(await tokenIssued(shopper, sid, 2 * DAY, { rem: undefined }));
    expect(notRemembered.status).toBe(200);
    expect(sessionCookieOf(notRemembered)).toBeUndefined();
  });

  it('a remembered session idle more than 7 days is refused, and not renewed', async () => {
    const shopper = await registerShopper(shop);
    const { sid } = await logIn(shopper, true);
    await shop.database.pool.query(
      "UPDATE sessions SET last_seen_at = now() - interval '7 days 1 minute', expires_at = now() - interval '1 minute' WHERE id = $1",
      [sid],
    );
    const stale = await me(await tokenIssued(shopper, sid, 7 * DAY + 120));
    expect(stale.status).toBe(401);
    expect(sessionCookieOf(stale)).toBeUndefined();
  });
});
