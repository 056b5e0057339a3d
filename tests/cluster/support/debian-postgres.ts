/**
 * Debian's PostgreSQL server (the `postgresql` package) as the shop's external database, started
 * for the test on loopback in a folder of its own: `initdb`, then `pg_ctl start` on a free port,
 * as the account `postgres` when the test runs as root (PostgreSQL refuses to run as root). The
 * database and its two roles are made as the README's "Two database roles" says.
 */
import { execFileSync } from 'node:child_process';
import { chownSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../../e2e/fixtures/tls-proxy.ts';

export interface DebianPostgres {
  /** postgres://postgres@127.0.0.1:PORT/shop: the superuser, for the test's own looks. */
  url: string;
  /** The role that owns the tables (DATABASE_OWNER_URL). */
  ownerUrl: string;
  /** The role the shop serves with (DATABASE_URL). */
  shopUrl: string;
  /** The server's major version (15 on Debian 12). */
  major: number;
  stop(): void;
}

/** The README's statements, as written there. */
const README_ROLES = [
  `CREATE ROLE shop_owner LOGIN PASSWORD 'owner-secret'`,
  `CREATE ROLE shop LOGIN PASSWORD 'shop-secret'`,
  `CREATE DATABASE shop OWNER shop_owner`,
];
const README_SCHEMA = ['ALTER SCHEMA public OWNER TO shop_owner', 'REVOKE CREATE ON SCHEMA public FROM PUBLIC'];

function newestBin(): { bin: string; major: number } {
  const root = '/usr/lib/postgresql';
  const majors = readdirSync(root)
    .map(Number)
    .filter((major) => Number.isInteger(major))
    .sort((a, b) => b - a);
  if (!majors.length) throw new Error(`no PostgreSQL server in ${root}: apt-get install postgresql`);
  return { bin: path.join(root, String(majors[0]), 'bin'), major: majors[0]! };
}

export async function startDebianPostgres(): Promise<DebianPostgres> {
  const { bin, major } = newestBin();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'cluster-postgres-'));
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString());
    chownSync(dir, uid, gid);
  }
  const run = (program: string, args: string[]) =>
    execFileSync(asRoot ? 'runuser' : path.join(bin, program), asRoot ? ['-u', 'postgres', '--', path.join(bin, program), ...args] : args, {
      stdio: ['ignore', 'ignore', 'pipe'],
      cwd: dir,
    });
  const data = path.join(dir, 'data');
  run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C', '--no-sync']);
  const port = await freePort();
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=200 -c fsync=off`;
  run('pg_ctl', ['-D', data, '-o', options, '-l', path.join(dir, 'server.log'), '-w', 'start']);
  for (const statement of README_ROLES) run('psql', ['-h', dir, '-p', String(port), '-U', 'postgres', '-qc', statement]);
  if (major < 15) for (const statement of README_SCHEMA) run('psql', ['-h', dir, '-p', String(port), '-U', 'postgres', '-d', 'shop', '-qc', statement]);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/shop`,
    ownerUrl: `postgres://shop_owner:owner-secret@127.0.0.1:${port}/shop`,
    shopUrl: `postgres://shop:shop-secret@127.0.0.1:${port}/shop`,
    major,
    stop() {
      try {
        run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
