import { randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The key that signs session tokens: JWT_SECRET when set, otherwise one generated on the first
 * start and kept in DATA_DIR, so sessions survive restarts and no secret lives in the code.
 */
export function sessionSecret(configured: string | undefined, dataDir: string): string {
  return configured ?? generatedSecret(sessionSecretFile(dataDir), dataDir);
}

/**
 * The key that seals the staff's two-factor secrets: TWO_FACTOR_KEY when set, otherwise one
 * generated on the first start and kept in DATA_DIR beside the session key — but never copied into
 * a backup (issue 37), so a leaked backup opens no authenticator. Rotated on its own.
 */
export function twoFactorSecret(configured: string | undefined, dataDir: string): string {
  return configured ?? generatedSecret(twoFactorKeyFile(dataDir), dataDir);
}

/** Where the generated two-factor key is kept (backups leave it out). */
export const twoFactorKeyFile = (dataDir: string) => path.join(dataDir, 'two-factor-key');

/** A key kept in `file`: read, or made on the first start. */
function generatedSecret(file: string, dataDir: string): string {
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    mkdirSync(dataDir, { recursive: true });
    // Written whole under another name, then linked into place: of instances sharing DATA_DIR and
    // starting together, the first link wins and every other one reads the winner's key.
    const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    writeFileSync(draft, randomBytes(48).toString('base64url') + '\n', { mode: 0o600, flag: 'wx' });
    try {
      linkSync(draft, file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    } finally {
      rmSync(draft, { force: true });
    }
    return readFileSync(file, 'utf8').trim();
  }
}

/** Where the generated session key is kept (backups carry it: decision record 031). */
export const sessionSecretFile = (dataDir: string) => path.join(dataDir, 'jwt-secret');
