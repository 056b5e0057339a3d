/**
 * Verified reviews in the browser (issue 35, decision record 052): a shopper whose earrings were
 * delivered opens the review request mail's link (made as the mail makes it, under the shop's
 * secret) without signing in and writes a review with script in it; staff approve it in
 * /admin/reviews; the product page's Reviews tab shows it with "Verified buyer" and the metal
 * bought, the script as text.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { productPath } from '../../domain/catalog.ts';
import { sessionSecretFile } from '../../server/secrets.ts';
import { reviewLinkToken } from '../../server/services/reviews/index.ts';
import { deliveredOrder, expect, OWNER, test } from './fixtures/index.ts';
import { screenshots } from './fixtures/screenshots.ts';

const DATA_DIR = process.env.E2E_DATA_DIR ?? '.data/e2e';
const TEXT = 'Light and bright. <script>alert("x")</script>';

test('a shopper reviews delivered earrings from the e-mailed link; staff approve; the product page shows it', async ({
  page,
  request,
  accounts,
  checkout,
  catalog,
}, testInfo) => {
  test.setTimeout(120_000);
  const { shopper, earrings, order } = await deliveredOrder(request, { accounts, checkout, catalog }, 'Iris');
  const login = await request.post('/api/authenticate', { data: { email: shopper.email, password: shopper.password } });
  const auth = { Authorization: `Bearer ${((await login.json()) as { jwtToken: string }).jwtToken}` };
  const placed = (await (await request.get(`/api/orders/${order.id}`, { headers: auth })).json()) as { items: Array<{ id: number }> };
  const secret = readFileSync(sessionSecretFile(path.resolve(DATA_DIR)), 'utf8').trim();

  await page.goto(`/reviews/new?token=${encodeURIComponent(reviewLinkToken(secret, placed.items[0]!.id))}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Write a review' })).toBeVisible();
  await expect(page.getByText(earrings.title)).toBeVisible();
  await page.getByLabel('4 stars').check();
  await page.getByLabel('Title').fill('Worn every day');
  await page.getByLabel('Your review').fill(TEXT);
  await screenshots(page, 'review-form', testInfo);
  await page.getByRole('button', { name: 'SEND MY REVIEW' }).click();
  await expect(page.getByText(/Your review is waiting for the shop to read it/)).toBeVisible();

  await accounts.logIn(OWNER);
  await page.goto('/admin/reviews');
  const card = page.getByRole('article', { name: 'Review Worn every day' });
  await expect(card).toContainText(TEXT);
  await screenshots(page, 'admin-reviews', testInfo);
  await card.getByRole('button', { name: 'APPROVE' }).click();
  await expect(page.getByText('The review is published.')).toBeVisible();

  await page.goto(productPath(earrings.productId, earrings.variantId));
  await page.getByRole('tab', { name: /^Reviews \(\d+\)$/ }).click();
  const review = page.getByRole('article', { name: 'Worn every day' });
  await expect(review).toContainText('Verified buyer');
  await expect(review).toContainText('Iris L.');
  await expect(review.getByText(TEXT)).toBeVisible();
  await review.scrollIntoViewIfNeeded();
  await screenshots(page, 'product-reviews', testInfo);
});

test('the owner sets what makes a best seller at the foot of the reviews page', async ({ page, accounts }, testInfo) => {
  await accounts.logIn(OWNER);
  await page.goto('/admin/reviews');
  const form = page.locator('form', { has: page.getByRole('button', { name: 'SAVE SETTINGS' }) });
  const days = form.getByLabel('Count sales over the last (days)');
  const count = form.getByLabel('How many best sellers');
  await expect(days).toHaveValue('90');
  await expect(count).toHaveValue('8');
  // A period under a week is stopped by the field itself (the server's refusal is the API tests').
  await days.fill('3');
  await form.getByRole('button', { name: 'SAVE SETTINGS' }).click();
  expect(await days.evaluate((input: HTMLInputElement) => input.validity.rangeUnderflow)).toBe(true);
  await form.scrollIntoViewIfNeeded();
  await screenshots(page, 'admin-review-settings', testInfo);
  try {
    await form.getByLabel('Count sales over the last (days)').fill('30');
    await form.getByLabel('How many best sellers').fill('4');
    await form.getByRole('button', { name: 'SAVE SETTINGS' }).click();
    await expect(page.getByText('The review settings are saved.')).toBeVisible();
    await page.reload();
    await expect(form.getByLabel('Count sales over the last (days)')).toHaveValue('30');
    await expect(form.getByLabel('How many best sellers')).toHaveValue('4');
  } finally {
    const restored = await page.request.put('/api/admin/settings/reviews', {
      data: { requestDelayDays: 14, autoApprove: false, bestSellerDays: 90, bestSellerCount: 8 },
    });
    expect(restored.status(), await restored.text()).toBe(200);
  }
});
