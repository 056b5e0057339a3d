/**
 * One PostgreSQL server per test run (embedded, or the one DATABASE_URL names) and one migrated,
 * seeded template database; each test file clones its own database from the template.
 */
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { connect } from '../../server/db/client.ts';
import { scramVerifier, startEmbeddedPostgres, type EmbeddedPostgres } from '../../server/db/embedded-postgres.ts';
import { EMBEDDED_RUNTIME_ROLE, ensureRuntimeRole } from '../../server/db/roles.ts';
import { applyMigrations } from '../../server/db/migrate.ts';
import { seedSampleCatalog } from '../../server/db/seed/sample-catalog.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    serverUrl: string;
    /** The server's address as the role the shop serves with (owns nothing; server/db/roles.ts). */
    runtimeUrl: string;
    templateDatabase: string;
    uploadsDir: string;
  }
}

function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

export default async function setup(project: TestProject) {
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'shop-tests-'));
  chmodSync(workDir, 0o755); // the embedded server's account must reach its data folder
  let embedded: EmbeddedPostgres | undefined;
  let serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    embedded = await startEmbeddedPostgres(path.join(workDir, 'postgres'));
    serverUrl = embedded.url;
  }

  const templateDatabase = `shop_template_${process.pid}`;
  const admin = new pg.Client(serverUrl);
  await admin.connect();
  // The tests' shops serve as a runtime role, as a started shop does (a password of this run's own).
  const runtimePassword = randomBytes(18).toString('base64url');
  await ensureRuntimeRole(admin, EMBEDDED_RUNTIME_ROLE, scramVerifier(runtimePassword));
  const runtimeUrl = Object.assign(new URL(serverUrl), { username: EMBEDDED_RUNTIME_ROLE, password: runtimePassword }).toString();
  await admin.query(`DROP DATABASE IF EXISTS ${templateDatabase}`);
  await admin.query(`CREATE DATABASE ${templateDatabase}`);

  const uploadsDir = path.join(workDir, 'uploads');
  const template = connect(withDatabase(serverUrl, templateDatabase), { max: 2 });
  await applyMigrations(template.pool, EMBEDDED_RUNTIME_ROLE);
  await seedSampleCatalog(template.db, uploadsDir);
  await template.close();

  project.provide('serverUrl', serverUrl);
  project.provide('runtimeUrl', runtimeUrl);
  project.provide('templateDatabase', templateDatabase);
  project.provide('uploadsDir', uploadsDir);

  return async () => {
    // Databases cloned by test files that crashed are dropped with the template's server.
    const { rows } = await admin.query<{ datname: string }>(`SELECT datname FROM pg_database WHERE datname = $1 OR datname LIKE $2`, [
      templateDatabase,
      `shop_test_${process.pid}_%`,
    ]);
    for (const { datname } of rows) await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
    await admin.end();
    await embedded?.stop();
    rmSync(workDir, { recursive: true, force: true });
  };
}
