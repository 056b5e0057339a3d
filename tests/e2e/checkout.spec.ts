import { expect, test, type Page } from '@playwright/test';
import { addToCart, cartRow, logIn, money, piecesOf, registeredShopper, toast, type Piece } from './fixtures/checkout-shopper.ts';

const summary = (page: Page) => page.getByRole('region', { name: 'Order summary' });
const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const EXPRESS_MINOR = 1999;

async function fillAddress(page: Page) {
  const address = section(page, 'Shipping address');
  await address.getByLabel('Address', { exact: true }).fill('12 Harbour Lane');
  await address.getByLabel('City', { exact: true }).fill('Portland');
  await address.getByLabel('Country', { exact: true }).fill('United States');
  await address.getByLabel('State', { exact: true }).fill('Oregon');
  await address.getByLabel('ZIP code', { exact: true }).fill('97201');
  await address.getByLabel('Phone', { exact: true }).fill('+1 503 555 0142');
}

/** A logged-in shopper with one piece in the cart, on the review step with Express and no code. */
async function reachReview(page: Page, piece: Piece) {
  await page.goto('/checkout');
  const contact = section(page, 'Contact information');
  await contact.getByLabel('Phone', { exact: true }).fill('+1 503 555 0142');
  await fillAddress(page);
  await page.getByRole('button', { name: 'Continue to Shipping' }).click();
  await expect(page).toHaveURL(/\/checkout-2$/);
  await page.getByRole('button', { name: 'CONTINUE TO PAYMENT' }).click();
  await expect(page).toHaveURL(/\/checkout-3$/);
  await expect(summary(page)).toContainText(piece.title);
}

test.describe('checkout', () => {
  test('a guest is sent to log in and comes back to the checkout step', async ({ page, request }) => {
    const shopper = await registeredShopper(request, 'Later');
    await page.goto('/checkout-2');
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fcheckout-2$/);
    await logIn(page, shopper);
    await expect(page).toHaveURL(/\/checkout-2$/);
  });

  test('three steps with checked details, Express by default and WELCOME10 on a first order', async ({ page, request }) => {
    const shopper = await registeredShopper(request, 'Buyer');
    const [ring] = await piecesOf(request, 'Rings', 1);
    await logIn(page, shopper);
    await addToCart(page, ring!);
    await addToCart(page, ring!);
    await page.goto('/cart');
    await page.getByLabel('SPECIAL INSTRUCTIONS FOR SELLER', { exact: true }).fill('Please wrap with a handwritten card.');
    await page.getByRole('button', { name: 'CHECK OUT' }).click();
    await expect(page).toHaveURL(/\/checkout$/);

    // Step 1: the account's name and e-mail are filled in; everything else is checked.
    const contact = section(page, 'Contact information');
    await expect(contact.getByLabel('Name', { exact: true })).toHaveValue('Buyer Lovelace');
    await expect(contact.getByLabel('Email', { exact: true })).toHaveValue(shopper.email);
    await contact.getByLabel('Email', { exact: true }).fill('buyer-at-example');
    await contact.getByLabel('Email', { exact: true }).blur();
    await expect(contact.getByText('Invalid email address')).toBeVisible();
    await contact.getByLabel('Email', { exact: true }).fill(shopper.email);
    await contact.getByLabel('Phone', { exact: true }).fill('12');
    await contact.getByLabel('Phone', { exact: true }).blur();
    await expect(contact.getByText('Invalid phone number')).toBeVisible();
    await contact.getByLabel('Phone', { exact: true }).fill('+1 503 555 0142');

    await page.getByRole('button', { name: 'Continue to Shipping' }).click();
    const address = section(page, 'Shipping address');
    for (const message of ['Address is required', 'City is required', 'Country is required', 'State is required', 'ZIP code is required', 'Phone is required']) {
      await expect(address.getByText(message, { exact: true })).toBeVisible();
    }
    await expect(page).toHaveURL(/\/checkout$/);
    await fillAddress(page);
    await address.getByRole('button', { name: 'Save shipping address' }).click();
    await expect(address).toContainText('12 Harbour Lane');
    await expect(address.getByRole('button', { name: 'Edit shipping address' })).toBeVisible();

    const subtotalMinor = ring!.priceMinor * 2;
    await expect(summary(page)).toContainText('2 items');
    await expect(summary(page).getByRole('link', { name: 'Edit your cart' })).toHaveAttribute('href', '/cart');
    await expect(page.getByTestId('total-to-pay')).toHaveText(money(subtotalMinor + EXPRESS_MINOR));

    await page.getByRole('button', { name: 'Continue to Shipping' }).click();
    await expect(page).toHaveURL(/\/checkout-2$/);

    // Step 2: the details are remembered; Express is chosen, Regular costs less.
    await expect(section(page, 'Contact information')).toContainText('+1 503 555 0142');
    const express = page.getByRole('radio', { name: /Express/ });
    await expect(express).toBeChecked();
    await expect(page.getByRole('radiogroup', { name: 'Shipping method' })).toContainText('1 to 2 days');
    await page.getByRole('radio', { name: /Regular/ }).check();
    await expect(page.getByTestId('total-to-pay')).toHaveText(money(subtotalMinor + 999));
    await express.check();
    await expect(page.getByTestId('total-to-pay')).toHaveText(money(subtotalMinor + EXPRESS_MINOR));
    await page.getByRole('button', { name: 'CONTINUE TO PAYMENT' }).click();
    await expect(page).toHaveURL(/\/checkout-3$/);

    // Step 3: review, a refused code with its reason, then WELCOME10.
    await expect(section(page, 'Shipping method')).toContainText('Express');
    await expect(section(page, 'Special instructions')).toContainText('Please wrap with a handwritten card.');
    await page.getByRole('textbox', { name: 'Discount code' }).fill('SPARKLE50');
    await page.getByRole('button', { name: 'APPLY' }).click();
    await expect(page.getByText('This discount code is not valid.')).toBeVisible();
    await page.getByRole('textbox', { name: 'Discount code' }).fill('welcome10');
    await page.getByRole('button', { name: 'APPLY' }).click();
    await expect(page.getByText('WELCOME10 applied: 10% off your order.')).toBeVisible();
    const discountMinor = Math.round(subtotalMinor / 10);
    await expect(summary(page)).toContainText(`−${money(discountMinor)}`);
    const totalMinor = subtotalMinor + EXPRESS_MINOR - discountMinor;
    await expect(page.getByTestId('total-to-pay')).toHaveText(money(totalMinor));

    await page.getByRole('button', { name: 'ORDER NOW' }).click();
    await expect(toast(page, 'Order placed successfully!')).toBeVisible();
    await expect(page).toHaveURL(/\/orders\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeVisible();
    await expect(page.getByTestId('order-status')).toHaveText('Pending');
    await expect(page.getByText('Please wrap with a handwritten card.')).toBeVisible();

    await page.goto('/cart');
    await expect(page.getByRole('heading', { level: 1, name: 'MY CART (0)' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'MY ORDERS (1)' })).toBeVisible();
    const orders = page.getByRole('table', { name: 'MY ORDERS' });
    await expect(orders.getByRole('row').filter({ hasText: ring!.title })).toContainText('Pending');
    await expect(orders).toContainText(money(totalMinor));
  });

  test('a double click on ORDER NOW places one order', async ({ page, request }) => {
    const shopper = await registeredShopper(request, 'Eager');
    const [earrings] = await piecesOf(request, 'Earrings', 1);
    await logIn(page, shopper);
    await addToCart(page, earrings!);
    await reachReview(page, earrings!);
    await page.getByRole('button', { name: 'ORDER NOW' }).dblclick();
    await expect(page).toHaveURL(/\/orders\/\d+$/);

    const orders = (await (await page.request.get('/api/orders')).json()) as unknown[];
    expect(orders).toHaveLength(1);
    await page.goto('/cart');
    await expect(page.getByRole('heading', { name: 'MY ORDERS (1)' })).toBeVisible();
  });

  test('a refused order keeps the cart', async ({ page, request }) => {
    const shopper = await registeredShopper(request, 'Refused');
    const [earrings] = await piecesOf(request, 'Earrings', 1);
    await logIn(page, shopper);
    await addToCart(page, earrings!);
    await reachReview(page, earrings!);
    await page.route('**/api/orders', (route) => route.fulfill({ status: 500, json: { message: 'The workshop is closed.' } }));
    await page.getByRole('button', { name: 'ORDER NOW' }).click();
    await expect(toast(page, 'Failed to place order.')).toBeVisible();
    await expect(page).toHaveURL(/\/checkout-3$/);

    await page.route('**/api/orders', (route) => route.abort('internetdisconnected'));
    await page.getByRole('button', { name: 'ORDER NOW' }).click();
    await expect(toast(page, 'Network error while placing order.')).toBeVisible();
    await page.unrouteAll();

    await page.goto('/cart');
    await expect(cartRow(page, earrings!.title)).toHaveCount(1);
  });
});
