/**
 * Shipping zones (issue 24), as the owner and a shopper meet them: the owner adds a zone that
 * ships to Canada with a method free above $300 on /admin/settings/shipping; a shopper with a
 * Canadian address is offered that zone's methods, "Free above $300.00" while the goods are below
 * it and "Free" once they reach it, pays the goods alone and is invoiced so; an address in no zone
 * is told so at the address step.
 */
import { expect, money, OWNER, test, type Page } from './fixtures/index.ts';

const SHOTS = [1440, 390] as const;

async function screenshots(page: Page, name: string, outputPath: (name: string) => string) {
  for (const width of SHOTS) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.screenshot({ path: outputPath(`${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

const TORONTO = { address: '100 King Street West', city: 'Toronto', country: 'Canada', state: 'Ontario', zip: 'M5X 1A9' };

test('the owner ships to Canada, free above $300; a Canadian shopper sees the zone’s methods and free shipping', async ({
  page,
  accounts,
  catalog,
  shop,
  checkout,
}, testInfo) => {
  test.setTimeout(240_000); // the owner's zone and method, a shopper's checkout twice, a payment and an invoice
  await accounts.logIn(OWNER);
  await page.goto('/admin');
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Shipping', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/settings\/shipping$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Shipping' })).toBeVisible();
  const home = page.getByRole('region', { name: 'Everywhere we ship' });
  await expect(home.getByRole('form', { name: 'Express (Everywhere we ship)' }).getByLabel('Price (USD)')).toHaveValue('19.99');
  await expect(home.getByRole('form', { name: 'Regular (Everywhere we ship)' }).getByLabel('Slowest (days)')).toHaveValue('5');

  const addZone = page.getByRole('form', { name: 'Add a zone' });
  await addZone.getByLabel('Zone name').fill('Canada');
  await addZone.getByRole('combobox', { name: 'Country 1' }).selectOption({ label: 'Canada' });
  await addZone.getByRole('button', { name: 'ADD THE ZONE' }).click();
  const zone = page.getByRole('region', { name: 'Canada' });
  await expect(zone).toContainText('No methods yet');
  // The new zone is said and shown: a toast, and the page brought to it with the focus on its name.
  await expect(shop.toast('Zone added.')).toBeVisible();
  await expect(zone.getByRole('heading', { name: 'Canada' })).toBeFocused();
  await expect(zone.getByRole('heading', { name: 'Canada' })).toBeInViewport();

  const addMethod = zone.getByRole('form', { name: 'Add a method to Canada' });
  await addMethod.getByLabel('Method name').fill('Canada Post');
  await addMethod.getByLabel('Price (USD)').fill('14.50');
  await addMethod.getByLabel('Free above (USD)').fill('300');
  await addMethod.getByLabel('Fastest (days)').fill('4');
  await addMethod.getByLabel('Slowest (days)').fill('8');
  await addMethod.getByRole('button', { name: 'ADD THE METHOD' }).click();
  await expect(zone.getByRole('form', { name: 'Canada Post (Canada)' }).getByLabel('Free above (USD)')).toHaveValue('300.00');
  await expect(shop.toast('Method added.')).toBeVisible();
  await expect(zone.getByRole('form', { name: 'Canada Post (Canada)' }).getByLabel('Method name')).toBeFocused();
  await screenshots(page, 'admin-shipping', testInfo.outputPath.bind(testInfo));

  // A shopper, in a browser of their own.
  await page.context().clearCookies();
  const shopper = await accounts.register('Maple');
  await accounts.logIn(shopper);
  const [cheap] = (await catalog.pieces('Earrings', 8)).sort((a, b) => a.priceMinor - b.priceMinor);
  expect(cheap!.priceMinor).toBeLessThan(30_000);
  await shop.addToCart(cheap!);

  // The address form offers the countries the zones ship to: Canada now, not Brazil (tests/e2e/checkout-address.spec.ts: an address in no zone).
  await page.goto('/checkout');
  await page.getByRole('region', { name: 'Contact information' }).getByLabel('Phone', { exact: true }).fill('+1 416 555 0142');
  const country = checkout.section('Shipping address').getByRole('combobox', { name: 'Country' });
  await expect(country.getByRole('option', { name: 'Canada', exact: true })).toHaveCount(1);
  await expect(country.getByRole('option', { name: 'Brazil', exact: true })).toHaveCount(0);
  await checkout.fillAddress(TORONTO);
  await page.getByRole('button', { name: 'Continue to Shipping' }).click();
  await expect(page).toHaveURL(/\/checkout-2$/);
  const methods = page.getByRole('radiogroup', { name: 'Shipping method' });
  await expect(methods.getByRole('radio')).toHaveCount(1);
  await expect(methods).toContainText('Canada Post');
  await expect(methods).toContainText('4 to 8 days');
  await expect(methods).toContainText('$14.50');
  await expect(methods).toContainText('Free above $300.00');
  await expect(methods).not.toContainText('Express');
  await expect(page.getByRole('region', { name: 'Order summary' })).toContainText('$14.50');
  await screenshots(page, 'checkout-shipping', testInfo.outputPath.bind(testInfo));

  // Goods above $300: the same method is free.
  const pricey = (await catalog.listing({ minPrice: '300', pageSize: '1' })).items[0]!;
  const variant = pricey.ProductVariants[0]!;
  await shop.addToCart({ productId: pricey.id, variantId: variant.id, title: variant.title, priceMinor: variant.pricesMinor[0]!, sizes: variant.sizes });
  await page.goto('/checkout-2');
  await expect(methods).toContainText('Free');
  await expect(methods).not.toContainText('$14.50');
  await screenshots(page, 'checkout-shipping-free', testInfo.outputPath.bind(testInfo));

  // The shopper pays the goods alone, and the invoice says so.
  const goods = cheap!.priceMinor + variant.pricesMinor[0]!;
  await page.getByRole('button', { name: 'CONTINUE TO PAYMENT' }).click();
  await expect(page).toHaveURL(/\/checkout-3$/);
  await expect(page.getByTestId('total-to-pay')).toHaveText(money(goods));
  const { order, invoice } = await checkout.payByTransferAndInvoice(accounts, shopper);
  expect(order).toMatchObject({ shipping: 0, total: goods / 100, shippingMethod: { name: 'Canada Post' } });
  expect(invoice).toContain('Canada Post');
  expect(invoice).toMatch(new RegExp(`Total\\n${money(goods).replace('$', '\\$')}`));
});
