/**
 * The back office's customer list in the admin bench (scripts/bench-admin.ts; decision record 045):
 * its requests — the list browsed with filters and a page, and a search by a name, part of an
 * e-mail address or an order number with filters — and the comparison the issue asks for: each at
 * least 80% of the orders list's rate, measured in the same run on requests never repeated.
 */
import { FIRST_NAMES, LAST_NAMES } from '../large-data-words.ts';
import { measuredOn, writeSection, type Figures } from './shared.ts';

/** The customer lists must answer at least this share of the orders list's rate. */
export const CUSTOMERS_RATE_FLOOR = 0.8;

export function customerQueries(rand: () => number) {
  const pick = <T>(items: readonly T[]): T => items[Math.floor(rand() * items.length)]!;
  const between = (min: number, max: number) => min + Math.floor(rand() * (max - min + 1));
  const filters = (params: URLSearchParams) => {
    if (rand() < 0.5) params.set('ordered', String(rand() < 0.7));
    if (rand() < 0.5) params.set('subscribed', String(rand() < 0.3));
    return params;
  };
  /** The list browsed: filters or none, any of the first 200 pages (the first few most often). */
  const list = () => {
    const params = filters(new URLSearchParams());
    params.set('page', String(rand() < 0.6 ? between(1, 5) : between(6, 200)));
    return params;
  };
  /** A search, as staff type one: a surname, a first name's start, a whole name, an e-mail's start, an order number. */
  const search = () => {
    const params = new URLSearchParams();
    const kind = rand();
    params.set(
      'q',
      kind < 0.3
        ? pick(LAST_NAMES)
        : kind < 0.5
          ? pick(FIRST_NAMES).slice(0, between(3, 5))
          : kind < 0.7
            ? `${pick(FIRST_NAMES)} ${pick(LAST_NAMES)}`
            : kind < 0.85
              ? `${pick(FIRST_NAMES)}.${pick(LAST_NAMES)}`.toLowerCase()
              : `#${between(100_001, 200_000)}`,
    );
    filters(params);
    params.set('page', String(rand() < 0.7 ? 1 : between(2, 5)));
    return params;
  };
  return { list, search };
}

/** The rate of each customer list against the orders list's, written into docs/performance.md; answers the ones below the floor. */
export function compareWithOrders(
  orders: Figures,
  customers: Figures[],
  sizes: { customers: number; orders: number },
  clients: number,
  write: boolean,
): Figures[] {
  const rate = (figures: Figures) => figures.requests / figures.seconds;
  const rows = [orders, ...customers].map(
    (f) =>
      `| ${f.label} | ${f.requests} | ${Math.round(rate(f))} | ${f === orders ? '—' : `${Math.round((rate(f) / rate(orders)) * 100)}%`} | ${f.p50} ms | ${f.p95} ms | ${f.errors} |`,
  );
  const block = [
    `${measuredOn()}, embedded PostgreSQL, ${sizes.customers.toLocaleString('en-US')} customers and ${sizes.orders.toLocaleString('en-US')} orders; ` +
      `${clients} concurrent clients, one list after the other in the same run, every request distinct, after warm-up requests of each:`,
    '',
    '| list | requests | req/s | of the orders list | p50 | p95 | errors |',
    '|---|---|---|---|---|---|---|',
    ...rows,
    '',
    `The floor: each customer list at least ${CUSTOMERS_RATE_FLOOR * 100}% of the orders list's rate. ` +
      'Reproduce: `DATA_DIR=.data/bench ORDERS=100000 npm run catalog:large && npm run build && BENCH_ONLY=orders,customers BENCH_WRITE_DOCS=true npm run bench:admin`.',
  ].join('\n');
  if (write) writeSection('customers', 'Customers in the back office', block);
  return customers.filter((figures) => rate(figures) < CUSTOMERS_RATE_FLOOR * rate(orders));
}
