import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, OWNER, test, uniqueEmail } from './fixtures/index.ts';
import { startOwnShop } from './fixtures/own-shop.ts';
import { fullPath, routeManifest } from './fixtures/route-manifest.ts';

// A first start with no owner needs a shop of its own: the suite's shop has one from ADMIN_EMAIL.
const SETUP_PORT = Number(process.env.E2E_PORT ?? 4310) + 12;

test.describe.configure({ mode: 'serial' });

test.describe('the back office', () => {
  test('a visitor is sent to log in; a customer is refused on every back-office page', async ({ page, accounts }) => {
    await page.goto('/admin/staff');
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fadmin%2Fstaff$/);

    // Every page of the admin layout, read from the build, so a new page cannot be left unguarded.
    const routes = routeManifest();
    const pages = Object.values(routes)
      .filter((route) => route.parentId === 'routes/admin/layout' || route.id === 'routes/admin/layout')
      .map((route) => fullPath(routes, route).replace(/:[^/]+/g, '1'));
    expect(pages).toEqual(expect.arrayContaining(['/admin', '/admin/staff', '/admin/audit']));

    const customer = await accounts.register('Customer');
    await accounts.logIn(customer);
    for (const url of new Set(pages)) {
      const answer = await page.goto(url);
      expect(answer?.status(), url).toBe(403);
      await expect(page.getByRole('heading', { level: 1, name: 'This page is for the shop’s staff' })).toBeVisible();
    }
  });

  test('the person who started the shop creates the owner from the printed setup address, once', async ({ page }) => {
    const shop = await startOwnShop(SETUP_PORT);
    try {
      const founder = { firstName: 'Olive', email: uniqueEmail('founder'), password: 'garnet-and-gold-77' };
      const token = readFileSync(path.join(shop.dataDir, 'admin-setup-token'), 'utf8').trim();
      // The log names the token's file, never the token (logs are read and kept more widely than DATA_DIR).
      const log = readFileSync(path.join(shop.dataDir, 'shop.log'), 'utf8');
      expect(log).toContain(`/admin/setup?token=… with the token in ${path.resolve(shop.dataDir, 'admin-setup-token')}`);
      expect(log).not.toContain(token);
      await page.goto(`${shop.base}/admin/setup?token=wrong`);
      await expect(page.getByText('This setup link is invalid or has already been used.')).toBeVisible();

      await page.goto(`${shop.base}/admin/setup?token=${token}`);
      await page.getByLabel('First name', { exact: true }).fill(founder.firstName);
      await page.getByLabel('Last name', { exact: true }).fill('Owner');
      await page.getByLabel('Email', { exact: true }).fill(founder.email);
      await page.getByLabel('Password', { exact: true }).fill('Password1');
      await page.getByLabel('Confirm password').fill('Password1');
      await page.getByRole('button', { name: 'CREATE THE OWNER ACCOUNT' }).click();
      await expect(page.getByText('This password is one of the most common ones')).toBeVisible();
      await page.getByLabel('Password', { exact: true }).fill(founder.password);
      await page.getByLabel('Confirm password').fill(founder.password);
      await page.getByRole('button', { name: 'CREATE THE OWNER ACCOUNT' }).click();
      await expect(page).toHaveURL(/\/admin$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Hello, Olive' })).toBeVisible();

      await page.goto(`${shop.base}/admin/setup?token=${token}`);
      await expect(page.getByText('This setup link is invalid or has already been used.')).toBeVisible();
    } finally {
      await shop.stop();
    }
  });

  test('the owner invites staff; the invitation sets a password; staff cannot manage staff; disabling shuts them out', async ({ page, accounts, browser }) => {
    await accounts.logIn(OWNER);
    await expect(page).toHaveURL(/\/admin$/);
    await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Staff', exact: true }).click();
    const maker = { firstName: 'Mira', lastName: 'Maker', email: uniqueEmail('maker'), password: 'jade-and-silver-42' };
    await page.getByLabel('First name', { exact: true }).fill(maker.firstName);
    await page.getByLabel('Last name', { exact: true }).fill(maker.lastName);
    await page.getByLabel('Email', { exact: true }).fill(maker.email);
    await page.getByRole('button', { name: 'SEND THE INVITATION' }).click();
    await expect(page.getByText(`We e-mailed ${maker.email} a link to join the back office.`)).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: maker.email })).toContainText('STAFF · INVITED');

    const mail = await accounts.newestMailTo(maker.email);
    const link = new URL(mail.match(/https?:\/\/\S+\/admin\/invite\?token=\S+/)![0]);
    const other = await browser.newContext({ baseURL: new URL(page.url()).origin });
    const staffPage = await other.newPage();
    await staffPage.goto(`${link.pathname}${link.search}`);
    await expect(staffPage.getByRole('heading', { level: 1, name: 'Welcome, Mira' })).toBeVisible();
    await staffPage.getByLabel('Password', { exact: true }).fill(maker.password);
    await staffPage.getByLabel('Confirm password').fill(maker.password);
    await staffPage.getByRole('button', { name: 'JOIN THE BACK OFFICE' }).click();
    await expect(staffPage).toHaveURL(/\/admin$/);
    await expect(staffPage.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Staff', exact: true })).toHaveCount(0);
    expect((await staffPage.goto('/admin/staff'))?.status()).toBe(403);
    // The payment settings (where shoppers send money) are the owner's alone too.
    expect((await staffPage.goto('/admin/settings/payments'))?.status()).toBe(403);
    await staffPage.goto('/admin');
    await expect(staffPage.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Payments', exact: true })).toHaveCount(0);

    await page.reload();
    const row = page.getByRole('listitem').filter({ hasText: maker.email });
    await row.getByRole('button', { name: 'DISABLE' }).click();
    await expect(page.getByText('Mira Maker is now disabled.')).toBeVisible();
    await staffPage.goto('/admin');
    await expect(staffPage).toHaveURL(/\/login\?redirectTo=%2Fadmin$/);
    await other.close();

    // The audit log names who did each of it, with the fields before and after.
    await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Audit log', exact: true }).click();
    const rows = page.getByRole('row');
    await expect(rows.filter({ hasText: 'staff.update' }).first()).toContainText(OWNER.email);
    await expect(rows.filter({ hasText: 'staff.update' }).first()).toContainText('disabledtrue');
    await expect(rows.filter({ hasText: 'staff.join' }).first()).toContainText(maker.email);
    await expect(rows.filter({ hasText: 'staff.invite' }).first()).toContainText(maker.email);
  });
});
