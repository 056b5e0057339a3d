/**
 * The owner's gift card amounts (issue 34, decision record 050, "The owner's amounts"): the owner
 * sets them on /admin/settings/gift-cards and the next visit to /gift-cards offers them (the kept
 * page is rendered again). The rules behind them are tests/api/gift-card-amounts.test.ts's. Restored after.
 */
import { DEFAULT_GIFT_CARD_AMOUNTS } from '../../domain/gift-cards.ts';
import { expect, OWNER, ownerAuth, test } from './fixtures/index.ts';
import { screenshots } from './fixtures/screenshots.ts';

test('the owner’s amounts are what /gift-cards offers, at once after a change', async ({ page, accounts, browser }, testInfo) => {
  test.slow(); // the owner's sign-in, a form, a shopper's visits and screenshots
  const shopper = await browser.newContext({ baseURL: new URL(testInfo.project.use.baseURL!).origin });
  const visitor = await shopper.newPage();
  // Each radio's label, in the order offered.
  const amounts = visitor.getByRole('group', { name: 'Amount' }).locator('label');
  try {
    await visitor.goto('/gift-cards');
    await expect(amounts).toHaveText(['$25.00', '$50.00', '$100.00', '$200.00', 'Other amount']);

    await accounts.logIn(OWNER);
    await page.goto('/admin/settings/gift-cards');
    const form = page.getByRole('form', { name: 'Gift card amounts' });
    await expect(form.getByLabel('Amounts (USD)')).toHaveValue('25, 50, 100, 200');
    await form.getByLabel('Amounts (USD)').fill('30, 75, 75');
    await form.getByRole('button', { name: 'SAVE AMOUNTS' }).click();
    await expect(form.getByText('Amounts: one to eight different amounts, each from 1.00 to 10,000.00')).toBeVisible();
    await form.getByLabel('Amounts (USD)').fill('30, 75, 150');
    await form.getByLabel('Buyers may choose their own amount').uncheck();
    await form.getByRole('button', { name: 'SAVE AMOUNTS' }).click();
    await expect(page.getByText('Gift card amounts saved.')).toBeVisible();
    await expect(page.getByRole('region', { name: 'What shoppers see' })).toContainText('offers $30.00, $75.00, $150.00.');
    await screenshots(page, 'gift-card-settings', testInfo);

    await visitor.goto('/gift-cards');
    await expect(amounts).toHaveText(['$30.00', '$75.00', '$150.00']);
  } finally {
    const auth = await ownerAuth(page.request);
    expect((await page.request.put('/api/admin/settings/gift-cards', { headers: auth, data: DEFAULT_GIFT_CARD_AMOUNTS })).status()).toBe(200);
    await shopper.close();
  }
});
