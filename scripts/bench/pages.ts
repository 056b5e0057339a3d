/**
 * Pages as an anonymous shopper gets them, beside a static file of the same server in the same
 * run, 16 clients each: `/favicon.svg`; product pages never asked for before (their first
 * rendering); product pages the page cache keeps (each rendered once in the warm-up, then asked
 * for again); the home page. First with no compression asked, then as a browser asks
 * (`Accept-Encoding: gzip, deflate, br, zstd`). A page's figure is its throughput as a share of
 * the static file's asked the same way, so machines of different speed compare. On the large
 * synthetic shop when there is one, else the sample.
 *
 *   npm run build && npm run bench:pages
 *
 * Budget (issue 10): each page ≥ 50% of the static file's throughput.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import {
  BROWSER_HEADERS,
  FIGURES_HEADER,
  figuresRow,
  get,
  LARGE_DATA_DIR,
  load,
  measuredOn,
  reproduce,
  SAMPLE_DATA_DIR,
  startShop,
  table,
  writeSection,
  type Answer,
  type Figures,
  runIfMain,
  cycled,
  productPages,
} from './shared.ts';

const CLIENTS = 16;
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 3000);
const WARM_UP = Math.min(300, REQUESTS);
/** Product pages the cached rows ask for, each as often (their pages fit the cache's 32 MiB). */
const KEPT_PAGES = Math.min(1000, REQUESTS);
const BUDGET_SHARE = 0.5;
const STATIC_FILE = '/favicon.svg';
const PORT = Number(process.env.BENCH_PAGES_PORT ?? 4401);

interface Row {
  figures: Figures;
  /** Answers the page cache sent as kept (X-Page-Cache: hit) of those measured. */
  hits: number;
  /** Answers it sent while the page rendered again, older than its freshness (stale). */
  stale: number;
}

export async function benchPages(): Promise<void> {
  const large = existsSync(path.join(LARGE_DATA_DIR, 'postgres'));
  const shop = await startShop({ dataDir: large ? LARGE_DATA_DIR : SAMPLE_DATA_DIR, port: PORT });
  try {
    // Three sets that share no page: the first renderings' warm-up, the first renderings, the kept pages.
    const products = await productPages(shop.base, 2 * WARM_UP + REQUESTS + KEPT_PAGES);
    const firstWarmUp = products.slice(0, WARM_UP);
    const first = products.slice(WARM_UP, WARM_UP + REQUESTS);
    const kept = products.slice(WARM_UP + REQUESTS, WARM_UP + REQUESTS + KEPT_PAGES);
    if (first.length < REQUESTS || kept.length === 0) throw new Error(`The shop has too few product pages (${products.length}) for this bench`);
    const staticSize = (await get(`${shop.base}${STATIC_FILE}`)).body.length;

    /** `warmUp`, then `paths` measured; `headers` on every request. */
    const run = async (label: string, warmUp: string[], paths: string[], headers: Record<string, string> = {}): Promise<Row> => {
      await load(label, shop.base, warmUp, { clients: CLIENTS, headers });
      let hits = 0;
      let stale = 0;
      const ok = (answer: Answer) => {
        if (answer.headers['x-page-cache'] === 'hit') hits++;
        if (answer.headers['x-page-cache'] === 'stale') stale++;
        return answer.status >= 200 && answer.status < 300;
      };
      const figures = await load(label, shop.base, paths, { clients: CLIENTS, headers, ok });
      if (figures.firstError) console.error(`${label}: ${figures.errors} errors, the first: ${figures.firstError}`);
      console.log({ ...figures, hits, stale });
      return { figures, hits, stale };
    };
    const statics = cycled([STATIC_FILE], WARM_UP + REQUESTS);
    const homes = cycled(['/'], WARM_UP + REQUESTS);

    const staticFile = await run(`static file ${STATIC_FILE}`, statics.slice(0, WARM_UP), statics.slice(WARM_UP));
    const firstRendering = await run('product page, first rendering (never asked for before)', firstWarmUp, first);
    // The kept pages' warm-up renders each once; then each is asked for again, REQUESTS in all.
    const keptPage = await run(`product page, kept (${kept.length.toLocaleString('en-US')} pages)`, kept, cycled(kept, REQUESTS));
    const home = await run('home page', homes.slice(0, WARM_UP), homes.slice(WARM_UP));
    const staticGzip = await run(`static file ${STATIC_FILE}`, statics.slice(0, WARM_UP), statics.slice(WARM_UP), BROWSER_HEADERS);
    const keptGzip = await run(
      `product page, kept (${kept.length.toLocaleString('en-US')} pages)`,
      kept.slice(0, WARM_UP),
      cycled(kept, REQUESTS),
      BROWSER_HEADERS,
    );
    const homeGzip = await run('home page', homes.slice(0, WARM_UP), homes.slice(WARM_UP), BROWSER_HEADERS);

    const html = (await get(`${shop.base}${kept[0]}`)).body.length;
    const gzip = (await get(`${shop.base}${kept[0]}`, BROWSER_HEADERS)).body.length;
    const verdict = (row: Row, base: Row) => {
      const share = row.figures.perSecond / base.figures.perSecond;
      return `${Math.round(share * 1000) / 10}% ${share >= BUDGET_SHARE && row.figures.errors === 0 ? 'yes' : '**no**'}`;
    };
    const header = [...FIGURES_HEADER, 'from the cache', 'share of the static file’s req/s (≥ 50%)'];
    const fromCache = (row: Row) => `${row.hits}${row.stale ? ` + ${row.stale} stale` : ''}`;
    const line = (row: Row, base?: Row) => [...figuresRow(row.figures), fromCache(row), base ? verdict(row, base) : '—'];
    const markdown = [
      `${measuredOn()}, embedded PostgreSQL, ${large ? 'the large synthetic shop (100,000 products)' : 'the sample catalogue'}; ` +
        `${CLIENTS} clients, each sending its next request the moment the last answered; ${REQUESTS.toLocaleString('en-US')} requests of each ` +
        `after ${WARM_UP} warm-up requests; no cookies (an anonymous shopper). The static file is ${STATIC_FILE} (${staticSize} bytes), ` +
        `served by the same process in the same run.`,
      '',
      `- *first rendering*: ${first.length.toLocaleString('en-US')} product pages no request of the run asked for before (the warm-up asked ` +
        `for ${firstWarmUp.length} others), so each is rendered, then kept.`,
      `- *kept*: ${kept.length.toLocaleString('en-US')} other product pages, each rendered once in the warm-up, then asked for ` +
        `${Math.round(REQUESTS / kept.length)} times each (${html.toLocaleString('en-US')} bytes of HTML for the first, ${gzip.toLocaleString('en-US')} gzipped).`,
      '- *from the cache*: answers the page cache sent as kept (`X-Page-Cache: hit`) of those measured, and those it sent while the page ' +
        'rendered again because it was older than a minute (`stale`).',
      '',
      'No compression asked:',
      '',
      table(header, [line(staticFile), line(firstRendering, staticFile), line(keptPage, staticFile), line(home, staticFile)]),
      '',
      `As a browser asks (\`Accept-Encoding: ${BROWSER_HEADERS['Accept-Encoding']}\`; pages come gzipped, the static file is too small to compress):`,
      '',
      table(header, [line(staticGzip), line(keptGzip, staticGzip), line(homeGzip, staticGzip)]),
      '',
      reproduce('npm run bench:pages'),
    ].join('\n');
    writeSection('pages', 'Pages beside a static file', markdown);
  } finally {
    await shop.stop();
  }
}

runIfMain(import.meta.url, benchPages);
