/**
 * Crash test: shoppers place orders under load while, at a random moment of each round, the
 * shop (SIGKILL) or its database (an immediate stop, a SIGKILL of the postmaster, or both at once
 * as in a power cut) dies. The shop is started again when it died (the database, when only it
 * died, is started again by the shop itself), and then:
 *
 * - every order the shop acknowledged (201, or 200 for a repeated Idempotency-Key) is there whole:
 *   the same lines, the same totals, and totals that add up;
 * - every order whose answer was lost in the crash is sent again with the same Idempotency-Key,
 *   and then exists exactly once;
 * - no Idempotency-Key has two orders and no order lacks its lines (checked in the database).
 *
 * Usage: `npm run test:crash` (50 rounds), `npm run test:crash -- --rounds 3 --seed 42`.
 * Needs a build (`npm run test:crash` makes one; BUILD_DIR picks another). Everything runs on
 * loopback; the data folder is a fresh private temporary folder, removed at the end.
 */
import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { closeSync, existsSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { freePort } from '../server/db/embedded-postgres.ts';
import { compiledServer, serverArgs } from './build-server.ts';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import pg from 'pg';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export const FAULTS = ['shop-kill', 'db-immediate-stop', 'db-kill', 'power-cut'] as const;
export type Fault = (typeof FAULTS)[number];

export interface CrashTestOptions {
  rounds: number;
  /** The shop's port; a free one when unset. */
  port?: number;
  buildDir?: string;
  /** Makes the faults' order and moments repeatable. */
  seed?: number;
  /** Concurrent shoppers placing orders. */
  workers?: number;
  log?: (line: string) => void;
}

export interface CrashTestReport {
  seed: number;
  rounds: number;
  faults: Record<Fault, number>;
  /** Orders acknowledged when placed. */
  acknowledged: number;
  /** Orders whose answer was lost, sent again after the restart: placed before the crash / placed on the retry. */
  recoveredCommitted: number;
  recoveredRetried: number;
  /** The slowest recovery, from the fault to a healthy shop. */
  slowestRecoveryMs: number;
  problems: string[];
}

// ---------------------------------------------------------------------------------------------
// Small tools

/** A seeded generator (mulberry32): the same seed gives the same faults at the same moments. */
function random(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!,
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Alive and not a zombie. */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
  } catch {
    return false;
  }
}

const minor = (amount: number) => Math.round(amount * 100);

// ---------------------------------------------------------------------------------------------
// The shop under test

class ShopProcess {
  child: ChildProcess | undefined;
  readonly logFile: string;

  constructor(
    readonly dataDir: string,
    readonly port: number,
    readonly buildDir: string,
  ) {
    this.logFile = path.join(dataDir, 'shop.log');
  }

  get base() {
    return `http://127.0.0.1:${this.port}`;
  }

  start() {
    const out = openSync(this.logFile, 'a');
    this.child = spawn(process.execPath, serverArgs(this.buildDir), {
      cwd: ROOT,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(this.port),
        HOST: '127.0.0.1',
        DATA_DIR: this.dataDir,
        BUILD_DIR: this.buildDir,
        // Each simulated shopper has an address of its own (X-Forwarded-For from loopback).
        TRUSTED_PROXIES: 'loopback',
        SMTP_URL: '',
        DATABASE_URL: '',
      },
      stdio: ['ignore', out, out],
    });
    closeSync(out);
  }

  async healthy(timeoutMs: number): Promise<boolean> {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (this.child?.exitCode !== null && this.child?.exitCode !== undefined) return false;
      const ok = await fetch(`${this.base}/api/health/ready`, { signal: AbortSignal.timeout(2_000) }).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) return true;
      await sleep(100);
    }
    return false;
  }

  private exited(): Promise<number | null> {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child?.exitCode ?? null);
    return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
  }

  async kill(): Promise<void> {
    this.child?.kill('SIGKILL');
    await this.exited();
  }

  /** SIGTERM: the shop finishes what is in flight, stops its database and exits 0. */
  async stop(): Promise<number | null> {
    if (!this.child || this.child.exitCode !== null || this.child.signalCode !== null) return this.child?.exitCode ?? null;
    this.child.kill('SIGTERM');
    const code = await Promise.race([this.exited(), sleep(30_000).then(() => 'timeout' as const)]);
    if (code === 'timeout') {
      await this.kill();
      return null;
    }
    return code;
  }

  postmasterPid(): number | undefined {
    try {
      const pid = Number(readFileSync(path.join(this.dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0]);
      return pid > 0 ? pid : undefined;
    } catch {
      return undefined;
    }
  }

  /** The embedded server's port and password, for looking at the tables directly. */
  databaseUrl(): string {
    const lines = readFileSync(path.join(this.dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n');
    const password = readFileSync(path.join(this.dataDir, 'postgres-password'), 'utf8').trim();
    return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${lines[3]}/shop`;
  }

  tail(lines = 40): string {
    try {
      return readFileSync(this.logFile, 'utf8').split('\n').slice(-lines).join('\n');
    } catch {
      return '(no log)';
    }
  }
}

/** `pg_ctl stop -m immediate`: the server quits at once, as in a crash, and recovers from its log at the next start. */
async function stopDatabaseImmediately(dataDir: string): Promise<void> {
  const platform = process.platform === 'win32' ? 'windows' : process.platform;
  const { pg_ctl } = (await import(`@embedded-postgres/${platform}-${os.arch()}`)) as { pg_ctl: string };
  // pg_ctl refuses to run as root; the embedded server runs as `postgres` then.
  const ids =
    process.getuid?.() === 0
      ? { uid: Number(execFileSync('id', ['-u', 'postgres']).toString()), gid: Number(execFileSync('id', ['-g', 'postgres']).toString()) }
      : {};
  await new Promise<void>((resolve) => {
    const child = spawn(pg_ctl, ['stop', '-D', path.join(dataDir, 'postgres'), '-m', 'immediate', '-w', '-s'], { ...ids, stdio: 'ignore' });
    child.on('close', () => resolve());
    child.on('error', () => resolve());
  });
}

// ---------------------------------------------------------------------------------------------
// Shoppers and orders

interface Piece {
  variantId: number;
  metals: string[];
  sizes: string[];
}

interface Shopper {
  email: string;
  password: string;
  /** The address this shopper's requests come from (198.18.0.0/15, the range set aside for benchmarks). */
  address: string;
  auth: Record<string, string>;
  /** Orders this shopper sent, by key; every one must end acknowledged. */
  keys: Set<string>;
  sent: number;
}

interface Line {
  variantId: number;
  metal: string;
  size: string;
  quantity: number;
  giftWrap: boolean;
  personalisation: string;
}

interface Attempt {
  shopper: Shopper;
  key: string;
  lines: Line[];
  body: string;
  round: number;
  answer?: OrderAnswer;
  /** 201 placed by this request, 200 placed before by a request with the same key. */
  status?: number;
  /** Times it was sent again after getting no answer. */
  retries: number;
}

interface OrderAnswer {
  id: number;
  itemCount: number;
  subtotal: number;
  giftWrap: number;
  shipping: number;
  discount: number;
  total: number;
  items: Array<Line & { price: number; lineTotal: number; giftWrapPrice: number }>;
}

type Outcome = { status: number; body: unknown } | { status: 'network'; error: string };

const ORDERS_PER_SHOPPER = 8;

class Load {
  private addressCounter = 0;
  readonly shoppers: Shopper[] = [];
  /** Shoppers not at work this moment. */
  private readonly idle: Shopper[] = [];
  readonly acknowledged: Attempt[] = [];
  /** Orders whose answer was lost: to be sent again after the recovery. */
  readonly unanswered: Attempt[] = [];
  readonly problems: string[] = [];
  private stopping = false;
  private runs: Promise<void>[] = [];
  round = 0;

  constructor(
    private readonly shop: ShopProcess,
    private readonly pieces: Piece[],
    private readonly rng: ReturnType<typeof random>,
    private readonly runId: string,
  ) {}

  private nextAddress(): string {
    const n = this.addressCounter++;
    return `198.${18 + ((n >> 16) & 1)}.${(n >> 8) & 255}.${n & 255}`;
  }

  async request(
    method: string,
    pathAndQuery: string,
    shopper: Pick<Shopper, 'address'> & Partial<Pick<Shopper, 'auth'>>,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<Outcome> {
    try {
      const response = await fetch(`${this.shop.base}${pathAndQuery}`, {
        method,
        headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': shopper.address, ...shopper.auth, ...headers },
        body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
        signal: AbortSignal.timeout(20_000),
      });
      const text = await response.text();
      let parsed: unknown = text;
      try {
        parsed = JSON.parse(text);
      } catch {
        // not JSON
      }
      return { status: response.status, body: parsed };
    } catch (error) {
      return { status: 'network', error: error instanceof Error ? `${error.message} ${(error.cause as Error | undefined)?.message ?? ''}` : String(error) };
    }
  }

  /** A new account, registered and logged in; undefined while the shop cannot take it. */
  private async newShopper(): Promise<Shopper | undefined> {
    const n = this.shoppers.length;
    const shopper: Shopper = {
      email: `crash-${this.runId}-${n}-${randomBytes(3).toString('hex')}@example.com`,
      password: `Crash-${randomBytes(6).toString('hex')}-9`,
      address: this.nextAddress(),
      auth: {},
      keys: new Set(),
      sent: 0,
    };
    const details = { firstName: 'Crash', lastName: 'Tester', email: shopper.email, password: shopper.password, confirmPassword: shopper.password };
    const registered = await this.request('POST', '/api/register', shopper, details);
    if (registered.status !== 201) {
      if (typeof registered.status === 'number' && registered.status < 500 && registered.status !== 429) {
        this.problems.push(`registration refused (${registered.status}): ${JSON.stringify(registered.body)}`);
      }
      return undefined;
    }
    const login = await this.request('POST', '/api/authenticate', shopper, { email: shopper.email, password: shopper.password });
    const token = login.status === 200 ? (login.body as { jwtToken?: string }).jwtToken : undefined;
    if (!token) return undefined;
    shopper.auth = { Authorization: `Bearer ${token}` };
    this.shoppers.push(shopper);
    return shopper;
  }

  private newAttempt(shopper: Shopper): Attempt {
    const count = this.rng.int(1, 3);
    const chosen = new Set<Piece>();
    while (chosen.size < count) chosen.add(this.rng.pick(this.pieces));
    const lines: Line[] = [...chosen].map((piece) => ({
      variantId: piece.variantId,
      metal: this.rng.pick(piece.metals),
      size: piece.sizes.length ? this.rng.pick(piece.sizes) : '',
      quantity: this.rng.int(1, 3),
      giftWrap: this.rng.next() < 0.3,
      personalisation: this.rng.next() < 0.2 ? 'C.T.' : '',
    }));
    const body = JSON.stringify({
      orderCustomer: { name: 'Crash Tester', email: shopper.email, phone: '+1 503 555 0142' },
      shippingAddress: {
        name: 'Crash Tester',
        address: '12 Harbour Lane',
        city: 'Portland',
        country: 'United States',
        state: 'Oregon',
        zip: '97201',
        phone: '+1 503 555 0142',
      },
      items: lines,
    });
    return { shopper, key: `crash-${this.runId}-${randomBytes(8).toString('hex')}`, lines, body, round: this.round, retries: 0 };
  }

  /** Sends an order; answers whether the shop acknowledged it, refused it for good, or its fate is unknown. */
  async place(attempt: Attempt): Promise<'acknowledged' | 'unknown' | 'refused'> {
    attempt.shopper.sent++;
    const outcome = await this.request('POST', '/api/orders', attempt.shopper, attempt.body, { 'Idempotency-Key': attempt.key });
    if (outcome.status === 201 || outcome.status === 200) {
      attempt.answer = outcome.body as OrderAnswer;
      attempt.status = outcome.status;
      return 'acknowledged';
    }
    if (outcome.status === 'network' || outcome.status >= 500) return 'unknown';
    if (outcome.status === 429) return 'refused';
    this.problems.push(`order ${attempt.key} refused with ${outcome.status}: ${JSON.stringify(outcome.body)}`);
    return 'refused';
  }

  /** A shopper with orders to spare: one from earlier rounds, or a new account. */
  private async shopperWithRoom(): Promise<Shopper | undefined> {
    const idle = this.idle.find((shopper) => shopper.sent < ORDERS_PER_SHOPPER);
    if (idle) {
      this.idle.splice(this.idle.indexOf(idle), 1);
      return idle;
    }
    return this.newShopper();
  }

  /**
   * One shopper after another placing orders. An order without an answer (the shop or its
   * database down) is sent again with the same key, as a careful client does, until the shop
   * acknowledges it; one still unanswered when the round ends is sent after the recovery.
   */
  private async worker(): Promise<void> {
    let shopper: Shopper | undefined;
    let attempt: Attempt | undefined;
    while (!this.stopping) {
      if (!shopper || shopper.sent >= ORDERS_PER_SHOPPER) shopper = await this.shopperWithRoom();
      if (!shopper) {
        await sleep(100);
        continue;
      }
      if (!attempt) {
        attempt = this.newAttempt(shopper);
        shopper.keys.add(attempt.key);
      }
      const result = await this.place(attempt);
      if (result === 'acknowledged') {
        this.acknowledged.push(attempt);
        attempt = undefined;
      } else if (result === 'unknown') {
        attempt.retries++;
        await sleep(100); // the shop or its database is down: do not spin
      } else {
        shopper.keys.delete(attempt.key);
        attempt = undefined;
        shopper = undefined; // limited: another shopper takes over
      }
    }
    if (attempt) this.unanswered.push(attempt);
    if (shopper) this.idle.push(shopper);
  }

  start(workers: number) {
    this.stopping = false;
    this.runs = Array.from({ length: workers }, () => this.worker());
  }

  async stop() {
    this.stopping = true;
    await Promise.all(this.runs);
  }
}

/** Whether the stored order is the acknowledged one, whole; what differs otherwise. */
function compare(attempt: Attempt, stored: OrderAnswer): string | undefined {
  const key = (line: Line) => [line.variantId, line.metal, line.size, line.quantity, line.giftWrap, line.personalisation].join('|');
  const sent = attempt.lines.map(key).sort();
  const kept = stored.items.map(key).sort();
  if (JSON.stringify(sent) !== JSON.stringify(kept)) return `lines differ: sent ${JSON.stringify(sent)}, stored ${JSON.stringify(kept)}`;
  const answer = attempt.answer!;
  for (const field of ['itemCount', 'subtotal', 'giftWrap', 'shipping', 'discount', 'total'] as const) {
    if (answer[field] !== stored[field]) return `${field} acknowledged ${answer[field]}, stored ${stored[field]}`;
  }
  const subtotal = stored.items.reduce((sum, item) => sum + minor(item.price) * item.quantity, 0);
  const giftWrap = stored.items.reduce((sum, item) => sum + minor(item.giftWrapPrice), 0);
  if (subtotal !== minor(stored.subtotal)) return `lines add up to ${subtotal / 100}, subtotal says ${stored.subtotal}`;
  if (giftWrap !== minor(stored.giftWrap)) return `gift wrap adds up to ${giftWrap / 100}, order says ${stored.giftWrap}`;
  if (minor(stored.subtotal) + minor(stored.giftWrap) + minor(stored.shipping) - minor(stored.discount) !== minor(stored.total))
    return `total ${stored.total} does not add up`;
  if (stored.itemCount !== stored.items.reduce((sum, item) => sum + item.quantity, 0)) return `item count ${stored.itemCount} does not add up`;
  return undefined;
}

// ---------------------------------------------------------------------------------------------
// The test

export async function runCrashTest(options: CrashTestOptions): Promise<CrashTestReport> {
  const log = options.log ?? ((line: string) => console.log(line));
  const seed = options.seed ?? randomBytes(4).readUInt32LE();
  const rng = random(seed);
  const buildDir = path.resolve(ROOT, options.buildDir ?? process.env.BUILD_DIR ?? 'build');
  if (!existsSync(compiledServer(buildDir))) throw new Error(`No build in ${buildDir}: run \`npm run build\` first (or set BUILD_DIR).`);
  const port = options.port ?? (await freePort());
  // A private folder (mode 0700), as an operator would make one: the shop must cope with it.
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-crash-test-'));
  const shop = new ShopProcess(dataDir, port, buildDir);
  const report: CrashTestReport = {
    seed,
    rounds: 0,
    faults: { 'shop-kill': 0, 'db-immediate-stop': 0, 'db-kill': 0, 'power-cut': 0 },
    acknowledged: 0,
    recoveredCommitted: 0,
    recoveredRetried: 0,
    slowestRecoveryMs: 0,
    problems: [],
  };
  log(`crash test: ${options.rounds} rounds, seed ${seed}, shop on port ${port}, data in ${dataDir}`);

  let load: Load | undefined;
  try {
    shop.start();
    if (!(await shop.healthy(180_000))) throw new Error(`the shop did not start:\n${shop.tail()}`);
    const products = (await (await fetch(`${shop.base}/api/products?pageSize=48`)).json()) as Array<{
      ProductVariants: Array<{ id: number; metal: string[]; sizes: string[] }>;
    }>;
    const pieces: Piece[] = products
      .flatMap((product) => product.ProductVariants)
      .filter((variant) => variant.metal.length > 0)
      .map((variant) => ({ variantId: variant.id, metals: variant.metal, sizes: variant.sizes }));
    if (pieces.length < 5) throw new Error('the catalogue has too few pieces for the crash test');

    load = new Load(shop, pieces, rng, randomBytes(3).toString('hex'));
    const offset = rng.int(0, FAULTS.length - 1);
    for (let round = 1; round <= options.rounds; round++) {
      load.round = round;
      const fault = FAULTS[(round - 1 + offset) % FAULTS.length]!;
      const before = load.acknowledged.length;
      load.start(options.workers ?? 4);
      const moment = rng.int(150, 1_500);
      await sleep(moment);

      const faultAt = Date.now();
      const postmaster = shop.postmasterPid();
      if (fault === 'shop-kill') await shop.kill();
      if (fault === 'db-immediate-stop') await stopDatabaseImmediately(dataDir);
      if (fault === 'db-kill' && postmaster) process.kill(postmaster, 'SIGKILL');
      if (fault === 'power-cut') {
        shop.child?.kill('SIGKILL');
        if (postmaster) process.kill(postmaster, 'SIGKILL');
        await shop.kill();
      }
      report.faults[fault]++;
      const acknowledgedAtFault = load.acknowledged.length - before;
      // The shop is restarted by hand after its own death; the database alone is the shop's to restart.
      if (fault === 'shop-kill' || fault === 'power-cut') shop.start();
      else await sleep(200); // let the outage be seen
      if (!(await shop.healthy(120_000))) throw new Error(`round ${round}: the shop did not recover from ${fault}:\n${shop.tail()}`);
      const recoveryMs = Date.now() - faultAt;
      report.slowestRecoveryMs = Math.max(report.slowestRecoveryMs, recoveryMs);

      // Orders go through again after the recovery.
      const afterRecovery = load.acknowledged.length;
      const deadline = Date.now() + 10_000;
      while (load.acknowledged.length - afterRecovery < 3 && Date.now() < deadline) await sleep(50);
      await load.stop();
      if (load.acknowledged.length - afterRecovery < 3) load.problems.push(`round ${round}: no orders were acknowledged after recovering from ${fault}`);

      // Orders still without an answer are sent again with the same key: placed once, whichever way.
      for (const attempt of load.unanswered.splice(0)) {
        attempt.retries++;
        const result = await load.place(attempt);
        if (result === 'acknowledged') load.acknowledged.push(attempt);
        else load.problems.push(`round ${round}: order ${attempt.key} sent again after the recovery was not acknowledged (${result})`);
      }

      // Every order acknowledged this round is stored whole.
      const thisRound = load.acknowledged.slice(before);
      const resent = thisRound.filter((attempt) => attempt.retries > 0);
      const committed = resent.filter((attempt) => attempt.status === 200).length;
      const retried = resent.length - committed;
      report.recoveredCommitted += committed;
      report.recoveredRetried += retried;
      for (const attempt of thisRound) {
        const stored = await load.request('GET', `/api/orders/${attempt.answer!.id}`, attempt.shopper);
        if (stored.status !== 200) {
          load.problems.push(`round ${round}: acknowledged order ${attempt.answer!.id} (${attempt.key}) reads ${stored.status}`);
          continue;
        }
        const difference = compare(attempt, stored.body as OrderAnswer);
        if (difference) load.problems.push(`round ${round}: order ${attempt.answer!.id} (${attempt.key}): ${difference}`);
      }
      log(
        `round ${round}/${options.rounds}: ${fault} after ${moment} ms (${acknowledgedAtFault} orders acknowledged before it); ` +
          `healthy again after ${(recoveryMs / 1000).toFixed(1)} s; ${thisRound.length} orders checked, ` +
          `${resent.length} sent again for want of an answer (${committed} had been placed, ${retried} were placed by the repeat); problems so far: ${load.problems.length}`,
      );
      report.rounds = round;
    }

    // Each shopper's orders are exactly the ones acknowledged: none lost, none doubled.
    for (const shopper of load.shoppers) {
      const listed = await load.request('GET', '/api/orders', shopper);
      if (listed.status !== 200) {
        load.problems.push(`the orders of ${shopper.email} read ${listed.status}`);
        continue;
      }
      const ids = new Set((listed.body as OrderAnswer[]).map((order) => order.id));
      const acknowledged = new Set(load.acknowledged.filter((a) => a.shopper === shopper).map((a) => a.answer!.id));
      if (ids.size !== acknowledged.size || [...acknowledged].some((id) => !ids.has(id))) {
        load.problems.push(`${shopper.email} has orders ${[...ids].join(',')}; acknowledged were ${[...acknowledged].join(',')}`);
      }
    }
    report.problems.push(...(await checkTables(shop.databaseUrl(), load)));

    const code = await shop.stop();
    if (code !== 0) load.problems.push(`SIGTERM ended the shop with code ${code}`);
    report.problems.unshift(...load.problems);
  } catch (error) {
    report.problems.push(error instanceof Error ? error.message : String(error));
    if (load) report.problems.unshift(...load.problems);
  } finally {
    report.acknowledged = load?.acknowledged.length ?? 0;
    if (shop.child && shop.child.exitCode === null && shop.child.signalCode === null) await shop.stop();
    // A database left running by a killed shop is stopped (fast shutdown) before its folder goes.
    const postmaster = shop.postmasterPid();
    if (postmaster && alive(postmaster)) {
      process.kill(postmaster, 'SIGINT');
      for (let i = 0; i < 100 && alive(postmaster); i++) await sleep(100);
    }
    if (report.problems.length) log(`shop log (last lines):\n${shop.tail()}`);
    rmSync(dataDir, { recursive: true, force: true });
  }
  return report;
}

/** What only the tables can tell: no key with two orders, no order without its lines. */
async function checkTables(url: string, load: Load): Promise<string[]> {
  const client = new pg.Client(url);
  await client.connect();
  try {
    const problems: string[] = [];
    const doubled = await client.query(
      `SELECT user_id, idempotency_key, count(*)::int AS n FROM orders WHERE idempotency_key LIKE 'crash-%' GROUP BY 1, 2 HAVING count(*) > 1`,
    );
    for (const row of doubled.rows) problems.push(`idempotency key ${row.idempotency_key} has ${row.n} orders`);
    const bare = await client.query(
      `SELECT o.id FROM orders o WHERE o.idempotency_key LIKE 'crash-%' AND NOT EXISTS (SELECT 1 FROM order_items i WHERE i.order_id = o.id)`,
    );
    for (const row of bare.rows) problems.push(`order ${row.id} has no lines`);
    const { rows } = await client.query(`SELECT count(*)::int AS n FROM orders WHERE idempotency_key LIKE 'crash-%'`);
    if (rows[0].n !== load.acknowledged.length)
      problems.push(`the database holds ${rows[0].n} orders of this test; ${load.acknowledged.length} were acknowledged`);
    return problems;
  } finally {
    await client.end();
  }
}

function parseArgs(argv: string[]): CrashTestOptions {
  const value = (name: string) => {
    const index = argv.indexOf(name);
    return index >= 0 ? argv[index + 1] : undefined;
  };
  const number = (name: string) => {
    const text = value(name);
    if (text === undefined) return undefined;
    const parsed = Number(text);
    if (!Number.isInteger(parsed) || parsed < 0) throw new Error(`${name} needs a whole number, not ${text}`);
    return parsed;
  };
  return { rounds: number('--rounds') ?? 50, port: number('--port'), seed: number('--seed'), workers: number('--workers') };
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const options = parseArgs(process.argv.slice(2));
  runCrashTest(options).then(
    (report) => {
      const faults = Object.entries(report.faults)
        .map(([fault, n]) => `${fault} ×${n}`)
        .join(', ');
      console.log(
        `crash test: ${report.rounds} rounds (${faults}), ${report.acknowledged} orders acknowledged and found whole, ` +
          `${report.recoveredCommitted + report.recoveredRetried} answers lost in a crash and sent again, slowest recovery ${(report.slowestRecoveryMs / 1000).toFixed(1)} s, seed ${report.seed}`,
      );
      for (const problem of report.problems) console.error(`PROBLEM: ${problem}`);
      console.log(`${report.problems.length ? 0 : 1} passed, ${report.problems.length ? 1 : 0} failed`);
      process.exit(report.problems.length ? 1 : 0);
    },
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
