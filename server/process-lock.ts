/**
 * One shop per data folder: a second one would stop the first's embedded database as a server
 * "left behind". The lock is a pid file; a pid that is gone (a crashed or killed shop) frees it.
 */
import { readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';

/** Alive and not a zombie: a killed process orphaned to a container's init may never be reaped. */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
  } catch {
    return true; // no /proc (macOS): kill(0) is all we know
  }
}

class DataDirInUse extends Error {}

/** Takes the data folder for this process; throws DataDirInUse naming the shop that has it. */
export function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, 'shop.pid');
  let holder: number | undefined;
  try {
    holder = Number(readFileSync(file, 'utf8').trim());
  } catch {
    holder = undefined;
  }
  if (holder && holder !== process.pid && isAlive(holder)) {
    throw new DataDirInUse(`Another shop (pid ${holder}) is running on ${dataDir}. Stop it, or set DATA_DIR to another folder.`);
  }
  writeFileSync(file, `${process.pid}\n`);
  return () => rmSync(file, { force: true });
}
