/**
 * Runs pg_dump or pg_restore against a database address. The password goes in PGPASSWORD, not
 * on the command line, where any local account could read it (`ps`).
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import pg from 'pg';

export function runClient(program: string, args: string[], url: string): Promise<void> {
  const address = new URL(url);
  const password = decodeURIComponent(address.password);
  address.password = '';
  return new Promise((resolve, reject) => {
    const child = spawn(program, [...args, `--dbname=${address.toString()}`], {
      stdio: ['ignore', 'ignore', 'pipe'],
      env: { ...process.env, PGPASSWORD: password, PGCONNECT_TIMEOUT: '30' },
    });
    let errors = '';
    child.stderr.on('data', (chunk) => (errors += chunk));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`${path.basename(program)} failed (exit ${code}): ${errors.trim().split('\n').slice(-5).join('\n')}`)),
    );
  });
}

/** One connection for the command's own questions, closed after `use`. */
export async function withClient<T>(url: string, use: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 30_000 });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}

/** The server's major version (170012 → 17). */
export async function serverMajor(client: pg.Client): Promise<number> {
  const { rows } = await client.query<{ v: string }>(`SELECT current_setting('server_version_num') AS v`);
  return Math.floor(Number(rows[0]!.v) / 10_000);
}

/** How many orders and products the database holds, for the command's summary. */
export async function shopCounts(client: pg.Client): Promise<{ orders: number; products: number }> {
  const { rows } = await client.query<{ orders: number; products: number }>(
    `SELECT (SELECT count(*) FROM orders)::int AS orders, (SELECT count(*) FROM products)::int AS products`,
  );
  return rows[0]!;
}
