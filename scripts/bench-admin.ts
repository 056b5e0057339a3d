/**
 * Measures the back office's lists on the large synthetic shop (make-large-catalog.ts: 100,000
 * products and 100,000 orders): GET /api/admin/products and /api/admin/orders, and the pages
 * /admin/products and /admin/orders, each with a filter and a search. Every request is distinct
 * — a random search (a word, a prefix, a name, an e-mail fragment, an order number) with random
 * filters (status, category, stock state, dates, made to order) and a random page — so nothing
 * is measured from a cache. CONCURRENCY clients (4 by default) send them, each the moment its
 * last answer arrived; the script reports the 50th, 95th and 99th percentiles against the 50 ms
 * budget and writes them into docs/performance.md. Four clients that never pause are the owner and
 * three staff working flat out — far more than a shop's team asks of its back office (a person
 * clicks every few seconds, not every few milliseconds). The lists are then measured again under
 * LOAD_CONCURRENCY clients (12) to show how they hold up beyond that: reported, not budgeted.
 *
 * It starts the built shop on the benchmark data, as the owner ADMIN_EMAIL/ADMIN_PASSWORD (made at
 * start), unless BENCH_URL names a running shop (then ADMIN_EMAIL/ADMIN_PASSWORD must be its owner's):
 *
 *   npm run build && npm run catalog:large && npm run bench:admin
 *   BENCH_URL=http://127.0.0.1:3000 ADMIN_EMAIL=… ADMIN_PASSWORD=… npm run bench:admin
 */
import { PRODUCT_STATUSES } from '../domain/catalog.ts';
import { ORDER_STATUSES } from '../domain/order.ts';
import { ADMIN_CUSTOMERS_PAGE_SIZE } from '../domain/schemas/admin-customers.ts';
import { ADMIN_ORDERS_PAGE_SIZE } from '../domain/schemas/admin-orders.ts';
import { ADMIN_PRODUCT_SORTS, STOCK_STATES } from '../domain/schemas/admin-products.ts';
import { closeClients, distinct, load, measuredOn, seeded, send, startShop, writeSection, type Figures, type Shop } from './bench/shared.ts';
import { FIRST_NAMES, LAST_NAMES, WORDS } from './large-data-words.ts';
import { compareWithOrders, customerQueries } from './bench/customer-lists.ts';

const PORT = Number(process.env.BENCH_PORT ?? 3998);
const DATA_DIR = process.env.DATA_DIR ?? './.data/bench';
const BASE = process.env.BENCH_URL ?? `http://127.0.0.1:${PORT}`;
const OWNER = { email: process.env.ADMIN_EMAIL ?? 'bench-owner@example.com', password: process.env.ADMIN_PASSWORD ?? 'garnet-and-gold-bench-77' };
const CONCURRENCY = Number(process.env.CONCURRENCY ?? 4);
const LOAD_CONCURRENCY = Number(process.env.LOAD_CONCURRENCY ?? 12);
/** Measured requests per list; as many again warm the shop up first (other requests, never repeated). */
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 1500);
const BUDGET_P95_MS = 50;
/** BENCH_ONLY=products,floor measures only the lists whose label holds one of these words (and writes no docs). */
const ONLY = process.env.BENCH_ONLY?.split(',').filter(Boolean);
const chosen = (label: string) => !ONLY || ONLY.some((word) => label.includes(word));
const WRITE_DOCS = process.env.BENCH_WRITE_DOCS !== 'false' && !ONLY;

const rand = seeded(Number(process.env.BENCH_SEED ?? 20261123));
const pick = <T>(items: readonly T[]): T => items[Math.floor(rand() * items.length)]!;
const between = (min: number, max: number) => min + Math.floor(rand() * (max - min + 1));
/** The first 3 to 6 letters of a word, as someone types into a search box. */
const prefix = (word: string) => word.slice(0, Math.min(word.length, between(3, 6))).toLowerCase();

const customer = customerQueries(rand);

const CATEGORIES = ['Rings', 'Earrings', 'Necklaces', 'Bracelets', 'Charms', 'New Arrivals'];
const DAY_MS = 86_400_000;
const isoDay = (daysAgo: number) => new Date(Date.now() - daysAgo * DAY_MS).toISOString().slice(0, 10);

/** A products query: one search and at least one filter. */
function productQuery(): URLSearchParams {
  const params = new URLSearchParams();
  const search = rand();
  params.set('q', search < 0.4 ? pick(WORDS).toLowerCase() : search < 0.8 ? prefix(pick(WORDS)) : `${pick(WORDS)} ${pick(WORDS)}`.toLowerCase());
  const filters = [
    () => params.set('category', pick(CATEGORIES)),
    () => params.set('status', pick(PRODUCT_STATUSES)),
    () => params.set('stock', pick(STOCK_STATES)),
  ];
  const chosen = filters.filter(() => rand() < 0.5);
  (chosen.length ? chosen : [pick(filters)]).forEach((apply) => apply());
  if (rand() < 0.5) params.set('sort', pick(ADMIN_PRODUCT_SORTS));
  params.set('page', String(rand() < 0.7 ? between(1, 3) : between(4, 20)));
  return params;
}

/** An orders query: one search (a name, part of an e-mail address or an order number) and at least one filter. */
function orderQuery(): URLSearchParams {
  const params = new URLSearchParams();
  const search = rand();
  params.set(
    'q',
    search < 0.3
      ? pick(LAST_NAMES)
      : search < 0.55
        ? prefix(pick(FIRST_NAMES))
        : search < 0.7
          ? `${pick(FIRST_NAMES)} ${pick(LAST_NAMES)}`
          : search < 0.85
            ? `${pick(FIRST_NAMES)}.${pick(LAST_NAMES)}`.toLowerCase()
            : String(between(100_001, 200_000)),
  );
  const filters = [
    () => params.set('status', pick(ORDER_STATUSES)),
    () => {
      const from = between(1, 360);
      params.set('from', isoDay(from));
      if (rand() < 0.7) params.set('to', isoDay(Math.max(0, from - between(1, 90))));
    },
    () => params.set('madeToOrder', String(rand() < 0.5)),
  ];
  const chosen = filters.filter(() => rand() < 0.5);
  (chosen.length ? chosen : [pick(filters)]).forEach((apply) => apply());
  params.set('page', String(rand() < 0.7 ? 1 : between(2, 5)));
  return params;
}

/** `count` paths of one list that no other request of the run used. */
const distinctOf = (path: string, query: () => URLSearchParams, count: number, taken: Set<string>) => distinct(() => `${path}?${query()}`, count, taken);

/** Sends the paths through `clients` clients (CONCURRENCY unless given) with the owner's session. */
const loadAs = (owner: Record<string, string>, label: string, paths: string[], clients = CONCURRENCY) =>
  load(label, BASE, paths, { clients, headers: owner }).then((figures) => {
    if (figures.firstError) console.error(`${label}: ${figures.errors} errors, the first: ${figures.firstError}`);
    return figures;
  });

async function logIn(): Promise<Record<string, string>> {
  const answer = await send(`${BASE}/api/authenticate`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(OWNER) });
  if (answer.status !== 200) throw new Error(`Logging in as ${OWNER.email} failed (${answer.status}): ${answer.body.toString('utf8')}`);
  return { Authorization: `Bearer ${(JSON.parse(answer.body.toString('utf8')) as { jwtToken: string }).jwtToken}` };
}

async function main() {
  const shop: Shop | undefined = process.env.BENCH_URL
    ? undefined
    : await startShop({ dataDir: DATA_DIR, port: PORT, env: { ADMIN_EMAIL: OWNER.email, ADMIN_PASSWORD: OWNER.password } });
  try {
    const owner = await logIn();
    const sizes = await shopSize(owner);
    console.log(
      `${sizes.products.toLocaleString('en-US')} products, ${sizes.orders.toLocaleString('en-US')} orders, ${sizes.customers.toLocaleString('en-US')} customers; ${CONCURRENCY} clients`,
    );

    const taken = new Set<string>();
    const lists: Array<{ label: string; path: string; query: () => URLSearchParams }> = [
      { label: 'GET /api/admin/products', path: '/api/admin/products', query: productQuery },
      { label: 'GET /api/admin/orders', path: '/api/admin/orders', query: orderQuery },
      { label: 'page /admin/products', path: '/admin/products', query: productQuery },
      { label: 'page /admin/orders', path: '/admin/orders', query: orderQuery },
      { label: 'GET /api/admin/customers', path: '/api/admin/customers', query: customer.list },
      { label: 'GET /api/admin/customers (search)', path: '/api/admin/customers', query: customer.search },
    ];
    const results: Figures[] = [];
    for (const list of lists.filter((list) => chosen(list.label))) {
      // Warm-up: plans, pools and the page's code as a running shop has them, on requests not measured.
      await loadAs(owner, list.label, distinctOf(list.path, list.query, Math.min(300, REQUESTS), taken));
      const figures = await loadAs(owner, list.label, distinctOf(list.path, list.query, REQUESTS, taken));
      console.log(figures);
      results.push(figures);
    }
    // The floor, for comparison: the same clients on a back-office page and an API answer that read
    // almost nothing (the staff list, the session). What a list costs above these is its own.
    const floors: Figures[] = [];
    for (const [label, path] of (
      [
        ['page /admin/staff (floor)', '/admin/staff'],
        ['GET /api/admin/session (floor)', '/api/admin/session'],
      ] as const
    ).filter(([label]) => chosen(label))) {
      await loadAs(
        owner,
        label,
        Array.from({ length: Math.min(300, REQUESTS) }, () => path),
      );
      const figures = await loadAs(
        owner,
        label,
        Array.from({ length: REQUESTS }, () => path),
      );
      console.log(figures);
      floors.push(figures);
    }
    // Beyond the budget: the same lists under more clients (new requests again), to show the headroom.
    const heavier: Figures[] = [];
    if (LOAD_CONCURRENCY > 0)
      for (const list of lists.filter((list) => chosen(list.label))) {
        const figures = await loadAs(owner, list.label, distinctOf(list.path, list.query, REQUESTS, taken), LOAD_CONCURRENCY);
        console.log(LOAD_CONCURRENCY, 'clients', figures);
        heavier.push(figures);
      }
    const example = { products: `/api/admin/products?${productQuery()}`, orders: `/api/admin/orders?${orderQuery()}` };
    if (WRITE_DOCS) record(results, floors, heavier, sizes, example);
    // The customer lists against the orders list, measured side by side above (decision record 045).
    const ordersApi = results.find((figures) => figures.label === 'GET /api/admin/orders');
    const customerLists = results.filter((figures) => figures.label.includes('customers'));
    const slow =
      ordersApi && customerLists.length
        ? compareWithOrders(ordersApi, customerLists, sizes, CONCURRENCY, WRITE_DOCS || process.env.BENCH_WRITE_DOCS === 'true')
        : [];
    for (const figures of slow) console.error(`${figures.label}: under 80% of the orders list's rate`);
    if (slow.length) process.exitCode = 1;
    const over = results.filter((figures) => figures.p95 > BUDGET_P95_MS);
    for (const figures of over) console.error(`${figures.label}: p95 ${figures.p95} ms is over the ${BUDGET_P95_MS} ms budget`);
    if (results.some((figures) => figures.errors > 0) || over.length) process.exitCode = 1;
  } finally {
    closeClients();
    await shop?.stop();
  }
}

/**
 * How many products and orders the shop holds, through the API. Neither list answers it at this
 * size (the products' count stops at a cap, the orders list answers pages only), so the last
 * non-empty page is found by bisection.
 */
async function shopSize(owner: Record<string, string>): Promise<{ products: number; orders: number; customers: number }> {
  const itemsOn = async (path: string, page: number) => {
    const answer = await send(`${BASE}${path}${path.includes('?') ? '&' : '?'}page=${page}`, { headers: owner });
    const text = answer.body.toString('utf8');
    if (answer.status !== 200) throw new Error(`${path} answered ${answer.status}: ${text.slice(0, 300)}`);
    const body = JSON.parse(text) as { items?: unknown[]; orders?: unknown[]; customers?: unknown[] };
    return (body.items ?? body.orders ?? body.customers ?? []).length;
  };
  const count = async (path: string, pageSize: number) => {
    let [low, high] = [1, 10_000];
    while (low < high) {
      const middle = Math.ceil((low + high) / 2);
      if ((await itemsOn(path, middle)) > 0) low = middle;
      else high = middle - 1;
    }
    return (low - 1) * pageSize + (await itemsOn(path, low));
  };
  return {
    products: await count('/api/admin/products?pageSize=100', 100),
    orders: await count('/api/admin/orders', ADMIN_ORDERS_PAGE_SIZE),
    customers: await count('/api/admin/customers', ADMIN_CUSTOMERS_PAGE_SIZE),
  };
}

function record(
  results: Figures[],
  floors: Figures[],
  heavier: Figures[],
  sizes: { products: number; orders: number },
  example: { products: string; orders: string },
) {
  const row = (f: Figures, budget = true) =>
    `| ${f.label} | ${f.requests} | ${Math.round(f.requests / f.seconds)} | ${f.p50} ms | ${f.p95} ms | ${f.p99} ms | ${f.max} ms | ${f.errors} | ${budget ? (f.p95 <= BUDGET_P95_MS ? 'yes' : '**no**') : '—'} |`;
  const header = ['| list | requests | req/s | p50 | p95 | p99 | max | errors | p95 ≤ 50 ms |', '|---|---|---|---|---|---|---|---|---|'];
  const block = [
    `${measuredOn()}, embedded PostgreSQL, with ` +
      `${sizes.products.toLocaleString('en-US')} products and ${sizes.orders.toLocaleString('en-US')} orders; ${CONCURRENCY} concurrent clients, ` +
      `each sending its next request the moment the last one answered; every request distinct (a search and one to three filters, ` +
      `a random page), after ${Math.min(300, REQUESTS)} warm-up requests of each list:`,
    '',
    ...header,
    ...results.map((figures) => row(figures)),
    ...floors.map((figures) => row(figures, false)),
    ...(heavier.length
      ? [
          '',
          `The same lists under ${LOAD_CONCURRENCY} clients (new requests again), beyond what the budget asks:`,
          '',
          ...header,
          ...heavier.map((figures) => row(figures, false)),
        ]
      : []),
    '',
    `Two of the requests: \`${example.products}\`, \`${example.orders}\` (the pages take the same queries).`,
  ].join('\n');
  writeSection('admin', 'Back office lists', block);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
