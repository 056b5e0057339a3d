/**
 * The pages hold against what an attacker tries first, on the built shop: the Content-Security-
 * Policy (and the storefront still works under it), private answers never stored, links that
 * ignore the Host header, page actions that refuse what they cannot read.
 */
import { expect, test, type Page } from './fixtures/index.ts';
import { SHOP_ORIGIN as ORIGIN } from './fixtures/origin.ts';

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

test.describe('the Content-Security-Policy', () => {
  test("lets only this request's inline scripts run, and forbids framing", async ({ request }) => {
    const first = await request.get('/');
    const second = await request.get('/');
    const policy = first.headers()['content-security-policy']!;
    const nonce = policy.match(/'nonce-([^']+)'/)?.[1];
    expect(nonce).toBeTruthy();
    expect(second.headers()['content-security-policy']).not.toContain(nonce);
    expect(policy).toMatch(/script-src 'self' 'nonce-[^']+';/);
    expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(policy).toContain("frame-ancestors 'none'");
    expect(first.headers()['x-frame-options']).toBe('DENY');
    expect(first.headers()['x-content-type-options']).toBe('nosniff');
    expect(first.headers()['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(first.headers()['strict-transport-security']).toBeUndefined();
    expect(first.headers()['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    // Every inline script of the page carries the nonce; none would run without it.
    const html = await first.text();
    const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)]
      .map((match) => match[1]!)
      .filter((attributes) => !attributes.includes('application/ld+json'));
    expect(inline.length).toBeGreaterThan(0);
    for (const attributes of inline) expect(attributes).toContain(`nonce="${nonce}"`);
  });

  test('sends HSTS when the request came over https', async ({ request }) => {
    const answer = await request.get('/', { headers: { 'X-Forwarded-Proto': 'https' } });
    expect(answer.headers()['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });

  test('the storefront hydrates and works under it: home, product, cart, login, checkout', async ({ page, catalog, shop, accounts, checkout }) => {
    const violations = await watchPolicy(page);
    const shopper = await accounts.register('Policy');
    const [ring] = await catalog.pieces('Rings', 1);
    await page.goto('/');
    await expect(page.getByRole('navigation').first()).toBeVisible();
    expect(await violations()).toEqual([]);
    await shop.addToCart(ring!);
    expect(await violations()).toEqual([]);
    await page.goto('/cart');
    await expect(page.getByRole('heading', { name: 'MY CART (1)' })).toBeVisible();
    await accounts.logIn(shopper, { path: '/login?redirectTo=/checkout' });
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(checkout.section('Contact information').getByLabel('Email', { exact: true })).toHaveValue(shopper.email);
    expect(await violations()).toEqual([]);
  });
});

test.describe('answers with personal details', () => {
  test('a page rendered for a session and its data request are never stored; anonymous catalogue pages keep their caching', async ({ playwright }) => {
    const anonymous = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
    // A browser may keep an anonymous catalogue page and ask whether it changed (the page cache's ETag).
    expect((await anonymous.get('/products')).headers()['cache-control']).toBe('private, no-cache');
    expect((await anonymous.get('/cart')).headers()['cache-control']).toBe('private, no-store');

    const shopper = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
    const email = `nostore-${Date.now()}@example.com`;
    expect(
      (
        await shopper.post('/api/register', { data: { firstName: 'Ada', lastName: 'Lovelace', email, password: 'Jewels2024', confirmPassword: 'Jewels2024' } })
      ).status(),
    ).toBe(201);
    expect((await shopper.post('/api/authenticate', { data: { email, password: 'Jewels2024' } })).status()).toBe(200);
    for (const path of ['/', '/products', '/products.data', '/_root.data', '/cart', '/cart.data', '/checkout']) {
      const answer = await shopper.get(path, { maxRedirects: 0 });
      expect(answer.headers()['cache-control'], path).toBe('private, no-store');
    }
    expect(await (await shopper.get('/')).text()).toContain(email);
    await anonymous.dispose();
    await shopper.dispose();
  });
});

test.describe('absolute links', () => {
  test('come from the configured origin, never from the Host header', async ({ request }) => {
    const evil = { headers: { Host: 'evil.example', 'X-Forwarded-Host': 'evil.example' } };
    const robots = await request.get('/robots.txt', evil);
    expect(await robots.text()).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
    const index = await (await request.get('/sitemap.xml', evil)).text();
    expect(index).toContain(`<loc>${ORIGIN}/sitemap/pages.xml</loc>`);
    const sitemap = await (await request.get('/sitemap/pages.xml', evil)).text();
    expect(sitemap).toContain(`<loc>${ORIGIN}/</loc>`);
    const home = await (await request.get('/', evil)).text();
    expect(home).toContain(`<link rel="canonical" href="${ORIGIN}/"/>`);
    for (const body of [await robots.text(), index, sitemap, home]) expect(body).not.toContain('evil.example');
  });
});

test.describe('page actions', () => {
  test('refuse a body they cannot read with 4xx, never 500', async ({ request, accounts, checkout }) => {
    const shopper = await accounts.register('Refused');
    const order = await checkout.placeThroughApi(shopper);
    expect((await request.post('/api/authenticate', { data: { email: shopper.email, password: shopper.password } })).status()).toBe(200);
    for (const path of ['/login', '/register', '/forgot-password', '/reset-password?token=abc', `/orders/${order.id}`, '/login.data', '/logout']) {
      const json = await request.post(path, { data: { email: shopper.email, intent: 'cancel' }, maxRedirects: 0 });
      expect(json.status(), path).toBe(415);
      const text = await request.post(path, { data: 'email=a', headers: { 'Content-Type': 'text/plain' }, maxRedirects: 0 });
      expect(text.status(), path).toBe(415);
    }
    const broken = await request.post('/login', { data: 'garbage', headers: { 'Content-Type': 'multipart/form-data; boundary=x' } });
    expect(broken.status()).toBe(400);
    const large = await request.post('/login', { form: { email: shopper.email, password: 'x'.repeat(70 * 1024) } });
    expect(large.status()).toBe(413);
    // The forms the pages send still work.
    expect((await request.post('/forgot-password', { form: { email: shopper.email }, maxRedirects: 0 })).status()).toBeLessThan(400);
  });

  test('a price filter too large answers the listing page with its message, not a failure', async ({ page }) => {
    const answer = await page.goto('/products?maxPrice=100000000');
    expect(answer?.status()).toBe(400);
    await expect(page.getByText('maxPrice must be at most 10000000')).toBeVisible();
  });
});
