/**
 * Issue 38's figures in one run, each beside its baseline: the 100,000-product shop (made first
 * when missing, `npm run catalog:large`), 16 clients, every listing and search request a
 * combination no other request of the run used, and
 * - a static file of the same server (`/favicon.svg`), the baseline of every rate;
 * - the listing with facets, and the search with typos (`bench:listing`'s requests);
 * - product pages the page cache keeps (each rendered once in the warm-up, then asked for again);
 * - the server's resident memory (RSS) idle after the start and after the load, with each part's
 *   size as GET /metrics says it (`shop_memory_bytes`: V8's heap, the buffers, the page cache, the
 *   listing index), the rest being the code, the worker thread's heap, the native heaps and what
 *   the allocators keep.
 * Every request asks for a compressed answer as a browser does. The ratios are the figures; the
 * CPU is named beside the absolute ones. The kinds are measured in rounds (BENCH_ROUNDS, 3), the
 * static file before, between and after them, each kind's rate against the mean of the static
 * file's just before and just after it, and the median round reported: one pass moved by as much
 * as this machine's speed does from minute to minute.
 *
 *   npm run build && npm run bench:ratios
 *
 * Goals (issue 38): listing ≥ 50% of the static file's rate, search ≥ 75%, a kept product page
 * ≥ 100%, RSS ≤ 300 MB idle and after the load.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { facetsOf, listingQuery, searchQuery } from './listing.ts';
import { metricsOf, rssMiB } from './processes.ts';
import {
  BROWSER_HEADERS,
  distinct,
  FIGURES_HEADER,
  figuresRow,
  LARGE_DATA_DIR,
  load,
  measuredOn,
  reproduce,
  runIfMain,
  startShop,
  table,
  writeSection,
  type Figures,
  type Shop,
  cycled,
  productPages,
} from './shared.ts';

const CLIENTS = 16;
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 5_000);
/**
 * Rounds of the four kinds, one after the other, each kind's rate against the static file's of
 * its own round: this machine's speed moves by ±15% from minute to minute, and a ratio read from
 * one pass of 3–6 s per kind moved as much (docs/performance.md). The median round is reported.
 */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const WARM_UP = Number(process.env.BENCH_WARM_UP ?? 2_000);
const KEPT_PAGES = 1_000;
const STATIC_FILE = '/favicon.svg';
const PORT = Number(process.env.BENCH_RATIOS_PORT ?? 4311);
const TOKEN = 'bench-ratios-metrics-token-0123456789';
/** The RSS goal, in MB (10^6 bytes) as the issue states it. */
const RSS_GOAL_MB = 300;
/**
 * When memory is read, after the start and after the load: once the shop collected what the load
 * left (about 1 s after its last request), and once it settled (6 s quiet after that collection:
 * the young generation and the C heap's free pages given back; server/services/caching/collect-garbage.ts).
 */
const COLLECTED_MS = 5_000;
const SETTLED_MS = 15_000;

/** The large shop, made when missing (it takes a while: 100,000 products, 100,000 orders). */
function ensureLargeShop(): void {
  if (existsSync(path.join(LARGE_DATA_DIR, 'postgres', 'PG_VERSION'))) return;
  console.log(`${LARGE_DATA_DIR} holds no shop: making the 100,000-product shop first (npm run catalog:large)`);
  execFileSync('npm', ['run', 'catalog:large'], { stdio: 'inherit', env: { ...process.env, DATA_DIR: LARGE_DATA_DIR } });
}

interface Memory {
  rssMb: number;
  parts: Record<string, number>;
}

/** The server's RSS and its parts, in MB. */
async function memoryOf(shop: Shop): Promise<Memory> {
  const metrics = await metricsOf(shop.base, TOKEN);
  const parts: Record<string, number> = {};
  for (const [series, value] of metrics) {
    const part = /^shop_memory_bytes\{part="([a-z_]+)"\}$/.exec(series)?.[1];
    if (part) parts[part] = Math.round(value / 1e5) / 10;
  }
  return { rssMb: Math.round(rssMiB(shop.process.pid!) * 1.048576 * 10) / 10, parts };
}

const KINDS = ['listing', 'search', 'kept'] as const;
type Kind = (typeof KINDS)[number];

/**
 * One round's figures of each kind, and of the static file before the first kind, between each
 * two and after the last: each kind's baseline is the mean of the static file's rates just before
 * and just after it (the machine's speed drifts within a round too).
 */
interface Round extends Record<Kind, Figures> {
  statics: Figures[];
}

interface Measured {
  rounds: Round[];
  idle: Memory;
  /** Read the moment the last request answered. */
  atLoadEnd: Memory;
  /** Read COLLECTED_MS later, once the shop collected what the load left. */
  collected: Memory;
  /** Read SETTLED_MS after the load, once the shop settled. */
  settled: Memory;
  example: string;
}

async function measure(shop: Shop): Promise<Measured> {
  await new Promise((resolve) => setTimeout(resolve, SETTLED_MS));
  const idle = await memoryOf(shop);
  const facets = await facetsOf(shop.base);
  const taken = new Set<string>();
  const options = { clients: CLIENTS, headers: BROWSER_HEADERS };
  const run = async (label: string, paths: string[]) => {
    const figures = await load(label, shop.base, paths, options);
    if (figures.firstError) console.error(`${label}: ${figures.errors} errors, the first: ${figures.firstError}`);
    console.log(figures);
    return figures;
  };
  const fresh = (make: () => URLSearchParams, count: number) => distinct(() => `/api/listing?${make()}`, count, taken);
  const pages = await productPages(shop.base, KEPT_PAGES);
  // Every request is made before the first is sent: a pause between two kinds while the next
  // ones were made let the shop see a quiet second and collect its heap (collect-garbage.ts),
  // which then ran into the next kind's measure.
  const listings = () => fresh(() => listingQuery(facets), REQUESTS);
  const searches = () => fresh(() => searchQuery(facets), REQUESTS);
  const warmUps = { listing: fresh(() => listingQuery(facets), WARM_UP), search: fresh(() => searchQuery(facets), WARM_UP) };
  const planned = Array.from({ length: ROUNDS }, () => ({ listing: listings(), search: searches() }));
  // Each kind warmed up once (the kept pages: each rendered once), then measured in every round.
  await run(`static file ${STATIC_FILE}, warm-up`, cycled([STATIC_FILE], WARM_UP));
  await run('listing with facets, warm-up', warmUps.listing);
  await run('search with typos, warm-up', warmUps.search);
  await run('product pages, warm-up', pages);
  const rounds: Round[] = [];
  for (const [at, { listing, search }] of planned.entries()) {
    const round = at + 1;
    const statics: Figures[] = [];
    const staticFile = async () => statics.push(await run(`round ${round}: static file ${STATIC_FILE}`, cycled([STATIC_FILE], REQUESTS)));
    await staticFile();
    const listed = await run(`round ${round}: listing with facets`, listing);
    await staticFile();
    const searched = await run(`round ${round}: search with typos`, search);
    await staticFile();
    const kept = await run(`round ${round}: product page, kept (${pages.length.toLocaleString('en-US')} pages)`, cycled(pages, REQUESTS));
    await staticFile();
    rounds.push({ statics, listing: listed, search: searched, kept });
  }
  const atLoadEnd = await memoryOf(shop);
  await new Promise((resolve) => setTimeout(resolve, COLLECTED_MS));
  const collected = await memoryOf(shop);
  await new Promise((resolve) => setTimeout(resolve, SETTLED_MS - COLLECTED_MS));
  const settled = await memoryOf(shop);
  return { rounds, idle, atLoadEnd, collected, settled, example: `/api/listing?${listingQuery(facets)}` };
}

const percent = (value: number) => `${Math.round(value * 1000) / 10}%`;
const met = (ok: boolean) => (ok ? 'yes' : '**no**');

/** The round whose value is the median of the rounds' (the lower middle one of an even number). */
function medianOf<T>(items: readonly T[], value: (item: T) => number): T {
  return [...items].sort((a, b) => value(a) - value(b))[Math.floor((items.length - 1) / 2)]!;
}

function report(m: Measured): string {
  const baseline = (round: Round, kind: Kind) => {
    const at = KINDS.indexOf(kind);
    return (round.statics[at]!.perSecond + round.statics[at + 1]!.perSecond) / 2;
  };
  const share = (round: Round, kind: Kind) => round[kind].perSecond / baseline(round, kind);
  const rate = (kind: Kind, goal: number) => {
    const median = medianOf(m.rounds, (round) => share(round, kind));
    const s = share(median, kind);
    const shares = m.rounds.map((round) => percent(share(round, kind))).join(', ');
    return [...figuresRow(median[kind]), percent(s), shares, `≥ ${percent(goal)}`, met(s >= goal && m.rounds.every((round) => round[kind].errors === 0))];
  };
  const allStatics = m.rounds.flatMap((round) => round.statics);
  const staticMedian = medianOf(allStatics, (figures) => figures.perSecond);
  const staticRates = m.rounds.map((round) => round.statics.map((figures) => figures.perSecond).join('/')).join(', ') + ' req/s';
  const mb = (value: number | undefined) => `${Math.round((value ?? 0) * 10) / 10} MB`;
  const memoryRow = (label: string, { rssMb, parts }: Memory, goal: boolean) => {
    const known = ['heap_used', 'heap_free', 'array_buffers', 'external_other', 'listing_thread_heap'].reduce((sum, part) => sum + (parts[part] ?? 0), 0);
    return [
      label,
      mb(rssMb),
      mb(parts.heap_used),
      mb(parts.heap_free),
      mb(parts.array_buffers),
      mb(parts.listing_index),
      mb(parts.page_cache),
      mb(parts.external_other),
      mb(parts.listing_thread_heap),
      mb(rssMb - known),
      goal ? met(rssMb <= RSS_GOAL_MB) : '—',
    ];
  };
  return [
    `${measuredOn()}, embedded PostgreSQL, the 100,000-product shop; ${CLIENTS} clients, each sending its next request the moment the last answered; ` +
      `${ROUNDS} rounds of ${REQUESTS.toLocaleString('en-US')} requests of each kind, the kinds one after the other in each round, after ${WARM_UP.toLocaleString('en-US')} warm-up requests of each; ` +
      "the static file measured before, between and after the kinds in each round, each kind's share being of the mean of the static file's rates just before and just after it, " +
      "and the round with the median share shown (the static row: the median of all its runs, and each round's runs in order); every listing and search " +
      `request a combination no other request of the run used; every request asking for a compressed answer (\`Accept-Encoding: ${BROWSER_HEADERS['Accept-Encoding']}\`).`,
    '',
    table(
      [...FIGURES_HEADER, 'share of the static file’s req/s', 'each round', 'goal', 'met'],
      [[...figuresRow(staticMedian), '100%', staticRates, '—', '—'], rate('listing', 0.5), rate('search', 0.75), rate('kept', 1)],
    ),
    '',
    `The server's resident memory (RSS) ${SETTLED_MS / 1000} s after its start, the moment the load ended, ${COLLECTED_MS / 1000} s and ${SETTLED_MS / 1000} s after it, with the parts GET /metrics names ` +
      "(`shop_memory_bytes`): of the main thread, V8's heap in use, what V8 keeps committed but free, and the buffers outside it; among those buffers the listing index's " +
      "typed arrays (one shared buffer, which the listing thread reads too) and the kept pages; Node's other external memory; the listing thread's own heap; " +
      'and the rest: RSS less the heaps, the buffers and the other external memory, i.e. the code, the native heaps and what the allocators keep. MB are 10⁶ bytes. ' +
      'The goal applies once the load is over: the moment it ends the heap still holds its garbage, which the shop collects once requests pause, ' +
      "and settles 6 s later (its young generation and the C heap's free pages given back).",
    '',
    table(
      [
        'when',
        'RSS',
        'V8 heap in use',
        'V8 heap free',
        'buffers',
        'of which the listing index',
        'of which kept pages',
        'other external',
        'listing thread heap',
        'the rest',
        `≤ ${RSS_GOAL_MB} MB`,
      ],
      [
        memoryRow('idle, after the start', m.idle, true),
        memoryRow('the moment the load ended', m.atLoadEnd, false),
        memoryRow(`${COLLECTED_MS / 1000} s after the load (collected)`, m.collected, false),
        memoryRow(`${SETTLED_MS / 1000} s after the load (settled)`, m.settled, true),
      ],
    ),
    '',
    `One of the listing requests: \`${m.example}\`.`,
    '',
    reproduce('npm run bench:ratios'),
  ].join('\n');
}

export async function benchRatios(): Promise<void> {
  ensureLargeShop();
  const shop = await startShop({ dataDir: LARGE_DATA_DIR, port: PORT, env: { METRICS_TOKEN: TOKEN } });
  let measured: Measured;
  try {
    measured = await measure(shop);
  } finally {
    await shop.stop();
  }
  const markdown = report(measured);
  console.log(markdown);
  writeSection('ratios', 'Issue 38: the ratios in one run', markdown);
}

runIfMain(import.meta.url, benchRatios);
