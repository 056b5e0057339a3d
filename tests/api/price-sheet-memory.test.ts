/**
 * The price sheet at 100,000 rows (issue 36, decision record 056): "100,000 rows import without
 * the shop stopping and without holding more than a fixed amount of memory". A generated sheet
 * of 100,000 rows (25,000 variants in 4 metals, every hundredth price edited) is streamed into the dry
 * run and the apply, never held whole; the heap's growth while each runs stays under a bound far
 * below what holding the rows would take, and a shopper's read answers while the apply runs.
 */
import v8 from 'node:v8';
import { runInNewContext } from 'node:vm';
import { stringify } from 'csv-stringify/sync';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { SHEET_HEADER } from '../../domain/price-sheet.ts';
import { connect, REPORT_TIMEOUTS, type Database } from '../../server/db/client.ts';
import { applyPriceSheet, dryRunPriceSheet } from '../../server/services/price-sheet/index.ts';
import { uniqueEmail } from '../support/shopper.ts';
import { createOwner } from '../support/staff.ts';
import { useTestShop } from '../support/test-shop.ts';

const shop = useTestShop();
const VARIANTS = 25_000;
const ROWS = VARIANTS * 4;
/** The live heap's growth allowed: far below the sheet held whole (its text alone some 9 MiB, its parsed rows several times that), above the SKUs the import keeps. */
const HEAP_GROWTH_BOUND = 32 * 1024 * 1024;

let reports: Database;
let pieces: Array<{ productId: number; variantId: number; metalId: number; metal: string; priceMinor: number }> = [];

beforeAll(async () => {
  reports = connect(new URL(shop.database.pool.options.connectionString!).toString(), { max: 2, timeouts: REPORT_TIMEOUTS });
  const pool = reports.pool;
  await pool.query(`INSERT INTO products (slug, status) SELECT 'sheet-bench-' || g, 'draft' FROM generate_series(1, ${VARIANTS}) g`);
  await pool.query(`INSERT INTO product_variants (product_id, position, title, description, made_to_order)
    SELECT id, 0, 'Bench piece ' || id, '', true FROM products WHERE slug LIKE 'sheet-bench-%'`);
  await pool.query(`INSERT INTO variant_prices (variant_id, metal_id, position, price_minor)
    SELECT v.id, m.id, m.n - 1, 10000 + v.id % 100
    FROM product_variants v JOIN products p ON p.id = v.product_id AND p.slug LIKE 'sheet-bench-%'
    CROSS JOIN (SELECT id, row_number() OVER (ORDER BY id) AS n FROM metals ORDER BY id LIMIT 4) m`);
  pieces = (
    await pool.query(`SELECT v.product_id AS "productId", v.id AS "variantId", m.id AS "metalId", m.name AS metal, vp.price_minor AS "priceMinor"
      FROM variant_prices vp JOIN product_variants v ON v.id = vp.variant_id JOIN products p ON p.id = v.product_id AND p.slug LIKE 'sheet-bench-%'
      JOIN metals m ON m.id = vp.metal_id ORDER BY v.id, vp.position`)
  ).rows;
  expect(pieces).toHaveLength(ROWS);
}, 120_000);

afterAll(async () => reports?.close());

/** The sheet, a thousand rows at a time as it is read: every hundredth price one whole unit dearer. */
async function* sheet(): AsyncGenerator<string> {
  yield stringify([SHEET_HEADER]);
  for (let start = 0; start < pieces.length; start += 1000) {
    const rows = pieces.slice(start, start + 1000).map((piece, offset) => {
      const price = piece.priceMinor + ((start + offset) % 100 === 0 ? 100 : 0);
      const sku = `V${piece.variantId}-M${piece.metalId}`;
      return [piece.productId, piece.variantId, sku, `Bench piece ${piece.productId}`, '', piece.metal, '', (price / 100).toFixed(2), '', '', '', ''].map(
        String,
      );
    });
    yield stringify(rows);
  }
}

// A full collection on demand, so what is measured is what the import keeps alive, not garbage not yet collected.
v8.setFlagsFromString('--expose-gc');
const collect = runInNewContext('gc') as () => void;

/** The heap's live size: after a full collection. */
const liveHeap = () => {
  collect();
  return process.memoryUsage().heapUsed;
};

/** Runs `work`, measuring the live heap every 250 ms: answers its result and the most the live heap grew above where it started. */
async function heapGrowth<T>(work: () => Promise<T>): Promise<{ result: T; growth: number; ms: number }> {
  const start = liveHeap();
  let most = start;
  const timer = setInterval(() => (most = Math.max(most, liveHeap())), 250);
  const began = performance.now();
  try {
    const result = await work();
    return { result, growth: most - start, ms: performance.now() - began };
  } finally {
    clearInterval(timer);
  }
}

it('a 100,000-row sheet is read and applied in flat memory, the shop answering meanwhile', async () => {
  const dry = await heapGrowth(() => dryRunPriceSheet(reports.db, sheet(), 'USD'));
  expect(dry.result).toMatchObject({ rows: ROWS, changeCount: ROWS / 100, errorCount: 0 });
  expect(dry.result.changes).toHaveLength(200);
  console.log(`price sheet dry run: ${ROWS} rows in ${Math.round(dry.ms)} ms, live heap grew ${(dry.growth / 2 ** 20).toFixed(1)} MiB`);
  expect(dry.growth).toBeLessThan(HEAP_GROWTH_BOUND);

  // While the apply runs, a shopper's read of the catalogue answers (the serving pool, its short deadlines).
  const reads: number[] = [];
  let applying = true;
  const reading = (async () => {
    while (applying) {
      const began = performance.now();
      expect((await shop.request('/api/products?limit=12')).status).toBe(200);
      reads.push(performance.now() - began);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  })();
  const email = uniqueEmail('owner');
  const owner = { id: await createOwner(shop.database.db, { email, password: 'garnet-and-gold-77' }), email };
  const applied = await heapGrowth(() => applyPriceSheet(reports.db, sheet(), { fingerprint: dry.result.fingerprint, actor: owner, currency: 'USD' })).finally(
    () => (applying = false),
  );
  await reading;
  expect(applied.result).toEqual({ applied: ROWS / 100 });
  const slowest = Math.max(...reads);
  console.log(
    `price sheet apply: ${ROWS / 100} changes in ${Math.round(applied.ms)} ms, live heap grew ${(applied.growth / 2 ** 20).toFixed(1)} MiB; ` +
      `${reads.length} shopper reads meanwhile, slowest ${Math.round(slowest)} ms`,
  );
  expect(applied.growth).toBeLessThan(HEAP_GROWTH_BOUND);
  expect(reads.length).toBeGreaterThan(0);
  const { rows } = await reports.pool.query(`SELECT count(*)::int AS n FROM variant_prices vp JOIN product_variants v ON v.id = vp.variant_id
    JOIN products p ON p.id = v.product_id AND p.slug LIKE 'sheet-bench-%' WHERE vp.price_minor = 10100 + v.id % 100`);
  expect(rows[0].n).toBe(ROWS / 100);
}, 300_000);
