/**
 * The newsletter's pages (issue 33, decision record 042): what only a browser shows. The footer's
 * sign-up mails a link; the link's page subscribes only when CONFIRM is pressed; a letter's
 * unsubscribe link opens a page with one button that unsubscribes, and a mail program's one-click
 * POST to the same address (RFC 8058) does it with no browser, no sign-in and no form token.
 */
import type { Accounts } from './fixtures/accounts.ts';
import { expect, test, uniqueEmail } from './fixtures/index.ts';
import { screenshots } from './fixtures/screenshots.ts';

const ASKED = 'Thank you! Please open the link we have just e-mailed you to confirm your subscription.';

/** The path of the newest link to `page` e-mailed to this address (a letter's List-Unsubscribe header for /unsubscribe). */
async function mailedPath(accounts: Accounts, email: string, page: '/newsletter/confirm' | '/unsubscribe'): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(
      async () => {
        const mail = await accounts.newestMailTo(email).catch(() => '');
        found = mail.match(new RegExp(`https?://[^/\\s]+(${page}\\?token=[A-Za-z0-9_.-]+)`))?.[1];
        return found;
      },
      { message: `no ${page} link e-mailed to ${email}` },
    )
    .toBeTruthy();
  return found!;
}

test('the footer’s sign-up is confirmed by the link’s CONFIRM; the letter’s link unsubscribes with one button', async ({ page, accounts }, testInfo) => {
  const email = uniqueEmail('reader');
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await footer.getByRole('textbox', { name: 'Email address' }).fill(email);
  await footer.getByRole('button', { name: 'SUBSCRIBE' }).click();
  await expect(footer.getByText(ASKED)).toBeVisible();

  await page.goto(await mailedPath(accounts, email, '/newsletter/confirm'));
  await expect(page.getByRole('heading', { name: 'Confirm your subscription' })).toBeVisible();
  await expect(page.getByRole('main').getByText('A few letters a season. No noise, and you can leave whenever you like.')).toBeVisible();
  await screenshots(page, 'newsletter-confirm', testInfo);
  await page.getByRole('button', { name: 'CONFIRM' }).click();
  await expect(page.getByText('Your subscription is confirmed. Welcome!')).toBeVisible();

  // The welcome letter is the newest e-mail: its unsubscribe link opens a page naming the address.
  await page.goto(await mailedPath(accounts, email, '/unsubscribe'));
  await expect(page.getByRole('heading', { name: 'Unsubscribe' })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await screenshots(page, 'newsletter-unsubscribe', testInfo);
  await page.getByRole('button', { name: 'UNSUBSCRIBE' }).click();
  await expect(page.getByText('You are unsubscribed: we will send you no more letters.')).toBeVisible();
  await screenshots(page, 'newsletter-unsubscribed', testInfo);
});

test('a mail program’s one click: one POST with List-Unsubscribe=One-Click unsubscribes, with no sign-in', async ({ request, accounts }) => {
  const email = uniqueEmail('one-click');
  for (let i = 0; i < 2; i++) expect((await request.post('/api/newsletter', { data: { email } })).status()).toBe(202);
  const confirm = (await mailedPath(accounts, email, '/newsletter/confirm')).split('token=')[1]!;
  expect((await request.post('/api/newsletter/confirm', { data: { token: decodeURIComponent(confirm) } })).status()).toBe(200);
  const unsubscribe = await mailedPath(accounts, email, '/unsubscribe');

  const answer = await request.post(unsubscribe, { form: { 'List-Unsubscribe': 'One-Click' } });
  expect(answer.status()).toBe(200);
  expect(await answer.text()).toContain('You are unsubscribed: we will send you no more letters.');

  const forged = await request.post(unsubscribe.replace(/\.[A-Za-z0-9_-]+$/, '.forged'), { form: { 'List-Unsubscribe': 'One-Click' } });
  expect(forged.status()).toBe(400);
  expect(await forged.text()).toContain('This unsubscribe link is invalid.');
});

test('an unsubscribe link we did not make shows why, and no button', async ({ page }) => {
  const answer = await page.goto('/unsubscribe?token=not-ours');
  expect(answer?.status()).toBe(400);
  await expect(page.getByText('This unsubscribe link is invalid. Please use the link at the foot of one of our letters.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'UNSUBSCRIBE' })).toHaveCount(0);
});
