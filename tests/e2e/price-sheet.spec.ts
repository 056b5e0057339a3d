/**
 * The price sheet (issue 36, decision record 056), "Done when": an exported price sheet edited in a
 * spreadsheet and imported back changes exactly the rows edited. The owner downloads the sheet and
 * two prices are edited — first with a mistake, which the dry run names by its line — then the dry
 * run shows those two changes and nothing else, the owner applies them, and a shopper's product
 * pages show the new prices. The rules behind it are tests/api/price-sheet.test.ts's. The two rows
 * as they were are imported back after.
 */
import { readFile } from 'node:fs/promises';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { SHEET_HEADER } from '../../domain/price-sheet.ts';
import { expect, money, OWNER, ownerAuth, test, type Page } from './fixtures/index.ts';
import { screenshots } from './fixtures/screenshots.ts';

const col = Object.fromEntries(SHEET_HEADER.map((name, index) => [name, index])) as Record<string, number>;
const cell = (row: string[], name: string) => row[col[name]!]!;

/** Imports `csv` through the API as the owner: its dry run, then its apply. */
async function importSheet(page: Page, csv: string) {
  const auth = { ...(await ownerAuth(page.request)), 'Content-Type': 'text/csv' };
  const report = (await (await page.request.post('/api/admin/price-sheet/dry-run', { headers: auth, data: csv })).json()) as { fingerprint: string };
  return page.request.post(`/api/admin/price-sheet/apply?fingerprint=${report.fingerprint}`, { headers: auth, data: csv });
}

test('an exported price sheet edited and imported back changes exactly the rows edited', async ({ page, accounts, browser }, testInfo) => {
  test.slow(); // a download, an upload, two product pages and screenshots
  await accounts.logIn(OWNER);
  await page.goto('/admin/price-sheet');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Price sheet');
  await screenshots(page, 'price-sheet', testInfo);

  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'DOWNLOAD THE SHEET' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^price-sheet-\d{4}-\d{2}-\d{2}\.csv$/);
  const original = await readFile((await download.path())!, 'utf8');
  const rows = parse(original, { bom: true }) as string[][];
  expect(rows[0]).toEqual(SHEET_HEADER);

  // Two pieces priced by hand, each in its variant's first metal (the one a product page shows first) and without sizes: one row holds that price.
  const firstOfVariant = (row: string[], index: number) => index > 0 && cell(rows[index - 1]!, 'Variant ID') !== cell(row, 'Variant ID');
  const [one, two] = rows
    .map((row, index) => ({ row, index }))
    .filter(({ row, index }) => firstOfVariant(row, index) && cell(row, 'Size') === '' && cell(row, 'Weight (g)') === '');
  expect(two).toBeDefined();
  const edited = rows.map((row) => [...row]);
  edited[one!.index]![col.Price!] = '987.65';
  edited[two!.index]![col.Price!] = '876.54';
  // As a spreadsheet saves it: no byte-order mark, its own quoting.
  const sheet = stringify(edited);

  try {
    const form = page.getByRole('form', { name: 'Import a price sheet' });
    // A sheet with a bad row: named with its line and why, and nothing to apply.
    const bad = edited.map((row) => [...row]);
    bad[two!.index]![col.Price!] = '-876.54';
    await form.getByLabel('Edited price sheet (CSV)').setInputFiles({ name: 'bad.csv', mimeType: 'text/csv', buffer: Buffer.from(stringify(bad)) });
    await form.getByRole('button', { name: 'DRY RUN' }).click();
    await expect(page.getByRole('heading', { name: 'Dry run: 1 row to mend' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Rows refused' }).getByRole('row').nth(1)).toHaveText(
      `${two!.index + 1}PriceA price must be a positive amount`,
    );
    await expect(form.getByRole('button', { name: /^APPLY/ })).toBeHidden();
    await screenshots(page, 'price-sheet-refused', testInfo);

    await form.getByLabel('Edited price sheet (CSV)').setInputFiles({ name: 'prices.csv', mimeType: 'text/csv', buffer: Buffer.from(sheet) });
    await form.getByRole('button', { name: 'DRY RUN' }).click();
    await expect(page.getByRole('heading', { name: 'Dry run: 2 changes' })).toBeVisible();
    const changes = page.getByRole('table', { name: 'Changes' }).getByRole('row');
    await expect(changes).toHaveCount(3);
    await expect(changes.nth(1)).toContainText(`${one!.index + 1}${cell(one!.row, 'Title')} · ${cell(one!.row, 'Metal')}`);
    await expect(changes.nth(1)).toContainText(`Price${cell(one!.row, 'Price')}987.65`);
    await expect(changes.nth(2)).toContainText(`Price${cell(two!.row, 'Price')}876.54`);
    await screenshots(page, 'price-sheet-dry-run', testInfo);

    await form.getByRole('button', { name: 'APPLY 2 CHANGES' }).click();
    await expect(page.getByText('2 changes applied.')).toBeVisible();
    await expect(form.getByRole('button', { name: /^APPLY/ })).toBeHidden();
    await screenshots(page, 'price-sheet-applied', testInfo);

    const shopper = await browser.newContext({ baseURL: new URL(testInfo.project.use.baseURL!).origin });
    const visitor = await shopper.newPage();
    for (const [piece, price] of [
      [one!.row, 98_765],
      [two!.row, 87_654],
    ] as const) {
      await visitor.goto(`/product/${cell(piece, 'Product ID')}/${cell(piece, 'Variant ID')}`);
      await expect(visitor.getByRole('main').getByText(money(price)).first()).toBeVisible();
    }
    await shopper.close();
  } finally {
    // The two rows as they were; rows left out of a sheet change nothing.
    expect((await importSheet(page, stringify([rows[0]!, one!.row, two!.row]))).status()).toBe(200);
  }
});
