/**
 * `npm run bench:orders`: order placement on this build and, in the same run, on the build before
 * payments (issue 23's budget: placing an order with a bank transfer keeps at least 90 % of the
 * rate and of the p95 of the build before; machines here differ about 3× in speed, so only the
 * ratio taken in one run compares). The build before is made from its commit (BENCH_BASELINE, by
 * default the last commit before payments) in a worktree under .data/, once, and kept.
 *
 * The two builds take turns (before, after, before, after…: BENCH_ROUNDS rounds), each on a fresh
 * data folder, so a burst of other work on the machine falls on both; the figures compared are the
 * medians of each build's runs. Each run is scripts/bench/orders.ts's: the same shoppers, orders
 * and checks.
 *
 * Then, in the same run, a Stripe webhook beside the order it is about (scripts/bench/webhooks.ts).
 *
 *   npm run build && npm run bench:orders
 */
import { execFileSync } from 'node:child_process';
import { existsSync, rmSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import { measureOrders, type OrdersRun } from './orders.ts';
import { measureWebhooks } from './webhooks.ts';
import { closeClients, measuredOn, reproduce, runIfMain, table, writeSection } from './shared.ts';

/** The last commit before payments (issue 23). */
const BASELINE = process.env.BENCH_BASELINE ?? '9ffb7d7197092f7abe4b1fe62aed6375917a470e';
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
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
  execFileSync('npm', ['run', 'build'], { cwd: dir, stdio: 'inherit' });
  return build;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

function comparison(before: OrdersRun[], after: OrdersRun[]): { markdown: string; within: boolean } {
  const rate = (runs: OrdersRun[]) => median(runs.map((run) => run.full.perSecond));
  const paced = (runs: OrdersRun[]) => median(runs.map((run) => run.paced.p95));
  const one = (runs: OrdersRun[]) => median(runs.map((run) => run.one.p50));
  const cpu = (runs: OrdersRun[]) => median(runs.map((run) => run.cpuMsPerOrder.shop + run.cpuMsPerOrder.database));
  const rateRatio = rate(after) / rate(before);
  // p95 "kept at 90 %": the time may grow to at most 1 / 0.9 of the build before's.
  const p95Ratio = paced(before) / paced(after);
  const within = rateRatio >= BUDGET && p95Ratio >= BUDGET && after.every((run) => run.noneLost);
  const pct = (value: number) => `${Math.round(value * 100)} %`;
  const runs = [...before.map((run, i) => ['before', i + 1, run] as const), ...after.map((run, i) => ['after', i + 1, run] as const)];
  const markdown = [
    `${measuredOn()}. The build before payments (${BASELINE.slice(0, 7)}) and this build take turns, ${ROUNDS} runs each, ` +
      `each on a fresh data folder; every order pays by bank transfer (the default method when none is named). Medians of each build's runs:`,
    '',
    table(
      ['build', 'run', 'one at a time p50', '300/s p95', 'full rate orders/s', 'full rate p95', 'processor per order (Node + PostgreSQL)', 'none lost'],
      runs.map(([build, n, run]) => [
        build,
        n,
        `${run.one.p50} ms`,
        `${run.paced.p95} ms`,
        run.full.perSecond,
        `${run.full.p95} ms`,
        `${(run.cpuMsPerOrder.shop + run.cpuMsPerOrder.database).toFixed(2)} ms`,
        run.noneLost ? 'yes' : '**no**',
      ]),
    ),
    '',
    table(
      ['budget', 'before', 'after', 'kept', 'within'],
      [
        [`rate ≥ ${pct(BUDGET)} of before`, `${rate(before)} orders/s`, `${rate(after)} orders/s`, pct(rateRatio), rateRatio >= BUDGET ? 'yes' : '**no**'],
        [`p95 at 300/s ≤ before ÷ ${BUDGET}`, `${paced(before)} ms`, `${paced(after)} ms`, pct(p95Ratio), p95Ratio >= BUDGET ? 'yes' : '**no**'],
        ['one order alone, p50 (for reading)', `${one(before)} ms`, `${one(after)} ms`, pct(one(before) / one(after)), ''],
        ['processor per order (for reading)', `${cpu(before).toFixed(2)} ms`, `${cpu(after).toFixed(2)} ms`, pct(cpu(before) / cpu(after)), ''],
      ],
    ),
    '',
    reproduce('npm run bench:orders'),
  ].join('\n');
  return { markdown, within };
}

export async function benchOrdersSideBySide(): Promise<void> {
  const before: OrdersRun[] = [];
  const after: OrdersRun[] = [];
  const baseline = baselineBuild(BASELINE);
  try {
    for (let round = 1; round <= ROUNDS; round++) {
      for (const [name, runs, buildDir] of [
        ['before', before, baseline],
        ['after', after, undefined],
      ] as const) {
        const dataDir = path.resolve('.data', `bench-orders-${name}`);
        rmSync(dataDir, { recursive: true, force: true });
        console.log(`=== round ${round}: ${name} payments ===`);
        runs.push(await measureOrders({ buildDir, dataDir }));
      }
    }
    const { markdown, within } = comparison(before, after);
    const webhooksDir = path.resolve('.data', 'bench-webhooks');
    rmSync(webhooksDir, { recursive: true, force: true });
    console.log('=== webhooks beside orders ===');
    const webhooks = await measureWebhooks({ dataDir: webhooksDir, port: 4202 });
    const section = [
      after.at(-1)!.markdown,
      `### Beside the build before payments\n\n${markdown}`,
      `### A Stripe webhook beside an order\n\n${webhooks.markdown}`,
    ].join('\n\n');
    console.log(`\n${section}`);
    if (WRITE_DOCS) writeSection('orders', 'Order placement', section);
    if (!within || !webhooks.within) process.exitCode = 1;
  } finally {
    closeClients();
  }
}

runIfMain(import.meta.url, benchOrdersSideBySide);
