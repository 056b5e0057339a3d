import { expect, money, test, type Page } from './fixtures/index.ts';

const subtotal = (page: Page) => page.getByTestId('cart-subtotal');

test.describe('the cart', () => {
  test('follows the cart rules: same line twice, plus, minus at 1, the bin and clear; totals to 2 decimals', async ({ page, catalog, shop }) => {
    const [ring] = await catalog.pieces('Rings', 1);
    const [earrings] = await catalog.pieces('Earrings', 1);
    await shop.addToCart(ring!);
    await shop.addToCart(ring!);
    await shop.addToCart(earrings!);

    await page.goto('/cart');
    await expect(page.getByRole('heading', { level: 1, name: 'MY CART (2)' })).toBeVisible();
    for (const column of ['PRODUCT', 'PRICE', 'Size', 'QTY', 'TOTAL']) {
      await expect(page.getByRole('columnheader', { name: column, exact: true })).toBeVisible();
    }
    const ringRow = shop.cartRow(ring!.title);
    await expect(ringRow).toContainText(ring!.sizes[0]!);
    await expect(ringRow.getByTestId('quantity')).toHaveText('Quantity 2');
    await expect(ringRow).toContainText(money(ring!.priceMinor * 2));
    await expect(subtotal(page)).toHaveText(money(ring!.priceMinor * 2 + earrings!.priceMinor));
    await expect(subtotal(page)).toHaveText(/\.\d{2}$/);
    await expect(page.getByText('Shipping & Taxes Calculated at Checkout')).toBeVisible();

    const earringsRow = shop.cartRow(earrings!.title);
    await earringsRow.getByRole('button', { name: `Increase quantity of ${earrings!.title}` }).click();
    await expect(earringsRow.getByTestId('quantity')).toHaveText('Quantity 2');
    await expect(subtotal(page)).toHaveText(money(ring!.priceMinor * 2 + earrings!.priceMinor * 2));
    await earringsRow.getByRole('button', { name: `Decrease quantity of ${earrings!.title}` }).click();
    await expect(earringsRow.getByTestId('quantity')).toHaveText('Quantity 1');
    await earringsRow.getByRole('button', { name: `Decrease quantity of ${earrings!.title}` }).click();
    await expect(earringsRow).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: 'MY CART (1)' })).toBeVisible();

    await ringRow.getByRole('button', { name: `Remove ${ring!.title} from your cart` }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'MY CART (0)' })).toBeVisible();
    expect(await shop.storedCart()).toEqual([]);

    await shop.addToCart(ring!);
    await shop.addToCart(earrings!);
    await page.goto('/cart');
    await page.getByRole('button', { name: 'Clear cart' }).click();
    await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
    await expect(subtotal(page)).toHaveCount(0);
  });

  test('an empty cart shows the way to the shop, not instructions, a subtotal or CHECK OUT', async ({ page }) => {
    await page.goto('/cart');
    await expect(page.getByRole('heading', { level: 1, name: 'MY CART (0)' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
    await expect(page.getByLabel('SPECIAL INSTRUCTIONS FOR SELLER')).toHaveCount(0);
    await expect(subtotal(page)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'CHECK OUT' })).toHaveCount(0);
    await page.getByRole('link', { name: 'BROWSE THE COLLECTION' }).click();
    await expect(page).toHaveURL(/\/products$/);
  });

  test('a guest is asked to log in first, then goes on to checkout with the cart kept', async ({ page, catalog, shop, accounts, checkout }) => {
    const shopper = await accounts.register('Guest');
    const [earrings] = await catalog.pieces('Earrings', 1);
    await shop.addToCart(earrings!);
    await page.goto('/cart');
    await expect(page.getByRole('link', { name: 'Log in to see your orders' })).toBeVisible();
    await page.getByRole('button', { name: 'CHECK OUT' }).click();
    await expect(shop.toast('Login first')).toBeVisible();
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fcheckout$/);

    await accounts.logIn(shopper);
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(checkout.summary()).toContainText(earrings!.title);
    await page.goto('/cart');
    await expect(shop.cartRow(earrings!.title)).toHaveCount(1);
    await expect(page.getByRole('heading', { name: 'MY ORDERS (0)' })).toBeVisible();
  });

  test('a price that changed since the piece was added is corrected and shown', async ({ page, catalog, shop }) => {
    const [earrings] = await catalog.pieces('Earrings', 1);
    await shop.addToCart(earrings!);
    await shop.store(
      'cartItems',
      (await shop.storedCart()).map((line) => ({ ...line, priceMinor: 100, price: 1 })),
    );
    await page.goto('/cart');
    const row = shop.cartRow(earrings!.title);
    await expect(row).toContainText(`Price changed from $1.00 to ${money(earrings!.priceMinor)}`);
    await expect(subtotal(page)).toHaveText(money(earrings!.priceMinor));
    expect((await shop.storedCart())[0]!.priceMinor).toBe(earrings!.priceMinor);
  });

  test('a piece no longer sold is named and taken out of the cart', async ({ page, catalog, shop }) => {
    const [earrings] = await catalog.pieces('Earrings', 1);
    await shop.addToCart(earrings!);
    const [line] = await shop.storedCart();
    await shop.store('cartItems', [line, { ...line, id: 2_000_000_000, title: 'Retired Locket' }]);
    await page.goto('/cart');
    await expect(page.getByRole('alert').filter({ hasText: 'Retired Locket' })).toContainText('This piece is no longer available');
    await expect(page.getByRole('heading', { level: 1, name: 'MY CART (1)' })).toBeVisible();
    expect((await shop.storedCart()).map((line) => line.title)).toEqual([earrings!.title]);
  });

  test('a logged-in shopper’s cart follows them to another browser', async ({ page, browser, catalog, shop, accounts }) => {
    const shopper = await accounts.register('Traveller');
    const [ring] = await catalog.pieces('Rings', 1);
    await accounts.logIn(shopper);
    await shop.addToCart(ring!, ring!.sizes[1]);
    await page.goto('/cart');
    await expect(shop.cartRow(ring!.title)).toHaveCount(1);

    const elsewhere = await browser.newContext();
    const other = await elsewhere.newPage();
    await accounts.on(other).logIn(shopper);
    await other.goto('/cart');
    const otherRow = shop.on(other).cartRow(ring!.title);
    await expect(otherRow).toContainText(ring!.sizes[1]!);
    const sent = other.waitForResponse((response) => response.url().endsWith('/api/cart') && response.request().method() === 'PUT');
    await otherRow.getByRole('button', { name: `Increase quantity of ${ring!.title}` }).click();
    await expect(otherRow.getByTestId('quantity')).toHaveText('Quantity 2');
    expect((await sent).ok()).toBe(true);
    await elsewhere.close();

    await page.goto('/cart');
    await expect(shop.cartRow(ring!.title).getByTestId('quantity')).toHaveText('Quantity 2');
  });
});
