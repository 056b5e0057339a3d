/**
 * The listing and the search as shoppers use them: 16 clients, every request a new combination
 * (categories, types, themes, metals, purposes, festivals, gemstones, a price range, a sort, a
 * page; search words with typos), so no answer cache can serve one. The values come from the
 * shop's own facets, the words from its titles. Measured on the large synthetic shop (100,000
 * products, `npm run catalog:large`) and on the sample catalogue.
 *
 *   npm run build && npm run bench:listing
 *
 * Budgets (issue 10): listing p95 ≤ 20 ms and search with typos p95 ≤ 30 ms at 100,000
 * products; listing p95 ≤ 10 ms on the sample catalogue.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import {
  BROWSER_HEADERS,
  distinct,
  FIGURES_HEADER,
  figuresRow,
  get,
  LARGE_DATA_DIR,
  load,
  measuredOn,
  reproduce,
  SAMPLE_DATA_DIR,
  seeded,
  startShop,
  table,
  writeSection,
  type Figures,
  runIfMain,
} from './shared.ts';
import { FILTER_GROUPS } from '../../domain/listing.ts';

const CLIENTS = 16;
// Long enough to hold the collections and compilations a serving shop goes through: 2,000
// requests were a second of load on the sample catalogue, and one pause more or less moved its
// p95 by 3-5 ms between runs of one build. BENCH_REQUESTS to change.
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 10_000);
// Enough distinct requests first for the JIT to settle (a shop serves for days, not seconds); BENCH_WARM_UP to change.
const WARM_UP = Number(process.env.BENCH_WARM_UP ?? 3000);
// BENCH_SHIP_TO=DE: every request asks for the prices shoppers in that country see (`shipTo`, decision record 036).
const SHIP_TO = process.env.BENCH_SHIP_TO;
const rand = seeded(Number(process.env.BENCH_SEED ?? 20261123));
const pick = <T>(items: readonly T[]): T => items[Math.floor(rand() * items.length)]!;
const between = (min: number, max: number) => min + Math.floor(rand() * (max - min + 1));

export interface Facets {
  /** Query parameter → the values a shopper can pick. */
  groups: Map<string, string[]>;
  /** Words of the shop's titles, three letters or more. */
  words: string[];
}

/** The filter values (from the listing's own facets) and title words of the shop at `base`. */
export async function facetsOf(base: string): Promise<Facets> {
  const answer = await get(`${base}/api/listing?pageSize=60`);
  if (answer.status !== 200) throw new Error(`/api/listing answered ${answer.status}`);
  const body = JSON.parse(answer.body.toString('utf8')) as {
    facets: Record<string, Array<{ name: string; count: number }>>;
    items: Array<{ ProductVariants: Array<{ title: string }> }>;
  };
  const groups = new Map<string, string[]>();
  for (const group of FILTER_GROUPS) {
    const values = (body.facets[group.key] ?? []).filter((value) => value.count > 0).map((value) => value.name);
    if (values.length) groups.set(group.param, values);
  }
  const titles = body.items.flatMap((item) => item.ProductVariants.map((variant) => variant.title));
  const words = [...new Set(titles.flatMap((title) => title.toLowerCase().split(/[^a-z]+/)).filter((word) => word.length >= 4))];
  if (groups.size === 0 || words.length === 0) throw new Error('The listing answered no facets or titles to build requests from');
  return { groups, words };
}

/** A word as a hurried shopper types it: one letter dropped, doubled, swapped or wrong. */
function typo(word: string): string {
  const at = between(1, word.length - 2);
  switch (between(0, 3)) {
    case 0:
      return word.slice(0, at) + word.slice(at + 1);
    case 1:
      return word.slice(0, at) + word[at] + word.slice(at);
    case 2:
      return word.slice(0, at - 1) + word[at] + word[at - 1] + word.slice(at + 1);
    default:
      return word.slice(0, at) + pick([...'aeiourstln']) + word.slice(at + 1);
  }
}

const SORTS = ['featured', 'newest', 'price-asc', 'price-desc', 'rating'];

/** A listing request: one to three filter groups (one or two values each), sometimes a price range, a sort and a page. */
export function listingQuery(facets: Facets): URLSearchParams {
  const params = new URLSearchParams();
  const groups = [...facets.groups.entries()];
  const chosen = new Set<number>();
  const count = between(1, 3);
  while (chosen.size < Math.min(count, groups.length)) chosen.add(between(0, groups.length - 1));
  for (const index of chosen) {
    const [param, values] = groups[index]!;
    const taken = new Set([pick(values), ...(rand() < 0.3 ? [pick(values)] : [])]);
    for (const value of taken) params.append(param, value);
  }
  if (rand() < 0.4) {
    const min = pick([0, 25, 50, 100, 200]);
    params.set('minPrice', String(min));
    params.set('maxPrice', String(min + pick([50, 100, 250, 500, 1000])));
  }
  if (rand() < 0.6) params.set('sort', pick(SORTS));
  params.set('page', String(rand() < 0.8 ? 1 : between(2, 4)));
  if (SHIP_TO) params.set('shipTo', SHIP_TO);
  return params;
}

/** A search: one or two title words, most with a typo, sometimes with a filter. */
export function searchQuery(facets: Facets): URLSearchParams {
  const params = new URLSearchParams();
  const words = Array.from({ length: rand() < 0.7 ? 1 : 2 }, () => {
    const word = pick(facets.words);
    return rand() < 0.7 && word.length >= 5 ? typo(word) : word;
  });
  params.set('q', words.join(' '));
  if (rand() < 0.3) {
    const [param, values] = pick([...facets.groups.entries()]);
    params.append(param, pick(values));
  }
  if (rand() < 0.2) params.set('page', '2');
  if (SHIP_TO) params.set('shipTo', SHIP_TO);
  return params;
}

interface ShopFigures {
  shop: string;
  listing: Figures;
  search?: Figures;
  example: string;
}

/** Measures the listing (and the search, when `withSearch`) of the shop on `dataDir`. */
async function measure(shopName: string, dataDir: string, port: number, withSearch: boolean): Promise<ShopFigures> {
  const shop = await startShop({ dataDir, port });
  try {
    const facets = await facetsOf(shop.base);
    const taken = new Set<string>();
    const run = async (label: string, make: () => URLSearchParams) => {
      await load(
        label,
        shop.base,
        distinct(() => `/api/listing?${make()}`, WARM_UP, taken),
        { clients: CLIENTS, headers: BROWSER_HEADERS },
      );
      const paths = distinct(() => `/api/listing?${make()}`, REQUESTS, taken);
      const figures = await load(label, shop.base, paths, { clients: CLIENTS, headers: BROWSER_HEADERS });
      if (figures.firstError) console.error(`${label}: ${figures.errors} errors, the first: ${figures.firstError}`);
      console.log(shopName, figures);
      return figures;
    };
    const listing = await run('listing, filters and facets', () => listingQuery(facets));
    const search = withSearch ? await run('search with typos', () => searchQuery(facets)) : undefined;
    return { shop: shopName, listing, search, example: `/api/listing?${listingQuery(facets)}` };
  } finally {
    await shop.stop();
  }
}

const BUDGETS = { largeListing: 20, largeSearch: 30, sampleListing: 10 };
const within = (figures: Figures | undefined, budget: number) =>
  figures ? `${figures.p95 <= budget && figures.errors === 0 ? 'yes' : '**no**'} (≤ ${budget} ms)` : '—';

export async function benchListing(): Promise<void> {
  const results: ShopFigures[] = [];
  if (existsSync(path.join(LARGE_DATA_DIR, 'postgres'))) results.push(await measure('100,000 products', LARGE_DATA_DIR, 4301, true));
  else console.error(`${LARGE_DATA_DIR} holds no shop: run npm run catalog:large first; measuring the sample catalogue only`);
  results.push(await measure('sample catalogue', SAMPLE_DATA_DIR, 4302, true));
  const rows = results.flatMap((result) =>
    [result.listing, result.search].flatMap((figures) => {
      if (!figures) return [];
      const budget =
        result.shop === 'sample catalogue'
          ? figures === result.listing
            ? within(figures, BUDGETS.sampleListing)
            : '—'
          : within(figures, figures === result.listing ? BUDGETS.largeListing : BUDGETS.largeSearch);
      return [[result.shop, ...figuresRow(figures), budget]];
    }),
  );
  const markdown = [
    `${measuredOn()}, embedded PostgreSQL; ${CLIENTS} clients, each sending its next request the moment the last answered; ` +
      `${REQUESTS.toLocaleString('en-US')} requests of each kind after ${WARM_UP.toLocaleString('en-US')} warm-up requests, every one a combination no other request of the run used ` +
      `(one to three filter groups from the shop's facets, a price range, a sort, a page; one or two title words, most with a typo), ` +
      `each asking for a compressed answer as a browser does (\`Accept-Encoding: ${BROWSER_HEADERS['Accept-Encoding']}\`).`,
    '',
    table(['shop', ...FIGURES_HEADER, 'p95 within budget'], rows),
    '',
    `One of the requests: \`${results[0]!.example}\`.`,
    '',
    `Processor time of the bench's own clients (Node's \`http\`) per request, taken from the same 2 cores as the shop: ` +
      results
        .flatMap((result) =>
          [result.listing, result.search].flatMap((figures) => (figures ? [`${figures.clientMs} ms (${result.shop}, ${figures.label})`] : [])),
        )
        .join(', ') +
      '.',
    '',
    reproduce('npm run bench:listing'),
  ].join('\n');
  writeSection('listing-random', 'Listing and search, every request new', markdown);
}

runIfMain(import.meta.url, benchListing);
