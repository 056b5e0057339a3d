import { expect, money, test } from './fixtures/index.ts';

test.describe('the wishlist', () => {
  test('an empty wishlist says so in English and leads to the listing', async ({ page }) => {
    await page.goto('/wishlist');
    await expect(page.getByRole('heading', { name: 'Your wishlist is empty' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'BROWSE THE COLLECTION' })).toHaveAttribute('href', '/products');
  });

  test('a piece saved with the heart is listed with its current price, and can be removed', async ({ page, catalog, shop }) => {
    const { product, variant } = await catalog.firstOf('Rings');
    await shop.saveToWishlist(product.id, variant.id);

    await page.goto('/wishlist');
    const card = page.locator('article').filter({ hasText: variant.title });
    await expect(card).toHaveCount(1);
    await expect(card.locator('img')).toHaveAttribute('src', new RegExp(variant.images[0]!));
    await expect(card).toContainText(variant.description.slice(0, 30));
    await expect(card).toContainText(money(variant.pricesMinor[0]!, product.currency));
    await expect(page.getByText('1 piece saved')).toBeVisible();

    await card.getByRole('button', { name: `Remove ${variant.title} from your wishlist` }).click();
    await expect(page.getByRole('heading', { name: 'Your wishlist is empty' })).toBeVisible();
    expect(await shop.storedWishlist()).toEqual([]);
  });

  test('a stale stored price gives way to the current one', async ({ page, catalog, shop }) => {
    const { product, variant } = await catalog.firstOf('Necklaces');
    await page.goto('/wishlist');
    await shop.store('wishlist', [
      { id: variant.id, productId: product.id, title: variant.title, description: variant.description, images: variant.images, priceMinor: 100, price: 1 },
    ]);
    await page.reload();
    const card = page.locator('article').filter({ hasText: variant.title });
    await expect(card).toContainText(money(variant.pricesMinor[0]!, product.currency));
    await expect(card).not.toContainText('$1.00');
  });

  test('Add to Cart from the wishlist asks for a size, then adds the piece in its first metal', async ({ page, catalog, shop }) => {
    const { product, variant } = await catalog.firstOf('Rings');
    expect(variant.sizes.length).toBeGreaterThan(0);
    await shop.saveToWishlist(product.id, variant.id);
    await page.goto('/wishlist');
    const card = page.locator('article').filter({ hasText: variant.title });
    const addToCart = card.getByRole('button', { name: 'ADD TO CART' });

    await addToCart.click();
    await expect(card.getByText('Please select a size')).toBeVisible();
    expect(await shop.storedCart()).toEqual([]);

    await shop.pickSize(variant.sizes[0]!, card);
    await expect(card.getByText('Please select a size')).toHaveCount(0);
    await addToCart.click();
    await expect(shop.toast('Item added to cart!')).toBeVisible();
    expect(await shop.storedCart()).toEqual([
      expect.objectContaining({
        id: variant.id,
        productId: product.id,
        sizes: variant.sizes[0],
        metal: variant.metal[0],
        price: variant.price[0],
        giftWrap: false,
        quantity: 1,
      }),
    ]);
  });

  test('a piece without sizes goes straight to the cart', async ({ page, catalog, shop }) => {
    const { product, variant } = await catalog.firstOf('Earrings');
    expect(variant.sizes).toEqual([]);
    await shop.saveToWishlist(product.id, variant.id);
    await page.goto('/wishlist');
    const card = page.locator('article').filter({ hasText: variant.title });
    await expect(card.getByLabel('SIZE')).toHaveCount(0);
    await card.getByRole('button', { name: 'ADD TO CART' }).click();
    await expect(shop.toast('Item added to cart!')).toBeVisible();
    expect((await shop.storedCart()).map((line) => [line.id, line.metal])).toEqual([[variant.id, variant.metal[0]]]);
  });

  test('the heart toggles: pressed twice the piece is gone, three times it is listed once', async ({ page, catalog, shop }) => {
    const { product, variant } = await catalog.firstOf('Charms');
    await shop.openProduct(product.id, variant.id);
    const heart = page.getByRole('button', { name: 'Save to wishlist' });

    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    expect(await shop.storedWishlist()).toEqual([]);

    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    expect((await shop.storedWishlist()).map((item) => item.id)).toEqual([variant.id]);

    await page.goto('/wishlist');
    await expect(page.locator('article')).toHaveCount(1);
  });
});
