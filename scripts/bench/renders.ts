/**
 * The shop's processor time per first rendering of a product page: pages no request asked for
 * before, on the 100,000-product shop (`npm run catalog:large`, made by `npm run bench:ratios`),
 * read from /proc (user and system, every thread of the shop) before and after the pages. A
 * rendering's cost, not a rate, so builds compare on a machine that does other work at the time;
 * run them one after the other (BUILD_DIR names each).
 *
 *   npm run build && npm run bench:renders
 *
 * BENCH_RENDERS (600) pages, 4 clients, after 150 others; BENCH_RENDERS_SKIP (0) pages passed over
 * first, so that runs one after the other render pages of their own.
 */
import { cpuSeconds } from './processes.ts';
import { BROWSER_HEADERS, LARGE_DATA_DIR, load, measuredOn, productPages, runIfMain, startShop } from './shared.ts';

const COUNT = Number(process.env.BENCH_RENDERS ?? 600);
const SKIP = Number(process.env.BENCH_RENDERS_SKIP ?? 0);
const WARM_UP = 150;
const CLIENTS = 4;
const PORT = Number(process.env.BENCH_RENDERS_PORT ?? 4312);

async function benchRenders(): Promise<void> {
  const shop = await startShop({ dataDir: LARGE_DATA_DIR, port: PORT });
  try {
    const pages = (await productPages(shop.base, SKIP + WARM_UP + COUNT)).slice(SKIP);
    await load('warm-up', shop.base, pages.slice(0, WARM_UP), { clients: CLIENTS, headers: BROWSER_HEADERS });
    const before = cpuSeconds(shop.process.pid!);
    const figures = await load('first renderings', shop.base, pages.slice(WARM_UP), { clients: CLIENTS, headers: BROWSER_HEADERS });
    const spent = cpuSeconds(shop.process.pid!) - before;
    if (figures.errors) throw new Error(`${figures.errors} pages failed, the first: ${figures.firstError}`);
    console.log(
      `${measuredOn()}, ${process.env.BUILD_DIR ?? 'build'}: ${((spent * 1000) / figures.requests).toFixed(2)} ms of processor time per first rendering (${figures.requests} product pages, ${CLIENTS} clients, p50 ${figures.p50} ms)`,
    );
  } finally {
    await shop.stop();
  }
}

runIfMain(import.meta.url, benchRenders);
