/**
 * Observing the shop (issue 25, decision record 030): GET /metrics only to the METRICS_TOKEN bearer,
 * its counters moving with what happens (requests by route pattern, orders, ledger entries, the
 * listing engine's builds), and health in two: liveness, and readiness that fails while the
 * database is down.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ShopConfig } from '../../server/api/context.ts';
import { connect, type Database } from '../../server/db/client.ts';
import { createShopApp } from '../../server/http.ts';
import { createCatalogCaches } from '../../server/services/catalogue/index.ts';
import { payInFull } from '../support/payments.ts';
import { createOwner } from '../support/staff.ts';
import { findPieces, orderRequest, registerShopper, send, uniqueEmail } from '../support/shopper.ts';
import { standInPages } from '../support/stand-in-pages.ts';
import { TcpProxy } from '../support/tcp-proxy.ts';
import { useTestShop } from '../support/test-shop.ts';

const TOKEN = 'metrics-token-for-the-observability-test';
const shop = useTestShop();

/** The whole HTTP layer in process over the test shop's database, with `config` over its own. */
function shopApp(config: Partial<ShopConfig>, db?: Database['db']) {
  return createShopApp(
    { db: db ?? shop.database.db, config: { ...shop.config, ...config }, caches: createCatalogCaches() },
    { mode: 'production', build: standInPages, log: () => {}, pools: { main: shop.database.pool } },
  );
}

let app: ReturnType<typeof shopApp>;
beforeAll(() => {
  app = shopApp({ metricsToken: TOKEN });
});
const bearer = (token: string) => ({ headers: { Authorization: `Bearer ${token}` } });

async function metrics(): Promise<string> {
  const answer = await app.request('/metrics', bearer(TOKEN));
  expect(answer.status).toBe(200);
  expect(answer.headers.get('Content-Type')).toMatch(/^text\/plain; version=0\.0\.4/);
  return answer.text();
}

/** A sample's value in the text format (0 when the series is absent). */
function sample(text: string, series: string): number {
  const line = text.split('\n').find((entry) => entry.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

describe('GET /metrics', () => {
  it('is not there without METRICS_TOKEN', async () => {
    const answer = await shopApp({ metricsToken: undefined }).request('/metrics', bearer(TOKEN));
    expect(answer.status).toBe(404);
    expect(await answer.text()).not.toContain('http_requests_total');
  });

  it('answers 401 without the token, or with another, whatever its length', async () => {
    for (const init of [{}, bearer('wrong'), bearer(`${TOKEN}x`), bearer(TOKEN.slice(0, -1)), { headers: { Authorization: TOKEN } }]) {
      const answer = await app.request('/metrics', init);
      expect(answer.status, JSON.stringify(init)).toBe(401);
      expect(answer.headers.get('WWW-Authenticate')).toBe('Bearer realm="metrics"');
      expect(await answer.text()).not.toContain('http_requests_total');
    }
  });

  it('counts requests by route pattern, never by the raw path or its query', async () => {
    await app.request('/api/products/424242?email=ada%40example.com');
    await app.request('/api/products/434343');
    const text = await metrics();
    expect(sample(text, 'http_requests_total{method="GET",route="/api/products/:id",status="404"}')).toBeGreaterThanOrEqual(2);
    expect(text).toMatch(/http_request_duration_seconds_bucket\{le="0\.005",method="GET",route="\/api\/products\/:id"\}/);
    expect(text).not.toMatch(/424242|434343|ada|example\.com/);
  });

  it('moves with an order placed, a payment received and the listing engine built', async () => {
    const before = await metrics();
    const email = uniqueEmail('owner');
    await createOwner(shop.database.db, { email, password: 'garnet-and-gold-77' });
    const owner = { Authorization: `Bearer ${(await send(shop, 'POST', '/api/authenticate', { email, password: 'garnet-and-gold-77' })).body.jwtToken}` };
    const pieces = await findPieces(shop);
    const shopper = await registerShopper(shop, { lastName: 'Counted' });
    const item = { variantId: pieces.oneSize.variantId, metal: pieces.oneSize.metals[0], size: '', quantity: 1 };
    const placed = await send(shop, 'POST', '/api/orders', orderRequest(shopper, [item]), shopper.auth);
    expect(placed.status).toBe(201);
    await payInFull(shop, placed.body.id, owner);
    await app.request('/api/listing');
    const after = await metrics();
    expect(sample(after, 'shop_orders_placed_total')).toBe(sample(before, 'shop_orders_placed_total') + 1);
    const received = 'shop_payment_ledger_entries_total{kind="manual_payment"}';
    expect(sample(after, received)).toBe(sample(before, received) + 1);
    expect(sample(after, 'shop_listing_engine_build_seconds_count{outcome="built"}')).toBeGreaterThan(0);
    expect(sample(after, 'shop_mail_outbox_depth')).toBeGreaterThanOrEqual(0);
    expect(after).toMatch(/^shop_db_pool_connections\{pool="main",state="total"\} \d+$/m);
    expect(after).toMatch(/^process_cpu_seconds_total /m);
  });
});

describe('where the memory goes (issue 38)', () => {
  it('says the heap, the buffers, the page cache, the listing index and its thread by part', async () => {
    await app.request('/api/listing');
    const text = await metrics();
    const part = (name: string) => sample(text, `shop_memory_bytes{part="${name}"}`);
    expect(part('heap_used')).toBeGreaterThan(1_000_000);
    expect(part('array_buffers')).toBeGreaterThan(0);
    expect(part('heap_free')).toBeGreaterThanOrEqual(0);
    // This app answers its listings on the calling thread: no thread, no heap of its own.
    expect(part('listing_thread_heap')).toBe(0);
    // The sample shop's index: its sets' words and columns, a few kilobytes at least.
    expect(part('listing_index')).toBeGreaterThan(1_000);
    expect(text).toMatch(/^shop_memory_bytes\{part="page_cache"\} \d+$/m);
  });
});

describe('health', () => {
  let proxy: TcpProxy;
  let database: Database;
  let outage: ReturnType<typeof shopApp>;

  beforeAll(async () => {
    const target = new URL(shop.database.pool.options.connectionString!);
    proxy = new TcpProxy({ host: target.hostname, port: Number(target.port) });
    const url = new URL(target);
    url.hostname = '127.0.0.1';
    url.port = String(await proxy.up());
    // Over TCP: the embedded server's address names its Unix socket too, which would bypass the relay.
    url.searchParams.delete('host');
    database = connect(url.toString(), { max: 2 });
    outage = shopApp({}, database.db);
  });

  afterAll(async () => {
    await proxy.up();
    await database.close();
    await proxy.down();
  });

  const health = async (path: string) => {
    const answer = await outage.request(path);
    return { status: answer.status, body: await answer.json(), retryAfter: answer.headers.get('Retry-After') };
  };

  it('is live and ready when the database answers; ready builds the listing engine first', async () => {
    expect(await health('/api/health/live')).toMatchObject({ status: 200, body: { status: 'ok' } });
    expect(await health('/api/health/ready')).toMatchObject({ status: 200, body: { status: 'ok' } });
    expect(await health('/api/health')).toMatchObject({ status: 200, body: { status: 'ok' } });
  });

  it('is not ready while the database is down, yet still live', async () => {
    await proxy.down();
    try {
      for (const path of ['/api/health/ready', '/api/health']) {
        expect(await health(path)).toEqual({
          status: 503,
          body: { status: 'unavailable', reason: expect.stringMatching(/^the (connection to the )?database/) },
          retryAfter: '5',
        });
      }
      expect(await health('/api/health/live')).toMatchObject({ status: 200, body: { status: 'ok' } });
    } finally {
      await proxy.up();
    }
  });

  it('is not ready before the listing engine can be built', async () => {
    // A fresh shop whose database refuses the engine's read: the database answers, the engine does not stand.
    const caches = createCatalogCaches();
    caches.listings.forVersion = () => Promise.reject(new Error('no catalogue'));
    const unbuilt = createShopApp({ db: shop.database.db, config: shop.config, caches }, { mode: 'production', build: standInPages, log: () => {} });
    const answer = await unbuilt.request('/api/health/ready');
    expect(answer.status).toBe(503);
    expect(await answer.json()).toEqual({ status: 'unavailable', reason: 'the listing engine is being built' });
    expect((await unbuilt.request('/api/health/live')).status).toBe(200);
  });
});
