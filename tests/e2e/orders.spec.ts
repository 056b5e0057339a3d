import { expect, test, type APIRequestContext } from '@playwright/test';
import { logIn, piecesOf, registeredShopper, toast, type Shopper } from './fixtures/checkout-shopper.ts';

const contact = { name: 'Ada Lovelace', email: 'ada@example.com', phone: '+44 20 7946 0000' };
const address = { name: 'Ada Lovelace', address: '12 St James Square', city: 'London', country: 'United Kingdom', state: 'London', zip: 'SW1Y 4JH', phone: '+44 20 7946 0000' };

/** An order placed through the API with the shopper's token: the tests below are about the order page. */
async function placeOrder(request: APIRequestContext, shopper: Shopper): Promise<{ id: number; number: number }> {
  const login = await request.post('/api/authenticate', { data: { email: shopper.email, password: shopper.password } });
  const { jwtToken } = (await login.json()) as { jwtToken: string };
  const [earrings] = await piecesOf(request, 'Earrings', 1);
  const response = await request.post('/api/orders', {
    headers: { Authorization: `Bearer ${jwtToken}` },
    data: { orderCustomer: contact, shippingAddress: address, items: [{ variantId: earrings!.variantId, metal: 'DefaultMetal', size: '', quantity: 1, giftWrap: true, personalisation: 'A.L.' }] },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: number; number: number };
}

test.describe('an order’s page', () => {
  test('shows the order, and cancels it while it is pending; a cancelled order has no cancel button', async ({ page, request }) => {
    const shopper = await registeredShopper(request, 'Owner');
    const order = await placeOrder(request, shopper);
    await logIn(page, shopper, { path: `/login?redirectTo=%2Forders%2F${order.id}` });
    await expect(page).toHaveURL(new RegExp(`/orders/${order.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: `Order #${order.number}` })).toBeVisible();
    await expect(page.getByTestId('order-status')).toHaveText('Pending');
    const pieces = page.getByRole('list', { name: 'Pieces in this order' });
    await expect(pieces).toContainText('“A.L.”');
    await expect(pieces).toContainText('Gift wrap');
    await expect(page.getByText('12 St James Square')).toBeVisible();
    await expect(page.getByText('Express · 1 to 2 days')).toBeVisible();

    await page.getByRole('button', { name: 'Cancel order' }).click();
    const dialog = page.getByRole('dialog', { name: `Cancel order #${order.number}?` });
    await dialog.getByRole('button', { name: 'Keep order' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('order-status')).toHaveText('Pending');

    await page.getByRole('button', { name: 'Cancel order' }).click();
    await dialog.getByRole('button', { name: 'Yes, cancel order' }).click();
    await expect(toast(page, 'Your order has been cancelled.')).toBeVisible();
    await expect(page.getByTestId('order-status')).toHaveText('Cancelled');
    await expect(page.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);

    await page.reload();
    await expect(page.getByTestId('order-status')).toHaveText('Cancelled');
    await expect(page.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);

    await page.goto('/cart');
    await expect(page.getByRole('table', { name: 'MY ORDERS' }).getByRole('rowgroup').filter({ hasText: `ORDER #${order.number}` })).toContainText('Cancelled');
  });

  test('another shopper’s order is not found', async ({ page, request }) => {
    const owner = await registeredShopper(request, 'Owner');
    const order = await placeOrder(request, owner);
    const stranger = await registeredShopper(request, 'Stranger');
    await logIn(page, stranger);
    const response = await page.goto(`/orders/${order.id}`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: "We can't seem to find the page you are looking for" })).toBeVisible();
    await expect(page.getByText(`Order #${order.number}`)).toHaveCount(0);
  });

  test('a guest is asked to log in to see an order', async ({ page }) => {
    await page.goto('/orders/1');
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Forders%2F1$/);
  });
});
