/**
 * The shop's own process life: a SIGKILL loses no committed row and the next start neither hangs
 * nor trips over the database server left behind; SIGTERM shuts down cleanly with exit code 0.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from './fixtures/index.ts';

// Beside the suite's own shop (E2E_PORT, 4310 unless set), so suites run side by side keep apart.
const PORT = Number(process.env.E2E_PORT ?? 4310) + 11;
const base = `http://127.0.0.1:${PORT}`;

function startShop(dataDir: string, port = PORT): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir },
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

const subscribe = (email: string) =>
  fetch(`${base}/api/newsletter`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email }) });

test('SIGKILL loses nothing committed; SIGTERM exits 0', async () => {
  test.setTimeout(300_000);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-crash-'));
  chmodSync(dataDir, 0o755); // the embedded server's account must reach its data folder
  let shop = startShop(dataDir);
  try {
    await healthy(180_000);
    expect((await subscribe('kept@example.com')).status).toBe(201);

    // A second shop on the same data folder refuses to start and leaves the first one's database alone.
    const second = startShop(dataDir, PORT + 1);
    expect(await exited(second)).toBe(1);
    expect(readFileSync(path.join(dataDir, 'shop.log'), 'utf8')).toContain('Another shop');
    expect((await subscribe('kept@example.com')).status).toBe(200);

    // The shop dies at once; its database server is left running, holding the data folder.
    shop.kill('SIGKILL');
    await exited(shop);
    shop = startShop(dataDir);
    await healthy();
    expect((await subscribe('kept@example.com')).status).toBe(200); // already there
    expect((await subscribe('second@example.com')).status).toBe(201);

    // Now the database server dies too, as in a power cut: PostgreSQL recovers from its log.
    const postmaster = Number(readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0]);
    shop.kill('SIGKILL');
    process.kill(postmaster, 'SIGKILL');
    await exited(shop);
    shop = startShop(dataDir);
    await healthy();
    expect((await subscribe('kept@example.com')).status).toBe(200);
    expect((await subscribe('second@example.com')).status).toBe(200);

    shop.kill('SIGTERM');
    expect(await exited(shop)).toBe(0);
  } catch (error) {
    console.error(readFileSync(path.join(dataDir, 'shop.log'), 'utf8'));
    throw error;
  } finally {
    if (shop.exitCode === null) shop.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  }
});
