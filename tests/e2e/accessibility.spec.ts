/**
 * Accessibility: axe-core (WCAG 2.0, 2.1 and 2.2 at levels A and AA, and axe's best practices)
 * finds no violation on the shopper's pages and the back office's, on a phone (390 px) and a
 * wide screen (1440 px). Each page is loaded once per width and checked as a shopper or the owner
 * sees it: the cart with a line and MY ORDERS with an order, each checkout step with the details
 * typed, an order's page, the account page (with the question before deleting an address) and
 * checkout's first step with saved addresses. A failure lists every page's violations by rule, with the elements.
 *
 * axe runs inside the test's browser only (`@axe-core/playwright` injects it): no shop page
 * ever loads it (tests/e2e/script-budget.spec.ts).
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, OWNER, test, type Page } from './fixtures/index.ts';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];
const WIDTHS = [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
] as const;

/**
 * axe's violations on the page as it stands, one line per rule with the elements it names. The home
 * page renders its lower sections only near the viewport (`content-visibility: auto`), where axe
 * reads colours of the wrong layer (dequelabs/axe-core#2768): they are rendered for the check.
 *
 * `axe.run` in the page itself (legacy mode): the same rules and the same answer as the default,
 * which runs `axe.runPartial` in each frame and then `axe.finishRun` in a new blank page with axe
 * injected twice more — that page and those injections took 40% of the audit's time
 * (decision record 051). The default's gain is frames of other origins; the shop's pages have no frame.
 */
async function violationsOn(page: Page): Promise<string[]> {
  await page.addStyleTag({ content: '* { content-visibility: visible !important; }' });
  expect(page.frames(), 'a frame on the page: legacy mode would not audit one of another origin').toHaveLength(1);
  const { violations } = await new AxeBuilder({ page }).withTags(TAGS).setLegacyMode().analyze();
  return violations.map(
    (violation) => `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
}

/** Checks the page open now; a violation fails the test at its end, so one run shows every page's. */
async function audit(page: Page, label: string) {
  const width = page.viewportSize()?.width;
  expect.soft(await violationsOn(page), `${label} at ${width} px`).toEqual([]);
}

/** Opens each path at each width and checks it. */
async function auditPaths(page: Page, paths: ReadonlyArray<readonly [label: string, path: string]>) {
  for (const size of WIDTHS) {
    await page.setViewportSize(size);
    for (const [label, path] of paths) {
      await page.goto(path);
      await audit(page, `${label} ${path}`);
    }
  }
}

// Two widths of seven pages each, with axe's full rule set on every one. No trace: a failure's
// message lists every violation with its elements, and a trace of axe's runs is large and slow.
test.describe.configure({ timeout: 300_000 });
test.use({ trace: 'off' });

test('the shopper’s pages before logging in have no accessibility violation', async ({ page, catalog }) => {
  const { product, variant } = await catalog.firstOf('Rings');
  await auditPaths(page, [
    ['home', '/'],
    ['listing', '/products'],
    ['search', '/search?q=ring'],
    ['product', `/product/${product.id}/${variant.id}`],
    ['contact', '/contact'],
    ['gift card', '/gift-cards'],
    ['login', '/login'],
  ]);
});

test('the cart, each checkout step and an order’s page have no accessibility violation', async ({ page, shop, accounts, checkout, catalog }) => {
  const shopper = await accounts.register();
  const order = await checkout.placeThroughApi(shopper);
  await accounts.logIn(shopper);
  const [piece] = await catalog.pieces('Earrings', 1);
  await shop.addToCart(piece!);
  for (const size of WIDTHS) {
    await page.setViewportSize(size);
    await page.goto('/cart');
    await expect(page.getByRole('heading', { name: 'MY ORDERS (1)' })).toBeVisible();
    await expect(shop.cartRow(piece!.title).first()).toBeVisible();
    await audit(page, 'cart with a line and MY ORDERS');
    // The details of the order placed before fill the first step; its forms are opened to be checked too.
    await page.goto('/checkout');
    await checkout.section('Contact information').getByRole('button', { name: 'Edit contact information' }).click();
    await checkout.section('Shipping address').getByRole('button', { name: 'Edit shipping address' }).click();
    await audit(page, 'checkout step 1 /checkout');
    await page.getByRole('button', { name: 'Continue to Shipping' }).click();
    await expect(page).toHaveURL(/\/checkout-2$/);
    await audit(page, 'checkout step 2 /checkout-2');
    await page.getByRole('button', { name: 'CONTINUE TO PAYMENT' }).click();
    await expect(page).toHaveURL(/\/checkout-3$/);
    await expect(checkout.summary()).toContainText(piece!.title);
    await audit(page, 'checkout step 3 /checkout-3');
    await page.goto(`/orders/${order.id}`);
    await audit(page, `order page /orders/${order.id}`);
  }
});

test('the account page and checkout with saved addresses have no accessibility violation', async ({ page, shop, accounts, catalog }) => {
  const shopper = await accounts.register('Axe');
  await accounts.logIn(shopper);
  const saved = await page.request.post('/api/me/addresses', {
    data: { name: 'Axe Lovelace', address: '1 Pearl St', city: 'Portland', country: 'US', state: 'OR', zip: '97201' },
  });
  expect(saved.status()).toBe(201);
  const [piece] = await catalog.pieces('Earrings', 1);
  await shop.addToCart(piece!);
  for (const size of WIDTHS) {
    await page.setViewportSize(size);
    await page.goto('/account');
    await audit(page, 'account /account');
    // The question before deleting an address, open.
    await page.getByRole('button', { name: /^Delete the address/ }).click();
    await expect(page.getByRole('dialog', { name: 'Delete this address?' })).toBeVisible();
    await audit(page, 'account /account, deleting an address');
    await page.keyboard.press('Escape');
    // Step 1 offers the saved address; "A new address" opens the form and its box.
    await page.goto('/checkout');
    await page.getByRole('group', { name: 'Ship to' }).getByRole('radio', { name: 'A new address' }).check();
    await expect(page.getByRole('checkbox', { name: 'Save to my address book' })).toBeVisible();
    await audit(page, 'checkout step 1 /checkout with saved addresses');
  }
});

test('the back office’s orders, customers, catalogue and discounts have no accessibility violation', async ({ page, accounts, checkout, catalog }) => {
  const shopper = await accounts.register();
  const order = await checkout.placeThroughApi(shopper);
  const { product } = await catalog.firstOf('Necklaces');
  await accounts.logIn(OWNER);
  const { customerId } = (await (await page.request.get(`/api/admin/orders/${order.id}`)).json()) as { customerId: number };
  await auditPaths(page, [
    ['dashboard', '/admin'],
    ['orders', '/admin/orders'],
    ['an order', `/admin/orders/${order.id}`],
    ['customers', '/admin/customers'],
    ['a customer', `/admin/customers/${customerId}`],
    ['products', '/admin/products'],
    ['a product', `/admin/products/${product.id}`],
    ['discounts', '/admin/discounts'],
  ]);
});

test('the back office’s settings have no accessibility violation', async ({ page, accounts }) => {
  await accounts.logIn(OWNER);
  // A rate, so the tax page shows its table; removed afterwards, as the other tests' shop charges no tax.
  const added = await page.request.post('/api/admin/settings/taxes/rates', { data: { country: 'US', state: 'Oregon', name: 'Oregon sales tax', rate: 7.25 } });
  expect(added.status(), await added.text()).toBe(201);
  const { id: rateId } = (await added.json()) as { id: number };
  try {
    await auditPaths(page, [
      ['shop settings', '/admin/settings/shop'],
      ['payment settings', '/admin/settings/payments'],
      ['tax settings', '/admin/settings/taxes'],
      ['shipping settings', '/admin/settings/shipping'],
      ['staff', '/admin/staff'],
      ['security', '/admin/security'],
      ['privacy settings', '/admin/settings/privacy'],
      ['security events', '/admin/security-events'],
      ['audit log', '/admin/audit'],
    ]);
  } finally {
    await page.request.delete(`/api/admin/settings/taxes/rates/${rateId}`);
  }
});
