import { beforeAll, describe, expect, it } from 'vitest';
import { DASHBOARD_DAYS } from '../../domain/dashboard.ts';
import { dailyFigures } from '../../server/services/dashboard/index.ts';
import { payInFull } from '../support/payments.ts';
import { createOwner } from '../support/staff.ts';
import { findPieces, orderRequest, registerShopper, send, uniqueEmail, type Shopper } from '../support/shopper.ts';
import { useTestShop } from '../support/test-shop.ts';

const shop = useTestShop();
const OWNER_PASSWORD = 'garnet-and-gold-77';

let owner: Record<string, string>;
let pieces: Awaited<ReturnType<typeof findPieces>>;

beforeAll(async () => {
  const email = uniqueEmail('dashboard-owner');
  await createOwner(shop.database.db, { email, password: OWNER_PASSWORD });
  const login = await send(shop, 'POST', '/api/authenticate', { email, password: OWNER_PASSWORD });
  owner = { Authorization: `Bearer ${login.body.jwtToken}` };
  pieces = await findPieces(shop);
});

const dashboard = async () => {
  const answer = await shop.request('/api/admin/dashboard', { headers: owner });
  expect(answer.status).toBe(200);
  return answer.body;
};

/** Places an order of one piece and answers its id and total in cents. */
async function placeOrder(shopper: Shopper, quantity = 1): Promise<{ id: number; totalCents: number }> {
  const { oneSize } = pieces;
  const placed = await send(
    shop,
    'POST',
    '/api/orders',
    orderRequest(shopper, [{ variantId: oneSize.variantId, metal: oneSize.metals[0], quantity }]),
    shopper.auth,
  );
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  return { id: placed.body.id, totalCents: Math.round(placed.body.total * 100) };
}

const cents = (amount: number) => Math.round(amount * 100);
const utcDay = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);

/** Money received by bank transfer for the whole order, on that day. */
async function pay(order: { id: number }, day: string) {
  const answer = await send(shop, 'GET', `/api/admin/orders/${order.id}`, undefined, owner);
  const paid = await send(shop, 'POST', `/api/admin/orders/${order.id}/payments`, { amount: answer.body.payment.amountDue, receivedOn: day }, owner);
  expect(paid.status, JSON.stringify(paid.body)).toBe(201);
}

async function placedDaysAgo(orderId: number, days: number) {
  await shop.database.pool.query(`UPDATE orders SET created_at = now() - make_interval(days => $2) WHERE id = $1`, [orderId, days]);
}

describe('GET /api/admin/dashboard', () => {
  it('counts today’s and the last 30 days’ orders per UTC day, and sales as money captured less refunded on the day it moved', async () => {
    const before = await dashboard();
    expect(before.days).toHaveLength(DASHBOARD_DAYS);
    expect(before.days.at(-1).date).toBe(utcDay(0));
    expect(before.days[0].date).toBe(utcDay(DASHBOARD_DAYS - 1));
    expect(before).toMatchObject({ currency: 'USD', timeZone: 'UTC', today: { date: utcDay(0) }, last30Days: { from: utcDay(29), to: utcDay(0) } });

    const ada = await registerShopper(shop);
    const grace = await registerShopper(shop, { firstName: 'Grace', lastName: 'Hopper' });
    const today = await placeOrder(ada, 2);
    const cancelled = await placeOrder(ada);
    const unpaid = await placeOrder(ada);
    const paidThreeDaysAgo = await placeOrder(grace);
    const lastMonth = await placeOrder(grace);
    expect((await send(shop, 'POST', `/api/orders/${cancelled.id}/cancel`, {}, ada.auth)).status).toBe(200);
    await payInFull(shop, today.id, owner);
    // Money moves on its own day, whenever the order was placed: received 3 days ago for an order of today.
    await pay(paidThreeDaysAgo, utcDay(3));
    await placedDaysAgo(lastMonth.id, DASHBOARD_DAYS);
    // 30 days ago is the day before the first of the last 30 days (today is one of them).
    await pay(lastMonth, utcDay(DASHBOARD_DAYS));
    expect((await send(shop, 'POST', `/api/admin/orders/${today.id}/refunds`, { amount: 5, reason: 'Scratched clasp' }, owner)).status).toBe(201);

    const after = await dashboard();
    expect(after.today.orders - before.today.orders).toBe(3);
    expect(cents(after.today.sales - before.today.sales)).toBe(today.totalCents - 500);
    expect(after.today.cancelled - before.today.cancelled).toBe(1);
    expect(after.last30Days.orders - before.last30Days.orders).toBe(3);
    expect(cents(after.last30Days.sales - before.last30Days.sales)).toBe(today.totalCents - 500 + paidThreeDaysAgo.totalCents);
    expect(after.last30Days.cancelled - before.last30Days.cancelled).toBe(1);

    const day = (answer: { days: Array<{ date: string; orders: number; sales: number }> }, date: string) => answer.days.find((entry) => entry.date === date)!;
    expect(day(after, utcDay(3)).orders - day(before, utcDay(3)).orders).toBe(0);
    expect(cents(day(after, utcDay(3)).sales - day(before, utcDay(3)).sales)).toBe(paidThreeDaysAgo.totalCents);
    expect(after.days.at(-1)).toEqual({ date: utcDay(0), orders: after.today.orders, sales: after.today.sales, cancelled: after.today.cancelled });
    // The period's figures are its days' sums.
    expect(after.days.reduce((sum: number, entry: { orders: number }) => sum + entry.orders, 0)).toBe(after.last30Days.orders);
    expect(cents(after.days.reduce((sum: number, entry: { sales: number }) => sum + entry.sales, 0))).toBe(cents(after.last30Days.sales));
    // Money still due is apart from the sales: the unpaid order's total.
    expect(after.awaitingPayment.orders - before.awaitingPayment.orders).toBe(1);
    expect(cents(after.awaitingPayment.due - before.awaitingPayment.due)).toBe(unpaid.totalCents);
  });

  it('counts the orders whose payment has a problem (a failed capture), cancelled ones aside', async () => {
    const shopper = await registerShopper(shop);
    const before = await dashboard();
    const [held, cancelled] = [await placeOrder(shopper), await placeOrder(shopper)];
    await shop.database.pool.query(`UPDATE payments SET problem = 'The card could not be charged: the authorisation expired.' WHERE order_id = ANY($1)`, [
      [held.id, cancelled.id],
    ]);
    await shop.database.pool.query(`UPDATE orders SET status = 'Cancelled' WHERE id = $1`, [cancelled.id]);
    expect((await dashboard()).paymentProblems - before.paymentProblems).toBe(1);
  });

  it('lists the orders waiting in each open status and On hold, with the oldest', async () => {
    const shopper = await registerShopper(shop);
    const before = await dashboard();
    expect(before.waiting.map((entry: { status: string }) => entry.status)).toEqual(['Pending', 'Confirmed', 'In production', 'Ready to ship', 'On hold']);
    const count = (answer: { waiting: Array<{ status: string; count: number }> }, status: string) =>
      answer.waiting.find((entry) => entry.status === status)!.count;

    const [pending, confirmed, held, shipped] = [await placeOrder(shopper), await placeOrder(shopper), await placeOrder(shopper), await placeOrder(shopper)];
    await placedDaysAgo(pending.id, 400);
    await shop.database.pool.query(`UPDATE orders SET status = 'Confirmed' WHERE id = $1`, [confirmed.id]);
    await shop.database.pool.query(`UPDATE orders SET status = 'On hold', held_from_status = 'Confirmed' WHERE id = $1`, [held.id]);
    await shop.database.pool.query(`UPDATE orders SET status = 'Shipped', carrier = 'DHL', tracking_number = 'JD0001' WHERE id = $1`, [shipped.id]);

    const after = await dashboard();
    expect(count(after, 'Pending') - count(before, 'Pending')).toBe(1);
    expect(count(after, 'Confirmed') - count(before, 'Confirmed')).toBe(1);
    expect(count(after, 'On hold') - count(before, 'On hold')).toBe(1);
    expect(count(after, 'In production')).toBe(count(before, 'In production'));
    // An order placed 400 days ago is still waiting, and it is the oldest pending one.
    const { rows } = await shop.database.pool.query(`SELECT created_at FROM orders WHERE id = $1`, [pending.id]);
    expect(after.waiting[0].oldest).toBe((rows[0].created_at as Date).toISOString());
  });

  it('lists the shelves at or under the low-stock threshold and counts unread requests', async () => {
    const before = await dashboard();
    // The orders of these tests are of the one-size piece: the shelf emptied here is another's.
    const { sized } = pieces;
    const { rows } = await shop.database.pool.query(
      `WITH variant AS (UPDATE product_variants SET made_to_order = false WHERE id = $1 RETURNING id, product_id)
       INSERT INTO variant_stock (variant_id, metal_id, size_id, quantity)
       SELECT variant.id, m.id, s.id, 0 FROM variant, metals m, sizes s WHERE m.name = $2 AND s.label = $3
       RETURNING (SELECT product_id FROM variant) AS product_id`,
      [sized.variantId, sized.metals[0], sized.sizes[0]],
    );
    await shop.database.pool.query(
      `INSERT INTO contact_messages (name, email, subject, message) VALUES ('Ada', 'ada@example.com', 'Sizes', 'Do you make size 4?'), ('Bo', 'bo@example.com', 'Hi', 'Read already')`,
    );
    await shop.database.pool.query(`UPDATE contact_messages SET read_at = now() WHERE email = 'bo@example.com'`);

    const after = await dashboard();
    expect(after.lowStock.threshold).toBeGreaterThanOrEqual(0);
    // Emptiest first: an empty shelf is among the first listed.
    expect(after.lowStock.items).toContainEqual({
      productId: rows[0].product_id,
      variantId: sized.variantId,
      title: sized.title,
      metal: sized.metals[0],
      size: sized.sizes[0],
      quantity: 0,
    });
    expect(after.unread.contact - before.unread.contact).toBe(1);
    expect(after.unread.customDesign).toBe(before.unread.customDesign);
  });

  it('is for staff: 401 without a session, 403 for a customer', async () => {
    expect((await shop.request('/api/admin/dashboard')).status).toBe(401);
    const customer = await registerShopper(shop);
    expect((await shop.request('/api/admin/dashboard', { headers: customer.auth })).status).toBe(403);
  });
});

describe('the dashboard’s days', () => {
  it('are the shop time zone’s days', async () => {
    const shopper = await registerShopper(shop);
    const late = await placeOrder(shopper);
    // 22:30 UTC on 10 March is already 11 March in Auckland (UTC+13 in March).
    await shop.database.pool.query(`UPDATE orders SET created_at = '2026-03-10T22:30:00Z' WHERE id = $1`, [late.id]);
    // The money arrived at the same moment.
    await shop.database.pool.query(
      `INSERT INTO payment_events (payment_id, kind, amount_minor, currency, occurred_at)
       SELECT id, 'manual_payment', amount_minor, currency, '2026-03-10T22:30:00Z' FROM payments WHERE order_id = $1`,
      [late.id],
    );
    const now = new Date('2026-03-12T12:00:00Z');
    const utc = await dailyFigures(shop.database.db, { currency: 'USD', now });
    const auckland = await dailyFigures(shop.database.db, { currency: 'USD', now, timeZone: 'Pacific/Auckland' });
    expect(utc.at(-1)!.date).toBe('2026-03-12');
    expect(auckland.at(-1)!.date).toBe('2026-03-13');
    expect(utc.find((day) => day.date === '2026-03-10')).toMatchObject({ orders: 1, salesMinor: late.totalCents });
    expect(utc.find((day) => day.date === '2026-03-11')).toMatchObject({ orders: 0, salesMinor: 0 });
    expect(auckland.find((day) => day.date === '2026-03-11')).toMatchObject({ orders: 1, salesMinor: late.totalCents });
    // Sales add up the money in the shop's currency only.
    expect((await dailyFigures(shop.database.db, { currency: 'EUR', now })).find((day) => day.date === '2026-03-10')).toMatchObject({
      orders: 1,
      salesMinor: 0,
    });
  });
});
