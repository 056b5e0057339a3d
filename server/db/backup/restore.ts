/**
 * `npm run db:restore FILE`: a backup (layout.ts) into an empty database, then its files into the
 * data folder. A database that has any table is refused, and nothing is written: a restore never
 * replaces data. The shop's own backup (archive.ts) is loaded by the shop, needing no PostgreSQL
 * client program; a pg_dump archive (an external database's) by pg_restore. Either runs in one
 * transaction, so one that fails leaves the database empty.
 * Files are added to the data folder's uploads, never replacing one that is there; the session
 * key is put back unless the folder has one (then it is kept, and the shoppers sign in again).
 */
import { chmodSync, copyFileSync, cpSync, existsSync, mkdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { sessionSecretFile } from '../../secrets.ts';
import { loadArchive, readArchive, type Archive } from './archive.ts';
import { runClient, serverMajor, shopCounts, withClient } from './client-run.ts';
import { targetDatabase } from './connection.ts';
import { backupFormat, filesBeside, folderStats, formatBytes } from './layout.ts';
import { clientProgram } from './programs.ts';
import { BackupRefused } from './refused.ts';

interface Settings {
  databaseUrl: string | undefined;
  dataDir: string;
  pgBin: string | undefined;
}

/** The backup's two parts, checked before anything is touched; the shop's own archive read and checked too. */
async function readBackup(name: string): Promise<{ file: string; folder: string; archive: Archive | undefined }> {
  const file = path.resolve(name);
  if (!existsSync(file)) throw new BackupRefused(`There is no backup at ${file}.`);
  const format = statSync(file).isFile() ? backupFormat(file) : undefined;
  const archive = format === 'gzip' ? await readArchive(file) : undefined;
  if (format === undefined || (format === 'gzip' && !archive))
    throw new BackupRefused(`${file} is not a backup made by npm run db:backup (neither the shop's own nor a pg_dump custom-format archive).`);
  const folder = filesBeside(file);
  if (!existsSync(folder)) throw new BackupRefused(`The backup's files are missing: ${folder}/ should be beside ${file}.`);
  return { file, folder, archive };
}

/** How many tables the database has outside PostgreSQL's own schemas. */
async function tableCount(url: string): Promise<number> {
  return withClient(url, async (client) => {
    const { rows } = await client.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM pg_class c JOIN pg_namespace s ON s.oid = c.relnamespace
        WHERE c.relkind IN ('r', 'p') AND s.nspname NOT IN ('pg_catalog', 'information_schema') AND s.nspname NOT LIKE 'pg\\_toast%'`,
    );
    return rows[0]!.n;
  });
}

/** Puts the uploads and the session key back; answers what it did about the key. */
function restoreFiles(folder: string, dataDir: string): string {
  const uploads = path.join(folder, 'uploads');
  mkdirSync(dataDir, { recursive: true });
  if (existsSync(uploads)) cpSync(uploads, path.join(dataDir, 'uploads'), { recursive: true, force: false, preserveTimestamps: true });
  const secret = path.join(folder, 'jwt-secret');
  if (!existsSync(secret)) return '';
  const target = sessionSecretFile(dataDir);
  if (!existsSync(target)) {
    copyFileSync(secret, target);
    chmodSync(target, 0o600);
    return '; the session key';
  }
  return readFileSync(target, 'utf8') === readFileSync(secret, 'utf8')
    ? '; the session key (the same)'
    : `; the session key NOT restored (${target} has another: shoppers and staff sign in again)`;
}

/** Restores the backup and answers the line saying what was restored. */
export async function restore(settings: Settings, name: string, log: (line: string) => void): Promise<string> {
  const { file, folder, archive } = await readBackup(name);
  const database = await targetDatabase(settings, log);
  let counts: { orders: number; products: number };
  try {
    const tables = await tableCount(database.url);
    if (tables > 0) {
      throw new BackupRefused(
        `${database.where} is not empty (${tables} tables): a backup is restored into an empty database only, so nothing is ever overwritten. ` +
          `Restore into a new DATA_DIR, or a new database (createdb) named by DATABASE_URL.`,
      );
    }
    if (archive) {
      await withClient(database.url, (client) => loadArchive(client, archive));
    } else {
      const pgRestore = await clientProgram('pg_restore', await withClient(database.url, serverMajor), settings.pgBin);
      await runClient(pgRestore, ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', file], database.url);
    }
    counts = await withClient(database.url, shopCounts);
  } finally {
    await database.close();
  }
  const key = restoreFiles(folder, settings.dataDir);
  const uploads = folderStats(path.join(folder, 'uploads'));
  return (
    `Restored ${file} into ${database.where} (${counts.orders} orders, ${counts.products} products)\n` +
    `and ${uploads.files} uploaded files (${formatBytes(uploads.bytes)}) into ${path.join(settings.dataDir, 'uploads')}${key}. Start the shop on it: npm start.`
  );
}
