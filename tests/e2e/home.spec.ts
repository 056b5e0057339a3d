import { expect, test } from '@playwright/test';

test('the home page, rendered on the server, shows best sellers from the database', async ({ page, request }) => {
  // The first HTML already holds the products: no script needed to see them.
  const html = await (await request.get('/')).text();
  expect(html).toContain('Best Sellers');
  expect(html).toMatch(/href="\/product\/\d+\/\d+"/);

  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Best Sellers' })).toBeVisible();
  const cards = page.locator('article');
  await expect(cards).toHaveCount(8);
  await expect(cards.first().getByRole('img').first()).toHaveJSProperty('complete', true);
  await expect(cards.first()).toContainText('$');
  await expect(page.getByRole('contentinfo')).toContainText(String(new Date().getFullYear()));
});

test('an unknown path answers 404 with the not-found page', async ({ page }) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByText("We can't seem to find the page you are looking for")).toBeVisible();
  await expect(page.getByRole('link', { name: 'BACK TO MAIN PAGE' })).toHaveAttribute('href', '/');
});
