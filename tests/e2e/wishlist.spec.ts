import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { formatMoney, toMinor } from '../../domain/money.ts';

interface VariantJson {
  id: number;
  productId: number;
  title: string;
  description: string;
  images: string[];
  price: number[];
  metal: string[];
  sizes: string[];
}
interface ProductJson {
  id: number;
  currency: string;
  ProductVariants: VariantJson[];
}

/** The first product of a category, through the API (the tests create no rows of their own). */
async function firstOf(request: APIRequestContext, category: string): Promise<{ product: ProductJson; variant: VariantJson }> {
  const listing = (await (await request.get(`/api/listing?${new URLSearchParams({ category, pageSize: '1' })}`)).json()) as { items: ProductJson[] };
  const product = listing.items[0]!;
  return { product, variant: product.ProductVariants[0]! };
}

const money = (price: number, currency: string) => formatMoney(toMinor(price, currency), currency);
const storedList = (page: Page, key: string) => page.evaluate((k) => JSON.parse(localStorage.getItem(k) ?? '[]') as Array<Record<string, unknown>>, key);

async function saveWithHeart(page: Page, product: ProductJson, variant: VariantJson) {
  await page.goto(`/product/${product.id}/${variant.id}`);
  const heart = page.getByRole('button', { name: 'Save to wishlist' });
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
}

test.describe('the wishlist', () => {
  test('an empty wishlist says so in English and leads to the listing', async ({ page }) => {
    await page.goto('/wishlist');
    await expect(page.getByRole('heading', { name: 'Your wishlist is empty' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'BROWSE THE COLLECTION' })).toHaveAttribute('href', '/products');
  });

  test('a piece saved with the heart is listed with its current price, and can be removed', async ({ page, request }) => {
    const { product, variant } = await firstOf(request, 'Rings');
    await saveWithHeart(page, product, variant);

    await page.goto('/wishlist');
    const card = page.locator('article').filter({ hasText: variant.title });
    await expect(card).toHaveCount(1);
    await expect(card.locator('img')).toHaveAttribute('src', new RegExp(variant.images[0]!));
    await expect(card).toContainText(variant.description.slice(0, 30));
    await expect(card).toContainText(money(variant.price[0]!, product.currency));
    await expect(page.getByText('1 piece saved')).toBeVisible();

    await card.getByRole('button', { name: `Remove ${variant.title} from your wishlist` }).click();
    await expect(page.getByRole('heading', { name: 'Your wishlist is empty' })).toBeVisible();
    expect(await storedList(page, 'wishlist')).toEqual([]);
  });

  test('a stale stored price gives way to the current one', async ({ page, request }) => {
    const { product, variant } = await firstOf(request, 'Necklaces');
    await page.goto('/wishlist');
    await page.evaluate(
      (item) => localStorage.setItem('wishlist', JSON.stringify([item])),
      { id: variant.id, productId: product.id, title: variant.title, description: variant.description, images: variant.images, priceMinor: 100, price: 1 },
    );
    await page.reload();
    const card = page.locator('article').filter({ hasText: variant.title });
    await expect(card).toContainText(money(variant.price[0]!, product.currency));
    await expect(card).not.toContainText('$1.00');
  });

  test('Add to Cart from the wishlist asks for a size, then adds the piece in its first metal', async ({ page, request }) => {
    const { product, variant } = await firstOf(request, 'Rings');
    expect(variant.sizes.length).toBeGreaterThan(0);
    await saveWithHeart(page, product, variant);
    await page.goto('/wishlist');
    const card = page.locator('article').filter({ hasText: variant.title });
    const addToCart = card.getByRole('button', { name: 'ADD TO CART' });

    await addToCart.click();
    await expect(card.getByText('Please select a size')).toBeVisible();
    expect(await storedList(page, 'cartItems')).toEqual([]);

    await card.getByLabel('SIZE').selectOption(variant.sizes[0]!);
    await expect(card.getByText('Please select a size')).toHaveCount(0);
    await addToCart.click();
    await expect(page.getByRole('alert').filter({ hasText: 'Item added to cart!' })).toBeVisible();
    expect(await storedList(page, 'cartItems')).toEqual([
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

  test('a piece without sizes goes straight to the cart', async ({ page, request }) => {
    const { product, variant } = await firstOf(request, 'Earrings');
    expect(variant.sizes).toEqual([]);
    await saveWithHeart(page, product, variant);
    await page.goto('/wishlist');
    const card = page.locator('article').filter({ hasText: variant.title });
    await expect(card.getByLabel('SIZE')).toHaveCount(0);
    await card.getByRole('button', { name: 'ADD TO CART' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Item added to cart!' })).toBeVisible();
    expect((await storedList(page, 'cartItems')).map((line) => [line.id, line.metal])).toEqual([[variant.id, variant.metal[0]]]);
  });

  test('the heart toggles: pressed twice the piece is gone, three times it is listed once', async ({ page, request }) => {
    const { product, variant } = await firstOf(request, 'Charms');
    await page.goto(`/product/${product.id}/${variant.id}`);
    const heart = page.getByRole('button', { name: 'Save to wishlist' });

    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    expect(await storedList(page, 'wishlist')).toEqual([]);

    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    expect((await storedList(page, 'wishlist')).map((item) => item.id)).toEqual([variant.id]);

    await page.goto('/wishlist');
    await expect(page.locator('article')).toHaveCount(1);
  });
});
