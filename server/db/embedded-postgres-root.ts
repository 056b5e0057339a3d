/**
 * The embedded PostgreSQL server run by root. PostgreSQL refuses to run as root, so it runs as the
 * unprivileged system account `postgres` (made on first use), which must reach its programs and
 * its cluster's folder. A shop cloned into root's home (mode 0700, the default on Debian and
 * most servers) has both where that account cannot go: they are then placed where it can, in a
 * folder of the shop's own under /var/lib, and nothing of root's home is opened to anyone.
 *
 * - Programs: the package's `native` folder (programs, libraries, shared data: about 60 MB) is
 *   copied once per version to `<home>/postgresql-<version>/` (readable by all, like /usr/lib).
 * - The cluster: kept in `<home>/clusters/<name>-<hash of its path>/`, mode 0710 group postgres,
 *   with its password file beside it (root's, 0600); the cluster's own path in DATA_DIR becomes a
 *   link to it, so DATA_DIR still shows where the data is and the next start finds it.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  chmodSync,
  chownSync,
  cpSync,
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readlinkSync,
  renameSync,
  rmSync,
  statSync,
  symlinkSync,
} from 'node:fs';
import path from 'node:path';

export interface Binaries {
  initdb: string;
  pg_ctl: string;
  postgres: string;
}

export interface Ids {
  uid?: number;
  gid?: number;
}

export const USER = 'postgres';

/** Where programs and clusters go when their own folders are closed to the database's account. */
export const SHARED_HOME = '/var/lib/jewellery-shop';

/** PostgreSQL refuses to run as root: run it as an unprivileged `postgres` account. */
export function runAs(): Ids {
  if (process.getuid?.() !== 0) return {};
  const id = (flag: string) => Number(execFileSync('id', [flag, USER]).toString().trim());
  try {
    return { uid: id('-u'), gid: id('-g') };
  } catch {
    execFileSync('sh', ['-c', `getent group ${USER} >/dev/null || groupadd ${USER}; useradd -g ${USER} ${USER}`]);
    return { uid: id('-u'), gid: id('-g') };
  }
}

/** Whether the account `ids` may pass through (search) the folder `dir`; supplementary groups are not considered. */
function canEnter(dir: string, ids: Required<Ids>): boolean {
  const { uid, gid, mode } = statSync(dir);
  if (uid === ids.uid) return (mode & 0o100) !== 0;
  if (gid === ids.gid) return (mode & 0o010) !== 0;
  return (mode & 0o001) !== 0;
}

/** The first folder from `start` up to / that the account cannot pass through, if any. */
function blocked(start: string, ids: Required<Ids>): string | undefined {
  for (let dir = start; ; dir = path.dirname(dir)) {
    if (!canEnter(dir, ids)) return dir;
    if (dir === path.dirname(dir)) return undefined;
  }
}

const octal = (mode: number) => `0${(mode & 0o777).toString(8)}`;

/** A folder the database's group may pass through but not list: owned by root, mode 0710, group postgres. */
function passage(dir: string, ids: Required<Ids>, log: (line: string) => void): void {
  const own = statSync(dir);
  if (canEnter(dir, ids) || own.uid !== 0 || own.gid !== 0) return;
  chownSync(dir, 0, ids.gid);
  chmodSync(dir, (own.mode & 0o777) | 0o010);
  log(`${dir} is private to root: letting the database account "${USER}" pass through it (group ${USER}, mode ${octal(statSync(dir).mode)})`);
}

/** The programs where the account can run them: these, or a copy of their package made once under `home`. */
export function reachablePrograms(bin: Binaries, ids: Required<Ids>, home: string, log: (line: string) => void): Binaries {
  if (blocked(path.dirname(bin.postgres), ids) === undefined) return bin;
  const native = path.dirname(path.dirname(bin.postgres));
  const manifest = path.join(path.dirname(native), 'package.json');
  const version = existsSync(manifest) ? (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version : 'unversioned';
  const target = path.join(home, `postgresql-${version}-${createHash('sha256').update(native).digest('hex').slice(0, 8)}`);
  if (!existsSync(path.join(target, 'bin', path.basename(bin.postgres)))) {
    mkdirSync(home, { recursive: true, mode: 0o755 });
    log(`the database's programs in ${native} are closed to the account "${USER}": copying them to ${target} (once)`);
    // Copied beside the target and renamed into place: a copy cut short is never taken for a whole one.
    const partial = mkdtempSync(path.join(home, '.copying-'));
    try {
      cpSync(native, path.join(partial, 'native'), { recursive: true, verbatimSymlinks: true });
      chmodSync(path.join(partial, 'native'), 0o755);
      renameSync(path.join(partial, 'native'), target);
    } finally {
      rmSync(partial, { recursive: true, force: true });
    }
  }
  const moved = (program: string) => path.join(target, path.relative(native, program));
  return { initdb: moved(bin.initdb), pg_ctl: moved(bin.pg_ctl), postgres: moved(bin.postgres) };
}

/**
 * The folder the cluster lives in: `clusterDir` itself when the account can reach it (its own
 * parent, the shop's DATA_DIR, is let through when private to root), or else a folder under
 * `home`, linked from `clusterDir`.
 */
function isLink(file: string): boolean {
  try {
    return lstatSync(file).isSymbolicLink();
  } catch {
    return false;
  }
}

export function reachableCluster(clusterDir: string, ids: Required<Ids>, home: string, log: (line: string) => void): string {
  const wanted = path.resolve(clusterDir);
  const parent = path.dirname(wanted);
  mkdirSync(parent, { recursive: true });
  const linked = isLink(wanted);
  if (!linked && blocked(path.dirname(parent), ids) === undefined) {
    passage(parent, ids, log);
    return wanted;
  }
  if (linked) return path.resolve(parent, readlinkSync(wanted));
  const name = `${path.basename(parent)}-${createHash('sha256').update(wanted).digest('hex').slice(0, 10)}`;
  const clusters = path.join(home, 'clusters');
  mkdirSync(clusters, { recursive: true, mode: 0o755 });
  const closed = blocked(clusters, ids);
  if (closed !== undefined)
    throw new Error(`The database account "${USER}" cannot enter ${closed}, where the shop keeps clusters it cannot keep in ${parent}.`);
  const folder = path.join(clusters, name);
  mkdirSync(folder, { recursive: true, mode: 0o700 });
  passage(folder, ids, log);
  const cluster = path.join(folder, path.basename(wanted));
  if (existsSync(wanted)) {
    throw new Error(
      `The embedded PostgreSQL server runs as the system account "${USER}" (PostgreSQL refuses to run as root), which cannot reach ${wanted}: ` +
        `move that folder's contents to ${cluster}, set DATA_DIR to a folder it can reach, or set DATABASE_URL to an external PostgreSQL.`,
    );
  }
  symlinkSync(cluster, wanted);
  log(`${parent} is closed to the database account "${USER}": its cluster lives in ${cluster} (linked from ${wanted})`);
  return cluster;
}
