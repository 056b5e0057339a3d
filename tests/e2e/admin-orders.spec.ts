import { expect, OWNER, test, type Page } from './fixtures/index.ts';
import { PAYMENT_MESSAGES } from '../../domain/payment.ts';

/** The order page's status form: choose the move, fill what it needs, send it, and wait for the page to say it is done. */
async function moveOrder(page: Page, number: number, status: string, fields: { note?: string; carrier?: string; trackingNumber?: string } = {}) {
  const form = page.locator('form').filter({ has: page.getByRole('heading', { name: 'Move this order on' }) });
  await form.getByLabel('New status').selectOption(status);
  if (fields.carrier) await form.getByLabel('Carrier').fill(fields.carrier);
  if (fields.trackingNumber) await form.getByLabel('Tracking number').fill(fields.trackingNumber);
  if (fields.note) await form.getByLabel('Note to the shopper').fill(fields.note);
  await form.getByRole('button', { name: 'UPDATE STATUS' }).click();
  await expect(page.getByText(`Order #${number} is now ${status}. We e-mailed the shopper.`)).toBeVisible();
  await expect(page.getByTestId('admin-order-status')).toHaveText(status);
}

/**
 * Confirmed and not paid, the order cannot go into production; the bank transfer arrives and staff
 * record it on the order page; then it can. Answers the amount recorded, as the page writes it.
 */
async function receiveBankTransfer(page: Page): Promise<string> {
  const panel = page.getByRole('region', { name: 'Payment' });
  await expect(panel.getByTestId('payment-status')).toHaveText('Awaiting payment');
  const due = (await panel.getByTestId('payment-due').textContent())!;
  const form = page.locator('form').filter({ has: page.getByRole('heading', { name: 'Move this order on' }) });
  await form.getByLabel('New status').selectOption('In production');
  await form.getByRole('button', { name: 'UPDATE STATUS' }).click();
  // The form's own alert: a sign-in toast may still be showing beside it on a slow machine.
  await expect(page.getByRole('alert').filter({ hasNotText: 'Login successful' })).toHaveText(PAYMENT_MESSAGES.notPaidInFull('Awaiting payment', due));
  await panel.getByLabel('Bank reference').fill('LL-TRANSFER-1');
  await panel.getByRole('button', { name: 'RECORD PAYMENT' }).click();
  await expect(page.getByText(`Recorded ${due} received. The payment is now paid. We e-mailed the shopper.`)).toBeVisible();
  await expect(panel.getByTestId('payment-status')).toHaveText('Paid');
  await expect(panel.getByTestId('payment-due')).toHaveText('$0.00');
  const ledger = panel.getByRole('list', { name: 'Payment ledger' });
  await expect(ledger).toContainText('Payment received');
  await expect(ledger).toContainText(`Shop Owner`);
  await expect(ledger).toContainText('Reference: LL-TRANSFER-1');
  return due;
}

test.describe('orders in the back office', () => {
  test('the owner takes an order from Pending to Delivered; the shopper is told at every step and sees the timeline and the tracking', async ({
    page,
    browser,
    accounts,
    checkout,
  }) => {
    // A whole order's life in two browsers, its payment included: longer than one page's test.
    test.setTimeout(180_000);
    const shopper = await accounts.register('Olivia');
    await accounts.confirmEmail(shopper);
    const order = await checkout.placeThroughApi(shopper);

    await accounts.logIn(OWNER);
    await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Orders', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
    await page.getByLabel('Search orders').fill(String(order.number));
    await page.getByRole('button', { name: 'FILTER' }).click();
    await expect(page).toHaveURL(new RegExp(`[?&]q=${order.number}`));
    const rows = page.getByRole('table', { name: 'Orders' }).getByRole('row');
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(1)).toContainText('Pending');
    await rows
      .nth(1)
      .getByRole('link', { name: `#${order.number}` })
      .click();

    await expect(page.getByRole('heading', { level: 1, name: `Order #${order.number}` })).toBeVisible();
    const pieces = page.getByRole('list', { name: 'Pieces in this order' });
    await expect(pieces).toContainText('“A.L.”');
    await expect(pieces).toContainText('Gift wrap');
    await expect(page.getByTestId('status-mail-notice')).toHaveText(`The shopper is e-mailed at ${shopper.email}.`);
    // Only the moves the workflow allows are offered.
    await expect(page.getByLabel('New status').locator('option')).toHaveText(['Choose…', 'Confirmed', 'On hold', 'Cancelled']);

    // A typed note is not lost by a stray click.
    await page.getByLabel('Note', { exact: true }).fill('Gift for her mother: add a card.');
    await page.getByRole('link', { name: '← All orders' }).click();
    const leave = page.getByRole('dialog', { name: 'Leave without saving?' });
    await leave.getByRole('button', { name: 'STAY AND KEEP EDITING' }).click();
    await expect(leave).toBeHidden();
    await expect(page.getByLabel('Note', { exact: true })).toHaveValue('Gift for her mother: add a card.');
    await page.getByRole('button', { name: 'ADD NOTE' }).click();
    await expect(page.getByText('The note is on the timeline.')).toBeVisible();
    await expect(page.getByRole('list', { name: 'Timeline' })).toContainText('Gift for her mother: add a card.');

    const steps: Array<[string, { note?: string; carrier?: string; trackingNumber?: string }]> = [
      ['Confirmed', { note: 'Thank you! Your earrings are next on the bench.' }],
      ['In production', {}],
      ['Ready to ship', {}],
      ['Shipped', { carrier: 'Royal Mail', trackingNumber: 'RM123456789GB' }],
      ['Delivered', {}],
    ];
    for (const [status, fields] of steps) {
      await moveOrder(page, order.number, status, fields);
      await expect.poll(() => accounts.newestMailTo(shopper.email)).toContain(`Subject: Your Lumen & Loom order ${order.number} is ${status}`);
      if (status !== 'Confirmed') continue;
      const paid = await receiveBankTransfer(page);
      await expect.poll(() => accounts.newestMailTo(shopper.email)).toContain(`Subject: We received your payment of ${paid}`);
    }
    expect(await accounts.newestMailTo(shopper.email)).toContain(`/orders/${order.id}`);
    await expect(page.getByText('This order is Delivered: its workflow has ended.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Packing slip (PDF)' })).toHaveAttribute('href', `/api/admin/orders/${order.id}/packing-slip`);
    const invoice = await page.request.get(`/api/admin/orders/${order.id}/invoice`);
    expect(invoice.headers()['content-type']).toBe('application/pdf');

    // The shopper's order page: every step with its date, the tracking as text and link, no internal note.
    const shopperContext = await browser.newContext({ baseURL: new URL(page.url()).origin });
    const shopperPage = await shopperContext.newPage();
    await accounts.on(shopperPage).logIn(shopper, { path: `/login?redirectTo=%2Forders%2F${order.id}` });
    await expect(shopperPage).toHaveURL(new RegExp(`/orders/${order.id}$`));
    await expect(shopperPage.getByTestId('order-status')).toHaveText('Delivered');
    const history = shopperPage.getByRole('list', { name: 'Order history' }).getByRole('listitem');
    // The transfer received after confirming is in the history in words (issue 32).
    await expect(history).toHaveCount(7);
    await expect(history.locator('span.font-medium')).toHaveText(['Placed', 'Confirmed', 'Paid', 'In production', 'Ready to ship', 'Shipped', 'Delivered']);
    await expect(history.nth(1)).toContainText('Thank you! Your earrings are next on the bench.');
    await expect(history.nth(1).locator('time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}T/);
    await expect(history.nth(5)).toContainText('RM123456789GB');
    await expect(shopperPage.getByTestId('tracking-number').first()).toHaveText('RM123456789GB');
    await expect(shopperPage.getByRole('link', { name: 'Track your parcel' }).first()).toHaveAttribute(
      'href',
      'https://www.royalmail.com/track-your-item#/tracking-results/RM123456789GB',
    );
    await expect(shopperPage.getByText('Gift for her mother')).toHaveCount(0);
    await shopperPage.goto('/cart');
    await expect(
      shopperPage
        .getByRole('table', { name: 'MY ORDERS' })
        .getByRole('rowgroup')
        .filter({ hasText: `ORDER #${order.number}` }),
    ).toContainText('Delivered');
    await shopperContext.close();

    // The owner's audit log has each change, who made it, and the status before and after.
    await page.goto(`/admin/audit?entity=order&entityId=${order.id}`);
    const entries = page.getByRole('row').filter({ hasText: 'order.status' });
    await expect(entries).toHaveCount(5);
    await expect(entries.first()).toContainText(OWNER.email);
    await expect(entries.first()).toContainText('Shipped');
    await expect(entries.first()).toContainText('Delivered');
    await expect(page.getByRole('row').filter({ hasText: 'order.note' })).toHaveCount(1);
  });

  test('the list filters by status and searches by name, in the address', async ({ page, accounts, checkout }) => {
    const shopper = await accounts.register('Filippa');
    const order = await checkout.placeThroughApi(shopper);
    await accounts.logIn(OWNER);
    await page.goto('/admin/orders?status=Pending&q=filippa');
    await expect(page.getByLabel('Status')).toHaveValue('Pending');
    await expect(page.getByRole('table', { name: 'Orders' })).toContainText(`#${order.number}`);
    await page.getByLabel('Status').selectOption('Shipped');
    await page.getByRole('button', { name: 'FILTER' }).click();
    await expect(page).toHaveURL(/status=Shipped/);
    await expect(page.getByText('No orders match these filters.')).toBeVisible();
    await page.getByRole('link', { name: 'Clear' }).click();
    await expect(page).toHaveURL(/\/admin\/orders$/);
    await expect(page.getByLabel('Search orders')).toHaveValue('');
  });

  test('money received and a refund on the order page; the list shows and filters the payment status', async ({ page, accounts, checkout }) => {
    const shopper = await accounts.register('Rhea');
    await accounts.confirmEmail(shopper);
    const order = await checkout.placeThroughApi(shopper);
    await accounts.logIn(OWNER);
    await page.goto(`/admin/orders?q=${order.number}&payment=awaiting_payment`);
    await expect(page.getByLabel('Payment', { exact: true })).toHaveValue('awaiting_payment');
    await expect(page.getByRole('table', { name: 'Orders' }).getByRole('row').nth(1)).toContainText('Awaiting payment');
    await page.goto(`/admin/orders/${order.id}`);
    const panel = page.getByRole('region', { name: 'Payment' });
    await expect(panel).toContainText('Bank transfer');
    await expect(panel.getByRole('heading', { name: 'Refund' })).toHaveCount(0);
    await panel.getByRole('button', { name: 'RECORD PAYMENT' }).click();
    await expect(panel.getByTestId('payment-status')).toHaveText('Paid');
    // Paid in full, the form to record money is gone and the page leads to the next step: the status
    // actions come first, Confirmed offered; the refund form waits behind its button.
    await expect(panel.getByRole('button', { name: 'RECORD PAYMENT' })).toHaveCount(0);
    const status = page.getByRole('form', { name: 'Move this order on' });
    await expect(status.getByLabel('New status')).toHaveValue('Confirmed');
    await expect(status).toContainText('The money is in: the next step is Confirmed.');
    expect((await status.boundingBox())!.y).toBeLessThan((await panel.boundingBox())!.y);
    await expect(panel.getByLabel('Amount to refund')).toHaveCount(0);
    await page.setViewportSize({ width: 390, height: 844 });
    expect((await status.boundingBox())!.y).toBeLessThan((await panel.boundingBox())!.y);
    await page.setViewportSize({ width: 1440, height: 900 });
    await panel.getByRole('button', { name: 'Refund', exact: true }).click();
    // The e-mail notes say what the server does: this shopper's address is confirmed, so they are e-mailed.
    await expect(panel.getByRole('form', { name: 'Refund' })).toContainText(`The shopper is e-mailed at ${shopper.email}.`);
    await panel.getByLabel('Amount to refund').fill('5');
    await panel.getByLabel('Reason').fill('Clasp replaced at our cost');
    await panel.getByLabel('Put the order’s ready-to-ship pieces back in stock').check();
    await panel.getByRole('button', { name: 'REFUND' }).click();
    await expect(page.getByText('Refunded $5.00. We e-mailed the shopper.')).toBeVisible();
    await expect(panel.getByTestId('payment-status')).toHaveText('Partially refunded');
    await expect(panel.getByTestId('payment-refunded')).toHaveText('$5.00');
    await expect(panel.getByRole('list', { name: 'Payment ledger' }).getByRole('listitem')).toHaveCount(2);
    await expect(panel.getByRole('list', { name: 'Payment ledger' })).toContainText('Clasp replaced at our cost');
    await expect.poll(() => accounts.newestMailTo(shopper.email)).toContain('Subject: We refunded $5.00');

    await page.goto(`/admin/orders?q=${order.number}`);
    await expect(page.getByRole('table', { name: 'Orders' }).getByRole('row').nth(1)).toContainText('Partially refunded');
    await page.getByLabel('Payment', { exact: true }).selectOption('Paid');
    await page.getByRole('button', { name: 'FILTER' }).click();
    await expect(page).toHaveURL(/payment=paid/);
    await expect(page.getByText('No orders match these filters.')).toBeVisible();
  });
});
