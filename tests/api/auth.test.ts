import { sign } from 'hono/jwt';
import { describe, expect, it } from 'vitest';
import { createApi } from '../../server/api/app.ts';
import { createCatalogCaches } from '../../server/services/catalogue/index.ts';
import { JSON_HEADERS, confirmEmail, linkToken, outboxMessages, registerShopper, send, uniqueEmail } from '../support/shopper.ts';
import { useTestShop } from '../support/test-shop.ts';

const shop = useTestShop();

const registration = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Grace',
  lastName: 'Hopper',
  email: uniqueEmail('grace'),
  password: 'compiler42',
  confirmPassword: 'compiler42',
  acceptTerms: true,
  ...overrides,
});

const login = (body: unknown, headers: Record<string, string> = {}) => send(shop, 'POST', '/api/authenticate', body, headers);

const resetLinkToken = (email: string) => linkToken(shop, email, '/reset-password');

/** A request from a client at `remoteAddress` (the socket's peer), optionally naming another in X-Forwarded-For. */
const fromClient = (api: ReturnType<typeof createApi>, remoteAddress: string, path: string, body: unknown, headers: Record<string, string> = {}) =>
  api.request(
    path,
    { method: 'POST', headers: { ...JSON_HEADERS, ...headers }, body: JSON.stringify(body) },
    { incoming: { socket: { remoteAddress, remotePort: 40000, remoteFamily: remoteAddress.includes(':') ? 'IPv6' : 'IPv4' } } },
  );

describe('POST /api/register', () => {
  it('creates an account and answers its public fields only', async () => {
    const details = registration();
    const { status, body } = await send(shop, 'POST', '/api/register', details);
    expect(status).toBe(201);
    expect(body).toEqual({
      message: 'Account created',
      user: { id: expect.any(Number), firstName: 'Grace', lastName: 'Hopper', email: details.email, emailVerified: false, role: 'customer' },
    });
    const { rows } = await shop.database.pool.query('SELECT password_hash FROM users WHERE id = $1', [body.user.id]);
    expect(rows[0].password_hash).toMatch(/^\$argon2id\$/);
    expect(JSON.stringify(body)).not.toContain(rows[0].password_hash);
  });

  it('counts a missing acceptTerms as accepted', async () => {
    const { acceptTerms: _accepted, ...details } = registration();
    expect((await send(shop, 'POST', '/api/register', details)).status).toBe(201);
  });

  it('refuses an e-mail already used, in any letter case', async () => {
    const details = registration();
    expect((await send(shop, 'POST', '/api/register', details)).status).toBe(201);
    const again = await send(shop, 'POST', '/api/register', { ...details, email: details.email.toUpperCase() });
    expect(again).toMatchObject({ status: 409, body: { message: 'An account with this email already exists.', error: { code: 'conflict' } } });
  });

  it.each([
    [{ firstName: '' }, 'First name is required'],
    [{ lastName: ' ' }, 'Last name is required'],
    [{ email: '' }, 'Email is required'],
    [{ email: 'grace.example.com' }, 'Invalid email format'],
    [{ password: '', confirmPassword: '' }, 'Password is required'],
    [{ password: 'abc1', confirmPassword: 'abc1' }, 'Password must be at least 8 characters'],
    [{ password: '12345678', confirmPassword: '12345678' }, 'Password must contain at least one letter'],
    [{ password: 'abcdefgh', confirmPassword: 'abcdefgh' }, 'Password must contain at least one number'],
    [{ confirmPassword: '' }, 'Confirm Password is required'],
    [{ confirmPassword: 'compiler43' }, 'Passwords must match'],
    [{ acceptTerms: false }, 'You must accept the terms and conditions'],
  ])('refuses %o with “%s”', async (overrides, message) => {
    const { status, body } = await send(shop, 'POST', '/api/register', registration(overrides));
    expect(status).toBe(400);
    expect(body.message).toBe(message);
    expect(body.error.message).toBe(message);
  });

  it.each(['Password1', '12345678a', 'qwerty123', 'Trustno1'])('refuses the common password %s', async (password) => {
    const { status, body } = await send(shop, 'POST', '/api/register', registration({ password, confirmPassword: password }));
    expect(status).toBe(400);
    expect(body.message).toBe('This password is one of the most common ones and easy to guess. Please choose another.');
  });

  it('accepts a password of 128 characters and refuses 129', async () => {
    const long = 'a1'.repeat(64);
    expect((await send(shop, 'POST', '/api/register', registration({ password: long, confirmPassword: long }))).status).toBe(201);
    const tooLong = `${long}b`;
    expect(await send(shop, 'POST', '/api/register', registration({ password: tooLong, confirmPassword: tooLong }))).toMatchObject({
      status: 400,
      body: { message: 'Password must be at most 128 characters' },
    });
  });

  it('limits registrations per client address, with Retry-After', async () => {
    const statuses = [];
    for (let i = 0; i < 11; i++) statuses.push((await fromClient(shop.api, '203.0.113.90', '/register', registration())).status);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(201));
    const refused = await fromClient(shop.api, '203.0.113.90', '/register', registration());
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await fromClient(shop.api, '203.0.113.91', '/register', registration())).status).toBe(201);
  });

  it('answers a body that is not JSON with a 400', async () => {
    const { status, body } = await send(shop, 'POST', '/api/register', '{"firstName": ');
    expect(status).toBe(400);
    expect(body.error.code).toBe('bad_request');
  });
});

describe('POST /api/authenticate', () => {
  it('logs in, sets an httpOnly strict session cookie for the browser session, and answers the token', async () => {
    const shopper = await registerShopper(shop);
    const { status, body, headers } = await login({ email: shopper.email.toUpperCase(), password: shopper.password });
    expect(status).toBe(200);
    expect(body).toEqual({
      jwtToken: expect.any(String),
      message: 'Login successful!',
      id: shopper.id,
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: shopper.email,
      emailVerified: false,
      role: 'customer',
    });
    const [cookie, device] = headers.getSetCookie();
    expect(cookie).toMatch(/^accessToken=[^;]+;/);
    expect(device).toMatch(/^knownDevice=[^;]+;/);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Strict');
    expect(cookie).toContain('Path=/');
    expect(cookie).not.toContain('Max-Age');
    expect(cookie).not.toContain('Expires');
    expect(cookie).not.toContain('Secure');
  });

  it('with remember-me, keeps the cookie 7 days past the browser session (the server ends it after 7 idle days too)', async () => {
    const shopper = await registerShopper(shop);
    const { headers } = await login({ email: shopper.email, password: shopper.password, rememberMe: true });
    expect(headers.get('set-cookie')).toContain('Max-Age=604800');
  });

  it('marks the cookie Secure and __Host- prefixed under https', async () => {
    const shopper = await registerShopper(shop);
    const response = await shop.api.request('https://shop.example.com/authenticate', {
      method: 'POST',
      headers: JSON_HEADERS,
      body: JSON.stringify({ email: shopper.email, password: shopper.password }),
    });
    const [cookie] = response.headers.getSetCookie() as [string];
    expect(cookie).toMatch(/^__Host-accessToken=[^;]+;/);
    expect(cookie).toContain('Secure');
    expect(cookie).toContain('Path=/');
    expect(cookie).not.toContain('Domain');
    // Under https the unprefixed cookie (which a subdomain could have planted) is not read.
    const token = cookie.split(';')[0]!.split('=')[1]!;
    expect((await shop.api.request('https://shop.example.com/me', { headers: { Cookie: `accessToken=${token}` } })).status).toBe(401);
    expect((await shop.api.request('https://shop.example.com/me', { headers: { Cookie: `__Host-accessToken=${token}` } })).status).toBe(200);
  });

  it('accepts the cookie and the Bearer token alike, and /api/me names the shopper', async () => {
    const shopper = await registerShopper(shop);
    const { headers } = await login({ email: shopper.email, password: shopper.password });
    const cookie = headers.get('set-cookie')!.split(';')[0]!;
    const expected = { id: shopper.id, firstName: 'Ada', lastName: 'Lovelace', email: shopper.email, emailVerified: false, role: 'customer', phone: '' };
    expect(await shop.request('/api/me', { headers: { Cookie: cookie } })).toMatchObject({ status: 200, body: expected });
    const withBearer = await shop.request('/api/me', { headers: shopper.auth });
    expect(withBearer).toMatchObject({ status: 200, body: expected });
    expect(Object.keys(withBearer.body).sort()).toEqual(['email', 'emailVerified', 'firstName', 'id', 'lastName', 'phone', 'role']);
  });

  it('refuses a wrong password and an unknown e-mail with the same words', async () => {
    const shopper = await registerShopper(shop);
    const wrong = await login({ email: shopper.email, password: 'not-the-one1' });
    const unknown = await login({ email: uniqueEmail('nobody'), password: 'not-the-one1' });
    for (const refusal of [wrong, unknown]) {
      expect(refusal.status).toBe(401);
      expect(refusal.body).toEqual({ message: 'Invalid email or password.', error: { code: 'unauthenticated', message: 'Invalid email or password.' } });
      expect(refusal.headers.get('set-cookie')).toBeNull();
    }
  });

  it('names a missing field', async () => {
    expect(await login({ password: 'x' })).toMatchObject({ status: 400, body: { message: 'email is required' } });
    expect(await login({ email: 'a@example.com', password: '' })).toMatchObject({ status: 400, body: { message: 'Password is required' } });
  });

  it('limits failures per account and client: the 11th try in 15 minutes answers 429 with Retry-After, even with the right password', async () => {
    const shopper = await registerShopper(shop);
    for (let attempt = 0; attempt < 10; attempt++) {
      expect((await login({ email: shopper.email, password: `wrong-${attempt}-x1` })).status).toBe(401);
    }
    const blocked = await login({ email: shopper.email, password: shopper.password });
    expect(blocked).toMatchObject({ status: 429, body: { message: 'Too many attempts. Please try again later.' } });
    const retryAfter = Number(blocked.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    // Another address is not held back by this one.
    const other = await registerShopper(shop);
    expect((await login({ email: other.email, password: other.password })).status).toBe(200);
  });

  it('counts every attempt before checking the password: 20 sent at once get at most 10 answers of 401', async () => {
    const shopper = await registerShopper(shop);
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => login({ email: shopper.email, password: `burst-${i}-x1` })));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(10);
  });

  it('keeps its counters in PostgreSQL, shared by every process of the shop', async () => {
    const shopper = await registerShopper(shop);
    const secondProcess = createApi({ db: shop.database.db, config: shop.config, caches: createCatalogCaches() });
    for (let attempt = 0; attempt < 10; attempt++) {
      const api = attempt % 2 ? secondProcess : shop.api;
      expect(
        (
          await api.request('/authenticate', {
            method: 'POST',
            headers: JSON_HEADERS,
            body: JSON.stringify({ email: shopper.email, password: `wrong-${attempt}-x1` }),
          })
        ).status,
      ).toBe(401);
    }
    expect((await login({ email: shopper.email, password: shopper.password })).status).toBe(429);
  });

  describe('per client address', () => {
    const probe = (api: ReturnType<typeof createApi>, socketAddress: string, forwardedFor?: string) =>
      fromClient(
        api,
        socketAddress,
        '/authenticate',
        { email: uniqueEmail('probe'), password: 'guess-1234' },
        forwardedFor ? { 'X-Forwarded-For': forwardedFor } : {},
      );

    it('limits failures from one address across accounts; X-Forwarded-For from an untrusted peer changes nothing', async () => {
      for (let i = 0; i < 50; i++) expect((await probe(shop.api, '203.0.113.7', `198.51.100.${i}`)).status).toBe(401);
      const refused = await probe(shop.api, '203.0.113.7', '198.51.100.200');
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      // Loopback is not trusted either unless configured.
      for (let i = 0; i < 50; i++) await probe(shop.api, '127.0.0.1', `198.51.100.${i}`);
      expect((await probe(shop.api, '127.0.0.1', '198.51.100.201')).status).toBe(429);
      expect((await probe(shop.api, '203.0.113.8')).status).toBe(401);
    });

    it('counts an IPv6 client by its /64 network: new addresses in one network do not buy new tries', async () => {
      for (let i = 0; i < 50; i++) expect((await probe(shop.api, `2001:db8:7:1::${(i + 1).toString(16)}`)).status).toBe(401);
      expect((await probe(shop.api, '2001:db8:7:1:ffff:ffff:ffff:ffff')).status).toBe(429);
      expect((await probe(shop.api, '2001:db8:7:2::1')).status).toBe(401);
    });

    it('behind a proxy in TRUSTED_PROXIES, counts the address that proxy reports', async () => {
      const behindProxy = createApi({ db: shop.database.db, config: { ...shop.config, trustedProxies: ['10.0.0.0/8'] }, caches: createCatalogCaches() });
      for (let i = 0; i < 50; i++) expect((await probe(behindProxy, '10.1.2.3', `forged, 192.0.2.10`)).status).toBe(401);
      expect((await probe(behindProxy, '10.1.2.3', '192.0.2.10')).status).toBe(429);
      expect((await probe(behindProxy, '10.1.2.3', '192.0.2.11')).status).toBe(401);
    });
  });

  describe('a burst against one account', () => {
    it('from many addresses uses up the account’s budget, but the owner still gets in from a device that logged in before', async () => {
      const owner = await registerShopper(shop);
      const known = await login({ email: owner.email, password: owner.password });
      const deviceCookie = known.headers
        .getSetCookie()
        .find((cookie) => cookie.startsWith('knownDevice='))!
        .split(';')[0]!;
      expect(deviceCookie).toMatch(/^knownDevice=[\w-]+\.[\w-]+$/);

      // 11 addresses × 10 wrong passwords: past the account's shared budget of 100.
      for (let address = 1; address <= 11; address++) {
        await Promise.all(
          Array.from({ length: 10 }, (_, i) => fromClient(shop.api, `192.0.2.${address}`, '/authenticate', { email: owner.email, password: `guess-${i}-x1` })),
        );
      }
      expect((await fromClient(shop.api, '192.0.2.99', '/authenticate', { email: owner.email, password: owner.password })).status).toBe(429);
      const fromKnownDevice = await fromClient(
        shop.api,
        '192.0.2.99',
        '/authenticate',
        { email: owner.email, password: owner.password },
        { Cookie: deviceCookie },
      );
      expect(fromKnownDevice.status).toBe(200);
      // A device cookie made for another account, or forged, does not open the owner's budget.
      const forged = deviceCookie.replace(/\.[\w-]+$/, '.forged');
      expect((await fromClient(shop.api, '192.0.2.98', '/authenticate', { email: owner.email, password: owner.password }, { Cookie: forged })).status).toBe(
        429,
      );
    });
  });
});

describe('sessions', () => {
  const me = (headers: Record<string, string>) => shop.request('/api/me', { headers });
  const cookieOf = (headers: Headers) => headers.get('set-cookie')!.split(';')[0]!;

  it('logout ends the session on the server: its token and cookie stop working at once', async () => {
    const shopper = await registerShopper(shop);
    const { headers } = await login({ email: shopper.email, password: shopper.password });
    const cookie = cookieOf(headers);
    expect((await me({ Cookie: cookie })).status).toBe(200);
    expect((await send(shop, 'POST', '/api/logout', undefined, { Cookie: cookie })).status).toBe(200);
    expect((await me({ Cookie: cookie })).status).toBe(401);
    // The Bearer token names the same session.
    expect((await me(shopper.auth)).status).toBe(200);
    expect((await send(shop, 'POST', '/api/logout', undefined, shopper.auth)).status).toBe(200);
    expect((await me(shopper.auth)).status).toBe(401);
  });

  it('logging in again ends the session the caller had', async () => {
    const shopper = await registerShopper(shop);
    const again = await login({ email: shopper.email, password: shopper.password }, shopper.auth);
    expect(again.status).toBe(200);
    expect((await me(shopper.auth)).status).toBe(401);
    expect((await me({ Authorization: `Bearer ${again.body.jwtToken}` })).status).toBe(200);
  });

  it('log out everywhere ends every session of the account', async () => {
    const shopper = await registerShopper(shop);
    const second = await login({ email: shopper.email, password: shopper.password });
    const other = await registerShopper(shop);
    expect(await send(shop, 'POST', '/api/logout-everywhere', undefined, shopper.auth)).toMatchObject({
      status: 200,
      body: { message: 'You are logged out on every device.' },
    });
    expect((await me(shopper.auth)).status).toBe(401);
    expect((await me({ Cookie: cookieOf(second.headers) })).status).toBe(401);
    expect((await me(other.auth)).status).toBe(200);
    expect((await send(shop, 'POST', '/api/logout-everywhere')).status).toBe(401);
  });

  it('a session without remember-me ends after 2 idle hours; use slides the deadline', async () => {
    const shopper = await registerShopper(shop);
    const idleFor = (interval: string) =>
      shop.database.pool.query(
        `UPDATE sessions SET last_seen_at = now() - interval '${interval}', expires_at = expires_at - interval '${interval}' WHERE user_id = $1`,
        [shopper.id],
      );
    const deadline = async () =>
      (await shop.database.pool.query('SELECT expires_at - now() AS left FROM sessions WHERE user_id = $1', [shopper.id])).rows[0].left;
    expect((await deadline()).hours).toBe(1); // 1 h 59 min 59 s left
    await idleFor('90 minutes');
    expect((await me(shopper.auth)).status).toBe(200); // used: 2 hours again from now
    expect((await deadline()).hours).toBe(1);
    expect((await deadline()).minutes).toBeGreaterThan(58);
    await idleFor('2 hours 1 minute');
    expect((await me(shopper.auth)).status).toBe(401);
  });

  it('a remember-me session ends after 7 idle days', async () => {
    const shopper = await registerShopper(shop);
    const { headers } = await login({ email: shopper.email, password: shopper.password, rememberMe: true });
    const cookie = cookieOf(headers);
    const { rows } = await shop.database.pool.query('SELECT extract(epoch from expires_at - now()) AS left FROM sessions WHERE user_id = $1 AND remember', [
      shopper.id,
    ]);
    expect(Number(rows[0].left)).toBeGreaterThan(7 * 86400 - 60);
    expect(Number(rows[0].left)).toBeLessThanOrEqual(7 * 86400);
    await shop.database.pool.query("UPDATE sessions SET expires_at = now() - interval '1 second' WHERE user_id = $1 AND remember", [shopper.id]);
    expect((await me({ Cookie: cookie })).status).toBe(401);
  });

  it('refuses a token signed with the key but for another issuer or audience, or naming no live session', async () => {
    const shopper = await registerShopper(shop);
    const { rows } = await shop.database.pool.query('SELECT id FROM sessions WHERE user_id = $1', [shopper.id]);
    const sid = rows[0].id as string;
    const now = Math.floor(Date.now() / 1000);
    const forge = (claims: Record<string, unknown>) =>
      sign({ sub: String(shopper.id), sid, iat: now, exp: now + 600, ...claims }, shop.config.jwtSecret, 'HS256');
    const bearer = async (claims: Record<string, unknown>) => me({ Authorization: `Bearer ${await forge(claims)}` });
    expect((await bearer({ iss: 'jewellery-shop', aud: 'jewellery-shop/session' })).status).toBe(200);
    expect((await bearer({ iss: 'someone-else', aud: 'jewellery-shop/session' })).status).toBe(401);
    expect((await bearer({ iss: 'jewellery-shop', aud: 'another-app' })).status).toBe(401);
    expect((await bearer({ aud: 'jewellery-shop/session' })).status).toBe(401);
    expect((await bearer({ iss: 'jewellery-shop', aud: 'jewellery-shop/session', exp: now - 1 })).status).toBe(401);
    expect((await bearer({ iss: 'jewellery-shop', aud: 'jewellery-shop/session', sid: 'no-such-session' })).status).toBe(401);
  });

  it('refuses a token signed with another key or algorithm, unsigned, not yet valid, or without an expiry or a session', async () => {
    const shopper = await registerShopper(shop);
    const { rows } = await shop.database.pool.query('SELECT id FROM sessions WHERE user_id = $1', [shopper.id]);
    const now = Math.floor(Date.now() / 1000);
    const claims = { sub: String(shopper.id), sid: rows[0].id as string, iss: 'jewellery-shop', aud: 'jewellery-shop/session', iat: now, exp: now + 600 };
    const status = async (token: string) => (await me({ Authorization: `Bearer ${token}` })).status;
    const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    expect(await status(await sign(claims, shop.config.jwtSecret, 'HS256'))).toBe(200);
    expect(await status(await sign(claims, `${shop.config.jwtSecret}-not`, 'HS256'))).toBe(401);
    // The same key under another HMAC: the algorithm is the server's to choose, not the token's.
    expect(await status(await sign(claims, shop.config.jwtSecret, 'HS512'))).toBe(401);
    expect(await status(`${part({ alg: 'none', typ: 'JWT' })}.${part(claims)}.`)).toBe(401);
    const signed = await sign(claims, shop.config.jwtSecret, 'HS256');
    const [header, , signature] = signed.split('.');
    expect(await status(`${header}.${part({ ...claims, sub: String(shopper.id + 1) })}.${signature}`), 'claims changed under the signature').toBe(401);
    expect(await status(await sign({ ...claims, nbf: now + 600 }, shop.config.jwtSecret, 'HS256'))).toBe(401);
    const { exp: _exp, ...forever } = claims;
    expect(await status(await sign(forever, shop.config.jwtSecret, 'HS256'))).toBe(401);
    const { sid: _sid, ...nobody } = claims;
    expect(await status(await sign(nobody, shop.config.jwtSecret, 'HS256'))).toBe(401);
  });

  it('refuses /api/me without a token, with a forged token, and after logout', async () => {
    expect(await shop.request('/api/me')).toMatchObject({ status: 401, body: { message: 'You are not logged in.' } });
    expect((await shop.request('/api/me', { headers: { Authorization: 'Bearer not.a.token' } })).status).toBe(401);
    const loggedOut = await send(shop, 'POST', '/api/logout');
    expect(loggedOut.status).toBe(200);
    const cleared = loggedOut.headers.get('set-cookie')!;
    expect(cleared).toMatch(/^accessToken=;/);
    expect(cleared).toContain('Max-Age=0');
    expect(cleared).toContain('HttpOnly');
  });
});

describe('forgotten password', () => {
  const forgot = (body: unknown) => send(shop, 'POST', '/api/forgot-password', body);
  const reset = (body: unknown) => send(shop, 'POST', '/api/reset-password', body);

  it('asks for the e-mail', async () => {
    expect(await forgot({ email: '' })).toMatchObject({ status: 400, body: { message: 'Please enter your email in the email field.' } });
    expect(await forgot({})).toMatchObject({ status: 400, body: { message: 'Please enter your email in the email field.' } });
  });

  it('answers the same for an unknown address, and sends nothing', async () => {
    const email = uniqueEmail('ghost');
    expect(await forgot({ email })).toEqual({
      status: 200,
      body: { success: true, message: 'Password reset link sent to your email.' },
      headers: expect.anything(),
    });
    expect(await outboxMessages(shop, email)).toEqual([]);
  });

  it('e-mails a single-use link that sets a new password and ends old sessions', async () => {
    const shopper = await registerShopper(shop);
    expect(await forgot({ email: shopper.email.toUpperCase() })).toMatchObject({
      status: 200,
      body: { success: true, message: 'Password reset link sent to your email.' },
    });

    const mail = (await outboxMessages(shop, shopper.email)).find((message) => message.includes('/reset-password?token='));
    expect(mail).toMatch(/^From: "Test Jewellers" <no-reply@localhost>\r\n/);
    expect(mail).toContain('Subject: Reset your Test Jewellers password');
    expect(mail).toMatch(/\r\nDate: \w{3}, \d{2} \w{3} \d{4} \d{2}:\d{2}:\d{2} \+0000\r\n/);
    const token = await resetLinkToken(shopper.email);
    const { rows } = await shop.database.pool.query("SELECT token_hash FROM account_links WHERE user_id = $1 AND purpose = 'reset-password'", [shopper.id]);
    expect(rows).toHaveLength(1);
    expect(rows[0].token_hash).not.toContain(token);

    expect(await reset({ token, password: 'newpassword2', confirmPassword: 'newpassword3' })).toMatchObject({
      status: 400,
      body: { message: 'Passwords must match' },
    });
    expect(await reset({ token, password: 'short1', confirmPassword: 'short1' })).toMatchObject({
      status: 400,
      body: { message: 'Password must be at least 8 characters' },
    });
    expect(await reset({ token, password: 'newpassword2', confirmPassword: 'newpassword2' })).toMatchObject({
      status: 200,
      body: { success: true, message: 'Your password has been reset. You can now log in.' },
    });

    expect((await login({ email: shopper.email, password: shopper.password })).status).toBe(401);
    expect((await shop.request('/api/me', { headers: shopper.auth })).status).toBe(401);
    expect((await login({ email: shopper.email, password: 'newpassword2' })).status).toBe(200);
    expect(await reset({ token, password: 'another-one3', confirmPassword: 'another-one3' })).toMatchObject({
      status: 400,
      body: { message: 'This reset link is invalid or has expired.' },
    });
  });

  it('refuses an unknown or expired link', async () => {
    expect(await reset({ token: 'made-up', password: 'newpassword2', confirmPassword: 'newpassword2' })).toMatchObject({
      status: 400,
      body: { message: 'This reset link is invalid or has expired.' },
    });
    const shopper = await registerShopper(shop);
    await forgot({ email: shopper.email });
    const token = await resetLinkToken(shopper.email);
    await shop.database.pool.query("UPDATE account_links SET expires_at = now() - interval '1 minute' WHERE user_id = $1", [shopper.id]);
    expect(await reset({ token, password: 'newpassword2', confirmPassword: 'newpassword2' })).toMatchObject({
      status: 400,
      body: { message: 'This reset link is invalid or has expired.' },
    });
    expect((await login({ email: shopper.email, password: shopper.password })).status).toBe(200);
  });

  it('makes earlier links useless once one is used', async () => {
    const shopper = await registerShopper(shop);
    await forgot({ email: shopper.email });
    const first = await resetLinkToken(shopper.email);
    await forgot({ email: shopper.email });
    const second = await resetLinkToken(shopper.email);
    expect(second).not.toBe(first);
    expect((await reset({ token: second, password: 'newpassword2', confirmPassword: 'newpassword2' })).status).toBe(200);
    expect((await reset({ token: first, password: 'newpassword3', confirmPassword: 'newpassword3' })).status).toBe(400);
  });

  it('limits requests for one address (each is an e-mail to someone), with Retry-After', async () => {
    const email = uniqueEmail('flood');
    for (let i = 0; i < 5; i++) expect((await forgot({ email })).status).toBe(200);
    const refused = await forgot({ email });
    expect(refused).toMatchObject({ status: 429, body: { message: 'Too many attempts. Please try again later.' } });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('limits requests per client address across e-mails', async () => {
    for (let i = 0; i < 20; i++) expect((await fromClient(shop.api, '203.0.113.60', '/forgot-password', { email: uniqueEmail('many') })).status).toBe(200);
    expect((await fromClient(shop.api, '203.0.113.60', '/forgot-password', { email: uniqueEmail('many') })).status).toBe(429);
  });

  it('refuses a common password as the new one', async () => {
    const shopper = await registerShopper(shop);
    await forgot({ email: shopper.email });
    const token = await resetLinkToken(shopper.email);
    expect(await reset({ token, password: 'Password1', confirmPassword: 'Password1' })).toMatchObject({
      status: 400,
      body: { message: 'This password is one of the most common ones and easy to guess. Please choose another.' },
    });
  });

  it('confirms the e-mail address: following the link proves the mailbox', async () => {
    const shopper = await registerShopper(shop);
    await forgot({ email: shopper.email });
    expect((await reset({ token: await resetLinkToken(shopper.email), password: 'newpassword2', confirmPassword: 'newpassword2' })).status).toBe(200);
    const { body } = await login({ email: shopper.email, password: 'newpassword2' });
    expect(body.emailVerified).toBe(true);
  });
});

describe('e-mail verification', () => {
  const verify = (token: unknown) => send(shop, 'POST', '/api/verify-email', { token });

  it('registration e-mails a confirmation link; following it confirms the address, once', async () => {
    const shopper = await registerShopper(shop);
    expect((await shop.request('/api/me', { headers: shopper.auth })).body.emailVerified).toBe(false);
    const [mail] = await outboxMessages(shop, shopper.email);
    expect(mail).toContain('Subject: Confirm your e-mail address for Test Jewellers');
    const token = await linkToken(shop, shopper.email, '/verify-email');
    expect(mail).toContain(`http://localhost:3000/verify-email?token=${token}`);
    const { rows } = await shop.database.pool.query("SELECT token_hash FROM account_links WHERE user_id = $1 AND purpose = 'verify-email'", [shopper.id]);
    expect(rows[0].token_hash).not.toContain(token);

    expect(await verify(token)).toMatchObject({ status: 200, body: { success: true, message: 'Thank you: your e-mail address is confirmed.' } });
    expect((await shop.request('/api/me', { headers: shopper.auth })).body.emailVerified).toBe(true);
    expect(await verify(token)).toMatchObject({ status: 400, body: { message: 'This confirmation link is invalid or has expired.' } });
  });

  it('refuses a made-up, expired or reset link', async () => {
    expect((await verify('made-up')).status).toBe(400);
    expect((await verify('')).status).toBe(400);
    const shopper = await registerShopper(shop);
    await shop.database.pool.query("UPDATE account_links SET expires_at = now() - interval '1 second' WHERE user_id = $1", [shopper.id]);
    expect((await verify(await linkToken(shop, shopper.email, '/verify-email'))).status).toBe(400);
    // A password reset link is not a confirmation link.
    await send(shop, 'POST', '/api/forgot-password', { email: shopper.email });
    expect((await verify(await resetLinkToken(shopper.email))).status).toBe(400);
  });

  it('sends a new link on request, a few an hour', async () => {
    const shopper = await registerShopper(shop);
    const resend = () => send(shop, 'POST', '/api/verify-email/resend', undefined, shopper.auth);
    for (let i = 0; i < 3; i++)
      expect(await resend()).toMatchObject({ status: 200, body: { message: 'We sent a new confirmation link to your e-mail address.' } });
    expect((await resend()).status).toBe(429);
    expect((await outboxMessages(shop, shopper.email)).filter((mail) => mail.includes('/verify-email?token='))).toHaveLength(4);
    await confirmEmail(shop, shopper.email);
    expect((await send(shop, 'POST', '/api/verify-email/resend', undefined, shopper.auth)).body.message).toBe('Your e-mail address is already confirmed.');
    expect((await send(shop, 'POST', '/api/verify-email/resend')).status).toBe(401);
  });
});

describe('the API document', () => {
  it('describes the account endpoints', async () => {
    const { body } = await shop.request('/api/openapi.json');
    for (const path of [
      '/register',
      '/authenticate',
      '/logout',
      '/logout-everywhere',
      '/me',
      '/forgot-password',
      '/reset-password',
      '/verify-email',
      '/verify-email/resend',
    ])
      expect(body.paths[path]).toBeDefined();
  });
});
