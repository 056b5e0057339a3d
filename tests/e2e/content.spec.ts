import { expect, test } from './fixtures/index.ts';
import { SHOP_ORIGIN } from './fixtures/origin.ts';

test('the privacy policy gives its date and covers what the law asks', async ({ page }) => {
  await page.goto('/privacy-policy');
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  await expect(page.getByText('Effective 06 December 2026')).toBeVisible();
  const article = page.getByRole('article');
  for (const section of [
    'Information we collect',
    'How we use your information',
    'How we share your information',
    'Payments',
    'Cookies and local storage',
    'How long we keep your information',
    'Your rights',
    'Children',
    'International transfers',
  ]) {
    await expect(article.getByRole('heading', { name: section })).toBeVisible();
  }
  await expect(article).toContainText('third-party payment gateways');
  await expect(article).toContainText('children under 16');
  await expect(article).toContainText('Lumen & Loom');
  await expect(page).toHaveTitle('Privacy Policy · Lumen & Loom');
});

test('the terms give their date and the shop’s promises', async ({ page }) => {
  await page.goto('/terms-conditions');
  await expect(page.getByRole('heading', { level: 1, name: 'Terms & Conditions' })).toBeVisible();
  await expect(page.getByText('Effective 06 December 2026')).toBeVisible();
  const article = page.getByRole('article');
  await expect(article).toContainText('within 24 hours of ordering');
  await expect(article).toContainText('You may return a piece within 30 days of its delivery');
  await expect(article).toContainText('Ready-to-ship pieces are dispatched within 3 to 5 business days');
  await expect(article).toContainText('10 to 21 business days');
  await expect(article).toContainText('All prices are shown and charged in USD');
  // How paying works, for the methods the shop takes (bank transfer, in the test shop).
  await expect(article).toContainText('When you pay by bank transfer, your order page and your confirmation e-mail show our account');
  await expect(article).not.toContainText('Payment is taken when you place your order');
  await expect(article).toContainText('at least 18 years old');
  await expect(article).toContainText('supervision of a parent or guardian');
  // The table of contents leads to its section.
  await page.getByRole('navigation', { name: 'On this page' }).getByRole('link', { name: 'Cancellations' }).click();
  await expect(page).toHaveURL(/#cancellations$/);
});

test('about us tells the studio’s story under the shop’s name', async ({ page }) => {
  await page.goto('/about-us');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Lumen & Loom');
  await expect(page.getByText('We are a small jewellery studio with a simple belief')).toBeVisible();
  await expect(page.getByRole('link', { name: 'SHOP THE COLLECTION' })).toHaveAttribute('href', '/products');
});

test('the custom jewellery page explains the service and leads to the design form', async ({ page }) => {
  await page.goto('/custom-jewelry');
  await expect(page.getByRole('heading', { level: 1, name: 'A piece made only for you' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'How It Works' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Metals and stones we love' })).toBeVisible();
  await expect(page.getByRole('heading', { name: '10 to 21 business days' })).toBeVisible();
  await page.getByText('How long does it take?').click();
  await expect(page.getByText('we make your piece in 10 to 21 business days')).toBeVisible();
  await page.getByRole('link', { name: 'START YOUR DESIGN' }).first().click();
  await expect(page).toHaveURL(/\/custom-design$/);
});

test('a design request is checked, sent and acknowledged', async ({ page }) => {
  await page.goto('/custom-design');
  const form = page.getByRole('form', { name: 'Custom design request' });
  const send = form.getByRole('button', { name: 'SUBMIT YOUR DESIGN' });
  await expect(send).toBeEnabled();

  await form.getByLabel(/^Description/).fill('A small ring.');
  await form.getByLabel(/^Name/).focus();
  await expect(form.getByText('Must be at least 20 characters')).toBeVisible();
  await send.click();
  await expect(form.getByText('Name is required')).toBeVisible();
  await expect(form.getByText('Email is required')).toBeVisible();

  await form.getByLabel(/^Description/).fill('A slim rose gold band with three small sapphires set flush, size 6.');
  await form.getByLabel(/^Name/).fill('Grace Hopper');
  await form.getByLabel(/^Email/).fill('grace@example.com');
  await form.getByLabel(/^Phone/).fill('5035550142');
  await form.getByLabel(/^Link/).fill('https://example.com/sketch');
  const answer = page.waitForResponse((response) => response.url().endsWith('/api/custom-design'));
  await send.click();
  expect((await (await answer).json()).received).toMatchObject({ link: 'https://example.com/sketch', photo: null });
  await expect(page.getByText('Thank you! Your design request has been received. We will be in touch within 2 business days.')).toBeVisible();
  await expect(form.getByLabel(/^Description/)).toHaveValue('');
});

test.describe('the welcome offer', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('copies the code and leads to the shop', async ({ page }) => {
    await page.goto('/pop-up');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('10% Off');
    await expect(page.getByRole('main').getByText('WELCOME10', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'COPY CODE' }).click();
    await expect(page.getByText('Discount code copied!')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('WELCOME10');
    await expect(page.getByRole('link', { name: 'SHOP NOW' })).toHaveAttribute('href', '/');
  });
});

test('the blog lists its posts and opens one; unknown posts are not found', async ({ page }) => {
  await page.goto('/blogs');
  const posts = page.getByRole('main').getByRole('article');
  await expect(posts).toHaveCount(2);
  const title = (await posts.first().getByRole('heading', { level: 2 }).textContent())!.trim();
  await expect(posts.first().locator('img')).toBeVisible();
  await expect(posts.first().locator('time')).toHaveText(/\d{1,2} [A-Z]+ \d{4}/);

  await posts.first().getByRole('link', { name: title, exact: true }).click();
  await expect(page).toHaveURL(/\/blog\/[a-z0-9-]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  expect(await page.locator('article p').count()).toBeGreaterThan(3);
  await expect(page).toHaveTitle(`${title} · Lumen & Loom`);

  const missing = await page.goto('/blog/no-such-post');
  expect(missing?.status()).toBe(404);
  await expect(page.getByText("We can't seem to find the page you are looking for")).toBeVisible();
});

test('/blog and /blog-details lead to the blog', async ({ page }) => {
  for (const path of ['/blog', '/blog-details']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/blogs$/);
  }
});

test('the sitemap index leads to the pages, posts and every product, with absolute addresses', async ({ request }) => {
  const index = await request.get('/sitemap.xml');
  expect(index.status()).toBe(200);
  expect(index.headers()['content-type']).toContain('application/xml');
  const files = [...(await index.text()).matchAll(/<sitemap><loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
  expect(files).toContain(`${SHOP_ORIGIN}/sitemap/pages.xml`);
  expect(files.length).toBeGreaterThan(1);
  const xml = (
    await Promise.all(
      files.map(async (file) => {
        const answer = await request.get(new URL(file).pathname);
        expect(answer.status(), file).toBe(200);
        return answer.text();
      }),
    )
  ).join('\n');
  expect(xml).toContain(`<loc>${SHOP_ORIGIN}/</loc>`);
  for (const path of ['/products', '/category', '/contact', '/custom-jewelry', '/blogs', '/terms-conditions']) {
    expect(xml).toContain(`<loc>${SHOP_ORIGIN}${path}</loc>`);
  }
  expect(xml).toContain(`<loc>${SHOP_ORIGIN}/products?category=Rings</loc>`);
  expect(xml).toMatch(new RegExp(`<loc>${SHOP_ORIGIN}/theme/[^<]+</loc>`));
  expect(xml).toMatch(new RegExp(`<loc>${SHOP_ORIGIN}/blog/[a-z0-9-]+</loc>`));
  const products = xml.match(/\/product\/\d+\/\d+</g) ?? [];
  expect(products.length).toBeGreaterThan(10);
  expect(new Set(products).size).toBe(products.length);
});

test('robots.txt keeps crawlers out of the cart, checkout and API and names the sitemap', async ({ request }) => {
  const text = await (await request.get('/robots.txt')).text();
  expect(text).toContain('User-agent: *');
  expect(text).toContain('Disallow: /cart');
  expect(text).toContain('Disallow: /checkout');
  expect(text).toContain('Disallow: /api/');
  expect(text).toContain(`Sitemap: ${SHOP_ORIGIN}/sitemap.xml`);
});
