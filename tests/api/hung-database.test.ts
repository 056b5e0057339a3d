/**
 * The database hung, not down: it accepts connections and answers a trivial query, but a
 * statement every read of a table needs is blocked behind another connection's lock (ACCESS
 * EXCLUSIVE: a long migration, a stuck back-office batch). Every API answer is still a 503 within
 * 3 seconds, with the usual JSON error, because the serving pool's statement timeout
 * (db/client.ts: SERVING_TIMEOUTS) gives up on the blocked statement, and a request that queued for
 * a connection behind blocked ones gets only what is left of one deadline (db/deadline-pool.ts).
 */
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { DATABASE_UNAVAILABLE_MESSAGE, unavailableWhenDatabaseIsDown } from '../../server/db/unavailable.ts';
import { registerShopper } from '../support/shopper.ts';
import { useTestShop } from '../support/test-shop.ts';

const shop = useTestShop();

let locker: pg.Client | undefined;

/** Another connection takes `table` and keeps it until the test ends: every statement on it waits. */
async function hang(table: string): Promise<void> {
  locker = new pg.Client(shop.database.pool.options.connectionString);
  await locker.connect();
  await locker.query('BEGIN');
  await locker.query(`LOCK TABLE ${table} IN ACCESS EXCLUSIVE MODE`);
}

afterEach(async () => {
  await locker?.query('ROLLBACK');
  await locker?.end();
  locker = undefined;
});

async function timed(path: string, init?: RequestInit) {
  const started = performance.now();
  const answer = await shop.request(path, init);
  return { ...answer, ms: performance.now() - started };
}

const unavailable = { error: { code: 'unavailable', message: DATABASE_UNAVAILABLE_MESSAGE }, message: DATABASE_UNAVAILABLE_MESSAGE };

describe('a hung database (a statement blocked on a lock)', () => {
  it('a shopper’s read answers 503 with the JSON error within 3 s', async () => {
    expect((await timed('/api/shipping-methods')).status).toBe(200);
    await hang('shipping_methods');
    const answer = await timed('/api/shipping-methods');
    expect(answer).toMatchObject({ status: 503, body: unavailable });
    expect(answer.headers.get('Retry-After')).toBe('5');
    expect(answer.ms).toBeLessThan(3_000);
  });

  it('a logged-in shopper’s request answers 503 within 3 s when the sessions are locked', async () => {
    const shopper = await registerShopper(shop);
    await hang('sessions');
    const answer = await timed('/api/me', { headers: shopper.auth });
    expect(answer).toMatchObject({ status: 503, body: unavailable });
    expect(answer.ms).toBeLessThan(3_000);
  });

  it('a write answers 503 within 3 s', async () => {
    await hang('newsletter_requests');
    const answer = await timed('/api/newsletter', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'hung@example.com' }),
    });
    expect(answer).toMatchObject({ status: 503, body: unavailable });
    expect(answer.ms).toBeLessThan(3_000);
  });

  it('every request answers 503 within 3 s of being sent, also those queued behind a pool all blocked', async () => {
    const slots = shop.database.pool.options.max;
    await hang('shipping_methods');
    // Three times as many as the pool holds: the first fill every connection with a blocked
    // statement, the rest queue for a connection and must not then get a whole statement timeout.
    const answers = await Promise.all(Array.from({ length: slots * 3 }, () => timed('/api/shipping-methods')));
    for (const answer of answers) {
      expect(answer).toMatchObject({ status: 503, body: unavailable });
      expect(answer.headers.get('Retry-After')).toBe('5');
    }
    expect(Math.max(...answers.map((answer) => answer.ms))).toBeLessThan(3_000);
  });

  it('answers again as soon as the lock is gone', async () => {
    await hang('shipping_methods');
    expect((await timed('/api/shipping-methods')).status).toBe(503);
    await locker!.query('ROLLBACK');
    expect((await timed('/api/shipping-methods')).status).toBe(200);
  });

  it('a page whose loader failed on the hung database answers 503, though a trivial probe still answers', async () => {
    await hang('shipping_methods');
    const failed = () => new Response('<h1>Something went wrong</h1>', { status: 500, headers: { 'Content-Type': 'text/html' } });
    // SELECT 1 is not blocked: the probe alone would take the failure for a fault of ours.
    expect((await unavailableWhenDatabaseIsDown(failed(), shop.database.db)).status).toBe(500);
    const page = await unavailableWhenDatabaseIsDown(failed(), shop.database.db, true);
    expect(page.status).toBe(503);
    expect(page.headers.get('Retry-After')).toBe('5');
  });
});

describe('one deadline per query (db/deadline-pool.ts)', () => {
  it('a connection whose budget a wait for it shortened has its whole statement timeout again at its next use', async () => {
    const slots = shop.database.pool.options.max;
    const sleep = (seconds: number) => () => shop.database.db.execute(sql`SELECT pg_sleep(${seconds})`);
    // Every connection busy for 1.3 s; the quick queries queued behind them get what is left of the deadline, and succeed.
    await Promise.all([...Array.from({ length: slots }, sleep(1.3)), ...Array.from({ length: slots }, sleep(0))]);
    // Now none queues: a 1.5 s statement on every connection at once is not cancelled at a budget left from before.
    await expect(Promise.all(Array.from({ length: slots }, sleep(1.5)))).resolves.toHaveLength(slots);
  });
});
