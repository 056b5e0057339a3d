import { expect, test, type Page } from './fixtures/index.ts';

const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search products' });
const results = (page: Page) => page.getByRole('region', { name: 'Search results' });

test('the search screen opens with the box focused and TOP PICKS FOR YOU', async ({ page }) => {
  await page.goto('/search');
  await expect(searchBox(page)).toBeFocused();
  await expect(page.getByRole('heading', { name: 'TOP PICKS FOR YOU' })).toBeVisible();
  const cards = results(page).locator('article');
  await expect(cards).toHaveCount(8);
  // Best sellers (then the newest while few have sold): each card carries a picture, a title and a price.
  await expect(cards.first().getByRole('img').first()).toHaveAttribute('src', /\/api\/uploads\//);
  await expect(cards.first()).toContainText('$');
  await expect(page.getByRole('link', { name: 'VIEW MORE' })).toHaveAttribute('href', '/products');
});

test('typing shows results as one types, and VIEW MORE opens the full results', async ({ page }) => {
  await page.goto('/search');
  await expect(searchBox(page)).toBeFocused();
  await searchBox(page).pressSequentially('pearl', { delay: 40 });
  await expect(page.getByText('Loading products...')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'RESULTS FOR “PEARL”' })).toBeVisible();
  await expect(page.getByText('Loading products...')).toBeHidden();
  const titles = await results(page).locator('article h3').allInnerTexts();
  expect(titles.length).toBeGreaterThan(0);
  expect(titles.some((title) => /pearl/i.test(title))).toBe(true);
  await expect(page).toHaveURL(/\/search\?q=pearl$/);

  await page.getByRole('link', { name: 'VIEW MORE' }).click();
  await expect(page).toHaveURL(/\/products\?q=pearl$/);
  await expect(page.getByRole('heading', { name: 'Matching Products' })).toBeVisible();
});

test("nonsense gives 'No matching products found.', and clearing the box brings the top picks back", async ({ page }) => {
  await page.goto('/search');
  await expect(searchBox(page)).toBeFocused();
  await searchBox(page).fill('qwxzvbnm');
  await expect(page.getByText('No matching products found.')).toBeVisible();
  await page.getByRole('button', { name: 'Clear search' }).click();
  await expect(searchBox(page)).toBeFocused();
  await expect(page.getByRole('heading', { name: 'TOP PICKS FOR YOU' })).toBeVisible();
  await expect(results(page).locator('article')).toHaveCount(8);
});

test('search forgives a typo, here and on the listing', async ({ page }) => {
  await page.goto('/search');
  await expect(searchBox(page)).toBeFocused();
  await searchBox(page).fill('neckalce');
  await expect(page.getByRole('heading', { name: 'RESULTS FOR “NECKALCE”' })).toBeVisible();
  await expect(results(page).locator('article h3').first()).toContainText(/necklace/i);
  await expect(page.getByRole('link', { name: 'VIEW MORE' })).toHaveAttribute('href', '/products?q=neckalce');

  await page.goto('/products?q=neckalce');
  await expect(page.getByRole('heading', { name: 'Matching Products' })).toBeVisible();
  const titles = await page.locator('main article h3').allInnerTexts();
  expect(titles.length).toBeGreaterThan(0);
  expect(titles.filter((title) => /necklace/i.test(title)).length).toBeGreaterThan(0);
});

test('a search address renders its results on the server, and is not indexed', async ({ page, request }) => {
  const html = await (await request.get('/search?q=ruby')).text();
  expect(html).toContain('RESULTS FOR “RUBY”');
  expect(html).toContain('<meta name="robots" content="noindex"/>');
  await page.goto('/search?q=ruby');
  await expect(searchBox(page)).toHaveValue('ruby');
  await expect(results(page).locator('article').first()).toBeVisible();
});
