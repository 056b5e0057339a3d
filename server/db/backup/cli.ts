/**
 * `npm run db:backup [FILE]` and `npm run db:restore FILE` (decision record 031). The settings are
 * the shop's own (DATA_DIR, DATABASE_URL, and PG_BIN for the programs); a refusal prints its
 * message and exits 1, without a stack trace.
 */
import { EnvError, parseEnv } from '../../env.ts';
import { backUp } from './backup.ts';
import { BackupRefused } from './refused.ts';
import { restore } from './restore.ts';

const USAGE = 'Usage: npm run db:backup [-- FILE.dump]  |  npm run db:restore -- FILE.dump';

async function main(args: string[]): Promise<string> {
  const [command, name, ...rest] = args;
  if (rest.length > 0 || (command !== 'backup' && command !== 'restore') || (command === 'restore' && !name)) throw new BackupRefused(USAGE);
  const env = parseEnv();
  // Everything written here holds personal data and the session key: for the owner's eyes only.
  process.umask(0o077);
  const log = (line: string) => console.error(`[${command}] ${line}`);
  // Backups and restores are the owning role's work: the shop's own role may not read or make every object.
  const asOwner = { ...env, databaseUrl: env.databaseOwnerUrl ?? env.databaseUrl };
  return command === 'backup' ? backUp(asOwner, name, log) : restore(asOwner, name!, log);
}

main(process.argv.slice(2)).then(
  (summary) => {
    console.log(summary);
    process.exit(0);
  },
  (error: unknown) => {
    const known = error instanceof BackupRefused || error instanceof EnvError;
    console.error(known || !(error instanceof Error) ? String(error instanceof Error ? error.message : error) : `The command failed: ${error.message}`);
    process.exit(1);
  },
);
