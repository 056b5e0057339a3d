/**
 * The shop behind a TLS-terminating proxy, as a shop owner deploys it (decision record 020): nginx
 * on https in front of the built shop, which speaks plain http with PUBLIC_URL set to the https
 * address and TRUSTED_PROXIES=loopback. A shopper logs in and orders, the owner moves the order
 * on: every form goes through the proxy and React Router's Origin check. Before the fix every
 * page form answered 400 there (the request's URL was the socket's http one).
 *
 * Its own playwright project (`behind-proxy`): a shop and an nginx of its own, on free ports.
 */
import { expect, OWNER, test as base } from './fixtures/index.ts';
import { startOwnShop } from './fixtures/own-shop.ts';
import { freePort, startTlsProxy } from './fixtures/tls-proxy.ts';

const test = base.extend<object, { proxied: { base: string } }>({
  proxied: [
    async ({ playwright: _playwright }, use) => {
      const [shopPort, proxyPort] = [await freePort(), await freePort()];
      const shop = await startOwnShop(shopPort, {
        PUBLIC_URL: `https://127.0.0.1:${proxyPort}`,
        TRUSTED_PROXIES: 'loopback',
        ADMIN_EMAIL: OWNER.email,
        ADMIN_PASSWORD: OWNER.password,
      });
      try {
        const proxy = await startTlsProxy(proxyPort, shop.base);
        await use({ base: proxy.base });
        await proxy.stop();
      } finally {
        await shop.stop();
      }
    },
    { scope: 'worker', timeout: 180_000 },
  ],
  baseURL: async ({ proxied }, use) => use(proxied.base),
});
// The certificate is made for the test: the browser is told not to check it.
test.use({ ignoreHTTPSErrors: true });

test.describe('behind a TLS-terminating proxy (nginx)', () => {
  test('a shopper logs in and orders, and the owner moves the order on, every form over https through the proxy', async ({
    page,
    accounts,
    catalog,
    shop,
    checkout,
  }) => {
    test.slow();
    const shopper = await accounts.register('Proxima');
    await accounts.logIn(shopper);
    expect(new URL(page.url()).protocol).toBe('https:');
    const session = (await page.context().cookies()).find((cookie) => cookie.name === '__Host-accessToken');
    expect(session, 'the session cookie is __Host- prefixed and Secure under https').toMatchObject({ secure: true, httpOnly: true });

    const [earrings] = await catalog.pieces('Earrings', 1);
    await shop.addToCart(earrings!);
    await checkout.reachReview(earrings!);
    await page.getByRole('button', { name: 'ORDER NOW' }).click();
    await expect(page).toHaveURL(/\/orders\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeVisible();
    const orderId = new URL(page.url()).pathname.split('/').pop()!;
    const number = (await page.getByText(/^ORDER #\d+$/).textContent())!.slice('ORDER #'.length);

    await page.context().clearCookies();
    await accounts.logIn(OWNER);
    await page.goto(`/admin/orders/${orderId}`);
    const form = page.locator('form').filter({ has: page.getByRole('heading', { name: 'Move this order on' }) });
    await form.getByLabel('New status').selectOption('Confirmed');
    await form.getByRole('button', { name: 'UPDATE STATUS' }).click();
    await expect(page.getByText(`Order #${number} is now Confirmed.`)).toBeVisible();
    await expect(page.getByTestId('admin-order-status')).toHaveText('Confirmed');

    // The same write, sent as another site's page would send it, is refused and changes nothing.
    const forged = await page.request.post(`/admin/orders/${orderId}`, {
      headers: { 'Sec-Fetch-Site': 'cross-site', Origin: 'https://evil.example' },
      form: { intent: 'status', status: 'Cancelled', note: '' },
      maxRedirects: 0,
    });
    expect(forged.status()).toBe(403);
    expect(await forged.text()).toContain('sent from another site');
    await page.reload();
    await expect(page.getByTestId('admin-order-status')).toHaveText('Confirmed');
  });

  test('pages a token opens are never stored, nor their error answers', async ({ request }) => {
    for (const path of [
      '/admin/setup',
      '/admin/setup?token=not-the-token',
      '/admin/invite?token=not-an-invitation',
      '/reset-password?token=not-a-reset',
      '/verify-email?token=not-a-confirmation',
      '/?token=abc',
      '/products?category=Rings&token=abc',
    ]) {
      const answer = await request.get(path, { maxRedirects: 0 });
      expect(answer.status(), path).toBeLessThan(500);
      expect(answer.headers()['cache-control'], `${path} (${answer.status()})`).toContain('no-store');
    }
  });
});
