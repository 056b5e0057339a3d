/**
 * Customers in the back office (issue 33, decision record 045): staff find a customer by an order's
 * number, open their page from the list, add a note and a tag, and find them again by the tag.
 */
import { expect, OWNER, test } from './fixtures/index.ts';
import { screenshots } from './fixtures/screenshots.ts';

test('staff find a customer by an order number, note and tag them, and filter the list by the tag', async ({ page, accounts, checkout }, testInfo) => {
  const shopper = await accounts.register('Cordelia');
  await accounts.confirmEmail(shopper);
  const order = await checkout.placeThroughApi(shopper);
  const tag = `vip ${Date.now() % 100000}`;

  await accounts.logIn(OWNER);
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Customers', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Customers' })).toBeVisible();
  await page.getByLabel('Search customers').fill(`#${order.number}`);
  await page.getByRole('button', { name: 'FILTER' }).click();
  const rows = page.getByRole('table', { name: 'Customers' }).getByRole('row');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1)).toContainText(shopper.email);
  await expect(rows.nth(1)).toContainText('1');
  await screenshots(page, 'customers', testInfo);
  await rows.nth(1).getByRole('link', { name: 'Cordelia Lovelace' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Cordelia Lovelace' })).toBeVisible();
  const orders = page.getByRole('table', { name: 'Orders' });
  await expect(orders.getByRole('link', { name: `#${order.number}` })).toHaveAttribute('href', `/admin/orders/${order.id}`);

  await page.getByRole('textbox', { name: 'Note' }).fill('Asked about resizing her grandmother’s ring.');
  await page.getByRole('button', { name: 'ADD NOTE' }).click();
  await expect(page.getByText('Note added.')).toBeVisible();
  const notes = page.getByRole('list', { name: 'Notes, newest first' });
  await expect(notes).toContainText('Asked about resizing her grandmother’s ring.');
  await expect(notes).toContainText('Shop Owner');

  await page.getByLabel('New tag').fill(`  ${tag.toUpperCase()} `);
  await page.getByRole('button', { name: 'ADD TAG' }).click();
  await expect(page.getByText(`Tagged “${tag}”.`)).toBeVisible();
  await screenshots(page, 'customer', testInfo);

  await page.getByRole('region', { name: 'Tags' }).getByRole('link', { name: tag }).click();
  await expect(page).toHaveURL(/\/admin\/customers\?tag=/);
  await expect(page.getByLabel('Tag', { exact: true })).toHaveValue(tag);
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1)).toContainText(shopper.email);
});
