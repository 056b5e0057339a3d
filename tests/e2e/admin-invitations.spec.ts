/**
 * Invitations to the back office, as the owner, an attacker and the invited person see them: the
 * invitation holds the role, so an address registered first gets nothing until the real person
 * opens the e-mailed link, which then shuts the earlier holder out.
 */
import type { Page } from '@playwright/test';
import { expect, OWNER, test } from './fixtures/index.ts';

const INVALID = 'This invitation is invalid, used or has expired. Ask the shop owner for a new one.';

async function invite(page: Page, person: { firstName: string; lastName: string; email: string }, role: 'Staff' | 'Owner') {
  await page.goto('/admin/staff');
  await page.getByLabel('First name', { exact: true }).fill(person.firstName);
  await page.getByLabel('Last name', { exact: true }).fill(person.lastName);
  await page.getByLabel('Email', { exact: true }).fill(person.email);
  await page.getByLabel('Role').selectOption({ label: role });
  await page.getByRole('button', { name: 'SEND THE INVITATION' }).click();
  await expect(page.getByText(`We e-mailed ${person.email} a link to join the back office.`)).toBeVisible(NAVIGATION);
}

const inviteLink = (mail: string) => {
  const link = new URL(mail.match(/https?:\/\/\S+\/admin\/invite\?token=\S+/)![0]);
  return `${link.pathname}${link.search}`;
};

// Page changes after a post wait longer than the default five seconds: argon2id on a busy machine.
const NAVIGATION = { timeout: 20_000 };

test.describe('invitations to the back office', () => {
  // Three browsers and several argon2id hashes a test: more than the default half minute on a busy machine.
  test.slow();

  test('an address registered first gets nothing from the invitation; the invitee’s link takes the account over', async ({ page, accounts, browser }) => {
    const origin = { baseURL: new URL(test.info().project.use.baseURL!).origin };
    // The attacker registers the future hire's address and stays signed in in their own browser.
    const attacker = await accounts.register('Hana');
    const attackerContext = await browser.newContext(origin);
    const attackerPage = await attackerContext.newPage();
    // Signed in through the API: the session cookie lands in the attacker's browser.
    expect((await attackerContext.request.post('/api/authenticate', { data: { email: attacker.email, password: attacker.password } })).status()).toBe(200);

    await accounts.logIn(OWNER);
    await invite(page, { firstName: 'Hana', lastName: 'Hire', email: attacker.email }, 'Owner');
    const waiting = page.getByRole('list', { name: 'Invitations waiting' }).getByRole('listitem').filter({ hasText: attacker.email });
    await expect(waiting).toContainText('OWNER · INVITED · UNTIL');

    // The attacker's session and password open nothing.
    expect((await attackerPage.goto('/admin'))?.status()).toBe(403);
    await expect(attackerPage.getByRole('heading', { level: 1, name: 'This page is for the shop’s staff' })).toBeVisible();

    // The real hire opens the e-mailed link in their own browser and chooses a password.
    const hireContext = await browser.newContext(origin);
    const hirePage = await hireContext.newPage();
    await hirePage.goto(inviteLink(await accounts.newestMailTo(attacker.email)));
    await expect(hirePage.getByRole('heading', { level: 1, name: 'Welcome, Hana' })).toBeVisible();
    await hirePage.getByLabel('Password', { exact: true }).fill('jade-and-silver-42');
    await hirePage.getByLabel('Confirm password').fill('jade-and-silver-42');
    await hirePage.getByRole('button', { name: 'JOIN THE BACK OFFICE' }).click();
    await expect(hirePage).toHaveURL(/\/admin$/, NAVIGATION);
    await expect(hirePage.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Staff', exact: true })).toBeVisible();

    // The attacker's session is gone, and the old password no longer logs in.
    await attackerPage.goto('/admin');
    await expect(attackerPage).toHaveURL(/\/login\?redirectTo=%2Fadmin$/, NAVIGATION);
    await attackerPage.getByLabel('Email', { exact: true }).fill(attacker.email);
    await attackerPage.getByLabel('Password', { exact: true }).fill(attacker.password);
    await attackerPage.getByRole('button', { name: 'LOGIN' }).click();
    await expect(attackerPage.getByText('Invalid email or password.')).toBeVisible(NAVIGATION);
    await attackerContext.close();
    await hireContext.close();

    await page.reload();
    await expect(page.getByRole('list', { name: 'Invitations waiting' })).toHaveCount(0);
    await expect(page.getByRole('listitem').filter({ hasText: attacker.email })).toContainText('OWNER');
  });

  test('the owner withdraws or resends an invitation; the old link is refused', async ({ page, accounts }) => {
    await accounts.logIn(OWNER);
    const person = { firstName: 'Wren', lastName: 'Withdrawn', email: `wren-${Date.now()}@example.com` };
    await invite(page, person, 'Staff');
    const first = inviteLink(await accounts.newestMailTo(person.email));
    const waiting = () => page.getByRole('list', { name: 'Invitations waiting' }).getByRole('listitem').filter({ hasText: person.email });

    await waiting().getByRole('button', { name: 'RESEND' }).click();
    await expect(page.getByText(`We e-mailed ${person.email} a new link; the earlier one no longer works.`)).toBeVisible();
    const second = inviteLink(await accounts.newestMailTo(person.email));
    expect(second).not.toBe(first);

    await waiting().getByRole('button', { name: 'WITHDRAW' }).click();
    await expect(page.getByText(`The invitation to ${person.email} is withdrawn: its link no longer works.`)).toBeVisible();
    await expect(waiting()).toHaveCount(0);

    for (const link of [first, second]) {
      await page.goto(link);
      await expect(page.getByText(INVALID)).toBeVisible();
      await expect(page.getByRole('button', { name: 'JOIN THE BACK OFFICE' })).toHaveCount(0);
    }
  });
});
