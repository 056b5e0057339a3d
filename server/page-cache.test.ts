import zlib from 'node:zlib';
import { Hono, type Context } from 'hono';
import { describe, expect, it } from 'vitest';
import { gzipTemplate } from './gzip-template.ts';
import { cacheablePage, FRESH_MS, matchesEtag, pageCache, STALE_MS } from './page-cache.ts';
import { PageStore, type KeptPage } from './page-store.ts';
import { pageTable, type PageCacheKind, type PageRoute } from './cacheable-pages.ts';
import { readAfterCall } from './services/caching/index.ts';
import { SIZE_SYSTEM_COOKIE } from '../domain/ring-sizes.ts';
import { SHIP_TO_COOKIE } from '../domain/ship-to.ts';
import { cspNonce, privatePages, securityHeaders } from './security-headers.ts';

/** A route of the server build, declaring what its module declares. */
const route = (id: string, parentId: string | undefined, path: string | undefined, pageCache?: PageCacheKind): [string, PageRoute] => [
  id,
  { id, parentId, path, index: path === undefined, module: { handle: pageCache ? { pageCache } : undefined } },
];

/** A route table like the shop's (app/routes.ts; cacheable-pages.test.ts checks the real one). */
const PAGES = pageTable(
  Object.fromEntries([
    route('root', undefined, ''),
    route('routes/home', 'root', undefined, 'page'),
    route('routes/products', 'root', 'products', 'listing'),
    route('routes/search', 'root', 'search', 'page'),
    route('routes/theme', 'root', 'theme/:themeName', 'listing'),
    route('routes/product', 'root', 'product/:id/:variantId', 'page'),
    route('product-by-id', 'root', 'product/:id'),
    ...['cart', 'checkout', 'checkout-2', 'orders/:id', 'wishlist', 'login', 'register', 'reset-password', 'verify-email'].map((path) =>
      route(path, 'root', path),
    ),
    route('routes/about-us', 'root', 'about-us', 'page'),
    route('routes/blogs', 'root', 'blogs', 'page'),
    route('admin', 'root', 'admin'),
    route('admin-home', 'admin', undefined),
    route('admin-products', 'admin', 'products'),
    route('not-found', 'root', '*'),
  ]),
);

/** The shop's public origin, as server/http.ts hands it to the cache (PUBLIC_URL or its default). */
const SHOP_ORIGIN = 'https://shop.example';

/**
 * The HTTP layer's order (server/http.ts) around a stand-in for React Router: the page shows the
 * shopper named by the session cookie, every cookie it was sent (as a loader reading one would),
 * the catalogue's price, and scripts with the answer's nonce.
 */
function shop() {
  const state = {
    version: '1',
    price: '$120',
    renders: 0,
    rendering: 0,
    mostAtOnce: 0,
    clock: 1_000_000,
    versionFails: false,
    headers: {} as Record<string, string>,
    status: 200,
  };
  const store = new PageStore();
  const app = new Hono();
  app.use(securityHeaders({ development: false, isHttps: () => false }));
  app.use('*', privatePages);
  const render = async (c: Context, request: Request) => {
    state.renders++;
    state.mostAtOnce = Math.max(state.mostAtOnce, ++state.rendering);
    await new Promise((resolve) => setTimeout(resolve, 5));
    state.rendering--;
    const cookies = request.headers.get('cookie') ?? '';
    const shopper = cookies.match(/accessToken=(\w+)/)?.[1];
    const nonce = cspNonce(c);
    const html =
      `<!DOCTYPE html><html><head><link rel="modulepreload" href="/a.js" nonce="${nonce}"/></head><body>` +
      `<header>${shopper ? `Hello ${shopper}` : 'Log in'}</header><main>${request.url.replace(/^\w+:\/\/[^/]+/, '')} costs ${state.price} at ${new URL(request.url).origin}</main>` +
      `<footer>cookies: ${cookies}</footer><script nonce="${nonce}">hydrate()</script></body></html>`;
    return new Response(html, { status: state.status, headers: { 'Content-Type': 'text/html; charset=utf-8', ...state.headers } });
  };
  app.use(
    '*',
    pageCache({
      store,
      pages: PAGES,
      origin: SHOP_ORIGIN,
      catalogueVersion: async () => {
        if (state.versionFails) throw new Error('database down');
        return state.version;
      },
      render,
      nonce: cspNonce,
      now: () => state.clock,
    }),
  );
  app.all('*', (c) => render(c, c.req.raw));
  const get = async (path: string, headers: Record<string, string> = {}) => {
    const answer = await app.request(path, { headers });
    const body = answer.headers.get('content-encoding') === 'gzip' ? zlib.gunzipSync(Buffer.from(await answer.arrayBuffer())).toString() : await answer.text();
    return { answer, body, status: answer.headers.get('x-page-cache'), nonce: answer.headers.get('content-security-policy')?.match(/'nonce-([^']+)'/)?.[1] };
  };
  return { state, store, get };
}

describe('the page cache keeps one shopper’s page from another', () => {
  it('sends a logged-in shopper their own page, never the one kept for anonymous shoppers', async () => {
    const { get } = shop();
    expect((await get('/product/1/2')).body).toContain('Log in');
    expect((await get('/product/1/2')).status).toBe('hit');
    const mine = await get('/product/1/2', { Cookie: 'accessToken=Ada' });
    expect(mine.body).toContain('Hello Ada');
    expect(mine.status).toBeNull();
    expect(mine.answer.headers.get('cache-control')).toBe('private, no-store');
  });

  it('never sends an anonymous shopper a page rendered for a logged-in one', async () => {
    const { get, store } = shop();
    expect((await get('/product/1/2', { Cookie: 'accessToken=Ada' })).body).toContain('Hello Ada');
    expect((await get('/product/1/2', { Authorization: 'Bearer Ada' })).status).toBeNull();
    expect(store.size).toBe(0);
    const anonymous = await get('/product/1/2');
    expect(anonymous.body).toContain('Log in');
    expect(anonymous.body).not.toContain('Ada');
  });

  it('renders a page it keeps without the cookies the request came with', async () => {
    const { get } = shop();
    // The known-device cookie is read by no page, so the request may be answered from the cache…
    const first = await get('/product/1/2', { Cookie: 'knownDevice=device-secret' });
    expect(first.status).toBe('miss');
    // …but the page kept was rendered for nobody: nothing of the cookie is in it.
    expect(first.body).not.toContain('device-secret');
    expect((await get('/product/1/2')).body).not.toContain('device-secret');
    // A browser that sends a cookie does not keep the page (privatePages).
    expect(first.answer.headers.get('cache-control')).toBe('private, no-store');
  });

  it('keeps a page per "Ship to" country, rendered with that cookie alone: Berlin never gets the prices kept for Portland', async () => {
    const { get, state } = shop();
    const portland = await get('/product/1/2', { Cookie: `${SHIP_TO_COOKIE}=US` });
    expect(portland.status).toBe('miss');
    expect(portland.body).toContain(`cookies: ${SHIP_TO_COOKIE}=US<`);
    const berlin = await get('/product/1/2', { Cookie: `knownDevice=x; ${SHIP_TO_COOKIE}=DE` });
    expect(berlin.status).toBe('miss');
    expect(berlin.body).toContain(`cookies: ${SHIP_TO_COOKIE}=DE<`);
    expect(berlin.body).not.toContain('knownDevice');
    expect((await get('/product/1/2', { Cookie: `${SHIP_TO_COOKIE}=DE` })).status).toBe('hit');
    expect((await get('/product/1/2', { Cookie: `${SHIP_TO_COOKIE}=US` })).body).toContain(`${SHIP_TO_COOKIE}=US<`);
    // No cookie is the home country's page, kept apart from both.
    expect((await get('/product/1/2')).body).toContain('cookies: <');
    expect(state.renders).toBe(3);
  });

  it('keeps a page per ring size system too, with the country: a UK-sizes shopper is served from the cache, never a US one’s page (issue 38)', async () => {
    const { get, state } = shop();
    const uk = await get('/product/1/2', { Cookie: `${SIZE_SYSTEM_COOKIE}=UK` });
    expect(uk.status).toBe('miss');
    expect(uk.body).toContain(`cookies: ${SIZE_SYSTEM_COOKIE}=UK<`);
    expect((await get('/product/1/2', { Cookie: `${SIZE_SYSTEM_COOKIE}=UK` })).status).toBe('hit');
    const both = await get('/product/1/2', { Cookie: `${SIZE_SYSTEM_COOKIE}=JP; ${SHIP_TO_COOKIE}=DE` });
    expect(both.status).toBe('miss');
    expect(both.body).toContain(`cookies: ${SHIP_TO_COOKIE}=DE; ${SIZE_SYSTEM_COOKIE}=JP<`);
    const us = await get('/product/1/2', { Cookie: `${SIZE_SYSTEM_COOKIE}=US` });
    expect(us.status).toBe('miss');
    expect(us.body).toContain(`${SIZE_SYSTEM_COOKIE}=US<`);
    // A value no system has is no system: the page of none, kept once.
    expect((await get('/product/1/2', { Cookie: `${SIZE_SYSTEM_COOKIE}=XX` })).body).toContain('cookies: <');
    expect((await get('/product/1/2')).status).toBe('hit');
    expect(state.renders).toBe(4);
  });

  it('renders every time a request with any other cookie (it may be a credential)', async () => {
    const { get, state } = shop();
    await get('/', { Cookie: 'knownDevice=x; somethingNew=y' });
    await get('/', { Cookie: 'knownDevice=x; somethingNew=y' });
    expect(state.renders).toBe(2);
  });

  it('never keeps an answer that sets a cookie, says private or no-store, or is not a 200 page', async () => {
    for (const [headers, status] of [
      [{ 'Set-Cookie': 'accessToken=abc; HttpOnly' }, 200],
      [{ 'Cache-Control': 'private' }, 200],
      [{ 'Cache-Control': 'no-store' }, 200],
      [{}, 404],
      [{}, 503],
      [{ 'Content-Type': 'application/json' }, 200],
    ] as const) {
      const { get, state, store } = shop();
      state.headers = headers;
      state.status = status;
      const first = await get('/about-us');
      expect(first.answer.status).toBe(status);
      if ('Set-Cookie' in headers) expect(first.answer.headers.get('set-cookie')).toBe(headers['Set-Cookie']);
      const second = await get('/about-us');
      expect(second.status, JSON.stringify(headers)).not.toBe('hit');
      expect(state.renders).toBe(2);
      expect(store.size).toBe(0);
    }
  });

  it('keeps no cart, checkout, account, order, wishlist, back-office or API page, and no data request', async () => {
    const { get, state } = shop();
    const paths = [
      '/cart',
      '/checkout',
      '/checkout-2',
      '/orders/12',
      '/wishlist',
      '/login',
      '/register',
      '/reset-password?token=abc',
      '/verify-email?token=abc',
      '/admin',
      '/admin/products',
      '/api/products',
      '/product/1/2.data',
      '/_root.data',
    ];
    for (const path of paths) {
      await get(path);
      expect((await get(path)).status, path).toBeNull();
    }
    expect(state.renders).toBe(2 * paths.length);
  });

  it('keeps a listing by its catalogue filters, never by the text a shopper searched for or an e-mailed token', async () => {
    const key = (url: string) => cacheablePage(new Request(`http://shop.test${url}`), PAGES, SHOP_ORIGIN);
    expect(key('/products?category=Rings&metal=Gold&page=2&sort=price-asc')).toBe(`${SHOP_ORIGIN}/products?category=Rings&metal=Gold&page=2&sort=price-asc`);
    expect(key('/theme/Celestial?inStock=true')).toBe(`${SHOP_ORIGIN}/theme/Celestial?inStock=true`);
    expect(key('/products')).toBe(`${SHOP_ORIGIN}/products`);
    expect(key('/search')).toBe(`${SHOP_ORIGIN}/search`);
    for (const url of ['/products?q=ring', '/search?q=ada%40example.com', '/?token=abc', '/products?category=Rings&token=abc']) {
      expect(key(url), url).toBeUndefined();
    }
    expect(cacheablePage(new Request('http://shop.test/', { method: 'POST' }), PAGES, SHOP_ORIGIN)).toBeUndefined();
    expect(cacheablePage(new Request('http://shop.test/', { method: 'HEAD' }), PAGES, SHOP_ORIGIN)).toBeUndefined();
  });

  it('keys a page on the shop’s origin, its path and its known parameters sorted: never a Host, an absolute target or an unknown parameter', () => {
    const key = (url: string) => cacheablePage(new Request(url), PAGES, SHOP_ORIGIN);
    expect(key('http://evil.example/product/1/2')).toBe(`${SHOP_ORIGIN}/product/1/2`);
    expect(key('https://shop.example:8443/product/1/2?x=1&fbclid=abc')).toBe(`${SHOP_ORIGIN}/product/1/2`);
    expect(key('http://shop.test/?utm_source=mail&utm_campaign=spring')).toBe(`${SHOP_ORIGIN}/`);
    expect(key('http://shop.test/products?utm_source=mail&sort=price-asc&category=Rings&metal=Gold&metal=Silver')).toBe(
      `${SHOP_ORIGIN}/products?category=Rings&metal=Gold&metal=Silver&sort=price-asc`,
    );
  });

  it('answers many Hosts, absolute targets and tracking parameters from one entry, rendered from the page’s own address', async () => {
    const { get, store, state } = shop();
    const urls = [
      'http://evil.example/?utm_source=a',
      'http://other.example:8080/?fbclid=xyz',
      'http://localhost/',
      'http://localhost/?utm_source=b&utm_medium=mail',
      'https://attacker.test/?anything=else',
    ];
    const answers = [];
    for (const url of urls) answers.push(await get(url));
    expect(store.size).toBe(1);
    expect(state.renders).toBe(1);
    expect(answers.map((answer) => answer.status)).toEqual(['miss', 'hit', 'hit', 'hit', 'hit']);
    for (const answer of answers) expect(answer.body).toContain(`<main>/ costs $120 at ${SHOP_ORIGIN}</main>`);
    // The listing's known parameters, in any order, share one entry too.
    await get('http://evil.example/products?metal=Gold&category=Rings&utm_source=a');
    expect((await get('/products?category=Rings&metal=Gold')).status).toBe('hit');
    expect(store.size).toBe(2);
  });
});

describe('the page cache keeps pages current', () => {
  it('renders afresh once the catalogue version changes, never sending the old page meanwhile', async () => {
    const { get, state } = shop();
    expect((await get('/product/1/2')).body).toContain('$120');
    state.price = '$95';
    expect((await get('/product/1/2')).body).toContain('$120'); // the same version: the page kept
    state.version = '2';
    const after = await get('/product/1/2');
    expect(after.status).toBe('miss');
    expect(after.body).toContain('$95');
  });

  it(`sends a page older than ${FRESH_MS / 1000} s once more while it renders again, and renders one older still first`, async () => {
    const { get, state } = shop();
    await get('/blogs');
    state.price = '$95';
    state.clock += FRESH_MS + 1;
    const stale = await get('/blogs');
    expect(stale.status).toBe('stale');
    expect(stale.body).toContain('$120');
    await expect.poll(async () => (await get('/blogs')).body).toContain('$95');
    expect(state.renders).toBe(2);

    state.price = '$80';
    state.clock += FRESH_MS + STALE_MS + 1;
    const expired = await get('/blogs');
    expect(expired.status).toBe('miss');
    expect(expired.body).toContain('$80');
  });

  it('renders pages gone stale together again one at a time, sending each as kept meanwhile', async () => {
    const { get, state } = shop();
    const pages = ['/blogs', '/about-us', '/product/1/2', '/product/3/4', '/'];
    for (const page of pages) await get(page);
    state.price = '$95';
    state.clock += FRESH_MS + 1;
    state.mostAtOnce = 0;
    const stale = await Promise.all(pages.map((page) => get(page)));
    expect(stale.map(({ status }) => status)).toEqual(pages.map(() => 'stale'));
    await expect.poll(async () => (await Promise.all(pages.map((page) => get(page)))).every(({ body }) => body.includes('$95'))).toBe(true);
    expect(state.renders).toBe(2 * pages.length);
    expect(state.mostAtOnce).toBe(1);
  });

  it('renders each page once however many ask for it at the same time', async () => {
    const { get, state } = shop();
    const answers = await Promise.all(Array.from({ length: 8 }, () => get('/product/3/4')));
    expect(state.renders).toBe(1);
    for (const { answer, body, nonce } of answers) {
      expect(answer.status).toBe(200);
      expect(body).toContain(`<script nonce="${nonce}">`);
    }
    expect(new Set(answers.map(({ nonce }) => nonce)).size).toBe(8);
  });

  it('renders without the cache when the catalogue version cannot be read', async () => {
    const { get, state } = shop();
    await get('/');
    state.versionFails = true;
    const answer = await get('/');
    expect(answer.status).toBeNull();
    expect(state.renders).toBe(2);
  });
});

describe('what the page cache sends', () => {
  it('gives every answer a nonce of its own, the same in the policy and in every script', async () => {
    const { get } = shop();
    const answers = [await get('/'), await get('/'), await get('/', { 'Accept-Encoding': 'gzip, deflate, br' })];
    expect(answers.map(({ status }) => status)).toEqual(['miss', 'hit', 'hit']);
    expect(answers[2]!.answer.headers.get('content-encoding')).toBe('gzip');
    for (const { body, nonce } of answers) {
      expect(body.match(/nonce="[^"]+"/g)).toEqual([`nonce="${nonce}"`, `nonce="${nonce}"`]);
    }
    expect(new Set(answers.map(({ nonce }) => nonce)).size).toBe(3);
  });

  it('lets browsers keep a page and revalidate it: an ETag, then 304 with no policy of its own', async () => {
    const { get, state } = shop();
    const first = await get('/product/1/2');
    const etag = first.answer.headers.get('etag')!;
    expect(etag).toMatch(/^W\/"/);
    expect(first.answer.headers.get('cache-control')).toBe('private, no-cache');
    expect(first.answer.headers.get('vary')).toBe('Accept-Encoding');

    const again = await get('/product/1/2', { 'If-None-Match': etag });
    expect(again.answer.status).toBe(304);
    expect(again.body).toBe('');
    expect(again.answer.headers.get('etag')).toBe(etag);
    // The browser shows the page it kept, with the policy (and nonce) that came with it.
    expect(again.answer.headers.get('content-security-policy')).toBeNull();

    state.version = '2';
    state.price = '$95';
    const changed = await get('/product/1/2', { 'If-None-Match': etag });
    expect(changed.answer.status).toBe(200);
    expect(changed.body).toContain('$95');
    expect(changed.answer.headers.get('etag')).not.toBe(etag);
  });
});

describe('the store', () => {
  const page = (size: number): KeptPage => ({
    template: { ...gzipTemplate(Buffer.from('<p>page</p>'), 'n')!, bytes: size },
    contentType: 'text/html',
    renderedAt: 0,
  });

  it('holds at most its budget in bytes, dropping the least recently used first', () => {
    const store = new PageStore(1000);
    store.useVersion('1');
    store.set('1', 'a', page(400));
    store.set('1', 'b', page(400));
    store.get('a');
    store.set('1', 'c', page(400));
    expect([store.get('a'), store.get('b'), store.get('c')].map(Boolean)).toEqual([true, false, true]);
    expect(store.bytes).toBe(800);
  });

  it('drops every page when the catalogue version changes, and keeps none rendered for an older one', () => {
    const store = new PageStore(1000);
    store.useVersion('1');
    store.set('1', 'a', page(100));
    store.useVersion('2');
    expect(store.size).toBe(0);
    store.set('1', 'late', page(100));
    expect(store.get('late')).toBeUndefined();
  });
});

describe('reading the catalogue version', () => {
  it('answers each caller from a read that started after it called, one read for all who wait', async () => {
    const reads: Array<(value: string) => void> = [];
    const version = readAfterCall(() => new Promise<string>((resolve) => reads.push(resolve)));
    const first = version();
    // These arrive while the first read is under way: it may have started before a write they saw.
    const second = version();
    const third = version();
    expect(reads).toHaveLength(1);
    reads[0]!('1');
    expect(await first).toBe('1');
    await expect.poll(() => reads.length).toBe(2);
    reads[1]!('2');
    expect([await second, await third]).toEqual(['2', '2']);
    // Nothing under way: a caller starts a read of its own.
    const fourth = version();
    expect(reads).toHaveLength(3);
    reads[2]!('3');
    expect(await fourth).toBe('3');
  });

  it('passes a failed read to its callers and reads again for the next', async () => {
    let fail = true;
    const version = readAfterCall(async () => {
      if (fail) throw new Error('down');
      return '7';
    });
    await expect(version()).rejects.toThrow('down');
    fail = false;
    expect(await version()).toBe('7');
  });
});

describe('request headers', () => {
  it('If-None-Match names a validator weakly, or any with *', () => {
    expect(matchesEtag('W/"abc"', 'W/"abc"')).toBe(true);
    expect(matchesEtag('"abc"', 'W/"abc"')).toBe(true);
    expect(matchesEtag('"x", W/"abc"', 'W/"abc"')).toBe(true);
    expect(matchesEtag('*', 'W/"abc"')).toBe(true);
    expect(matchesEtag('W/"abd"', 'W/"abc"')).toBe(false);
    expect(matchesEtag(undefined, 'W/"abc"')).toBe(false);
  });
});
