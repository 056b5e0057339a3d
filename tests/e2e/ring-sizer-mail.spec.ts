/**
 * "E-mail me the sizer" on a ring page's size guide (decision record 060): a signed-in shopper finds
 * their address ready, sends, and reads where the sizer went; without scripts the page itself does it.
 */
import { expect, test, uniqueEmail } from './fixtures/index.ts';
import { screenshots } from './fixtures/screenshots.ts';

test('a signed-in shopper has the printable sizer e-mailed from the size guide', async ({ page, catalog, accounts }, testInfo) => {
  const [ring] = await catalog.pieces('Rings', 1);
  const shopper = await accounts.register('Sizer');
  await accounts.logIn(shopper, { path: `/login?redirectTo=${encodeURIComponent(`/product/${ring!.productId}/${ring!.variantId}`)}` });
  const guide = page.locator('#size-guide');
  const address = guide.getByLabel('Your e-mail address');
  await expect(address).toHaveValue(shopper.email);
  await guide.getByRole('button', { name: 'E-mail me the sizer' }).click();
  await expect(guide.getByRole('status')).toHaveText(
    `We have e-mailed the ring sizer to ${shopper.email}. Print it at 100% (actual size) and check its 50 mm bar first.`,
  );
  await guide.scrollIntoViewIfNeeded();
  await screenshots(page, 'ring-sizer-mailed', testInfo);
  const mail = await accounts.newestMailTo(shopper.email);
  expect(mail).toContain('filename="ring-sizer.pdf"');
});

test.describe('without scripts', () => {
  test.use({ javaScriptEnabled: false });

  test('the ring page posts the form itself and comes back saying where the sizer went', async ({ page, catalog }) => {
    const [ring] = await catalog.pieces('Rings', 1);
    const email = uniqueEmail('no-script-sizer');
    // No scripts: nothing hydrates, so the page is looked at once its HTML has come.
    await page.goto(`/product/${ring!.productId}/${ring!.variantId}`, { waitUntil: 'domcontentloaded' });
    const guide = page.locator('#size-guide');
    await guide.getByLabel('Your e-mail address').fill(email);
    await guide.getByRole('button', { name: 'E-mail me the sizer' }).click();
    await expect(page).toHaveURL(new RegExp(`/product/${ring!.productId}/${ring!.variantId}#size-guide$`));
    await expect(page.locator('#size-guide').getByRole('status')).toContainText(`We have e-mailed the ring sizer to ${email}.`);
  });
});
