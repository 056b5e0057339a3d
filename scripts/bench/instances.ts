/**
 * Several instances of the built shop on one PostgreSQL (issue 25, decision 032): what one
 * instance costs in memory, what a catalogue change costs each instance (the listing engine's
 * rebuild, the page cache refilled) and the database, how many catalogue-version reads an
 * instance sends under load, and what BENCH_HERD instances rebuilding at once cost the database.
 *
 *   npm run build && node --import tsx scripts/bench/instances.ts
 *
 * The database is the embedded PostgreSQL of BENCH_INSTANCES_DATA_DIR (default: the large
 * synthetic shop, `npm run catalog:large`; a folder without one gets the sample catalogue), which
 * this script starts itself with pg_stat_statements loaded (ALTER SYSTEM: kept in that folder's
 * cluster); the instances are the built shop with DATABASE_URL set, each with a data folder of its
 * own inside it (instance-N). A price change is made as the back office makes it (the price, then
 * refresh_variant_listing for the product, which bumps the catalogue version), once per run.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { EMBEDDED_DATABASE, withDatabase } from '../../server/db/database.ts';
import { startEmbeddedPostgres, type EmbeddedPostgres } from '../../server/db/embedded-postgres.ts';
import { facetsOf, listingQuery } from './listing.ts';
import { cpuSeconds, databaseCpuSeconds, metricsOf, rssMiB } from './processes.ts';
import { BROWSER_HEADERS, type Answer, distinct, get, LARGE_DATA_DIR, load, measuredOn, runIfMain, startShop, table, type Shop } from './shared.ts';

const DATA_DIR = process.env.BENCH_INSTANCES_DATA_DIR ?? LARGE_DATA_DIR;
const CLUSTER = path.join(DATA_DIR, 'postgres');
const HERD = Number(process.env.BENCH_HERD ?? 4);
const PORT = Number(process.env.BENCH_INSTANCES_PORT ?? 4240);
const TOKEN = 'bench-instances-metrics-token-0123456789';
/** Distinct listing pages put into the page cache. */
const PAGES = Number(process.env.BENCH_PAGES ?? 400);
const BUILDS = 'shop_listing_engine_build_seconds_count{outcome="built"}';
const BUILD_SECONDS = 'shop_listing_engine_build_seconds_sum{outcome="built"}';
const firstPage = (query: URLSearchParams) => {
  query.delete('page');
  return query;
};
/** A listing page past its last page redirects to the last one: an answer, not an error. */
const pageOrRedirect = (answer: Answer) => answer.status < 400;
const mib = (bytes: number | undefined) => `${Math.round(((bytes ?? NaN) / 2 ** 20) * 10) / 10} MiB`;
const round = (value: number, places = 2) => Math.round(value * 10 ** places) / 10 ** places;

interface Database {
  server: EmbeddedPostgres;
  /** The shop's database on that server, as the embedded shop names it: its owner's address and the shop's own role's. */
  url: string;
  runtimeUrl: string;
  query<T>(text: string): Promise<T[]>;
  close(): Promise<void>;
}

/** The folder's cluster, started here with pg_stat_statements loaded (a new folder seeded first by a start of the shop). */
async function openDatabase(): Promise<Database> {
  if (!existsSync(path.join(CLUSTER, 'PG_VERSION'))) await (await startShop({ dataDir: DATA_DIR, port: PORT })).stop();
  let server = await startEmbeddedPostgres(CLUSTER);
  let pool = new pg.Pool({ connectionString: server.url, max: 1 });
  const [loaded] = (await pool.query<{ setting: string }>(`SELECT setting FROM pg_settings WHERE name = 'shared_preload_libraries'`)).rows;
  if (!loaded?.setting.includes('pg_stat_statements')) {
    await pool.query(`ALTER SYSTEM SET shared_preload_libraries = 'pg_stat_statements'`);
    await pool.end();
    await server.stop();
    server = await startEmbeddedPostgres(CLUSTER);
    pool = new pg.Pool({ connectionString: server.url, max: 1 });
  }
  const url = new URL(server.url);
  url.pathname = `/${EMBEDDED_DATABASE}`;
  await pool.end();
  pool = new pg.Pool({ connectionString: url.toString(), max: 1 });
  await pool.query('CREATE EXTENSION IF NOT EXISTS pg_stat_statements');
  return {
    server,
    url: url.toString(),
    runtimeUrl: withDatabase(server.runtimeUrl, EMBEDDED_DATABASE),
    query: async <T>(text: string) => (await pool.query(text)).rows as T[],
    close: async () => {
      await pool.end();
      await server.stop();
    },
  };
}

/** Instance `n`: the built shop on the shared database, its own data folder and port; answers once its engine stands. */
async function startInstance(db: Database, n: number): Promise<Shop> {
  const shop = await startShop({
    dataDir: path.join(DATA_DIR, `instance-${n}`),
    port: PORT + n,
    env: { DATABASE_URL: db.runtimeUrl, DATABASE_OWNER_URL: db.url, METRICS_TOKEN: TOKEN },
    timeoutMs: 300_000,
  });
  while ((await get(`${shop.base}/api/health/ready`)).status !== 200) await sleep(100);
  return shop;
}

async function memory(shop: Shop): Promise<string[]> {
  const metrics = await metricsOf(shop.base, TOKEN);
  return [`${rssMiB(shop.process.pid!)} MiB`, mib(metrics.get('nodejs_heap_size_used_bytes')), mib(metrics.get('nodejs_heap_size_total_bytes'))];
}

/** Processor seconds of the shops and of the database server, and wall seconds, spent by `run`. */
async function costOf<T>(shops: Shop[], run: () => Promise<T>): Promise<{ result: T; shopCpu: number; dbCpu: number; seconds: number }> {
  const shopBefore = shops.map((shop) => cpuSeconds(shop.process.pid!));
  const dbBefore = databaseCpuSeconds(CLUSTER);
  const started = performance.now();
  const result = await run();
  const seconds = (performance.now() - started) / 1000;
  const shopCpu = shops.reduce((sum, shop, i) => sum + cpuSeconds(shop.process.pid!) - shopBefore[i]!, 0);
  return { result, shopCpu: round(shopCpu), dbCpu: round(databaseCpuSeconds(CLUSTER) - dbBefore), seconds: round(seconds) };
}

/** Statements the database ran since the last reset: the catalogue-version reads and all of them. */
async function statements(db: Database): Promise<{ version: number; all: number }> {
  const [row] = await db.query<{ version: string; all: string }>(
    `SELECT coalesce(sum(calls) FILTER (WHERE query LIKE 'SELECT value FROM installation_facts WHERE key = %'), 0) AS version,
            coalesce(sum(calls) FILTER (WHERE query NOT LIKE '%pg_stat_statements%'), 0) AS all
       FROM pg_stat_statements WHERE dbid = (SELECT oid FROM pg_database WHERE datname = current_database())`,
  );
  return { version: Number(row!.version), all: Number(row!.all) };
}

/** Catalogue-version reads under anonymous page-cache hits and distinct API listings, at fixed rates and flat out. */
async function versionReads(db: Database, shop: Shop, pages: string[], apiListings: string[]): Promise<string> {
  const runs: Array<{ label: string; requests: string[]; clients: number; perSecond?: number }> = [
    { label: 'cached pages, 20 req/s', requests: Array.from({ length: 200 }, (_, i) => pages[i % 50]!), clients: 4, perSecond: 20 },
    { label: 'cached pages, 200 req/s', requests: Array.from({ length: 2000 }, (_, i) => pages[i % 50]!), clients: 16, perSecond: 200 },
    { label: 'cached pages, flat out', requests: Array.from({ length: 5000 }, (_, i) => pages[i % 50]!), clients: 16 },
    { label: 'distinct API listings, flat out', requests: apiListings, clients: 16 },
  ];
  const rows: Array<Array<string | number>> = [];
  for (const run of runs) {
    await db.query('SELECT pg_stat_statements_reset()');
    const cost = await costOf([shop], () =>
      load(run.label, shop.base, run.requests, { clients: run.clients, perSecond: run.perSecond, headers: BROWSER_HEADERS }),
    );
    const counted = await statements(db);
    const figures = cost.result;
    rows.push([
      run.label,
      figures.requests,
      figures.perSecond,
      `${figures.p95} ms`,
      counted.version,
      round(counted.version / figures.requests),
      Math.round(counted.version / cost.seconds),
      Math.round(counted.all / cost.seconds),
      round(cost.dbCpu / cost.seconds),
      figures.errors,
    ]);
  }
  return table(['load', 'requests', 'req/s', 'p95', 'version reads', 'a request', 'version reads/s', 'statements/s', 'database cores busy', 'errors'], rows);
}

/** A price change as the back office makes it: the first listed variant's prices up by 1.00, then its product's listing rows refreshed (the version bumped). */
async function changePrice(db: Database): Promise<number> {
  const started = performance.now();
  await db.query(`BEGIN;
    WITH first AS (SELECT variant_id, product_id FROM variant_listing ORDER BY variant_id LIMIT 1)
    UPDATE variant_prices SET price_minor = price_minor + 100 WHERE variant_id = (SELECT variant_id FROM first);
    SELECT refresh_variant_listing(ARRAY[(SELECT product_id FROM variant_listing ORDER BY variant_id LIMIT 1)]);
    COMMIT`);
  return round(performance.now() - started, 1);
}

/** Sends each instance one listing page (the first request to see the new version starts its rebuild) and waits until every one has rebuilt. */
async function rebuilt(shops: Shop[], page: string): Promise<number[]> {
  const before = await Promise.all(shops.map(async (shop) => (await metricsOf(shop.base, TOKEN)).get(BUILD_SECONDS) ?? 0));
  const counts = await Promise.all(shops.map(async (shop) => (await metricsOf(shop.base, TOKEN)).get(BUILDS) ?? 0));
  await Promise.all(shops.map((shop) => get(`${shop.base}${page}`, BROWSER_HEADERS)));
  for (;;) {
    const now = await Promise.all(shops.map((shop) => metricsOf(shop.base, TOKEN)));
    if (now.every((metrics, i) => (metrics.get(BUILDS) ?? 0) > counts[i]!))
      return now.map((metrics, i) => round((metrics.get(BUILD_SECONDS) ?? 0) - before[i]!));
    await sleep(50);
  }
}

/** One catalogue change seen by `shops` at once: the write, the rebuilds, what each cost. */
async function oneChange(db: Database, shops: Shop[], page: string): Promise<Array<string | number>> {
  await db.query('SELECT pg_stat_statements_reset()');
  let writeMs = 0;
  const cost = await costOf(shops, async () => {
    writeMs = await changePrice(db);
    return rebuilt(shops, page);
  });
  const [read] = await db.query<{ calls: string; rows: string; ms: string }>(
    `SELECT sum(calls) AS calls, sum(rows) AS rows, round(sum(total_exec_time)::numeric, 1) AS ms FROM pg_stat_statements WHERE query LIKE '%FROM variant_listing l JOIN product_variants v%'`,
  );
  return [
    shops.length,
    `${writeMs} ms`,
    `${cost.seconds} s`,
    cost.result.map((seconds) => `${seconds} s`).join(', '),
    `${cost.shopCpu} s`,
    `${cost.dbCpu} s`,
    `${read?.calls} statements, ${read?.rows} rows, ${read?.ms} ms`,
  ];
}

async function benchInstances(): Promise<void> {
  const db = await openDatabase();
  const shops: Shop[] = [];
  try {
    const [listed] = await db.query<{ products: number }>('SELECT count(DISTINCT product_id)::int AS products FROM variant_listing');
    const first = await costOf([], () => startInstance(db, 0));
    shops.push(first.result);
    const shop = first.result;
    await sleep(5_000);
    const memoryRows = [['idle, engine built, 5 s after ready', ...(await memory(shop))]];
    const facets = await facetsOf(shop.base);
    const taken = new Set<string>();
    // First pages: a later page past a small listing's end redirects to its last, which is not kept.
    const pages = distinct(() => `/products?${firstPage(listingQuery(facets))}`, PAGES, taken);
    const fill = await costOf([shop], () => load('fill', shop.base, pages, { clients: 4, headers: BROWSER_HEADERS, ok: pageOrRedirect }));
    memoryRows.push([`after ${pages.length} distinct listing pages rendered (page cache)`, ...(await memory(shop))]);
    const apiListings = distinct(() => `/api/listing?${listingQuery(facets)}`, 2000, taken);
    const reads = await versionReads(db, shop, pages, apiListings);
    memoryRows.push(['after the version-read loads', ...(await memory(shop))]);

    const changes = [await oneChange(db, [shop], pages[0]!)];
    const refill = await costOf([shop], () => load('refill', shop.base, pages, { clients: 4, headers: BROWSER_HEADERS, ok: pageOrRedirect }));
    const herd = await costOf([], async () => {
      for (let n = 1; n < HERD; n++) shops.push(await startInstance(db, n));
    });
    const [clients] = await db.query<{ connections: number }>(
      `SELECT count(*)::int AS connections FROM pg_stat_activity WHERE datname = current_database() AND backend_type = 'client backend'`,
    );
    changes.push(await oneChange(db, shops, pages[1]!));
    const rss = shops.map((one) => rssMiB(one.process.pid!));

    console.log(
      [
        `${measuredOn()}; ${listed?.products.toLocaleString('en')} listed products, in \`${DATA_DIR}\`; the machine is shared with other sessions.`,
        '',
        `First instance to ready (engine built): ${first.seconds} s, database ${first.dbCpu} s of processor time.`,
        '',
        table(['one instance', 'RSS', 'heap used', 'heap total'], memoryRows),
        '',
        `Rendering ${pages.length} distinct listing pages (4 clients, ${fill.result.errors} errors${fill.result.firstError ? `: ${fill.result.firstError}` : ''}): ${fill.seconds} s, the shop ${fill.shopCpu} s and the database ${fill.dbCpu} s of processor time; ` +
          `again after a change (every page rendered anew, ${refill.result.errors} errors): ${refill.seconds} s, shop ${refill.shopCpu} s, database ${refill.dbCpu} s.`,
        '',
        reads,
        '',
        table(
          [
            'instances',
            'the price change (write)',
            'change to all rebuilt',
            'build time each',
            'shops’ processor time',
            'database processor time',
            'the rebuilds’ full reads',
          ],
          changes,
        ),
        '',
        `${HERD - 1} more instances started one after another: ${herd.seconds} s; RSS of each then: ${rss.map((value) => `${value} MiB`).join(', ')}; ` +
          `client connections to the database with ${shops.length} instances: ${clients?.connections}.`,
        '',
        'Reproduce: `npm run build && node --import tsx scripts/bench/instances.ts` (BENCH_INSTANCES_DATA_DIR, BENCH_HERD).',
      ].join('\n'),
    );
  } finally {
    for (const one of shops) await one.stop();
    await db.close();
  }
}

runIfMain(import.meta.url, benchInstances);
