/**
 * A Stripe webhook beside the order it is about (issue 23: a webhook is handled in less time than
 * an order is placed). The built shop runs with Stripe pointed at the suite's Stripe test server
 * (tests/support/stripe-server.ts) on loopback. One shopper at a time, with nothing else running:
 * orders paid by bank transfer are placed, then orders paid by card (each also opens its Checkout
 * Session at the test server), then each card order is paid on the test server and its signed
 * `checkout.session.completed` is posted to /api/webhooks/stripe: verified, stored once, the
 * session read back from Stripe, the authorisation written to the ledger. Every webhook is a new
 * event about a new order; each is checked to have left its order authorised.
 *
 *   npm run build && npm run bench:orders      (this part runs after the orders, in the same run)
 */
import type { ShippingMethodAnswer } from '../../domain/contract/checkout.ts';
import { StripeTestServer } from '../../tests/support/stripe-server.ts';
import { catalogue, json, makeShoppers, ORDERS_PER_SHOPPER, placed, placing, planOrder, type PlannedOrder } from './orders.ts';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { closeClients, get, load, measuredOn, runIfMain, send, startShop, table, type Answer, type Figures } from './shared.ts';

const COUNT = Number(process.env.BENCH_WEBHOOKS ?? 200);
const SECRET_KEY = 'sk_test_bench_key';
const WEBHOOK_SECRET = 'whsec_bench_signing_secret';

export interface WebhookRun {
  bankOrder: Figures;
  cardOrder: Figures;
  webhook: Figures;
  within: boolean;
  markdown: string;
}

const sessionOf = (order: PlannedOrder) => {
  const url = order.answer?.payment.redirectUrl;
  if (!url) throw new Error(`order ${order.answer?.id} has no payment page`);
  return url.split('/').at(-1)!;
};

export async function measureWebhooks(run: { dataDir: string; port: number }): Promise<WebhookRun> {
  const stripe = new StripeTestServer({ secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET, deliver: async () => undefined });
  const stripeUrl = await stripe.start();
  const env = { TRUSTED_PROXIES: 'loopback', SMTP_URL: '', STRIPE_SECRET_KEY: SECRET_KEY, STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_API_URL: stripeUrl };
  const shop = await startShop({ dataDir: run.dataDir, port: run.port, env });
  try {
    const pieces = await catalogue(shop.base);
    const methods = json<ShippingMethodAnswer[]>(await get(`${shop.base}/api/shipping-methods`));
    const shoppers = await makeShoppers(shop.base, Math.ceil((2 * COUNT) / ORDERS_PER_SHOPPER) + 1, `${run.dataDir}/outbox`);
    const plan = (i: number, method: string) => {
      const order = planOrder(shoppers[i % shoppers.length]!, pieces, methods);
      return { ...order, body: JSON.stringify({ ...JSON.parse(order.body), paymentMethod: method }) };
    };
    const bank = Array.from({ length: COUNT }, (_, i) => plan(i, 'bank_transfer'));
    const card = Array.from({ length: COUNT }, (_, i) => plan(COUNT + i, 'stripe'));
    const one = { clients: 1, ok: placed };
    // A few of each first, so neither kind pays for the shop's first requests.
    await load(
      'warm-up',
      shop.base,
      [...bank.splice(0, 10), ...card.splice(0, 10)].map((order) => placing(shop.base, order, 1)),
      one,
    );
    const bankOrder = await load(
      'an order paid by bank transfer',
      shop.base,
      bank.map((order) => placing(shop.base, order, 1)),
      one,
    );
    const cardOrder = await load(
      'an order paid by card (opens its Checkout Session)',
      shop.base,
      card.map((order) => placing(shop.base, order, 1)),
      one,
    );

    const events = [];
    for (const order of card.filter((o) => o.answer)) {
      const session = await stripe.pay(sessionOf(order), { send: false });
      events.push({ order, ...stripe.signedEvent('checkout.session.completed', session) });
    }
    const webhook = await load(
      'a webhook: checkout.session.completed',
      shop.base,
      events.map(
        (event) => (): Promise<Answer> =>
          send(`${shop.base}/api/webhooks/stripe`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json', 'Stripe-Signature': event.signature },
            body: event.body,
          }),
      ),
      { clients: 1 },
    );
    let authorised = 0;
    for (const { order } of events) {
      const answer = await send(`${shop.base}/api/orders/${order.answer!.id}`, {
        headers: { Authorization: `Bearer ${order.shopper.token}`, 'X-Forwarded-For': order.shopper.address },
      });
      if (json<{ payment: { status: string } }>(answer).payment.status === 'authorized') authorised++;
    }
    const within = webhook.p50 < bankOrder.p50 && webhook.p95 < bankOrder.p95 && authorised === events.length && webhook.errors === 0;
    const row = (f: Figures) => [f.label, f.requests, `${f.p50} ms`, `${f.p95} ms`, `${f.p99} ms`, f.errors];
    const markdown = [
      `One shopper at a time, the built shop with Stripe pointed at the suite's Stripe test server on loopback (${COUNT - 10} of each after a warm-up). ` +
        `Each webhook is a new signed event about a new card order: verified, stored once, its session read back from the test server, ` +
        `the authorisation written to the ledger; ${authorised} of ${events.length} orders were authorised afterwards.`,
      '',
      table(['what', 'requests', 'p50', 'p95', 'p99', 'errors'], [row(bankOrder), row(cardOrder), row(webhook)]),
      '',
      `A webhook handled in less time than an order is placed (p50 and p95 below the bank transfer order's): ${within ? 'yes' : '**no**'}.`,
    ].join('\n');
    return { bankOrder, cardOrder, webhook, within, markdown };
  } finally {
    await shop.stop();
    await stripe.stop();
  }
}

/** `npm run bench:webhooks`: this part alone, printed (the docs keep what `npm run bench:orders` wrote). */
runIfMain(import.meta.url, async () => {
  const dataDir = path.resolve('.data', 'bench-webhooks');
  rmSync(dataDir, { recursive: true, force: true });
  const run = await measureWebhooks({ dataDir, port: 4202 });
  console.log(`\n${measuredOn()}.\n\n${run.markdown}`);
  closeClients();
  if (!run.within) process.exitCode = 1;
});
