/**
 * The price sheet at 100,000 rows (issue 36, decision records 056 and 061), side by side with one
 * rebuild of the listing engine and the dry run of the same sheet, in the same run: the sheet is
 * exported, edited (one row in a hundred a unit dearer; then every price and every shelf),
 * dry-run and applied through the service as the API calls it, on the reports' connections
 * (the sheet fed 64 KiB at a time, as a request's body arrives); meanwhile 2 clients read
 * listing pages and products on the serving pool (its 1.8-second statement limit), their times and
 * errors noted.
 *
 * The shop: a large synthetic one of 10,000 products, some 160,000 sheet rows (the default large
 * shop of 100,000 products has ten times that). Each run moves the prices it edits up by one unit.
 *
 *   PRODUCTS=10000 ORDERS=1 DATA_DIR=./.data/bench-sheet npm run catalog:large
 *   BENCH_SHEET_DATA_DIR=./.data/bench-sheet npm run bench:price-sheet
 */
import { parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import { stringify } from 'csv-stringify/sync';
import { SHEET_HEADER } from '../../domain/price-sheet.ts';
import { ListingQuery } from '../../domain/listing.ts';
import { parseEnv } from '../../server/env.ts';
import { openDatabase } from '../../server/db/database.ts';
import type { Db } from '../../server/db/client.ts';
import { createCatalogCaches, getProduct, listing, type CatalogCaches } from '../../server/services/catalogue/index.ts';
import { applyPriceSheet, dryRunPriceSheet, priceSheetCsv } from '../../server/services/price-sheet/index.ts';
import { measuredOn, quantile, runIfMain, table, writeSection } from './shared.ts';

const DATA_DIR = process.env.BENCH_SHEET_DATA_DIR ?? './.data/bench-sheet';
const CURRENCY = 'USD';
const col = Object.fromEntries(SHEET_HEADER.map((name, index) => [name, index])) as Record<string, number>;

async function timed<T>(run: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const started = performance.now();
  const value = await run();
  return { ms: performance.now() - started, value };
}

/** The sheet as exported, its rows (the header first). */
async function exported(db: Db): Promise<string[][]> {
  const text = await new Response(priceSheetCsv(db, CURRENCY)).text();
  return parse(text, { bom: true }) as string[][];
}

/**
 * The rows with every `every`-th typed price a unit dearer (a price made from a metal's rate is
 * left): a price is per variant and metal, so every size's row of it changes it once. `shelves`:
 * every shelf one piece fuller too (a shelf is per row).
 */
function edited(rows: string[][], every: number, shelves: boolean): string {
  const out = rows.map((row, index) => {
    if (index === 0) return row;
    const copy = [...row];
    if (index % every === 0 && row[col['Weight (g)']!] === '') copy[col.Price!] = (Number(row[col.Price!]) + 1).toFixed(2);
    if (shelves && row[col.Stock!] !== '') copy[col.Stock!] = String(Number(row[col.Stock!]) + 1);
    return copy;
  });
  return stringify(out);
}

/** The sheet as a request's body arrives: 64 KiB at a time (one string would be parsed in one go, holding the event loop). */
async function* body(csv: string): AsyncGenerator<string> {
  for (let at = 0; at < csv.length; at += 65_536) yield csv.slice(at, at + 65_536);
}

/** Listing pages and products, in turn, read by 2 clients on the serving pool until `stop` settles: their times and errors. */
async function readsMeanwhile(db: Db, caches: CatalogCaches, productIds: number[], stop: Promise<unknown>) {
  const times: number[] = [];
  let errors = 0;
  let firstError = '';
  let running = true;
  void stop.finally(() => (running = false));
  let next = 0;
  await Promise.all(
    Array.from({ length: 2 }, async () => {
      while (running) {
        const started = performance.now();
        const n = next++;
        const read =
          n % 2 === 0
            ? listing(db, ListingQuery.parse({ page: String((n % 40) + 1), sort: n % 4 === 0 ? 'price-asc' : 'newest' }), { caches })
            : getProduct(db, productIds[n % productIds.length]!);
        await read.catch((error: Error) => {
          errors++;
          firstError ||= `: ${error.message}`;
        });
        times.push(performance.now() - started);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    }),
  );
  const sorted = [...times].sort((a, b) => a - b);
  return `${times.length} · p50 ${Math.round(quantile(sorted, 0.5))} ms · max ${Math.round(sorted.at(-1) ?? 0)} ms · ${errors} errors${firstError}`;
}

async function run() {
  const env = parseEnv({ ...process.env, DATA_DIR });
  const database = await openDatabase({ databaseUrl: env.databaseUrl, databaseOwnerUrl: env.databaseOwnerUrl, dataDir: env.dataDir });
  try {
    const { db } = database;
    const reports = database.reports.db;
    // One listing-engine rebuild: an engine built for one listing page, as the shop builds it when the catalogue version moves.
    const rebuild = (await timed(() => listing(db, ListingQuery.parse({})))).ms;
    const owner = await db.execute<{ id: number; email: string }>(sql`SELECT id, email FROM users WHERE role = 'owner' ORDER BY id LIMIT 1`);
    const actor = owner.rows[0] ?? { id: null as unknown as number, email: 'bench@example.com' };
    const products = (await db.execute<{ id: number }>(sql`SELECT id FROM products WHERE status = 'published' ORDER BY id LIMIT 500`)).rows.map((row) =>
      Number(row.id),
    );
    const [shape] = (await db.execute<{ products: number }>(sql`SELECT count(*)::int AS products FROM products`)).rows;
    const results: Array<Array<string | number>> = [];
    let rowCount = 0;
    for (const [every, shelves] of [
      [100, false],
      [1, true],
    ] as const) {
      const rows = await exported(reports);
      rowCount = rows.length - 1;
      const csv = edited(rows, every, shelves);
      const dry = await timed(() => dryRunPriceSheet(reports, body(csv), CURRENCY));
      if (dry.value.errorCount > 0) throw new Error(`dry run: ${JSON.stringify(dry.value.errors.slice(0, 3))}`);
      const applying = timed(() => applyPriceSheet(reports, body(csv), { fingerprint: dry.value.fingerprint, actor, currency: CURRENCY }));
      // The listing's engine of the catalogue as it is, built before the apply, as a running shop has it.
      const caches = createCatalogCaches();
      await listing(db, ListingQuery.parse({}), { caches });
      const [apply, reads] = await Promise.all([applying, readsMeanwhile(db, caches, products, applying)]);
      const after = (await timed(() => listing(db, ListingQuery.parse({})))).ms;
      results.push([
        `${dry.value.changeCount.toLocaleString('en-US')} (${shelves ? 'every price and shelf' : 'one row in 100: its price'})`,
        `${Math.round(dry.ms)} ms`,
        `${Math.round(apply.ms)} ms`,
        `${(apply.ms / dry.ms).toFixed(2)}×`,
        `${Math.round(after)} ms`,
        `${(apply.ms / after).toFixed(2)}×`,
        reads,
      ]);
      console.log(results.at(-1)!.join(' | '));
    }
    const markdown = [
      `${measuredOn()}, embedded PostgreSQL. A synthetic shop of ${shape!.products.toLocaleString('en-US')} products: a sheet of ${rowCount.toLocaleString('en-US')} rows; the listing engine's build before the first sheet ${Math.round(rebuild)} ms.`,
      '',
      table(
        [
          'changes (prices, shelves)',
          'dry run',
          'apply',
          'apply ÷ dry run',
          'engine rebuild after',
          'apply ÷ rebuild',
          'listing pages and products read during the apply (2 clients, serving pool)',
        ],
        results,
      ),
      '',
      'Reproduce: `PRODUCTS=10000 ORDERS=1 DATA_DIR=./.data/bench-sheet npm run catalog:large && BENCH_SHEET_DATA_DIR=./.data/bench-sheet npm run bench:price-sheet`.',
    ].join('\n');
    writeSection('price-sheet', 'The price sheet at 100,000 rows', markdown);
    console.log(markdown);
  } finally {
    await database.shutdown();
  }
}

runIfMain(import.meta.url, run);
