/**
 * Order placement as shoppers place orders: 32 at once, each order from an account of its own
 * (registered, e-mail confirmed and logged in before the clock starts) and from that shopper's own
 * client address (X-Forwarded-For through a trusted proxy, in 198.18.0.0/15, the range set aside
 * for benchmarks), so the anti-automation limits count each shopper as they count a real one and
 * no shopper places more orders than an account may in an hour. Every order is new: one to three
 * pieces of the sample catalogue in a random metal and size, one or two of each, some engraved,
 * some gift-wrapped, a shipping method, an Idempotency-Key of its own. Ready-to-ship pieces are
 * only chosen while their shelf (as the catalogue shows it) still holds them, so no order is
 * refused for want of stock.
 *
 * Afterwards every acknowledged order (201) is read back as its shopper: the same lines, the unit
 * prices of the catalogue, the totals acknowledged, totals that add up; and each shopper's order
 * list holds exactly the orders acknowledged to them. Then the shop's memory: the resident set of
 * its Node process (not its PostgreSQL) right after the load, the highest seen during the load,
 * and its peak since start.
 *
 *   npm run build && npm run bench:orders
 *
 * The orders are placed three ways: one after another; through 32 clients at the budget's rate,
 * 300 orders/s, each due at its moment whatever the answers (an open loop: its time counts from
 * that moment, so an order kept waiting for a free client counts the wait); and through 32 clients
 * that each send the next order the moment the last was answered (a closed loop: the full rate).
 *
 * Budgets (issue 10): at least 300 orders/s through 32 concurrent shoppers, with p95 ≤ 50 ms at
 * that rate (decision 018: at the full rate the time of an order follows from the rate by
 * Little's law), none lost; the server's memory after the load ≤ 300 MB.
 */
import { randomBytes, randomInt } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { ProductAnswer } from '../../domain/contract/catalog.ts';
import type { OrderAnswer, ShippingMethodAnswer } from '../../domain/contract/checkout.ts';
import { GIFT_WRAP_FEE_MINOR } from '../../domain/line.ts';
import { toMinor } from '../../domain/money.ts';
import { FORM_LIMITS } from '../../server/services/rate-limits/index.ts';
import {
  closeClients,
  get,
  load,
  measuredOn,
  reproduce,
  seeded,
  send,
  startShop,
  table,
  writeSection,
  type Answer,
  type Figures,
  runIfMain,
} from './shared.ts';
import { processorMeter, quietMachine, type ProcessorTime, type Quiet } from './processes.ts';

const CLIENTS = 32;
/** Orders at the full rate (and at most as many at the budget's rate); a run may ask for another number. */
const DEFAULT_ORDERS = Number(process.env.BENCH_ORDERS ?? 3000);
/** The rate the budget names: its orders are sent at that rate, each due at its moment whatever the answers. */
const PACED_PER_SECOND = 300;
/** Each shopper places fewer orders than an account may place in an hour, with room to spare. */
export const ORDERS_PER_SHOPPER = FORM_LIMITS.ordersPerAccount.limit - 4;
const DATA_DIR = process.env.BENCH_ORDERS_DATA_DIR ?? './.data/bench-orders';
const PORT = Number(process.env.BENCH_ORDERS_PORT ?? 4201);
/** The folder of the shop under measurement (its outbox and its database's processes are read). */
let dataDir = DATA_DIR;
const BUDGETS = { perSecond: 300, p95: 50, rssMb: 300 };
/** BENCH_WRITE_DOCS=false: print the figures without writing them into docs/performance.md (runs while iterating). */
const WRITE_DOCS = process.env.BENCH_WRITE_DOCS !== 'false';

const rand = seeded(Number(process.env.BENCH_SEED ?? 20261123));
const pick = <T>(items: readonly T[]): T => items[Math.floor(rand() * items.length)]!;
const between = (min: number, max: number) => min + Math.floor(rand() * (max - min + 1));

// ---------------------------------------------------------------------------------------------
// Shoppers

export interface Shopper {
  email: string;
  password: string;
  /** The client address this shopper's requests come from. */
  address: string;
  token: string;
}

/** The headers of a shopper's request. */
function headersOf(shopper: Shopper, extra: Record<string, string> = {}): Record<string, string> {
  return {
    'Content-Type': 'application/json',
    'X-Forwarded-For': shopper.address,
    ...(shopper.token ? { Authorization: `Bearer ${shopper.token}` } : {}),
    ...extra,
  };
}

export const json = <T>(answer: Answer) => JSON.parse(answer.body.toString('utf8')) as T;

/** Runs `work` on every item, `concurrency` at a time. */
async function eachOf<T>(items: readonly T[], concurrency: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < items.length) await work(items[next++]!);
    }),
  );
}

/**
 * `count` new accounts, each registered, confirmed through the link e-mailed to it (read from the
 * shop's outbox folder) and logged in. Addresses start at a random point of 198.18.0.0/15, so a
 * run soon after another on the same folder is not counted against the last one's limits.
 */
export async function makeShoppers(base: string, count: number, outboxDir = path.join(dataDir, 'outbox')): Promise<Shopper[]> {
  const run = randomBytes(3).toString('hex');
  const first = randomInt(0, 2 ** 17);
  const shoppers: Shopper[] = Array.from({ length: count }, (_, i) => {
    const n = (first + i) % 2 ** 17;
    return {
      email: `bench-${run}-${i}@example.com`,
      password: `Bench-${randomBytes(6).toString('hex')}-7`,
      address: `198.${18 + (n >> 16)}.${(n >> 8) & 255}.${n & 255}`,
      token: '',
    };
  });
  await eachOf(shoppers, 4, async (shopper) => {
    const details = { firstName: 'Ada', lastName: 'Lovelace', email: shopper.email, password: shopper.password, confirmPassword: shopper.password };
    const answer = await send(`${base}/api/register`, { method: 'POST', headers: headersOf(shopper), body: JSON.stringify(details) });
    if (answer.status !== 201) throw new Error(`Registering ${shopper.email} answered ${answer.status}: ${answer.body.toString('utf8').slice(0, 200)}`);
  });
  const tokens = await confirmationTokens(outboxDir);
  await eachOf(shoppers, 4, async (shopper) => {
    const token = tokens.get(shopper.email);
    if (!token) throw new Error(`No confirmation link was e-mailed to ${shopper.email}`);
    const confirmed = await send(`${base}/api/verify-email`, { method: 'POST', headers: headersOf(shopper), body: JSON.stringify({ token }) });
    if (confirmed.status !== 200) throw new Error(`Confirming ${shopper.email} answered ${confirmed.status}`);
    const login = await send(`${base}/api/authenticate`, {
      method: 'POST',
      headers: headersOf(shopper),
      body: JSON.stringify({ email: shopper.email, password: shopper.password }),
    });
    if (login.status !== 200) throw new Error(`Logging in ${shopper.email} answered ${login.status}`);
    shopper.token = json<{ jwtToken: string }>(login).jwtToken;
  });
  return shoppers;
}

/** Recipient → token of the last confirmation link e-mailed to them. */
async function confirmationTokens(outboxDir: string): Promise<Map<string, string>> {
  const files = (await readdir(outboxDir)).filter((file) => file.endsWith('.eml')).sort();
  const tokens = new Map<string, string>();
  for (const file of files) {
    const message = await readFile(path.join(outboxDir, file), 'utf8');
    const to = message
      .split('\r\n\r\n')[0]!
      .split('\r\n')
      .find((line) => line.startsWith('To: '))
      ?.slice(4);
    const token = message.match(/https?:\/\/[^/\s]+\/verify-email\?token=([A-Za-z0-9_-]+)/)?.[1];
    if (to && token) tokens.set(to, token);
  }
  return tokens;
}

// ---------------------------------------------------------------------------------------------
// The catalogue and the orders

interface Piece {
  variantId: number;
  productId: number;
  title: string;
  currency: string;
  metals: string[];
  prices: number[];
  sizes: string[];
  madeToOrder: boolean;
  /** `metal|size` → pieces left on that shelf, as the orders planned so far leave it. */
  shelves: Map<string, number>;
}

/** Every variant of the public catalogue that can be ordered, page after page. */
export async function catalogue(base: string): Promise<Piece[]> {
  const pieces: Piece[] = [];
  for (let page = 1, pages = 1; page <= pages; page++) {
    const answer = await get(`${base}/api/products?pageSize=60&page=${page}`);
    if (answer.status !== 200) throw new Error(`/api/products answered ${answer.status}`);
    pages = Number(answer.headers['x-page-count'] ?? 1);
    for (const product of json<ProductAnswer[]>(answer)) {
      for (const variant of product.ProductVariants) {
        if (variant.metal.length === 0) continue;
        pieces.push({
          variantId: variant.id,
          productId: variant.productId,
          title: variant.title,
          currency: product.currency,
          metals: variant.metal,
          prices: variant.price,
          sizes: variant.sizes,
          madeToOrder: variant.madeToOrder,
          shelves: new Map((variant.stock ?? []).map((shelf) => [`${shelf.metal}|${shelf.size}`, shelf.quantity])),
        });
      }
    }
  }
  if (pieces.length < 10) throw new Error(`The catalogue has ${pieces.length} pieces to order; the bench wants the sample catalogue`);
  return pieces;
}

interface Line {
  variantId: number;
  metal: string;
  size: string;
  quantity: number;
  personalisation: string;
  giftWrap: boolean;
}

export interface PlannedOrder {
  shopper: Shopper;
  lines: Line[];
  /** Unit price of each line, in minor units, from the catalogue. */
  unitMinor: number[];
  body: string;
  key: string;
  /** The answer to placing it, once sent. */
  status?: number;
  answer?: OrderAnswer;
}

const ENGRAVINGS = ['A.L.', 'For Ada', '1815', 'Always', 'C & A', 'Mum'];

/** One to three pieces, each a different variant; a ready-to-ship choice only while its shelf holds it. */
export function planOrder(shopper: Shopper, pieces: Piece[], methods: ShippingMethodAnswer[]): PlannedOrder {
  const wanted = rand() < 0.55 ? 1 : rand() < 0.7 ? 2 : 3;
  const lines: Line[] = [];
  const unitMinor: number[] = [];
  const chosen: Piece[] = [];
  for (let tries = 0; lines.length < wanted && tries < 200; tries++) {
    const piece = pick(pieces);
    if (chosen.includes(piece)) continue;
    const metal = between(0, piece.metals.length - 1);
    const size = piece.sizes.length ? pick(piece.sizes) : '';
    const quantity = between(1, 2);
    if (!piece.madeToOrder) {
      const shelf = `${piece.metals[metal]}|${size}`;
      const left = piece.shelves.get(shelf) ?? 0;
      if (left < quantity) continue;
      piece.shelves.set(shelf, left - quantity);
    }
    chosen.push(piece);
    lines.push({
      variantId: piece.variantId,
      metal: piece.metals[metal]!,
      size,
      quantity,
      personalisation: rand() < 0.15 ? pick(ENGRAVINGS) : '',
      giftWrap: rand() < 0.25,
    });
    unitMinor.push(toMinor(piece.prices[metal]!, piece.currency));
  }
  if (lines.length === 0) throw new Error('No piece is left to order: every ready-to-ship shelf is empty');
  const request = {
    customerName: 'Ada Lovelace',
    orderCustomer: { name: 'Ada Lovelace', email: shopper.email, phone: '+44 20 7946 0958' },
    shippingAddress: {
      name: 'Ada Lovelace',
      address: `${between(1, 200)} St James Square`,
      city: 'London',
      country: 'United Kingdom',
      state: 'London',
      zip: 'SW1Y 4JH',
      phone: '020 7946 0958',
    },
    date: new Date().toISOString(),
    status: 'Pending',
    items: lines.map((line, i) => ({ ...line, productId: String(chosen[i]!.productId), productName: chosen[i]!.title, price: unitMinor[i]! / 100 })),
    shippingMethodId: pick(methods).id,
    specialInstructions: rand() < 0.1 ? 'Please leave with the concierge.' : '',
  };
  return { shopper, lines, unitMinor, body: JSON.stringify(request), key: randomBytes(16).toString('hex') };
}

/** The request that places `order` and keeps its answer. */
export const placing = (base: string, order: PlannedOrder, clients: number) => async (): Promise<Answer> => {
  const answer = await send(`${base}/api/orders`, {
    method: 'POST',
    headers: headersOf(order.shopper, { 'Idempotency-Key': order.key }),
    body: order.body,
    clients,
  });
  order.status = answer.status;
  if (answer.status === 201) order.answer = json<OrderAnswer>(answer);
  return answer;
};

export const placed = (answer: Answer) => answer.status === 201;

// ---------------------------------------------------------------------------------------------
// Checking that none is lost

/** What differs between the order placed and the one stored; undefined when it is whole. */
function difference(order: PlannedOrder, stored: OrderAnswer): string | undefined {
  const key = (line: Line) => [line.variantId, line.metal, line.size, line.quantity, line.personalisation, line.giftWrap].join('|');
  const sent = order.lines.map((line, i) => `${key(line)}@${order.unitMinor[i]}`).sort();
  const kept = stored.items.map((item) => `${key({ ...item, variantId: item.variantId ?? 0 })}@${toMinor(item.price, stored.currency)}`).sort();
  if (JSON.stringify(sent) !== JSON.stringify(kept)) return `lines: sent ${JSON.stringify(sent)}, stored ${JSON.stringify(kept)}`;
  const acknowledged = order.answer!;
  for (const field of ['id', 'itemCount', 'subtotal', 'giftWrap', 'shipping', 'discount', 'total'] as const) {
    if (acknowledged[field] !== stored[field]) return `${field}: acknowledged ${acknowledged[field]}, stored ${stored[field]}`;
  }
  const minor = (amount: number) => toMinor(amount, stored.currency);
  const subtotal = order.lines.reduce((sum, line, i) => sum + order.unitMinor[i]! * line.quantity, 0);
  const giftWrap = order.lines.reduce((sum, line) => sum + (line.giftWrap ? GIFT_WRAP_FEE_MINOR * line.quantity : 0), 0);
  if (subtotal !== minor(stored.subtotal)) return `subtotal ${stored.subtotal}, the catalogue's prices make ${subtotal / 100}`;
  if (giftWrap !== minor(stored.giftWrap)) return `gift wrap ${stored.giftWrap}, expected ${giftWrap / 100}`;
  if (minor(stored.subtotal) + minor(stored.giftWrap) + minor(stored.shipping) - minor(stored.discount) !== minor(stored.total))
    return `total ${stored.total} does not add up`;
  if (stored.itemCount !== order.lines.reduce((sum, line) => sum + line.quantity, 0)) return `item count ${stored.itemCount}`;
  return undefined;
}

/** Reads every acknowledged order back as its shopper, and every shopper's list; answers the orders found whole and the problems. */
export async function verify(base: string, shoppers: Shopper[], orders: PlannedOrder[]): Promise<{ verified: Set<PlannedOrder>; problems: string[] }> {
  const verified = new Set<PlannedOrder>();
  const problems: string[] = [];
  const acknowledged = orders.filter((order) => order.answer);
  await eachOf(acknowledged, 8, async (order) => {
    const answer = await get(`${base}/api/orders/${order.answer!.id}`, headersOf(order.shopper));
    if (answer.status !== 200) return void problems.push(`order ${order.answer!.id} (acknowledged) reads ${answer.status}`);
    const wrong = difference(order, json<OrderAnswer>(answer));
    if (wrong) problems.push(`order ${order.answer!.id}: ${wrong}`);
    else verified.add(order);
  });
  await eachOf(shoppers, 8, async (shopper) => {
    const answer = await get(`${base}/api/orders`, headersOf(shopper));
    if (answer.status !== 200) return void problems.push(`the orders of ${shopper.email} read ${answer.status}`);
    const listed = json<OrderAnswer[]>(answer)
      .map((order) => order.id)
      .sort((a, b) => a - b);
    const expected = acknowledged
      .filter((order) => order.shopper === shopper)
      .map((order) => order.answer!.id)
      .sort((a, b) => a - b);
    if (JSON.stringify(listed) !== JSON.stringify(expected))
      problems.push(`${shopper.email} lists orders ${listed.join(',')}; acknowledged were ${expected.join(',')}`);
  });
  return { verified, problems };
}

// ---------------------------------------------------------------------------------------------
// Memory and processor time

/** VmRSS and VmHWM of a process, in MB. */
function memoryOf(pid: number): { rssMb: number; peakMb: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
  return { rssMb: Math.round(kb('VmRSS') / 1024), peakMb: Math.round(kb('VmHWM') / 1024) };
}

// ---------------------------------------------------------------------------------------------

const yesNo = (ok: boolean) => (ok ? 'yes' : '**no**');
const ORDER_HEADER = ['what', 'clients', 'orders', 'orders/s', 'p50', 'p95', 'p99', 'max', 'errors', 'found whole'];
const orderRow = (figures: Figures, verified: number) => [
  figures.label,
  figures.clients,
  figures.requests,
  figures.perSecond,
  `${figures.p50} ms`,
  `${figures.p95} ms`,
  `${figures.p99} ms`,
  `${figures.max} ms`,
  figures.errors,
  verified,
];

/** One measured run of a build: its three loads, the processor time per order, whether none was lost, and the section's text. */
export interface OrdersRun {
  one: Figures;
  paced: Figures;
  full: Figures;
  /** Processor milliseconds per order at the full rate: the shop's Node process and PostgreSQL. */
  cpuMsPerOrder: { shop: number; database: number };
  /** Processor seconds spent during the load at the full rate, by whom (others: work outside the bench sharing the cores). */
  processor: ProcessorTime;
  /** The machine as the load at the full rate began (processes.ts `quietMachine`). */
  quiet: Quiet;
  noneLost: boolean;
  markdown: string;
}

/** Measures order placement on one build (BUILD_DIR `buildDir`, default the current one) in a data folder of its own. */
export async function measureOrders(run: { buildDir?: string; dataDir?: string; port?: number; orders?: number } = {}): Promise<OrdersRun> {
  dataDir = run.dataDir ?? DATA_DIR;
  const fullCount = run.orders ?? DEFAULT_ORDERS;
  const pacedCount = Math.min(3000, fullCount);
  const warmUpCount = Math.min(100, fullCount);
  /** Orders sent one after another, before the load: what one order costs when nothing queues. */
  const aloneCount = Math.min(200, fullCount);
  const env: Record<string, string> = { TRUSTED_PROXIES: 'loopback', SMTP_URL: '', ...(run.buildDir ? { BUILD_DIR: run.buildDir } : {}) };
  const shop = await startShop({ dataDir, port: run.port ?? PORT, env });
  const pid = shop.process.pid!;
  try {
    const pieces = await catalogue(shop.base);
    const started = memoryOf(pid);
    const methods = json<ShippingMethodAnswer[]>(await get(`${shop.base}/api/shipping-methods`));
    const total = warmUpCount + aloneCount + pacedCount + fullCount;
    const shopperCount = Math.ceil(total / ORDERS_PER_SHOPPER);
    const registering = performance.now();
    const shoppers = await makeShoppers(shop.base, shopperCount);
    console.log(`${shoppers.length} shoppers registered, confirmed and logged in in ${((performance.now() - registering) / 1000).toFixed(1)} s`);
    // Consecutive orders (the ones in flight together) are different shoppers'.
    const orders = Array.from({ length: total }, (_, i) => planOrder(shoppers[i % shoppers.length]!, pieces, methods));
    const warmUp = orders.slice(0, warmUpCount);
    const alone = orders.slice(warmUpCount, warmUpCount + aloneCount);
    const atTheRate = orders.slice(warmUpCount + aloneCount, warmUpCount + aloneCount + pacedCount);
    const measured = orders.slice(warmUpCount + aloneCount + pacedCount);
    const madeToOrder = pieces.filter((piece) => piece.madeToOrder).length;
    const lines = measured.reduce((sum, order) => sum + order.lines.length, 0);

    await load(
      'warm-up',
      shop.base,
      warmUp.map((order) => placing(shop.base, order, CLIENTS)),
      { clients: CLIENTS, ok: placed },
    );
    const oneFigures = await load(
      'one shopper at a time',
      shop.base,
      alone.map((order) => placing(shop.base, order, 1)),
      { clients: 1, ok: placed },
    );
    console.log(oneFigures);
    const pacedFigures = await load(
      `${CLIENTS} shoppers, ${PACED_PER_SECOND} orders/s between them`,
      shop.base,
      atTheRate.map((order) => placing(shop.base, order, CLIENTS)),
      { clients: CLIENTS, perSecond: PACED_PER_SECOND, ok: placed },
    );
    console.log(pacedFigures);

    const quiet = await quietMachine({ shop: pid, clusterDir: path.join(dataDir, 'postgres') });
    let highestMb = 0;
    const sampler = setInterval(() => (highestMb = Math.max(highestMb, memoryOf(pid).rssMb)), 100);
    const counting = processorMeter({ shop: pid, clusterDir: path.join(dataDir, 'postgres') });
    const figures = await load(
      `${CLIENTS} shoppers at once`,
      shop.base,
      measured.map((order) => placing(shop.base, order, CLIENTS)),
      {
        clients: CLIENTS,
        ok: placed,
      },
    );
    clearInterval(sampler);
    const memory = memoryOf(pid);
    highestMb = Math.max(highestMb, memory.rssMb);
    const cpu = counting();
    console.log(figures);
    if (figures.firstError) console.error(`${figures.errors} orders not placed, the first: ${figures.firstError}`);
    console.log(`memory: ${JSON.stringify(memory)}, highest during the load ${highestMb} MB; processor seconds during the load: ${JSON.stringify(cpu)}`);

    const { verified, problems } = await verify(shop.base, shoppers, orders);
    for (const problem of problems.slice(0, 20)) console.error(problem);
    const acknowledged = (list: PlannedOrder[]) => list.filter((order) => order.answer).length;
    const whole = (list: PlannedOrder[]) => list.filter((order) => verified.has(order)).length;
    const noneLost = problems.length === 0 && whole(orders) === acknowledged(orders) && figures.errors === 0 && pacedFigures.errors === 0;
    const fast = figures.perSecond >= BUDGETS.perSecond;
    const quick = pacedFigures.p95 <= BUDGETS.p95;
    const small = memory.rssMb <= BUDGETS.rssMb;
    const seconds = (value: number) => `${value.toFixed(1)} s`;
    const perOrder = (value: number) => `${((1000 * value) / figures.requests).toFixed(1)} ms`;

    const markdown = [
      `${measuredOn()}, embedded PostgreSQL, the sample catalogue (${pieces.length} pieces, ${madeToOrder} of them made to order); ` +
        `a fresh data folder at the first run, later runs add to it.`,
      '',
      `${shoppers.length} shoppers, each registered, with a confirmed e-mail address (so each order queues and writes its confirmation e-mail) ` +
        `and logged in before the clock starts, each from a client address of its own behind a trusted proxy, none placing more than ` +
        `${ORDERS_PER_SHOPPER} orders (an account may place ${FORM_LIMITS.ordersPerAccount.limit} an hour). ` +
        `Every order is new: one to three pieces (${(lines / measured.length).toFixed(1)} on average), each in a random metal and size, one or two of it, ` +
        `some engraved, some gift-wrapped, a random shipping method, an Idempotency-Key of its own; ready-to-ship pieces only while their shelf holds them. ` +
        `${warmUpCount} orders warm the shop up first, then ${aloneCount} are placed one after another. ` +
        `Then ${pacedCount.toLocaleString('en-US')} orders through ${CLIENTS} clients at the budget's rate, ${PACED_PER_SECOND} orders/s: ` +
        `each order is due at its moment whatever the answers to the others, and its time counts from that moment ` +
        `(an order that waited for a free client counts the wait). ` +
        `Then ${fullCount.toLocaleString('en-US')} through ` +
        `${CLIENTS} clients, each sending its next order the moment the last was answered: the shop's full rate, where the time of an order ` +
        `follows from the rate (${CLIENTS} orders in flight at every moment: ${CLIENTS} ÷ the rate on average). Only a 201 counts as placed.`,
      '',
      table(ORDER_HEADER, [orderRow(oneFigures, whole(alone)), orderRow(pacedFigures, whole(atTheRate)), orderRow(figures, whole(measured))]),
      '',
      `"Found whole": read back afterwards as its shopper, the order has the lines sent, the catalogue's unit prices, the totals acknowledged, ` +
        `and totals that add up; each shopper's order list holds exactly the orders acknowledged to them ` +
        `(${acknowledged(orders)} acknowledged in all, warm-up included, ${whole(orders)} found whole, ${problems.length} problems).`,
      '',
      `Processor time during the load of ${seconds(figures.seconds)} (2 cores: ${seconds(2 * figures.seconds)} at most): ` +
        `the shop's Node process ${seconds(cpu.shop)}, PostgreSQL ${seconds(cpu.database)}, the bench's own clients ${seconds(cpu.bench)}, ` +
        `other work on the machine ${seconds(cpu.others)}; ` +
        `per order ${perOrder(cpu.shop)} of Node and ${perOrder(cpu.database)} of PostgreSQL: what bounds the rate once both cores are busy, ` +
        `and a figure that moves far less than the rate when other work shares the machine.`,
      '',
      `Server memory (resident set of the shop's Node process, without PostgreSQL): ${memory.rssMb} MB right after the load, ` +
        `${highestMb} MB at most during it, ${memory.peakMb} MB at its peak since start (which includes hashing the shoppers' passwords); ` +
        `${started.rssMb} MB when it had just started and answered its first catalogue pages.`,
      '',
      table(
        ['budget', 'measured', 'within'],
        [
          [`≥ ${BUDGETS.perSecond} orders/s`, `${figures.perSecond} orders/s at the full rate`, yesNo(fast)],
          [`p95 ≤ ${BUDGETS.p95} ms at ${BUDGETS.perSecond} orders/s`, `${pacedFigures.p95} ms (at the full rate: ${figures.p95} ms)`, yesNo(quick)],
          [
            'none lost',
            `${acknowledged(atTheRate) + acknowledged(measured)} acknowledged, ${whole(atTheRate) + whole(measured)} found whole, ` +
              `${pacedFigures.errors + figures.errors} not placed`,
            yesNo(noneLost),
          ],
          [`server memory after the load ≤ ${BUDGETS.rssMb} MB`, `${memory.rssMb} MB`, yesNo(small)],
        ],
      ),
      '',
      reproduce('npm run bench:orders'),
    ].join('\n');
    const perOrderMs = (value: number) => (1000 * value) / figures.requests;
    return {
      one: oneFigures,
      paced: pacedFigures,
      full: figures,
      cpuMsPerOrder: { shop: perOrderMs(cpu.shop), database: perOrderMs(cpu.database) },
      processor: cpu,
      quiet,
      noneLost,
      markdown,
    };
  } finally {
    await shop.stop();
  }
}

/** Order placement on the current build alone (`npm run bench` runs it; `npm run bench:orders` sets it beside the build before). */
export async function benchOrders(): Promise<void> {
  try {
    const { markdown } = await measureOrders();
    console.log(`\n${markdown}`);
    if (WRITE_DOCS) writeSection('orders', 'Order placement', markdown);
  } finally {
    closeClients();
  }
}

runIfMain(import.meta.url, benchOrders);
