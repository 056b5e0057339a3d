/**
 * The shop's database for a backup or a restore: the server DATABASE_URL names, or the embedded
 * one in DATA_DIR/postgres. A shop running on the embedded database keeps it: a backup connects
 * to that server (its port is in the cluster's postmaster.pid, its password in the file beside
 * the cluster) rather than starting a second one, which the shop would take for one left behind.
 * Otherwise the embedded server is started for the command, under the data folder's lock (so a
 * shop cannot start on it meanwhile), and stopped after.
 */
import { existsSync, readFileSync, realpathSync } from 'node:fs';
import path from 'node:path';
import { isAlive, lockDataDir } from '../../process-lock.ts';
import { ensureDatabase, EMBEDDED_DATABASE, withDatabase } from '../database.ts';
import { passwordFile, startEmbeddedPostgres } from '../embedded-postgres.ts';
import { USER } from '../embedded-postgres-root.ts';
import { BackupRefused } from './refused.ts';

export interface ShopDatabase {
  /** The database's address, with its password (never printed: see `where`). */
  url: string;
  /** What to call it in a message. */
  where: string;
  close(): Promise<void>;
}

/** The address of an embedded server already running on the cluster, if one is. */
function runningServer(clusterDir: string): string | undefined {
  const cluster = realpathSync(clusterDir);
  let lines: string[];
  try {
    lines = readFileSync(path.join(cluster, 'postmaster.pid'), 'utf8').split('\n');
  } catch {
    return undefined;
  }
  const pid = Number(lines[0]);
  const port = Number(lines[3]);
  if (!Number.isInteger(pid) || !isAlive(pid) || !Number.isInteger(port)) return undefined;
  let password: string;
  try {
    password = readFileSync(passwordFile(cluster), 'utf8').trim();
  } catch {
    throw new BackupRefused(`The shop's database is running, but its password file ${passwordFile(cluster)} cannot be read: run this as the shop's user.`);
  }
  return `postgres://${USER}:${encodeURIComponent(password)}@127.0.0.1:${port}/${EMBEDDED_DATABASE}`;
}

function lock(dataDir: string, doing: string): () => void {
  try {
    return lockDataDir(dataDir);
  } catch (error) {
    throw new BackupRefused(`${error instanceof Error ? error.message : error} (${doing} needs the shop stopped)`);
  }
}

/** The embedded server started for this command, under the data folder's lock. */
async function startedServer(dataDir: string, doing: string, log: (line: string) => void): Promise<ShopDatabase> {
  const unlock = lock(dataDir, doing);
  try {
    const server = await startEmbeddedPostgres(path.join(dataDir, 'postgres'), log);
    try {
      await ensureDatabase(server.url, EMBEDDED_DATABASE);
    } catch (error) {
      await server.stop().catch(() => {});
      throw error;
    }
    return {
      url: withDatabase(server.url, EMBEDDED_DATABASE),
      where: `the embedded database in ${dataDir}`,
      close: () => server.stop().finally(unlock),
    };
  } catch (error) {
    unlock();
    throw error;
  }
}

/** The database to back up: it must exist; a running shop's embedded server is used as it runs. */
export async function sourceDatabase(env: { databaseUrl: string | undefined; dataDir: string }, log: (line: string) => void): Promise<ShopDatabase> {
  if (env.databaseUrl) return { url: env.databaseUrl, where: 'the database DATABASE_URL names', close: async () => {} };
  const clusterDir = path.join(env.dataDir, 'postgres');
  if (!existsSync(path.join(clusterDir, 'PG_VERSION'))) {
    throw new BackupRefused(`${env.dataDir} holds no shop database: set DATA_DIR to the shop's data folder, or DATABASE_URL to its PostgreSQL database.`);
  }
  const running = runningServer(clusterDir);
  if (running) return { url: running, where: `the running shop's database in ${env.dataDir}`, close: async () => {} };
  return startedServer(env.dataDir, 'the backup', log);
}

/** The database to restore into: DATABASE_URL's, or the embedded one in DATA_DIR (made if new), with the shop stopped. */
export async function targetDatabase(env: { databaseUrl: string | undefined; dataDir: string }, log: (line: string) => void): Promise<ShopDatabase> {
  if (env.databaseUrl) return { url: env.databaseUrl, where: 'the database DATABASE_URL names', close: async () => {} };
  return startedServer(env.dataDir, 'a restore', log);
}
