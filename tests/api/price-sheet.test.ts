/**
 * The price sheet (issue 36, decision record 056): the catalogue exported as CSV and imported back
 * through a dry run and a confirmed apply. An unchanged sheet changes nothing; an edited one changes
 * exactly the cells edited; a bad row is named with its line and why, and then nothing is applied;
 * an apply after the catalogue moved answers 409; two owners applying at once take turns.
 */
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { beforeAll, describe, expect, it } from 'vitest';
import { SHEET_HEADER, SHEET_MESSAGES } from '../../domain/price-sheet.ts';
import { catalogueVersion } from '../../server/services/catalogue/index.ts';
import { registerShopper, uniqueEmail } from '../support/shopper.ts';
import { joinStaff, signedInOwner } from '../support/staff.ts';
import { useTestShop } from '../support/test-shop.ts';

const shop = useTestShop();
const SHEET = '/api/admin/price-sheet';
const col = Object.fromEntries(SHEET_HEADER.map((name, index) => [name, index])) as Record<string, number>;

type Auth = Record<string, string>;

/** The sheet as exported: UTF-8 with a byte-order mark (kept here, as a spreadsheet reads it). */
async function exported(auth: Auth): Promise<string> {
  const answer = await shop.api.request(SHEET.replace(/^\/api/, ''), { headers: auth });
  expect(answer.status).toBe(200);
  expect(answer.headers.get('content-type')).toBe('text/csv; charset=utf-8');
  return new TextDecoder('utf-8', { ignoreBOM: true }).decode(await answer.arrayBuffer());
}

/** The sheet's rows (the header first) as a spreadsheet holds them. */
const rowsOf = (csv: string): string[][] => parse(csv, { bom: true }) as string[][];
/** The rows saved again, as a spreadsheet saves a CSV (no byte-order mark, its own quoting). */
const saved = (rows: string[][]): string => stringify(rows);

const post = (path: string, csv: string, auth: Auth) =>
  shop.request(`${SHEET}/${path}`, { method: 'POST', headers: { ...auth, 'Content-Type': 'text/csv' }, body: csv });

const dryRun = async (csv: string, auth: Auth) => {
  const answer = await post('dry-run', csv, auth);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body;
};
const apply = (csv: string, fingerprint: string, auth: Auth) => post(`apply?fingerprint=${fingerprint}`, csv, auth);

/** A one-size piece's row and a ready-to-ship piece's row of another variant, by their index in `rows`. */
function pickRows(rows: string[][]) {
  const oneSize = rows.findIndex((row, index) => index > 0 && row[col.Size!] === '' && row[col.Stock!] === '' && row[col['Weight (g)']!] === '');
  const onShelf = rows.findIndex((row, index) => index > 0 && row[col.Stock!] !== '' && row[col['Variant ID']!] !== rows[oneSize]![col['Variant ID']!]);
  expect(oneSize).toBeGreaterThan(0);
  expect(onShelf).toBeGreaterThan(0);
  return { oneSize, onShelf };
}

// The sample pieces are made to order: one sized variant is put on the shelf, two of each choice.
beforeAll(async () => {
  await shop.database.pool.query(`
    WITH ready AS (UPDATE product_variants SET made_to_order = false WHERE id = (SELECT max(variant_id) FROM variant_sizes) RETURNING id)
    INSERT INTO variant_stock (variant_id, metal_id, size_id, quantity)
    SELECT vp.variant_id, vp.metal_id, vs.size_id, 2 FROM ready JOIN variant_prices vp ON vp.variant_id = ready.id JOIN variant_sizes vs ON vs.variant_id = ready.id
    ON CONFLICT DO NOTHING`);
});

const audited = async () => (await shop.database.pool.query(`SELECT before, after FROM audit_events WHERE action = 'price_sheet.import' ORDER BY id`)).rows;

describe('the price sheet', () => {
  it('is exported as CSV, one row per variant × metal × size, and is the owner’s alone', async () => {
    const owner = await signedInOwner(shop);
    const csv = await exported(owner.auth);
    expect(csv.startsWith('\uFEFFProduct ID,Variant ID,SKU,Title,Category,Metal,Size,Price,Stock,Weight (g),Making,Stones\r\n')).toBe(true);
    const { rows } = await shop.database.pool.query(`
      SELECT count(*)::int AS n FROM variant_prices vp
      CROSS JOIN LATERAL (SELECT greatest(count(*), 1) AS sizes FROM variant_sizes vs WHERE vs.variant_id = vp.variant_id) s, generate_series(1, s.sizes)`);
    expect(rowsOf(csv).length - 1).toBe(rows[0].n);
    const staff = await joinStaff(shop, owner.auth, { email: uniqueEmail('staff') });
    const customer = (await registerShopper(shop)).auth;
    for (const [auth, status] of [
      [{}, 401],
      [staff, 403],
      [customer, 403],
    ] as const) {
      expect((await shop.request(SHEET, { headers: auth })).status).toBe(status);
      expect((await post('dry-run', csv, auth)).status).toBe(status);
    }
    const api = await shop.request('/api/openapi.json');
    expect(api.body.paths['/admin/price-sheet'].get.responses['200'].content).toHaveProperty('text/csv');
    expect(Object.keys(api.body.paths)).toEqual(expect.arrayContaining(['/admin/price-sheet/dry-run', '/admin/price-sheet/apply']));
  });

  it('imported unchanged gives 0 changes, and applying it changes nothing', async () => {
    const owner = await signedInOwner(shop);
    const csv = await exported(owner.auth);
    const report = await dryRun(saved(rowsOf(csv)), owner.auth);
    expect(report).toMatchObject({ summary: '0 changes', changeCount: 0, changes: [], errorCount: 0, errors: [], rows: rowsOf(csv).length - 1 });
    const version = await catalogueVersion(shop.database.db);
    const applied = await apply(csv, report.fingerprint, owner.auth);
    expect(applied.status, JSON.stringify(applied.body)).toBe(200);
    expect(applied.body).toEqual({ applied: 0, message: '0 changes applied.' });
    expect(await catalogueVersion(shop.database.db)).toBe(version);
  });

  it('edited in two cells changes exactly those, once confirmed: the shop shows them, the audit log has them', async () => {
    const owner = await signedInOwner(shop);
    const rows = rowsOf(await exported(owner.auth));
    const { oneSize, onShelf } = pickRows(rows);
    const price = rows[oneSize]![col.Price!]!;
    const stock = rows[onShelf]![col.Stock!]!;
    rows[oneSize]![col.Price!] = '1234.50';
    rows[onShelf]![col.Stock!] = String(Number(stock) + 7);
    const edited = saved(rows);

    const report = await dryRun(edited, owner.auth);
    expect(report.errors).toEqual([]);
    expect(report.summary).toBe('2 changes');
    expect(report.changes.map((change: Record<string, unknown>) => [change.line, change.sku, change.field, change.before, change.after])).toEqual(
      [
        [oneSize + 1, rows[oneSize]![col.SKU!], 'Price', price, '1234.50'],
        [onShelf + 1, rows[onShelf]![col.SKU!], 'Stock', stock, String(Number(stock) + 7)],
      ].sort((a, b) => Number(a[0]) - Number(b[0])),
    );
    // Nothing is applied by a dry run.
    expect(rowsOf(await exported(owner.auth))[oneSize]![col.Price!]).toBe(price);

    const version = await catalogueVersion(shop.database.db);
    const applied = await apply(edited, report.fingerprint, owner.auth);
    expect(applied.status, JSON.stringify(applied.body)).toBe(200);
    expect(applied.body.message).toBe('2 changes applied.');
    // The sheet exported now is the edited one, cell for cell, and importing it again changes nothing.
    expect(rowsOf(await exported(owner.auth))).toEqual(rows);
    expect((await dryRun(edited, owner.auth)).summary).toBe('0 changes');
    expect(await catalogueVersion(shop.database.db)).not.toBe(version);
    const product = await shop.request(`/api/products/${rows[oneSize]![col['Product ID']!]}`);
    expect(JSON.stringify(product.body)).toContain('1234.5');
    const [skuA, skuB] = [rows[oneSize]![col.SKU!]!, rows[onShelf]![col.SKU!]!];
    // Entries of up to 1,000 changes each: the two changes, together.
    const merged = (await audited()).reduce((all, entry) => ({ before: { ...all.before, ...entry.before }, after: { ...all.after, ...entry.after } }), {});
    expect(merged).toEqual({
      before: { [skuA]: { Price: price }, [skuB]: { Stock: stock } },
      after: { [skuA]: { Price: '1234.50' }, [skuB]: { Stock: String(Number(stock) + 7) } },
    });
  });

  it('names each bad row with its line and why, and then applies nothing', async () => {
    const owner = await signedInOwner(shop);
    const first = rowsOf(await exported(owner.auth));
    const { oneSize, onShelf } = pickRows(first);
    // A piece with a weight of 4.200 g, on a line of its own.
    const weighed = first.findIndex((row, index) => index > 3 && index !== oneSize && index !== onShelf && row[col['Weight (g)']!] === '');
    const [variantId, metalId] = /^V(\d+)-M(\d+)/.exec(first[weighed]![col.SKU!]!)!.slice(1).map(Number);
    await shop.database.pool.query('UPDATE variant_prices SET metal_weight_mg = 4200 WHERE variant_id = $1 AND metal_id = $2', [variantId, metalId]);
    const csv = await exported(owner.auth);
    const rows = rowsOf(csv);
    const bad = rows.map((row) => [...row]);
    bad[onShelf]![col.Price!] = '-5.00';
    bad[oneSize]![col.Category!] = 'Tiaras';
    bad[oneSize]![col.Price!] = '999.00';
    bad[3]![col.Stock!] = bad[3]![col.Stock!] === '' ? 'none' : 'twelve';
    bad[weighed]![col['Weight (g)']!] = '42.000';
    bad.push([...rows[1]!]);
    const report = await dryRun(saved(bad), owner.auth);
    const faults = report.errors.map((error: Record<string, unknown>) => [error.line, error.column, error.message]);
    expect(faults).toEqual(
      expect.arrayContaining([
        [onShelf + 1, 'Price', 'A price must be a positive amount'],
        [oneSize + 1, 'Category', 'There is no category "Tiaras".'],
        [4, 'Stock', bad[3]![col.Stock!] === 'none' ? 'Stock "none" is not a number.' : 'Stock "twelve" is not a number.'],
        [bad.length, 'SKU', SHEET_MESSAGES.duplicateSku(rows[1]![col.SKU!]!, 2)],
        [weighed + 1, 'Weight (g)', 'The weight moves from 4.200 g to 42.000 g, more than 10%: if it is right, change it in the product form.'],
      ]),
    );
    expect(report.errorCount).toBe(faults.length);
    const applied = await apply(saved(bad), report.fingerprint, owner.auth);
    expect(applied.status).toBe(422);
    expect(applied.body.error.message).toBe(report.errors[0].message);
    expect(await exported(owner.auth)).toBe(csv);
    await shop.database.pool.query('UPDATE variant_prices SET metal_weight_mg = NULL WHERE variant_id = $1 AND metal_id = $2', [variantId, metalId]);
  });

  it('reprices a piece on metal pricing from the weight, making and stones it is given', async () => {
    const owner = await signedInOwner(shop);
    const first = rowsOf(await exported(owner.auth));
    const index = first.findIndex((row, at) => at > 0 && row[col.Size!] === '' && row[col['Weight (g)']!] === '');
    const [variantId, metalId] = /^V(\d+)-M(\d+)$/.exec(first[index]![col.SKU!]!)!.slice(1).map(Number);
    // 50.00 a gram; 4.200 g, 25.00 making: 235.00 once an input changes (rounded to the cent unless the owner chose otherwise).
    await shop.database.pool.query(
      `INSERT INTO metal_rates (metal_id, rate_minor_per_gram) VALUES ($1, 5000) ON CONFLICT (metal_id) DO UPDATE SET rate_minor_per_gram = 5000`,
      [metalId],
    );
    await shop.database.pool.query(
      'UPDATE variant_prices SET metal_weight_mg = 4200, making_minor = 2500, margin_bp = NULL WHERE variant_id = $1 AND metal_id = $2',
      [variantId, metalId],
    );
    await shop.database.pool.query("UPDATE pricing_settings SET rounding = 'cent'");
    const rows = rowsOf(await exported(owner.auth));
    const price = rows[index]![col.Price!]!;
    rows[index]![col['Weight (g)']!] = '4.400';
    const report = await dryRun(saved(rows), owner.auth);
    expect(report.changes.map((change: Record<string, unknown>) => [change.line, change.field, change.before, change.after])).toEqual([
      [index + 1, 'Price', price, '245.00'],
      [index + 1, 'Weight (g)', '4.200', '4.400'],
    ]);
    rows[index]![col.Price!] = '199.00';
    expect((await dryRun(saved(rows), owner.auth)).errors.map((error: Record<string, unknown>) => error.message)).toEqual([
      'This piece is priced from its metal’s rate (245.00 with this sheet’s weight, making and stones): change those, not the price.',
    ]);
    rows[index]![col.Price!] = price;
    expect((await apply(saved(rows), report.fingerprint, owner.auth)).status).toBe(200);
    const after = rowsOf(await exported(owner.auth))[index]!;
    expect([after[col.Price!], after[col['Weight (g)']!], after[col.Making!]]).toEqual(['245.00', '4.400', '25.00']);
    await shop.database.pool.query('UPDATE variant_prices SET metal_weight_mg = NULL, making_minor = NULL WHERE variant_id = $1 AND metal_id = $2', [
      variantId,
      metalId,
    ]);
  });

  it('refuses a sheet without the columns, and text that is not CSV, with a message', async () => {
    const owner = await signedInOwner(shop);
    expect((await dryRun('SKU,Price\r\nV1-M1,10.00\r\n', owner.auth)).errors).toEqual([
      { line: 1, column: null, message: expect.stringMatching(/^The sheet has no column "Product ID", "Variant ID", "Title"/) },
    ]);
    const unreadable = await dryRun(`${SHEET_HEADER.join(',')}\r\n"V1-M1,10.00\r\n`, owner.auth);
    expect(unreadable.errors[0].message).toMatch(/^The file is not a CSV sheet the shop can read: /);
    expect((await apply('', 'f'.repeat(63), owner.auth)).status).toBe(400);
  });

  it('answers 409 when the catalogue changed since the dry run, and applies nothing', async () => {
    const owner = await signedInOwner(shop);
    const rows = rowsOf(await exported(owner.auth));
    const { oneSize } = pickRows(rows);
    rows[oneSize]![col.Price!] = '77.00';
    const report = await dryRun(saved(rows), owner.auth);
    const [variantId, metalId] = /^V(\d+)-M(\d+)$/.exec(rows[oneSize]![col.SKU!]!)!.slice(1).map(Number);
    await shop.database.pool.query('UPDATE variant_prices SET price_minor = 6600 WHERE variant_id = $1 AND metal_id = $2', [variantId, metalId]);
    const applied = await apply(saved(rows), report.fingerprint, owner.auth);
    expect(applied.status).toBe(409);
    expect(applied.body.error.message).toBe(SHEET_MESSAGES.stale);
    expect(rowsOf(await exported(owner.auth))[oneSize]![col.Price!]).toBe('66.00');
  });

  it('applied by two owners at once: one applies it, the other is told its dry run is out of date', async () => {
    const [first, second] = [await signedInOwner(shop), await signedInOwner(shop)];
    const rows = rowsOf(await exported(first.auth));
    const { onShelf } = pickRows(rows);
    rows[onShelf]![col.Stock!] = String(Number(rows[onShelf]![col.Stock!]) + 3);
    const { fingerprint } = await dryRun(saved(rows), first.auth);
    const before = (await audited()).length;
    // The shelf is held a moment (an order taking it), so both applies have read the sheet before either writes.
    const [variantId, metalId, sizeId] = /^V(\d+)-M(\d+)-S(\d+)$/.exec(rows[onShelf]![col.SKU!]!)!.slice(1).map(Number);
    const order = await shop.database.pool.connect();
    await order.query('BEGIN');
    await order.query('SELECT 1 FROM variant_stock WHERE variant_id = $1 AND metal_id = $2 AND size_id = $3 FOR UPDATE', [variantId, metalId, sizeId]);
    const applying = Promise.all([apply(saved(rows), fingerprint, first.auth), apply(saved(rows), fingerprint, second.auth)]);
    await new Promise((resolve) => setTimeout(resolve, 600));
    await order.query('COMMIT');
    order.release();
    const answers = await applying;
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect((await audited()).length).toBe(before + 1);
    expect(rowsOf(await exported(first.auth))[onShelf]![col.Stock!]).toBe(rows[onShelf]![col.Stock!]);
  });
});
