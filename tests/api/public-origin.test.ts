/**
 * The shop behind a TLS-terminating proxy (server/public-origin.ts, decision record 020), through
 * Node's HTTP server and @hono/node-server as production runs it: a page's form posted through the
 * proxy is accepted, a client's own X-Forwarded-* headers help no one, and a write sent from
 * another site — to the back office or the storefront — is refused.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ShopConfig } from '../../server/api/context.ts';
import { createShopApp } from '../../server/http.ts';
import { CROSS_SITE_SHOP_WRITE_MESSAGE, CROSS_SITE_WRITE_MESSAGE } from '../../server/public-origin.ts';
import { createOwner } from '../support/staff.ts';
import { createCatalogCaches } from '../../server/services/catalogue/index.ts';
import { registerShopper, send, uniqueEmail } from '../support/shopper.ts';
import { standInPages, type ActionSeen } from '../support/stand-in-pages.ts';
import { useTestShop } from '../support/test-shop.ts';

const shop = useTestShop();
const servers: Server[] = [];

/** The whole HTTP layer on a port of its own, with `config` over the test shop's and PUBLIC_URL as given. */
async function serve(config: Partial<ShopConfig>, publicUrl?: string) {
  const app = createShopApp(
    { db: shop.database.db, config: { ...shop.config, ...config }, caches: createCatalogCaches() },
    { mode: 'production', build: standInPages, publicUrl, log: () => {} },
  );
  const server = createServer(getRequestListener(app.fetch));
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  return Object.assign((path: string, init: RequestInit = {}) => fetch(`${origin}${path}`, init), { origin });
}
afterAll(() => Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve)))));

type Fetch = Awaited<ReturnType<typeof serve>>;

/** What a browser at https://shop.example sends through its proxy: the form, the Origin, and the proxy's headers. */
const throughProxy = {
  Origin: 'https://shop.example',
  Host: 'shop.example',
  'X-Forwarded-Proto': 'https',
  'X-Forwarded-Host': 'shop.example',
  'Content-Type': 'application/x-www-form-urlencoded',
};
const postLogin = (fetch: Fetch, headers: Record<string, string> = throughProxy) =>
  fetch('/login', { method: 'POST', headers, body: new URLSearchParams({ note: 'a whole body', email: 'ada@example.com' }) });

describe('a page form posted through a TLS-terminating proxy', () => {
  let untrusted: Fetch;
  let trusted: Fetch;
  let configured: Fetch;
  beforeAll(async () => {
    untrusted = await serve({ trustedProxies: [] });
    trusted = await serve({ trustedProxies: ['loopback'] });
    configured = await serve({ trustedProxies: [], publicUrl: 'https://shop.example' }, 'https://shop.example');
  });

  it('is refused from an untrusted peer without PUBLIC_URL: a forged X-Forwarded-Proto does not pass the Origin check', async () => {
    const answer = await postLogin(untrusted);
    // Refused first by the shop's own check of where a write comes from (403), as React Router's Origin check would (400).
    expect(answer.status).toBe(403);
    expect(await answer.text()).not.toContain('a whole body');
  });

  it('is accepted with PUBLIC_URL set: the action sees the public URL and the whole body', async () => {
    const answer = await postLogin(configured);
    expect(answer.status).toBe(200);
    expect((await answer.json()) as ActionSeen).toEqual({ url: 'https://shop.example/login', note: 'a whole body' });
  });

  it('is accepted from a proxy in TRUSTED_PROXIES, on the origin it reports', async () => {
    const answer = await postLogin(trusted);
    expect(answer.status).toBe(200);
    expect((await answer.json()) as ActionSeen).toEqual({ url: 'https://shop.example/login', note: 'a whole body' });
  });

  it('from a trusted proxy, a host that is not a bare host is not believed', async () => {
    for (const host of ['evil.example/path', 'user@evil.example', 'evil.example:99999', '']) {
      const answer = await postLogin(trusted, { ...throughProxy, 'X-Forwarded-Host': host, Host: '127.0.0.1' });
      expect(answer.status, host).toBe(403);
    }
  });

  it('still refuses a form from another site, with PUBLIC_URL set or through a trusted proxy', async () => {
    for (const fetch of [configured, trusted]) {
      expect((await postLogin(fetch, { ...throughProxy, Origin: 'https://evil.example' })).status).toBe(403);
    }
  });

  it('makes cookies Secure and sends HSTS only when the request is https by that rule', async () => {
    const shopper = await registerShopper(shop);
    const login = (fetch: Fetch) =>
      fetch('/api/authenticate', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Forwarded-Proto': 'https' },
        body: JSON.stringify({ email: shopper.email, password: shopper.password }),
      });
    const forged = await login(untrusted);
    expect(forged.status).toBe(200);
    expect(forged.headers.getSetCookie().join('\n')).not.toContain('Secure');
    expect(forged.headers.get('Strict-Transport-Security')).toBeNull();
    for (const fetch of [trusted, configured]) {
      const answer = await login(fetch);
      expect(answer.headers.getSetCookie()[0]).toMatch(/^__Host-accessToken=[^;]+;.*Secure/);
      expect(answer.headers.get('Strict-Transport-Security')).toBe('max-age=31536000; includeSubDomains');
    }
  });
});

describe('a back-office write sent from another site', () => {
  let fetch: Fetch;
  let owner: Record<string, string>;
  beforeAll(async () => {
    fetch = await serve({ trustedProxies: [] });
    const email = uniqueEmail('owner');
    await createOwner(shop.database.db, { email, password: 'garnet-and-gold-77' });
    const login = await send(shop, 'POST', '/api/authenticate', { email, password: 'garnet-and-gold-77' });
    owner = { Cookie: `accessToken=${login.body.jwtToken}` };
  });

  const FROM_ELSEWHERE: Array<[string, Record<string, string>]> = [
    ['Sec-Fetch-Site: cross-site', { 'Sec-Fetch-Site': 'cross-site' }],
    ['Sec-Fetch-Site: same-site', { 'Sec-Fetch-Site': 'same-site' }],
    ['Sec-Fetch-Site: none', { 'Sec-Fetch-Site': 'none' }],
    ['another Origin', { Origin: 'https://evil.example' }],
    ['Origin: null', { Origin: 'null' }],
    ['the shop’s host over another scheme', { Origin: 'https://127.0.0.1' }],
  ];
  const FROM_THE_SHOP: Array<[string, Record<string, string>]> = [
    ['Sec-Fetch-Site: same-origin', { 'Sec-Fetch-Site': 'same-origin' }],
    ['no Fetch Metadata nor Origin', {}],
  ];

  it('is refused by the API with 403 and a message, before the change is looked at', async () => {
    for (const [name, headers] of FROM_ELSEWHERE) {
      for (const path of ['/api/admin/products', '/api/Admin/products', '/api/%61dmin/products']) {
        const answer = await fetch(path, { method: 'POST', headers: { ...owner, 'Content-Type': 'application/json', ...headers }, body: '{}' });
        expect(answer.status, `${name} ${path}`).toBe(403);
        expect(((await answer.json()) as { error: { message: string } }).error.message).toBe(CROSS_SITE_WRITE_MESSAGE);
      }
    }
    for (const [name, headers] of FROM_THE_SHOP) {
      const answer = await fetch('/api/admin/products', { method: 'POST', headers: { ...owner, 'Content-Type': 'application/json', ...headers }, body: '{}' });
      // Read by the handler: an empty product is invalid input, not a cross-site refusal.
      expect(answer.status, name).toBe(400);
    }
  });

  it('is refused by a back-office page action with 403 and a message; the shop’s own form is accepted', async () => {
    const post = (path: string, headers: Record<string, string>) =>
      fetch(path, { method: 'POST', headers: { ...owner, 'Content-Type': 'application/x-www-form-urlencoded', ...headers }, body: 'note=price' });
    for (const [name, headers] of FROM_ELSEWHERE) {
      for (const path of ['/admin/products', '/admin/products.data', '/ADMIN/products', '/admin//products']) {
        const answer = await post(path, headers);
        expect(answer.status, `${name} ${path}`).toBe(403);
        expect(await answer.text()).toBe(CROSS_SITE_WRITE_MESSAGE);
        expect(answer.headers.get('Cache-Control')).toContain('no-store');
      }
    }
    for (const [name, headers] of [...FROM_THE_SHOP, ['the shop’s Origin', { Origin: fetch.origin }] as [string, Record<string, string>]]) {
      const answer = await post('/admin/products', headers);
      expect(answer.status, name).toBe(200);
    }
  });

  it('reads are not affected', async () => {
    expect((await fetch('/api/admin/products', { headers: { ...owner, 'Sec-Fetch-Site': 'cross-site' } })).status).toBe(200);
  });
});

describe('a storefront write sent from another site (issue 37)', () => {
  let fetch: Fetch;
  let shopper: Record<string, string>;
  beforeAll(async () => {
    fetch = await serve({ trustedProxies: [] });
    const registered = await registerShopper(shop);
    shopper = { Cookie: `accessToken=${registered.auth.Authorization!.replace('Bearer ', '')}` };
  });
  const json = (method: string, headers: Record<string, string>, body = '{}') => ({
    method,
    headers: { ...shopper, 'Content-Type': 'application/json', ...headers },
    body,
  });
  const WRITES: Array<[string, string]> = [
    ['PUT', '/api/cart'],
    ['PUT', '/api/wishlist'],
    ['POST', '/api/orders/1/cancel'],
    ['PATCH', '/api/me'],
    ['POST', '/api/authenticate'],
  ];

  it("is refused by the API with 403 and a message, whatever the shopper's cookie: a sibling subdomain cannot act with it", async () => {
    const elsewhere: Array<Record<string, string>> = [
      { 'Sec-Fetch-Site': 'same-site' },
      { 'Sec-Fetch-Site': 'cross-site' },
      { Origin: 'https://offers.shop.example' },
    ];
    for (const [method, path] of WRITES) {
      for (const headers of elsewhere) {
        const answer = await fetch(path, json(method, headers));
        expect(answer.status, `${method} ${path} ${JSON.stringify(headers)}`).toBe(403);
        expect(((await answer.json()) as { error: { message: string } }).error.message).toBe(CROSS_SITE_SHOP_WRITE_MESSAGE);
      }
      // From the shop's own pages the handler reads it (and answers what it answers, never this refusal).
      const own = await fetch(path, json(method, { 'Sec-Fetch-Site': 'same-origin', Origin: fetch.origin }));
      expect(own.status, `${method} ${path} from the shop`).not.toBe(403);
    }
  });

  it('is refused by a storefront page action; the shop’s own form is accepted', async () => {
    const post = (headers: Record<string, string>) =>
      fetch('/login', { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers }, body: 'note=x' });
    const refused = await post({ 'Sec-Fetch-Site': 'same-site' });
    expect(refused.status).toBe(403);
    expect(await refused.text()).toBe(CROSS_SITE_SHOP_WRITE_MESSAGE);
    expect((await post({ 'Sec-Fetch-Site': 'same-origin', Origin: fetch.origin })).status).toBe(200);
  });

  it("passes what other sites are meant to send: a provider's webhook, a mail program's one-click unsubscribe", async () => {
    const hook = await fetch('/api/webhooks/stripe', {
      method: 'POST',
      headers: { 'Sec-Fetch-Site': 'cross-site', 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(hook.status).not.toBe(403);
    const unsubscribe = await fetch('/api/newsletter/unsubscribe', json('POST', { Origin: 'https://mail.example' }, JSON.stringify({ token: 'not-a-token' })));
    expect(unsubscribe.status).not.toBe(403);
    const oneClick = await fetch('/unsubscribe?token=not-a-token', {
      method: 'POST',
      headers: { 'Sec-Fetch-Site': 'cross-site', 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.status).not.toBe(403);
  });
});
