import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The key that signs session tokens: JWT_SECRET when set, otherwise one generated on the first
 * start and kept in DATA_DIR, so sessions survive restarts and no secret lives in the code.
 */
export function sessionSecret(configured: string | undefined, dataDir: string): string {
  if (configured) return configured;
  const file = sessionSecretFile(dataDir);
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    mkdirSync(dataDir, { recursive: true });
    const secret = randomBytes(48).toString('base64url');
    writeFileSync(file, secret + '\n', { mode: 0o600, flag: 'wx' });
    return secret;
  }
}

/** Where the generated session key is kept (backups carry it: decision record 031). */
export const sessionSecretFile = (dataDir: string) => path.join(dataDir, 'jwt-secret');
