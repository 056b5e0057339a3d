/**
 * The returns policy said once (issue 34, decision record 047): the owner changes it on
 * /admin/settings/returns and a shopper's next visit to the home page and a product page reads the
 * new words (the kept copies of those pages are rendered again). Restored after.
 */
import { expect, OWNER, ownerAuth, test } from './fixtures/index.ts';
import { screenshots } from './fixtures/screenshots.ts';

const DEFAULTS = {
  windowDays: 30,
  statutoryDays: 14,
  faultyOnlyPersonalised: true,
  faultyOnlyMadeToOrder: true,
  returnMethod: 'label',
  returnAddress: '',
  restockingFeePercent: 0,
};

test('the home page and the product page print the owner’s returns policy, at once after a change', async ({
  page,
  accounts,
  browser,
  catalog,
  shop,
}, testInfo) => {
  test.slow(); // the owner's sign-in, a form, a shopper's visits and screenshots
  const shopper = await browser.newContext({ baseURL: new URL(testInfo.project.use.baseURL!).origin });
  const visitor = await shopper.newPage();
  const { product, first } = await catalog.ring();
  const visitorShop = shop.on(visitor);
  try {
    await visitor.goto('/');
    const benefits = visitor.getByRole('region', { name: 'Why shop with us' });
    await expect(benefits).toContainText('30-Day Returns');
    await expect(benefits).toContainText('Return a piece within 30 days of its delivery for a refund, store credit or another size.');
    await visitorShop.openProduct(product.id, first.id);
    await expect(visitor.getByRole('list', { name: 'Our promises' })).toContainText('Easy 30-day returns');

    await accounts.logIn(OWNER);
    await page.goto('/admin/settings/returns');
    const form = page.getByRole('form', { name: 'Returns policy' });
    await expect(form.getByLabel('Return window (days from delivery)')).toHaveValue('30');
    // A return address is required while shoppers post returns to it.
    await form.getByLabel('Return window (days from delivery)').fill('45');
    await form.getByRole('button', { name: 'SAVE POLICY' }).click();
    await expect(form.getByText('Return address: required when shoppers post returns to an address')).toBeVisible();
    await form.getByLabel('Return address').fill('Lumen & Loom Returns\n1120 NW Couch Street, Portland, OR 97209');
    await form.getByRole('button', { name: 'SAVE POLICY' }).click();
    await expect(page.getByText('Returns policy saved.')).toBeVisible();
    await expect(page.getByRole('region', { name: 'What your pages say' })).toContainText('45-Day Returns');
    await screenshots(page, 'returns-settings', testInfo);

    await visitor.goto('/');
    await expect(benefits).toContainText('45-Day Returns');
    await screenshots(visitor, 'home-benefits', testInfo);
    await visitorShop.openProduct(product.id, first.id);
    await expect(visitor.getByRole('list', { name: 'Our promises' })).toContainText('Easy 45-day returns');
    await screenshots(visitor, 'product-badges', testInfo);
    await visitor.goto('/terms-conditions');
    await expect(visitor.getByRole('article')).toContainText(
      'You may return a piece within 45 days of its delivery for a refund, store credit or another size. This includes the 14 days the law gives an address in the EU or the UK.',
    );
    await expect(visitor.getByRole('article')).toContainText('Post it to Lumen & Loom Returns, 1120 NW Couch Street, Portland, OR 97209.');
  } finally {
    const auth = await ownerAuth(page.request);
    expect((await page.request.put('/api/admin/settings/returns', { headers: auth, data: DEFAULTS })).status()).toBe(200);
    await shopper.close();
  }
});
