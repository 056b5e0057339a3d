/**
 * The HTTP layer holds against what an attacker tries first: each test sends the attack through
 * the whole app (server/http.ts) and checks the answer and the log.
 */
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { onError } from '../../server/api/errors.ts';
import { shopLog } from '../../server/request-log.ts';
import { findPieces, JSON_HEADERS, registerShopper, type SalePiece, type Shopper } from '../support/shopper.ts';
import { useHttpShop } from '../support/http-shop.ts';
import { useTestShop } from '../support/test-shop.ts';

const shop = useTestShop();
const http = useHttpShop(shop);

let shopper: Shopper;
let piece: SalePiece;
beforeAll(async () => {
  shopper = await registerShopper(shop);
  piece = (await findPieces(shop)).oneSize;
});

afterEach(() => {
  vi.restoreAllMocks();
});

const json = (method: string, path: string, body: unknown, headers: Record<string, string> = {}) =>
  http.fetch(path, { method, headers: { ...JSON_HEADERS, ...headers }, body: typeof body === 'string' ? body : JSON.stringify(body) });

describe('security headers on API answers', () => {
  it('forbid framing and sniffing, and load nothing', async () => {
    for (const answer of [await http.fetch('/api/products/1'), await http.fetch('/api/no-such-thing'), await json('PUT', '/api/cart', { lines: [] })]) {
      expect(answer.headers.get('Content-Security-Policy')).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(answer.headers.get('X-Frame-Options')).toBe('DENY');
      expect(answer.headers.get('X-Content-Type-Options')).toBe('nosniff');
      expect(answer.headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
      expect(answer.headers.get('Strict-Transport-Security')).toBeNull();
    }
  });

  it('add no HSTS for a client’s own X-Forwarded-Proto (no proxy trusted here): public-origin.test.ts has the https cases', async () => {
    const answer = await http.fetch('/api/health', { headers: { 'X-Forwarded-Proto': 'https' } });
    expect(answer.headers.get('Strict-Transport-Security')).toBeNull();
  });
});

describe('personal API answers', () => {
  it('are never stored: private, no-store', async () => {
    const item = { variantId: piece.variantId, metal: piece.metals[0], quantity: 1 };
    const answers = {
      me: await http.fetch('/api/me', { headers: shopper.auth }),
      cart: await http.fetch('/api/cart', { headers: shopper.auth }),
      'cart saved': await json('PUT', '/api/cart', { lines: [] }, shopper.auth),
      wishlist: await http.fetch('/api/wishlist', { headers: shopper.auth }),
      'wishlist saved': await json('PUT', '/api/wishlist', { items: [] }, shopper.auth),
      orders: await http.fetch('/api/orders', { headers: shopper.auth }),
      quote: await json('POST', '/api/checkout/quote', { items: [item] }, shopper.auth),
      login: await json('POST', '/api/authenticate', { email: shopper.email, password: shopper.password }),
    };
    for (const [name, answer] of Object.entries(answers)) {
      expect(answer.status, name).toBeLessThan(400);
      expect(answer.headers.get('Cache-Control'), name).toBe('private, no-store');
    }
  });

  it('keep the caching a handler chose for what is the same for everyone (catalogue images)', async () => {
    const answer = await http.fetch('/api/uploads/category-rings.svg');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('Cache-Control')).toBe('public, max-age=86400');
  });
});

describe('request bodies', () => {
  const tooLarge = { message: 'The request body is too large (at most 64 KiB).', error: { code: 'payload_too_large' } };

  it('over 64 KiB are refused with 413 before they are read', async () => {
    const lines = Array.from({ length: 40_000 }, () => ({ variantId: 1, metal: 'Gold', quantity: 1, personalisation: 'x'.repeat(100) }));
    const answer = await json('PUT', '/api/cart', { lines }, shopper.auth);
    expect(answer.status).toBe(413);
    expect(await answer.json()).toMatchObject(tooLarge);
  });

  it('over 64 KiB are refused when streamed without a length too', async () => {
    const chunk = new TextEncoder().encode(' '.repeat(32 * 1024));
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent++ < 4) controller.enqueue(chunk);
        else controller.close();
      },
    });
    const answer = await http.fetch('/api/newsletter', { method: 'POST', headers: JSON_HEADERS, body, duplex: 'half' } as RequestInit);
    expect(answer.status).toBe(413);
    expect(await answer.json()).toMatchObject(tooLarge);
  });

  it('of the photo forms keep their own limit (5 MB)', async () => {
    for (const path of ['/api/contact', '/api/custom-design']) {
      const form = new FormData();
      form.append('name', 'Ada Lovelace');
      form.append('photo', new File([new Uint8Array(200 * 1024).fill(7)], 'photo.png', { type: 'image/png' }));
      const answer = await http.fetch(path, { method: 'POST', body: form });
      // Read past 64 KiB: refused for what the photo is (not an image) or a missing field, not for its size.
      expect(answer.status, path).not.toBe(413);
      expect(answer.status, path).toBeLessThan(500);
    }
  });
});

describe('inputs that used to fail with 500', () => {
  it('a category named by an escaped percent sign', async () => {
    for (const path of ['/api/products/category/%25', '/api/products/category/%2525', '/api/products/category/100%25%20gold']) {
      const answer = await http.fetch(path);
      expect(answer.status, path).toBeLessThan(500);
    }
  });

  it('a price filter too large for the stored prices answers 400 with the limit', async () => {
    for (const path of ['/api/listing?maxPrice=100000000', '/api/products?minPrice=99999999999', '/api/products/category/rings?maxPrice=1e12']) {
      const answer = await http.fetch(path);
      expect(answer.status, path).toBe(400);
      expect((await answer.json()).error.message, path).toMatch(/must be at most 10000000/);
    }
    expect((await http.fetch('/api/listing?maxPrice=10000000&minPrice=10000000')).status).toBe(200);
  });
});

describe('request ids and the request log', () => {
  it('name each request in the X-Request-Id header and in every error answer', async () => {
    const refusals = [
      await http.fetch('/api/listing?page=0'),
      await http.fetch('/api/no-such-thing'),
      await http.fetch('/api/cart'),
      await http.fetch('/api/uploads/missing.png'),
      await json('POST', '/api/contact', '{'),
    ];
    const ids = new Set<string>();
    for (const answer of refusals) {
      const id = answer.headers.get('X-Request-Id');
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
      expect((await answer.json()).error.requestId).toBe(id);
      ids.add(id!);
    }
    expect(ids.size).toBe(refusals.length);
    expect((await http.fetch('/api/health')).headers.get('X-Request-Id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('write one JSON line a request: id, method, route pattern, encoded path, status and duration', async () => {
    const answer = await http.fetch('/api/products/%0d%0a{"level":"error"}%20forged');
    const id = answer.headers.get('X-Request-Id')!;
    const lines = http.log.filter((line) => line.includes(id));
    expect(lines).toHaveLength(1);
    expect(lines[0]).not.toMatch(/[\r\n]/);
    expect(JSON.parse(lines[0]!)).toEqual({
      time: expect.any(String),
      level: 'info',
      requestId: id,
      method: 'GET',
      route: '/api/products/:id',
      path: '/api/products/%0d%0a%7B%22level%22:%22error%22%7D%20forged',
      status: answer.status,
      durationMs: expect.any(Number),
      msg: 'request',
    });
  });

  it('never write the query string (tokens, addresses), nor a session token; name the signed-in account', async () => {
    const answer = await http.fetch('/api/listing?q=ada%40example.com&token=secret', { headers: { Authorization: `Bearer ${shopper.token}` } });
    const line = http.log.find((entry) => entry.includes(answer.headers.get('X-Request-Id')!))!;
    expect(JSON.parse(line)).toMatchObject({ method: 'GET', route: '/api/listing', path: '/api/listing', status: 200, accountId: shopper.id });
    // The request id is random hex, which may spell "ada" by chance: it is left out of the look.
    expect(line.replace(answer.headers.get('X-Request-Id')!, '')).not.toMatch(/ada|secret|\?/);
    expect(line).not.toContain(shopper.token);
  });
});

describe('a failed query', () => {
  it('is logged by class and SQLSTATE, without its SQL or parameters, and answers a bare 500', async () => {
    const errors = vi.spyOn(shopLog(), 'error').mockImplementation(() => {});
    const api = new Hono();
    api.post('/subscribe', async () => {
      await shop.database.db.execute(sql`SELECT ${'ada@example.com'}::int AS id`);
      return new Response('never');
    });
    api.onError(onError);
    const answer = await api.request('/subscribe', { method: 'POST' });
    expect(answer.status).toBe(500);
    expect(JSON.stringify(await answer.json())).not.toMatch(/ada@|SELECT|params/);
    expect(errors).toHaveBeenCalledTimes(1);
    const [fields, message] = errors.mock.calls[0] as unknown as [Record<string, unknown>, string];
    expect(message).toBe('request failed');
    expect(fields).toMatchObject({
      method: 'POST',
      path: '/subscribe',
      error: expect.stringMatching(/^DrizzleQueryError <- DatabaseError SQLSTATE 22P02 at /),
    });
    expect(JSON.stringify(fields)).not.toMatch(/ada@example\.com|SELECT|params|\\n/);
  });

  it('through the whole app: a broken table, a shopper e-mail in the parameters', async () => {
    await shop.owner.query('ALTER TABLE newsletter_requests RENAME TO newsletter_requests_away');
    try {
      const answer = await json('POST', '/api/newsletter', { email: 'grace.hopper@example.com' });
      expect(answer.status).toBe(500);
      const body = await answer.json();
      expect(body).toMatchObject({ error: { code: 'internal', requestId: answer.headers.get('X-Request-Id') } });
      const logged = http.log.filter((line) => line.includes(answer.headers.get('X-Request-Id')!)).join('\n');
      const failure = http.log
        .map((line) => JSON.parse(line) as Record<string, unknown>)
        .find((line) => line.level === 'error' && line.requestId === body.error.requestId);
      expect(failure).toMatchObject({ method: 'POST', path: '/api/newsletter', msg: 'request failed', error: expect.stringMatching(/SQLSTATE 42P01/) });
      expect(logged).not.toMatch(/grace\.hopper|newsletter_requests"|insert into|params/i);
    } finally {
      await shop.owner.query('ALTER TABLE newsletter_requests_away RENAME TO newsletter_requests');
    }
  });
});
