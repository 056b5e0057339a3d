/**
 * Ring sizes as a system (issue 36, decision record 057): a shopper shipping to London sees a ring's
 * sizes in UK sizes beside the millimetres, with the size guide and its printable sizer; a ring ordered
 * without a size waits on its order page until the shopper chooses the size there.
 */
import { expect, test } from './fixtures/index.ts';
import { screenshots } from './fixtures/screenshots.ts';

test('a London shopper sees UK ring sizes, orders a ring without a size and chooses it on the order page', async ({
  page,
  context,
  catalog,
  accounts,
  checkout,
}, testInfo) => {
  const [ring] = await catalog.pieces('Rings', 1);
  await context.addCookies([{ name: 'ship_to', value: 'GB', url: testInfo.project.use.baseURL! }]);
  await page.goto(`/product/${ring!.productId}/${ring!.variantId}`);
  const picker = page.getByLabel('RING SIZE');
  await expect(picker.locator('option', { hasText: 'UK N½ · 54.4 mm' })).toHaveCount(1);
  await expect(picker.locator('option', { hasText: "I don't know my size" })).toHaveCount(1);
  await expect(page.getByLabel('Sizing system')).toHaveValue('UK');
  const guide = page.locator('#size-guide');
  await expect(guide.getByRole('heading', { name: 'Ring size guide' })).toBeVisible();
  await expect(guide.getByRole('row', { name: /54\.4 mm/ })).toContainText('N½');
  await expect(guide.getByRole('link', { name: 'Download the ring sizer (PDF)' })).toHaveAttribute('href', '/api/ring-sizes/sizer.pdf');
  await screenshots(page, 'ring-size-picker-and-guide', testInfo);

  const shopper = await accounts.register('Ring');
  const order = await checkout.placeThroughApi(shopper, {
    items: [{ variantId: ring!.variantId, metal: 'DefaultMetal', size: 'To be chosen', quantity: 1, giftWrap: false, personalisation: '' }],
  });
  await accounts.logIn(shopper, { path: `/login?redirectTo=%2Forders%2F${order.id}` });
  await expect(page).toHaveURL(new RegExp(`/orders/${order.id}$`));
  const pieces = page.getByRole('list', { name: 'Pieces in this order' });
  await expect(pieces).toContainText('To be chosen');
  const choose = page.getByRole('region', { name: 'Choose your ring size' });
  await screenshots(page, 'ring-size-order-waiting', testInfo);
  await choose.getByRole('combobox').selectOption({ label: 'UK N½ · 54.4 mm' });
  await choose.getByRole('button', { name: 'SAVE MY SIZE' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'your ring size is saved' })).toBeVisible();
  await expect(pieces).toContainText('UK N½ · 54.4 mm');
  await expect(page.getByRole('region', { name: 'Choose your ring size' })).toHaveCount(0);
  await screenshots(page, 'ring-size-order-chosen', testInfo);
});
