import { describe, expect, it } from 'vitest';
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
