/**
 * Staff two-factor sign-in in the browser (decision 022): an owner sets it up with a code computed
 * here from the key the page shows (otpauth), signs out and back in with the password and a code;
 * a staff member the owner requires it of is sent to set it up before anything else.
 */
import { readFileSync } from 'node:fs';
import * as OTPAuth from 'otpauth';
import { request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import { expect, OWNER, test, type Page } from './fixtures/index.ts';
import type { Accounts } from './fixtures/accounts.ts';
import { screenshots } from './fixtures/screenshots.ts';

test.describe.configure({ mode: 'serial' });
// Each test signs several people in and hashes ten recovery codes each time two-factor is turned on (argon2id).
test.setTimeout(90_000);

const STEP = 30_000;
/** A code for the step after this one: the window of one step lets it in, and it is newer than any code used before. */
const nextCode = (secret: string) => new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret) }).generate({ timestamp: Date.now() + STEP });
const codeNow = (secret: string) => new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret) }).generate();

/** The suite's owner, signed in through the API (Bearer), to set up the people these tests need. */
async function ownerApi(baseURL: string): Promise<{ api: APIRequestContext; auth: Record<string, string> }> {
  const api = await playwrightRequest.newContext({ baseURL });
  const login = await api.post('/api/authenticate', { data: { email: OWNER.email, password: OWNER.password } });
  expect(login.status(), await login.text()).toBe(200);
  return { api, auth: { Authorization: `Bearer ${(await login.json()).jwtToken}` } };
}

/** A new member of the back office with the given role, made by the suite's owner. */
async function newMember(accounts: Accounts, baseURL: string, role: 'owner' | 'staff', firstName: string) {
  const person = await accounts.register(firstName);
  const { api, auth } = await ownerApi(baseURL);
  const invited = await api.post('/api/admin/staff/invitations', { headers: auth, data: { email: person.email, firstName, lastName: 'Lovelace', role } });
  expect(invited.status(), await invited.text()).toBe(201);
  // The role comes with the e-mailed link, accepted with the same password the person registered with.
  let token: string | undefined;
  await expect(async () => {
    token = (await accounts.newestMailTo(person.email)).match(/\/admin\/invite\?token=([\w-]+)/)?.[1];
    expect(token).toBeTruthy();
  }).toPass();
  const accepted = await api.post('/api/invitations/accept', { data: { token, password: person.password } });
  expect(accepted.status(), await accepted.text()).toBe(200);
  await api.dispose();
  return person;
}

async function setUpTwoFactor(page: Page): Promise<string> {
  await page.goto('/admin/security');
  await page.getByRole('button', { name: 'SET UP TWO-FACTOR' }).click();
  return turnOnWithTheApp(page);
}

/** The set-up shown (its QR code and key): the app's first code turns two-factor on. */
async function turnOnWithTheApp(page: Page): Promise<string> {
  const secret = (await page.getByTestId('two-factor-secret').textContent())!.trim();
  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Code from the app' }).fill(codeNow(secret));
  await page.getByRole('button', { name: 'TURN ON TWO-FACTOR' }).click();
  await expect(page.getByText('Two-factor sign-in is on. Keep your recovery codes somewhere safe')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem')).toHaveCount(10);
  return secret;
}

test.describe('two-factor sign-in', () => {
  test('an owner turns it on with a code, signs out, and signs in with the password and then a code', async ({ page, accounts, baseURL }, testInfo) => {
    const owner = await newMember(accounts, baseURL!, 'owner', 'Opal');
    await accounts.logIn(owner);
    await page.goto('/admin/security');
    await page.getByRole('button', { name: 'SET UP TWO-FACTOR' }).click();
    await expect(page.getByTestId('two-factor-secret')).toBeVisible();
    for (const width of [1440, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: testInfo.outputPath(`enrol-${width}.png`), fullPage: true });
    }
    await page.setViewportSize({ width: 1440, height: 900 });
    const secret = (await page.getByTestId('two-factor-secret').textContent())!.trim();
    await page.getByRole('textbox', { name: 'Code from the app' }).fill('000000');
    await page.getByRole('button', { name: 'TURN ON TWO-FACTOR' }).click();
    await expect(page.getByText('That code is not right.')).toBeVisible();
    await page.getByRole('textbox', { name: 'Code from the app' }).fill(codeNow(secret));
    await page.getByRole('button', { name: 'TURN ON TWO-FACTOR' }).click();
    await expect(page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem')).toHaveCount(10);

    await page.goto('/logout');
    await page.getByRole('button', { name: 'LOGOUT', exact: true }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.getByLabel('Email', { exact: true }).fill(owner.email);
    await page.getByLabel('Password', { exact: true }).fill(owner.password);
    await page.getByRole('button', { name: 'LOGIN' }).click();
    await expect(page).toHaveURL(/\/login\/code$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Enter your code' })).toBeVisible();
    // No session before the code: the back office still sends to log in.
    expect((await page.request.get('/api/admin/session')).status()).toBe(401);
    for (const width of [1440, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: testInfo.outputPath(`code-step-${width}.png`), fullPage: true });
    }
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.getByRole('textbox', { name: 'Code', exact: true }).fill('123456');
    await page.getByRole('button', { name: 'SIGN IN' }).click();
    await expect(page.getByText('That code is not right.')).toBeVisible();
    await page.getByRole('textbox', { name: 'Code', exact: true }).fill(nextCode(secret));
    await page.getByRole('button', { name: 'SIGN IN' }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Hello, Opal' })).toBeVisible();
  });

  test('the recovery codes stay one a line, and copy to the clipboard or save as a text file', async ({ page, accounts, baseURL }, testInfo) => {
    const owner = await newMember(accounts, baseURL!, 'owner', 'Jasper');
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL! });
    await accounts.logIn(owner);
    await setUpTwoFactor(page);
    const codes = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
    const shown = (await codes.allTextContents()).map((code) => code.trim());

    for (const width of [1440, 390]) {
      await page.setViewportSize({ width, height: 900 });
      // A code broken at its hyphen spans two line boxes.
      const lines = await codes.evaluateAll((items) =>
        items.map((item) => Math.round(item.getBoundingClientRect().height / parseFloat(getComputedStyle(item).lineHeight))),
      );
      expect(lines.every((count) => count === 1)).toBe(true);
      await page.screenshot({ path: testInfo.outputPath(`recovery-codes-${width}.png`), fullPage: true });
    }
    await page.setViewportSize({ width: 1440, height: 900 });

    await page.getByRole('button', { name: 'Copy all the recovery codes' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Copied to the clipboard.' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${shown.join('\n')}\n`);

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'DOWNLOAD (.TXT)' }).click()]);
    expect(download.suggestedFilename()).toBe('recovery-codes.txt');
    expect(readFileSync((await download.path())!, 'utf8')).toBe(`${shown.join('\n')}\n`);
  });

  test('a staff member the owner requires it of is sent to set it up from a mailed link, and can do nothing else until then', async ({
    page,
    accounts,
    baseURL,
    browser,
  }, testInfo) => {
    const owner = await newMember(accounts, baseURL!, 'owner', 'Beryl');
    const member = await newMember(accounts, baseURL!, 'staff', 'Mira');
    await accounts.logIn(owner);
    await setUpTwoFactor(page);
    await page.getByRole('button', { name: 'REQUIRE TWO-FACTOR FOR EVERYONE' }).click();
    await expect(page.getByText('Everyone in the back office must now sign in with two-factor.')).toBeVisible();
    try {
      const other = await browser.newContext();
      const memberPage = await other.newPage();
      await accounts.on(memberPage).logIn(member, { path: '/login' });
      await expect(memberPage).toHaveURL(/\/admin\/security$/);
      await expect(memberPage.getByText('The shop owner requires two-factor sign-in: set it up to use the back office.')).toBeVisible();
      await memberPage.goto('/admin/orders');
      await expect(memberPage).toHaveURL(/\/admin\/security$/);
      expect((await memberPage.request.get('/api/admin/orders')).status()).toBe(403);
      // The password alone shows no QR code: the set-up starts from a link mailed to the member (issue 37).
      await memberPage.getByRole('button', { name: 'E-MAIL ME THE SET-UP LINK' }).click();
      await expect(memberPage.getByText(`We e-mailed ${member.email} a link to set up two-factor.`)).toBeVisible();
      await expect(memberPage.getByTestId('two-factor-secret')).toHaveCount(0);
      await screenshots(memberPage, 'two-factor-link-mailed', testInfo);
      let link: string | undefined;
      await expect
        .poll(async () => (link = (await accounts.newestMailTo(member.email).catch(() => '')).match(/\/admin\/security\?token=[A-Za-z0-9_-]+/)?.[0]))
        .toBeTruthy();
      await memberPage.goto(link!);
      await memberPage.getByRole('button', { name: 'CONTINUE: SHOW MY QR CODE' }).click();
      await turnOnWithTheApp(memberPage);
      await memberPage.goto('/admin/orders');
      await expect(memberPage).toHaveURL(/\/admin\/orders$/);
      await other.close();
    } finally {
      // The requirement is the whole shop's: the other tests' staff sign in without two-factor.
      await page.goto('/admin/security');
      await page.getByRole('button', { name: 'STOP REQUIRING TWO-FACTOR' }).click();
      await expect(page.getByText('Two-factor sign-in is now each person’s choice.')).toBeVisible();
    }
  });
});
