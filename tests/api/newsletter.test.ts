import { describe, expect, it } from 'vitest';
import { FORM_LIMITS } from '../../server/services/rate-limits/index.ts';
import { sendFrom, retryAfter } from '../support/client-address.ts';
import { useTestShop } from '../support/test-shop.ts';

const shop = useTestShop();
const post = (body: unknown) =>
  shop.request('/api/newsletter', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

describe('POST /api/newsletter', () => {
  it('stores an address once, compared case-blind', async () => {
    expect(await post({ email: 'ada@example.com' })).toMatchObject({
      status: 201,
      body: { success: true, message: 'Thank you for subscribing! Look out for our next letter.' },
    });
    expect(await post({ email: ' ADA@example.com ' })).toMatchObject({
      status: 200,
      body: { success: true, message: 'You are already subscribed. Thank you!' },
    });
    const { rows } = await shop.database.pool.query("SELECT count(*)::int AS n FROM newsletter_subscribers WHERE lower(email) = 'ada@example.com'");
    expect(rows[0].n).toBe(1);
  });

  it('refuses a missing or invalid address with the message', async () => {
    expect(await post({})).toMatchObject({ status: 400, body: { error: { message: 'Email is required' } } });
    expect(await post({ email: '' })).toMatchObject({ status: 400, body: { error: { message: 'Email is required' } } });
    expect(await post({ email: 'not-an-email' })).toMatchObject({ status: 400, body: { error: { message: 'Invalid email address' } } });
  });

  it('refuses a body that is not JSON with a 400', async () => {
    const { status, body } = await post('{"email": ');
    expect(status).toBe(400);
    expect(body.error.message).toBeTruthy();
  });
});

describe('anti-automation', () => {
  const { limit, windowSeconds } = FORM_LIMITS.newsletterPerClient;
  const LIMITED = 'There have been several sign-ups from your connection in a short time. Please try again in an hour.';
  const subscribed = async (email: string) =>
    (await shop.database.pool.query('SELECT count(*)::int AS n FROM newsletter_subscribers WHERE lower(email) = lower($1)', [email])).rows[0].n as number;

  it(`takes ${limit} sign-ups an hour from one client address, then answers 429 with Retry-After and stores nothing`, async () => {
    for (let i = 0; i < limit; i++)
      expect((await sendFrom(shop, '203.0.113.20', 'POST', '/api/newsletter', { email: `list-${i}@example.com` })).status).toBe(201);
    const refused = await sendFrom(shop, '203.0.113.20', 'POST', '/api/newsletter', { email: 'list-over@example.com' });
    expect(refused).toMatchObject({ status: 429, body: { message: LIMITED, error: { code: 'too_many_requests', message: LIMITED } } });
    retryAfter(refused.headers, windowSeconds);
    expect(await subscribed('list-over@example.com')).toBe(0);
    expect((await sendFrom(shop, '203.0.113.21', 'POST', '/api/newsletter', { email: 'list-over@example.com' })).status).toBe(201);
  });

  it('counts a burst sent at once exactly', async () => {
    const answers = await Promise.all(
      Array.from({ length: limit * 3 }, (_, i) => sendFrom(shop, '203.0.113.22', 'POST', '/api/newsletter', { email: `burst-${i}@example.com` })),
    );
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(limit);
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(limit * 2);
  });
});
