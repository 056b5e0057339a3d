/**
 * Opens the shop's database: the server DATABASE_URL names, or an embedded one whose data
 * lives in DATA_DIR/postgres. Migrations are applied on every open.
 */
import path from 'node:path';
import pg from 'pg';
import { connect, type Database } from './client.ts';
import { startEmbeddedPostgres } from './embedded-postgres.ts';
import { applyMigrations } from './migrate.ts';

export interface OpenDatabase extends Database {
  /** Closes the pool, then stops the embedded server if we started one. */
  shutdown(): Promise<void>;
}

const EMBEDDED_DATABASE = 'shop';

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

export async function openDatabase(options: { databaseUrl: string | undefined; dataDir: string; log?: (line: string) => void }): Promise<OpenDatabase> {
  const log = options.log ?? (() => {});
  if (options.databaseUrl) {
    const database = connect(options.databaseUrl);
    await applyMigrations(database.pool);
    return { ...database, shutdown: database.close };
  }

  const server = await startEmbeddedPostgres(path.join(options.dataDir, 'postgres'), log);
  try {
    await ensureDatabase(server.url, EMBEDDED_DATABASE);
    const database = connect(server.url.replace(/\/postgres$/, `/${EMBEDDED_DATABASE}`));
    await applyMigrations(database.pool);
    return {
      ...database,
      async shutdown() {
        await database.close();
        await server.stop();
      },
    };
  } catch (error) {
    await server.stop().catch(() => {});
    throw error;
  }
}
