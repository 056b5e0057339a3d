/**
 * The database goes away while the shop runs: every answer is a quick 503 with the usual error
 * shape (never a 500, never a hang), the health check says why, and the shop serves again as soon
 * as the database is back, with nothing restarted. The database is reached through a TCP relay
 * (tests/support/tcp-proxy.ts) that plays the outage.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApi } from '../../server/api/app.ts';
import { connect, type Database } from '../../server/db/client.ts';
import { DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable, unavailableWhenDatabaseIsDown } from '../../server/db/unavailable.ts';
import { createCatalogCaches } from '../../server/services/catalogue/index.ts';
import { TcpProxy } from '../support/tcp-proxy.ts';
import { useTestShop } from '../support/test-shop.ts';

const shop = useTestShop();
let proxy: TcpProxy;
let database: Database;
let api: ReturnType<typeof createApi>;

/** A connection string to the test shop's database, through the relay. */
function throughProxy(port: number): string {
  const url = new URL(shop.database.pool.options.connectionString!);
  url.hostname = '127.0.0.1';
  url.port = String(port);
  // Over TCP: the embedded server's address names its Unix socket too, which would bypass the relay.
  url.searchParams.delete('host');
  return url.toString();
}

beforeAll(async () => {
  const target = new URL(shop.database.pool.options.connectionString!);
  proxy = new TcpProxy({ host: target.hostname, port: Number(target.port) });
  database = connect(throughProxy(await proxy.up()), { max: 4 });
  api = createApi({ db: database.db, config: shop.config, caches: createCatalogCaches() });
});

afterAll(async () => {
  await proxy.up();
  await database.close();
  await proxy.down();
});

/** An API request, timed. */
async function timed(path: string, init?: RequestInit) {
  const started = performance.now();
  const response = await api.request(path, init);
  const body = await response.json();
  return { status: response.status, body, headers: response.headers, ms: performance.now() - started };
}

const unavailable = { error: { code: 'unavailable', message: DATABASE_UNAVAILABLE_MESSAGE }, message: DATABASE_UNAVAILABLE_MESSAGE };

describe('the database is down', () => {
  it('answers 503 within a second, reads and writes alike, and the health check says why', async () => {
    expect((await timed('/products?pageSize=4')).status).toBe(200);
    expect((await timed('/health')).body).toEqual({ status: 'ok' });

    await proxy.down();
    for (const [path, init] of [
      ['/products?pageSize=4', undefined],
      ['/shipping-methods', undefined],
      ['/newsletter', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email: 'down@example.com' }) }],
    ] as const) {
      const answer = await timed(path, init);
      expect(answer, path).toMatchObject({ status: 503, body: unavailable });
      expect(answer.ms, path).toBeLessThan(1_000);
    }
    const health = await timed('/health');
    expect(health).toMatchObject({ status: 503, body: { status: 'unavailable', reason: 'the database does not accept connections' } });
    expect(health.headers.get('Retry-After')).toBe('5');
    expect(health.ms).toBeLessThan(1_000);
  });

  it('serves again by itself when the database is back', async () => {
    await proxy.up();
    await expect.poll(async () => (await timed('/health')).status, { timeout: 5_000 }).toBe(200);
    expect((await timed('/products?pageSize=4')).status).toBe(200);
  });

  it('a restart cuts the pooled connections: the next requests never answer 500', async () => {
    await Promise.all([1, 2, 3, 4].map(() => timed('/shipping-methods'))); // fill the pool
    await proxy.down();
    await proxy.up();
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) statuses.push((await timed('/shipping-methods')).status);
    expect(statuses.filter((status) => status !== 200 && status !== 503)).toEqual([]);
    expect(statuses.at(-1)).toBe(200);
  });

  it('a server that hangs: a new connection gives up within a second', async () => {
    const fresh = connect(throughProxy(proxy.port), { max: 2 });
    const freshApi = createApi({ db: fresh.db, config: shop.config, caches: createCatalogCaches() });
    proxy.freeze();
    try {
      const started = performance.now();
      const response = await freshApi.request('/shipping-methods');
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual(unavailable);
      expect(performance.now() - started).toBeLessThan(1_000);
    } finally {
      await proxy.up();
      await fresh.close();
    }
  });

  it('a server that hangs mid-query (accepts, never answers): the pooled connection gives up within 3 s', async () => {
    await timed('/shipping-methods'); // an idle connection in the pool
    proxy.freeze();
    try {
      const answer = await timed('/shipping-methods');
      expect(answer).toMatchObject({ status: 503, body: unavailable });
      expect(answer.ms).toBeLessThan(3_000);
    } finally {
      await proxy.up();
    }
    await expect.poll(async () => (await timed('/health')).status, { timeout: 5_000 }).toBe(200);
  }, 15_000);
});

describe('telling an outage from a fault', () => {
  it('a statement past the statement timeout is cancelled by the server and counts as unavailable', async () => {
    const quick = connect(shop.database.pool.options.connectionString!, {
      max: 1,
      timeouts: { connectMs: 800, queueMs: 2_000, statementMs: 200, queryMs: 2_000, deadlineMs: 2_500 },
    });
    try {
      const error = await quick.db.execute(sql`SELECT pg_sleep(1)`).catch((e: unknown) => e);
      expect(isDatabaseUnavailable(error)).toBe(true);
    } finally {
      await quick.close();
    }
  });

  it('a wrong query or a broken constraint is not an outage', async () => {
    const syntax = await shop.database.db.execute(sql`SELEC 1`).catch((e: unknown) => e);
    const missing = await shop.database.db.execute(sql`SELECT * FROM no_such_table`).catch((e: unknown) => e);
    expect(isDatabaseUnavailable(syntax)).toBe(false);
    expect(isDatabaseUnavailable(missing)).toBe(false);
    expect(isDatabaseUnavailable(new Error('something else'))).toBe(false);
  });

  it('a page that failed while the database is down becomes a 503; other answers pass unchanged', async () => {
    const failed = () => new Response('<h1>Something went wrong</h1>', { status: 500, headers: { 'Content-Type': 'text/html' } });
    expect((await unavailableWhenDatabaseIsDown(failed(), database.db)).status).toBe(500);
    await proxy.down();
    try {
      const page = await unavailableWhenDatabaseIsDown(failed(), database.db);
      expect(page.status).toBe(503);
      expect(page.headers.get('Retry-After')).toBe('5');
      expect(page.headers.get('Content-Type')).toBe('text/html');
      expect(await page.text()).toBe('<h1>Something went wrong</h1>');
      expect((await unavailableWhenDatabaseIsDown(new Response('not found', { status: 404 }), database.db)).status).toBe(404);
    } finally {
      await proxy.up();
    }
  });
});
