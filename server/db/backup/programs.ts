/**
 * PostgreSQL's client programs for a backup of an external database (DATABASE_URL), or a restore of
 * such a backup; the embedded database needs none (archive.ts). pg_dump refuses a server of a newer
 * major version than its own, and pg_restore reads only archives of its own major or older, so each
 * is taken of the server's major or newer: from PG_BIN when it is set (the operator's choice, and
 * then the only place looked in, so a wrong one is reported rather than passed over), else the
 * newest of /usr/lib/postgresql/<major>/bin (Debian's, Ubuntu's and PGDG's packages), else PATH.
 */
import { execFile } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { BackupRefused } from './refused.ts';

export type ClientProgram = 'pg_dump' | 'pg_restore';

/** The major version a program reports (`pg_dump (PostgreSQL) 17.12`), or nothing if it does not run. */
async function majorOf(file: string): Promise<number | undefined> {
  try {
    const { stdout } = await promisify(execFile)(file, ['--version'], { timeout: 15_000 });
    const match = /\(PostgreSQL\)\s+(\d+)/.exec(stdout);
    return match ? Number(match[1]) : undefined;
  } catch {
    return undefined;
  }
}

/** `root/<major>/bin/<program>` for every major at least `needed`, newest first. */
function versionedFolders(root: string, program: string, needed: number): string[] {
  let entries: string[];
  try {
    entries = readdirSync(root);
  } catch {
    return [];
  }
  return entries
    .map((entry) => ({ entry, major: Number(entry) }))
    .filter(({ major }) => Number.isInteger(major) && major >= needed)
    .sort((a, b) => b.major - a.major)
    .map(({ entry }) => path.join(root, entry, 'bin', program));
}

function missing(program: ClientProgram, needed: number, pgBin: string | undefined, found: string[]): BackupRefused {
  const where = pgBin ? `PG_BIN (${pgBin})` : '/usr/lib/postgresql/*/bin and PATH';
  return new BackupRefused(
    `${program} of PostgreSQL ${needed} or newer is needed (the database server is PostgreSQL ${needed}), and ${where} has none` +
      (found.length ? ` (found ${found.join(', ')})` : '') +
      `. On Debian and Ubuntu: apt install postgresql-client-${needed} (from PostgreSQL's own apt repository where the release has no such package). ` +
      `Elsewhere: PostgreSQL's own packages (https://www.postgresql.org/download/). Or set PG_BIN to the folder that holds ${program}.`,
  );
}

/** The program to run against a server of major version `needed`; refuses with what to install when there is none. */
export async function clientProgram(program: ClientProgram, needed: number, pgBin: string | undefined): Promise<string> {
  const candidates = pgBin ? [path.join(pgBin, program)] : [...versionedFolders('/usr/lib/postgresql', program, needed), program];
  const found: string[] = [];
  for (const candidate of candidates) {
    const major = await majorOf(candidate);
    if (major !== undefined && major >= needed) return candidate;
    if (major !== undefined) found.push(`${candidate} ${major}`);
  }
  throw missing(program, needed, pgBin, found);
}
