import { mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs';
import type * as Fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { sessionSecret } from './secrets.ts';

// readFileSync stays the real one unless a test makes one call of it stand for another process.
vi.mock('node:fs', async (importOriginal) => {
  const fs = await importOriginal<typeof Fs>();
  return { ...fs, readFileSync: vi.fn(fs.readFileSync) };
});

const freshFolder = () => mkdtempSync(path.join(os.tmpdir(), 'secret-'));

describe('the generated session key (instances sharing DATA_DIR)', () => {
  it('is made once, 0600, and read back at the next start', () => {
    const dir = freshFolder();
    const made = sessionSecret(undefined, dir);
    expect(made.length).toBeGreaterThanOrEqual(64);
    expect(statSync(path.join(dir, 'jwt-secret')).mode & 0o777).toBe(0o600);
    expect(sessionSecret(undefined, dir)).toBe(made);
  });

  it('when another instance writes its key between our look and our write, both sign with the one it wrote', async () => {
    const dir = freshFolder();
    const { writeFileSync } = await vi.importActual<typeof Fs>('node:fs');
    vi.mocked(readFileSync).mockImplementationOnce((file) => {
      // We find no key; the other instance, starting at the same moment, writes its own.
      writeFileSync(file as string, 'the-other-instances-key\n', { mode: 0o600 });
      throw Object.assign(new Error('ENOENT: no such file or directory'), { code: 'ENOENT' });
    });
    expect(sessionSecret(undefined, dir)).toBe('the-other-instances-key');
    expect(readdirSync(dir)).toEqual(['jwt-secret']); // our draft is gone
  });

  it('JWT_SECRET, when set, is the key and nothing is written', () => {
    const dir = freshFolder();
    expect(sessionSecret('a-key-of-at-least-thirty-two-characters!', dir)).toBe('a-key-of-at-least-thirty-two-characters!');
    expect(readdirSync(dir)).toEqual([]);
  });
});
