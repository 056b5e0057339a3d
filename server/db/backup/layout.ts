/**
 * A backup on disk (decision record 031): `NAME.dump`, the database (the embedded one in the
 * shop's own format, archive.ts; an external one in pg_dump's custom format), and beside it
 * `NAME.files/`, the data folder's files the database does not hold: `uploads/` (product and site
 * images, shoppers' photos) and `jwt-secret` (the generated session key). Both hold personal data:
 * the dump is mode 0600 and the folders 0700, readable by their owner only.
 */
import { closeSync, openSync, readdirSync, readSync, statSync } from 'node:fs';
import path from 'node:path';

/** Where `npm run db:backup` writes when given no name: ./backups, outside the data folder it saves. */
const DEFAULT_BACKUPS_DIR = 'backups';

/** `shop-2026-11-28T05-00-00Z.dump`: sorted by name, they are sorted by time. */
export const defaultBackupFile = (now = new Date()) =>
  path.resolve(
    DEFAULT_BACKUPS_DIR,
    `shop-${now
      .toISOString()
      .replace(/\.\d+Z$/, 'Z')
      .replaceAll(':', '-')}.dump`,
  );

/** The folder of files beside a dump. */
export const filesBeside = (dumpFile: string) => `${dumpFile.replace(/\.dump$/, '')}.files`;

/** What the file starts as: pg_dump's custom format (`PGDMP`), gzip (the shop's own, if archive.ts reads it), or neither. */
export function backupFormat(file: string): 'pg_dump' | 'gzip' | undefined {
  const head = Buffer.alloc(5);
  const fd = openSync(file, 'r');
  try {
    const read = readSync(fd, head, 0, 5, 0);
    if (read === 5 && head.toString('latin1') === 'PGDMP') return 'pg_dump';
    if (read >= 2 && head[0] === 0x1f && head[1] === 0x8b) return 'gzip';
    return undefined;
  } finally {
    closeSync(fd);
  }
}

/** How many files a folder holds (all levels) and their bytes; none when it does not exist. */
export function folderStats(dir: string): { files: number; bytes: number } {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true, recursive: true });
  } catch {
    return { files: 0, bytes: 0 };
  }
  const files = entries.filter((entry) => entry.isFile());
  return { files: files.length, bytes: files.reduce((sum, entry) => sum + statSync(path.join(entry.parentPath, entry.name)).size, 0) };
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KiB', 'MiB', 'GiB', 'TiB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${value.toFixed(1)} ${units[unit]}`;
}
