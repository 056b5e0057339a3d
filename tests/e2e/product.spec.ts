import { checkDelivery } from '../../domain/delivery-estimate.ts';
import { expect, money, test, type Page } from './fixtures/index.ts';

const gemstone = (page: Page, name: string) => page.getByRole('navigation', { name: 'Gemstones' }).getByRole('link', { name, exact: true });

test.describe('the product page', () => {
  test('shows the piece: title, categories, rating, price, pickers, badges and related pieces', async ({ page, catalog, shop }) => {
    const { product, first } = await catalog.ring();
    const response = await shop.openProduct(product.id, first.id);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: first.title })).toBeVisible();
    await expect(page.getByText('Rings', { exact: true }).first()).toBeVisible();
    // Stars with their count from published reviews, none without one (decision record 054).
    const summary = page.locator('header', { has: page.getByRole('heading', { level: 1 }) });
    await expect(summary.getByRole('img', { name: /^Rated \d\.\d out of 5 by \d+ reviews?$/ })).toHaveCount(product.stars ? 1 : 0);
    await expect(page.getByText(money(first.pricesMinor[0]!, product.currency)).first()).toBeVisible();
    await expect(gemstone(page, first.gemstone!)).toHaveAttribute('aria-current', 'page');
    for (const badge of ['6-Month Warranty', 'Easy 30-day returns', 'Lifetime Plating', '925 Fine Silver']) {
      await expect(page.getByText(badge, { exact: true })).toBeVisible();
    }
    await expect(page.getByText(/sold in last/)).toHaveCount(0);
    await expect(page.getByText('Enter your postal code to check the delivery date')).toBeVisible();
    const related = page.getByRole('region', { name: 'You may also like' }).locator('article');
    await expect(related).toHaveCount(4);
    await expect(related.filter({ hasText: first.title })).toHaveCount(0);
  });

  test('the thumbnails follow the main slide: arrows, thumbnails and swipes', async ({ page, catalog, shop }) => {
    const { product, first } = await catalog.ring();
    await shop.openProduct(product.id, first.id);
    const thumbnail = (n: number) => page.getByRole('button', { name: new RegExp(`^Show image ${n} of \\d+$`) });
    await expect(thumbnail(1)).toHaveAttribute('aria-current', 'true');

    await page.getByRole('button', { name: 'Next image' }).click();
    await expect(thumbnail(2)).toHaveAttribute('aria-current', 'true');
    await expect(thumbnail(1)).not.toHaveAttribute('aria-current', 'true');

    await thumbnail(4).click();
    await expect(thumbnail(4)).toHaveAttribute('aria-current', 'true');
    const slides = page.getByRole('group', { name: /Use the arrow keys to browse/ });
    await expect.poll(() => slides.evaluate((el) => Math.round(el.scrollLeft / el.clientWidth))).toBe(3);

    // A swipe is a scroll of the slide track: the strip follows it.
    await slides.evaluate((el) => el.scrollTo({ left: el.clientWidth, behavior: 'instant' }));
    await expect(thumbnail(2)).toHaveAttribute('aria-current', 'true');

    await page.getByRole('button', { name: 'Previous image' }).click();
    await expect(thumbnail(1)).toHaveAttribute('aria-current', 'true');
  });

  test('choosing another gemstone opens its variant; choosing a metal changes the price', async ({ page, catalog, shop }) => {
    const { product, first, second } = await catalog.ring();
    await shop.openProduct(product.id, first.id);

    await page.getByRole('radio', { name: first.metal[1]! }).check();
    await expect(page.getByText(money(first.pricesMinor[1]!, product.currency)).first()).toBeVisible();
    await expect(page.getByText(`METAL: ${first.metal[1]}`)).toBeVisible();

    await gemstone(page, second.gemstone!).click();
    await expect(page).toHaveURL(`/product/${product.id}/${second.id}`);
    await expect(gemstone(page, second.gemstone!)).toHaveAttribute('aria-current', 'page');
    // The metal chosen before is kept, priced for the new gemstone.
    await expect(page.getByRole('radio', { name: first.metal[1]! })).toBeChecked();
    await expect(page.getByText(money(second.pricesMinor[1]!, product.currency)).first()).toBeVisible();
  });

  test('says "Loading product..." while another variant loads', async ({ page, catalog, shop }) => {
    const { product, first, second } = await catalog.ring();
    await shop.openProduct(product.id, first.id);
    const release = await shop.holdRequests('**/*.data*');
    await gemstone(page, second.gemstone!).click();
    await expect(page.getByRole('status').filter({ hasText: 'Loading product...' })).toBeVisible();
    release();
    await expect(page).toHaveURL(`/product/${product.id}/${second.id}`);
    await expect(page.getByText('Loading product...')).toHaveCount(0);
  });

  test('Add to Cart asks for a size first, then adds the line with every choice; again raises its quantity', async ({ page, catalog, shop }) => {
    const { product, first } = await catalog.ring();
    await shop.openProduct(product.id, first.id);
    const addToCart = page.getByRole('button', { name: 'ADD TO CART' });

    await addToCart.click();
    await expect(page.getByText('Please select a size')).toBeVisible();
    expect(await shop.storedCart()).toEqual([]);

    const size = first.sizes[1]!;
    await shop.pickSize(size);
    await expect(page.getByText('Please select a size')).toHaveCount(0);
    await page.getByRole('radio', { name: first.metal[1]! }).check();
    await page.getByLabel(/PERSONALISATION/).fill('For Ana, 12.06.2025');
    await expect(page.getByText('19/40')).toBeVisible();
    await page.getByRole('checkbox', { name: /Gift wrap this piece \(\+\$5\.00\)/ }).check();

    await addToCart.click();
    await expect(shop.toast('Item added to cart!')).toBeVisible();
    expect(await shop.storedCart()).toEqual([
      expect.objectContaining({
        id: first.id,
        productId: product.id,
        title: first.title,
        sizes: size,
        metal: first.metal[1],
        metals: first.metal,
        price: first.price[1],
        priceMinor: first.pricesMinor[1],
        personalisation: 'For Ana, 12.06.2025',
        giftWrap: true,
        gemstone: first.gemstone,
        quantity: 1,
      }),
    ]);

    await addToCart.click();
    await expect.poll(async () => (await shop.storedCart()).map((line) => line.quantity)).toEqual([2]);
  });

  test('Buy Now adds the piece and opens the cart', async ({ page, catalog, shop }) => {
    const { product, first } = await catalog.ring();
    await shop.openProduct(product.id, first.id);
    await page.getByRole('button', { name: 'BUY NOW' }).click();
    await expect(page.getByText('Please select a size')).toBeVisible();
    await shop.pickSize(first.sizes[0]!);
    await page.getByRole('button', { name: 'BUY NOW' }).click();
    await expect(page).toHaveURL('/cart');
    expect((await shop.storedCart()).map((line) => [line.id, line.sizes, line.metal])).toEqual([[first.id, first.sizes[0], first.metal[0]]]);
  });

  test('a made-to-order piece shows its lead time, and the postal code check adds it to the longest shipping time', async ({ page, catalog, shop }) => {
    const { product, first } = await catalog.ring();
    await shop.openProduct(product.id, first.id);
    // The sample pieces are made to order in the terms' 10 to 21 business days; Regular shipping takes up to 5.
    await expect(page.getByTestId('availability')).toHaveText('Made to order: ships in 10–21 business days');
    const check = page.getByRole('button', { name: 'CHECK' });

    await check.click();
    await expect(page.getByText('Please enter your postal code')).toBeVisible();

    await page.getByLabel('Postal code').fill('10001');
    await check.click();
    await expect(page.getByText(/^Estimated Delivery by .+ \(26 working days\)$/)).toHaveText(checkDelivery('10001', new Date(), 21 + 5).message);
    await expect(page.getByText('Please enter your postal code')).toHaveCount(0);
  });

  test('the tabs switch by click and by arrow keys', async ({ page, catalog, shop }) => {
    const { product, first } = await catalog.ring();
    await shop.openProduct(product.id, first.id);
    const about = page.getByRole('tab', { name: 'About this Item' });
    await expect(about).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel')).toContainText(first.metal.join(', '));

    await page.getByRole('tab', { name: 'Shipping Details' }).click();
    const shipping = page.getByRole('tabpanel');
    await expect(shipping).toContainText('3 to 5 business days');
    await expect(shipping).toContainText('10 to 21 business days');
    await expect(shipping.getByRole('row', { name: /Express/ })).toContainText('$19.99');
    await expect(shipping.getByRole('row', { name: /Regular/ })).toContainText('$9.99');

    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Reviews' })).toBeFocused();
    await expect(page.getByRole('tabpanel')).toContainText(/No reviews yet|Verified buyer|Sample review/);
    await page.keyboard.press('ArrowRight');
    await expect(about).toHaveAttribute('aria-selected', 'true');
  });

  test('the heart saves the variant to the wishlist and takes it out again', async ({ page, catalog, shop }) => {
    const { product, first } = await catalog.ring();
    await shop.openProduct(product.id, first.id);
    const heart = page.getByRole('button', { name: 'Save to wishlist' });
    await expect(heart).toHaveAttribute('aria-pressed', 'false');

    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    expect(await shop.storedWishlist()).toEqual([expect.objectContaining({ id: first.id, productId: product.id, title: first.title, price: first.price[0] })]);

    await page.reload();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    expect(await shop.storedWishlist()).toEqual([]);
  });

  test('unknown products and variants answer 404; a name in place of the variant redirects', async ({ page, request, catalog }) => {
    const { product, first } = await catalog.ring();
    const foreignVariant = (await catalog.firstOf('Necklaces')).variant.id;

    for (const path of ['/product/2000000000/1', `/product/${product.id}/${foreignVariant}`, '/product/not-a-number/1', '/product/1.5/1']) {
      expect((await request.get(path, { maxRedirects: 0 })).status(), path).toBe(404);
    }
    const missing = await page.goto('/product/2000000000/1');
    expect(missing?.status()).toBe(404);
    await expect(page.getByText("We can't seem to find the page you are looking for")).toBeVisible();

    await page.goto(`/product/${product.id}/${encodeURIComponent(first.title)}`);
    await expect(page).toHaveURL(`/product/${product.id}/${first.id}`);
    await page.goto(`/product/${product.id}/not-a-number`);
    await expect(page).toHaveURL(`/product/${product.id}/${first.id}`);
  });

  test('the other product routes lead to the product page or the listing', async ({ request, catalog }) => {
    const { product, first } = await catalog.ring();
    const location = async (path: string) => {
      const response = await request.get(path, { maxRedirects: 0 });
      return [response.status(), response.headers().location];
    };
    for (const path of ['/product', '/product-var', '/product-detail', '/product-details']) {
      expect(await location(path), path).toEqual([302, '/products']);
    }
    const page = `/product/${product.id}/${first.id}`;
    expect(await location(`/product/${product.id}`)).toEqual([302, page]);
    expect(await location(`/product-details?id=${product.id}`)).toEqual([302, page]);
    expect(await location(`/product-details?productId=${product.id}`)).toEqual([302, page]);
    expect((await request.get('/product-details?id=2000000000', { maxRedirects: 0 })).status()).toBe(404);
  });

  test('the server HTML carries the SEO tags and the Product structured data', async ({ request, catalog }) => {
    const { product, first } = await catalog.ring();
    const html = await (await request.get(`/product/${product.id}/${first.id}`)).text();
    expect(html).toMatch(new RegExp(`<link rel="canonical" href="[^"]*/product/${product.id}/${first.id}"`));
    expect(html).toContain('<meta property="og:type" content="product"');
    expect(html).toMatch(/<meta property="og:image" content="[^"]*\/api\/uploads\/[^"]+"/);

    const script = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html);
    expect(script).not.toBeNull();
    const data = JSON.parse(script![1]!) as Record<string, any>;
    expect(data).toMatchObject({
      '@type': 'Product',
      name: first.title,
      sku: String(first.id),
      brand: { name: 'Lumen & Loom' },
      offers: { priceCurrency: product.currency, availability: 'https://schema.org/InStock' },
    });
    // Stars only from published reviews, never without their count (tests/api/structured-data.test.ts checks each page type).
    if (data.aggregateRating) expect(data.aggregateRating.ratingCount).toBeGreaterThan(0);
    expect(Number(data.offers.price)).toBe(first.price[0]);
    expect(data.offers.url).toMatch(new RegExp(`/product/${product.id}/${first.id}$`));
    expect(data.image[0]).toMatch(/\/api\/uploads\//);
  });
});
