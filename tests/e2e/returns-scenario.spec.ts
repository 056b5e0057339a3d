/**
 * Issue 34's "Done when" in Chromium (decision records 048, 049), kept to what only a browser shows;
 * the figures' agreement in full is tests/api/returns-scenario.test.ts's. The spec makes its own
 * ring ready to ship (catalogue-wide: it runs with the catalogue-changes project) and its own
 * shopper, whose delivered order of two rings is set up through the API. In the browser: the
 * shopper's return form asks a refund for ring A and a size up for ring B; staff press the resolve
 * buttons; at checkout the gift card in the shopper's account is offered without typing and the
 * rest is paid by card on Stripe's page; then the order page, the account's store credit and the
 * dashboard's tile show what the API reads.
 */
import type { APIRequestContext } from '@playwright/test';
import { expect, OWNER, ownerAuth, test, type Page } from './fixtures/index.ts';
import { screenshots } from './fixtures/screenshots.ts';
import { PORTLAND } from '../support/shopper.ts';

// The card's page sends the shopper back to the shop's public address (localhost): the whole spec uses it, so one session serves.
test.use({ baseURL: `http://localhost:${process.env.E2E_PORT ?? 4310}` });

type Variant = { id: number; title: string; metal: string[]; sizes: string[]; price: number[] };
const money = (major: number) => `$${major.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** Makes the first two gemstones of a ring ready to ship in their first metal and first two sizes; gives back how to undo it. */
async function readyToShip(request: APIRequestContext, auth: Record<string, string>, productId: number) {
  const original = await (await request.get(`/api/admin/products/${productId}`, { headers: auth })).json();
  const shelves = (variant: Variant) => variant.sizes.slice(0, 2).map((size) => ({ metal: variant.metal[0]!, size, quantity: 5 }));
  const ready = {
    ...original,
    ProductVariants: original.ProductVariants.map((variant: Variant, i: number) =>
      i < 2 ? { ...variant, madeToOrder: false, stock: shelves(variant) } : variant,
    ),
  };
  const saved = await request.put(`/api/admin/products/${productId}`, { headers: auth, data: ready });
  expect(saved.status(), await saved.text()).toBe(200);
  return () => request.put(`/api/admin/products/${productId}`, { headers: auth, data: original });
}

async function post(request: APIRequestContext, path: string, headers: Record<string, string>, data?: unknown) {
  const answer = await request.post(path, { headers, data });
  expect(answer.status(), `${path}: ${await answer.text()}`).toBeLessThan(300);
  return answer.json();
}

/** The shopper asks for a return from the order's page: the lines, the reason, what they want. */
async function askReturn(page: Page, orderId: number, line: { itemId: number; exchangeFor?: RegExp }, wanted: string) {
  await page.goto(`/orders/${orderId}/return`);
  // Both rings are one product (two gemstones), so one label names both: each line's field by its order line.
  await page.locator(`select[name="quantity:${line.itemId}"]`).selectOption('1');
  await page.getByLabel('Reason').selectOption({ label: line.exchangeFor ? 'Wrong size' : 'Changed my mind' });
  await page.getByRole('radio', { name: wanted }).check();
  if (line.exchangeFor) {
    const choice = page.locator(`select[name="exchange:${line.itemId}"]`);
    const label = (await choice.locator('option').allTextContents()).find((text) => line.exchangeFor!.test(text))!;
    await choice.selectOption({ label });
  }
  await page.getByRole('button', { name: 'Send return request' }).click();
  const done = page.getByText(/^Return R-\d+ requested\.$/);
  await expect(done).toBeVisible();
  return (await done.textContent())!.match(/R-\d+/)![0];
}

test('return one ring for a refund, exchange another for a size up, pay a new order with the account’s gift card and a card', async ({
  page,
  request,
  playwright,
  catalog,
  shop,
  accounts,
}, testInfo) => {
  test.setTimeout(180_000);
  const auth = await ownerAuth(request);
  const { product, first: ringB, second: ringA } = await catalog.ring();
  const undo = await readyToShip(request, auth, product.id);
  try {
    // Set up through the API: the shopper, their delivered order of both rings, a gift card in their account.
    const shopper = await accounts.register('Scenario');
    await accounts.confirmEmail(shopper);
    // The shopper's API calls in a context of their own: the staff's requests carry no shopper's cookie.
    const shopperApi = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
    const login = await post(shopperApi, '/api/authenticate', {}, { email: shopper.email, password: shopper.password });
    const mine = { Authorization: `Bearer ${login.jwtToken}` };
    const line = (v: Variant) => ({ variantId: v.id, metal: v.metal[0], size: v.sizes[0], quantity: 1, giftWrap: false, personalisation: '' });
    const address = { ...PORTLAND, name: 'Sam Scenario' };
    const order = await post(shopperApi, '/api/orders', mine, {
      orderCustomer: { name: 'Sam Scenario', email: shopper.email, phone: '+1 503 555 0100' },
      shippingAddress: address,
      items: [line(ringA), line(ringB)],
      paymentMethod: 'bank_transfer',
    });
    await post(request, `/api/admin/orders/${order.id}/payments`, auth, {
      amount: order.payment.amountDue,
      receivedOn: new Date().toISOString().slice(0, 10),
      reference: 'E2E',
    });
    for (const move of [
      { status: 'Confirmed' },
      { status: 'Ready to ship' },
      { status: 'Shipped', carrier: 'UPS', trackingNumber: '1Z999' },
      { status: 'Delivered' },
    ])
      await post(request, `/api/admin/orders/${order.id}/status`, auth, move);
    const issued = await post(
      request,
      '/api/admin/gift-cards',
      { ...auth, 'Idempotency-Key': `scenario-${shopper.email}` },
      { amount: 25, reason: 'Scenario', customerId: login.id },
    );

    // The shopper's return form: ring A for money back, ring B for the next size up.
    await accounts.logIn(shopper);
    const itemOf = (v: Variant) => order.items.find((i: { variantId: number }) => i.variantId === v.id) as { id: number; price: number };
    const refundNumber = await askReturn(page, order.id, { itemId: itemOf(ringA).id }, 'Money back to the way I paid');
    const exchangeNumber = await askReturn(
      page,
      order.id,
      { itemId: itemOf(ringB).id, exchangeFor: new RegExp(`\\b${ringB.sizes[1]}\\b`) },
      'Another size or metal of the same piece',
    );

    // Staff approve, receive and inspect through the API, and resolve each with its button.
    const returns = (await (await request.get('/api/admin/returns?state=requested', { headers: auth })).json()).returns as Array<{
      id: number;
      number: string;
    }>;
    for (const number of [refundNumber, exchangeNumber]) {
      const id = returns.find((r) => r.number === number)!.id;
      for (const [step, data] of [['approve'], ['receive'], ['inspect', { condition: 'as-new', certificatePresent: true, packagingPresent: true }]] as const)
        await post(request, `/api/admin/returns/${id}/${step}`, auth, data);
    }
    const staff = await page.context().browser()!.newContext({ baseURL: test.info().project.use.baseURL });
    const staffPage = await staff.newPage();
    await accounts.on(staffPage).logIn(OWNER);
    for (const [number, button] of [
      [refundNumber, 'Resolve: refund'],
      [exchangeNumber, 'Resolve: send the exchange'],
    ] as const) {
      const id = returns.find((r) => r.number === number)!.id;
      await staffPage.goto(`/admin/returns/${id}`);
      await staffPage.getByRole('button', { name: button }).click();
      await expect(staffPage.getByText('This return is resolved: nothing more to do.')).toBeVisible();
    }

    // The order page: ring A's price refunded; both returns resolved.
    await page.goto(`/orders/${order.id}`);
    const priceA = itemOf(ringA).price;
    await expect(page.getByRole('region', { name: 'Payment', exact: true })).toContainText(`Refunded${money(priceA)}`);
    await expect(page.getByRole('region', { name: 'Returns' })).toContainText(`Return ${exchangeNumber}`);

    // Checkout: the account's card offered without typing, the rest paid by card.
    await shop.addToCart({ productId: product.id, variantId: ringA.id, title: ringA.title, priceMinor: 0, sizes: ringA.sizes });
    await page.goto('/checkout');
    await page.getByRole('button', { name: 'Continue to Shipping' }).click();
    await page.getByRole('button', { name: 'CONTINUE TO PAYMENT' }).click();
    const last4 = issued.card.last4 as string;
    const tenders = page.getByRole('region', { name: 'Gift card and store credit' });
    const offered = tenders.getByRole('button', { name: `Use gift card ••••${last4}, $25.00 left` });
    await expect(offered).toBeVisible();
    await screenshots(page, 'checkout-3-account-card', testInfo);
    await offered.click();
    await expect(tenders.getByRole('list', { name: 'Gift cards in your account' })).toContainText(`Gift card ••••${last4} pays $25.00`);
    await page.getByRole('radiogroup', { name: 'Payment method' }).getByRole('radio', { name: /Card/ }).check();
    const toPay = (await page.getByTestId('to-pay').textContent())!;
    await page.getByRole('button', { name: 'ORDER NOW' }).click();
    // Stripe's page asks for what is left after the gift card: "Pay 213.99 USD".
    await expect(page.getByRole('heading', { level: 1 })).toContainText(`Pay ${toPay.replace(/^\$/, '').replace(/,/g, '')} USD`);
    await page.getByRole('button', { name: 'Pay' }).click();
    await expect(page).toHaveURL(/\/orders\/\d+\?placed$/);
    const payment = page.getByRole('region', { name: 'Payment', exact: true });
    await expect(payment.getByTestId('payment-status')).toHaveText('Authorised', { timeout: 15_000 });
    await expect(payment).toContainText(`Gift card ••••${last4}$25.00`);

    // The account: the card used up; the dashboard's tiles what the API reads (the shop's other specs share the figures).
    const cards = (await (await shopperApi.get('/api/me/gift-cards', { headers: mine })).json()).cards;
    expect(cards).toEqual([expect.objectContaining({ last4, balance: 0 })]);
    const dashboard = await (await request.get('/api/admin/dashboard', { headers: auth })).json();
    await staffPage.goto('/admin');
    const tile = (label: string) => staffPage.getByText(label, { exact: true }).locator('xpath=..');
    await expect(tile('OUTSTANDING GIFT-CARD BALANCE')).toContainText(money(dashboard.outstandingGiftCards));
    await expect(tile('SALES TODAY')).toContainText(money(dashboard.today.sales));
    await staff.close();
  } finally {
    await undo();
  }
});
