/**
 * The shop's own process life: a SIGKILL loses no committed row and the next start neither hangs
 * nor trips over the database server left behind; SIGTERM finishes the requests in flight and
 * exits 0; while the database hangs, pages and the API answer 503 and the shop recovers by itself;
 * and the crash test (scripts/crash-test.ts) holds for a few rounds of orders under load.
 *
 * Each shop here gets a private data folder (mode 0700, as `mktemp -d` makes it), which the shop
 * must cope with even when run as root.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, openSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { serverArgs } from '../../scripts/build-server.ts';
import { runCrashTest } from '../../scripts/crash-test.ts';
import { expect, test } from './fixtures/index.ts';

// Beside the suite's own shop (E2E_PORT, 4310 unless set), so suites run side by side keep apart.
const PORT = Number(process.env.E2E_PORT ?? 4310) + 11;
const base = `http://127.0.0.1:${PORT}`;

function startShop(dataDir: string, port = PORT): ChildProcess {
  return spawn(process.execPath, serverArgs(), {
    // Requests below name their client in X-Forwarded-For, so the per-client limits of the forms do not mix them up.
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, TRUSTED_PROXIES: 'loopback' },
    // The shop's output goes to a log beside its data, shown when the test fails.
    stdio: ['ignore', openSync(path.join(dataDir, 'shop.log'), 'a'), openSync(path.join(dataDir, 'shop.log'), 'a')],
  });
}

/** Waits, up to a deadline, for the shop to answer its health check. */
async function healthy(timeoutMs = 90_000): Promise<void> {
  await expect
    .poll(
      () =>
        fetch(`${base}/api/health`, { signal: AbortSignal.timeout(5_000) }).then(
          (r) => r.ok,
          () => false,
        ),
      { message: 'the shop did not come up', timeout: timeoutMs },
    )
    .toBe(true);
}

const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => (child.exitCode !== null ? resolve(child.exitCode) : child.once('exit', (code) => resolve(code))));

let clients = 0;
/**
 * A registration from a client address of its own (198.18.0.0/15, set aside for tests): 201 when
 * the account is new, 409 when it is stored already, so the answer tells whether a write survived.
 * (A newsletter sign-up no longer tells: it answers alike for every address, decision record 042.)
 */
const accountBody = (email: string) =>
  JSON.stringify({ firstName: 'Kept', lastName: 'Shopper', email, password: 'kept-safe-42', confirmPassword: 'kept-safe-42' });
const register = (email: string) =>
  fetch(`${base}/api/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': `198.18.0.${++clients}` },
    body: accountBody(email),
  });

const postmasterOf = (dataDir: string) => Number(readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0]);

/** The postmaster and its children (the backends and workers), to freeze the whole server. */
function databaseProcesses(postmaster: number): number[] {
  const children = readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => {
      try {
        const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === postmaster;
      } catch {
        return false;
      }
    })
    .map(Number);
  return [postmaster, ...children];
}

/** A private data folder for one shop, removed after the test; its log is shown when the test fails. */
function dataFolder(): { dataDir: string; cleanup: (failed: boolean) => void } {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-crash-'));
  return {
    dataDir,
    cleanup: (failed) => {
      if (failed) console.error(readFileSync(path.join(dataDir, 'shop.log'), 'utf8'));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

test('SIGKILL loses nothing committed; SIGTERM exits 0', async () => {
  test.setTimeout(300_000);
  const { dataDir, cleanup } = dataFolder();
  let shop = startShop(dataDir);
  let failed = true;
  try {
    await healthy(180_000);
    expect((await register('kept@example.com')).status).toBe(201);

    // A second shop on the same data folder refuses to start and leaves the first one's database alone.
    const second = startShop(dataDir, PORT + 1);
    expect(await exited(second)).toBe(1);
    expect(readFileSync(path.join(dataDir, 'shop.log'), 'utf8')).toContain('Another shop');
    expect((await register('kept@example.com')).status).toBe(409);

    // The shop dies at once; its database server is left running, holding the data folder.
    shop.kill('SIGKILL');
    await exited(shop);
    shop = startShop(dataDir);
    await healthy();
    expect((await register('kept@example.com')).status).toBe(409); // already there
    expect((await register('second@example.com')).status).toBe(201);

    // Now the database server dies too, as in a power cut: PostgreSQL recovers from its log.
    const postmaster = postmasterOf(dataDir);
    shop.kill('SIGKILL');
    process.kill(postmaster, 'SIGKILL');
    await exited(shop);
    shop = startShop(dataDir);
    await healthy();
    expect((await register('kept@example.com')).status).toBe(409);
    expect((await register('second@example.com')).status).toBe(409);

    shop.kill('SIGTERM');
    expect(await exited(shop)).toBe(0);
    failed = false;
  } finally {
    if (shop.exitCode === null) shop.kill('SIGKILL');
    await exited(shop);
    cleanup(failed);
  }
});

test('SIGTERM lets a request in flight finish, refuses new ones, then exits 0', async () => {
  test.setTimeout(300_000);
  const { dataDir, cleanup } = dataFolder();
  let shop = startShop(dataDir);
  let failed = true;
  try {
    await healthy(180_000);
    // A registration whose body is still on its way. The server's "100 Continue" says it has the request.
    const body = accountBody('in-flight@example.com');
    const request = http.request(`${base}/api/register`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'Content-Length': String(Buffer.byteLength(body)),
        Expect: '100-continue',
        'X-Forwarded-For': '198.18.1.1',
      },
    });
    const answer = new Promise<{ status: number | undefined; text: string }>((resolve, reject) => {
      request.on('response', (response) => {
        let text = '';
        response.on('data', (chunk) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode, text }));
      });
      request.on('error', reject);
    });
    await new Promise((resolve) => request.once('continue', resolve));

    shop.kill('SIGTERM');
    // The shop no longer takes requests, not even on a kept-alive connection...
    await expect
      .poll(() =>
        fetch(`${base}/api/health`).then(
          () => 'accepted',
          () => 'refused',
        ),
      )
      .toBe('refused');
    // ...but the request it had is finished, written, and answered.
    const finishing = Date.now();
    request.end(body);
    expect(await answer).toMatchObject({ status: 201 });
    expect(await exited(shop)).toBe(0);
    // Done when its requests are: not held open until the 10-second deadline by idle keep-alive connections.
    expect(Date.now() - finishing).toBeLessThan(5_000);

    shop = startShop(dataDir);
    await healthy();
    expect((await register('in-flight@example.com')).status).toBe(409); // it was stored
    shop.kill('SIGTERM');
    expect(await exited(shop)).toBe(0);
    failed = false;
  } finally {
    if (shop.exitCode === null) shop.kill('SIGKILL');
    await exited(shop);
    cleanup(failed);
  }
});

test('while the database hangs, pages and the API answer 503; the shop recovers by itself', async () => {
  test.setTimeout(300_000);
  const { dataDir, cleanup } = dataFolder();
  const shop = startShop(dataDir);
  let frozen: number[] = [];
  let failed = true;
  try {
    await healthy(180_000);
    expect((await fetch(`${base}/products`)).status).toBe(200);

    frozen = databaseProcesses(postmasterOf(dataDir));
    for (const pid of frozen) process.kill(pid, 'SIGSTOP');

    const health = await fetch(`${base}/api/health`);
    expect(health.status).toBe(503);
    expect(await health.json()).toEqual({ status: 'unavailable', reason: 'the database did not answer in time' });

    // Requests that already hold a pooled connection wait out the query timeout (6 s), then answer 503.
    const started = Date.now();
    const [page, api] = await Promise.all([fetch(`${base}/products?category=Rings`), fetch(`${base}/api/shipping-methods`)]);
    expect(page.status).toBe(503);
    expect(page.headers.get('retry-after')).toBe('5');
    expect(await page.text()).toContain('Something went wrong');
    expect(api.status).toBe(503);
    expect(await api.json()).toMatchObject({ error: { code: 'unavailable' } });
    expect(Date.now() - started).toBeLessThan(10_000);

    for (const pid of frozen) process.kill(pid, 'SIGCONT');
    frozen = [];
    await healthy(30_000);
    expect((await fetch(`${base}/products?category=Rings`)).status).toBe(200);
    expect((await fetch(`${base}/api/shipping-methods`)).status).toBe(200);

    shop.kill('SIGTERM');
    expect(await exited(shop)).toBe(0);
    failed = false;
  } finally {
    for (const pid of frozen) process.kill(pid, 'SIGCONT');
    if (shop.exitCode === null) shop.kill('SIGKILL');
    await exited(shop);
    cleanup(failed);
  }
});

test('orders survive crashes of the shop and of its database (crash test, 3 rounds)', async () => {
  test.setTimeout(600_000);
  const report = await runCrashTest({ rounds: 3, port: PORT + 2, buildDir: process.env.BUILD_DIR ?? 'build', log: (line) => console.log(line) });
  expect(report.problems).toEqual([]);
  expect(report.rounds).toBe(3);
  expect(report.acknowledged).toBeGreaterThan(0);
});
