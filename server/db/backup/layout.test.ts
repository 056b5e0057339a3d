import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { backupFormat, defaultBackupFile, filesBeside, formatBytes } from './layout.ts';

describe('a backup on disk', () => {
  it('is named after its UTC time in ./backups, without characters a file system refuses', () => {
    expect(defaultBackupFile(new Date('2026-11-28T05:00:00.123Z'))).toBe(path.resolve('backups', 'shop-2026-11-28T05-00-00Z.dump'));
  });

  it('keeps its files in a folder beside the dump, named after it', () => {
    expect(filesBeside('/srv/backups/shop.dump')).toBe('/srv/backups/shop.files');
    expect(filesBeside('/srv/backups/nightly')).toBe('/srv/backups/nightly.files');
  });

  it('says sizes in binary units', () => {
    expect([formatBytes(512), formatBytes(262_758), formatBytes(13_316_915)]).toEqual(['512 B', '256.6 KiB', '12.7 MiB']);
  });

  it('is told by its first bytes: pg_dump’s custom format, gzip (the shop’s own), or neither', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'backup-format-'));
    try {
      const file = (name: string, bytes: Buffer | string) => {
        writeFileSync(path.join(dir, name), bytes);
        return path.join(dir, name);
      };
      expect(backupFormat(file('pg.dump', 'PGDMP\x01\x0f'))).toBe('pg_dump');
      expect(backupFormat(file('shop.dump', gzipSync('jewellery-shop backup 1\n')))).toBe('gzip');
      expect(backupFormat(file('notes.dump', 'my shopping list\n'))).toBeUndefined();
      expect(backupFormat(file('empty.dump', ''))).toBeUndefined();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
