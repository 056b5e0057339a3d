/**
 * Automatic promotions where the shopper looks (issue 32, decision record 036): with a 20% sale on
 * rings, the listing's card, the product page and the quick view show the price after it, the price
 * before it struck through and the sale's name; the cart charges the same. A promotion moves the
 * catalogue version, so this spec runs with the catalogue changes (playwright.config.ts).
 */
import { expect, money, OWNER, test } from './fixtures/index.ts';

const SALE = 'Ring days';

test('a 20% ring sale: shown on the card, the product page, the quick view and the wishlist; the cart charges it', async ({
  page,
  catalog,
  shop,
  accounts,
}, testInfo) => {
  test.setTimeout(180_000); // the owner's form, three pages, a cart, on a shared machine
  const shoot = async (name: string) => {
    await page.screenshot({ path: testInfo.outputPath(`${name}-1440.png`), fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: testInfo.outputPath(`${name}-390.png`), fullPage: true });
    await page.setViewportSize({ width: 1440, height: 900 });
  };
  await accounts.logIn(OWNER);
  await page.goto('/admin/discounts');
  const form = page.getByRole('form', { name: 'New discount' });
  await form.getByLabel('Name shoppers read').fill(SALE);
  await form.getByLabel('Automatic promotion (no code to type)').check();
  await form.getByLabel('Percent off').fill('20');
  await form
    .getByRole('group', { name: /Categories/ })
    .getByLabel('Rings', { exact: true })
    .check();
  await form.getByRole('button', { name: 'CREATE DISCOUNT' }).click();
  await expect(page.getByText(`${SALE} is saved.`)).toBeVisible();
  await page.context().clearCookies();

  try {
    const [ring] = await catalog.pieces('Rings', 1);
    const off = Math.round(ring!.priceMinor * 0.2);
    const after = money(ring!.priceMinor - off);
    const before = money(ring!.priceMinor);
    const shows = async (where: ReturnType<typeof page.locator>) => {
      await expect(where.getByText(after, { exact: true }).first()).toBeVisible();
      await expect(where.locator('s').filter({ hasText: before }).first()).toBeVisible();
      await expect(where.getByText(`${SALE} −20%`).first()).toBeVisible();
    };

    await page.goto('/products?category=Rings');
    const card = page
      .locator('article')
      .filter({ has: page.getByRole('link', { name: ring!.title }) })
      .first();
    await shows(card);
    await shoot('promotion-listing');

    const { dialog } = await shop.openQuickView(card);
    await shows(dialog);
    await shoot('promotion-quick-view');
    await page.keyboard.press('Escape');

    await shop.addToCart(ring!);
    await shows(page.locator('main'));
    await shoot('promotion-product');

    // Saved with the heart, the wishlist shows it at today's price after the sale.
    await shop.saveToWishlist(ring!.productId, ring!.variantId);
    await page.goto('/wishlist');
    await shows(page.locator('article').filter({ hasText: ring!.title }));
    await shoot('promotion-wishlist');

    // The cart charges what the pages showed: its line at the price after the sale, the sale as a named line, that price as the total.
    await page.goto('/cart');
    const row = shop.cartRow(ring!.title);
    await expect(row.getByText(SALE)).toBeVisible();
    await expect(row.locator('s').filter({ hasText: before }).first()).toBeVisible();
    await expect(row.getByText(after).first()).toBeVisible();
    await expect(page.getByLabel('Discounts')).toContainText(SALE);
    await expect(page.getByTestId('cart-after-discounts')).toHaveText(after);
    await shoot('promotion-cart');
  } finally {
    // The other browser tests price rings at their full price: the sale ends here.
    await page.context().clearCookies();
    await accounts.logIn(OWNER);
    await page.goto('/admin/discounts');
    await page.getByRole('button', { name: `Switch off ${SALE}` }).click();
    await expect(page.getByText(`${SALE} is off.`)).toBeVisible();
  }
});
