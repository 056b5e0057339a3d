/**
 * The back office's menu (issue 32): at 1440 px a sidebar with every item in one column, its
 * groups headed and the current page marked; at 390 px one MENU button that opens the same grouped
 * list in a dialog, usable from the keyboard alone.
 */
import { expect, OWNER, test, type Page } from './fixtures/index.ts';

const menu = (page: Page) => page.getByRole('navigation', { name: 'Back office' });

test('at 1440 px the menu is a sidebar: one column, grouped, the current page marked', async ({ page, accounts }, testInfo) => {
  await accounts.logIn(OWNER);
  await page.goto('/admin');
  // The owner the environment made has no name of their own: no "Hello, Shop".
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hello');
  const links = menu(page).getByRole('link');
  await expect(links).toHaveText([
    'Overview',
    'Orders',
    'Returns',
    'Products',
    'Lists',
    'Metal pricing',
    'Price sheet',
    'Customers',
    'Inbox',
    'Reviews',
    'Discounts',
    'Shop',
    'Payments',
    'Taxes',
    'Privacy',
    'Returns policy',
    'Gift cards',
    'Shipping',
    'Staff',
    'Security',
    'Audit log',
    'Security events',
  ]);
  await expect(page.getByRole('button', { name: 'MENU' })).toBeHidden();

  // One column: every link starts at the same x, each below the one before.
  const boxes = await links.evaluateAll((elements) => elements.map((element) => element.getBoundingClientRect()).map(({ x, y }) => ({ x, y })));
  expect(new Set(boxes.map((box) => box.x)).size).toBe(1);
  boxes.slice(1).forEach((box, index) => expect(box.y).toBeGreaterThan(boxes[index]!.y));
  // Beside the page, not above it.
  const sidebar = await menu(page).boundingBox();
  const heading = await page.getByRole('heading', { level: 1 }).boundingBox();
  expect(heading!.x).toBeGreaterThan(sidebar!.x + sidebar!.width);

  await expect(menu(page).getByRole('list', { name: 'Settings' }).getByRole('link')).toHaveCount(9);
  await expect(menu(page).getByRole('link', { name: 'Overview' })).toHaveAttribute('aria-current', 'page');
  await menu(page).getByRole('link', { name: 'Taxes' }).click();
  await expect(page).toHaveURL(/\/admin\/settings\/taxes$/);
  await expect(menu(page).getByRole('link', { name: 'Taxes' })).toHaveAttribute('aria-current', 'page');
  await expect(menu(page).getByRole('link', { name: 'Overview' })).not.toHaveAttribute('aria-current', 'page');
  await page.goto('/admin');
  await page.screenshot({ path: testInfo.outputPath('admin-menu-1440.png'), fullPage: true });
});

test('at 390 px one MENU button opens the grouped menu, from the keyboard too', async ({ page, accounts }, testInfo) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await accounts.logIn(OWNER);
  await page.goto('/admin/orders');
  await expect(menu(page)).toBeHidden();
  const button = page.getByRole('button', { name: 'MENU' });
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await page.screenshot({ path: testInfo.outputPath('admin-menu-closed-390.png') });

  await button.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Back office menu' });
  await expect(dialog).toBeVisible();
  await expect(menu(page)).toHaveCount(1);
  await expect(dialog.getByRole('navigation', { name: 'Back office' }).getByRole('link')).toHaveCount(22);
  await expect(dialog.getByRole('list', { name: 'Catalogue' }).getByRole('link')).toHaveText(['Products', 'Lists', 'Metal pricing', 'Price sheet']);
  await expect(dialog.getByRole('link', { name: 'Orders', exact: true })).toHaveAttribute('aria-current', 'page');
  await page.screenshot({ path: testInfo.outputPath('admin-menu-open-390.png') });

  // Escape closes it and gives focus back to the button.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(button).toBeFocused();
  // The page has drawn the menu closed before the next key (a busy machine draws later than keys come).
  await expect(button).toHaveAttribute('aria-expanded', 'false');

  // Tab from the close button to Overview, Orders, Returns, Products; Enter follows it and closes the menu.
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('button', { name: 'Close menu' })).toBeFocused();
  for (let step = 0; step < 4; step += 1) await page.keyboard.press('Tab');
  await expect(dialog.getByRole('link', { name: 'Products' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/admin\/products$/);
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
});
