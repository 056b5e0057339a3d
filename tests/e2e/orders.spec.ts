import { expect, test } from './fixtures/index.ts';

test.describe('an order’s page', () => {
  test('shows the order, and cancels it while it is pending; a cancelled order has no cancel button', async ({ page, shop, accounts, checkout }) => {
    const shopper = await accounts.register('Owner');
    const order = await checkout.placeThroughApi(shopper);
    await accounts.logIn(shopper, { path: `/login?redirectTo=%2Forders%2F${order.id}` });
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
    await expect(shop.toast('Your order has been cancelled.')).toBeVisible();
    await expect(page.getByTestId('order-status')).toHaveText('Cancelled');
    await expect(page.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);

    await page.reload();
    await expect(page.getByTestId('order-status')).toHaveText('Cancelled');
    await expect(page.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);

    await page.goto('/cart');
    await expect(
      page
        .getByRole('table', { name: 'MY ORDERS' })
        .getByRole('rowgroup')
        .filter({ hasText: `ORDER #${order.number}` }),
    ).toContainText('Cancelled');
  });

  test('another shopper’s order is not found', async ({ page, accounts, checkout }) => {
    const owner = await accounts.register('Owner');
    const order = await checkout.placeThroughApi(owner);
    const stranger = await accounts.register('Stranger');
    await accounts.logIn(stranger);
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
