/**
 * The back office's products: the owner creates a product with two gemstones and a photo on the
 * edit screen and shoppers find it; a price change reaches a shopper's cart; a draft stays out of
 * the shop; unsaved changes ask before leaving; images reorder by keyboard. Every product here is
 * made by the test (through the screen or the back office's API) under a title of its own.
 */
import sharp from 'sharp';
import { ringSizeLabel, tenthsOfSize } from '../../domain/ring-sizes.ts';
import { expect, money, OWNER, test, type Locator, type Page } from './fixtures/index.ts';

/** A US ring size as the back office's size boxes name it (its circumference). */
const usSize = (size: number) => ringSizeLabel(tenthsOfSize('US', String(size))!);

/** A title no other product has: searching for it finds only the test's product. */
const uniqueTitle = (noun: string) => `${noun} ${Array.from({ length: 6 }, () => 'bcdfghjklmnpqrstvwxz'[Math.floor(Math.random() * 20)]).join('')}`;

/** A photo as a camera or phone would give it, in one colour. */
const photo = (colour: string) =>
  sharp({ create: { width: 800, height: 600, channels: 3, background: colour } })
    .png()
    .toBuffer();

const variant = (page: Page, index: number): Locator => page.getByRole('region', { name: new RegExp(`^Variant ${index}\\b`) });
const toast = (page: Page, text: string) => page.locator('.Toastify__toast').filter({ hasText: text });

/** Uploads a photo through the back office's API, as the owner whose session the page holds; answers its file name. */
async function uploadPhoto(page: Page, colour: string): Promise<string> {
  const answer = await page.request.post('/api/admin/images', {
    multipart: { image: { name: `${colour.slice(1)}.png`, mimeType: 'image/png', buffer: await photo(colour) } },
  });
  expect(answer.status(), await answer.text()).toBe(201);
  return ((await answer.json()) as { file: string }).file;
}

interface Made {
  id: number;
  variantId: number;
  title: string;
}

/** A one-size ring made through the back office's API. */
async function makeProduct(page: Page, options: { title: string; price: number; status?: 'draft' | 'published'; images?: string[] }): Promise<Made> {
  const answer = await page.request.post('/api/admin/products', {
    data: {
      status: options.status ?? 'published',
      ProductVariants: [
        {
          title: options.title,
          description: 'Made by the browser tests.',
          categories: ['Rings'],
          gemstone: 'Garnet',
          metal: ['925 Sterling Silver'],
          price: [options.price],
          images: options.images ?? [],
        },
      ],
    },
  });
  expect(answer.status(), await answer.text()).toBe(201);
  const product = (await answer.json()) as { id: number; ProductVariants: Array<{ id: number }> };
  return { id: product.id, variantId: product.ProductVariants[0]!.id, title: options.title };
}

/** Opens the edit screen and waits for its scripts: the save button is enabled once they run. */
async function openEditor(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('button', { name: /^(CREATE PRODUCT|SAVE CHANGES)$/ })).toBeEnabled();
}

/** The file names of a variant's images, in their order on the screen. */
const imageOrder = (region: Locator) => region.locator('figcaption').evaluateAll((captions) => captions.map((caption) => caption.getAttribute('title')));

test.describe('the back office’s products', () => {
  test.beforeEach(async ({ accounts }) => {
    await accounts.logIn(OWNER);
  });

  test('the owner creates a product with two gemstones and a photo, publishes it, and shoppers find it', async ({ page, catalog }) => {
    const title = uniqueTitle('Lantern Band');
    await page.goto('/admin/products');
    await page.getByRole('link', { name: 'NEW PRODUCT' }).click();
    await expect(page).toHaveURL(/\/admin\/products\/new$/);
    await expect(page.getByRole('button', { name: 'CREATE PRODUCT' })).toBeEnabled();
    await expect(page.getByRole('heading', { level: 1, name: 'New product' })).toBeVisible();

    await page.getByLabel('Title', { exact: true }).fill(title);
    await page.getByLabel('Description (optional)', { exact: true }).fill('A plain band with a stone set flush.');
    await page.getByRole('group', { name: 'Categories' }).getByLabel('Rings', { exact: true }).check();
    await page.getByRole('group', { name: 'Types' }).getByRole('group', { name: 'Rings' }).getByLabel('Band', { exact: true }).check();

    // Variant 1: a ruby, made to order, in two sizes and two metals, with an uploaded photo.
    const ruby = variant(page, 1);
    await ruby.getByLabel('Gemstone').selectOption('Ruby');
    await ruby.getByLabel('Price (USD)').first().fill('150');
    await ruby.getByRole('button', { name: 'ADD A METAL to variant 1' }).click();
    await ruby.getByLabel('Metal 2').selectOption('14K Gold');
    await ruby.getByLabel('Price (USD)').nth(1).fill('420');
    await ruby.getByLabel('Compare-at (USD)').nth(1).fill('480');
    // Sizes are the workshop's inner circumference (decision record 057): US 6 and 7.
    await ruby.getByRole('group', { name: /Sizes/ }).getByLabel(usSize(6), { exact: true }).check();
    await ruby.getByRole('group', { name: /Sizes/ }).getByLabel(usSize(7), { exact: true }).check();
    await ruby.getByLabel('Upload images for variant 1').setInputFiles({ name: 'ruby.png', mimeType: 'image/png', buffer: await photo('#9b1b30') });
    const preview = ruby.getByRole('img', { name: 'Preview of image 1 of 1' });
    await expect(preview).toBeVisible();
    await expect.poll(() => preview.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
    const uploaded = await ruby.locator('figcaption').first().getAttribute('title');
    expect(uploaded).toMatch(/^[0-9a-f-]{36}\.webp$/);

    // Variant 2: a sapphire, ready to ship, three pieces on the shelf.
    await page.getByRole('button', { name: 'ADD A VARIANT' }).click();
    const sapphire = variant(page, 2);
    await sapphire.getByLabel('Gemstone').selectOption('Sapphire');
    await sapphire.getByLabel('Price (USD)').first().fill('180');
    await sapphire.getByLabel('Ready to ship').check();
    await sapphire.getByLabel('925 Sterling Silver, one size: pieces on the shelf').fill('3');

    await page.getByLabel('Status').selectOption('published');
    await page.getByRole('button', { name: 'CREATE PRODUCT' }).click();
    await expect(toast(page, 'Product created.')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/products\/\d+$/);
    const id = Number(/\/admin\/products\/(\d+)$/.exec(page.url())![1]);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(variant(page, 2).getByLabel('925 Sterling Silver, one size: pieces on the shelf')).toHaveValue('3');

    // The list finds it by its title.
    await page.goto(`/admin/products?q=${encodeURIComponent(title)}&status=published`);
    await expect(page.getByRole('list', { name: 'Products' }).getByRole('link', { name: title })).toHaveAttribute('href', `/admin/products/${id}`);

    // The shop's search finds it, and its page shows both gemstones and the photo.
    expect((await catalog.listing({ q: title })).items.map((item) => item.id)).toContain(id);
    await page.goto(`/products?q=${encodeURIComponent(title)}`);
    await expect(page.locator('main article').filter({ hasText: title })).toHaveCount(1);
    await page.goto(`/admin/products/${id}`);
    await page.getByRole('link', { name: 'View in the shop' }).click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const photoOnPage = page.locator(`main img[src*="${uploaded!.replace('.webp', '')}"]`).first();
    await expect(photoOnPage).toBeVisible();
    await expect.poll(() => photoOnPage.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
    const answer = (await (await page.request.get(`/api/products/${id}`)).json()) as {
      ProductVariants: Array<{ gemstone: string; price: number[]; stock?: unknown[] }>;
    };
    expect(answer.ProductVariants.map((entry) => entry.gemstone)).toEqual(['Ruby', 'Sapphire']);
    expect(answer.ProductVariants[0]!.price).toEqual([150, 420]);
    expect(answer.ProductVariants[1]!.stock).toEqual([{ metal: '925 Sterling Silver', size: '', quantity: 3 }]);
  });

  test('a new price on the edit screen reaches a shopper’s cart', async ({ page, browser, shop }) => {
    const made = await makeProduct(page, { title: uniqueTitle('Cinder Ring'), price: 150 });
    const shopperContext = await browser.newContext({ baseURL: new URL(page.url()).origin });
    const shopper = shop.on(await shopperContext.newPage());
    await shopper.addToCart({ productId: made.id, variantId: made.variantId, title: made.title, priceMinor: 15_000, sizes: [] });

    await openEditor(page, `/admin/products/${made.id}`);
    await variant(page, 1).getByLabel('Price (USD)').first().fill('175.50');
    await page.getByRole('button', { name: 'SAVE CHANGES' }).click();
    await expect(toast(page, 'Product saved.')).toBeVisible();
    await expect(page.getByText('You have unsaved changes.')).toHaveCount(0);

    await shopper.page.goto('/cart');
    const row = shopper.cartRow(made.title);
    await expect(row).toContainText(`Price changed from ${money(15_000)} to ${money(17_550)}`);
    await expect(shopper.page.getByTestId('cart-subtotal')).toHaveText(money(17_550));
    await shopperContext.close();

    // The owner sees the change in the product's history.
    await page.reload();
    const history = page.getByRole('region', { name: 'History' });
    await expect(history.getByRole('listitem').filter({ hasText: 'Changed by' }).first()).toContainText(`${money(15_000)} → ${money(17_550)}`);
    await expect(history).toContainText(`Created by ${OWNER.email}`);
  });

  test('a draft stays out of the shop', async ({ page, catalog }) => {
    const title = uniqueTitle('Quiet Draft Ring');
    await openEditor(page, '/admin/products/new');
    await page.getByLabel('Title', { exact: true }).fill(title);
    await page.getByRole('group', { name: 'Categories' }).getByLabel('Rings', { exact: true }).check();
    await variant(page, 1).getByLabel('Price (USD)').first().fill('99');
    await expect(page.getByLabel('Status')).toHaveValue('draft');
    await page.getByRole('button', { name: 'CREATE PRODUCT' }).click();
    await expect(toast(page, 'Product created.')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/products\/\d+$/);
    const id = Number(/\/admin\/products\/(\d+)$/.exec(page.url())![1]);
    await expect(page.getByText('draft', { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'View in the shop' })).toHaveCount(0);

    const stored = (await (await page.request.get(`/api/admin/products/${id}`)).json()) as { status: string; ProductVariants: Array<{ id: number }> };
    expect(stored.status).toBe('draft');
    expect((await page.request.get(`/api/products/${id}`)).status()).toBe(404);
    expect((await page.goto(`/product/${id}/${stored.ProductVariants[0]!.id}`))?.status()).toBe(404);
    expect((await catalog.listing({ q: title })).items.map((item) => item.id)).not.toContain(id);

    // The back office lists it among the drafts.
    await page.goto('/admin/products');
    await page.getByLabel('Search by title').fill(title);
    await page.getByLabel('Status').selectOption('draft');
    await page.getByRole('button', { name: 'FILTER' }).click();
    await expect(page).toHaveURL(/status=draft/);
    await expect(page.getByRole('list', { name: 'Products' }).getByRole('listitem')).toHaveCount(1);
    await expect(page.getByRole('list', { name: 'Products' })).toContainText(title);
  });

  test('leaving a form with unsaved changes asks first', async ({ page }) => {
    const made = await makeProduct(page, { title: uniqueTitle('Wander Ring'), price: 60 });
    await openEditor(page, `/admin/products/${made.id}`);
    await page.getByLabel('Title', { exact: true }).fill(`${made.title} renamed`);

    await page.getByRole('link', { name: '← All products' }).click();
    const dialog = page.getByRole('dialog', { name: 'Leave without saving?' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'STAY AND KEEP EDITING' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`/admin/products/${made.id}$`));
    await expect(page.getByLabel('Title', { exact: true })).toHaveValue(`${made.title} renamed`);

    // Reloading the tab makes the browser ask; staying keeps the changes.
    const asked = page.waitForEvent('dialog');
    void page.reload().catch(() => undefined);
    const question = await asked;
    expect(question.type()).toBe('beforeunload');
    await question.dismiss();
    await expect(page.getByLabel('Title', { exact: true })).toHaveValue(`${made.title} renamed`);

    await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Products', exact: true }).click();
    await dialog.getByRole('button', { name: 'LEAVE WITHOUT SAVING' }).click();
    await expect(page).toHaveURL(/\/admin\/products$/);
    expect(
      ((await (await page.request.get(`/api/admin/products/${made.id}`)).json()) as { ProductVariants: Array<{ title: string }> }).ProductVariants[0]!.title,
    ).toBe(made.title);
  });

  test('images reorder by keyboard, on the drag handle and with the arrow buttons', async ({ page }) => {
    const red = await uploadPhoto(page, '#b03a2e');
    const blue = await uploadPhoto(page, '#2e4a7d');
    const green = await uploadPhoto(page, '#2e7d4a');
    const made = await makeProduct(page, { title: uniqueTitle('Prism Ring'), price: 80, images: [red, blue, green] });
    await openEditor(page, `/admin/products/${made.id}`);
    const images = variant(page, 1);
    await expect.poll(() => imageOrder(images)).toEqual([red, blue, green]);

    // The drag handle: Space picks the image up, the arrow key moves it, Space drops it.
    await images.getByRole('button', { name: 'Reorder image 1 of 3' }).focus();
    await page.keyboard.press('Space');
    await expect(page.getByText('Picked up image 1 of 3.')).toBeAttached();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByText('Image 1 is over position 2 of 3.')).toBeAttached();
    await page.keyboard.press('Space');
    await expect(page.getByText('Image 1 dropped at position 2 of 3.')).toBeAttached();
    await expect.poll(() => imageOrder(images)).toEqual([blue, red, green]);

    // The arrow buttons, pressed with Enter; the focus follows the moved image.
    await images.getByRole('button', { name: 'Move image 3 of 3 earlier' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => imageOrder(images)).toEqual([blue, green, red]);
    await expect(images.getByRole('button', { name: 'Move image 2 of 3 earlier' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect.poll(() => imageOrder(images)).toEqual([green, blue, red]);

    // Removing one, then saving, keeps the order.
    await images.getByRole('button', { name: 'Remove image 2 of 3' }).click();
    await expect.poll(() => imageOrder(images)).toEqual([green, red]);
    await page.getByRole('button', { name: 'SAVE CHANGES' }).click();
    await expect(toast(page, 'Product saved.')).toBeVisible();
    await page.reload();
    await expect.poll(() => imageOrder(variant(page, 1))).toEqual([green, red]);
    const stored = (await (await page.request.get(`/api/products/${made.id}`)).json()) as { ProductVariants: Array<{ images: string[] }> };
    expect(stored.ProductVariants[0]!.images).toEqual([green, red]);
  });
});
