/**
 * `npm run db:backup [FILE]`: the database in pg_dump's custom format, then the data folder's
 * files beside it (layout.ts).
 *
 * Consistent: pg_dump reads the whole database in one snapshot, the one this command exported
 * and counted the orders in. The uploads are copied after the dump: a file is written before the
 * row naming it commits and is never changed or removed while a row names it (the image pipeline
 * writes renditions under new names), so every row in the dump finds its file in the copy; a file
 * added during the copy is one no row in the dump names, harmless.
 */
import { chmodSync, copyFileSync, cpSync, existsSync, mkdirSync, renameSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { sessionSecretFile } from '../../secrets.ts';
import { sourceDatabase } from './connection.ts';
import { runClient, serverMajor, shopCounts, withClient } from './client-run.ts';
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

/** Dumps the database in one exported snapshot, whose orders and products it counts too. */
async function dump(url: string, file: string, pgBin: string | undefined): Promise<{ orders: number; products: number }> {
  return withClient(url, async (client) => {
    const pgDump = await clientProgram('pg_dump', await serverMajor(client), pgBin);
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ, READ ONLY');
    const { rows } = await client.query<{ snapshot: string }>('SELECT pg_export_snapshot() AS snapshot');
    const counts = await shopCounts(client).catch(() => {
      throw new BackupRefused('The database holds no shop (it has no orders or products tables): check DATABASE_URL or DATA_DIR.');
    });
    const partial = `${file}.partial`;
    try {
      await runClient(pgDump, ['--format=custom', `--snapshot=${rows[0]!.snapshot}`, `--file=${partial}`], url);
      chmodSync(partial, 0o600);
      renameSync(partial, file);
    } finally {
      rmSync(partial, { force: true });
      await client.query('COMMIT');
    }
    return counts;
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
    counts = await dump(database.url, file, settings.pgBin);
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
