/**
 * The owner's logs in words (decision records 023 and 043): a shopper's refused and successful
 * sign-ins are security events (/admin/security-events), never in the audit log of staff's
 * actions (/admin/audit); a shopper's photo opens for the owner and for no one else.
 */
import { expect, OWNER, test } from './fixtures/index.ts';

/** A real 1×1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

test('sign-ins, refused or not, are the owner’s security events, not audit entries; a shopper’s photo is the back office’s only', async ({
  page,
  accounts,
  browser,
  request,
}) => {
  test.slow(); // two browsers, two sign-ins and a form with a photo
  const shopper = await accounts.register('Audra');
  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(shopper.email);
  await page.getByLabel('Password', { exact: true }).fill('not-my-password-9');
  await page.getByRole('button', { name: 'LOGIN' }).click();
  const refusal = page.getByRole('alert').filter({ hasText: 'Invalid email or password.' });
  await expect(refusal).toBeVisible();
  // Signed in through the API, in this browser: its session cookie goes with page.request below.
  expect((await page.request.post('/api/authenticate', { data: { email: shopper.email, password: shopper.password } })).status()).toBe(200);

  const sent = await request.post('/api/contact', {
    multipart: {
      name: 'Audra Lovelace',
      email: shopper.email,
      subject: 'Ring sizing',
      message: 'Could you resize my ring by half a size?',
      mobile: '5035550142',
      photo: { name: 'ring.png', mimeType: 'image/png', buffer: PNG },
    },
  });
  expect(sent.status()).toBe(201);
  const photo = `/api/uploads/${(await sent.json()).received.photo}`;
  expect((await request.get(photo)).status()).toBe(401);
  expect((await page.request.get(photo)).status()).toBe(403);

  const ownerContext = await browser.newContext({ baseURL: new URL(page.url()).origin });
  const ownerPage = await ownerContext.newPage();
  await accounts.on(ownerPage).logIn(OWNER);
  const seen = await ownerPage.request.get(photo);
  expect(seen.status()).toBe(200);
  expect(seen.headers()['cache-control']).toBe('private, no-store');

  // The audit log holds what staff do: nothing of the shopper's sign-ins.
  await ownerPage.goto('/admin/audit?entity=user');
  await expect(ownerPage.getByLabel('Entity', { exact: true })).toHaveValue('user');
  await expect(ownerPage.getByRole('row').filter({ hasText: shopper.email })).toHaveCount(0);
  await ownerPage.getByRole('link', { name: 'security events', exact: true }).click();
  await expect(ownerPage.getByRole('heading', { level: 1, name: 'Security events' })).toBeVisible();
  await expect(ownerPage.getByText('Kept for 90 days, then deleted')).toBeVisible();
  await ownerPage.getByLabel('E-mail address').fill(shopper.email);
  await ownerPage.getByRole('button', { name: 'FILTER' }).click();
  await expect(ownerPage).toHaveURL(/[?&]email=/);
  const rows = ownerPage.getByRole('table', { name: 'Security events' }).getByRole('row').filter({ hasText: shopper.email });
  await expect(rows.filter({ hasText: 'Sign-in refused' })).toHaveCount(1);
  await expect(rows.filter({ hasText: 'Sign-in refused' })).toContainText('wrong_password');
  await expect(rows.filter({ hasText: /Signed in/ })).toHaveCount(1);
  for (const width of [1440, 390]) {
    await ownerPage.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await ownerPage.screenshot({ path: test.info().outputPath(`security-events-${width}.png`), fullPage: true });
  }
  await ownerContext.close();
});
