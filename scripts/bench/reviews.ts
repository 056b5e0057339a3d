/**
 * Reviews at scale (issue 35), beside a static file of the same server in the same run, 16 clients,
 * every figure a share of the static file's rate asked the same way (as a browser asks:
 * `Accept-Encoding: gzip, deflate, br, zstd`), so machines of different speed compare:
 *
 * - product pages whose products have 1,000 published reviews each: first renderings (pages no
 *   request of the run asked for before), then the same pages kept by the page cache;
 * - their reviews through `GET /api/products/{id}/reviews`, every request a distinct product, sort
 *   and page (a shopper paging through them);
 * - the listing, every request a distinct combination of filters, sorted by "rating" (the Bayesian
 *   score of the published reviews), beside the same kind of listing in any order.
 *
 * The shop: a synthetic one of 3,000 products and 1,000 orders (`npm run catalog:large` with
 * PRODUCTS=3000 ORDERS=1000) in BENCH_REVIEWS_DATA_DIR (./.data/bench-reviews), 1,300 of its
 * products given 1,000 published reviews each (1.3 million reviews), made on the first run.
 *
 *   npm run build && npm run bench:reviews
 *
 * Budgets (issue 35): the kept page ≥ 100% of the static file's rate, the first rendering ≥ 20%;
 * the "rating" sort keeps the listing's ratio (≥ 90% of the listing's own share: within the noise).
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { facetsOf, listingQuery } from './listing.ts';
import {
  BROWSER_HEADERS,
  distinct,
  FIGURES_HEADER,
  figuresRow,
  get,
  load,
  measuredOn,
  openShopDatabase,
  reproduce,
  runIfMain,
  seeded,
  startShop,
  table,
  writeSection,
  type Figures,
  cycled,
} from './shared.ts';

const DATA_DIR = process.env.BENCH_REVIEWS_DATA_DIR ?? './.data/bench-reviews';
const PORT = Number(process.env.BENCH_REVIEWS_PORT ?? 4402);
const CLIENTS = 16;
const PRODUCTS = 3000;
const REVIEWS_EACH = 1000;
const WARM_UP = 300;
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 1000);
/** The products given reviews: the first renderings' warm-up and the measured ones share none. */
const REVIEWED = WARM_UP + REQUESTS;
const STATIC_FILE = '/favicon.svg';
const FACT = 'bench_reviews';
const SORTS = ['newest', 'highest', 'lowest', 'with-photos'];
const rand = seeded(20261207);

/** The synthetic shop, made once: its products, customers and orders. */
function makeShop() {
  if (existsSync(path.join(DATA_DIR, 'postgres'))) return;
  console.log(`Making a ${PRODUCTS.toLocaleString('en-US')}-product shop in ${DATA_DIR}…`);
  const made = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/make-large-catalog.ts'], {
    stdio: 'inherit',
    env: { ...process.env, DATA_DIR, PRODUCTS: String(PRODUCTS), ORDERS: '1000' },
  });
  if (made.status !== 0) throw new Error('npm run catalog:large failed');
}

/**
 * Gives REVIEWED published products 1,000 published reviews each (once: a fact remembers it), as
 * buyers' would be: stars mostly 4 and 5, a title and a paragraph, a variant and a metal, spread
 * over two years. Answers each reviewed product's page (its first variant).
 */
export async function reviewedPages(): Promise<{ reviewed: Page[]; unreviewed: Page[] }> {
  const database = await openShopDatabase(DATA_DIR);
  const { pool } = database;
  try {
    const chosen = (
      await pool.query(
        `SELECT l.product_id, l.variant_id FROM variant_listing l JOIN products p ON p.id = l.product_id
         WHERE l.position = 0 AND p.status = 'published' ORDER BY l.product_id DESC LIMIT $1`,
        [2 * REVIEWED],
      )
    ).rows as Array<{ product_id: number; variant_id: number }>;
    const page = (row: { product_id: number; variant_id: number }) => ({ productId: row.product_id, path: `/product/${row.product_id}/${row.variant_id}` });
    const others = chosen.splice(REVIEWED);
    const done = await pool.query(`SELECT value FROM installation_facts WHERE key = $1`, [FACT]);
    if (!done.rows[0]) {
      const started = Date.now();
      for (let at = 0; at < chosen.length; at += 100) {
        const batch = chosen.slice(at, at + 100);
        await pool.query(
          `INSERT INTO reviews (product_id, variant_id, metal, author_name, stars, title, body, state, created_at, updated_at, published_at)
           SELECT c.product_id, c.variant_id, '925 Sterling Silver', 'Buyer ' || g || ' B.', s.stars,
                  (ARRAY['Lovely', 'Worn every day', 'A perfect gift', 'Smaller than I thought', 'Beautiful work'])[1 + g % 5],
                  repeat('It shines in daylight and the clasp holds well. ', 1 + g % 4), 'published', t.at, t.at, t.at
           FROM unnest($1::int[], $2::int[]) AS c(product_id, variant_id)
           CROSS JOIN generate_series(1, ${REVIEWS_EACH}) AS g
           CROSS JOIN LATERAL (SELECT now() - (g * interval '17 hours') AS at) t
           CROSS JOIN LATERAL (SELECT CASE WHEN (g * 7 + c.product_id) % 20 < 11 THEN 5 WHEN (g * 7 + c.product_id) % 20 < 16 THEN 4
                                            WHEN (g * 7 + c.product_id) % 20 < 18 THEN 3 WHEN (g * 7 + c.product_id) % 20 < 19 THEN 2 ELSE 1 END AS stars) s`,
          [batch.map((row) => row.product_id), batch.map((row) => row.variant_id)],
        );
        process.stdout.write(`\r${(at + batch.length).toLocaleString('en-US')} products reviewed`);
      }
      await pool.query(`INSERT INTO installation_facts (key, value) VALUES ($1, '1')`, [FACT]);
      await pool.query(`UPDATE installation_facts SET value = (value::bigint + 1)::text, updated_at = now() WHERE key = 'catalog_version'`);
      await pool.query('VACUUM ANALYZE reviews');
      console.log(`\n${(chosen.length * REVIEWS_EACH).toLocaleString('en-US')} reviews written in ${Math.round((Date.now() - started) / 1000)} s.`);
    }
    return { reviewed: chosen.map(page), unreviewed: others.map(page) };
  } finally {
    await database.shutdown();
  }
}

interface Page {
  productId: number;
  path: string;
}

const share = (row: Figures, base: Figures) => row.perSecond / base.perSecond;
const percent = (value: number) => `${Math.round(value * 1000) / 10}%`;

export async function benchReviews(): Promise<void> {
  makeShop();
  const { reviewed: pages, unreviewed } = await reviewedPages();
  if (unreviewed.length < REVIEWED) throw new Error(`The shop has too few published products (${pages.length + unreviewed.length}) for this bench`);
  const shop = await startShop({ dataDir: DATA_DIR, port: PORT });
  try {
    const run = async (label: string, warmUp: string[], paths: string[]) => {
      await load(label, shop.base, warmUp, { clients: CLIENTS, headers: BROWSER_HEADERS });
      const figures = await load(label, shop.base, paths, { clients: CLIENTS, headers: BROWSER_HEADERS });
      if (figures.firstError) console.error(`${label}: ${figures.errors} errors, the first: ${figures.firstError}`);
      console.log(figures);
      return figures;
    };
    const first = pages.slice(WARM_UP).map((page) => page.path);
    const sample = await get(`${shop.base}${first[0]}`, BROWSER_HEADERS);
    if (sample.status !== 200) throw new Error(`${first[0]} answered ${sample.status}`);
    const statics = cycled([STATIC_FILE], WARM_UP + 3 * REQUESTS);

    const staticFile = await run(`static file ${STATIC_FILE}`, statics.slice(0, WARM_UP), statics.slice(WARM_UP));
    const firstRendering = await run(
      'product page, 1,000 reviews, first rendering',
      pages.slice(0, WARM_UP).map((page) => page.path),
      first,
    );
    const kept = await run('product page, 1,000 reviews, kept', [], cycled(first, 3 * REQUESTS));
    const bare = await run(
      'product page, no review, first rendering',
      unreviewed.slice(0, WARM_UP).map((page) => page.path),
      unreviewed.slice(WARM_UP).map((page) => page.path),
    );
    const taken = new Set<string>();
    const reviewPage = () =>
      `/api/products/${pages[Math.floor(rand() * pages.length)]!.productId}/reviews?sort=${SORTS[Math.floor(rand() * 4)]}&page=${1 + Math.floor(rand() * 100)}`;
    const reviewsApi = await run(
      'their reviews, a distinct product, sort and page each',
      distinct(reviewPage, WARM_UP, taken),
      distinct(reviewPage, 3 * REQUESTS, taken),
    );
    const facets = await facetsOf(shop.base);
    const listingPath = (sort?: string) => () => {
      const query = listingQuery(facets);
      if (sort) query.set('sort', sort);
      return `/api/listing?${query}`;
    };
    const listing = await run('listing, any order', distinct(listingPath(), 3 * WARM_UP, taken), distinct(listingPath(), 3 * REQUESTS, taken));
    const rating = await run(
      'listing, sorted by rating',
      distinct(listingPath('rating'), 3 * WARM_UP, taken),
      distinct(listingPath('rating'), 3 * REQUESTS, taken),
    );

    const verdict = (value: number, budget: number, errors: number) => `${percent(value)} ${value >= budget && errors === 0 ? 'yes' : '**no**'}`;
    const header = [...FIGURES_HEADER, 'share of the static file’s req/s', 'budget'];
    const row = (figures: Figures, budget?: number, text = '—') => [
      ...figuresRow(figures),
      figures === staticFile
        ? '100%'
        : budget === undefined
          ? percent(share(figures, staticFile))
          : verdict(share(figures, staticFile), budget, figures.errors),
      text,
    ];
    const ratingToListing = share(rating, staticFile) / share(listing, staticFile);
    const markdown = [
      `${measuredOn()}, embedded PostgreSQL; a synthetic shop of ${PRODUCTS.toLocaleString('en-US')} products, ${REVIEWED.toLocaleString('en-US')} of them ` +
        `with ${REVIEWS_EACH.toLocaleString('en-US')} published reviews each (${(REVIEWED * REVIEWS_EACH).toLocaleString('en-US')} in all); ${CLIENTS} clients, ` +
        `each sending its next request the moment the last answered, as a browser asks (\`Accept-Encoding: ${BROWSER_HEADERS['Accept-Encoding']}\`); ` +
        `no cookies (an anonymous shopper). The static file is ${STATIC_FILE}, served by the same process in the same run.`,
      '',
      `- *first rendering*: ${first.length.toLocaleString('en-US')} product pages no request of the run asked for before (the warm-up rendered ${WARM_UP} others); ` +
        `each reads its reviews' numbers and newest page, and its structured data carries them.`,
      `- *no review*: ${REQUESTS.toLocaleString('en-US')} pages of other products, without reviews, rendered for the first time (after ${WARM_UP} others): what the reviews add.`,
      `- *kept*: the same pages again, ${Math.round((3 * REQUESTS) / first.length)} times each (${sample.body.length.toLocaleString('en-US')} bytes gzipped for the first).`,
      '- *their reviews*: `GET /api/products/{id}/reviews`, a distinct product, sort and page (of 100) every request.',
      '- *listing*: `/api/listing`, every request a distinct combination of filters, price range and page; *any order* as `npm run bench:listing` ' +
        'asks (featured, newest, price or rating), *sorted by rating* the same with `sort=rating`.',
      '',
      table(header, [
        row(staticFile),
        row(firstRendering, 0.2, '≥ 20%'),
        row(kept, 1, '≥ 100%'),
        row(bare),
        row(reviewsApi),
        row(listing),
        row(rating, undefined, `${percent(ratingToListing)} of the listing's share ${ratingToListing >= 0.9 ? 'yes' : '**no**'} (≥ 90%)`),
      ]),
      '',
      reproduce('npm run bench:reviews'),
    ].join('\n');
    writeSection('reviews', 'Reviews: 1,000 a product', markdown);
    console.log(markdown);
  } finally {
    await shop.stop();
  }
}

runIfMain(import.meta.url, benchReviews);
