import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { defaultBackupFile, filesBeside, formatBytes } from './layout.ts';

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
});
