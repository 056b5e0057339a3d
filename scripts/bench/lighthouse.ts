/**
 * Lighthouse on the storefront, as a shopper on a phone meets it: starts the built shop on the
 * sample catalogue and runs Lighthouse's default (mobile) settings — a mid-range phone's screen,
 * simulated slow 4G and a 4× slower CPU — RUNS times, one after the other, on the home page, the
 * listing and one product page; then the same with an 8× slower CPU (a low-end phone,
 * `--throttling.cpuSlowdownMultiplier=8`). It reports per page the median of each figure, and the
 * bytes by resource type of the median run, against the budgets: a performance score of at least
 * 98 at the default throttling and at least 90 at 8×.
 *
 *   npm run build && npm run bench:lighthouse
 *
 * Chromium is the system's (CHROME_PATH, /usr/bin/chromium by default); nothing is downloaded.
 * BENCH_LIGHTHOUSE_RUNS changes the number of runs (5 by default, an odd number keeps a median run);
 * BENCH_LIGHTHOUSE_SLOWDOWN=4 or 8 measures one throttling only (and writes nothing to the docs).
 */
import { launch } from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { productPath } from './bytes.ts';
import { closeClients, get, measuredOn, reproduce, SAMPLE_DATA_DIR, startShop, table, writeSection, runIfMain } from './shared.ts';

const PORT = Number(process.env.BENCH_LIGHTHOUSE_PORT ?? 4101);
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5);
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu'];
/** The throttlings measured, each with its budget: every page scores at least this. */
export const THROTTLINGS = [
  { label: 'default (4× CPU slowdown)', cpuSlowdownMultiplier: 4, budget: 98 },
  { label: 'a low-end phone (8× CPU slowdown)', cpuSlowdownMultiplier: 8, budget: 90 },
] as const;
type Throttling = (typeof THROTTLINGS)[number];

/** Resource types as Lighthouse's resource-summary names them, in the order the table shows them. */
const RESOURCE_TYPES = ['document', 'script', 'stylesheet', 'font', 'image', 'other'] as const;
type ResourceType = (typeof RESOURCE_TYPES)[number];

export interface Run {
  /** 0–100. */
  score: number;
  fcpMs: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  /** Transfer bytes by resource type, and `total`. */
  bytes: Record<ResourceType | 'total', number>;
  lighthouseVersion: string;
  chromeVersion: string;
  /** Lighthouse's measure of the machine's CPU speed during the run (higher is faster). */
  benchmarkIndex: number;
}

export interface PageFigures {
  label: string;
  path: string;
  runs: Run[];
  /** The median of each figure over the runs. */
  median: Pick<Run, 'score' | 'fcpMs' | 'lcpMs' | 'cls' | 'tbtMs'>;
  /** The run in the middle when sorted by score (then by LCP): its bytes are the page's. */
  medianRun: Run;
  /** Runs Lighthouse failed and that were repeated. */
  repeated: number;
}

function numeric(lhr: Result, audit: string): number {
  const value = lhr.audits[audit]?.numericValue;
  if (typeof value !== 'number') throw new Error(`Lighthouse gave no ${audit} for ${lhr.finalDisplayedUrl}: ${lhr.audits[audit]?.errorMessage ?? 'no value'}`);
  return value;
}

/** Transfer bytes by type from the resource-summary audit; `media` counts as other. */
function bytesByType(lhr: Result): Run['bytes'] {
  const details = lhr.audits['resource-summary']?.details;
  if (!details || details.type !== 'table') throw new Error(`Lighthouse gave no resource summary for ${lhr.finalDisplayedUrl}`);
  const bytes: Run['bytes'] = { document: 0, script: 0, stylesheet: 0, font: 0, image: 0, other: 0, total: 0 };
  for (const item of details.items) {
    const type = String(item.resourceType);
    const size = Number(item.transferSize ?? 0);
    if (type === 'total') bytes.total = size;
    else if (type === 'media') bytes.other += size;
    else if ((RESOURCE_TYPES as readonly string[]).includes(type)) bytes[type as ResourceType] += size;
  }
  return bytes;
}

/** One Lighthouse run in a Chromium of its own, closed before the next starts. */
export async function lighthouseRun(url: string, cpuSlowdownMultiplier = 4): Promise<Run> {
  const chrome = await launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
  const exited = new Promise<void>((resolve) => {
    if (chrome.process.exitCode !== null) resolve();
    else chrome.process.once('exit', () => resolve());
  });
  try {
    const version = JSON.parse((await get(`http://127.0.0.1:${chrome.port}/json/version`)).body.toString('utf8')) as { Browser?: string };
    const flags = {
      port: chrome.port,
      output: 'json' as const,
      logLevel: 'error' as const,
      onlyCategories: ['performance'],
      throttling: { cpuSlowdownMultiplier },
    };
    const result = await lighthouse(url, flags);
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const score = lhr.categories.performance?.score;
    if (typeof score !== 'number') throw new Error(`Lighthouse gave no performance score for ${url}`);
    return {
      score: Math.round(score * 100),
      fcpMs: numeric(lhr, 'first-contentful-paint'),
      lcpMs: numeric(lhr, 'largest-contentful-paint'),
      cls: numeric(lhr, 'cumulative-layout-shift'),
      tbtMs: numeric(lhr, 'total-blocking-time'),
      bytes: bytesByType(lhr),
      lighthouseVersion: lhr.lighthouseVersion,
      chromeVersion: /\/([\d.]+)/.exec(version.Browser ?? '')?.[1] ?? 'unknown',
      benchmarkIndex: lhr.environment.benchmarkIndex,
    };
  } finally {
    chrome.kill();
    await exited;
  }
}

/** Lighthouse now and then loses a trace (NO_NAVSTART): a failed run is repeated, up to twice. */
async function withRetries(run: () => Promise<Run>, label: string, onRepeat: () => void): Promise<Run> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      if (attempt >= 3) throw error;
      onRepeat();
      console.warn(`  ${label} failed, repeated: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** Runs Lighthouse `runs` times on each page of `base`, sequentially (one Chromium at a time). */
export async function measureLighthouse(
  base: string,
  pages: Array<{ label: string; path: string }>,
  runs = RUNS,
  cpuSlowdownMultiplier = 4,
): Promise<PageFigures[]> {
  const figures: PageFigures[] = [];
  for (const page of pages) {
    const url = `${base}${page.path}`;
    // One plain request first, so no run pays for the server's first rendering of the page.
    const warm = await get(url);
    if (warm.status !== 200) throw new Error(`${page.path} answered ${warm.status}`);
    const results: Run[] = [];
    let repeated = 0;
    for (let i = 0; i < runs; i++) {
      const run = await withRetries(
        () => lighthouseRun(url, cpuSlowdownMultiplier),
        `${page.label} run ${i + 1}`,
        () => repeated++,
      );
      console.log(
        `  ${page.label} ${cpuSlowdownMultiplier}× run ${i + 1}/${runs}: score ${run.score}, LCP ${Math.round(run.lcpMs)} ms, TBT ${Math.round(run.tbtMs)} ms`,
      );
      results.push(run);
    }
    const byScore = [...results].sort((a, b) => a.score - b.score || b.lcpMs - a.lcpMs);
    figures.push({
      label: page.label,
      path: page.path,
      runs: results,
      median: {
        score: median(results.map((r) => r.score)),
        fcpMs: median(results.map((r) => r.fcpMs)),
        lcpMs: median(results.map((r) => r.lcpMs)),
        cls: median(results.map((r) => r.cls)),
        tbtMs: median(results.map((r) => r.tbtMs)),
      },
      medianRun: byScore[Math.floor(byScore.length / 2)]!,
      repeated,
    });
  }
  return figures;
}

const ms = (value: number) => `${Math.round(value).toLocaleString('en-US')} ms`;
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

function scoresTable(figures: PageFigures[], budget: number): string {
  return table(
    ['page', 'performance', 'FCP', 'LCP', 'CLS', 'TBT', `≥ ${budget}`],
    figures.map((f) => [
      `${f.label} \`${f.path}\``,
      f.median.score,
      ms(f.median.fcpMs),
      ms(f.median.lcpMs),
      f.median.cls.toFixed(3),
      ms(f.median.tbtMs),
      f.median.score >= budget ? 'yes' : 'no',
    ]),
  );
}

/** One throttling's figures: the medians against its budget, every run's score, and the CPU index. */
function throttlingMarkdown(throttling: Throttling, figures: PageFigures[]): string {
  const all = figures.flatMap((f) => f.runs);
  const repeated = figures.reduce((total, f) => total + f.repeated, 0);
  const repeatedNote = repeated
    ? ` Lighthouse failed ${repeated} time${repeated > 1 ? 's' : ''} (a lost trace, NO_NAVSTART, happens now and then); each failed run was repeated.`
    : '';
  const every = figures.map((f) => `${f.label} ${f.runs.map((r) => r.score).join(', ')}`).join('; ');
  const index = Math.round(median(all.map((r) => r.benchmarkIndex)));
  return [
    `**${throttling.label}**, Lighthouse's CPU benchmark index (median over the runs): ${index}.`,
    '',
    scoresTable(figures, throttling.budget),
    '',
    `Budget: a performance score of at least ${throttling.budget} on every page. Scores of every run: ${every}.${repeatedNote}`,
  ].join('\n');
}

export function lighthouseMarkdown(measured: Array<{ throttling: Throttling; figures: PageFigures[] }>, runs = RUNS): string {
  const first = measured[0]?.figures[0]?.runs[0];
  const versions = first ? `Lighthouse ${first.lighthouseVersion} in headless Chromium ${first.chromeVersion}` : 'Lighthouse';
  const defaults = measured[0]?.figures ?? [];
  const bytes = table(
    ['page', ...RESOURCE_TYPES, 'total'],
    defaults.map((f) => [f.label, ...RESOURCE_TYPES.map((type) => kib(f.medianRun.bytes[type])), kib(f.medianRun.bytes.total)]),
  );
  return [
    `${measuredOn()}, ${versions} (performance category, mobile settings: simulated slow 4G, and the CPU slowed as named), on the built shop with the sample catalogue. Median of ${runs} runs per page, one after the other.`,
    '',
    ...measured.flatMap(({ throttling, figures }) => [throttlingMarkdown(throttling, figures), '']),
    'Bytes transferred by resource type, in the median run at the default throttling (by score, then LCP):',
    '',
    bytes,
    '',
    reproduce('npm run bench:lighthouse'),
  ].join('\n');
}

async function main(): Promise<void> {
  const shop = await startShop({ dataDir: SAMPLE_DATA_DIR, port: PORT });
  try {
    const pages = [
      { label: 'home', path: '/' },
      { label: 'listing', path: '/products' },
      { label: 'product', path: await productPath(shop.base) },
    ];
    const only = process.env.BENCH_LIGHTHOUSE_SLOWDOWN ? Number(process.env.BENCH_LIGHTHOUSE_SLOWDOWN) : undefined;
    const measured = [];
    for (const throttling of THROTTLINGS.filter((t) => only === undefined || t.cpuSlowdownMultiplier === only)) {
      console.log(`Lighthouse, ${throttling.label}, ${RUNS} runs per page on ${shop.base}`);
      measured.push({ throttling, figures: await measureLighthouse(shop.base, pages, RUNS, throttling.cpuSlowdownMultiplier) });
    }
    const markdown = lighthouseMarkdown(measured);
    if (only === undefined) writeSection('lighthouse', 'Lighthouse, mobile', markdown);
    console.log(`\n${markdown}`);
  } finally {
    await shop.stop();
    closeClients();
  }
}

runIfMain(import.meta.url, main);
