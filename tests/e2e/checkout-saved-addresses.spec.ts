/**
 * The address book at checkout (issue 33, decision record 041): a shopper with saved addresses
 * finds the default chosen, picks another and is shipped there; a shopper types a new address,
 * ticks "Save to my address book", and finds it on /account afterwards. The saving itself is
 * tests/api/me.test.ts's (the checkout's address as the book takes it).
 */
import { expect, test } from './fixtures/index.ts';
import { screenshots } from './fixtures/screenshots.ts';

const PORTLAND = { name: 'Ada Lovelace', address: '1 Pearl St', city: 'Portland', country: 'US', state: 'OR', zip: '97201' };
const LONDON = { name: 'Ada Lovelace', address: '12 St James Square', city: 'London', country: 'GB', zip: 'SW1Y 4JH' };

test.describe('checkout with the address book', () => {
  test('offers the saved addresses, the default chosen; the order goes to the one picked', async ({ page, accounts, catalog, shop, checkout }, testInfo) => {
    test.setTimeout(120_000); // two addresses saved, then all three steps
    const shopper = await accounts.register('Saved');
    await accounts.logIn(shopper);
    for (const address of [PORTLAND, LONDON]) expect((await page.request.post('/api/me/addresses', { data: address })).status()).toBe(201);
    const [ring] = await catalog.pieces('Rings', 1);
    await shop.addToCart(ring!);
    await page.goto('/checkout');

    const choice = page.getByRole('group', { name: 'Ship to' });
    await expect(choice.getByRole('radio')).toHaveCount(3);
    await expect(choice.getByRole('radio', { name: /1 Pearl St/ })).toBeChecked();
    await expect(checkout.section('Shipping address')).toHaveCount(0);
    await screenshots(page, 'checkout-saved-addresses', testInfo);

    await choice.getByRole('radio', { name: /12 St James Square/ }).check();
    await page.getByLabel('Phone', { exact: true }).fill('+44 20 7946 0000');
    await page.getByRole('button', { name: 'Continue to Shipping' }).click();
    await expect(page).toHaveURL(/\/checkout-2$/);
    await page.getByRole('button', { name: 'CONTINUE TO PAYMENT' }).click();
    await expect(page).toHaveURL(/\/checkout-3$/);
    await page.getByRole('button', { name: 'ORDER NOW' }).click();
    await expect(page).toHaveURL(/\/orders\/\d+$/);
    await expect(page.getByText('12 St James Square')).toBeVisible();
    await expect(page.getByText('1 Pearl St')).toHaveCount(0);
  });

  test('saves a new address to the book when asked, and it is on /account afterwards', async ({ page, accounts, catalog, shop, checkout }, testInfo) => {
    test.setTimeout(120_000);
    const shopper = await accounts.register('Keeper');
    await accounts.logIn(shopper);
    expect((await page.request.post('/api/me/addresses', { data: PORTLAND })).status()).toBe(201);
    const [earrings] = await catalog.pieces('Earrings', 1);
    await shop.addToCart(earrings!);
    await page.goto('/checkout');

    await page.getByRole('group', { name: 'Ship to' }).getByRole('radio', { name: 'A new address' }).check();
    const form = checkout.section('Shipping address');
    await expect(form.getByLabel('Address', { exact: true })).toHaveValue('');
    await checkout.fillAddress({ address: '221B Baker Street', city: 'London', country: 'United Kingdom', zip: 'NW1 6XE' });
    await page.getByRole('checkbox', { name: 'Save to my address book' }).check();
    await page.getByLabel('Phone', { exact: true }).fill('+44 20 7946 0001');
    await screenshots(page, 'checkout-new-address', testInfo);
    await page.getByRole('button', { name: 'Continue to Shipping' }).click();
    await expect(page).toHaveURL(/\/checkout-2$/);

    // Back on the step, the new address is one of the book's, and chosen.
    await page.goBack();
    await expect(page.getByRole('group', { name: 'Ship to' }).getByRole('radio', { name: /221B Baker Street/ })).toBeChecked();

    await page.goto('/account');
    const cards = page.getByRole('region', { name: 'Address book' }).getByRole('listitem');
    await expect(cards).toHaveCount(2);
    await expect(cards.filter({ hasText: '221B Baker Street' })).toContainText('London, NW1 6XE');
  });
});
