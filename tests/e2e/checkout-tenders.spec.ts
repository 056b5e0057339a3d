/**
 * A gift card at checkout (decision record 049), as a shopper uses it on step 3: a wrong code is
 * refused in words and not applied; a card applied shows what it pays, the summary what is left
 * "To pay by card or bank transfer", and the rest is paid by bank transfer. The rules behind it
 * (the split, the locks, refunds in reverse) are tests/api/tenders.test.ts's.
 */
import { TENDER_MESSAGES } from '../../domain/tenders.ts';
import { expect, OWNER, ownerAuth, test } from './fixtures/index.ts';

test('apply a gift card at step 3 and pay the rest by bank transfer', async ({ page, catalog, shop, accounts, checkout, request }, testInfo) => {
  test.slow(); // an account, the three steps of checkout, screenshots at two widths
  const auth = await ownerAuth(request);
  const issued = await (await request.post('/api/admin/gift-cards', { headers: auth, data: { amount: 25, reason: 'Competition prize' } })).json();
  const code: string = issued.code;
  const shopper = await accounts.register('Tender');
  await accounts.confirmEmail(shopper);
  const [ring] = await catalog.pieces('Rings', 1);
  await accounts.logIn(shopper);
  await shop.addToCart(ring!);
  await checkout.reachReview(ring!);

  const tenders = page.getByRole('region', { name: 'Gift card and store credit' });
  await tenders.getByLabel('Gift card code').fill('ABCD-EFGH-JKMN-PQRS');
  await tenders.getByRole('button', { name: 'APPLY' }).click();
  await expect(tenders.getByRole('alert')).toHaveText(TENDER_MESSAGES.unknownCard);
  await expect(tenders.getByLabel('Gift card code')).toHaveAttribute('aria-invalid', 'true');

  await tenders.getByLabel('Gift card code').fill(code.toLowerCase());
  await tenders.getByRole('button', { name: 'APPLY' }).click();
  const last4 = code.replace(/-/g, '').slice(-4);
  await expect(tenders.getByRole('list', { name: 'Gift cards applied' })).toContainText(`Gift card ••••${last4} pays $25.00`);
  const summary = page.getByTestId('tenders');
  await expect(summary).toContainText(`Gift card ••••${last4}`);
  await expect(summary).toContainText('To pay by card or bank transfer');
  await expect(page.getByTestId('to-pay')).toHaveText(/^\$\d/);
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: testInfo.outputPath(`checkout-3-gift-card-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1440, height: 900 });

  await expect(page.getByRole('radiogroup', { name: 'Payment method' }).getByRole('radio', { name: /Bank transfer/ })).toBeChecked();
  await page.getByRole('button', { name: 'ORDER NOW' }).click();
  await expect(page.getByText('Order placed successfully!', { exact: true })).toBeVisible();
  const id = page.url().split('/').pop();
  // The order page lists the card beside the payment, whose figures are of the rest.
  const paid = page.getByRole('region', { name: 'Payment', exact: true });
  await expect(paid).toContainText(`Gift card ••••${last4}$25.00`);
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: testInfo.outputPath(`order-gift-card-${width}.png`), fullPage: true });
  }
  const order = await (await page.request.get(`/api/orders/${id}`)).json();
  expect(order.payment.tenders).toEqual([{ kind: 'gift_card', label: `Gift card ••••${last4}`, amount: 25 }]);
  expect(Math.round(order.payment.amountDue * 100)).toBe(Math.round(order.total * 100) - 2_500);

  // Staff read the card on the order's payment panel too, named as the invoice and the e-mails name it (domain/paid-with.ts).
  await page.context().clearCookies();
  await accounts.logIn(OWNER, { path: `/login?redirectTo=%2Fadmin%2Forders%2F${id}` });
  const panel = page.getByRole('region', { name: 'Payment', exact: true });
  await expect(panel).toContainText(`Gift card ••••${last4}$25.00`);
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: testInfo.outputPath(`admin-order-gift-card-${width}.png`), fullPage: true });
  }
});
