/**
 * GET /metrics in the Prometheus text format (prom-client; decision record 030). One registry a
 * shop: the requests by route pattern (never the raw path: bounded, and without ids of people or
 * their query strings), orders placed, ledger entries by kind, the mail outbox's depth, the
 * database pools' connections (main, reports), the listing engine's builds, the page cache's answers, and Node's
 * own process figures.
 *
 * Served only when METRICS_TOKEN is set (else 404, as any unknown address), to a request that
 * carries it as `Authorization: Bearer <token>` (else 401), compared in constant time (ASVS V13.4.5).
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Db } from './db/client.ts';
import { outboxDepth } from './services/mail/index.ts';
import { listenToSignals } from './services/signals/index.ts';

/** Request durations' buckets, in seconds: a page or an order in milliseconds, a report in seconds. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** What a pg pool tells of its connections. */
export interface PoolCounts {
  totalCount: number;
  idleCount: number;
  waitingCount: number;
}

export interface ShopMetrics {
  registry: Registry;
  /** One answered request: its method, route pattern, status, duration and (a page) the page cache's `X-Page-Cache`. */
  request(answer: { method: string; route: string; status: number; seconds: number; pageCache?: string | null }): void;
}

function poolGauge(registry: Registry, pools: Record<string, PoolCounts>) {
  return new Gauge({
    name: 'shop_db_pool_connections',
    help: 'Database pool connections: open (total), idle, and requests waiting for one.',
    labelNames: ['pool', 'state'],
    registers: [registry],
    collect() {
      for (const [name, pool] of Object.entries(pools)) {
        this.set({ pool: name, state: 'total' }, pool.totalCount);
        this.set({ pool: name, state: 'idle' }, pool.idleCount);
        this.set({ pool: name, state: 'waiting' }, pool.waitingCount);
      }
    },
  });
}

function signalMetrics(registry: Registry) {
  const orders = new Counter({
    name: 'shop_orders_placed_total',
    help: 'Orders placed (an order answered again for its Idempotency-Key is not counted).',
    registers: [registry],
  });
  const payments = new Counter({
    name: 'shop_payment_ledger_entries_total',
    help: 'Entries written to payment ledgers, by kind: authorized, captured, received, failed, voided, refunded…',
    labelNames: ['kind'],
    registers: [registry],
  });
  const builds = new Histogram({
    name: 'shop_listing_engine_build_seconds',
    help: 'Listing engine (re)builds: how long each took, by outcome (built, failed); its _count is the number of builds.',
    labelNames: ['outcome'],
    buckets: [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
    registers: [registry],
  });
  listenToSignals({
    orderPlaced: () => orders.inc(),
    ledgerEntries: (kinds) => kinds.forEach((kind) => payments.inc({ kind })),
    listingBuilt: (outcome, seconds) => builds.observe({ outcome }, seconds),
  });
}

/** The shop's registry, its metrics and the hooks that feed them (services' signals, the request middleware). */
/**
 * Where the process's memory goes (issue 38), in bytes by part: V8's heap in use, what it keeps
 * committed but free, and the buffers outside it (Node's own figures, of the main thread), and
 * what the shop holds knowingly: the page cache's pages, the listing index's typed arrays and the
 * listing thread's heap. The resident set less these is the code, the native heaps and what the
 * allocators keep.
 */
export type MemoryParts = () => Promise<Record<string, number>>;

function memoryGauge(registry: Registry, parts: MemoryParts | undefined) {
  new Gauge({
    name: 'shop_memory_bytes',
    help: 'Memory by part: heap_used, heap_free, array_buffers, external_other (Node), page_cache, listing_index, listing_thread_heap (the shop).',
    labelNames: ['part'],
    registers: [registry],
    async collect() {
      const usage = process.memoryUsage();
      const figures: Record<string, number> = {
        heap_used: usage.heapUsed,
        heap_free: usage.heapTotal - usage.heapUsed,
        array_buffers: usage.arrayBuffers,
        // `external` may leave shared buffers out (the listing index's): never below zero.
        external_other: Math.max(0, usage.external - usage.arrayBuffers),
        ...(await parts?.()),
      };
      for (const [part, bytes] of Object.entries(figures)) this.set({ part }, bytes);
    },
  });
}

export function createMetrics(db: Db, pools: Record<string, PoolCounts> = {}, memoryParts?: MemoryParts): ShopMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'Requests answered, by method, route pattern and status.',
    labelNames: ['method', 'route', 'status'],
    registers: [registry],
  });
  const durations = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer, by method and route pattern.',
    labelNames: ['method', 'route'],
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });
  const pageCache = new Counter({
    name: 'shop_page_cache_requests_total',
    help: 'Pages the page cache answered, by outcome: hit, stale, miss.',
    labelNames: ['outcome'],
    registers: [registry],
  });
  new Gauge({
    name: 'shop_mail_outbox_depth',
    help: 'E-mails not sent yet (due, or waiting to be tried again).',
    registers: [registry],
    async collect() {
      // A database that is down leaves the last figure; readiness says why.
      const depth = await outboxDepth(db).catch(() => undefined);
      if (depth !== undefined) this.set(depth);
    },
  });
  poolGauge(registry, pools);
  memoryGauge(registry, memoryParts);
  signalMetrics(registry);
  return {
    registry,
    request({ method, route, status, seconds, pageCache: cached }) {
      // Only methods the shop answers are labels; anything else a client invents is one "other".
      const known = /^(GET|HEAD|POST|PUT|PATCH|DELETE|OPTIONS)$/.test(method) ? method : 'other';
      requests.inc({ method: known, route, status: String(status) });
      durations.observe({ method: known, route }, seconds);
      if (cached === 'hit' || cached === 'stale' || cached === 'miss') pageCache.inc({ outcome: cached });
    },
  };
}

/** Equal in constant time whatever the lengths: both sides hashed first. */
const sameSecret = (given: string, expected: string) =>
  timingSafeEqual(createHash('sha256').update(given).digest(), createHash('sha256').update(expected).digest());

/** GET /metrics: 404 without METRICS_TOKEN, 401 without it as a Bearer token, else the registry's text. */
export function metricsEndpoint(metrics: ShopMetrics, token: string | undefined): MiddlewareHandler {
  return async (c: Context, next) => {
    if (!token) return next();
    const given = c.req.header('Authorization')?.match(/^Bearer +(\S+) *$/i)?.[1];
    c.header('Cache-Control', 'no-store');
    if (!given || !sameSecret(given, token)) {
      c.header('WWW-Authenticate', 'Bearer realm="metrics"');
      return c.text('A bearer token is required.', 401);
    }
    return c.body(await metrics.registry.metrics(), 200, { 'Content-Type': metrics.registry.contentType });
  };
}
