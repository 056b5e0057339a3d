/**
 * The privacy policy's promises about a shopper's data, kept on the account page (issue 33,
 * decision record 044): "Download my data" gives a file of everything the shop keeps about them;
 * "Delete my account" asks for the password in a dialog that says what goes and what stays, refuses
 * a wrong one with nothing removed, and deletes the account at once; the old session then opens
 * nothing and the password no longer signs in. The API's rules are tests/api/erasure.test.ts's.
 */
import { readFile } from 'node:fs/promises';
import { PRIVACY_MESSAGES as M } from '../../domain/privacy.ts';
import { expect, OWNER, test } from './fixtures/index.ts';
import { screenshots } from './fixtures/screenshots.ts';

test('a shopper downloads their data and deletes their account from the account page', async ({ page, accounts }, testInfo) => {
  test.slow(); // a download, a dialog, two pages' screenshots at two widths
  const shopper = await accounts.register('Philippa');
  await accounts.logIn(shopper);
  await page.goto('/account');
  const section = page.getByRole('region', { name: 'Your data' });

  const [download] = await Promise.all([page.waitForEvent('download'), section.getByRole('link', { name: 'Download my data' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^my-data-\d+-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(await readFile((await download.path())!, 'utf8'));
  expect(data.profile).toMatchObject({ email: shopper.email, firstName: 'Philippa' });
  expect(Object.keys(data)).toEqual(expect.arrayContaining(['addresses', 'orders', 'consents', 'messages', 'wishlist', 'sessions']));

  await section.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await expect(dialog).toContainText('your saved addresses');
  await expect(dialog).toContainText('shown as “Erased customer”');
  await screenshots(page, 'delete-account-dialog', testInfo);
  await dialog.getByLabel('Your password', { exact: true }).fill('not-my-password-1');
  await dialog.getByRole('button', { name: 'Yes, delete my account' }).click();
  await expect(dialog.getByText(M.wrongPassword)).toBeVisible();

  await dialog.getByLabel('Your password', { exact: true }).fill(shopper.password);
  await dialog.getByRole('button', { name: 'Yes, delete my account' }).click();
  await expect(page.getByRole('heading', { name: 'Goodbye, and thank you' })).toBeVisible();
  await expect(page.getByText(M.erased)).toBeVisible();
  await screenshots(page, 'account-deleted', testInfo);

  await page.goto('/account');
  await expect(page).toHaveURL(/\/login/);
  await page.getByLabel('Email', { exact: true }).fill(shopper.email);
  await page.getByLabel('Password', { exact: true }).fill(shopper.password);
  await page.getByRole('button', { name: 'LOGIN' }).click();
  await expect(page).toHaveURL(/\/login/);
});

test('the privacy policy promises the copy, the deletion and the bookkeeping period the shop keeps', async ({ page }) => {
  await page.goto('/privacy-policy');
  const policy = page.getByRole('article');
  await expect(policy).toContainText('download a copy of everything we keep about you (“Download my data”');
  await expect(policy).toContainText('Your account: until you delete it.');
  await expect(policy).toContainText('and at least 10 years after each order, as tax and accounting law requires');
  await expect(policy).toContainText('are deleted 10 years after each order');
});

test('the owner exports a customer’s data and erases them from the customer page', async ({ page, accounts, request }, testInfo) => {
  test.slow(); // a sign-in, a download, a dialog and screenshots at two widths
  const shopper = await accounts.register('Quentin');
  const { id } = await (await request.post('/api/authenticate', { data: { email: shopper.email, password: shopper.password } })).json();
  await accounts.logIn(OWNER);
  await page.goto(`/admin/customers/${id}`);
  const privacy = page.getByRole('region', { name: 'Privacy' });
  await screenshots(page, 'admin-customer-privacy', testInfo);

  const [download] = await Promise.all([page.waitForEvent('download'), privacy.getByRole('button', { name: 'EXPORT DATA' }).click()]);
  expect(download.suggestedFilename()).toBe(`my-data-${id}-${new Date().toISOString().slice(0, 10)}.json`);
  expect(JSON.parse(await readFile((await download.path())!, 'utf8')).profile).toMatchObject({ email: shopper.email });

  await privacy.getByRole('button', { name: 'ERASE CUSTOMER' }).click();
  const dialog = page.getByRole('dialog', { name: 'Erase Quentin Lovelace?' });
  await expect(dialog).toContainText('shown as “Erased customer”');
  await dialog.getByRole('button', { name: 'Yes, erase the customer' }).click();
  await expect(page).toHaveURL(/\/admin\/customers\?erased=1$/);
  expect((await request.post('/api/authenticate', { data: { email: shopper.email, password: shopper.password } })).status()).toBe(401);
});
