/**
 * Store credit (issue 34, decision record 047): staff issue credit with a reason from the customer
 * page; the shopper reads the balance and its history on their account.
 */
import { expect, OWNER, test } from './fixtures/index.ts';
import { screenshots } from './fixtures/screenshots.ts';

test('staff issue store credit on the customer page; the shopper reads it on their account', async ({ page, accounts, request, browser }, testInfo) => {
  test.slow(); // two sign-ins, a form and screenshots at two widths
  const shopper = await accounts.register('Imogen');
  const { id } = await (await request.post('/api/authenticate', { data: { email: shopper.email, password: shopper.password } })).json();

  await accounts.logIn(OWNER);
  await page.goto(`/admin/customers/${id}`);
  const panel = page.getByRole('region', { name: 'Store credit' });
  await expect(panel).toContainText('No store credit yet.');
  const form = panel.getByRole('form', { name: 'Issue store credit' });
  await form.getByLabel('Amount').fill('25');
  await form.getByLabel('Reason').fill('Sorry for the late parcel');
  await form.getByRole('button', { name: 'SAVE STORE CREDIT' }).click();
  await expect(page.getByText('Store credit issued.')).toBeVisible();
  await expect(panel).toContainText('$25.00');
  await expect(panel.getByRole('table', { name: 'Store credit history' })).toContainText('Issued: Sorry for the late parcel');
  // Taking back more than is left is refused, saying what is left.
  await form.getByLabel('Give or take').selectOption('voided');
  await form.getByLabel('Amount').fill('30');
  await form.getByLabel('Reason').fill('Given twice');
  await form.getByRole('button', { name: 'SAVE STORE CREDIT' }).click();
  await expect(panel.getByText('Only $25.00 is left.')).toBeVisible();
  await screenshots(page, 'admin-customer-store-credit', testInfo);

  const context = await browser.newContext({ baseURL: new URL(testInfo.project.use.baseURL!).origin });
  try {
    const own = await context.newPage();
    await accounts.on(own).logIn(shopper, { path: '/login' });
    await own.goto('/account');
    const credit = own.getByRole('region', { name: 'Store credit' });
    await expect(credit).toContainText('Balance: $25.00');
    const history = credit.getByRole('table', { name: 'Store credit history' });
    await expect(history.getByRole('row')).toHaveCount(2);
    await expect(history.getByRole('row').nth(1)).toContainText('Issued: Sorry for the late parcel');
    await expect(history.getByRole('row').nth(1)).toContainText('+$25.00');
    await credit.scrollIntoViewIfNeeded();
    await screenshots(own, 'account-store-credit', testInfo);
    // Deleting the account gives the credit up: the dialog says so with the amount before anything goes (decision record 047).
    await own.getByRole('button', { name: 'Delete my account' }).click();
    const dialog = own.getByRole('dialog', { name: 'Delete your account?' });
    await expect(dialog).toContainText('Your store credit of $25.00 is given up with your account');
    await screenshots(own, 'account-delete-store-credit', testInfo);
    await dialog.getByRole('button', { name: 'Keep my account' }).click();
    await expect(dialog).toBeHidden();
  } finally {
    await context.close();
  }
});
