/**
 * Taxes (issue 24, decision record 029), as the owner sets them on /admin/settings/taxes and a
 * shopper meets them: VAT for Germany with prices that include it (the price shown is the price
 * paid, "Includes VAT 19%" under the total), and Oregon's sales tax with prices that do not (added
 * before the total). Each shopper sees the tax at checkout step 3, pays (staff record the bank
 * transfer) and is invoiced the same amounts, with the seller's tax number (set on
 * /admin/settings/shop) on the invoice.
 */
import type { APIRequestContext } from '@playwright/test';
import { expect, money, OWNER, ownerAuth, test, type Page } from './fixtures/index.ts';
import type { Accounts } from './fixtures/accounts.ts';
import type { Piece } from './fixtures/catalog.ts';
import type { AddressPlace, Checkout } from './fixtures/checkout.ts';
import type { ShopPage } from './fixtures/shop-page.ts';

const TAX_NUMBER = 'DE123456789';
const GERMANY_ZONE = 'Germany (taxes test)';

async function screenshots(page: Page, name: string, outputPath: (name: string) => string) {
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.screenshot({ path: outputPath(`${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

/** On the shop settings page: the seller's tax number, through the form (the other details as they are). */
async function setTaxNumber(page: Page, taxNumber: string) {
  await page.goto('/admin');
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Shop', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/settings\/shop$/);
  const seller = page.getByRole('form', { name: 'Seller' });
  await seller.getByLabel('Tax number').fill(taxNumber);
  await seller.getByRole('button', { name: 'SAVE SHOP DETAILS' }).click();
  await expect(page.getByText('Shop details saved.')).toBeVisible();
}

/** On the tax page: the shop's setting and one rate, through the forms. */
async function setTaxes(
  page: Page,
  setting: { pricesIncludeTax: boolean; homeCountry?: string },
  rate: { country: string; state?: string; name: string; rate: string; taxShipping: boolean },
) {
  await page.goto('/admin');
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Taxes', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/settings\/taxes$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Taxes' })).toBeVisible();
  const settings = page.getByRole('form', { name: 'Prices' });
  if (setting.homeCountry) await settings.getByLabel('Home country', { exact: true }).selectOption({ label: setting.homeCountry });
  await settings.getByLabel('The prices I type include my home country’s tax').setChecked(setting.pricesIncludeTax);
  await settings.getByRole('button', { name: 'SAVE TAX SETTINGS' }).click();
  await expect(page.getByText('Tax settings saved.')).toBeVisible();
  const add = page.getByRole('form', { name: 'Add a tax rate' });
  await add.getByLabel('Country', { exact: true }).selectOption({ label: rate.country });
  if (rate.state) await add.getByLabel(/^State/).selectOption({ label: rate.state });
  await add.getByLabel('Name').fill(rate.name);
  await add.getByLabel('Rate (%)').fill(rate.rate);
  await add.getByLabel('Tax shipping too').setChecked(rate.taxShipping);
  await add.getByRole('button', { name: 'ADD RATE' }).click();
  await expect(page.getByText('Tax rate added.')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Tax rates' }).getByRole('row').filter({ hasText: rate.name })).toContainText(`${rate.rate}%`);
}

/** Back to a shop without tax: every rate deleted, prices without tax, no tax number (the seller's); and without a zone for Germany. */
async function clearTaxes(request: APIRequestContext, auth: Record<string, string>) {
  const { rates } = (await (await request.get('/api/admin/settings/taxes', { headers: auth })).json()) as { rates: Array<{ id: number }> };
  for (const rate of rates) await request.delete(`/api/admin/settings/taxes/rates/${rate.id}`, { headers: auth });
  await request.put('/api/admin/settings/taxes', { headers: auth, data: { pricesIncludeTax: false, homeCountry: 'US', keepGross: true } });
  const { sampleDetails: _sample, ...seller } = (await (await request.get('/api/admin/settings/shop', { headers: auth })).json()) as Record<string, unknown>;
  if (seller.taxNumber) expect((await request.put('/api/admin/settings/shop', { headers: auth, data: { ...seller, taxNumber: '' } })).status()).toBe(200);
  const { zones } = (await (await request.get('/api/admin/settings/shipping', { headers: auth })).json()) as { zones: Array<{ id: number; name: string }> };
  for (const zone of zones.filter((one) => one.name === GERMANY_ZONE)) await request.delete(`/api/admin/settings/shipping/zones/${zone.id}`, { headers: auth });
}

interface Place extends AddressPlace {
  phone: string;
}

/** A new shopper with this piece in the cart, through the checkout to step 3 with this address and method. */
async function shopperAtReview(tools: { page: Page; accounts: Accounts; shop: ShopPage; checkout: Checkout }, piece: Piece, place: Place, method: string) {
  const { page, accounts, shop, checkout } = tools;
  await page.context().clearCookies();
  const shopper = await accounts.register('Taxed');
  await accounts.confirmEmail(shopper);
  await accounts.logIn(shopper);
  await shop.addToCart(piece);
  await checkout.reachReview(piece, { place, method });
  return shopper;
}

const BERLIN: Place = { address: 'Unter den Linden 5', city: 'Berlin', country: 'Germany', zip: '10117', phone: '+49 30 555 0142' };
const PORTLAND: Place = { address: '12 Harbour Lane', city: 'Portland', country: 'United States', state: 'Oregon', zip: '97201', phone: '+1 503 555 0142' };

test('Germany: VAT inside prices that include it — the shopper pays the price shown and the invoice shows the VAT and the tax number', async ({
  page,
  request,
  accounts,
  catalog,
  shop,
  checkout,
}, testInfo) => {
  test.setTimeout(240_000); // the owner's page, a shopper's checkout, a payment and an invoice, on a shared machine
  const auth = await ownerAuth(request);
  await clearTaxes(request, auth); // a retry starts from a shop without tax
  const zone = await request.post('/api/admin/settings/shipping/zones', { headers: auth, data: { name: GERMANY_ZONE, regions: [{ country: 'DE' }] } });
  expect(zone.status()).toBe(201);
  const zoneId = ((await zone.json()) as { id: number }).id;
  const dhl = { name: 'DHL Paket', price: 9.99, freeAbove: null, minDays: 2, maxDays: 4 };
  expect((await request.post(`/api/admin/settings/shipping/zones/${zoneId}/methods`, { headers: auth, data: dhl })).status()).toBe(201);
  try {
    await accounts.logIn(OWNER);
    // A German shop: the prices typed include German VAT.
    await setTaxes(page, { pricesIncludeTax: true, homeCountry: 'Germany' }, { country: 'Germany', name: 'VAT', rate: '19', taxShipping: true });
    await screenshots(page, 'admin-taxes', testInfo.outputPath.bind(testInfo));
    await setTaxNumber(page, TAX_NUMBER);
    await screenshots(page, 'admin-shop-settings', testInfo.outputPath.bind(testInfo));

    const [necklace] = await catalog.pieces('Necklaces', 1);
    const shopper = await shopperAtReview({ page, accounts, shop, checkout }, necklace!, BERLIN, 'DHL Paket');
    const total = necklace!.priceMinor + 999;
    const vat = Math.round((necklace!.priceMinor * 1900) / 11_900) + Math.round((999 * 1900) / 11_900);
    await expect(page.getByTestId('total-to-pay')).toHaveText(money(total));
    await expect(checkout.summary()).toContainText(`Includes VAT 19%${money(vat)}`);
    await screenshots(page, 'checkout-vat-included', testInfo.outputPath.bind(testInfo));

    const { order, invoice } = await checkout.payByTransferAndInvoice(accounts, shopper);
    expect(order).toMatchObject({ total: total / 100, tax: vat / 100, taxIncluded: true, taxes: [{ name: 'VAT', rate: 19, amount: vat / 100 }] });
    await expect(page.getByText(`Includes VAT 19%`)).toBeVisible();
    expect(invoice).toContain(TAX_NUMBER);
    expect(invoice).toContain('Includes VAT 19%');
    expect(invoice).toContain(money(vat));
  } finally {
    await clearTaxes(request, auth);
  }
});

test('Oregon: sales tax added to prices without it — shown before the total, charged and invoiced', async ({
  page,
  request,
  accounts,
  catalog,
  shop,
  checkout,
}, testInfo) => {
  test.setTimeout(240_000);
  const auth = await ownerAuth(request);
  await clearTaxes(request, auth);
  try {
    await accounts.logIn(OWNER);
    await setTaxes(
      page,
      { pricesIncludeTax: false },
      { country: 'United States', state: 'Oregon', name: 'Oregon sales tax', rate: '7.25', taxShipping: false },
    );

    const [earrings] = await catalog.pieces('Earrings', 1);
    const shopper = await shopperAtReview({ page, accounts, shop, checkout }, earrings!, PORTLAND, 'Regular');
    const tax = Math.round((earrings!.priceMinor * 725) / 10_000);
    const total = earrings!.priceMinor + 999 + tax;
    await expect(checkout.summary()).toContainText(`Oregon sales tax 7.25%${money(tax)}`);
    await expect(page.getByTestId('total-to-pay')).toHaveText(money(total));
    await screenshots(page, 'checkout-sales-tax', testInfo.outputPath.bind(testInfo));

    const { order, invoice } = await checkout.payByTransferAndInvoice(accounts, shopper);
    expect(order).toMatchObject({
      total: total / 100,
      tax: tax / 100,
      taxIncluded: false,
      taxes: [{ name: 'Oregon sales tax', rate: 7.25, amount: tax / 100 }],
    });
    await expect(page.getByText('Oregon sales tax 7.25%')).toBeVisible();
    await screenshots(page, 'order-sales-tax', testInfo.outputPath.bind(testInfo));
    expect(invoice).toContain('Oregon sales tax 7.25%');
    expect(invoice).toContain(money(total));
  } finally {
    await clearTaxes(request, auth);
  }
});
