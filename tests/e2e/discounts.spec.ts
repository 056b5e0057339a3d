/**
 * The owner runs a "20% weekend sale on rings" (automatic, category Rings, this weekend, a usage
 * limit) from /admin/discounts; a shopper sees it as a line with its name on the cart and the
 * checkout, and pays the discounted total (decision record 028).
 */
import { expect, money, OWNER, test } from './fixtures/index.ts';

const SALE = 'Weekend sale on rings';
/** A datetime-local box's value, in UTC as the back office reads it. */
const utcBox = (date: Date) => date.toISOString().slice(0, 16);

test('a weekend sale on rings: set up by the owner, shown on the cart and the checkout, charged on the order', async ({
  page,
  catalog,
  shop,
  accounts,
  checkout,
}, testInfo) => {
  test.setTimeout(180_000); // the owner's form, a shopper's cart, checkout and order, on a shared machine
  await accounts.logIn(OWNER);
  await page.goto('/admin');
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Discounts', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Discounts' })).toBeVisible();
  const form = page.getByRole('form', { name: 'New discount' });
  await form.getByLabel('Name shoppers read').fill(SALE);
  await form.getByLabel('Automatic promotion (no code to type)').check();
  await form.getByLabel('Percent off').fill('20');
  await form.getByLabel('Starts (UTC)').fill(utcBox(new Date(Date.now() - 86_400_000)));
  await form.getByLabel('Ends (UTC)').fill(utcBox(new Date(Date.now() + 2 * 86_400_000)));
  await form.getByLabel('Uses in all').fill('100');
  await form
    .getByRole('group', { name: /Categories/ })
    .getByLabel('Rings', { exact: true })
    .check();
  await form.getByRole('button', { name: 'CREATE DISCOUNT' }).click();
  await expect(page.getByText(`${SALE} is saved.`)).toBeVisible();
  const row = page.getByRole('table', { name: 'Discounts' }).getByRole('row').filter({ hasText: SALE });
  await expect(row).toContainText('Automatic');
  await expect(row).toContainText('20% off');
  await expect(row).toContainText('Rings');
  await expect(row).toContainText('0 / 100');
  await page.screenshot({ path: testInfo.outputPath('admin-discounts-1440.png'), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: testInfo.outputPath('admin-discounts-390.png'), fullPage: true });
  await page.setViewportSize({ width: 1440, height: 900 });

  try {
    const shopper = await accounts.register('Sale');
    await accounts.confirmEmail(shopper);
    const [ring] = await catalog.pieces('Rings', 1);
    await page.context().clearCookies(); // the owner's session ends; the shopper's begins
    await accounts.logIn(shopper);
    await shop.addToCart(ring!);
    const off = Math.round(ring!.priceMinor * 0.2);

    await page.goto('/cart');
    const discounts = page.getByRole('definition').filter({ hasText: `−${money(off)}` });
    await expect(page.getByLabel('Discounts')).toContainText(SALE);
    await expect(discounts).toBeVisible();
    await expect(page.getByTestId('cart-after-discounts')).toHaveText(money(ring!.priceMinor - off));
    await page.screenshot({ path: testInfo.outputPath('cart-sale-1440.png'), fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: testInfo.outputPath('cart-sale-390.png'), fullPage: true });
    await page.setViewportSize({ width: 1440, height: 900 });

    await checkout.reachReview(ring!);
    const summary = checkout.summary();
    await expect(summary).toContainText(SALE);
    await expect(summary).toContainText(`−${money(off)}`);
    const total = ring!.priceMinor + 1999 - off;
    await expect(page.getByTestId('total-to-pay')).toHaveText(money(total));
    await page.screenshot({ path: testInfo.outputPath('checkout-sale-1440.png'), fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: testInfo.outputPath('checkout-sale-390.png'), fullPage: true });
    await page.setViewportSize({ width: 1440, height: 900 });

    const { order, invoice } = await checkout.payByTransferAndInvoice(accounts, shopper);
    expect(order).toMatchObject({ total: total / 100, discounts: [{ name: SALE, code: null, kind: 'percent', amount: off / 100 }] });
    expect(order.payment.amountDue).toBe(total / 100);
    await expect(page.getByText(SALE)).toBeVisible();
    expect(invoice).toContain(SALE);
    expect(invoice).toContain(`-${money(off)}`); // the PDF writes a hyphen-minus
    expect(invoice).toMatch(new RegExp(`Total\\n${money(total).replace('$', '\\$')}`));
  } finally {
    // The other browser tests price rings at their full price: the sale ends here.
    await page.context().clearCookies();
    await accounts.logIn(OWNER);
    await page.goto('/admin/discounts');
    await page.getByRole('button', { name: `Switch off ${SALE}` }).click();
    await expect(page.getByText(`${SALE} is off.`)).toBeVisible();
  }
  await expect(page.getByRole('table', { name: 'Discounts' }).getByRole('row').filter({ hasText: SALE })).toContainText('1 / 100');
});
