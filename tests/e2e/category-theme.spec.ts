import { ringSizeLabel, tenthsOfSize } from '../../domain/ring-sizes.ts';
import { expect, test } from './fixtures/index.ts';

test('the category tiles open the category page with its products', async ({ page }) => {
  await page.goto('/category');
  await expect(page.getByRole('heading', { name: 'Shop By Category', level: 1 })).toBeVisible();
  const tiles = page.getByRole('main').getByRole('link', { name: /^New Arrivals/ });
  await expect(tiles).toHaveAttribute('href', '/category-detail?category=New+Arrivals');

  await page
    .getByRole('main')
    .getByRole('link', { name: /^Rings/ })
    .click();
  await expect(page).toHaveURL(/\/category-detail\?category=Rings$/);
  await expect(page.getByRole('heading', { name: 'Rings', level: 1 })).toBeVisible();
  const cards = page.locator('main article');
  await expect(cards).toHaveCount(6);
  for (const card of await cards.all()) await expect(card).toContainText('Rings');
  await expect(page.getByRole('navigation', { name: 'Pagination' })).toBeVisible();
});

test('Add to Cart on the category page asks for a size, then puts the line in the cart', async ({ page, shop }) => {
  await page.goto('/category-detail?category=rings', { waitUntil: 'networkidle' });
  await shop.forget('cartItems');
  const card = page.locator('main article').first();
  const title = (await card.getByRole('heading').innerText()).trim();

  await card.getByRole('button', { name: /^Add to Cart/ }).click();
  await expect(card.getByText('Please select a size')).toBeVisible();
  expect(await shop.storedCart()).toEqual([]);

  // A size is the ring's circumference (decision record 057): US 7.
  const size = ringSizeLabel(tenthsOfSize('US', '7')!);
  await shop.pickSize(size, card);
  await expect(card.getByText('Please select a size')).toBeHidden();
  await card.getByLabel(/PERSONALISATION/).fill('For Ada');
  await card.getByRole('button', { name: /^Add to Cart/ }).click();
  await expect(page.getByText('Item added to cart!')).toBeVisible();
  // The toast's words keep their leading space.
  expect(await page.getByRole('alert').filter({ hasText: 'Item added to cart!' }).first().textContent()).toBe(' Item added to cart!');

  const lines = await shop.storedCart();
  expect(lines).toHaveLength(1);
  expect(lines[0]).toMatchObject({ title, sizes: size, personalisation: 'For Ada', quantity: 1, giftWrap: false });
  expect(lines[0]!.metal).toBe(lines[0]!.metals[0]);
  expect(lines[0]!.priceMinor).toBeGreaterThan(0);
});

test('a piece without sizes goes straight in; Buy Now adds and opens the cart', async ({ page, shop }) => {
  await page.goto('/category-detail?category=Charms', { waitUntil: 'networkidle' });
  await shop.forget('cartItems');
  const card = page.locator('main article').first();
  await expect(card.getByLabel('SIZE')).toHaveCount(0);
  await card.getByRole('button', { name: /^Buy Now/ }).click();
  await expect(page).toHaveURL(/\/cart$/);
  const lines = await shop.storedCart();
  expect(lines).toHaveLength(1);
  expect(lines[0]).toMatchObject({ sizes: '', quantity: 1 });
});

test("the category page's messages: none selected, an unknown one, a bad page", async ({ page }) => {
  await page.goto('/category-detail');
  await expect(page.getByText('No category selected')).toBeVisible();

  const unknown = await page.goto('/category-detail?category=Teapots');
  expect(unknown?.status()).toBe(404);
  await expect(page.getByText('No products found', { exact: true })).toBeVisible();

  const bad = await page.goto('/category-detail?category=Rings&page=abc');
  expect(bad?.status()).toBe(400);
  await expect(page.getByText('No products found', { exact: true })).toBeVisible();
});

test('the theme page matches the name without case and lists its products', async ({ page, catalog }) => {
  const floral = await catalog.total('theme=Floral');
  await page.goto('/theme/FLORAL');
  await expect(page.getByRole('heading', { name: 'Products for Floral', level: 1 })).toBeVisible();
  await expect(page.getByText(`${floral} products`)).toBeVisible();
  const cards = page.locator('main article');
  await expect(cards).toHaveCount(Math.min(6, floral));
  await expect(cards.first().getByRole('link').last()).toHaveAttribute('href', /^\/product\/\d+\/\d+$/);

  await page.goto('/theme/floral');
  await expect(page.getByRole('heading', { name: 'Products for Floral', level: 1 })).toBeVisible();
  if (floral > 6) {
    await page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\/theme\/Floral\?page=2$/);
    await expect(cards).toHaveCount(Math.min(6, floral - 6));
  }
});

test('an unknown theme shows its name as typed', async ({ page }) => {
  const response = await page.goto('/theme/Steampunk%20Dreams');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Products for Steampunk Dreams' })).toBeVisible();
  await expect(page.getByText('No products found for Steampunk Dreams')).toBeVisible();
});
