/**
 * What every part of `npm run bench` shares: starting the built shop on a data folder and waiting
 * for it, sending requests through a number of clients and reading their percentiles, describing
 * the machine, and writing a part's figures into docs/performance.md between its own markers
 * (`<!-- bench:NAME:start -->` … `<!-- bench:NAME:end -->`), so each part rewrites only its own.
 *
 * The shop runs as production runs it (`npm start`'s command: the compiled server under plain
 * `node`, NODE_ENV=production) from the build in BUILD_DIR (./build by default): build first
 * (`npm run build`).
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, openSync, readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { compiledServer, serverArgs } from '../build-server.ts';
import { openDatabase, type OpenDatabase } from '../../server/db/database.ts';
import { parseEnv } from '../../server/env.ts';

export const PERFORMANCE_DOC = 'docs/performance.md';

/** The large synthetic shop (`npm run catalog:large`) and the sample catalogue's own folder. */
export const LARGE_DATA_DIR = process.env.BENCH_LARGE_DATA_DIR ?? './.data/bench';
export const SAMPLE_DATA_DIR = process.env.BENCH_SAMPLE_DATA_DIR ?? './.data/bench-sample';

export interface Shop {
  base: string;
  /** The server's process (its pid, for memory). */
  process: ChildProcess;
  /** Milliseconds from the spawn to the first healthy answer. */
  startedInMs: number;
  stop(): Promise<void>;
}

/**
 * Starts the built shop on `dataDir` at `port` and waits until /api/health answers 200. `env`
 * adds to (or overrides) the environment, e.g. ADMIN_EMAIL/ADMIN_PASSWORD.
 */
export async function startShop(options: { dataDir: string; port: number; env?: Record<string, string>; timeoutMs?: number }): Promise<Shop> {
  const buildDir = options.env?.BUILD_DIR ?? process.env.BUILD_DIR;
  if (!existsSync(compiledServer(buildDir))) throw new Error(`${compiledServer(buildDir)} is missing: build the shop first (npm run build)`);
  const started = performance.now();
  // BENCH_NODE_ARGS: node options for the shop only, e.g. '--cpu-prof --cpu-prof-dir=.data/profile' (from the folder the bench runs in; written when it stops).
  const nodeArgs = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, ...serverArgs(buildDir)], {
    env: { ...process.env, NODE_ENV: 'production', PORT: String(options.port), HOST: '127.0.0.1', DATA_DIR: options.dataDir, ...options.env },
    // BENCH_SHOP_STDOUT: a file the shop's standard output is appended to (its request log, and what BENCH_NODE_ARGS such as --trace-gc print).
    stdio: ['ignore', process.env.BENCH_SHOP_STDOUT ? openSync(process.env.BENCH_SHOP_STDOUT, 'a') : 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${options.port}`;
  const deadline = Date.now() + (options.timeoutMs ?? 180_000);
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The shop exited with ${child.exitCode}`);
    if (Date.now() > deadline) {
      child.kill('SIGTERM');
      throw new Error('The shop did not become healthy in time');
    }
    const answer = await get(`${base}/api/health`).catch(() => undefined);
    if (answer?.status === 200) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const startedInMs = performance.now() - started;
  return {
    base,
    process: child,
    startedInMs,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

export interface Answer {
  status: number;
  ms: number;
  body: Buffer;
  headers: http.IncomingHttpHeaders;
}

/** What Chromium asks for. */
export const BROWSER_HEADERS = { 'Accept-Encoding': 'gzip, deflate, br, zstd' };

const agents = new Map<number, http.Agent>();
/** A keep-alive agent with this many sockets (one per client). */
function agentFor(clients: number): http.Agent {
  let agent = agents.get(clients);
  if (!agent) {
    agent = new http.Agent({ keepAlive: true, maxSockets: clients });
    agents.set(clients, agent);
  }
  return agent;
}

/** One request; the body is read whole (as a browser would), its time is until the last byte. */
export function send(url: string, options: { method?: string; headers?: Record<string, string>; body?: string; clients?: number } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const req = http.request(url, { method: options.method ?? 'GET', headers: options.headers, agent: agentFor(options.clients ?? 1) }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, ms: performance.now() - started, body: Buffer.concat(chunks), headers: res.headers }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(options.body);
  });
}

export const get = (url: string, headers?: Record<string, string>) => send(url, { headers });

/** Ends the keep-alive sockets, so the script can exit. */
export function closeClients(): void {
  for (const agent of agents.values()) agent.destroy();
  agents.clear();
}

/**
 * Runs a bench when its module is the script node started (`npm run bench:listing`), not when
 * `npm run bench` imports it: a failure is printed and sets the exit code, and the clients close.
 */
export function runIfMain(moduleUrl: string, run: () => Promise<unknown>): void {
  if (!process.argv[1] || moduleUrl !== pathToFileURL(path.resolve(process.argv[1])).href) return;
  run()
    .catch((error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    })
    .finally(closeClients);
}

export interface Figures {
  label: string;
  clients: number;
  requests: number;
  seconds: number;
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  errors: number;
  /** The first failure, for the log. */
  firstError?: string;
  /** Processor time this script (the clients) spent per request, in ms: load taken from the shop's cores. */
  clientMs: number;
}

/**
 * While `run` runs, this process (the bench's clients) is a batch job to the kernel's scheduler
 * (SCHED_BATCH, through util-linux's `chrt`). It still takes its share of the cores, but an answer
 * arriving no longer lets it preempt, then and there, the shop's thread that sent it: clients on
 * other machines never take the shop's core that way (docs/performance.md, "Listing and search").
 * Where `chrt` is missing (not Linux), or with BENCH_BATCH_CLIENTS=false, the clients run as any
 * process. The policy is back to the usual one afterwards, so a shop started later does not inherit it.
 */
async function asBatchJob<T>(run: () => Promise<T>): Promise<T> {
  const policy = (flag: '-b' | '-o') => {
    try {
      execFileSync('chrt', ['-a', flag, '-p', '0', String(process.pid)], { stdio: 'ignore' });
      return true;
    } catch {
      return false;
    }
  };
  const batch = process.env.BENCH_BATCH_CLIENTS !== 'false' && policy('-b');
  try {
    return await run();
  } finally {
    if (batch) policy('-o');
  }
}

/** BENCH_SLOWEST=N: each load prints its N slowest requests (the ones to `EXPLAIN ANALYZE`). */
const SLOWEST = Number(process.env.BENCH_SLOWEST ?? 0);

/** The q-quantile (0–1) of sorted times, rounded to 0.1 ms. */
export function quantile(sorted: number[], q: number): number {
  if (sorted.length === 0) return 0;
  return Math.round(sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]! * 10) / 10;
}

/**
 * Sends every request once through `clients` clients. A request is a path (GET) or a function
 * that sends it itself; an answer that `ok` refuses (by default, not 2xx) counts as an error.
 *
 * - Without `perSecond` (a closed loop), each client sends its next request the moment its last
 *   one answered: the shop at its full rate, where the time of an answer follows from the rate
 *   (Little's law: clients ÷ rate on average).
 * - With `perSecond` (an open loop at that rate), the requests are due one after another at that
 *   rate, whatever the answers: a client waits for the next request's moment and then sends it.
 *   Its time counts from the moment it was due, not from when it was sent, so a request that had
 *   to wait for a free client (the shop falling behind) counts that wait against the shop.
 */
export async function load(
  label: string,
  base: string,
  requests: Array<string | (() => Promise<Answer>)>,
  options: {
    clients: number;
    perSecond?: number;
    headers?: Record<string, string>;
    ok?: (answer: Answer) => boolean;
    /** Every request's time (ms) is added to it too, for figures over several loads. */
    times?: number[];
  },
): Promise<Figures> {
  const ok = options.ok ?? ((answer: Answer) => answer.status >= 200 && answer.status < 300);
  const times: number[] = [];
  let errors = 0;
  let firstError: string | undefined;
  const slowest: Array<{ ms: number; path: string }> = [];
  let next = 0;
  const started = performance.now();
  const cpu = process.cpuUsage();
  await asBatchJob(() =>
    Promise.all(
      Array.from({ length: options.clients }, async () => {
        while (next < requests.length) {
          const index = next++;
          const item = requests[index]!;
          const due = options.perSecond ? started + (index * 1000) / options.perSecond : undefined;
          if (due !== undefined && due > performance.now()) await new Promise((resolve) => setTimeout(resolve, due - performance.now()));
          const answer = typeof item === 'string' ? await send(`${base}${item}`, { headers: options.headers, clients: options.clients }) : await item();
          times.push(due === undefined ? answer.ms : performance.now() - due);
          if (SLOWEST && typeof item === 'string') slowest.push({ ms: answer.ms, path: item });
          if (!ok(answer)) {
            errors++;
            firstError ??= `${answer.status} ${typeof item === 'string' ? item : '(request)'}: ${answer.body.toString('utf8').slice(0, 200)}`;
          }
        }
      }),
    ),
  );
  const seconds = (performance.now() - started) / 1000;
  const { user, system } = process.cpuUsage(cpu);
  times.sort((a, b) => a - b);
  options.times?.push(...times);
  for (const { ms, path } of slowest.sort((a, b) => b.ms - a.ms).slice(0, SLOWEST)) console.log(`  ${Math.round(ms)} ms ${path}`);
  return {
    label,
    clients: options.clients,
    requests: times.length,
    seconds,
    perSecond: Math.round(times.length / seconds),
    p50: quantile(times, 0.5),
    p95: quantile(times, 0.95),
    p99: quantile(times, 0.99),
    max: quantile(times, 1),
    errors,
    firstError,
    clientMs: Math.round((user + system) / 10 / Math.max(1, times.length)) / 100,
  };
}

/** `count` requests that `make` builds and that no other request of the run (`taken`) used. */
export function distinct(make: () => string, count: number, taken: Set<string>): string[] {
  const made: string[] = [];
  for (let tries = 0; made.length < count && tries < count * 100; tries++) {
    const candidate = make();
    if (taken.has(candidate)) continue;
    taken.add(candidate);
    made.push(candidate);
  }
  return made;
}

/** A seeded generator: the same run of requests every time, different from request to request. */
export function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

/** "Measured 2026-11-23 on this project's machine (2 cores, …, 24 GiB), Node v20…" */
export function measuredOn(): string {
  const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
  return `Measured ${new Date().toISOString().slice(0, 10)} on this project's machine (${os.cpus().length} cores, ${cpu}, ${Math.round(os.totalmem() / 2 ** 30)} GiB), Node ${process.version}`;
}

/** A Markdown table. */
export function table(header: string[], rows: Array<Array<string | number>>): string {
  return [`| ${header.join(' | ')} |`, `|${header.map(() => '---').join('|')}|`, ...rows.map((row) => `| ${row.join(' | ')} |`)].join('\n');
}

/** A figures row: label, clients, requests, req/s, p50, p95, p99, max, errors. */
export const FIGURES_HEADER = ['what', 'clients', 'requests', 'req/s', 'p50', 'p95', 'p99', 'max', 'errors'];
export const figuresRow = (f: Figures) => [f.label, f.clients, f.requests, f.perSecond, `${f.p50} ms`, `${f.p95} ms`, `${f.p99} ms`, `${f.max} ms`, f.errors];

/**
 * Writes `markdown` into docs/performance.md between `<!-- bench:NAME:start -->` and
 * `<!-- bench:NAME:end -->`, adding the pair (under "## heading") at the end when it is not there.
 */
export function writeSection(name: string, heading: string, markdown: string): void {
  const start = `<!-- bench:${name}:start -->`;
  const end = `<!-- bench:${name}:end -->`;
  const text = readFileSync(PERFORMANCE_DOC, 'utf8');
  const block = `${start}\n${markdown.trim()}\n${end}`;
  const at = text.indexOf(start);
  const till = text.indexOf(end);
  const next = at >= 0 && till > at ? text.slice(0, at) + block + text.slice(till + end.length) : `${text.trimEnd()}\n\n## ${heading}\n\n${block}\n`;
  writeFileSync(PERFORMANCE_DOC, next);
}

/** The command line that reproduces a part, for the doc. */
export const reproduce = (command: string) => `Reproduce: \`${command}\` (after \`npm run build\`).`;

/**
 * The database of the shop in `dataDir` (or DATABASE_URL's) as its owner and without serving
 * timeouts: what a bench seeds, loads and VACUUMs before it starts the shop (decision record 058).
 */
export async function openShopDatabase(dataDir: string): Promise<OpenDatabase> {
  const env = parseEnv({ ...process.env, DATA_DIR: dataDir });
  return openDatabase({
    databaseUrl: env.databaseUrl,
    databaseOwnerUrl: env.databaseOwnerUrl,
    as: 'owner',
    dataDir: env.dataDir,
    log: () => {},
    timeouts: false,
  });
}

/** Product page paths, `count` of them (fewer if the shop has fewer variants), newest products first. */
export async function productPages(base: string, count: number): Promise<string[]> {
  const paths: string[] = [];
  for (let page = 1; paths.length < count; page++) {
    const answer = await get(`${base}/api/products?page=${page}&pageSize=60`);
    if (answer.status !== 200) throw new Error(`/api/products answered ${answer.status}`);
    const products = JSON.parse(answer.body.toString('utf8')) as Array<{ id: number; ProductVariants: Array<{ id: number }> }>;
    if (products.length === 0) break;
    for (const product of products) for (const variant of product.ProductVariants) paths.push(`/product/${product.id}/${variant.id}`);
  }
  return paths.slice(0, count);
}

/** The same items again and again until there are `count` (a small shop has fewer pages than requests). */
export const cycled = <T>(items: readonly T[], count: number): T[] => Array.from({ length: count }, (_, i) => items[i % items.length]!);
