import type { Catalog } from './fixtures/catalog.ts';
import { ownerAuth, expect, test, type Product } from './fixtures/index.ts';

/** A ring with sizes that the other browser tests do not pick (they take the first rings of the listing). */
async function quietRing(catalog: Catalog): Promise<Product> {
  const { items } = await catalog.listing({ category: 'Rings', pageSize: '60' });
  const ring = items.findLast((item) => item.ProductVariants[0]!.sizes.length > 1 && item.ProductVariants[0]!.metal.length > 0);
  if (!ring) throw new Error('The sample catalogue has no ring with sizes');
  return ring;
}

test.describe('stock running out', () => {
  test('a shopper sees "Only 2 left" and buys them; the next shopper sees "Sold out" and cannot add it', async ({
    page,
    browser,
    baseURL,
    request,
    catalog,
    shop,
    accounts,
    checkout,
  }) => {
    const ring = await quietRing(catalog);
    const variant = ring.ProductVariants[0]!;
    const [metal, size] = [variant.metal[0]!, variant.sizes[0]!];
    const owner = await ownerAuth(request);
    const stored = await request.get(`/api/admin/products/${ring.id}`, { headers: owner });
    expect(stored.status()).toBe(200);
    const original = (await stored.json()) as { ProductVariants: Array<Record<string, unknown>> };

    // The owner makes the ring ready to ship, with two left in its first gemstone, metal and size and none in the others.
    const readyToShip = {
      ...original,
      ProductVariants: original.ProductVariants.map((each, index) => ({
        ...each,
        madeToOrder: false,
        stock: index === 0 ? [{ metal, size, quantity: 2 }] : [],
      })),
    };
    const saved = await request.put(`/api/admin/products/${ring.id}`, { headers: owner, data: readyToShip });
    expect(saved.status(), await saved.text()).toBe(200);

    try {
      const buyer = await accounts.register('Quick');
      await accounts.logIn(buyer);
      await shop.openProduct(ring.id, variant.id);
      await shop.pickSize(variant.sizes[1]!);
      await expect(page.getByTestId('availability')).toHaveText('Sold out');
      await expect(page.getByRole('button', { name: 'ADD TO CART' })).toBeDisabled();
      await shop.pickSize(size);
      await expect(page.getByTestId('availability')).toHaveText('Only 2 left');

      const add = page.getByRole('button', { name: 'ADD TO CART' });
      await add.click();
      await add.click();
      await expect.poll(async () => (await shop.storedCart()).map((line) => line.quantity)).toEqual([2]);
      // Both are in the cart: a third is refused, with what is left.
      await add.click();
      await expect(shop.toast(`Only 2 left of ${variant.title} (${metal}, ${size})`)).toBeVisible();
      expect((await shop.storedCart()).map((line) => line.quantity)).toEqual([2]);

      const [kept] = await shop.storedCart();
      await checkout.reachReview({
        productId: ring.id,
        variantId: variant.id,
        title: variant.title,
        priceMinor: variant.pricesMinor[0]!,
        sizes: variant.sizes,
      });
      await page.getByRole('button', { name: 'ORDER NOW' }).click();
      await expect(shop.toast('Order placed successfully!')).toBeVisible();

      // The next shopper, in a browser of their own.
      const context = await browser.newContext({ baseURL });
      const next = await context.newPage();
      await next.goto(`/product/${ring.id}/${variant.id}`);
      await next.getByLabel('SIZE').selectOption(size);
      await expect(next.getByTestId('availability')).toHaveText('Sold out');
      await expect(next.getByRole('button', { name: 'ADD TO CART' })).toBeDisabled();
      await expect(next.getByRole('button', { name: 'BUY NOW' })).toBeDisabled();
      await next.getByLabel('SIZE').selectOption(variant.sizes[1]!);
      await expect(next.getByTestId('availability')).toHaveText('Sold out');
      // Every size of the metal is gone: the piece is sold out before a size is chosen too.
      await next.getByLabel('SIZE').selectOption('');
      await expect(next.getByTestId('availability')).toHaveText('Sold out');
      expect(await next.evaluate(() => localStorage.getItem('cartItems'))).toBeNull();

      // A cart kept from an earlier visit says the piece is gone, and cannot raise it.
      await shop.on(next).store('cartItems', [{ ...kept, quantity: 1 }]);
      await next.goto('/cart');
      await expect(next.getByText(`${variant.title} (${metal}, ${size}) is sold out`)).toBeVisible();
      await expect(next.getByRole('button', { name: `Increase quantity of ${variant.title}` })).toBeDisabled();

      // The listing can hide it.
      await next.goto(`/products?q=${encodeURIComponent(variant.title)}`);
      const card = next.getByRole('link', { name: variant.title }).first();
      await expect(card).toBeVisible();
      await next.getByRole('checkbox', { name: 'Hide sold-out pieces' }).check();
      await expect(next).toHaveURL(/inStock=true/);
      await expect(next.getByRole('button', { name: 'Remove Hide sold-out pieces' })).toBeVisible();
      await expect(next.getByRole('link', { name: variant.title })).toHaveCount(0);
      await context.close();
    } finally {
      // The ring goes back to being made to order, for the tests that come after.
      const restored = await request.put(`/api/admin/products/${ring.id}`, { headers: owner, data: original });
      expect(restored.status(), await restored.text()).toBe(200);
    }
  });
});
