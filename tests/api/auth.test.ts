import { describe, expect, it } from 'vitest';
import { JSON_HEADERS, outboxMessages, registerShopper, send, uniqueEmail } from '../support/shopper.ts';
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

async function resetLinkToken(email: string): Promise<string> {
  const messages = await outboxMessages(shop, email);
  const last = messages.at(-1);
  if (!last) throw new Error(`no e-mail to ${email}`);
  const token = last.match(/http:\/\/localhost:3000\/reset-password\?token=([A-Za-z0-9_-]+)/)?.[1];
  if (!token) throw new Error('no reset link in the e-mail');
  return token;
}

describe('POST /api/register', () => {
  it('creates an account and answers its public fields only', async () => {
    const details = registration();
    const { status, body } = await send(shop, 'POST', '/api/register', details);
    expect(status).toBe(201);
    expect(body).toEqual({
      message: 'Account created',
      user: { id: expect.any(Number), firstName: 'Grace', lastName: 'Hopper', email: details.email },
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
    });
    const cookie = headers.get('set-cookie')!;
    expect(cookie).toMatch(/^accessToken=[^;]+;/);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Strict');
    expect(cookie).toContain('Path=/');
    expect(cookie).not.toContain('Max-Age');
    expect(cookie).not.toContain('Expires');
    expect(cookie).not.toContain('Secure');
  });

  it('keeps the cookie 7 days with remember-me', async () => {
    const shopper = await registerShopper(shop);
    const { headers } = await login({ email: shopper.email, password: shopper.password, rememberMe: true });
    expect(headers.get('set-cookie')).toContain('Max-Age=604800');
  });

  it('marks the cookie Secure under https', async () => {
    const shopper = await registerShopper(shop);
    const response = await shop.api.request('https://shop.example.com/authenticate', {
      method: 'POST',
      headers: JSON_HEADERS,
      body: JSON.stringify({ email: shopper.email, password: shopper.password }),
    });
    expect(response.headers.get('set-cookie')).toContain('Secure');
  });

  it('accepts the cookie and the Bearer token alike, and /api/me names the shopper', async () => {
    const shopper = await registerShopper(shop);
    const { headers } = await login({ email: shopper.email, password: shopper.password });
    const cookie = headers.get('set-cookie')!.split(';')[0]!;
    const expected = { id: shopper.id, firstName: 'Ada', lastName: 'Lovelace', email: shopper.email };
    expect(await shop.request('/api/me', { headers: { Cookie: cookie } })).toMatchObject({ status: 200, body: expected });
    const withBearer = await shop.request('/api/me', { headers: shopper.auth });
    expect(withBearer).toMatchObject({ status: 200, body: expected });
    expect(Object.keys(withBearer.body).sort()).toEqual(['email', 'firstName', 'id', 'lastName']);
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

  it('throttles repeated failures for one e-mail', async () => {
    const shopper = await registerShopper(shop);
    for (let attempt = 0; attempt < 10; attempt++) {
      expect((await login({ email: shopper.email, password: `wrong-${attempt}-x1` })).status).toBe(401);
    }
    const blocked = await login({ email: shopper.email, password: shopper.password });
    expect(blocked).toMatchObject({ status: 429, body: { message: 'Too many attempts. Please try again later.' } });
    // Another address is not held back by this one.
    const other = await registerShopper(shop);
    expect((await login({ email: other.email, password: other.password })).status).toBe(200);
  });

  describe('per client address', () => {
    const attempt = (socketAddress: string, forwardedFor?: string) =>
      shop.api.request(
        '/authenticate',
        {
          method: 'POST',
          headers: { ...JSON_HEADERS, ...(forwardedFor ? { 'X-Forwarded-For': forwardedFor } : {}) },
          body: JSON.stringify({ email: uniqueEmail('probe'), password: 'guess-1234' }),
        },
        { incoming: { socket: { remoteAddress: socketAddress, remotePort: 40000, remoteFamily: 'IPv4' } } },
      );

    it('throttles failures from one address across e-mails; a forged X-Forwarded-For does not help', async () => {
      for (let i = 0; i < 50; i++) expect((await attempt('203.0.113.7', `198.51.100.${i}`)).status).toBe(401);
      expect((await attempt('203.0.113.7', '198.51.100.200')).status).toBe(429);
      expect((await attempt('203.0.113.8')).status).toBe(401);
    });

    it('behind a local proxy, counts the address the proxy reports', async () => {
      for (let i = 0; i < 50; i++) expect((await attempt('127.0.0.1', `forged, 192.0.2.10`)).status).toBe(401);
      expect((await attempt('127.0.0.1', '192.0.2.10')).status).toBe(429);
      expect((await attempt('127.0.0.1', '192.0.2.11')).status).toBe(401);
    });
  });
});

describe('sessions', () => {
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

    const [mail] = await outboxMessages(shop, shopper.email);
    expect(mail).toMatch(/^From: "Test Jewellers" <no-reply@localhost>\r\n/);
    expect(mail).toContain('Subject: Reset your Test Jewellers password');
    expect(mail).toMatch(/\r\nDate: \w{3}, \d{2} \w{3} \d{4} \d{2}:\d{2}:\d{2} \+0000\r\n/);
    const token = await resetLinkToken(shopper.email);
    const { rows } = await shop.database.pool.query('SELECT token_hash FROM password_reset_tokens WHERE user_id = $1', [shopper.id]);
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
    await shop.database.pool.query("UPDATE password_reset_tokens SET expires_at = now() - interval '1 minute' WHERE user_id = $1", [shopper.id]);
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

  it('throttles repeated requests for one address', async () => {
    const email = uniqueEmail('flood');
    for (let i = 0; i < 10; i++) expect((await forgot({ email })).status).toBe(200);
    expect(await forgot({ email })).toMatchObject({ status: 429, body: { message: 'Too many attempts. Please try again later.' } });
  });
});

describe('the API document', () => {
  it('describes the account endpoints', async () => {
    const { body } = await shop.request('/api/openapi.json');
    for (const path of ['/register', '/authenticate', '/logout', '/me', '/forgot-password', '/reset-password']) expect(body.paths[path]).toBeDefined();
  });
});
