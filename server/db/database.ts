/**
 * Opens the shop's database: the server DATABASE_URL names, or an embedded one whose data
 * lives in DATA_DIR/postgres. Migrations are applied on every open.
 *
 * The embedded server is the shop's own: if it dies while the shop runs (killed, out of memory),
 * a watchdog starts it again on the same port and PostgreSQL recovers from its log; meanwhile
 * requests answer 503 and the pool reconnects by itself. An external server is the operator's to
 * restart: the shop only waits for it (503 until it answers again).
 */
import path from 'node:path';
import pg from 'pg';
import { connect, REPORT_TIMEOUTS, type Database, type DatabaseTimeouts } from './client.ts';
import { startEmbeddedPostgres, type EmbeddedPostgres } from './embedded-postgres.ts';
import { applyMigrations } from './migrate.ts';

export interface OpenDatabase extends Database {
  /** A small pool of its own for the back office's reports, with their longer timeouts (client.ts). */
  reports: Database;
  /** Closes the pools, then stops the embedded server if we started one. */
  shutdown(): Promise<void>;
}

export const EMBEDDED_DATABASE = 'shop';
/** How often the watchdog looks at the embedded server's process. */
const WATCH_INTERVAL_MS = 1_000;

async function ensureDatabase(serverUrl: string, name: string): Promise<void> {
  const client = new pg.Client(serverUrl);
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (!rowCount) await client.query(`CREATE DATABASE ${client.escapeIdentifier(name)}`);
  } finally {
    await client.end();
  }
}

/** Migrations may wait on another instance's lock and rebuild indexes: no serving timeouts for them. */
async function migrate(url: string): Promise<void> {
  const migrations = connect(url, { max: 1, timeouts: false });
  try {
    await applyMigrations(migrations.pool);
  } finally {
    await migrations.close();
  }
}

/** Restarts the embedded server whenever its process is gone, until stopped. */
function watch(server: EmbeddedPostgres, log: (line: string) => void): { stop(): Promise<void> } {
  let restarting: Promise<void> | undefined;
  let stopped = false;
  const timer = setInterval(() => {
    if (stopped || restarting || server.running()) return;
    log('the embedded PostgreSQL server has stopped unexpectedly: starting it again');
    restarting = server
      .restart()
      .then(() => log('the embedded PostgreSQL server is back'))
      .catch((error: unknown) => log(`the embedded PostgreSQL server could not be restarted (trying again): ${error instanceof Error ? error.message : error}`))
      .finally(() => (restarting = undefined));
  }, WATCH_INTERVAL_MS);
  timer.unref();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await restarting;
    },
  };
}

/** Two connections are plenty for the owner's reports; batch scripts (`timeouts: false`) keep none. */
const reportsPool = (url: string, timeouts: DatabaseTimeouts | false | undefined) =>
  connect(url, { max: 2, timeouts: timeouts === false ? false : REPORT_TIMEOUTS });

export async function openDatabase(options: {
  databaseUrl: string | undefined;
  dataDir: string;
  log?: (line: string) => void;
  /** `false` for batch scripts whose statements may legitimately run long. */
  timeouts?: DatabaseTimeouts | false;
}): Promise<OpenDatabase> {
  const log = options.log ?? (() => {});
  if (options.databaseUrl) {
    await migrate(options.databaseUrl);
    const database = connect(options.databaseUrl, { timeouts: options.timeouts });
    const reports = reportsPool(options.databaseUrl, options.timeouts);
    return { ...database, reports, shutdown: () => Promise.all([database.close(), reports.close()]).then(() => {}) };
  }

  const server = await startEmbeddedPostgres(path.join(options.dataDir, 'postgres'), log);
  try {
    await ensureDatabase(server.url, EMBEDDED_DATABASE);
    const address = new URL(server.url);
    address.pathname = `/${EMBEDDED_DATABASE}`;
    const url = address.toString();
    await migrate(url);
    const database = connect(url, { timeouts: options.timeouts });
    const reports = reportsPool(url, options.timeouts);
    const watchdog = watch(server, log);
    return {
      ...database,
      reports,
      async shutdown() {
        await watchdog.stop();
        await Promise.all([database.close(), reports.close()]);
        await server.stop();
      },
    };
  } catch (error) {
    await server.stop().catch(() => {});
    throw error;
  }
}
