import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type pg from 'pg';
import { grantToRuntime } from './roles.ts';

/** The shop's migrations (drizzle-kit's SQL files and journal); a restore of the shop's own backup applies them too. */
export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
const MIGRATION_LOCK = 727001;

/**
 * Runs `work` holding the start lock, a session advisory lock on one connection of `pool`: shops
 * starting together on one database take their turns (decision record 033), so each first-start
 * step (migrations, the sample catalogue, the first owner) is done by one of them and seen done by
 * the others.
 */
export async function withStartLock<T>(pool: pg.Pool, work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    return await work(client);
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
    client.release();
  }
}

/**
 * Applies pending migrations under the start lock: two starting processes never race. `pool`
 * connects as the owning role; `runtimeRole`, the role the shop serves with when it is another, is
 * then given the owner's data privileges under the same lock (roles.ts).
 */
export async function applyMigrations(pool: pg.Pool, runtimeRole?: string): Promise<void> {
  await withStartLock(pool, async (client) => {
    await migrate(drizzle(client), { migrationsFolder });
    if (runtimeRole) await grantToRuntime(client, runtimeRole);
  });
}
