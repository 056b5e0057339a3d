/**
 * The page cache on the built shop (server/page-cache.ts, decision 014): anonymous catalogue pages
 * come from memory, but never one shopper's page to another, never an old price after the owner
 * saves a new one, and never the cart, checkout, accounts or the back office. The product here is
 * made by the test, under a title of its own.
 */
import type { APIRequestContext, APIResponse } from '@playwright/test';
import { expect, money, ownerAuth, test, type Page } from './fixtures/index.ts';

const uniqueTitle = (noun: string) => `${noun} ${Array.from({ length: 6 }, () => 'bcdfghjklmnpqrstvwxz'[Math.floor(Math.random() * 20)]).join('')}`;

/** A one-size ring made through the back office's API; answers its page's path. */
async function makeRing(request: APIRequestContext, owner: Record<string, string>, title: string, price: number): Promise<{ id: number; path: string }> {
  const answer = await request.post('/api/admin/products', {
    headers: owner,
    data: {
      status: 'published',
      ProductVariants: [
        {
          title,
          description: 'Made by the page cache tests.',
          categories: ['Rings'],
          gemstone: 'Garnet',
          metal: ['925 Sterling Silver'],
          price: [price],
          images: [],
        },
      ],
    },
  });
  expect(answer.status(), await answer.text()).toBe(201);
  const product = (await answer.json()) as { id: number; ProductVariants: Array<{ id: number }> };
  return { id: product.id, path: `/product/${product.id}/${product.ProductVariants[0]!.id}` };
}

/** A fresh API client with no cookies: an anonymous shopper. */
const anonymousClient = async (playwright: { request: { newContext(options: { baseURL?: string }): Promise<APIRequestContext> } }) =>
  playwright.request.newContext({ baseURL: test.info().project.use.baseURL });

const kept = (answer: APIResponse) => answer.headers()['x-page-cache'];

/** A logged-in shopper's API client: the session cookie comes with every request. */
async function loggedIn(playwright: Parameters<typeof anonymousClient>[0], firstName: string): Promise<{ client: APIRequestContext; email: string }> {
  const client = await anonymousClient(playwright);
  const email = `cache-${firstName.toLowerCase()}-${Date.now()}@example.com`;
  const registered = await client.post('/api/register', {
    data: { firstName, lastName: 'Lovelace', email, password: 'Jewels2024', confirmPassword: 'Jewels2024' },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  expect((await client.post('/api/authenticate', { data: { email, password: 'Jewels2024' } })).status()).toBe(200);
  return { client, email };
}

test.describe('the page cache', () => {
  test('never sends a page rendered for a logged-in shopper to an anonymous one, nor the other way round', async ({ playwright, request }) => {
    const owner = await ownerAuth(request);
    const first = await makeRing(request, owner, uniqueTitle('Cache Ring'), 140);
    const second = await makeRing(request, owner, uniqueTitle('Cache Ring'), 150);
    const anonymous = await anonymousClient(playwright);
    const { client: shopper, email } = await loggedIn(playwright, 'Grace');

    // Anonymous first: the page is kept, and the shopper still gets a page of their own.
    expect(kept(await anonymous.get(first.path))).toBe('miss');
    expect(kept(await anonymous.get(first.path))).toBe('hit');
    const mine = await shopper.get(first.path);
    expect(await mine.text()).toContain(email);
    expect(kept(mine)).toBeUndefined();
    expect(mine.headers()['cache-control']).toBe('private, no-store');

    // The shopper first: nothing of theirs is kept, and the anonymous shopper gets a page of nobody's.
    expect(await (await shopper.get(second.path)).text()).toContain(email);
    expect(await (await shopper.get('/')).text()).toContain(email);
    for (const path of [second.path, '/']) {
      const theirs = await anonymous.get(path);
      expect(theirs.status()).toBe(200);
      expect(await theirs.text(), path).not.toContain(email);
    }
    await anonymous.dispose();
    await shopper.dispose();
  });

  test('shows the owner’s new price and title on the next anonymous request', async ({ playwright, request, page }) => {
    const owner = await ownerAuth(request);
    const title = uniqueTitle('Cache Ring');
    const ring = await makeRing(request, owner, title, 160);
    const anonymous = await anonymousClient(playwright);
    const before = await anonymous.get(ring.path);
    expect(await before.text()).toContain(money(16_000));
    expect(kept(await anonymous.get(ring.path))).toBe('hit');

    const stored = (await (await request.get(`/api/admin/products/${ring.id}`, { headers: owner })).json()) as {
      ProductVariants: Array<Record<string, unknown>>;
    };
    const renamed = `${title} Deluxe`;
    const saved = await request.put(`/api/admin/products/${ring.id}`, {
      headers: owner,
      data: { ...stored, ProductVariants: stored.ProductVariants.map((variant) => ({ ...variant, title: renamed, price: [175.5] })) },
    });
    expect(saved.status(), await saved.text()).toBe(200);

    const after = await anonymous.get(ring.path);
    const html = await after.text();
    expect(html).toContain(renamed);
    expect(html).toContain(money(17_550));
    expect(html).not.toContain(money(16_000));
    // And in a browser: the page shows it.
    await page.goto(ring.path);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(renamed);
    await expect(page.getByText(money(17_550)).first()).toBeVisible();
    await anonymous.dispose();
  });

  test('lets a browser revalidate a kept page: 304 with no new nonce, and the page still runs its scripts', async ({ page, playwright, request, shop }) => {
    const owner = await ownerAuth(request);
    const ring = await makeRing(request, owner, uniqueTitle('Cache Ring'), 120);
    const anonymous = await anonymousClient(playwright);
    const answer = await anonymous.get(ring.path);
    const etag = answer.headers().etag!;
    expect(etag).toMatch(/^W\/"/);
    expect(answer.headers()['cache-control']).toBe('private, no-cache');
    const again = await anonymous.get(ring.path, { headers: { 'If-None-Match': etag } });
    expect(again.status()).toBe(304);
    expect(again.headers()['content-security-policy']).toBeUndefined();
    await anonymous.dispose();

    const violations = await watchPolicy(page);
    // What the browser really sends (Playwright reports a revalidated page as the 200 it kept).
    const network = await page.context().newCDPSession(page);
    await network.send('Network.enable');
    const validators: string[] = [];
    network.on('Network.requestWillBeSentExtraInfo', (event: { headers: Record<string, string> }) => {
      const validator = event.headers['If-None-Match'] ?? event.headers['if-none-match'];
      if (validator) validators.push(validator);
    });
    await page.goto(ring.path);
    await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
    await page.reload();
    expect(validators).toContain(etag);
    // The kept page's scripts run under the policy that came with it: a 304 carrying a policy with
    // a new nonce would replace it, and every script of the page would be refused.
    await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
    await page.getByRole('button', { name: 'ADD TO CART' }).click();
    await expect(shop.toast('Item added to cart!').last()).toBeVisible();
    expect(await violations()).toEqual([]);
  });

  test('never keeps the cart, checkout, account, order or back-office pages', async ({ playwright }) => {
    const anonymous = await anonymousClient(playwright);
    for (const path of [
      '/cart',
      '/checkout',
      '/wishlist',
      '/login',
      '/register',
      '/forgot-password',
      '/orders/1',
      '/admin',
      '/admin/products',
      '/products?q=ring',
    ]) {
      for (let i = 0; i < 2; i++) expect(kept(await anonymous.get(path, { maxRedirects: 0 })), path).toBeUndefined();
    }
    await anonymous.dispose();
  });
});

/** CSP violations the page reports, from the first script on. */
async function watchPolicy(page: Page): Promise<() => Promise<string[]>> {
  const console: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to (execute|load|apply|connect|frame)/i.test(message.text())) console.push(message.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`));
  });
  return async () => [...console, ...(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations))];
}
