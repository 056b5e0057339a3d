import { expect, test, type Page } from './fixtures/index.ts';

const resultCount = (page: Page) => page.getByText(/^\d+ products?$/);
const filterBox = (page: Page, name: string) => page.getByRole('checkbox', { name: new RegExp(`^${name}\\b`) });
const pagination = (page: Page) => page.getByRole('navigation', { name: 'Pagination' });

async function paginationCells(page: Page): Promise<string[]> {
  return (await pagination(page).locator('li').allInnerTexts()).map((text) => text.trim());
}

test('filtering by themes and a category: the URL, the count, page 1, OR within a group, AND across groups', async ({ page, catalog, shop }) => {
  const all = await catalog.total('');
  const floral = await catalog.total('theme=Floral');
  const floralOrOcean = await catalog.total('theme=Floral&theme=Ocean');
  const ringsAndThemes = await catalog.total('category=Rings&theme=Floral&theme=Ocean');
  expect(floralOrOcean).toBeGreaterThan(floral);
  expect(ringsAndThemes).toBeLessThan(floralOrOcean);

  await shop.openListing('/products?page=2');
  await expect(resultCount(page)).toHaveText(`${all} products`);
  await expect(pagination(page).getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');

  await filterBox(page, 'Floral').check();
  await expect(page).toHaveURL(/\/products\?theme=Floral$/);
  await expect(resultCount(page)).toHaveText(`${floral} products`);
  await expect(page.locator('main article')).toHaveCount(Math.min(6, floral));
  await expect(pagination(page).getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');

  await filterBox(page, 'Ocean').check();
  await expect(page).toHaveURL(/\?theme=Floral&theme=Ocean$/);
  await expect(resultCount(page)).toHaveText(`${floralOrOcean} products`);

  await filterBox(page, 'Rings').check();
  await expect(page).toHaveURL(/\?category=Rings&theme=Floral&theme=Ocean$/);
  await expect(resultCount(page)).toHaveText(`${ringsAndThemes} products`);
  await expect(page.getByRole('button', { name: 'Remove Rings' })).toBeVisible();
});

test('a reload keeps the filters and Back walks through the earlier filter states', async ({ page, catalog, shop }) => {
  const floral = await catalog.total('theme=Floral');
  const floralOrOcean = await catalog.total('theme=Floral&theme=Ocean');
  const ringsAndThemes = await catalog.total('category=Rings&theme=Floral&theme=Ocean');

  await shop.openListing('/products?theme=Floral');
  await filterBox(page, 'Ocean').check();
  await expect(page).toHaveURL(/\?theme=Floral&theme=Ocean$/);
  await filterBox(page, 'Rings').check();
  await expect(page).toHaveURL(/\?category=Rings&theme=Floral&theme=Ocean$/);

  await page.reload();
  await expect(resultCount(page)).toHaveText(`${ringsAndThemes} products`);
  for (const name of ['Rings', 'Floral', 'Ocean']) await expect(filterBox(page, name)).toBeChecked();

  await page.goBack();
  await expect(page).toHaveURL(/\?theme=Floral&theme=Ocean$/);
  await expect(resultCount(page)).toHaveText(`${floralOrOcean} products`);
  await expect(filterBox(page, 'Rings')).not.toBeChecked();
  await page.goBack();
  await expect(page).toHaveURL(/\?theme=Floral$/);
  await expect(resultCount(page)).toHaveText(`${floral} products`);
  await expect(filterBox(page, 'Ocean')).not.toBeChecked();
});

test('changes made within the debounce settle as one history entry', async ({ page, catalog, shop }) => {
  await shop.openListing('/products');
  const before = await page.evaluate(() => history.length);
  await expect(filterBox(page, 'Zodiac')).toBeEnabled();
  // Two boxes ticked in one moment (well inside 200 ms, however busy the machine) travel together.
  await page.evaluate(() => {
    for (const value of ['Zodiac', 'Boho']) document.querySelector<HTMLInputElement>(`input[name="theme"][value="${value}"]`)!.click();
  });
  await expect(filterBox(page, 'Boho')).toBeChecked();
  await expect(page).toHaveURL(/\?theme=Zodiac&theme=Boho$/);
  await expect(resultCount(page)).toHaveText(`${await catalog.total('theme=Zodiac&theme=Boho')} products`);
  expect(await page.evaluate(() => history.length)).toBe(before + 1);
});

test('chips remove one filter each and Clear all removes them all; the price range filters on the lowest price', async ({ page, catalog, shop }) => {
  await shop.openListing('/products?theme=Love&metal=14K%20Gold');
  await page.getByRole('button', { name: 'Remove Love' }).click();
  await expect(page).toHaveURL(/\/products\?metal=14K\+Gold$/);
  await expect(filterBox(page, 'Love')).not.toBeChecked();
  await expect(resultCount(page)).toHaveText(`${await catalog.total('metal=14K Gold')} products`);

  await page.getByRole('spinbutton', { name: 'Maximum price' }).fill('150');
  await expect(page).toHaveURL(/maxPrice=150/);
  await expect(resultCount(page)).toHaveText(`${await catalog.total('metal=14K Gold&maxPrice=150')} products`);
  await expect(page.getByRole('button', { name: 'Remove Up to $150.00' })).toBeVisible();

  await page.getByRole('button', { name: 'Clear all' }).click();
  await expect(page).toHaveURL(/\/products$/);
  await expect(resultCount(page)).toHaveText(`${await catalog.total('')} products`);
  await expect(page.getByRole('spinbutton', { name: 'Maximum price' })).toHaveValue('');
});

test('sorting by price orders the cards and goes back to page 1', async ({ page, shop }) => {
  await shop.openListing('/products?page=3');
  await page.getByLabel('SORT BY').selectOption({ label: 'Price: low to high' });
  await expect(page).toHaveURL(/\/products\?sort=price-asc$/);
  // The address changes as the sort is picked; the cards follow when the listing has answered.
  const prices = async () => (await page.locator('main article').allInnerTexts()).map((text) => Number(/\$([\d,]+\.\d\d)/.exec(text)![1]!.replace(',', '')));
  await expect.poll(async () => (await prices()).length).toBeGreaterThan(0);
  await expect.poll(async () => String(await prices())).toBe(String((await prices()).sort((a, b) => a - b)));
});

test('pagination follows the spec pattern, with Previous and Next disabled at the ends', async ({ page, catalog, shop }) => {
  const last = Math.ceil((await catalog.total('')) / 6);
  expect(last).toBeGreaterThan(6);

  await shop.openListing('/products');
  expect(await paginationCells(page)).toEqual(['Previous', '1', '2', '3', '…', String(last), 'Next']);
  await expect(pagination(page).getByRole('link', { name: 'Previous' })).toBeDisabled();
  await expect(pagination(page).getByRole('link', { name: 'Next' })).toBeEnabled();

  await pagination(page).getByRole('link', { name: 'Page 3' }).click();
  await expect(page).toHaveURL(/\/products\?page=3$/);
  await pagination(page).getByRole('link', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\?page=4$/);
  // The address moves before the new page has rendered: the cells are read until they follow.
  await expect.poll(() => paginationCells(page)).toEqual(['Previous', '1', '…', '3', '4', '5', '…', String(last), 'Next']);

  await pagination(page)
    .getByRole('link', { name: `Page ${last}` })
    .click();
  await expect(page).toHaveURL(new RegExp(`\\?page=${last}$`));
  await expect.poll(() => paginationCells(page)).toEqual(['Previous', '1', '…', String(last - 2), String(last - 1), String(last), 'Next']);
  await expect(pagination(page).getByRole('link', { name: 'Next' })).toBeDisabled();
  await pagination(page).getByRole('link', { name: 'Previous' }).click();
  await expect(page).toHaveURL(new RegExp(`\\?page=${last - 1}$`));
});

test('the pages are real links: the server renders the page the URL names', async ({ request }) => {
  const html = await (await request.get('/products?theme=Floral&page=2')).text();
  expect(html).toMatch(/href="\/products\?theme=Floral&amp;page=3"|href="\/products\?theme=Floral"/);
  expect(html).toContain('aria-current="page"');
});

test('on a phone the FILTER button shows and hides the panel', async ({ page, shop }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await shop.openListing('/products');
  const toggle = page.getByRole('button', { name: 'FILTER' });
  const categories = page.getByRole('button', { name: 'CATEGORIES', exact: true });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(categories).toBeHidden();
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(categories).toBeVisible();
  await filterBox(page, 'Charms').check();
  await expect(page).toHaveURL(/\?category=Charms$/);
  await expect(page.getByRole('button', { name: 'FILTER (1)' })).toBeVisible();
  await page.getByRole('button', { name: 'FILTER (1)' }).click();
  await expect(categories).toBeHidden();
});

test('the panel sections collapse and expand', async ({ page, shop }) => {
  await shop.openListing('/products');
  const metals = page.getByRole('button', { name: 'METALS' });
  await expect(metals).toHaveAttribute('aria-expanded', 'false');
  await expect(filterBox(page, '14K Gold')).toBeHidden();
  await metals.click();
  await expect(metals).toHaveAttribute('aria-expanded', 'true');
  await expect(filterBox(page, '14K Gold')).toBeVisible();
  await page.getByRole('button', { name: 'THEMES' }).click();
  await expect(filterBox(page, 'Floral')).toBeHidden();
});

for (const [param, value, section] of [
  ['purpose', 'Birthday', 'PURPOSES'],
  ['type', 'Solitaire', 'SUB-CATEGORIES'],
  ['gemstone', 'Ruby', 'GEMSTONES'],
  ['festival', "Valentine's Day", 'FESTIVALS'],
] as const) {
  test(`a menu link /products?${param}=${value} lists the matching products with the box checked`, async ({ page, catalog, shop }) => {
    const query = `${param}=${encodeURIComponent(value)}`;
    const total = await catalog.total(query);
    expect(total).toBeGreaterThan(0);
    await shop.openListing(`/products?${query}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(value);
    await expect(resultCount(page)).toHaveText(`${total} ${total === 1 ? 'product' : 'products'}`);
    await expect(page.getByRole('button', { name: section })).toHaveAttribute('aria-expanded', 'true');
    await expect(filterBox(page, value)).toBeChecked();
  });
}

test('a search in the URL lists matching products, forgiving a typo', async ({ page, shop }) => {
  await shop.openListing('/products?q=neckalce');
  await expect(page.getByRole('heading', { name: 'Matching Products' })).toBeVisible();
  const titles = await page.locator('main article h3').allInnerTexts();
  expect(titles.length).toBeGreaterThan(0);
  for (const title of titles) expect(title.toLowerCase()).toMatch(/necklace|pendant|locket|choker|lariat/);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
});

test("'No products found.' for a search or filters that match nothing, with a way back", async ({ page, catalog, shop }) => {
  await shop.openListing('/products?q=qwxzvbnm');
  await expect(page.getByRole('heading', { name: 'Matching Products' })).toBeVisible();
  await expect(page.getByText('No products found.')).toBeVisible();

  expect(await catalog.total('category=Charms&type=Solitaire')).toBe(0);
  await shop.openListing('/products?category=Charms&type=Solitaire');
  await expect(page.getByText('No products found.')).toBeVisible();
  await page.getByRole('link', { name: 'CLEAR ALL FILTERS' }).click();
  await expect(page).toHaveURL(/\/products$/);
  await expect(resultCount(page)).toHaveText(`${await catalog.total('')} products`);
});

test('an unreadable address shows a clear message with a 400, never a 500', async ({ page }) => {
  for (const [path, message] of [
    ['/products?page=abc', 'page must be a whole number'],
    ['/products?theme=Nope', 'Unknown theme: Nope'],
    ['/products?minPrice=500&maxPrice=100', 'minPrice must not be above maxPrice'],
    ['/catalog-products?sort=cheapest', 'sort must be one of'],
  ] as const) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(400);
    await expect(page.getByRole('alert').filter({ hasText: message })).toBeVisible();
  }
  await page.getByRole('link', { name: 'SEE ALL PRODUCTS' }).click();
  await expect(page).toHaveURL(/\/catalog-products$/);
  await expect(resultCount(page)).toBeVisible();
});

test('/catalog-products is the same listing, its canonical link on /products', async ({ page, catalog, shop }) => {
  await shop.openListing("/catalog-products?festival=Valentine's%20Day");
  await expect(filterBox(page, "Valentine's Day")).toBeChecked();
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/products\?festival=Valentine%27s\+Day$/);
  await filterBox(page, 'Rings').check();
  await expect(page).toHaveURL(/\/catalog-products\?category=Rings&festival=/);
  await expect(resultCount(page)).toHaveText(new RegExp(`^${await catalog.total("category=Rings&festival=Valentine's Day")} products?$`));
});
