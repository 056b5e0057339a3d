/**
 * The header's "Ship to" (issue 32, decision record 036): with prices typed without tax, German VAT
 * 19% shown included and Oregon's sales tax added at checkout, a shopper who chooses Germany sees
 * 1.19 × the net price "incl. VAT" on the listing, the product page, the quick view and the cart;
 * one who chooses the United States sees the net price "plus tax"; the page cache never hands one
 * country's page to the other.
 */
import type { APIRequestContext } from '@playwright/test';
import { expect, money, ownerAuth, test, type Page } from './fixtures/index.ts';

const ZONE = 'Germany (ship-to test)';
const TAXES = '/api/admin/settings/taxes';

/** Removes this spec's zone and every rate, and sets prices typed without tax in a US shop. */
async function reset(request: APIRequestContext, auth: Record<string, string>) {
  const { zones } = (await (await request.get('/api/admin/settings/shipping', { headers: auth })).json()) as { zones: Array<{ id: number; name: string }> };
  for (const zone of zones.filter((one) => one.name === ZONE)) await request.delete(`/api/admin/settings/shipping/zones/${zone.id}`, { headers: auth });
  const { rates } = (await (await request.get(TAXES, { headers: auth })).json()) as { rates: Array<{ id: number }> };
  for (const rate of rates) await request.delete(`${TAXES}/rates/${rate.id}`, { headers: auth });
  await request.put(TAXES, { headers: auth, data: { pricesIncludeTax: false, homeCountry: 'US' } });
}

const vat = (netMinor: number) => Math.round((netMinor * 11_900) / 10_000);

async function shoot(page: Page, name: string, outputPath: (name: string) => string) {
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: outputPath(`${name}-${width}.png`) });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

test('Ship to Germany shows 1.19 × net incl. VAT everywhere, the United States net plus tax; the page cache keeps them apart', async ({
  page,
  request,
  browser,
  catalog,
  shop,
}, testInfo) => {
  test.setTimeout(180_000);
  const auth = await ownerAuth(request);
  await reset(request, auth);
  const zone = await request.post('/api/admin/settings/shipping/zones', { headers: auth, data: { name: ZONE, regions: [{ country: 'DE' }] } });
  expect(zone.status()).toBe(201);
  const zoneId = ((await zone.json()) as { id: number }).id;
  const dhl = { name: 'DHL Paket', price: 9.99, freeAbove: null, minDays: 2, maxDays: 4 };
  expect((await request.post(`/api/admin/settings/shipping/zones/${zoneId}/methods`, { headers: auth, data: dhl })).status()).toBe(201);
  expect((await request.post(`${TAXES}/rates`, { headers: auth, data: { country: 'DE', name: 'VAT', rate: 19 } })).status()).toBe(201);
  expect((await request.post(`${TAXES}/rates`, { headers: auth, data: { country: 'US', state: 'OR', name: 'Sales tax', rate: 7.25 } })).status()).toBe(201);
  const shots = testInfo.outputPath.bind(testInfo);
  try {
    const { items } = await catalog.listing('category=Necklaces&sort=featured&pageSize=1');
    const variant = items[0]!.ProductVariants[0]!;
    const net = variant.pricesMinor[0]!;
    const shipTo = page.getByRole('form', { name: 'Ship to' }).getByLabel('SHIP TO');

    // Germany, chosen in the header: the listing's card, the product page, the quick view and the cart.
    await page.goto('/products?category=Necklaces&sort=featured');
    await shipTo.selectOption({ label: 'Germany' });
    const card = page.getByRole('article').filter({ hasText: variant.title }).first();
    await expect(card).toContainText(`${money(vat(net))}incl. VAT`);
    await shoot(page, 'listing-germany', shots);
    const { dialog } = await shop.openQuickView(card);
    await expect(dialog).toContainText(`${money(vat(net))}incl. VAT`);
    const sizes = dialog.getByRole('group', { name: /SIZE/ }).getByRole('radio');
    if ((await sizes.count()) > 0) await sizes.first().check();
    await dialog.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Item added to cart!' })).toBeVisible();
    await page.goto(`/product/${variant.productId}/${variant.id}`);
    await expect(page.getByRole('main')).toContainText(`${money(vat(net))}incl. VAT`);
    await shoot(page, 'product-germany', shots);
    await page.goto('/cart');
    await expect(page.getByTestId('cart-subtotal')).toHaveText(money(vat(net)));
    await expect(page.getByRole('main')).toContainText('incl. VAT');
    await shoot(page, 'cart-germany', shots);

    // The United States: the net price, tax added at checkout.
    await page.goto('/products?category=Necklaces&sort=featured');
    await shipTo.selectOption({ label: 'United States' });
    await expect(card).toContainText(`${money(net)}plus tax`);
    await shoot(page, 'listing-united-states', shots);
    await page.goto(`/product/${variant.productId}/${variant.id}`);
    await expect(page.getByRole('main')).toContainText(`${money(net)}plus tax`);
    await shoot(page, 'product-united-states', shots);
    await page.goto('/cart');
    await expect(page.getByTestId('cart-subtotal')).toHaveText(money(net));
    await shoot(page, 'cart-united-states', shots);

    // Two anonymous shoppers asking for the same kept page, one after the other, each get their own country's.
    for (const [country, shown] of [
      ['DE', `${money(vat(net))}incl. VAT`],
      ['US', `${money(net)}plus tax`],
      ['DE', `${money(vat(net))}incl. VAT`],
    ] as const) {
      const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
      await context.addCookies([{ name: 'ship_to', value: country, url: testInfo.project.use.baseURL! }]);
      const answer = await context.request.get(`/product/${variant.productId}/${variant.id}`);
      expect(answer.headers()['x-page-cache']).toBeDefined();
      expect((await answer.text()).replace(/<!-- -->|<\/span><span[^>]*>/g, '')).toContain(shown);
      await context.close();
    }
  } finally {
    await reset(request, auth);
  }
});
