/**
 * Telling "the database is down" from a fault of ours. While PostgreSQL is stopped, restarting,
 * unreachable or too slow, the shop answers 503 Service Unavailable (RFC 9110 §15.6.4: a
 * temporary condition, worth retrying) rather than a 500, and tells the health check why.
 */
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Db } from './client.ts';

export const DATABASE_UNAVAILABLE_MESSAGE = 'The shop cannot reach its database just now. Please try again in a moment.';

/** How long a client should wait before trying again (the embedded server restarts within seconds). */
export const RETRY_AFTER_SECONDS = 5;

/** Socket errors of a connection that could not be made or was cut. */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN', 'ECONNABORTED']);

/**
 * SQLSTATEs of a server that is going away or cannot take us now, and what they mean for the
 * health check; besides these, all of class 08 (connection exception).
 */
const SERVER_STATES = new Map([
  ['57P01', 'the database is shutting down'], // admin_shutdown
  ['57P02', 'the database is shutting down'], // crash_shutdown
  ['57P03', 'the database is starting up or recovering'], // cannot_connect_now
  ['53300', 'the database has no free connections'], // too_many_connections
  ['57014', 'the database did not answer in time'], // query_canceled: the statement timeout
]);

/** node-postgres reports its own timeouts and dead connections as plain Errors with these messages. */
const CLIENT_MESSAGES = [
  'timeout exceeded when trying to connect', // waiting for a pooled connection
  'timeout expired', // a connection's own handshake timeout
  'Connection terminated',
  'Query read timeout',
  'is not queryable',
  'Cannot use a pool after calling end on the pool',
];

function reasonOf(error: unknown): string | undefined {
  for (let cause = error, depth = 0; cause && depth < 10; cause = (cause as { cause?: unknown }).cause, depth++) {
    const { code, message } = cause as { code?: unknown; message?: unknown };
    if (typeof code === 'string') {
      if (NETWORK_CODES.has(code)) return 'the database does not accept connections';
      if (code.startsWith('08')) return 'the connection to the database failed';
      const state = SERVER_STATES.get(code);
      if (state) return state;
    }
    if (cause instanceof AggregateError && cause.errors.some((inner) => reasonOf(inner) !== undefined)) return 'the database does not accept connections';
    if (typeof message === 'string' && CLIENT_MESSAGES.some((text) => message.includes(text))) {
      return message.includes('timeout') ? 'the database did not answer in time' : 'the connection to the database failed';
    }
  }
  return undefined;
}

/** Whether this error (or one it wraps, as Drizzle does) means the database cannot be reached just now. */
export function isDatabaseUnavailable(error: unknown): boolean {
  return reasonOf(error) !== undefined;
}

export type DatabaseStatus = { ok: true } | { ok: false; reason: string };

/** A probe gives up after this long, so a health check or an error page never hangs on a stuck server. */
const PROBE_TIMEOUT_MS = 1_000;

async function probe(db: Db): Promise<DatabaseStatus> {
  try {
    const pool = (db as { $client?: unknown }).$client;
    // node-postgres honours a per-query `query_timeout`; its type declarations do not list it.
    const query: pg.QueryConfig = Object.assign({ text: 'SELECT 1' }, { query_timeout: PROBE_TIMEOUT_MS });
    if (pool instanceof pg.Pool) await pool.query(query);
    else await db.execute(sql`SELECT 1`);
    return { ok: true };
  } catch (error) {
    return { ok: false, reason: reasonOf(error) ?? 'the database refused a trivial query' };
  }
}

const recent = new WeakMap<Db, { at: number; status: Promise<DatabaseStatus>; ok?: boolean }>();

/**
 * Whether the database answers now. A probe under way is shared, and so, for `maxAgeMs`, is a
 * recent failure: a burst of failing requests during an outage opens one connection, not one each.
 */
export function databaseStatus(db: Db, maxAgeMs = 0): Promise<DatabaseStatus> {
  const last = recent.get(db);
  if (last && (last.ok === undefined || (last.ok === false && Date.now() - last.at <= maxAgeMs))) return last.status;
  const entry: { at: number; status: Promise<DatabaseStatus>; ok?: boolean } = { at: Date.now(), status: probe(db) };
  void entry.status.then((status) => (entry.ok = status.ok));
  recent.set(db, entry);
  return entry.status;
}

/**
 * A page that failed (5xx) while the database is down becomes a 503 with a Retry-After: the same
 * error page for the shopper, the right status for crawlers, proxies and monitors. `failedOnDatabase`:
 * the page's own loader failed on the database (a statement timed out on a lock, say, while a
 * trivial probe would still answer), so no probe is needed.
 */
export async function unavailableWhenDatabaseIsDown(response: Response, db: Db, failedOnDatabase = false): Promise<Response> {
  if (response.status < 500 || response.status === 503) return response;
  if (!failedOnDatabase && (await databaseStatus(db, 1_000)).ok) return response;
  const headers = new Headers(response.headers);
  headers.set('Retry-After', String(RETRY_AFTER_SECONDS));
  headers.set('Cache-Control', 'no-store');
  return new Response(response.body, { status: 503, statusText: 'Service Unavailable', headers });
}
