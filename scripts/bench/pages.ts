/**
 * Pages as an anonymous shopper gets them, beside a static file of the same server in the same
 * run: 16 clients on product pages (every request another product), on the home page, and on
 * `/favicon.svg`. A page's figure is its throughput as a share of the static file's, so machines
 * of different speed compare. On the large synthetic shop when there is one, else the sample.
 *
 *   npm run build && npm run bench:pages
 *
 * Budget (issue 10): each page ≥ 50% of the static file's throughput.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  closeClients,
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
  type Figures,
} from './shared.ts';

const CLIENTS = 16;
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 3000);
const WARM_UP = Math.min(300, REQUESTS);
const BUDGET_SHARE = 0.5;
const STATIC_FILE = '/favicon.svg';

/** Product page paths, `count` of them (fewer if the shop has fewer variants), newest products first. */
async function productPages(base: string, count: number): Promise<string[]> {
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

/** The same paths again and again until there are `count` (a small shop has fewer pages than requests). */
const cycled = (paths: string[], count: number) => Array.from({ length: count }, (_, i) => paths[i % paths.length]!);

export async function benchPages(): Promise<void> {
  const large = existsSync(path.join(LARGE_DATA_DIR, 'postgres'));
  const shop = await startShop({ dataDir: large ? LARGE_DATA_DIR : SAMPLE_DATA_DIR, port: 4401 });
  try {
    const products = await productPages(shop.base, WARM_UP + REQUESTS);
    const staticSize = (await get(`${shop.base}${STATIC_FILE}`)).body.length;
    const html = (await get(`${shop.base}${products[0]}`)).body.length;
    const run = async (label: string, paths: string[]): Promise<Figures> => {
      await load(label, shop.base, paths.slice(0, WARM_UP), { clients: CLIENTS });
      const figures = await load(label, shop.base, paths.slice(WARM_UP), { clients: CLIENTS });
      if (figures.firstError) console.error(`${label}: ${figures.errors} errors, the first: ${figures.firstError}`);
      console.log(figures);
      return figures;
    };
    const staticFile = await run(`static file ${STATIC_FILE}`, cycled([STATIC_FILE], WARM_UP + REQUESTS));
    const productPage = await run('product page', cycled(products, WARM_UP + REQUESTS));
    const home = await run('home page', cycled(['/'], WARM_UP + REQUESTS));
    const share = (figures: Figures) => figures.perSecond / staticFile.perSecond;
    const verdict = (figures: Figures) =>
      `${Math.round(share(figures) * 1000) / 10}% ${share(figures) >= BUDGET_SHARE && figures.errors === 0 ? 'yes' : '**no**'}`;
    const distinctProducts = new Set(products.slice(WARM_UP)).size;
    const markdown = [
      `${measuredOn()}, embedded PostgreSQL, ${large ? 'the large synthetic shop (100,000 products)' : 'the sample catalogue'}; ` +
        `${CLIENTS} clients, each sending its next request the moment the last answered; ${REQUESTS.toLocaleString('en-US')} requests of each ` +
        `after ${WARM_UP} warm-up requests; no cookies (an anonymous shopper), no compression asked. The product pages are ${distinctProducts.toLocaleString('en-US')} ` +
        `different pages (${html.toLocaleString('en-US')} bytes of HTML for the first); the static file is ${STATIC_FILE} (${staticSize} bytes), ` +
        `served by the same process in the same run.`,
      '',
      table(
        [...FIGURES_HEADER, 'share of the static file’s req/s (≥ 50%)'],
        [
          [...figuresRow(staticFile), '—'],
          [...figuresRow(productPage), verdict(productPage)],
          [...figuresRow(home), verdict(home)],
        ],
      ),
      '',
      reproduce('npm run bench:pages'),
    ].join('\n');
    writeSection('pages', 'Pages beside a static file', markdown);
  } finally {
    await shop.stop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]!).href) {
  benchPages()
    .catch((error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    })
    .finally(closeClients);
}
