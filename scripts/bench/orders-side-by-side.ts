/**
 * `npm run bench:orders`: order placement on this build (scripts/bench/orders.ts, issue 10's
 * budgets), then bank transfer orders, card orders and Stripe's webhooks on this build and on the
 * build before, side by side in the same run (issue 31's budget: each keeps at least 90 % of the
 * rate of the build before; machines here differ about 3× in speed, so only the ratio taken in one
 * run compares). The build before is made from its commit (BENCH_BASELINE, by default 3e4c55a, the
 * last commit before issue 31's money moves) in a worktree under .data/, once, and kept; this
 * build is the one `npm run build` made (BUILD_DIR).
 *
 * Side by side: both builds' shops run at once, each on a fresh data folder with Stripe pointed at
 * a Stripe test server of its own (stripe-process.ts), and they take turns in short slices —
 * before, after, after, before, before, after… — so that other work on this shared machine, or a
 * slower while of its host, falls on both alike. Each figure is BENCH_SLICES slices of
 * BENCH_SLICE requests a build through 32 clients that each send the next request the moment the
 * last was answered (the full rate), after slices of 50 one at a time:
 *
 * - a bank transfer order (orders.ts's shoppers and orders, the method named);
 * - a card order, which also opens its Checkout Session at the test server;
 * - a webhook: each card order paid on the test server and its signed checkout.session.completed
 *   posted to /api/webhooks/stripe (webhooks.ts).
 *
 * A build's rate is its requests over the time of its slices; its p50 and p95 are over all of them.
 * Every order is read back afterwards as its shopper (found whole), every card order must be
 * authorised. The processor time of each slice is counted by whom; "others" is whatever else the
 * machine ran meanwhile (each figure first waits, at most BENCH_QUIET_WAIT seconds, for such work
 * to settle: processes.ts), and a probe times a fixed piece of hashing before each slice.
 *
 *   npm run build && npm run bench:orders     # about 5 minutes on 2 cores
 */
import { execFileSync } from 'node:child_process';
import { existsSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ShippingMethodAnswer } from '../../domain/contract/checkout.ts';
import {
  catalogue,
  json,
  makeShoppers,
  measureOrders,
  ORDERS_PER_SHOPPER,
  placed,
  placing,
  planOrder,
  verify,
  type PlannedOrder,
  type Shopper,
} from './orders.ts';
import { processorMeter, probeMs, quietMachine, type ProcessorTime, type ShopProcesses } from './processes.ts';
import { closeClients, get, load, measuredOn, quantile, runIfMain, startShop, table, writeSection, type Answer, type Shop } from './shared.ts';
import { stripeProcess, type SignedEvent, type StripeProcess } from './stripe-process.ts';
import { authorisedCount, paidWith, sessionOf, stripeEnv, STRIPE_KEYS, webhookRequests } from './webhooks.ts';

/** The last commit before issue 31 (payments own every money move, the payment_moves journal, one webhook route, invoices frozen at issue). */
const BEFORE_ISSUE_31 = '3e4c55a';
const BASELINE = process.env.BENCH_BASELINE ?? BEFORE_ISSUE_31;
/** Slices of each figure, per build, at the full rate. */
const SLICES = Number(process.env.BENCH_SLICES ?? 8);
/** Requests in a slice at the full rate. */
const SLICE = Number(process.env.BENCH_SLICE ?? 250);
/** One at a time: slices of 50 requests, per build. */
const ALONE_SLICES = 4;
const ALONE_SLICE = 50;
const CLIENTS = 32;
/** Orders at the full rate in orders.ts's run on this build (issue 10's budgets); orders.ts run alone places 3,000. */
const ORDERS = Number(process.env.BENCH_ORDERS ?? 1000);
const BUDGET = 0.9;
const WRITE_DOCS = process.env.BENCH_WRITE_DOCS !== 'false';

/** The build of `ref`, made in a worktree of its own the first time (node_modules shared with this checkout). */
function baselineBuild(ref: string): string {
  const sha = execFileSync('git', ['rev-parse', ref]).toString().trim();
  const dir = path.resolve('.data', `bench-baseline-${sha.slice(0, 12)}`);
  const build = path.join(dir, 'build');
  if (existsSync(path.join(build, 'shop'))) return build;
  if (!existsSync(dir)) execFileSync('git', ['worktree', 'add', '--detach', dir, sha], { stdio: 'inherit' });
  if (!existsSync(path.join(dir, 'node_modules'))) symlinkSync(path.resolve('node_modules'), path.join(dir, 'node_modules'));
  console.log(`building ${sha.slice(0, 12)} in ${dir}`);
  execFileSync('npm', ['run', 'build'], { cwd: dir, stdio: 'inherit', env: { ...process.env, BUILD_DIR: 'build' } });
  return build;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};
const pct = (value: number) => `${Math.round(value * 100)} %`;
const round1 = (value: number) => Math.round(value * 10) / 10;

type Figure = 'bank' | 'card' | 'webhook';
const FIGURES: Array<{ figure: Figure; what: string }> = [
  { figure: 'bank', what: 'bank transfer order' },
  { figure: 'card', what: 'card order (opens its Checkout Session)' },
  { figure: 'webhook', what: 'webhook checkout.session.completed' },
];

/** One slice at the full rate: its requests, its time, its processor time, the probe taken before it. */
interface Slice {
  requests: number;
  seconds: number;
  processor: ProcessorTime;
  probeMs: number;
}

/** What one build's figure gathered over its slices. */
interface Gathered {
  slices: Slice[];
  /** Every request's time at the full rate, and one at a time. */
  times: number[];
  alone: number[];
  errors: number;
  firstError?: string;
}

/** One build's shop, running beside the other's. */
interface Side {
  build: 'before' | 'after';
  shop: Shop;
  stripe: StripeProcess;
  processes: ShopProcesses;
  shoppers: Shopper[];
  plan: (method: string) => PlannedOrder;
  /** Every order placed, and the card orders among them (to pay, then to find authorised). */
  orders: PlannedOrder[];
  cardOrders: PlannedOrder[];
  /** The card orders paid on the test server so far. */
  paid: Set<PlannedOrder>;
  /** Signed events of the paid card orders, not posted yet. */
  events: SignedEvent[];
  gathered: Record<Figure, Gathered>;
  /** After the run: how many orders were found whole, the problems, the card orders authorised. */
  whole?: number;
  problems?: string[];
  authorised?: number;
}

const gathering = (): Gathered => ({ slices: [], times: [], alone: [], errors: 0 });

/** Orders (bank transfer and card) and webhooks a side needs in all, warm-up included. */
const WARM_UP = { bank: 100, card: 50 };
const PER_FIGURE = SLICES * SLICE + ALONE_SLICES * ALONE_SLICE;

async function startSide(build: Side['build'], buildDir: string | undefined, port: number): Promise<Side> {
  const dataDir = path.resolve('.data', `bench-side-${build}`);
  rmSync(dataDir, { recursive: true, force: true });
  const stripe = await stripeProcess(STRIPE_KEYS);
  const env = { TRUSTED_PROXIES: 'loopback', SMTP_URL: '', ...stripeEnv(stripe.url), ...(buildDir ? { BUILD_DIR: buildDir } : {}) };
  const shop = await startShop({ dataDir, port, env });
  const pieces = await catalogue(shop.base);
  const methods = json<ShippingMethodAnswer[]>(await get(`${shop.base}/api/shipping-methods`));
  const orders = WARM_UP.bank + WARM_UP.card + 2 * PER_FIGURE;
  const started = performance.now();
  const shoppers = await makeShoppers(shop.base, Math.ceil(orders / ORDERS_PER_SHOPPER) + 1, path.join(dataDir, 'outbox'));
  console.log(`${build}: ${shoppers.length} shoppers registered, confirmed and logged in in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  let next = 0;
  return {
    build,
    shop,
    stripe,
    processes: { shop: shop.process.pid!, clusterDir: path.join(dataDir, 'postgres'), stripe: stripe.pid },
    shoppers,
    // Consecutive orders (the ones in flight together) are different shoppers'.
    plan: (method) => paidWith(planOrder(shoppers[next++ % shoppers.length]!, pieces, methods), method),
    orders: [],
    cardOrders: [],
    paid: new Set(),
    events: [],
    gathered: { bank: gathering(), card: gathering(), webhook: gathering() },
  };
}

/** `count` requests of a figure for a side: new orders placed (kept for the checks), or the next signed events posted. */
function requestsOf(side: Side, figure: Figure, count: number, clients: number): Array<() => Promise<Answer>> {
  if (figure === 'webhook') return webhookRequests(side.shop.base, side.events.splice(0, count), clients);
  const orders = Array.from({ length: count }, () => side.plan(figure === 'card' ? 'stripe' : 'bank_transfer'));
  side.orders.push(...orders);
  if (figure === 'card') side.cardOrders.push(...orders);
  return orders.map((order) => placing(side.shop.base, order, clients));
}

const okFor = (figure: Figure) => (figure === 'webhook' ? undefined : placed);

/** Pays every card order of a side not paid yet on its test server; their signed events wait to be posted. */
async function payCardOrders(side: Side): Promise<void> {
  const unpaid = side.cardOrders.filter((order) => order.answer && !side.paid.has(order));
  for (const order of unpaid) side.paid.add(order);
  side.events.push(...(await side.stripe.pay(unpaid.map(sessionOf))));
}

/** Slices of one figure, the builds taking turns (before, after, after, before…), one at a time and then through 32 clients. */
async function alternate(sides: [Side, Side], figure: Figure): Promise<void> {
  const inTurn = (i: number) => (i % 2 === 0 ? sides : ([sides[1], sides[0]] as const));
  for (let i = 0; i < ALONE_SLICES; i++) {
    for (const side of inTurn(i)) {
      const gathered = side.gathered[figure];
      const figures = await load(`${figure}, one at a time`, side.shop.base, requestsOf(side, figure, ALONE_SLICE, 1), {
        clients: 1,
        ok: okFor(figure),
        times: gathered.alone,
      });
      gathered.errors += figures.errors;
      gathered.firstError ??= figures.firstError;
    }
  }
  await quietMachine(sides[0].processes, [sides[1].processes]);
  for (let i = 0; i < SLICES; i++) {
    for (const side of inTurn(i)) {
      const gathered = side.gathered[figure];
      const other = side === sides[0] ? sides[1] : sides[0];
      const requests = requestsOf(side, figure, SLICE, CLIENTS);
      const probe = probeMs();
      const counting = processorMeter(side.processes, [other.processes]);
      const from = monotonicMicroseconds();
      const figures = await load(`${figure}, ${CLIENTS} clients`, side.shop.base, requests, { clients: CLIENTS, ok: okFor(figure), times: gathered.times });
      gathered.slices.push({ requests: figures.requests, seconds: figures.seconds, processor: counting(), probeMs: probe });
      windows.push({ build: side.build, pid: side.processes.shop, figure, slice: i + 1, from, to: monotonicMicroseconds() });
      gathered.errors += figures.errors;
      gathered.firstError ??= figures.firstError;
      const { shop, database, others } = gathered.slices.at(-1)!.processor;
      const perRequest = (seconds: number) => ((1000 * seconds) / figures.requests).toFixed(2);
      console.log(
        `${figure}, ${side.build}, slice ${i + 1}: ${figures.perSecond}/s, p50 ${figures.p50} ms, p95 ${figures.p95} ms, ${figures.errors} errors; ` +
          `per request ${perRequest(shop)} ms of Node, ${perRequest(database)} ms of PostgreSQL; others ${others.toFixed(2)} s`,
      );
    }
  }
}

/**
 * With BENCH_NODE_ARGS='--cpu-prof …' (each shop profiled, README "Benchmarks"), the slices'
 * times are written to .data/bench-side-slices.json: the shop's pid (in its profile's name) and
 * each slice's start and end on the clock of the profiles' timestamps (CLOCK_MONOTONIC, µs), to
 * cut each profile by figure.
 */
const windows: Array<{ build: string; pid: number; figure: Figure; slice: number; from: number; to: number }> = [];
const monotonicMicroseconds = () => Number(process.hrtime.bigint() / 1000n);

/** A build's figures over its slices. */
function summary(gathered: Gathered) {
  const sum = (pick: (slice: Slice) => number) => gathered.slices.reduce((total, slice) => total + pick(slice), 0);
  const requests = sum((slice) => slice.requests);
  const seconds = sum((slice) => slice.seconds);
  const sorted = [...gathered.times].sort((a, b) => a - b);
  const alone = [...gathered.alone].sort((a, b) => a - b);
  const rates = gathered.slices.map((slice) => slice.requests / slice.seconds);
  return {
    requests,
    seconds,
    perSecond: round1(requests / seconds),
    slowest: Math.round(Math.min(...rates)),
    fastest: Math.round(Math.max(...rates)),
    p50: quantile(sorted, 0.5),
    p95: quantile(sorted, 0.95),
    aloneP50: quantile(alone, 0.5),
    aloneP95: quantile(alone, 0.95),
    /** Processor ms per request: the shop's Node process and its PostgreSQL. */
    nodeMs: (1000 * sum((slice) => slice.processor.shop)) / requests,
    databaseMs: (1000 * sum((slice) => slice.processor.database)) / requests,
    msPerRequest: (1000 * (sum((slice) => slice.processor.shop) + sum((slice) => slice.processor.database))) / requests,
    others: sum((slice) => slice.processor.others),
    probeMs: median(gathered.slices.map((slice) => slice.probeMs)),
    rates,
  };
}

/** What the build before is called in the doc. */
const baselineName = () => (BASELINE === BEFORE_ISSUE_31 ? `build before issue 31 (${BEFORE_ISSUE_31})` : `build of ${BASELINE}`);

function comparison(sides: [Side, Side], loadAverage: number, minutes: number): { markdown: string; within: boolean; quicker: boolean } {
  const [before, after] = sides;
  const cpu = `${os.cpus()[0]?.model ?? 'unknown CPU'}, ${os.cpus().length} cores`;
  const checked = (side: Side, figure: Figure) =>
    side.gathered[figure].errors === 0 &&
    side.problems!.length === 0 &&
    side.whole === side.orders.filter((order) => order.answer).length &&
    (figure === 'bank' || side.authorised === side.cardOrders.length);
  let within = true;
  const rows: Array<Array<string | number>> = [];
  const budget: Array<Array<string | number>> = [];
  for (const { figure, what } of FIGURES) {
    const [b, a] = [summary(before.gathered[figure]), summary(after.gathered[figure])];
    for (const [side, s] of [
      [before, b],
      [after, a],
    ] as const) {
      rows.push([
        what,
        side.build,
        s.requests,
        s.perSecond,
        `${s.slowest}–${s.fastest}`,
        `${s.p50} ms`,
        `${s.p95} ms`,
        `${s.aloneP50} / ${s.aloneP95} ms`,
        `${s.nodeMs.toFixed(2)} + ${s.databaseMs.toFixed(2)} ms`,
        `${s.others.toFixed(1)} of ${(os.cpus().length * s.seconds).toFixed(1)} s`,
        `${s.probeMs} ms`,
        checked(side, figure) ? 'yes' : '**no**',
      ]);
    }
    const ratio = a.perSecond / b.perSecond;
    // Each slice of the build after against the slice of the build before next to it (their pair).
    const pairs = a.rates.map((rate, i) => rate / b.rates[i]!).sort((x, y) => x - y);
    const kept = ratio >= BUDGET && checked(after, figure);
    within &&= kept;
    budget.push([
      what,
      `${b.perSecond}/s (${b.p50} / ${b.p95} ms)`,
      `${a.perSecond}/s (${a.p50} / ${a.p95} ms)`,
      pct(ratio),
      `${pct(median(pairs))} (${pct(pairs[0]!)}–${pct(pairs.at(-1)!)})`,
      pct(b.msPerRequest / a.msPerRequest),
      kept ? 'yes' : '**no**',
    ]);
  }
  const webhook = summary(after.gathered.webhook);
  const bank = summary(after.gathered.bank);
  const quicker = webhook.aloneP50 < bank.aloneP50 && webhook.aloneP95 < bank.aloneP95;
  const markdown = [
    `${measuredOn()}; load average ${loadAverage.toFixed(2)} when the run began. The ${baselineName()} and this build run side by side, ` +
      `each shop on a fresh data folder with Stripe pointed at a Stripe test server of its own (a process on loopback), and take turns in slices ` +
      `(before, after, after, before, before, after…): for each figure ${ALONE_SLICES} slices of ${ALONE_SLICE} requests one at a time, then ${SLICES} slices of ` +
      `${SLICE} through ${CLIENTS} clients, each client sending the next the moment the last was answered, a build's rate being its requests over the time ` +
      `of its slices. A bank transfer order names its method; a card order also opens its Checkout Session at the test server; a webhook is a new signed ` +
      `checkout.session.completed about a new card order, posted to /api/webhooks/stripe (verified, stored once, its session read back from the test server, ` +
      `the authorisation written to the ledger). Checked: no request failed, every order was found whole when read back as its shopper ` +
      `(${before.whole} and ${after.whole}), every card order was authorised afterwards (${before.authorised} of ${before.cardOrders.length}, ` +
      `${after.authorised} of ${after.cardOrders.length}). "Others": processor time the machine spent on work outside the bench during the build's slices, ` +
      `out of what its ${os.cpus().length} cores had; "probe": the median time the bench took, before each slice, to hash 64 MiB on one core ` +
      `(it grows when the cores are slower for a while, which no counter inside this virtual machine shows).`,
    '',
    table(
      [
        'what',
        'build',
        'requests',
        'per second',
        'slices (per second)',
        'p50',
        'p95',
        'one at a time p50 / p95',
        'processor per request (Node + PostgreSQL)',
        'others',
        'probe',
        'checked',
      ],
      rows,
    ),
    '',
    `Issue 31's budget: each keeps at least ${pct(BUDGET)} of the rate of the build before through ${CLIENTS} clients (rates and times measured on ` +
      `${cpu}; the ratio is what compares across machines). "Pairs": each slice of this build against the slice of the build before next to it, their median and range.`,
    '',
    table(
      [
        'what',
        'before: per second (p50 / p95)',
        'after: per second (p50 / p95)',
        'after ÷ before',
        'pairs',
        'processor per request, before ÷ after',
        `≥ ${pct(BUDGET)}`,
      ],
      budget,
    ),
    '',
    `Issue 23's: a webhook handled in less time than an order is placed (one at a time, this build: p50 ${webhook.aloneP50} against ${bank.aloneP50} ms, ` +
      `p95 ${webhook.aloneP95} against ${bank.aloneP95} ms): ${quicker ? 'yes' : '**no**'}.`,
    '',
    `Reproduce: \`npm run build && npm run bench:orders\` (${Math.round(minutes)} min here, with the run of orders.ts above; ` +
      `\`BENCH_BASELINE=${BASELINE} BENCH_SLICES=${SLICES} BENCH_SLICE=${SLICE} BENCH_ORDERS=${ORDERS}\`).`,
  ].join('\n');
  return { markdown, within, quicker };
}

export async function benchOrdersSideBySide(): Promise<void> {
  const baseline = baselineBuild(BASELINE);
  const loadAverage = os.loadavg()[0]!;
  const started = performance.now();
  const stage = (what: string) =>
    console.log(`=== ${what} (${((performance.now() - started) / 1000).toFixed(0)} s into the run, load average ${os.loadavg()[0]!.toFixed(2)}) ===`);
  try {
    stage('orders on this build (orders.ts)');
    const dataDir = path.resolve('.data', 'bench-orders-after');
    rmSync(dataDir, { recursive: true, force: true });
    const orders = await measureOrders({ dataDir, orders: ORDERS });

    stage('both builds side by side');
    const sides: Side[] = [];
    try {
      sides.push(await startSide('before', baseline, 4203));
      sides.push(await startSide('after', undefined, 4204));
      const pair = sides as [Side, Side];
      for (const side of pair) {
        // A warm-up of each kind, so neither pays for the shop's first requests (statements prepared, code optimised).
        await load('warm-up', side.shop.base, requestsOf(side, 'bank', WARM_UP.bank, CLIENTS), { clients: CLIENTS, ok: placed });
        await load('warm-up', side.shop.base, requestsOf(side, 'card', WARM_UP.card, CLIENTS), { clients: CLIENTS, ok: placed });
        await payCardOrders(side);
        await load('warm-up', side.shop.base, requestsOf(side, 'webhook', side.events.length, CLIENTS), { clients: CLIENTS });
      }
      for (const { figure } of FIGURES) {
        stage(figure);
        if (figure === 'webhook') for (const side of pair) await payCardOrders(side);
        await alternate(pair, figure);
      }
      stage('checks');
      for (const side of pair) {
        const { verified, problems } = await verify(side.shop.base, side.shoppers, side.orders);
        for (const problem of problems.slice(0, 10)) console.error(`${side.build}: ${problem}`);
        side.whole = verified.size;
        side.problems = problems;
        side.authorised = await authorisedCount(side.shop.base, side.cardOrders);
        for (const { figure } of FIGURES) {
          const first = side.gathered[figure].firstError;
          if (first) console.error(`${side.build}, ${figure}: ${side.gathered[figure].errors} failed, the first: ${first}`);
        }
      }
    } finally {
      for (const side of sides) {
        await side.shop.stop();
        await side.stripe.stop();
      }
    }

    if (process.env.BENCH_NODE_ARGS) writeFileSync(path.resolve('.data', 'bench-side-slices.json'), JSON.stringify(windows, null, 1));
    const { markdown, within, quicker } = comparison(sides as [Side, Side], loadAverage, (performance.now() - started) / 60_000);
    const section = [orders.markdown, `### Beside the ${baselineName()}: bank transfer orders, card orders, webhooks\n\n${markdown}`].join('\n\n');
    console.log(`\n${section}`);
    if (WRITE_DOCS) writeSection('orders', 'Order placement', section);
    if (!within || !quicker) process.exitCode = 1;
  } finally {
    closeClients();
  }
}

runIfMain(import.meta.url, benchOrdersSideBySide);
