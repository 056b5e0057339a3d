/**
 * Card orders and Stripe's webhooks on one build (issue 23: a webhook is handled in less time than
 * an order is placed; issue 31: both keep 90 % of the rate of the build before, which
 * orders-side-by-side.ts measures with this). The built shop runs with Stripe pointed at the
 * suite's Stripe test server (tests/support/stripe-server.ts), in a process of its own on loopback
 * (stripe-process.ts).
 *
 * After a warm-up, one shopper at a time: orders paid by bank transfer, then orders paid by card
 * (each also opens its Checkout Session at the test server). Then card orders through 32 clients,
 * each sending its next order the moment the last was answered (the full rate). Then every card
 * order is paid on the test server and its signed `checkout.session.completed` is posted to
 * /api/webhooks/stripe, one at a time for the orders placed one at a time, then through 32 clients
 * for the others: verified, stored once, the session read back from the test server, the
 * authorisation written to the ledger. Every webhook is a new event about a new order; afterwards
 * each order is read back as its shopper and must be authorised. The processor time of the shop,
 * its PostgreSQL, the test server, the clients and whatever else ran is counted during each load
 * through 32 clients.
 *
 *   npm run build && npm run bench:webhooks    (this build alone, printed; npm run bench:orders runs it beside the build before)
 */
import { rmSync } from 'node:fs';
import path from 'node:path';
import type { ShippingMethodAnswer } from '../../domain/contract/checkout.ts';
import { catalogue, json, makeShoppers, ORDERS_PER_SHOPPER, placed, placing, planOrder, type PlannedOrder } from './orders.ts';
import { processorMeter, quietMachine, type ProcessorTime, type Quiet } from './processes.ts';
import { closeClients, get, load, measuredOn, runIfMain, send, startShop, table, type Answer, type Figures } from './shared.ts';
import { stripeProcess, type SignedEvent } from './stripe-process.ts';

/** Orders (and webhooks) one at a time, after the warm-up. */
const ONE_AT_A_TIME = Number(process.env.BENCH_WEBHOOKS ?? 200);
/** Card orders (and webhooks) through the 32 clients. */
const AT_FULL_RATE = Number(process.env.BENCH_CARD_ORDERS ?? 1000);
const CLIENTS = 32;
const WARM_UP = 20;
/** The keys the shop and the Stripe test server share. */
export const STRIPE_KEYS = { secretKey: 'sk_test_bench_key', webhookSecret: 'whsec_bench_signing_secret' };

/** The shop's environment for Stripe pointed at the test server at `url`. */
export const stripeEnv = (url: string) => ({
  STRIPE_SECRET_KEY: STRIPE_KEYS.secretKey,
  STRIPE_WEBHOOK_SECRET: STRIPE_KEYS.webhookSecret,
  STRIPE_API_URL: url,
});

/** The planned order, paid with `method` ('bank_transfer', 'stripe'). */
export const paidWith = (order: PlannedOrder, method: string): PlannedOrder => ({
  ...order,
  body: JSON.stringify({ ...JSON.parse(order.body), paymentMethod: method }),
});

/** Each signed event, posted to the shop's Stripe webhook. */
export const webhookRequests = (base: string, events: SignedEvent[], clients: number) =>
  events.map(
    (event) => (): Promise<Answer> =>
      send(`${base}/api/webhooks/stripe`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Stripe-Signature': event.signature },
        body: event.body,
        clients,
      }),
  );

/** How many of the placed orders read back, as their shopper, as authorised. */
export async function authorisedCount(base: string, orders: PlannedOrder[]): Promise<number> {
  let authorised = 0;
  const reading = orders.filter((order) => order.answer);
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      for (let order = reading.pop(); order; order = reading.pop()) {
        const answer = await send(`${base}/api/orders/${order.answer!.id}`, {
          headers: { Authorization: `Bearer ${order.shopper.token}`, 'X-Forwarded-For': order.shopper.address },
          clients: 8,
        });
        if (answer.status === 200 && json<{ payment: { status: string } }>(answer).payment.status === 'authorized') authorised++;
      }
    }),
  );
  return authorised;
}

/** A load through the 32 clients: its figures and the processor time it took. */
export interface Loaded {
  figures: Figures;
  processor: ProcessorTime;
  /** The machine as the load began (processes.ts `quietMachine`). */
  quiet: Quiet;
}

export interface CardRun {
  /** One at a time: a bank transfer order, a card order, a webhook. */
  bankOne: Figures;
  cardOne: Figures;
  webhookOne: Figures;
  /** Through 32 clients. */
  card: Loaded;
  webhook: Loaded;
  /** Every card order got its page, every webhook answered 200 and left its order authorised. */
  checked: boolean;
  authorised: number;
  /** Issue 23's: a webhook handled, one at a time, in less time (p50 and p95) than a bank transfer order placed. */
  webhookQuicker: boolean;
  markdown: string;
}

/** The Checkout Session a card order opened (its page's last path segment). */
export const sessionOf = (order: PlannedOrder) => {
  const url = order.answer?.payment.redirectUrl;
  if (!url) throw new Error(`order ${order.answer?.id} has no payment page`);
  return url.split('/').at(-1)!;
};

/** Processor milliseconds per request: the shop's Node process plus its PostgreSQL. */
export const shopMsPer = (loaded: Loaded) => (1000 * (loaded.processor.shop + loaded.processor.database)) / Math.max(1, loaded.figures.requests);

/** Card orders and webhooks on one build (`buildDir`, default the current one) in a fresh data folder of its own. */
export async function measureCardAndWebhooks(run: { buildDir?: string; dataDir: string; port: number }): Promise<CardRun> {
  const stripe = await stripeProcess(STRIPE_KEYS);
  const env = { TRUSTED_PROXIES: 'loopback', SMTP_URL: '', ...stripeEnv(stripe.url), ...(run.buildDir ? { BUILD_DIR: run.buildDir } : {}) };
  try {
    const shop = await startShop({ dataDir: run.dataDir, port: run.port, env });
    try {
      const pieces = await catalogue(shop.base);
      const methods = json<ShippingMethodAnswer[]>(await get(`${shop.base}/api/shipping-methods`));
      const total = 2 * WARM_UP + 2 * ONE_AT_A_TIME + AT_FULL_RATE;
      const shoppers = await makeShoppers(shop.base, Math.ceil(total / ORDERS_PER_SHOPPER) + 1, path.join(run.dataDir, 'outbox'));
      let planned = 0;
      const plan = (count: number, method: string) =>
        Array.from({ length: count }, () => paidWith(planOrder(shoppers[planned++ % shoppers.length]!, pieces, methods), method));
      const warmBank = plan(WARM_UP, 'bank_transfer');
      const warmCard = plan(WARM_UP, 'stripe');
      const bank = plan(ONE_AT_A_TIME, 'bank_transfer');
      const cardAlone = plan(ONE_AT_A_TIME, 'stripe');
      const cardMany = plan(AT_FULL_RATE, 'stripe');
      const alone = { clients: 1, ok: placed };
      const processes = { shop: shop.process.pid!, clusterDir: path.join(run.dataDir, 'postgres'), stripe: stripe.pid };
      /** Counts the processor time of a load, once other work on the machine has settled. */
      const meter = async () => {
        const quiet = await quietMachine(processes);
        const counting = processorMeter(processes);
        return () => ({ processor: counting(), quiet });
      };
      const webhooks = (events: SignedEvent[], clients: number) => webhookRequests(shop.base, events, clients);
      const paid = (orders: PlannedOrder[]) => stripe.pay(orders.filter((order) => order.answer).map(sessionOf));

      // A few of each first, so no kind pays for the shop's first requests (its statements prepared, its code optimised).
      await load(
        'warm-up',
        shop.base,
        [...warmBank, ...warmCard].map((order) => placing(shop.base, order, 1)),
        alone,
      );
      await load('warm-up', shop.base, webhooks(await paid(warmCard), 1), { clients: 1 });

      const bankOne = await load(
        'an order paid by bank transfer',
        shop.base,
        bank.map((order) => placing(shop.base, order, 1)),
        alone,
      );
      const cardOne = await load(
        'an order paid by card (opens its Checkout Session)',
        shop.base,
        cardAlone.map((order) => placing(shop.base, order, 1)),
        alone,
      );
      let counting = await meter();
      const cardFigures = await load(
        `card orders, ${CLIENTS} clients`,
        shop.base,
        cardMany.map((order) => placing(shop.base, order, CLIENTS)),
        { clients: CLIENTS, ok: placed },
      );
      const card = { figures: cardFigures, ...counting() };

      const webhookOne = await load('a webhook: checkout.session.completed', shop.base, webhooks(await paid(cardAlone), 1), { clients: 1 });
      const manyEvents = await paid(cardMany);
      counting = await meter();
      const webhookFigures = await load(`webhooks, ${CLIENTS} clients`, shop.base, webhooks(manyEvents, CLIENTS), { clients: CLIENTS });
      const webhook = { figures: webhookFigures, ...counting() };
      for (const figures of [bankOne, cardOne, cardFigures, webhookOne, webhookFigures]) {
        console.log(`${figures.label}: ${figures.perSecond}/s, p50 ${figures.p50} ms, p95 ${figures.p95} ms, ${figures.errors} errors`);
        if (figures.firstError) console.error(`  the first error: ${figures.firstError}`);
      }
      for (const [what, loaded] of [
        ['card orders', card],
        ['webhooks', webhook],
      ] as const) {
        const seconds = Object.entries(loaded.processor).map(([who, spent]) => `${who} ${spent.toFixed(2)}`);
        console.log(`processor seconds during the ${what} through ${CLIENTS} clients (${loaded.figures.seconds.toFixed(2)} s): ${seconds.join(', ')}`);
      }

      // Each paid order, read back as its shopper: authorised.
      const cardOrders = [...cardAlone, ...cardMany];
      const authorised = await authorisedCount(shop.base, cardOrders);
      const checked = authorised === cardOrders.length && [cardOne, cardFigures, webhookOne, webhookFigures].every((figures) => figures.errors === 0);
      const webhookQuicker = webhookOne.p50 < bankOne.p50 && webhookOne.p95 < bankOne.p95;
      const perRequest = (loaded: Loaded) => `${shopMsPer(loaded).toFixed(2)} ms`;
      const row = (f: Figures, loaded?: Loaded) => [
        f.label,
        f.clients,
        f.requests,
        f.perSecond,
        `${f.p50} ms`,
        `${f.p95} ms`,
        `${f.p99} ms`,
        f.errors,
        loaded ? perRequest(loaded) : '',
      ];
      const markdown = [
        `The built shop with Stripe pointed at the suite's Stripe test server, a process of its own on loopback. After ${WARM_UP} orders of each kind and ` +
          `${WARM_UP} webhooks, one shopper at a time (${ONE_AT_A_TIME} of each), then ${AT_FULL_RATE.toLocaleString('en-US')} card orders and as many webhooks ` +
          `through ${CLIENTS} clients, each sending the next the moment the last was answered. Each webhook is a new signed event about a new card order: verified, ` +
          `stored once, its session read back from the test server, the authorisation written to the ledger; ${authorised} of ${cardOrders.length} orders were authorised afterwards.`,
        '',
        table(
          ['what', 'clients', 'requests', 'per second', 'p50', 'p95', 'p99', 'errors', 'processor per request (Node + PostgreSQL)'],
          [row(bankOne), row(cardOne), row(cardFigures, card), row(webhookOne), row(webhookFigures, webhook)],
        ),
        '',
        `A webhook handled in less time than an order is placed (one at a time, p50 and p95 below the bank transfer order's): ${webhookQuicker ? 'yes' : '**no**'}.`,
      ].join('\n');
      return { bankOne, cardOne, webhookOne, card, webhook, checked, authorised, webhookQuicker, markdown };
    } finally {
      await shop.stop();
    }
  } finally {
    await stripe.stop();
  }
}

/** `npm run bench:webhooks`: this part alone on this build, printed (the docs keep what `npm run bench:orders` wrote). */
runIfMain(import.meta.url, async () => {
  const dataDir = path.resolve('.data', 'bench-webhooks');
  rmSync(dataDir, { recursive: true, force: true });
  const run = await measureCardAndWebhooks({ dataDir, port: 4202 });
  console.log(`\n${measuredOn()}.\n\n${run.markdown}`);
  closeClients();
  if (!run.checked || !run.webhookQuicker) process.exitCode = 1;
});
