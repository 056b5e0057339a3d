/**
 * `npm run db:backup [FILE]`: the database, then the data folder's files beside it (layout.ts).
 * The embedded database is written by the shop itself (archive.ts: no PostgreSQL client program
 * needed); an external one by pg_dump, in its custom format, with the system's client.
 *
 * Consistent: the database is read in one snapshot, the one this command counted the orders in
 * (one REPEATABLE READ transaction; pg_dump is handed its exported snapshot). The uploads are
 * copied after the database: a file is written before the row naming it commits and is never
 * changed or removed while a row names it (the image pipeline writes renditions under new names),
 * so every row in the backup finds its file in the copy; a file added during the copy is one no
 * row in the backup names, harmless.
 */
import { chmodSync, copyFileSync, cpSync, existsSync, mkdirSync, renameSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import type pg from 'pg';
import { sessionSecretFile } from '../../secrets.ts';
import { writeArchive } from './archive.ts';
import { runClient, serverMajor, shopCounts, withClient } from './client-run.ts';
import { sourceDatabase } from './connection.ts';
import { defaultBackupFile, filesBeside, folderStats, formatBytes } from './layout.ts';
import { clientProgram } from './programs.ts';
import { BackupRefused } from './refused.ts';

interface Settings {
  databaseUrl: string | undefined;
  dataDir: string;
  pgBin: string | undefined;
}

/** Copies the uploads and the session key into `folder` (made whole, then renamed into place). */
function copyFiles(dataDir: string, folder: string): { hasSecret: boolean } {
  const partial = `${folder}.partial`;
  rmSync(partial, { recursive: true, force: true });
  mkdirSync(partial, { mode: 0o700 });
  const uploads = path.join(dataDir, 'uploads');
  if (existsSync(uploads)) cpSync(uploads, path.join(partial, 'uploads'), { recursive: true, preserveTimestamps: true });
  const secret = sessionSecretFile(dataDir);
  const hasSecret = existsSync(secret);
  if (hasSecret) {
    copyFileSync(secret, path.join(partial, 'jwt-secret'));
    chmodSync(path.join(partial, 'jwt-secret'), 0o600);
  }
  renameSync(partial, folder);
  return { hasSecret };
}

/** pg_dump into `file`, in the snapshot the transaction `client` holds. */
async function pgDump(client: pg.Client, url: string, file: string, pgDumpProgram: string): Promise<void> {
  const { rows } = await client.query<{ snapshot: string }>('SELECT pg_export_snapshot() AS snapshot');
  await runClient(pgDumpProgram, ['--format=custom', `--snapshot=${rows[0]!.snapshot}`, `--file=${file}`], url);
}

/** Writes the database into `file` in one snapshot, whose orders and products it counts too. */
async function dump(url: string, file: string, settings: Settings): Promise<{ orders: number; products: number }> {
  return withClient(url, async (client) => {
    const pgDumpProgram = settings.databaseUrl ? await clientProgram('pg_dump', await serverMajor(client), settings.pgBin) : undefined;
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ, READ ONLY');
    const partial = `${file}.partial`;
    try {
      const counts = await shopCounts(client).catch(() => {
        throw new BackupRefused('The database holds no shop (it has no orders or products tables): check DATABASE_URL or DATA_DIR.');
      });
      await (pgDumpProgram ? pgDump(client, url, partial, pgDumpProgram) : writeArchive(client, partial));
      chmodSync(partial, 0o600);
      renameSync(partial, file);
      return counts;
    } finally {
      rmSync(partial, { force: true });
      await client.query('COMMIT');
    }
  });
}

/** Writes the backup and answers the line saying what it holds. */
export async function backUp(settings: Settings, name: string | undefined, log: (line: string) => void): Promise<string> {
  const file = name ? path.resolve(name) : defaultBackupFile();
  const folder = filesBeside(file);
  for (const taken of [file, folder])
    if (existsSync(taken)) throw new BackupRefused(`${taken} exists already: a backup never replaces another. Choose another name.`);
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });

  const database = await sourceDatabase(settings, log);
  let counts: { orders: number; products: number };
  try {
    counts = await dump(database.url, file, settings);
  } finally {
    await database.close();
  }
  const { hasSecret } = copyFiles(settings.dataDir, folder);
  const uploads = folderStats(path.join(folder, 'uploads'));
  return (
    `Backed up ${database.where} to ${file} (${formatBytes(statSync(file).size)}: ${counts.orders} orders, ${counts.products} products)\n` +
    `and its files to ${folder}/ (${uploads.files} uploaded files, ${formatBytes(uploads.bytes)}${hasSecret ? '; the session key' : ''}).`
  );
}
