/**
 * Measures the listing API under load: starts the built shop on the benchmark data
 * (see make-large-catalog.ts), sends 16 concurrent clients through a rotation of listing
 * requests — three filter groups, a price range, facet counts — and writes the figures into
 * docs/performance.md.
 *
 *   npm run build && npm run catalog:large && npm run bench:listing
 */
import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import autocannon from 'autocannon';

const PORT = Number(process.env.BENCH_PORT ?? 3999);
const DATA_DIR = process.env.DATA_DIR ?? './.data/bench';
const CONNECTIONS = 16;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 30);
const base = `http://127.0.0.1:${PORT}`;

const CATEGORIES = ['Rings', 'Earrings', 'Necklaces', 'Bracelets', 'Charms'];
const THEMES = [['Floral'], ['Celestial', 'Ocean'], ['Vintage'], ['Love', 'Nature'], ['Minimalist', 'Boho', 'Zodiac']];
const METALS = [['14K Gold'], ['925 Sterling Silver', 'Rose Gold'], ['18K Gold']];
const PRICES = [
  [0, 300],
  [100, 900],
  [50, 2000],
];

/** 75 distinct requests, so the measurement is of the queries, not of one cached plan for one answer. */
function requests(): string[] {
  const paths: string[] = [];
  for (const [i, category] of CATEGORIES.entries()) {
    for (const [j, themes] of THEMES.entries()) {
      for (const k of [0, 1, 2]) {
        const metals = METALS[(i + j + k) % METALS.length]!;
        const [min, max] = PRICES[(i + k) % PRICES.length]!;
        const params = new URLSearchParams();
        params.append('category', category);
        for (const theme of themes) params.append('theme', theme);
        for (const metal of metals) params.append('metal', metal);
        params.set('minPrice', String(min));
        params.set('maxPrice', String(max));
        params.set('page', String(1 + k));
        paths.push(`/api/listing?${params}`);
      }
    }
  }
  return paths;
}

async function waitForHealth(timeoutMs = 180_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('The shop did not become healthy in time');
}

async function main() {
  const shop = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, NODE_ENV: 'production', PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  try {
    await waitForHealth();
    const paths = requests();
    const products = Number((await fetch(`${base}/api/listing?pageSize=1`).then((r) => r.json())).total);
    // First, each request once, one at a time, on a cold cache: what the first shopper to ask waits.
    const cold: number[] = [];
    for (const path of paths) {
      const started = performance.now();
      await fetch(`${base}${path}`).then((r) => r.arrayBuffer());
      cold.push(performance.now() - started);
    }
    cold.sort((a, b) => a - b);
    const coldMs = { p50: Math.round(cold[Math.floor(cold.length / 2)]!), max: Math.round(cold[cold.length - 1]!) };
    // Warm-up: plans and caches as a running shop has them.
    await autocannon({ url: base, connections: CONNECTIONS, duration: 5, requests: paths.map((path) => ({ path })) });
    const result = await autocannon({ url: base, connections: CONNECTIONS, duration: SECONDS, requests: paths.map((path) => ({ path })) });
    const p = result.latency;
    const summary = {
      products,
      requests: result.requests.total,
      rps: Math.round(result.requests.average),
      p50: p.p50,
      p90: p.p90,
      p97_5: p.p97_5,
      p99: p.p99,
      max: p.max,
      errors: result.errors + result.non2xx,
      coldP50: coldMs.p50,
      coldMax: coldMs.max,
    };
    // autocannon reports p90 and p97.5; p95 lies between them, so the bound we state is p97.5.
    console.log(summary);
    record(summary, paths[0]!);
    if (summary.errors > 0) process.exitCode = 1;
  } finally {
    shop.kill('SIGTERM');
  }
}

function record(
  s: {
    products: number;
    requests: number;
    rps: number;
    p50: number;
    p90: number;
    p97_5: number;
    p99: number;
    max: number;
    errors: number;
    coldP50: number;
    coldMax: number;
  },
  example: string,
) {
  const file = 'docs/performance.md';
  const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
  const block = [
    '<!-- bench:listing:start -->',
    `Measured ${new Date().toISOString().slice(0, 10)} on this project's machine (${os.cpus().length} cores, ${cpu}, ` +
      `${Math.round(os.totalmem() / 2 ** 30)} GiB), Node ${process.version}, embedded PostgreSQL, with ${s.products.toLocaleString('en-US')} products:`,
    '',
    '| clients | duration | requests | req/s | p50 | p90 | p97.5 | p99 | max | errors |',
    '|---|---|---|---|---|---|---|---|---|---|',
    `| ${CONNECTIONS} | ${SECONDS} s | ${s.requests} | ${s.rps} | ${s.p50} ms | ${s.p90} ms | ${s.p97_5} ms | ${s.p99} ms | ${s.max} ms | ${s.errors} |`,
    '',
    `Each of the 75 requests once, alone, before any was cached (what the first shopper to ask waits): ` + `median ${s.coldP50} ms, slowest ${s.coldMax} ms.`,
    '',
    `One of the 75 rotated requests: \`${example}\``,
    '<!-- bench:listing:end -->',
  ].join('\n');
  const text = readFileSync(file, 'utf8');
  writeFileSync(file, text.replace(/<!-- bench:listing:start -->[\s\S]*<!-- bench:listing:end -->/, block));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
