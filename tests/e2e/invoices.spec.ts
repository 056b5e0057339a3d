/**
 * Invoices and credit notes on the order pages (decision record 027): before the order is paid the
 * back office links a pro forma invoice; once staff record the money it links the numbered invoice,
 * and each refund adds its credit note; the shopper's order page links the same documents, which
 * the shopper can open.
 */
import { expect, OWNER, test } from './fixtures/index.ts';

test('the admin order page and the shopper’s order page link the invoice and the credit note', async ({ page, browser, accounts, checkout }, testInfo) => {
  test.slow(); // two browsers, an account, a payment and a refund
  const shopper = await accounts.register('Invoiced');
  await accounts.confirmEmail(shopper);
  const order = await checkout.placeThroughApi(shopper);

  await accounts.logIn(OWNER);
  await page.goto(`/admin/orders/${order.id}`);
  const documents = page.getByRole('navigation', { name: 'Documents' });
  await expect(documents.getByRole('link', { name: 'Pro forma invoice (PDF)' })).toHaveAttribute('href', `/api/admin/orders/${order.id}/invoice`);
  const panel = page.getByRole('region', { name: 'Payment' });
  await panel.getByRole('button', { name: 'RECORD PAYMENT' }).click();
  await expect(panel.getByTestId('payment-status')).toHaveText('Paid');
  await panel.getByRole('button', { name: 'Refund', exact: true }).click();
  await panel.getByLabel('Amount to refund').fill('5');
  await panel.getByLabel('Reason').fill('Clasp replaced at our cost');
  await panel.getByRole('button', { name: 'REFUND' }).click();
  await expect(page.getByText('Refunded $5.00. We e-mailed the shopper.')).toBeVisible();

  const { invoiceNumber, creditNotes } = (await (await page.request.get(`/api/admin/orders/${order.id}`)).json()).documents;
  const note: string = creditNotes[0].number;
  expect(invoiceNumber).toMatch(/^\d{4}-\d{6}$/);
  await expect(documents.getByRole('link', { name: `Invoice ${invoiceNumber} (PDF)` })).toHaveAttribute('href', `/api/admin/orders/${order.id}/invoice`);
  const staffLink = documents.getByRole('link', { name: `Credit note ${note} (PDF)` });
  await expect(staffLink).toHaveAttribute('href', `/api/admin/orders/${order.id}/credit-notes/${note}`);
  const staffPdf = await page.request.get((await staffLink.getAttribute('href'))!);
  expect(staffPdf.headers()['content-type']).toBe('application/pdf');
  await page.screenshot({ path: testInfo.outputPath('admin-order-1440.png'), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: testInfo.outputPath('admin-order-390.png'), fullPage: true });

  const shopperContext = await browser.newContext({ baseURL: new URL(page.url()).origin });
  const shopperPage = await shopperContext.newPage();
  await accounts.on(shopperPage).logIn(shopper, { path: `/login?redirectTo=%2Forders%2F${order.id}` });
  await expect(shopperPage).toHaveURL(new RegExp(`/orders/${order.id}$`));
  const own = shopperPage.getByRole('navigation', { name: 'Documents' });
  await expect(own.getByRole('link', { name: `Invoice ${invoiceNumber} (PDF)` })).toHaveAttribute('href', `/api/orders/${order.id}/invoice`);
  const shopperLink = own.getByRole('link', { name: `Credit note ${note} (PDF)` });
  await expect(shopperLink).toHaveAttribute('href', `/api/orders/${order.id}/credit-notes/${note}`);
  const shopperPdf = await shopperPage.request.get((await shopperLink.getAttribute('href'))!);
  expect(shopperPdf.status()).toBe(200);
  expect(shopperPdf.headers()['content-type']).toBe('application/pdf');
  await shopperPage.setViewportSize({ width: 1440, height: 900 });
  await shopperPage.screenshot({ path: testInfo.outputPath('order-1440.png'), fullPage: true });
  await shopperPage.setViewportSize({ width: 390, height: 844 });
  await shopperPage.screenshot({ path: testInfo.outputPath('order-390.png'), fullPage: true });
  await shopperContext.close();
});
