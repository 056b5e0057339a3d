import { expect, test, type Page } from '@playwright/test';
import { addToCart, cartRow, logIn, money, piecesOf, registeredShopper, storedCart, toast } from './fixtures/checkout-shopper.ts';

const subtotal = (page: Page) => page.getByTestId('cart-subtotal');

test.describe('the cart', () => {
  test('follows the cart rules: same line twice, plus, minus at 1, the bin and clear; totals to 2 decimals', async ({ page, request }) => {
    const [ring] = await piecesOf(request, 'Rings', 1);
    const [earrings] = await piecesOf(request, 'Earrings', 1);
    await addToCart(page, ring!);
    await addToCart(page, ring!);
    await addToCart(page, earrings!);

    await page.goto('/cart');
    await expect(page.getByRole('heading', { level: 1, name: 'MY CART (2)' })).toBeVisible();
    for (const column of ['PRODUCT', 'PRICE', 'Size', 'QTY', 'TOTAL']) {
      await expect(page.getByRole('columnheader', { name: column, exact: true })).toBeVisible();
    }
    const ringRow = cartRow(page, ring!.title);
    await expect(ringRow).toContainText(ring!.sizes[0]!);
    await expect(ringRow.getByTestId('quantity')).toHaveText('Quantity 2');
    await expect(ringRow).toContainText(money(ring!.priceMinor * 2));
    await expect(subtotal(page)).toHaveText(money(ring!.priceMinor * 2 + earrings!.priceMinor));
    await expect(subtotal(page)).toHaveText(/\.\d{2}$/);
    await expect(page.getByText('Shipping & Taxes Calculated at Checkout')).toBeVisible();

    const earringsRow = cartRow(page, earrings!.title);
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
    expect(await storedCart(page)).toEqual([]);

    await addToCart(page, ring!);
    await addToCart(page, earrings!);
    await page.goto('/cart');
    await page.getByRole('button', { name: 'Clear cart' }).click();
    await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
    await expect(subtotal(page)).toHaveText('$0.00');
  });

  test('CHECK OUT with an empty cart warns and stays', async ({ page }) => {
    await page.goto('/cart');
    await page.getByRole('button', { name: 'CHECK OUT' }).click();
    await expect(toast(page, 'Your cart is empty. Please add items to your cart before checking out.')).toBeVisible();
    await expect(page).toHaveURL(/\/cart$/);
  });

  test('a guest is asked to log in first, then goes on to checkout with the cart kept', async ({ page, request }) => {
    const shopper = await registeredShopper(request, 'Guest');
    const [earrings] = await piecesOf(request, 'Earrings', 1);
    await addToCart(page, earrings!);
    await page.goto('/cart');
    await expect(page.getByRole('link', { name: 'Log in to see your orders' })).toBeVisible();
    await page.getByRole('button', { name: 'CHECK OUT' }).click();
    await expect(toast(page, 'Login first')).toBeVisible();
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fcheckout$/);

    await logIn(page, shopper);
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(page.getByRole('region', { name: 'Order summary' })).toContainText(earrings!.title);
    await page.goto('/cart');
    await expect(cartRow(page, earrings!.title)).toHaveCount(1);
    await expect(page.getByRole('heading', { name: 'MY ORDERS (0)' })).toBeVisible();
  });

  test('a price that changed since the piece was added is corrected and shown', async ({ page, request }) => {
    const [earrings] = await piecesOf(request, 'Earrings', 1);
    await addToCart(page, earrings!);
    await page.evaluate(() => {
      const lines = JSON.parse(localStorage.getItem('cartItems') ?? '[]') as Array<Record<string, unknown>>;
      localStorage.setItem('cartItems', JSON.stringify(lines.map((line) => ({ ...line, priceMinor: 100, price: 1 }))));
    });
    await page.goto('/cart');
    const row = cartRow(page, earrings!.title);
    await expect(row).toContainText(`Price changed from $1.00 to ${money(earrings!.priceMinor)}`);
    await expect(subtotal(page)).toHaveText(money(earrings!.priceMinor));
    expect((await storedCart(page))[0]!.priceMinor).toBe(earrings!.priceMinor);
  });

  test('a piece no longer sold is named and taken out of the cart', async ({ page, request }) => {
    const [earrings] = await piecesOf(request, 'Earrings', 1);
    await addToCart(page, earrings!);
    await page.evaluate(() => {
      const [line] = JSON.parse(localStorage.getItem('cartItems') ?? '[]') as Array<Record<string, unknown>>;
      const retired = { ...line, id: 2_000_000_000, title: 'Retired Locket' };
      localStorage.setItem('cartItems', JSON.stringify([line, retired]));
    });
    await page.goto('/cart');
    await expect(page.getByRole('alert').filter({ hasText: 'Retired Locket' })).toContainText('This piece is no longer available');
    await expect(page.getByRole('heading', { level: 1, name: 'MY CART (1)' })).toBeVisible();
    expect((await storedCart(page)).map((line) => line.title)).toEqual([earrings!.title]);
  });

  test('a logged-in shopper’s cart follows them to another browser', async ({ page, request, browser }) => {
    const shopper = await registeredShopper(request, 'Traveller');
    const [ring] = await piecesOf(request, 'Rings', 1);
    await logIn(page, shopper);
    await addToCart(page, ring!, ring!.sizes[1]);
    await page.goto('/cart');
    await expect(cartRow(page, ring!.title)).toHaveCount(1);

    const elsewhere = await browser.newContext();
    const other = await elsewhere.newPage();
    await logIn(other, shopper);
    await other.goto('/cart');
    await expect(cartRow(other, ring!.title)).toContainText(ring!.sizes[1]!);
    const sent = other.waitForResponse((response) => response.url().endsWith('/api/cart') && response.request().method() === 'PUT');
    await cartRow(other, ring!.title).getByRole('button', { name: `Increase quantity of ${ring!.title}` }).click();
    await expect(cartRow(other, ring!.title).getByTestId('quantity')).toHaveText('Quantity 2');
    expect((await sent).ok()).toBe(true);
    await elsewhere.close();

    await page.goto('/cart');
    await expect(cartRow(page, ring!.title).getByTestId('quantity')).toHaveText('Quantity 2');
  });
});
