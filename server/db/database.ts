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
import { applyMigrations, withStartLock } from './migrate.ts';
import { EMBEDDED_RUNTIME_ROLE, runtimeRoleRisks } from './roles.ts';

export interface OpenDatabase extends Database {
  /** A small pool of its own for the back office's reports, with their longer timeouts (client.ts). */
  reports: Database;
  /**
   * Runs `work` (on the shop's own pools) while holding the start lock, on a connection of its own
   * without timeouts: the first-start steps of shops starting together happen once.
   */
  whileStarting<T>(work: () => Promise<T>): Promise<T>;
  /** Closes the pools, then stops the embedded server if we started one. */
  shutdown(): Promise<void>;
}

/** The database the shop keeps in its embedded server (backups restore into it too). */
export const EMBEDDED_DATABASE = 'shop';
/** How often the watchdog looks at the embedded server's process. */
const WATCH_INTERVAL_MS = 1_000;

/** The same server's address for another database. */
export function withDatabase(url: string, name: string): string {
  const address = new URL(url);
  address.pathname = `/${name}`;
  return address.toString();
}

export async function ensureDatabase(serverUrl: string, name: string): Promise<void> {
  const client = new pg.Client(serverUrl);
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (!rowCount) await client.query(`CREATE DATABASE ${client.escapeIdentifier(name)}`);
  } finally {
    await client.end();
  }
}

/**
 * Migrations may wait on another instance's lock and rebuild indexes: no serving timeouts for them.
 * Run as the owning role; `runtimeRole`, when the shop serves with another, is then given its privileges.
 */
async function migrate(url: string, runtimeRole: string | undefined): Promise<void> {
  const migrations = connect(url, { max: 1, timeouts: false });
  try {
    await applyMigrations(migrations.pool, runtimeRole);
  } finally {
    await migrations.close();
  }
}

/** Who `url` connects as. */
async function roleOf(url: string): Promise<string> {
  const client = new pg.Client(url);
  await client.connect();
  try {
    return (await client.query<{ role: string }>('SELECT current_user AS role')).rows[0]!.role;
  } finally {
    await client.end();
  }
}

/** Says at every start, while it is so, that the role the shop serves with could switch the append-only triggers off (roles.ts). */
async function warnOfRisks(pool: pg.Pool, log: (line: string) => void): Promise<void> {
  const client = await pool.connect();
  try {
    const risks = await runtimeRoleRisks(client);
    if (risks.length)
      log(
        `WARNING: ${risks.join('; ')}: through the shop's own connection the audit log and the ledgers could be changed. ` +
          `Serve with a role of its own and set DATABASE_OWNER_URL to the owning role (README, "Two database roles").`,
      );
  } finally {
    client.release();
  }
}

/** The start lock on a connection of its own (it may wait for another instance's first start). */
const startLockOn =
  (url: string) =>
  async <T>(work: () => Promise<T>): Promise<T> => {
    const lock = connect(url, { max: 1, timeouts: false });
    try {
      return await withStartLock(lock.pool, work);
    } finally {
      await lock.close();
    }
  };

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

/**
 * The shop serves with a role that owns nothing (roles.ts): on the embedded server its own
 * `shop_runtime`; on an external one DATABASE_URL's, the tables being DATABASE_OWNER_URL's. Without
 * DATABASE_OWNER_URL one role does both, with a warning at each start. Batch scripts that load
 * and VACUUM the tables ask for the owner (`as: 'owner'`).
 */
export async function openDatabase(options: {
  databaseUrl: string | undefined;
  /** The role that owns the tables and runs the migrations (external server only). */
  databaseOwnerUrl?: string | undefined;
  dataDir: string;
  log?: (line: string) => void;
  /** `false` for batch scripts whose statements may legitimately run long. */
  timeouts?: DatabaseTimeouts | false;
  as?: 'runtime' | 'owner';
}): Promise<OpenDatabase> {
  const log = options.log ?? (() => {});
  const opened = (url: string, stop: () => Promise<void> = async () => {}): OpenDatabase => {
    const database = connect(url, { timeouts: options.timeouts });
    const reports = reportsPool(url, options.timeouts);
    return {
      ...database,
      reports,
      whileStarting: startLockOn(url),
      shutdown: async () => {
        await Promise.all([database.close(), reports.close()]);
        await stop();
      },
    };
  };
  if (options.databaseUrl) {
    const ownerUrl = options.databaseOwnerUrl ?? options.databaseUrl;
    await migrate(ownerUrl, options.databaseOwnerUrl ? await roleOf(options.databaseUrl) : undefined);
    const database = opened(options.as === 'owner' ? ownerUrl : options.databaseUrl);
    if (options.as !== 'owner') await warnOfRisks(database.pool, log);
    return database;
  }

  const server = await startEmbeddedPostgres(path.join(options.dataDir, 'postgres'), log);
  try {
    await ensureDatabase(server.url, EMBEDDED_DATABASE);
    const ownerUrl = withDatabase(server.url, EMBEDDED_DATABASE);
    await migrate(ownerUrl, EMBEDDED_RUNTIME_ROLE);
    const watchdog = watch(server, log);
    const database = opened(options.as === 'owner' ? ownerUrl : withDatabase(server.runtimeUrl, EMBEDDED_DATABASE), async () => {
      await watchdog.stop();
      await server.stop();
    });
    if (options.as !== 'owner') await warnOfRisks(database.pool, log);
    return database;
  } catch (error) {
    await server.stop().catch(() => {});
    throw error;
  }
}
