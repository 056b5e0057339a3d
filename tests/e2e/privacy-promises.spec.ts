/**
 * The privacy policy and the terms print the owner's retention periods (issue 33, decision record
 * 043): what they promise is the setting the retention job enforces. The owner changes a period on
 * /admin/settings/privacy and a shopper's next visit reads the new figure (the kept copy of the
 * page is rendered again).
 */
import { expect, OWNER, ownerAuth, test } from './fixtures/index.ts';

const DEFAULTS = { securityEventDays: 90, messageDays: 730, unconfirmedAccountDays: 30 };

test('the policies print the retention periods, and follow the owner’s change', async ({ page, accounts, browser }, testInfo) => {
  test.slow(); // the owner's sign-in, a form, two shoppers' visits and screenshots
  const shopper = await browser.newContext({ baseURL: new URL(testInfo.project.use.baseURL!).origin });
  const visitor = await shopper.newPage();
  try {
    await visitor.goto('/privacy-policy');
    const policy = visitor.getByRole('article');
    await expect(policy).toContainText('Messages, custom design requests and the photos you send with them: 2 years after you send them');
    await expect(policy).toContainText('floods of our forms (the e-mail address typed, if any, and the network address it came from): 90 days');
    await expect(policy).toContainText('never confirmed and that has no order: 30 days after it was created, then deleted');
    // Promises the shop does not keep yet are not made; the newsletter's are kept (decision record 042).
    await expect(policy).not.toContainText('we delete it within 30 days');
    await expect(policy).toContainText('every letter has a link to unsubscribe in one click');
    await visitor.goto('/terms-conditions');
    await expect(visitor.getByRole('article')).toContainText('photos included, for 2 years after you send it, then delete it');

    await accounts.logIn(OWNER);
    await page.goto('/admin/settings/privacy');
    const form = page.getByRole('form', { name: 'Retention' });
    await expect(form.getByLabel('Messages and design requests (days)')).toHaveValue('730');
    await form.getByLabel('Messages and design requests (days)').fill('400');
    await form.getByRole('button', { name: 'SAVE PERIODS' }).click();
    await expect(page.getByText('Retention periods saved.')).toBeVisible();
    await expect(form.getByText('Now: 400 days.')).toBeVisible();
    for (const width of [1440, 390]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await page.screenshot({ path: testInfo.outputPath(`privacy-settings-${width}.png`), fullPage: true });
    }

    await visitor.goto('/privacy-policy');
    await expect(policy).toContainText('Messages, custom design requests and the photos you send with them: 400 days after you send them');
    for (const width of [1440, 390]) {
      await visitor.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await visitor.screenshot({ path: testInfo.outputPath(`privacy-policy-${width}.png`), fullPage: true });
    }
    await visitor.goto('/terms-conditions');
    await expect(visitor.getByRole('article')).toContainText('photos included, for 400 days after you send it');

    // A period out of bounds is refused on the form, naming the field.
    await form.getByLabel('Messages and design requests (days)').fill('0');
    await form.evaluate((element: HTMLFormElement) => (element.noValidate = true));
    await form.getByRole('button', { name: 'SAVE PERIODS' }).click();
    await expect(form.getByText('Messages and design requests: a whole number of days from 1 to 3650')).toBeVisible();
  } finally {
    const auth = await ownerAuth(page.request);
    expect((await page.request.put('/api/admin/settings/retention', { headers: auth, data: DEFAULTS })).status()).toBe(200);
    await shopper.close();
  }
});
