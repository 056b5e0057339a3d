import { expect, OWNER, test, type Page } from './fixtures/index.ts';

test.describe.configure({ mode: 'serial' });

interface ListValue {
  id: number;
  name: string;
  products: number;
}

/** A list as the back-office API answers it, with the owner's session of the page. */
async function listValues(page: Page, list: string): Promise<ListValue[]> {
  const answer = await page.request.get(`/api/admin/lists/${list}`);
  expect(answer.status()).toBe(200);
  return (await answer.json()) as ListValue[];
}

/** Puts a value's name back through the API, so the other browser tests find the sample catalogue as it was. */
async function renameBack(page: Page, list: string, from: string, to: string) {
  const value = (await listValues(page, list)).find((entry) => entry.name === from);
  if (!value) return;
  expect((await page.request.patch(`/api/admin/lists/${list}/${value.id}`, { data: { name: to } })).status()).toBe(200);
}

test('the owner renames a theme and the storefront shows the new name at once', async ({ page, accounts }) => {
  await accounts.logIn(OWNER);
  // The listing has been shown (and cached) with the old name.
  await page.goto('/products');
  await expect(page.getByRole('checkbox', { name: /^Boho\b/ })).toBeVisible();
  await page.goto('/admin/lists?list=themes');
  await expect(page.getByRole('heading', { level: 1, name: 'Catalogue lists' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Themes' })).toHaveAttribute('aria-current', 'page');
  try {
    const field = page.getByLabel('Name of Boho', { exact: true });
    await field.fill('Bohemian Spirit');

    // An unsaved name is not lost by a stray click.
    await page.getByRole('navigation', { name: 'Lists' }).getByRole('link', { name: 'Metals' }).click();
    await expect(page.getByRole('dialog', { name: 'Leave without saving?' })).toBeVisible();
    await page.getByRole('button', { name: 'STAY AND KEEP EDITING' }).click();
    await expect(page).toHaveURL(/list=themes$/);
    await expect(field).toHaveValue('Bohemian Spirit');

    await page.getByRole('button', { name: 'SAVE Boho' }).click();
    await expect(page.getByRole('main').getByRole('status')).toHaveText('Saved Bohemian Spirit.');
    await expect(page.getByLabel('Name of Bohemian Spirit', { exact: true })).toHaveValue('Bohemian Spirit');

    await page.goto('/theme/Bohemian%20Spirit');
    await expect(page.getByRole('heading', { level: 1, name: 'Products for Bohemian Spirit' })).toBeVisible();
    await expect(page.locator('main article').first()).toBeVisible();
    await page.goto('/products');
    await expect(page.getByRole('checkbox', { name: /^Bohemian Spirit\b/ })).toBeVisible();
    await expect(page.getByRole('checkbox', { name: /^Boho\b/ })).toHaveCount(0);
    await page.getByRole('checkbox', { name: /^Bohemian Spirit\b/ }).check();
    await expect(page).toHaveURL(/theme=Bohemian\+Spirit/);
    await expect(page.locator('main article').first()).toBeVisible();
    expect((await page.goto('/theme/Boho'))?.status()).toBe(404);
  } finally {
    await renameBack(page, 'themes', 'Bohemian Spirit', 'Boho');
  }
});

test('deleting a category that products use says how many; an unused value goes', async ({ page, accounts }) => {
  await accounts.logIn(OWNER);
  const rings = (await listValues(page, 'categories')).find((value) => value.name === 'Rings')!;
  expect(rings.products).toBeGreaterThan(1);

  await page.goto('/admin/lists?list=categories');
  // Each category shows its tile (decorative: the name stands beside it).
  await expect(page.locator('main li img').first()).toBeVisible();
  await page.getByRole('button', { name: 'DELETE Rings' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(`Rings is used by ${rings.products} products; move them to another category first.`);
  await expect(page.getByLabel('Name of Rings', { exact: true })).toBeVisible();

  await page.getByRole('link', { name: 'Festivals' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Festivals' })).toBeVisible();
  // A message about one list's value does not follow to another list's value with the same id.
  await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0);
  await page.getByLabel('Name', { exact: true }).fill('Diwali');
  await page.getByRole('button', { name: 'ADD THE FESTIVAL' }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText('Added the festival Diwali.');
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('');
  await expect(page.getByLabel('Name of Diwali', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'DELETE Diwali' }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText('Deleted the festival.');
  await expect(page.getByLabel('Name of Diwali', { exact: true })).toHaveCount(0);
});

test('a value moves up and down by keyboard, and the focus stays on its button', async ({ page, accounts }) => {
  await accounts.logIn(OWNER);
  await page.goto('/admin/lists?list=gemstones');
  const names = async () => (await listValues(page, 'gemstones')).map((value) => value.name);
  const before = await names();
  const second = before[1]!;

  await page.getByRole('button', { name: `Move ${second} up` }).focus();
  await page.keyboard.press('Enter');
  await expect.poll(names).toEqual([second, before[0], ...before.slice(2)]);
  // At the top, its up button is disabled: the focus goes to its down button.
  await expect(page.getByRole('button', { name: `Move ${second} up` })).toBeDisabled();
  await expect(page.getByRole('button', { name: `Move ${second} down` })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect.poll(names).toEqual(before);
  await expect(page.getByRole('button', { name: `Move ${second} down` })).toBeFocused();
});
