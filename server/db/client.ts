import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { PgTransaction } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { DeadlinePool } from './deadline-pool.ts';
import * as schema from './schema/index.ts';

export { DATABASE_UNAVAILABLE_MESSAGE, RETRY_AFTER_SECONDS, databaseStatus, isDatabaseUnavailable } from './unavailable.ts';

export type Db = NodePgDatabase<typeof schema>;
/** A database handle or an open transaction: services accept either. */
export type DbOrTx = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Several reads at once: on the pool each takes a connection of its own and they run side by side;
 * in a transaction (one connection) one after another, as pg allows one query at a time on a
 * client (it warns now and refuses from pg 9).
 */
export async function readTogether<T extends readonly unknown[]>(db: DbOrTx, reads: { [K in keyof T]: () => Promise<T[K]> }): Promise<T> {
  if (!(db instanceof PgTransaction)) return (await Promise.all(reads.map((read) => read()))) as unknown as T;
  const results: unknown[] = [];
  for (const read of reads) results.push(await read());
  return results as unknown as T;
}

export interface Database {
  db: Db;
  pool: pg.Pool;
  close(): Promise<void>;
}

/**
 * How long a request may wait on the database before it is answered 503 (server/db/unavailable.ts).
 * A server that is down refuses at once; one that cannot be reached or does not answer the
 * handshake fails after `connectMs`. When every connection is busy (a burst), a request waits up
 * to `queueMs` for one, then is turned away rather than left hanging. `statementMs` is cancelled
 * by the server itself (a statement blocked on a lock, a query gone slow); `queryMs`, a little
 * longer, ends the wait in the client when the server stopped answering at all (a connection that
 * accepts but never replies). `deadlineMs` bounds the two together: the time a query spent waiting
 * for its connection is taken off its statement timeout (deadline-pool.ts), so `queueMs` must be
 * shorter than `deadlineMs`.
 */
export interface DatabaseTimeouts {
  connectMs: number;
  queueMs: number;
  statementMs: number;
  queryMs: number;
  deadlineMs: number;
}

/**
 * What a shopper (and every page and API answer) waits on, so that with the database hung every
 * answer is a 503 within 3 seconds (issue 22). A statement blocked on a lock is cancelled after
 * 1.8 s and a silent server given up after 2 s. A query that first queued behind connections all
 * stuck gets only what is left of 2.5 s from when it asked, so it is cancelled 2.5 s after it
 * asked at the latest, however long it queued. That one deadline, rather than a short wait for a
 * connection, lets a burst serialised by a lock through (25 adds to one cart at once,
 * concurrency.test.ts): a request may queue up to 2.2 s when the statements ahead of it are quick.
 * The slowest statement a shopper's request makes (the facet counts of the unfiltered
 * 100,000-product catalogue, computed before the first shopper) takes 1.5 s cold.
 */
const SERVING_TIMEOUTS: DatabaseTimeouts = { connectMs: 800, queueMs: 2_200, statementMs: 1_800, queryMs: 2_000, deadlineMs: 2_500 };

/** The back office's reports (the dashboard's figures) may legitimately scan for longer, on a pool of their own. */
export const REPORT_TIMEOUTS: DatabaseTimeouts = { connectMs: 800, queueMs: 5_000, statementMs: 30_000, queryMs: 32_000, deadlineMs: 35_000 };

/**
 * A pool of connections. `timeouts: false` is for batch work that may legitimately run long
 * (migrations, bulk loads); everything that answers requests keeps the serving timeouts.
 */
export function connect(url: string, options: { max?: number; timeouts?: DatabaseTimeouts | false } = {}): Database {
  const timeouts = options.timeouts ?? SERVING_TIMEOUTS;
  const connectMs = timeouts ? timeouts.connectMs : 0;
  const config: pg.PoolConfig = { connectionString: url, max: options.max ?? 10 };
  const pool = timeouts
    ? new DeadlinePool(
        {
          ...config,
          // The pool's own timeout bounds the wait for a free connection; each new connection's
          // handshake has the shorter bound of its own.
          connectionTimeoutMillis: timeouts.queueMs,
          Client: class extends pg.Client {
            constructor(config?: pg.ClientConfig) {
              super({ ...config, connectionTimeoutMillis: connectMs });
            }
          },
          query_timeout: timeouts.queryMs,
        },
        { deadlineMs: timeouts.deadlineMs, statementMs: timeouts.statementMs },
      )
    : new pg.Pool(config);
  // An idle connection dropped by the server must not crash the process; the pool opens a new one
  // on the next query, so the shop recovers by itself when the database is back.
  pool.on('error', (error) => console.error('database connection error:', error.message));
  // Nor may a connection that is checked out but between two queries (a transaction awaiting a
  // hash, say): node-postgres emits its loss as an 'error' event that, unheard, ends the process.
  // The next query on it fails instead (answered 503), and the pool discards it on release.
  pool.on('connect', (client) => client.on('error', () => {}));
  const db = drizzle(pool, { schema, casing: 'snake_case' });
  return { db, pool, close: () => pool.end() };
}
