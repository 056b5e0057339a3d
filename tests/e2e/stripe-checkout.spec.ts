/**
 * Paying by card (issue 23): a shopper's card order is sent to Stripe's hosted page (here the
 * Stripe test server, scripts/stripe-test-server.ts), pays there, and lands back on the order's
 * page showing the payment authorised, with the confirmation a bank payer sees ("Order placed
 * successfully!" and what happens next) and the payment's moves in words in its history. The order is placed through the API in the browser's
 * context, as checkout step 3 does once the shopper chooses the card (its method choice is
 * pay-storefront's).
 */
import { expect, OWNER, test } from './fixtures/index.ts';

test('a shopper pays by card on Stripe’s page and lands on the order, authorised; staff capture it', async ({ browser, page, accounts, checkout }) => {
  // Two sign-ins and a trip to Stripe's page.
  test.setTimeout(60_000);
  const shopper = await accounts.register('Card');
  const order = await checkout.placeThroughApi(shopper, { paymentMethod: 'stripe' });
  expect(order.payment.redirectUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/pay\/cs_test_/);
  // The shop's return address is its public one (http://localhost:PORT without PUBLIC_URL): sign in there.
  const origin = new URL(page.url() === 'about:blank' ? test.info().project.use.baseURL! : page.url());
  const shopOrigin = `http://localhost:${origin.port}`;
  await accounts.logIn(shopper, { path: `${shopOrigin}/login?redirectTo=%2Forders%2F${order.id}` });
  await expect(page.getByRole('region', { name: 'Payment' }).getByTestId('payment-status')).toHaveText('Awaiting payment');

  await page.getByRole('button', { name: 'Pay now' }).click();
  await expect(page).toHaveURL(order.payment.redirectUrl!);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Pay');
  await page.getByRole('button', { name: 'Pay' }).click();

  // Back through /orders/:id/payment-return, which carries the shopper on with their session.
  await expect(page).toHaveURL(`${shopOrigin}/orders/${order.id}?placed`);
  await expect(page.getByRole('region', { name: 'Payment' }).getByTestId('payment-status')).toHaveText('Authorised');
  const confirmation = page.getByRole('status').filter({ hasText: 'Order placed successfully!' });
  await expect(confirmation).toBeVisible();
  await expect(confirmation).toContainText('Your card is authorised: the money is held, and taken when we confirm your order.');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you for your order');
  const history = page.getByRole('list', { name: 'Order history' });
  await expect(history).toContainText('Payment authorised');
  await expect(history).not.toContainText('authorized');
  await expect(page.getByRole('button', { name: 'Pay now' })).toHaveCount(0);
  await expect(page.getByTestId('order-status')).toHaveText('Pending');

  // The shop captures it from the order's page in the back office.
  const staffContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const staffPage = await staffContext.newPage();
  await accounts.on(staffPage).logIn(OWNER, { path: `/login?redirectTo=%2Fadmin%2Forders%2F${order.id}` });
  await staffPage.getByRole('button', { name: 'Capture payment' }).click();
  await expect(staffPage.getByText('The card payment is captured.')).toBeVisible();
  await expect(staffPage.getByRole('button', { name: 'Capture payment' })).toHaveCount(0);
  await staffContext.close();
  await page.reload();
  await expect(page.getByRole('region', { name: 'Payment' }).getByTestId('payment-status')).toHaveText('Paid');
  await expect(history.getByText('Paid', { exact: true })).toBeVisible();
  await expect(history).toContainText('was taken from your card.');
});
