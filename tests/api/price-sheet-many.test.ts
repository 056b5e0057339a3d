/**
 * A price sheet with thousands of changes (issue 36, decision record 061): the apply writes them
 * set-based, and the shop afterwards is the edited sheet cell for cell — every changed row changed,
 * no other — with the read models, the sold-out flags and the audit log following; a piece saved
 * by someone else, or a piece sold, while the apply reads the sheet makes it answer 409 and
 * leaves nothing of it.
 */
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHEET_HEADER, SHEET_MESSAGES } from '../../domain/price-sheet.ts';
import { connect, REPORT_TIMEOUTS, type Database } from '../../server/db/client.ts';
import { applyPriceSheet } from '../../server/services/price-sheet/index.ts';
import { signedInOwner } from '../support/staff.ts';
import { useTestShop } from '../support/test-shop.ts';

const shop = useTestShop();
const SHEET = '/api/admin/price-sheet';
const PRODUCTS = 1_500;
const col = Object.fromEntries(SHEET_HEADER.map((name, index) => [name, index])) as Record<string, number>;
type Auth = Record<string, string>;

const exported = async (auth: Auth): Promise<string[][]> => {
  const answer = await shop.api.request(SHEET.replace(/^\/api/, ''), { headers: auth });
  expect(answer.status).toBe(200);
  return parse(await answer.text(), { bom: true }) as string[][];
};
const post = (path: string, csv: string, auth: Auth) =>
  shop.request(`${SHEET}/${path}`, { method: 'POST', headers: { ...auth, 'Content-Type': 'text/csv' }, body: csv });
/** The apply as the API runs it (server/api/admin/price-sheet.ts), on the reports' connections as the shop has them (the test shop has none). */
const applied = async (csv: string, fingerprint: string, owner: { email: string }) => {
  const [{ id }] = (await shop.owner.query('SELECT id FROM users WHERE email = $1', [owner.email])).rows;
  return applyPriceSheet(reports.db, csv, { fingerprint, actor: { id, email: owner.email }, currency: 'USD' });
};
const pieceOf = (row: string[]) => /^V(\d+)-M(\d+)/.exec(row[col.SKU!]!)!.slice(1).map(Number) as [number, number];
const plus = (amount: string, by: number) => (Number(amount) + by).toFixed(2);

let reports: Database;
let generated: Set<number>;
/** Ready-to-ship variants whose every shelf the sheet empties (every other one). */
let emptied: number[];

// 1,500 published products of one variant in 4 metals; every third ready to ship with a shelf in three of its metals (none yet in the fourth).
beforeAll(async () => {
  reports = connect(new URL(shop.database.pool.options.connectionString!).toString(), { max: 2, timeouts: REPORT_TIMEOUTS });
  const pool = shop.owner;
  await pool.query(`INSERT INTO products (slug, status) SELECT 'sheet-many-' || g, 'published' FROM generate_series(1, ${PRODUCTS}) g`);
  await pool.query(`INSERT INTO product_variants (product_id, position, title, description, made_to_order)
    SELECT id, 0, 'Many piece ' || id, '', id % 3 <> 0 FROM products WHERE slug LIKE 'sheet-many-%'`);
  await pool.query(`INSERT INTO variant_prices (variant_id, metal_id, position, price_minor)
    SELECT v.id, m.id, m.n - 1, 10000 + v.id % 100
    FROM product_variants v JOIN products p ON p.id = v.product_id AND p.slug LIKE 'sheet-many-%'
    CROSS JOIN (SELECT id, row_number() OVER (ORDER BY id) AS n FROM metals ORDER BY id LIMIT 4) m`);
  await pool.query(`INSERT INTO variant_stock (variant_id, metal_id, size_id, quantity)
    SELECT vp.variant_id, vp.metal_id, NULL, 1 + vp.variant_id % 4 FROM variant_prices vp JOIN product_variants v ON v.id = vp.variant_id
    JOIN products p ON p.id = v.product_id AND p.slug LIKE 'sheet-many-%' WHERE NOT v.made_to_order AND vp.position < 3`);
  const { rows } = await pool.query(
    `SELECT v.id, v.made_to_order FROM product_variants v JOIN products p ON p.id = v.product_id AND p.slug LIKE 'sheet-many-%'`,
  );
  generated = new Set(rows.map((row) => Number(row.id)));
  emptied = rows
    .filter((row) => !row.made_to_order)
    .map((row) => Number(row.id))
    .sort((a, b) => a - b)
    .filter((_, index) => index % 2 === 0);
  await pool.query(`SELECT refresh_variant_listing($1::int[])`, [[...generated]]);
}, 120_000);

afterAll(async () => reports?.close());

/** Half the generated prices a unit dearer, a fifth of the makings set, every shelf moved: every other ready variant's emptied. */
function edit(rows: string[][]): number {
  let changes = 0;
  rows.forEach((row, index) => {
    if (index === 0 || !generated.has(pieceOf(row)[0])) return;
    const [variantId] = pieceOf(row);
    const before = [...row];
    if (index % 2 === 0) row[col.Price!] = plus(row[col.Price!]!, 1);
    if (index % 5 === 0) row[col.Making!] = '12.34';
    if (row[col.Stock!] !== '') row[col.Stock!] = emptied.includes(variantId) ? '0' : String(Number(row[col.Stock!]) + 2);
    changes += row.filter((cell, at) => cell !== before[at]).length;
  });
  return changes;
}

const soldOut = async (variantIds: number[]) =>
  (await shop.owner.query(`SELECT variant_id FROM variant_listing WHERE sold_out AND variant_id = ANY($1::int[]) ORDER BY 1`, [variantIds])).rows.map((row) =>
    Number(row.variant_id),
  );

describe('a price sheet with thousands of changes', () => {
  it('applies every one and nothing else, the read models and the audit log following', async () => {
    const owner = await signedInOwner(shop);
    const before = await exported(owner.auth);
    const rows = before.map((row) => [...row]);
    const changes = edit(rows);
    expect(changes).toBeGreaterThan(5_000);
    const csv = stringify(rows);
    const report = (await post('dry-run', csv, owner.auth)).body;
    expect(report).toMatchObject({ changeCount: changes, errorCount: 0 });
    expect(emptied.length).toBeGreaterThan(50);
    expect(await soldOut(emptied)).toEqual([]);

    expect(await applied(csv, report.fingerprint, owner)).toEqual({ applied: changes });
    // The shop is the edited sheet, cell for cell: every changed row, and every other row as it was.
    expect(await exported(owner.auth)).toEqual(rows);
    // The read models follow: the back office's lowest prices, and the variants whose last piece went are sold out.
    expect(await soldOut([...generated])).toEqual(emptied);
    const { rows: stale } = await shop.owner.query(
      `SELECT s.product_id FROM product_summaries s JOIN product_variants v ON v.product_id = s.product_id
      WHERE v.id = ANY($1::int[]) AND s.min_price_minor <> (SELECT min(price_minor) FROM variant_prices vp WHERE vp.variant_id = v.id)`,
      [[...generated]],
    );
    expect(stale).toEqual([]);
    // Audited: entries of at most 1,000 changes, together every change.
    const { rows: entries } = await shop.owner.query(`SELECT after FROM audit_events WHERE action = 'price_sheet.import' ORDER BY id`);
    expect(entries).toHaveLength(Math.ceil(changes / 1000));
    const audited = entries.reduce(
      (sum, entry) => sum + Object.values(entry.after as Record<string, object>).reduce((n, fields) => n + Object.keys(fields).length, 0),
      0,
    );
    expect(audited).toBe(changes);
  });

  // Someone saves a piece the sheet changes (its first, read at once), holding it until the apply waits to write it.
  it.each([
    ['its price is saved', 'Price', 'UPDATE variant_prices SET price_minor = 4321 WHERE variant_id = $1 AND metal_id = $2'],
    ['a piece is sold from its shelf', 'Stock', 'UPDATE variant_stock SET quantity = quantity - 1 WHERE variant_id = $1 AND metal_id = $2 AND size_id IS NULL'],
  ])('answers 409 and leaves nothing when a piece it changes moves while it reads the sheet: %s', async (_, column, saving) => {
    const owner = await signedInOwner(shop);
    const rows = await exported(owner.auth);
    const edited = rows.map((row) => [...row]);
    edit(edited);
    const csv = stringify(edited);
    const report = (await post('dry-run', csv, owner.auth)).body;
    expect(report.errorCount).toBe(0);
    const first = edited.findIndex((row, index) => index > 0 && row[col[column]!] !== rows[index]![col[column]!]);
    const editor = await shop.owner.connect();
    await editor.query('BEGIN');
    expect((await editor.query(saving, pieceOf(rows[first]!))).rowCount).toBe(1);
    const applying = applied(csv, report.fingerprint, owner).catch((error: unknown) => error);
    for (let waited = 0; (await shop.owner.query(`SELECT 1 FROM pg_locks WHERE NOT granted AND locktype = 'transactionid'`)).rows.length === 0; waited += 100) {
      expect(waited).toBeLessThan(60_000);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await editor.query('COMMIT');
    editor.release();
    expect(await applying).toMatchObject({ status: 409, message: SHEET_MESSAGES.stale });
    const after = await exported(owner.auth);
    expect(after[first]![col[column]!]).not.toBe(rows[first]![col[column]!]);
    after[first]![col[column]!] = rows[first]![col[column]!]!;
    expect(after).toEqual(rows);
  });
});
