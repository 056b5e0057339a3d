import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { cspNonce, HSTS, isPrivatePage, privatePages, securityHeaders, type NonceVariables } from './security-headers.ts';

/** A shop in miniature: a page that prints its nonce, an API answer, and an image with its own policy. */
function app(options: { development?: boolean } = {}) {
  const shop = new Hono<{ Variables: NonceVariables }>();
  shop.use(securityHeaders({ development: options.development ?? false, isHttps: (request) => request.headers.get('x-forwarded-proto') === 'https' }));
  shop.get('/api/uploads/a.svg', (c) => c.body('<svg/>', 200, { 'Content-Security-Policy': "default-src 'none'; sandbox" }));
  shop.get('/api/*', (c) => c.json({ ok: true }));
  shop.get('*', (c) => c.html(`<script nonce="${cspNonce(c)}">hydrate()</script>`));
  return shop;
}

const directives = (policy: string | null) => new Map((policy ?? '').split(/;\s*/).map((part) => [part.split(' ')[0], part.split(' ').slice(1)]));

describe('the headers of every answer', () => {
  it("give pages a policy whose only inline scripts are this request's, with frame and sniffing protection", async () => {
    const first = await app().request('/products');
    const second = await app().request('/products');
    const policy = directives(first.headers.get('Content-Security-Policy'));
    const nonce = (await first.text()).match(/nonce="([^"]+)"/)?.[1];
    expect(nonce).toMatch(/^[A-Za-z0-9+/=]{20,}$/);
    expect(policy.get('script-src')).toEqual(["'self'", `'nonce-${nonce}'`]);
    expect(second.headers.get('Content-Security-Policy')).not.toContain(nonce);
    expect(policy.get('script-src')!.join(' ')).not.toMatch(/unsafe-inline|unsafe-eval|\*/);
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'none'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('connect-src')).toEqual(["'self'"]);
    expect(first.headers.get('X-Frame-Options')).toBe('DENY');
    expect(first.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(first.headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
  });

  it('let Vite reload over its WebSocket in development only', async () => {
    expect(directives((await app({ development: true }).request('/')).headers.get('Content-Security-Policy')).get('connect-src')).toEqual(["'self'", 'ws:']);
  });

  it('give API answers a policy that loads nothing, and keep a stricter one a handler set', async () => {
    const api = await app().request('/api/products');
    expect(api.headers.get('Content-Security-Policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(api.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(api.headers.get('X-Frame-Options')).toBe('DENY');
    expect((await app().request('/api/uploads/a.svg')).headers.get('Content-Security-Policy')).toBe("default-src 'none'; sandbox");
  });

  it('send HSTS only on answers to https requests', async () => {
    expect((await app().request('/')).headers.get('Strict-Transport-Security')).toBeNull();
    expect((await app().request('/', { headers: { 'X-Forwarded-Proto': 'https' } })).headers.get('Strict-Transport-Security')).toBe(HSTS);
    expect((await app().request('/api/me', { headers: { 'X-Forwarded-Proto': 'https' } })).headers.get('Strict-Transport-Security')).toBe(HSTS);
  });
});

describe('private page answers', () => {
  const page = (path: string, headers: Record<string, string> = {}, answer: Record<string, string> = {}) =>
    isPrivatePage(new Request(`http://shop${path}`, { headers }), new Response('', { headers: answer }));

  it('are those rendered for a session (a cookie or a token), and their data requests', () => {
    expect(page('/products', { Cookie: 'accessToken=abc' })).toBe(true);
    expect(page('/products.data', { Cookie: 'accessToken=abc' })).toBe(true);
    expect(page('/_root.data', { Authorization: 'Bearer abc' })).toBe(true);
  });

  it('are those that set a cookie, and the pages of an account, a cart or an order whoever asks', () => {
    expect(page('/', {}, { 'Set-Cookie': 'accessToken=abc' })).toBe(true);
    for (const path of [
      '/cart',
      '/cart.data',
      '/checkout',
      '/checkout-2',
      '/checkout-3',
      '/orders/12',
      '/orders/12.data',
      '/login',
      '/reset-password',
      '/verify-email',
      '/account',
      '/account.data',
    ])
      expect(page(path), path).toBe(true);
  });

  it('are not anonymous catalogue pages, nor what a route marked public itself', () => {
    for (const path of ['/', '/products', '/products.data', '/product/1/2', '/blog/a', '/cartier']) expect(page(path), path).toBe(false);
    expect(page('/robots.txt', { Cookie: 'accessToken=abc' }, { 'Cache-Control': 'public, max-age=3600' })).toBe(false);
  });

  it('are the pages a token opens, whoever asks and whatever they answer: setup, invitation, reset, confirmation, any ?token=', async () => {
    const shop = new Hono();
    shop.use(privatePages);
    // A route that would let shared caches keep it, and its refusals: none may be stored with the token.
    shop.get('*', (c) => c.html('<p>page</p>', Number(c.req.query('status') ?? 200) as 200, { 'Cache-Control': 'public, max-age=600' }));
    const paths = [
      '/admin/setup',
      '/admin/setup?token=abc',
      '/admin/setup.data?token=abc',
      '/Admin/Setup?token=abc',
      '/admin/%73etup',
      '/admin/invite?token=abc',
      '/admin//invite',
      '/reset-password?token=abc',
      '/verify-email?token=abc',
      '/confirm-email?token=abc',
      '/?token=abc',
      '/products?category=Rings&token=abc',
    ];
    for (const path of paths) {
      for (const status of [200, 400, 404, 410, 500]) {
        const answer = await shop.request(`${path}${path.includes('?') ? '&' : '?'}status=${status}`);
        expect(answer.status, path).toBe(status);
        expect(answer.headers.get('Cache-Control'), `${path} ${status}`).toBe('private, no-store');
      }
    }
    expect((await shop.request('/products?category=Rings')).headers.get('Cache-Control')).toBe('public, max-age=600');
  });

  it('answer private, no-store', async () => {
    const shop = new Hono();
    shop.use(privatePages);
    shop.get('*', (c) => c.html('<p>Hello Ada</p>'));
    expect((await shop.request('/products', { headers: { Cookie: 'accessToken=abc' } })).headers.get('Cache-Control')).toBe('private, no-store');
    expect((await shop.request('/products')).headers.get('Cache-Control')).toBeNull();
  });
});
