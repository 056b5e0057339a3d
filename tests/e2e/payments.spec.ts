/**
 * Paying by bank transfer, as a shopper and the owner do it (decision record 025): the shopper
 * chooses bank transfer at step 3, ORDER NOW says "Order placed successfully!", and the order page
 * shows the account to pay to with the order number as reference; the owner replaces the sample
 * details on /admin/settings/payments, and the back office stops asking them to.
 */
import { expect, OWNER, test } from './fixtures/index.ts';

const OWN_ACCOUNT = { holder: 'Lumen & Loom Studio Ltd', bank: 'First Portland Bank', account: 'US64 SVBK US6S 3300 9673 86', days: '7' };

test('checkout with bank transfer: order placed, the order page shows the account, the reference and the day to pay by', async ({
  page,
  catalog,
  shop,
  accounts,
  checkout,
}, testInfo) => {
  test.slow(); // an account, a confirmed address, the three steps of checkout
  const shopper = await accounts.register('Transfer');
  await accounts.confirmEmail(shopper);
  const [ring] = await catalog.pieces('Rings', 1);
  await accounts.logIn(shopper);
  await shop.addToCart(ring!);
  await checkout.reachReview(ring!);

  const payment = page.getByRole('radiogroup', { name: 'Payment method' });
  await expect(payment.getByRole('radio', { name: /Bank transfer/ })).toBeChecked();
  await expect(payment).toContainText('with the order number as reference');
  await page.screenshot({ path: testInfo.outputPath('checkout-3-1440.png'), fullPage: true });

  await page.getByRole('button', { name: 'ORDER NOW' }).click();
  await expect(page.getByText('Order placed successfully!', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/orders\/\d+$/);
  const number = (await page.getByText(/^ORDER #\d+$/).textContent())!.slice('ORDER #'.length);
  const id = page.url().split('/').pop();

  await expect(page.getByTestId('order-status')).toHaveText('Pending');
  const section = page.getByRole('region', { name: 'Payment', exact: true });
  await expect(section.getByTestId('payment-status')).toHaveText('Awaiting payment');
  const order = await (await page.request.get(`/api/orders/${id}`)).json();
  const instructions = order.payment.instructions;
  const how = section.getByLabel('How to pay by bank transfer');
  for (const value of [instructions.accountHolder, instructions.bankName, instructions.accountNumber, number]) await expect(how).toContainText(value);
  await expect(how).toContainText(`with ${number} as the reference`);
  await expect(section).toContainText('Amount due');
  await page.screenshot({ path: testInfo.outputPath('order-1440.png'), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: testInfo.outputPath('order-390.png'), fullPage: true });

  // The confirmation carries the same account and reference.
  const mail = await accounts.newestMailTo(shopper.email);
  expect(mail).toContain(`Account number or IBAN: ${instructions.accountNumber}`);
  expect(mail).toContain(`Reference: ${number} (your order number)`);

  // MY ORDERS shows the payment under the order's status.
  await page.goto('/cart');
  await expect(page.getByRole('list', { name: 'MY ORDERS' })).toContainText('Awaiting payment');
});

test('the owner replaces the sample bank details; the back office stops asking', async ({ page, accounts }, testInfo) => {
  test.slow(); // a sign-in, a refused save and a save
  await accounts.logIn(OWNER);
  await page.goto('/admin');
  // A fresh shop shows sample details to shoppers: the dashboard says so and leads to the settings.
  await expect(page.getByText('Sample details to replace.')).toBeVisible();
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Payments', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/settings\/payments$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Payment settings' })).toBeVisible();
  await expect(page.getByText('Sample details to replace.')).toBeVisible();
  const form = page.getByRole('form', { name: 'Bank transfer' });
  await expect(form.getByLabel('Offer bank transfer at checkout')).toBeChecked();
  // The browser tests' shop runs with Stripe's keys (the suite's Stripe test server): on, and the keys never shown.
  const cards = page.getByRole('region', { name: 'Cards' });
  await expect(cards).toContainText('Card (Stripe)On');
  await expect(cards).not.toContainText('sk_test_');
  await expect(cards).not.toContainText('whsec_');
  await page.screenshot({ path: testInfo.outputPath('settings-1440.png'), fullPage: true });

  // While bank transfer is on, the account is required.
  await form.getByLabel('Account holder').fill('');
  await form.getByRole('button', { name: 'SAVE PAYMENT SETTINGS' }).click();
  await expect(form.getByText('Enter the account holder shoppers pay to.')).toBeVisible();

  await form.getByLabel('Account holder').fill(OWN_ACCOUNT.holder);
  await form.getByLabel('Bank', { exact: true }).fill(OWN_ACCOUNT.bank);
  await form.getByLabel('Account number or IBAN').fill(OWN_ACCOUNT.account);
  await form.getByLabel('Days to pay').fill(OWN_ACCOUNT.days);
  await form.getByRole('button', { name: 'SAVE PAYMENT SETTINGS' }).click();
  await expect(page.getByText('Payment settings saved.')).toBeVisible();
  await expect(page.getByText('Sample details to replace.')).toHaveCount(0);
  await expect(page.getByRole('form', { name: 'Bank transfer' }).getByLabel('Account holder')).toHaveValue(OWN_ACCOUNT.holder);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: testInfo.outputPath('settings-390.png'), fullPage: true });

  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: /^Hello/ })).toBeVisible();
  await expect(page.getByText('Sample details to replace.')).toHaveCount(0);
  const methods = await (await page.request.get('/api/payment-methods')).json();
  // Bank transfer first (the default), still offered, then cards (Stripe is on in the browser tests' shop).
  expect(methods.map((method: { id: string }) => method.id)).toEqual(['bank_transfer', 'stripe']);
});
