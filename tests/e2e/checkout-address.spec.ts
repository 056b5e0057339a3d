/**
 * Addresses for the world (issue 32, decision record 037), as a shopper meets them at checkout's
 * first step: the country chosen from those the shop ships to, a state only where the country has
 * them, the postal code under the country's own word and checked in its shape, one phone; and an
 * address the shop does not ship to is no dead end: the summary stays, the button is off, another
 * address or the contact page is offered.
 */
import { expect, OWNER, ownerAuth, test } from './fixtures/index.ts';
import { screenshots } from './fixtures/screenshots.ts';

const ZONE = 'Germany (addresses)';

test('the address form: the countries shipped to, a state only where the country has them, its postcode by name, one phone', async ({
  page,
  request,
  accounts,
  catalog,
  shop,
  checkout,
}, testInfo) => {
  test.setTimeout(120_000); // a zone set up, a shopper's checkout through several countries
  const auth = await ownerAuth(request);
  const zone = await request.post('/api/admin/settings/shipping/zones', { headers: auth, data: { name: ZONE, regions: [{ country: 'Deutschland' }] } });
  expect(zone.status(), await zone.text()).toBe(201);
  const zoneId = ((await zone.json()) as { id: number }).id;
  const method = { name: 'DHL', price: 15, minDays: 2, maxDays: 4 };
  expect((await request.post(`/api/admin/settings/shipping/zones/${zoneId}/methods`, { headers: auth, data: method })).status()).toBe(201);
  try {
    const shopper = await accounts.register('Atlas');
    await accounts.logIn(shopper);
    const [ring] = await catalog.pieces('Rings', 1);
    await shop.addToCart(ring!);
    await page.goto('/checkout');

    const address = checkout.section('Shipping address');
    const country = address.getByRole('combobox', { name: 'Country' });
    await expect(country.getByRole('option', { name: 'Germany', exact: true })).toHaveCount(1);
    await expect(country.getByRole('option', { name: 'United States', exact: true })).toHaveCount(1);
    await expect(country.getByRole('option', { name: 'Japan', exact: true })).toHaveCount(0);
    await expect(address.getByRole('link', { name: 'ask us' })).toHaveAttribute('href', '/contact');
    // One phone on the page: the contact's.
    await expect(page.getByLabel('Phone', { exact: true })).toHaveCount(1);
    await expect(address.getByLabel('Phone')).toHaveCount(0);

    // The United States: a state from its list, and a ZIP code in its shape.
    await country.selectOption({ label: 'United States' });
    const state = address.getByRole('combobox', { name: 'State' });
    await expect(state).toBeVisible();
    await expect(state.getByRole('option', { name: 'Oregon' })).toHaveCount(1);
    await address.getByLabel('Address', { exact: true }).fill('12 Harbour Lane');
    await address.getByLabel('City', { exact: true }).fill('Portland');
    await address.getByRole('textbox', { name: 'ZIP code' }).fill('9720');
    await address.getByRole('button', { name: 'Save shipping address' }).click();
    await expect(address.getByText('State is required', { exact: true })).toBeVisible();
    await expect(address.getByText('ZIP code: write it as 97201 or 97201-1234 for United States.')).toBeVisible();
    await screenshots(page, 'checkout-address-us', testInfo);

    // Canada's provinces, Australia's states and Germany's none; "Postcode" in Germany and Australia.
    await country.selectOption({ label: 'Australia' });
    await expect(address.getByRole('combobox', { name: 'State' })).toBeVisible();
    await expect(address.getByRole('textbox', { name: 'Postcode' })).toBeVisible();
    await country.selectOption({ label: 'Germany' });
    await expect(address.getByRole('combobox', { name: /State|Province/ })).toHaveCount(0);
    await expect(address.getByRole('textbox', { name: 'Postcode' })).toBeVisible();
    await address.getByLabel('City', { exact: true }).fill('Berlin');
    await address.getByRole('textbox', { name: 'Postcode' }).fill('1011');
    await address.getByRole('button', { name: 'Save shipping address' }).click();
    await expect(address.getByText('Postcode: write it as 10117 for Germany.')).toBeVisible();
    await address.getByRole('textbox', { name: 'Postcode' }).fill('10117');
    await address.getByRole('button', { name: 'Save shipping address' }).click();
    await expect(address).toContainText('Berlin, 10117');
    await expect(address).toContainText('Germany');
    await screenshots(page, 'checkout-address-de', testInfo);

    await page.getByLabel('Phone', { exact: true }).fill('+49 30 555 0142');
    await page.getByRole('button', { name: 'Continue to Shipping' }).click();
    await expect(page).toHaveURL(/\/checkout-2$/);
    await expect(page.getByRole('radiogroup', { name: 'Shipping method' })).toContainText('DHL');
  } finally {
    await request.delete(`/api/admin/settings/shipping/zones/${zoneId}`, { headers: auth });
  }
});

test('an address the shop does not ship to: the summary stays, CONTINUE is off, another address or the contact page is offered', async ({
  page,
  accounts,
  catalog,
  shop,
  checkout,
}, testInfo) => {
  test.setTimeout(90_000); // a shopper's checkout, its refusal and another address
  const shopper = await accounts.register('Sakura');
  await accounts.logIn(shopper);
  const [ring] = await catalog.pieces('Rings', 1);
  await shop.addToCart(ring!);
  // An address this browser remembers from before, in a country the shop does not ship to.
  const tokyo = { name: 'Sakura Lovelace', company: '', address: '1-1 Marunouchi', city: 'Chiyoda', country: '日本', state: 'Tokyo', zip: '100-0001' };
  await page.evaluate((value) => localStorage.setItem('shippingAddress', JSON.stringify(value)), tokyo);
  await page.goto('/checkout');

  const refusal = page.getByRole('alert').filter({ hasText: "We don't ship to Japan yet." });
  await expect(refusal).toBeVisible();
  await expect(page.getByRole('button', { name: 'Continue to Shipping' })).toBeDisabled();
  await expect(checkout.summary()).toContainText(ring!.title);
  await expect(checkout.summary()).toContainText('Subtotal');
  await expect(checkout.summary()).toContainText('Shipping, tax and the total to pay show once the address is one we ship to.');
  await expect(refusal.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');
  await expect(checkout.section('Shipping address')).toContainText('Japan');
  await screenshots(page, 'checkout-not-shipped', testInfo);

  await refusal.getByRole('button', { name: 'Use another address' }).click();
  const address = checkout.section('Shipping address');
  await expect(address.getByLabel('Name', { exact: true })).toBeFocused();
  await page.getByLabel('Phone', { exact: true }).fill('+1 503 555 0142');
  await checkout.fillAddress();
  await address.getByRole('button', { name: 'Save shipping address' }).click();
  await expect(refusal).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Continue to Shipping' })).toBeEnabled();
  await page.getByRole('button', { name: 'Continue to Shipping' }).click();
  await expect(page).toHaveURL(/\/checkout-2$/);
});

test('the owner’s places: countries and states chosen from lists, and warnings where taxes and shipping disagree', async ({
  page,
  request,
  accounts,
}, testInfo) => {
  test.setTimeout(120_000); // two settings pages at two widths
  const auth = await ownerAuth(request);
  const rates = [
    { country: 'FR', name: 'TVA', rate: 20 },
    { country: 'US', state: 'Oregon', name: 'Oregon sales tax', rate: 7.25 },
  ];
  const ids: number[] = [];
  try {
    for (const rate of rates) {
      const added = await request.post('/api/admin/settings/taxes/rates', { headers: auth, data: rate });
      expect(added.status(), await added.text()).toBe(201);
      ids.push(((await added.json()) as { id: number }).id);
    }
    await accounts.logIn(OWNER);
    await page.goto('/admin/settings/taxes');
    await expect(page.getByRole('note')).toHaveText(/No shipping zone ships to France: its rates never apply/);
    const add = page.getByRole('form', { name: 'Add a tax rate' });
    await add.getByRole('combobox', { name: 'Country' }).selectOption({ label: 'United States' });
    await expect(add.getByRole('combobox', { name: /^State/ })).toBeVisible();
    await add.getByRole('combobox', { name: 'Country' }).selectOption({ label: 'Germany' });
    await expect(add.getByRole('combobox', { name: /^State/ })).toHaveCount(0);
    await screenshots(page, 'admin-taxes', testInfo);

    await page.goto('/admin/settings/shipping');
    await expect(page.getByRole('note')).toHaveText(/No tax rate for Australia, India, Ireland, New Zealand, United Kingdom: shoppers there pay no tax/);
    const zone = page.getByRole('form', { name: 'Add a zone' });
    await zone.getByRole('combobox', { name: 'Country 1' }).selectOption({ label: 'United States' });
    await zone.getByText('All of it. Only some states?').click();
    await zone.getByRole('checkbox', { name: 'Alaska' }).check();
    await expect(zone.getByText('Only 1 of its states')).toBeVisible();
    await zone.getByRole('button', { name: 'ADD A COUNTRY' }).click();
    await expect(zone.getByRole('combobox', { name: 'Country 2' })).toBeVisible();
    await screenshots(page, 'admin-shipping', testInfo);
  } finally {
    for (const id of ids) await request.delete(`/api/admin/settings/taxes/rates/${id}`, { headers: auth });
  }
});
