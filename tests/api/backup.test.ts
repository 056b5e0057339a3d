/**
 * Backups and restores (decision record 031), run as an owner runs them: `npm run db:backup` while
 * the shop runs, then `npm run db:restore` into a fresh data folder, and a shop opened on what was
 * restored finds everything: the orders with their payments, the product with its uploaded image
 * (the same bytes), the owner's account and even their session. Embedded database by default; with
 * DATABASE_URL set, the shop's database and the restore's target are databases on that server.
 * The embedded database's backup needs no PostgreSQL client program: its commands run here with
 * PG_BIN (the only folder then looked in) and the front of PATH holding programs that mark any run.
 * Each refusal is attacked: a non-empty target, pg_dump too old for an external server, no backup,
 * not a backup, a backup of a newer shop, a damaged one, a name already taken.
 */
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { gzipSync } from 'node:zlib';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase, withDatabase, type OpenDatabase } from '../../server/db/database.ts';
import { seedSampleCatalog } from '../../server/db/seed/sample-catalog.ts';
import { lockDataDir } from '../../server/process-lock.ts';
import { sessionSecret, twoFactorSecret, twoFactorKeyFile } from '../../server/secrets.ts';
import { payInFull } from '../support/payments.ts';
import { orderRequest, registerShopper, send, uniqueEmail } from '../support/shopper.ts';
import { createOwner } from '../support/staff.ts';
import { serveShop, type ServedShop } from '../support/test-shop.ts';

const REPO = path.resolve(import.meta.dirname, '../..');
const EXTERNAL = Boolean(process.env.DATABASE_URL);
const PASSWORD = 'garnet-and-gold-77';
const root = mkdtempSync(path.join(os.tmpdir(), 'shop-backup-'));
chmodSync(root, 0o755); // the embedded server's account must reach its data folders
const sourceDir = path.join(root, 'source');
const restoredDir = path.join(root, 'restored');
const backupFile = path.join(root, 'backups', 'shop-test.dump');

/**
 * pg_dump, pg_restore and psql that leave a mark when run (even for --version) and fail. For the
 * embedded database, PG_BIN names their folder, so they are the only client programs the commands
 * could take, and PATH finds them first.
 */
const trapClients = path.join(root, 'trap-clients');
const clientRan = path.join(root, 'client-ran');
mkdirSync(trapClients);
for (const program of ['pg_dump', 'pg_restore', 'psql'])
  writeFileSync(path.join(trapClients, program), `#!/bin/sh\necho "$0 $*" >> ${clientRan}\nexit 1\n`, { mode: 0o755 });
const clientsEnv = EXTERNAL ? { PG_BIN: '' } : { PG_BIN: trapClients, PATH: `${trapClients}${path.delimiter}${process.env.PATH}` };
const expectNoClientRun = () => expect(existsSync(clientRan) ? readFileSync(clientRan, 'utf8') : 'none').toBe('none');

/** A database of this file's own on the test server (DATABASE_URL's), made empty. */
async function freshDatabase(suffix: string): Promise<string> {
  const name = `shop_test_${inject('templateDatabase').split('_').pop()}_${randomBytes(4).toString('hex')}_${suffix}`;
  const admin = new pg.Client(inject('serverUrl'));
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  return withDatabase(inject('serverUrl'), name);
}

/** The shop's database on a data folder (and DATABASE_URL's database when external), opened as `npm start` opens it. */
async function openShop(dataDir: string, databaseUrl: string | undefined): Promise<{ database: OpenDatabase; shop: ServedShop }> {
  const database = await openDatabase({ databaseUrl, dataDir });
  const shop = serveShop(database, {
    shopName: 'Test Jewellers',
    currency: 'USD',
    dataDir,
    uploadsDir: path.join(dataDir, 'uploads'),
    outboxDir: path.join(dataDir, 'outbox'),
    publicUrl: 'http://localhost:3000',
    jwtSecret: sessionSecret(undefined, dataDir),
    twoFactorKey: twoFactorSecret(undefined, dataDir),
    smtpUrl: undefined,
    trustedProxies: [],
  });
  return { database, shop };
}

/** Runs `npm run <script> -- args` as an owner would, in the shop's folder: its exit code and output. */
async function npmRun(script: string, args: string[], env: Record<string, string>): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await promisify(execFile)('npm', ['run', '--silent', script, '--', ...args], {
      cwd: REPO,
      env: { ...process.env, DATABASE_URL: '', ...clientsEnv, ...env },
      timeout: 120_000,
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

const migrationsApplied = async (database: OpenDatabase) =>
  Number((await database.pool.query('SELECT count(*) AS n FROM drizzle.__drizzle_migrations')).rows[0].n);

/** A one-variant ring, made to order, showing the uploaded image. */
const ringWith = (image: string) => ({
  status: 'published',
  showRating: false,
  ProductVariants: [
    {
      title: 'Backup Halo Ring',
      description: 'A ring that survives a restore.',
      metal: ['14K Gold'],
      sizes: [],
      categories: ['Rings'],
      subCategories: ['Halo'],
      themes: [],
      purposes: [],
      festivals: [],
      images: [image],
      price: [250],
      gemstone: 'Ruby',
      madeToOrder: true,
      leadTimeDays: { min: 5, max: 10 },
    },
  ],
});

const source = {} as {
  database: OpenDatabase;
  shop: ServedShop;
  url: string | undefined;
  unlock: () => void;
  ownerEmail: string;
  owner: Record<string, string>;
  paid: number;
  unpaid: number;
  productId: number;
  image: string;
  imageBytes: Buffer;
};

/** The running shop: an owner, a shopper's two bank-transfer orders (one paid), a product with an uploaded photo. */
async function fillShop(shop: ServedShop) {
  source.ownerEmail = uniqueEmail('owner');
  await createOwner(shop.database.db, { email: source.ownerEmail, password: PASSWORD });
  const login = await send(shop, 'POST', '/api/authenticate', { email: source.ownerEmail, password: PASSWORD });
  source.owner = { Authorization: `Bearer ${login.body.jwtToken}` };

  const form = new FormData();
  const photo = await sharp({ create: { width: 700, height: 700, channels: 3, background: '#b76e79' } })
    .jpeg()
    .toBuffer();
  form.append('image', new File([new Uint8Array(photo)], 'ring.jpg', { type: 'image/jpeg' }));
  const uploaded = await shop.request('/api/admin/images', { method: 'POST', headers: source.owner, body: form });
  expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(201);
  source.image = uploaded.body.file;
  source.imageBytes = readFileSync(path.join(sourceDir, 'uploads', source.image));

  const product = await send(shop, 'POST', '/api/admin/products', ringWith(source.image), source.owner);
  expect(product.status, JSON.stringify(product.body)).toBe(201);
  source.productId = product.body.id;
  const item = { variantId: product.body.ProductVariants[0].id, metal: '14K Gold', size: '', quantity: 1 };

  const shopper = await registerShopper(shop);
  const place = async () => {
    const placed = await send(shop, 'POST', '/api/orders', orderRequest(shopper, [item], { paymentMethod: 'bank_transfer' }), shopper.auth);
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    return placed.body.id as number;
  };
  source.paid = await place();
  source.unpaid = await place();
  await payInFull(shop, source.paid, source.owner);
}

beforeAll(async () => {
  source.url = EXTERNAL ? await freshDatabase('source') : undefined;
  const opened = await openShop(sourceDir, source.url);
  Object.assign(source, opened);
  // As `npm start` holds it: the backup must use the running shop's server, not start another.
  source.unlock = lockDataDir(sourceDir);
  await seedSampleCatalog(opened.database.db, path.join(sourceDir, 'uploads'));
  await fillShop(opened.shop);
}, 240_000);

afterAll(async () => {
  source.unlock?.();
  await source.database?.shutdown();
  rmSync(root, { recursive: true, force: true });
});

describe('npm run db:backup, then npm run db:restore into a fresh data folder', () => {
  let restored: { database: OpenDatabase; shop: ServedShop } | undefined;
  let restoredUrl: string | undefined;
  afterAll(() => restored?.database.shutdown());

  it('backs up the running shop: the dump (0600) and its files (0700) beside it, and says what it holds', async () => {
    const backup = await npmRun('db:backup', [backupFile], { DATA_DIR: sourceDir, DATABASE_URL: source.url ?? '' });
    expect(backup.code, backup.stderr).toBe(0);
    const products = Number((await source.database.pool.query('SELECT count(*) AS n FROM products')).rows[0].n);
    expect(backup.stdout).toMatch(new RegExp(`^Backed up .* to ${backupFile} \\(\\d[\\d.]* (KiB|MiB): 2 orders, ${products} products\\)\n`));
    expect(backup.stdout).toMatch(/ \(\d+ uploaded files, [\d.]+ (KiB|MiB); the session key\)\.\n$/);
    expect(statSync(backupFile).mode & 0o777).toBe(0o600);
    expect(statSync(path.join(root, 'backups', 'shop-test.files')).mode & 0o777).toBe(0o700);
    expect(statSync(path.join(root, 'backups', 'shop-test.files', 'jwt-secret')).mode & 0o777).toBe(0o600);
    // The two-factor secrets' own key stays out of every backup (issue 37): a leaked backup opens no authenticator.
    expect(existsSync(twoFactorKeyFile(sourceDir))).toBe(true);
    expect(readdirSync(path.join(root, 'backups', 'shop-test.files'))).not.toContain('two-factor-key');
    expectNoClientRun();
  }, 120_000);

  it('restores it into an empty database and a new data folder, and the shop opened on it finds everything', async () => {
    restoredUrl = EXTERNAL ? await freshDatabase('restored') : undefined;
    const restore = await npmRun('db:restore', [backupFile], { DATA_DIR: restoredDir, DATABASE_URL: restoredUrl ?? '' });
    expect(restore.code, restore.stderr).toBe(0);
    expect(restore.stdout).toMatch(
      /^Restored .* \(2 orders, \d+ products\)\nand \d+ uploaded files .*; the session key\. Start the shop on it: npm start\.\n$/,
    );

    restored = await openShop(restoredDir, restoredUrl);
    const { shop, database } = restored;
    // Every migration was in the backup: opening the shop applied none.
    expect(await migrationsApplied(database)).toBe(await migrationsApplied(source.database));
    // The session key came back: the owner's session from before the backup still holds…
    const paid = await send(shop, 'GET', `/api/admin/orders/${source.paid}`, undefined, source.owner);
    expect(paid.status).toBe(200);
    expect(paid.body.payment).toMatchObject({ method: 'bank_transfer', status: 'paid', amountDue: 0 });
    const unpaid = await send(shop, 'GET', `/api/admin/orders/${source.unpaid}`, undefined, source.owner);
    expect(unpaid.body.payment).toMatchObject({ method: 'bank_transfer', status: 'awaiting_payment', amountDue: paid.body.payment.amountPaid });
    // …and the password signs in.
    expect((await send(shop, 'POST', '/api/authenticate', { email: source.ownerEmail, password: PASSWORD })).status).toBe(200);

    const product = await shop.request(`/api/products/${source.productId}`);
    expect(product.body.ProductVariants[0].images).toEqual([source.image]);
    const served = await shop.api.request(`/uploads/${source.image}`);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(source.imageBytes)).toBe(true);
    expectNoClientRun();
  }, 240_000);

  it('refuses to restore into a database that has tables, and changes nothing', async () => {
    expect(restored).toBeDefined();
    const before = Number((await restored!.database.pool.query('SELECT count(*) AS n FROM orders')).rows[0].n);
    await restored!.database.shutdown();
    restored = undefined;
    const again = await npmRun('db:restore', [backupFile], { DATA_DIR: restoredDir, DATABASE_URL: restoredUrl ?? '' });
    expect(again.code).toBe(1);
    expect(again.stderr).toMatch(/ is not empty \(\d+ tables\): a backup is restored into an empty database only, so nothing is ever overwritten\./);
    expect(again.stderr).not.toMatch(/\n\s+at /);
    restored = await openShop(restoredDir, restoredUrl);
    expect(Number((await restored.database.pool.query('SELECT count(*) AS n FROM orders')).rows[0].n)).toBe(before);
  }, 120_000);

  it('backs up a stopped shop too, starting its embedded server for the while (under the data folder’s lock)', async () => {
    await restored!.database.shutdown();
    restored = undefined;
    const file = path.join(root, 'backups', 'stopped.dump');
    const backup = await npmRun('db:backup', [file], { DATA_DIR: restoredDir, DATABASE_URL: restoredUrl ?? '' });
    expect(backup.code, backup.stderr).toBe(0);
    expect(backup.stdout).toMatch(EXTERNAL ? /^Backed up the database DATABASE_URL names / : new RegExp(`^Backed up the embedded database in ${restoredDir} `));
    expect(backup.stdout).toContain('2 orders');
    // The server it started is stopped again, and the lock released: the shop starts on the folder.
    restored = await openShop(restoredDir, restoredUrl);
    expect(lockDataDir(restoredDir)).toBeTypeOf('function');
    expectNoClientRun();
  }, 120_000);

  it.skipIf(EXTERNAL)(
    'restores the embedded database’s backup into a database DATABASE_URL names too (a move to a server of your own)',
    async () => {
      const target = await freshDatabase('moved');
      const moved = await npmRun('db:restore', [backupFile], { DATA_DIR: path.join(root, 'moved'), DATABASE_URL: target });
      expect(moved.code, moved.stderr).toBe(0);
      expect(moved.stdout).toMatch(/^Restored .* into the database DATABASE_URL names \(2 orders, \d+ products\)\n/);
      const database = await openDatabase({ databaseUrl: target, dataDir: path.join(root, 'moved') });
      try {
        expect(await migrationsApplied(database)).toBe(await migrationsApplied(source.database));
        const sequence = await database.pool.query(`SELECT nextval('order_number_seq') > max(number::bigint) AS ahead FROM orders`);
        expect(sequence.rows[0].ahead).toBe(true);
      } finally {
        await database.shutdown();
      }
      expectNoClientRun();
    },
    120_000,
  );
});

describe('refusals', () => {
  it('will not restore over the running shop', async () => {
    const answer = await npmRun('db:restore', [backupFile], { DATA_DIR: sourceDir, DATABASE_URL: source.url ?? '' });
    expect(answer.code).toBe(1);
    expect(answer.stderr).toMatch(
      EXTERNAL
        ? / is not empty \(\d+ tables\)/
        : new RegExp(`^Another shop \\(pid ${process.pid}\\) is running on ${sourceDir}\\. .*\\(a restore needs the shop stopped\\)\n$`),
    );
    expect(Number((await source.database.pool.query('SELECT count(*) AS n FROM orders')).rows[0].n)).toBe(2);
  }, 120_000);

  it.runIf(EXTERNAL)(
    'names the pg_dump an external server needs when the one at hand is older',
    async () => {
      const oldClient = path.join(root, 'old-client');
      mkdirSync(oldClient);
      writeFileSync(path.join(oldClient, 'pg_dump'), '#!/bin/sh\necho "pg_dump (PostgreSQL) 9.6.24"\n', { mode: 0o755 });
      const file = path.join(root, 'backups', 'too-old.dump');
      const answer = await npmRun('db:backup', [file], { DATA_DIR: sourceDir, DATABASE_URL: source.url ?? '', PG_BIN: oldClient });
      expect(answer.code).toBe(1);
      expect(answer.stderr).toMatch(
        /^pg_dump of PostgreSQL (\d+) or newer is needed \(the database server is PostgreSQL \1\), and PG_BIN \(.*\) has none \(found .*pg_dump 9\)\. /,
      );
      expect(answer.stderr).toContain('On Debian and Ubuntu: apt install postgresql-client-');
      expect(answer.stderr).not.toMatch(/\n\s+at /);
      expect(() => statSync(file)).toThrow();
    },
    120_000,
  );

  it('refuses a file that is missing, one that is not a backup, and a backup name already taken', async () => {
    const missing = await npmRun('db:restore', [path.join(root, 'nowhere.dump')], { DATA_DIR: path.join(root, 'unused') });
    expect(missing).toMatchObject({ code: 1, stderr: `There is no backup at ${path.join(root, 'nowhere.dump')}.\n` });
    const notDump = path.join(root, 'notes.dump');
    writeFileSync(notDump, 'my shopping list\n');
    const wrong = await npmRun('db:restore', [notDump], { DATA_DIR: path.join(root, 'unused') });
    expect(wrong).toMatchObject({
      code: 1,
      stderr: `${notDump} is not a backup made by npm run db:backup (neither the shop's own nor a pg_dump custom-format archive).\n`,
    });
    const taken = await npmRun('db:backup', [notDump], { DATA_DIR: sourceDir, DATABASE_URL: source.url ?? '' });
    expect(taken).toMatchObject({ code: 1, stderr: `${notDump} exists already: a backup never replaces another. Choose another name.\n` });
    expect(readFileSync(notDump, 'utf8')).toBe('my shopping list\n');
  }, 120_000);

  it('refuses a backup made by a newer version of the shop before touching anything', async () => {
    const newer = path.join(root, 'newer.dump');
    const migrations = Array.from({ length: 999 }, (_, i) => ({ hash: `h${i}`, createdAt: i }));
    const manifest = { made: new Date().toISOString(), server: 'PostgreSQL 99', migrations, tables: [], sequences: [] };
    writeFileSync(newer, gzipSync(`jewellery-shop backup 1\n${JSON.stringify(manifest)}\n`));
    mkdirSync(path.join(root, 'newer.files'));
    const answer = await npmRun('db:restore', [newer], { DATA_DIR: path.join(root, 'unused-newer') });
    expect(answer.code).toBe(1);
    expect(answer.stderr).toMatch(
      /^The backup was made by a newer version of the shop \(999 of the 999 migrations its database had applied are not this version's\): restore it with that version or a later one\.\n$/,
    );
    expect(existsSync(path.join(root, 'unused-newer'))).toBe(false);
  }, 120_000);

  it.skipIf(EXTERNAL)(
    'refuses a damaged backup and restores nothing: the same folder then takes the whole backup',
    async () => {
      const cut = path.join(root, 'cut.dump');
      const whole = readFileSync(backupFile);
      writeFileSync(cut, whole.subarray(0, Math.floor(whole.length * 0.6)));
      mkdirSync(path.join(root, 'cut.files'));
      const target = path.join(root, 'after-cut');
      const answer = await npmRun('db:restore', [cut], { DATA_DIR: target });
      expect(answer.code).toBe(1);
      expect(answer.stderr).toMatch(new RegExp(`\n${cut} is damaged \\(unexpected end of file\\): nothing was restored\\.\n$`));
      const again = await npmRun('db:restore', [backupFile], { DATA_DIR: target });
      expect(again.code, again.stderr).toBe(0);
      expect(again.stdout).toContain('(2 orders, ');
      expectNoClientRun();
    },
    120_000,
  );
});
