/**
 * Tenders at the database (issue 34, decision record 049): random sequences of placing orders with
 * random splits (gift cards in the account, store credit, the rest by bank transfer), paying,
 * cancelling, refunding part and exchanging a size, run through the shop's API against real
 * PostgreSQL. `domain/tenders.test.ts` checks the split's arithmetic; this checks what the SQL
 * wrote. After every step, for the shopper's orders, read from the tables:
 *
 * - each order's tenders (`order_tenders`) are exactly its 'spent' entries on the ledgers, and its
 *   payment is asked for the rest: payment.amount = total − tenders;
 * - nothing goes back that did not come in: refunded to tenders ≤ spent, refunded to the payment ≤
 *   received, received ≤ asked; so what the shop keeps of an order, kept = spent − refunded to
 *   tenders + received − refunded to the payment, is 0 ≤ kept ≤ total, and 0 for an order
 *   cancelled before any money came;
 * - no money made or lost: Σ balances + Σ kept + Σ refunded to the payment = Σ issued to the
 *   balances + Σ received, every balance read by the payments module ≥ 0.
 */
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { giftCardBalance, issueGiftCard, storeCreditBalance, writeStoreCredit } from '../../server/services/payments/index.ts';
import { today } from '../support/payments.ts';
import { stockUp } from '../support/returns.ts';
import { findPieces, orderRequest, registerShopper, send, type SalePiece, type Shopper } from '../support/shopper.ts';
import { signedInOwner } from '../support/staff.ts';
import { useTestShop } from '../support/test-shop.ts';

const shop = useTestShop();
const db = () => shop.database.db;
let owner: Record<string, string>;
let ring: SalePiece;
const metal = () => ring.metals[0]!;
const [small, large] = [() => ring.sizes[0]!, () => ring.sizes[1]!];

beforeAll(async () => {
  owner = (await signedInOwner(shop)).auth;
  ({ sized: ring } = await findPieces(shop));
  await stockUp(shop, ring.variantId, [
    { metal: metal(), size: small(), quantity: 10_000 },
    { metal: metal(), size: large(), quantity: 10_000 },
  ]);
});

type Step =
  | { kind: 'place'; cards: boolean[]; credit: boolean; quantity: number }
  | { kind: 'pay' | 'cancel' | 'exchange'; which: number }
  | { kind: 'refund'; which: number; percent: number };

const step: fc.Arbitrary<Step> = fc.oneof(
  {
    arbitrary: fc.record({
      kind: fc.constant('place' as const),
      cards: fc.array(fc.boolean(), { minLength: 3, maxLength: 3 }),
      credit: fc.boolean(),
      quantity: fc.integer({ min: 1, max: 2 }),
    }),
    weight: 3,
  },
  { arbitrary: fc.record({ kind: fc.constantFrom('pay' as const, 'cancel' as const, 'exchange' as const), which: fc.nat() }), weight: 3 },
  { arbitrary: fc.record({ kind: fc.constant('refund' as const), which: fc.nat(), percent: fc.integer({ min: 1, max: 120 }) }), weight: 2 },
);

let key = 0;
const ok = (answer: { status: number; body: unknown }) => expect(answer.status, JSON.stringify(answer.body)).toBeLessThan(500);
const asStaff = (path: string, body?: unknown, headers: Record<string, string> = {}) => send(shop, 'POST', `/api/admin${path}`, body, { ...owner, ...headers });

/** Staff record a bank transfer of what is still due on the order (a cancelled one is refused). */
async function pay(orderId: number) {
  const due = (await send(shop, 'GET', `/api/admin/orders/${orderId}`, undefined, owner)).body.payment.amountDue;
  if (due > 0) ok(await asStaff(`/orders/${orderId}/payments`, { amount: due, receivedOn: today(), reference: 'PROPERTY' }));
}

/** One step, as the shopper or staff would take it; a refusal (4xx) is an answer too, never a 500. */
async function take(s: Step, shopper: Shopper, cards: number[], orders: number[]) {
  const order = (which: number) => orders[which % orders.length]!;
  if (s.kind === 'place') {
    const items = [{ variantId: ring.variantId, metal: metal(), size: small(), quantity: s.quantity, personalisation: '', giftWrap: false }];
    const accountGiftCards = cards.filter((_, i) => s.cards[i]);
    const placed = await send(
      shop,
      'POST',
      '/api/orders',
      orderRequest(shopper, items, { paymentMethod: 'bank_transfer', accountGiftCards, useStoreCredit: s.credit }),
      shopper.auth,
    );
    ok(placed);
    if (placed.status === 201) orders.push(placed.body.id);
    return;
  }
  if (orders.length === 0) return;
  if (s.kind === 'pay') return pay(order(s.which));
  if (s.kind === 'cancel') return ok(await send(shop, 'POST', `/api/orders/${order(s.which)}/cancel`, {}, shopper.auth));
  if (s.kind === 'refund') {
    const { rows } = await db().execute<{ total: number }>(sql`SELECT total_minor AS total FROM orders WHERE id = ${order(s.which)}`);
    const amount = Math.max(1, Math.round((rows[0]!.total * s.percent) / 100)) / 100;
    return ok(await asStaff(`/orders/${order(s.which)}/refunds`, { reason: 'Property', amount }, { 'Idempotency-Key': `property-${++key}` }));
  }
  return exchange(shopper, order(s.which), orders);
}

/** An order paid, delivered and one of its rings exchanged for a size up (a new order at no charge); steps that do not apply are refused. */
async function exchange(shopper: Shopper, orderId: number, orders: number[]) {
  await pay(orderId);
  for (const move of [
    { status: 'Confirmed' },
    { status: 'Ready to ship' },
    { status: 'Shipped', carrier: 'Royal Mail', trackingNumber: 'AB123456789GB' },
    { status: 'Delivered' },
  ])
    ok(await asStaff(`/orders/${orderId}/status`, move));
  const mine = await send(shop, 'GET', `/api/orders/${orderId}`, undefined, shopper.auth);
  const line = { orderItemId: mine.body.items[0].id, quantity: 1, exchange: { variantId: ring.variantId, metal: metal(), size: large() } };
  const asked = await send(shop, 'POST', '/api/returns', { orderId, lines: [line], reason: 'wrong-size', wanted: 'exchange' }, shopper.auth);
  ok(asked);
  if (asked.status !== 201) return;
  for (const [name, input] of [
    ['approve'],
    ['receive'],
    ['inspect', { condition: 'as-new', certificatePresent: true, packagingPresent: true }],
    ['resolve'],
  ] as const)
    ok(await asStaff(`/returns/${asked.body.id}/${name}`, input));
  const resolved = await send(shop, 'GET', `/api/admin/returns/${asked.body.id}`, undefined, owner);
  if (resolved.body.resolution?.exchangeOrderId) orders.push(resolved.body.resolution.exchangeOrderId);
}

type OrderMoney = {
  id: number;
  status: string;
  total: number;
  tenders: number;
  spent: number;
  tendersRefunded: number;
  asked: number;
  received: number;
  refunded: number;
};

/** Each of the shopper's orders, its money read straight from the tables. */
async function moneyOf(shopper: Shopper): Promise<OrderMoney[]> {
  const { rows } = await db().execute<OrderMoney>(sql`
    SELECT o.id, o.status, o.total_minor AS total,
      (SELECT coalesce(sum(amount_minor), 0) FROM order_tenders WHERE order_id = o.id)::int AS tenders,
      ((SELECT coalesce(sum(amount_minor), 0) FROM gift_card_entries WHERE order_id = o.id AND kind = 'spent')
        + (SELECT coalesce(sum(amount_minor), 0) FROM store_credit_entries WHERE order_id = o.id AND kind = 'spent'))::int AS spent,
      ((SELECT coalesce(sum(amount_minor), 0) FROM gift_card_entries WHERE order_id = o.id AND kind = 'refunded')
        + (SELECT coalesce(sum(amount_minor), 0) FROM store_credit_entries WHERE order_id = o.id AND kind = 'refunded'))::int AS "tendersRefunded",
      p.amount_minor AS asked,
      (SELECT coalesce(sum(amount_minor), 0) FROM payment_events WHERE payment_id = p.id AND kind IN ('captured', 'manual_payment'))::int AS received,
      (SELECT coalesce(sum(amount_minor), 0) FROM payment_events WHERE payment_id = p.id AND kind = 'refunded')::int AS refunded
    FROM orders o JOIN payments p ON p.order_id = o.id
    WHERE o.user_id = ${shopper.id}`);
  return rows;
}

/** What was put on the balances (issued), whatever the order. */
async function issuedTo(shopper: Shopper, cards: number[]): Promise<number> {
  const { rows } = await db().execute<{ issued: number }>(sql`
    SELECT ((SELECT coalesce(sum(amount_minor), 0) FROM gift_card_entries WHERE gift_card_id = ANY(${`{${cards.join(',')}}`}::int[]) AND kind = 'issued')
      + (SELECT coalesce(sum(amount_minor), 0) FROM store_credit_entries WHERE customer_id = ${shopper.id} AND kind = 'issued'))::int AS issued`);
  return rows[0]!.issued;
}

async function expectMoneyKept(shopper: Shopper, cards: number[]) {
  const orders = await moneyOf(shopper);
  for (const o of orders) {
    const at = `order ${o.id}: ${JSON.stringify(o)}`;
    expect(o.spent, at).toBe(o.tenders);
    expect(o.asked, at).toBe(o.total - o.tenders);
    expect(o.tendersRefunded, at).toBeLessThanOrEqual(o.spent);
    expect(o.received, at).toBeLessThanOrEqual(o.asked);
    expect(o.refunded, at).toBeLessThanOrEqual(o.received);
    const kept = o.spent - o.tendersRefunded + o.received - o.refunded;
    expect(kept, at).toBeGreaterThanOrEqual(0);
    expect(kept, at).toBeLessThanOrEqual(o.total);
    if (o.status === 'Cancelled' && o.received === 0) expect(kept, at).toBe(0);
  }
  const balances = [...(await Promise.all(cards.map((id) => giftCardBalance(db(), id)))), await storeCreditBalance(db(), shopper.id)];
  for (const balance of balances) expect(balance).toBeGreaterThanOrEqual(0);
  const sum = (f: (o: OrderMoney) => number) => orders.reduce((total, o) => total + f(o), 0);
  const held = balances.reduce((total, b) => total + b, 0) + sum((o) => o.spent - o.tendersRefunded + o.received - o.refunded) + sum((o) => o.refunded);
  expect(held).toBe((await issuedTo(shopper, cards)) + sum((o) => o.received));
}

describe('tenders over random orders, payments, cancellations, refunds and exchanges', () => {
  it('never make or lose money, and never take a balance below zero', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.integer({ min: 1, max: 30_000 }), { minLength: 3, maxLength: 3 }),
        fc.integer({ min: 0, max: 30_000 }),
        fc.array(step, { minLength: 3, maxLength: 8 }),
        async (cardAmounts, creditAmount, steps) => {
          const shopper = await registerShopper(shop, {}, { verified: true });
          const cards: number[] = [];
          for (const initialMinor of cardAmounts) {
            const card = await db().transaction((tx) =>
              issueGiftCard(tx, {
                currency: shop.config.currency,
                initialMinor,
                withCode: true,
                ownerId: shopper.id,
                idempotencyKey: `property-card-${++key}`,
              }),
            );
            cards.push(card.id);
          }
          if (creditAmount > 0)
            await db().transaction((tx) =>
              writeStoreCredit(tx, shopper.id, shop.config.currency, { kind: 'issued', amountMinor: creditAmount, idempotencyKey: `property-credit-${++key}` }),
            );
          const orders: number[] = [];
          for (const s of steps) {
            await take(s, shopper, cards, orders);
            await expectMoneyKept(shopper, cards);
          }
        },
      ),
      { numRuns: 10 },
    );
  });
});
