/**
 * Checkout step 3 and what follows it (issue 32, decision record 038): the payment choice comes
 * before ORDER NOW at 1440 and 390 px, the first method listed is checked and "Paying by …" says
 * it; the summary's shipping line names the method at every step; the bank payer's order page
 * confirms the order, with the account grouped and copy buttons for it and the reference; a
 * shopper cancelling an order already paid is told what happens to the money; the owner's times
 * are typed in the shop's time zone.
 */
import { compactAccount, groupedAccount } from '../../domain/bank-account.ts';
import { expect, OWNER, test } from './fixtures/index.ts';
import type { Page } from '@playwright/test';

/** The top of an element on the page (its y), for what comes before what. */
const top = async (page: Page, locator: ReturnType<Page['locator']>) => {
  await locator.scrollIntoViewIfNeeded();
  return (await locator.evaluate((element) => element.getBoundingClientRect().top + window.scrollY)) as number;
};

test.describe('checkout step 3 and after', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('the payment choice before ORDER NOW at every width, the first checked; the bank payer’s confirmation copies the account', async ({
    page,
    catalog,
    shop,
    accounts,
    checkout,
  }, testInfo) => {
    test.setTimeout(180_000); // an account, the three steps, an order, on a machine shared with other suites
    const shopper = await accounts.register('Review');
    const [ring] = await catalog.pieces('Rings', 1);
    await accounts.logIn(shopper);
    await shop.addToCart(ring!);
    await checkout.reachReview(ring!);
    await expect(checkout.summary()).toContainText('Shipping (Express)');

    const methods = page.getByRole('radiogroup', { name: 'Payment method' });
    const orderNow = page.getByRole('button', { name: 'ORDER NOW' });
    // The first method listed is the one checked, and the line by the button says it.
    await expect(methods.getByRole('radio').first()).toBeChecked();
    await expect(methods.getByRole('radio', { name: /Bank transfer/ })).toBeChecked();
    await expect(page.getByTestId('paying-by')).toHaveText('Paying by Bank transfer');
    for (const width of [1440, 390]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      expect(await top(page, methods), `at ${width} px`).toBeLessThan(await top(page, orderNow));
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({ path: testInfo.outputPath(`checkout-3-${width}.png`), fullPage: true });
    }
    await page.setViewportSize({ width: 1440, height: 900 });
    await methods.getByRole('radio', { name: /Card/ }).check();
    await expect(page.getByTestId('paying-by')).toHaveText('Paying by Card (Stripe)');
    await methods.getByRole('radio', { name: /Bank transfer/ }).check();
    await expect(page.getByTestId('paying-by')).toHaveText('Paying by Bank transfer');

    // The newsletter's box is never ticked for the shopper; ticked, placing the order gives the consent
    // (the way `checkout`): an address not yet confirmed is mailed the confirmation link.
    const newsletter = page.getByRole('checkbox', { name: /Send me the newsletter/ });
    await expect(newsletter).not.toBeChecked();
    await newsletter.check();

    await orderNow.click();
    await expect(page).toHaveURL(/\/orders\/\d+$/);
    const confirmation = page.getByRole('status').filter({ hasText: 'Order placed successfully!' });
    await expect(confirmation).toBeVisible();
    await expect(confirmation).toContainText('WHAT HAPPENS NEXT');
    await expect(confirmation).toContainText('as the reference');
    await expect.poll(async () => (await accounts.newestMailTo(shopper.email).catch(() => '')).includes('/newsletter/confirm?token=')).toBe(true);
    const id = page.url().split('/').pop()!;
    const order = await (await page.request.get(`/api/orders/${id}`)).json();
    const { accountNumber, reference } = order.payment.instructions as { accountNumber: string; reference: string };
    const instructions = page.getByLabel('How to pay by bank transfer');
    await expect(instructions.getByText(groupedAccount(accountNumber), { exact: true })).toBeVisible();
    await instructions.getByRole('button', { name: 'Copy the account number' }).click();
    await expect(instructions.getByText('Copied to the clipboard.')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(compactAccount(accountNumber));
    await instructions.getByRole('button', { name: 'Copy the payment reference' }).click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(reference);
    await page.screenshot({ path: testInfo.outputPath('order-bank-1440.png'), fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    // The account's groups are never broken inside at 390 px: each group sits on one line.
    const shown = instructions.getByText(groupedAccount(accountNumber), { exact: true });
    const lines = await shown.evaluate((element) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
    });
    expect(lines).toBeLessThanOrEqual(2);
    await page.screenshot({ path: testInfo.outputPath('order-bank-390.png'), fullPage: true });
  });

  test('a shopper cancelling an order paid by transfer is told the money is sent back; staff are led to refund it', async ({
    browser,
    page,
    accounts,
    checkout,
  }, testInfo) => {
    test.setTimeout(180_000); // two sign-ins, a payment recorded, a cancellation, on a shared machine
    const shopper = await accounts.register('Regret');
    await accounts.confirmEmail(shopper);
    const order = await checkout.placeThroughApi(shopper);

    const staffContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
    const staffPage = await staffContext.newPage();
    await accounts.on(staffPage).logIn(OWNER, { path: `/login?redirectTo=%2Fadmin%2Forders%2F${order.id}` });
    const panel = staffPage.getByRole('region', { name: 'Payment' });
    await panel.getByRole('button', { name: 'RECORD PAYMENT' }).click();
    await expect(panel.getByTestId('payment-status')).toHaveText('Paid');
    // The money is in: the status actions come first and offer the next step.
    const status = staffPage.getByRole('form', { name: 'Move this order on' });
    await expect(status.getByLabel('New status')).toHaveValue('Confirmed');
    expect((await status.boundingBox())!.y).toBeLessThan((await panel.boundingBox())!.y);
    await expect(panel.getByLabel('Amount to refund')).toHaveCount(0);
    for (const width of [1440, 390]) {
      await staffPage.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await staffPage.screenshot({ path: testInfo.outputPath(`admin-order-paid-${width}.png`), fullPage: true });
    }

    await accounts.logIn(shopper, { path: `/login?redirectTo=%2Forders%2F${order.id}` });
    await expect(page.getByRole('list', { name: 'Order history' })).toContainText('Your transfer of');
    await page.getByRole('button', { name: 'Cancel order' }).click();
    await expect(page.getByTestId('cancel-money')).toContainText('back to the account it came from');
    await page.getByRole('button', { name: 'Yes, cancel order' }).click();
    await expect(page.getByTestId('order-status')).toHaveText('Cancelled');
    await expect(page.getByTestId('cancelled-money')).toContainText('We are sending the');
    await expect(page.getByTestId('cancelled-money')).toContainText('back to the account it came from');
    await page.screenshot({ path: testInfo.outputPath('order-cancelled-paid-1440.png'), fullPage: true });

    // Staff: the order is cancelled and the money owed back, so the refund form is open at once.
    await staffPage.reload();
    await staffPage.setViewportSize({ width: 1440, height: 900 });
    await expect(panel.getByLabel('Amount to refund')).toBeVisible();
    await staffPage.screenshot({ path: testInfo.outputPath('admin-order-cancelled-1440.png'), fullPage: true });
    await staffContext.close();
  });

  test('the owner’s times are in the shop’s time zone: set on the shop settings, read and shown by the discount form', async ({ page, accounts }, testInfo) => {
    test.slow(); // the owner's sign-in, two forms saved, screenshots
    const auth = await accounts.logIn(OWNER).then(async () => {
      const login = await page.request.post('/api/authenticate', { data: { email: OWNER.email, password: OWNER.password } });
      return { Authorization: `Bearer ${((await login.json()) as { jwtToken: string }).jwtToken}` };
    });
    const code = `TZ${Date.now().toString(36).toUpperCase()}`;
    try {
      await page.goto('/admin/settings/shop');
      const seller = page.getByRole('form', { name: 'Seller' });
      await seller.getByLabel('Time zone').selectOption('America/Los_Angeles');
      await seller.getByRole('button', { name: 'SAVE SHOP DETAILS' }).click();
      await expect(page.getByText('Shop details saved.')).toBeVisible();
      await expect(seller.getByLabel('Time zone')).toHaveValue('America/Los_Angeles');
      await page.screenshot({ path: testInfo.outputPath('shop-settings-1440.png'), fullPage: true });
      await page.setViewportSize({ width: 390, height: 844 });
      await page.screenshot({ path: testInfo.outputPath('shop-settings-390.png'), fullPage: true });
      await page.setViewportSize({ width: 1440, height: 900 });

      await page.goto('/admin/discounts');
      const form = page.getByRole('form', { name: 'New discount' });
      await form.getByLabel('Name shoppers read').fill('Time zone check');
      await form.getByRole('textbox', { name: 'Code' }).fill(code);
      await form.getByLabel('Percent off').fill('5');
      // Off: it never applies to another test's order.
      await form.getByLabel('On', { exact: true }).uncheck();
      // Summer time in Los Angeles: 09:00 there is 16:00 UTC.
      await form.getByLabel('Starts (America/Los Angeles time)').fill('2027-07-01T09:00');
      await form.getByRole('button', { name: 'CREATE DISCOUNT' }).click();
      await expect(page.getByText('Time zone check is saved.')).toBeVisible();
      const row = page.getByRole('table', { name: 'Discounts' }).getByRole('row').filter({ hasText: code });
      await expect(row).toContainText('From 1 Jul 2027, 09:00 PDT');
      const saved = ((await (await page.request.get('/api/admin/discounts', { headers: auth })).json()) as Array<{ code: string; startsAt: string }>).find(
        (discount) => discount.code === code,
      );
      expect(saved?.startsAt).toBe('2027-07-01T16:00:00.000Z');
    } finally {
      const { sampleDetails: _sample, ...settings } = (await (await page.request.get('/api/admin/settings/shop', { headers: auth })).json()) as Record<
        string,
        unknown
      >;
      expect((await page.request.put('/api/admin/settings/shop', { headers: auth, data: { ...settings, timeZone: 'UTC' } })).status()).toBe(200);
    }
  });
});
