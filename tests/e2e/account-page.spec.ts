/**
 * The shopper's account page, /account (issue 33, decision record 041), as a shopper uses it:
 * reached from the header's account panel; the name and phone saved; addresses added with the
 * checkout's fields (a state only where the country has a list), exactly one marked the default,
 * made the default and deleted (asked first, and kept when the shopper says no); the password's
 * wrong current value refused under its field; the newsletter switched on and off. The API's
 * rules themselves are tests/api/me.test.ts's and me-newsletter.test.ts's.
 */
import { currentWords } from '../../domain/consent.ts';
import { NEWSLETTER_MESSAGES } from '../../domain/schemas/newsletter.ts';
import { expect, test } from './fixtures/index.ts';
import { screenshots } from './fixtures/screenshots.ts';

test.describe('the account page', () => {
  test('keeps the shopper’s details and addresses, one of them the default', async ({ page, accounts }, testInfo) => {
    const shopper = await accounts.register('Mary');
    await accounts.logIn(shopper);
    await page.getByRole('button', { name: 'Account' }).hover();
    await page.screenshot({ path: testInfo.outputPath('account-panel-1440.png') });
    await page.getByRole('link', { name: 'My account' }).click();
    await expect(page).toHaveURL(/\/account$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Mary Lovelace' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'MY ORDERS (0)' })).toBeVisible();

    const details = page.getByRole('form', { name: 'Your details' });
    await details.getByLabel('Phone').fill('call me');
    await details.getByRole('button', { name: 'SAVE DETAILS' }).click();
    await expect(details.getByText('Invalid phone number')).toBeVisible();
    await details.getByLabel('Phone').fill('+44 20 7946 0958');
    await details.getByRole('button', { name: 'SAVE DETAILS' }).click();
    await expect(details.getByText('Your details are saved.')).toBeVisible();

    await page.getByRole('button', { name: 'ADD AN ADDRESS' }).click();
    let form = page.getByRole('form', { name: 'A new address' });
    await form.getByLabel('Name', { exact: true }).fill('Mary Lovelace');
    await form.getByLabel('Address', { exact: true }).fill('1 Pearl St');
    await form.getByLabel('City').fill('Portland');
    await form.getByLabel('Country').selectOption({ label: 'United States' });
    await form.getByRole('button', { name: 'SAVE ADDRESS' }).click();
    await expect(form.getByText('State is required')).toBeVisible();
    await form.getByLabel('State').selectOption({ label: 'Oregon' });
    await form.getByLabel('ZIP code').fill('97201');
    await form.getByRole('button', { name: 'SAVE ADDRESS' }).click();
    await expect(form).toBeHidden();
    const cards = page.getByRole('region', { name: 'Address book' }).getByRole('listitem');
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toContainText('DEFAULT ADDRESS');
    await expect(cards.first()).toContainText('Portland, Oregon 97201');

    await page.getByRole('button', { name: 'ADD AN ADDRESS' }).click();
    form = page.getByRole('form', { name: 'A new address' });
    await form.getByLabel('Name', { exact: true }).fill('Mary Lovelace');
    await form.getByLabel('Address', { exact: true }).fill('12 St James Square');
    await form.getByLabel('City').fill('London');
    await form.getByLabel('Country').selectOption({ label: 'United Kingdom' });
    await expect(form.getByLabel('State')).toHaveCount(0);
    await form.getByLabel('Postcode').fill('SW1Y 4JH');
    await form.getByRole('button', { name: 'SAVE ADDRESS' }).click();
    await expect(cards).toHaveCount(2);
    await expect(cards.filter({ hasText: 'DEFAULT ADDRESS' })).toHaveCount(1);
    await expect(cards.filter({ hasText: 'DEFAULT ADDRESS' })).toContainText('Portland');

    await cards.filter({ hasText: 'London' }).getByRole('button', { name: 'Make default' }).click();
    await expect(cards.first()).toContainText('London');
    await expect(cards.filter({ hasText: 'DEFAULT ADDRESS' })).toHaveCount(1);
    await expect(cards.filter({ hasText: 'DEFAULT ADDRESS' })).toContainText('London');
    await screenshots(page, 'account', testInfo);

    const deleteLondon = cards.filter({ hasText: 'London' }).getByRole('button', { name: /^Delete/ });
    await deleteLondon.click();
    const question = page.getByRole('dialog', { name: 'Delete this address?' });
    await expect(question).toContainText('12 St James Square');
    await question.getByRole('button', { name: 'Keep it' }).click();
    await expect(question).toBeHidden();
    await expect(cards).toHaveCount(2);
    await expect(deleteLondon).toBeFocused();
    await deleteLondon.click();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: testInfo.outputPath('account-delete-address-390.png') });
    await page.setViewportSize({ width: 1440, height: 900 });
    await question.getByRole('button', { name: 'Yes, delete it' }).click();
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toContainText('DEFAULT ADDRESS');
    await expect(cards.first()).toContainText('Portland');

    const password = page.getByRole('form', { name: 'Change your password' });
    await password.getByLabel('Current password', { exact: true }).fill('not-mine-1');
    await password.getByLabel('New password', { exact: true }).fill('difference7');
    await password.getByLabel('Confirm new password', { exact: true }).fill('difference7');
    await password.getByRole('button', { name: 'CHANGE PASSWORD' }).click();
    await expect(password.getByText('Your current password is not right.')).toBeVisible();

    await page.reload();
    await expect(page.getByRole('form', { name: 'Your details' }).getByLabel('Phone')).toHaveValue('+44 20 7946 0958');
  });

  test('turns the newsletter on and off with the switch beside its words', async ({ page, accounts }, testInfo) => {
    const shopper = await accounts.register('Clara');
    await accounts.confirmEmail(shopper);
    await accounts.logIn(shopper, { path: '/account' });
    const newsletter = page.getByRole('main').getByRole('region', { name: 'Newsletter' });
    const toggle = newsletter.getByRole('switch', { name: 'Newsletter' });
    await expect(newsletter).toContainText(currentWords('newsletter').text);
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    await expect(newsletter.getByText('Not subscribed.')).toBeVisible();

    await toggle.click();
    await expect(newsletter.getByText(NEWSLETTER_MESSAGES.confirmed)).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    await expect(newsletter.getByText(/^Subscribed since \d{1,2} \w{3} \d{4}\.$/)).toBeVisible();
    await screenshots(page, 'account-newsletter', testInfo);

    await page.reload();
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    await toggle.click();
    await expect(newsletter.getByText(NEWSLETTER_MESSAGES.unsubscribed)).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
  });

  test('sends a guest to log in and back; a spent e-mail link says so', async ({ page, accounts }, testInfo) => {
    const shopper = await accounts.register('Grace');
    await page.goto('/account');
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Faccount$/);
    await accounts.logIn(shopper);
    await expect(page).toHaveURL(/\/account$/);

    await page.goto('/confirm-email?token=nothing-we-sent');
    await expect(page.getByText('This link to change your e-mail address is invalid or has expired.')).toBeVisible();
    await screenshots(page, 'confirm-email', testInfo);
  });
});
