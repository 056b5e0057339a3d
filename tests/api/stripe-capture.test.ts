/**
 * Card money moved when the shop is committed (issue 23), against real PostgreSQL and the Stripe
 * test server: capture on confirmation, by staff (twice at once: one request reaches Stripe), or by
 * the job when the cancellation window closes (two instances at once: one capture); a refused
 * capture puts the order On hold; the shopper's cancellation releases the hold; a crash between
 * Stripe's answer and our write is reconciled.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { captureDuePayments, reconcileCardPayments } from '../../server/services/orders/index.ts';
import { send } from '../support/shopper.ts';
import { useStripeShop } from '../support/stripe-shop.ts';

const t = useStripeShop();
const db = () => t.shop.database.db;

/** A card order, paid on the hosted page (authorised): its id and PaymentIntent. */
async function authorisedOrder(): Promise<{ id: number; total: number; intent: string }> {
  const placed = await t.placeCardOrder();
  const session = await t.stripe.pay(await t.sessionOf(placed.body.id));
  return { id: placed.body.id, total: placed.body.total, intent: session.payment_intent as string };
}

const capture = (orderId: number) => send(t.shop, 'POST', `/api/admin/orders/${orderId}/capture`, undefined, t.owner());
const capturesOf = (intent: string) => t.stripe.requests.filter((request) => request.path === `/v1/payment_intents/${intent}/capture`).length;

describe('a refund made in Stripe’s own dashboard', () => {
  it('is copied into the ledger once per refund (webhook and reconciliation alike), and the shopper is told', async () => {
    const order = await authorisedOrder();
    expect((await capture(order.id)).status).toBe(200);
    const cents = Math.round(order.total * 100);
    await t.stripe.refundInDashboard(order.intent, 500);
    let after = await t.adminOrder(order.id);
    expect(after.payment).toMatchObject({ status: 'partially_refunded', amountRefunded: 5 });
    expect(after.payment.ledger.at(-1)).toMatchObject({ kind: 'refunded', amount: 5, actor: null, note: expect.stringContaining('dashboard') });
    // The reconciliation and a repeated event find nothing more to write.
    await t.shop.request(`/api/orders/${order.id}`, { headers: t.shopper().auth });
    await reconcileCardPayments(db(), t.shop.config, { olderThanMs: 0 });
    await t.stripe.send('charge.refunded', t.stripe.charges.get(t.stripe.intents.get(order.intent)!.latest_charge as string));
    expect((await t.adminOrder(order.id)).payment.ledger.filter((entry: any) => entry.kind === 'refunded')).toHaveLength(1);
    // The rest, refunded there too: a second entry for the second refund, and the order is refunded.
    await t.stripe.refundInDashboard(order.intent);
    after = await t.adminOrder(order.id);
    expect(after.payment).toMatchObject({ status: 'refunded', amountRefunded: order.total });
    expect(after.payment.ledger.filter((entry: any) => entry.kind === 'refunded').map((entry: any) => Math.round(entry.amount * 100))).toEqual([
      500,
      cents - 500,
    ]);
    const { rows } = await t.shop.database.pool.query('SELECT subject FROM mail_outbox WHERE subject LIKE $1 ORDER BY id', [`We refunded %${after.number}%`]);
    expect(rows.map((row: { subject: string }) => row.subject)).toEqual([expect.stringContaining('$5.00'), expect.stringContaining('We refunded')]);
  });
});

describe('capturing a card payment', () => {
  it('staff clicking Capture twice at once: one capture request reaches Stripe, one ledger entry, paid', async () => {
    const order = await authorisedOrder();
    // Stripe answering slowly holds the race's window open: both clicks are in flight together.
    t.stripe.slow(/\/capture$/, 300);
    const [first, second] = await Promise.all([capture(order.id), capture(order.id)]);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(capturesOf(order.intent)).toBe(1);
    const after = await t.adminOrder(order.id);
    expect(after.payment).toMatchObject({ status: 'paid', amountPaid: order.total, amountAuthorized: 0 });
    expect(after.payment.ledger.map((entry: any) => [entry.kind, entry.actor?.email ?? null])).toEqual([
      ['authorized', null],
      ['captured', expect.stringContaining('owner-')],
    ]);
    expect(t.stripe.intents.get(order.intent)!.status).toBe('succeeded');
    // Stripe's own "succeeded" event arrives afterwards and changes nothing.
    await t.stripe.idle();
    expect((await t.adminOrder(order.id)).payment.ledger).toHaveLength(2);
  });

  it('confirming the order captures it', async () => {
    const order = await authorisedOrder();
    const confirmed = await send(t.shop, 'POST', `/api/admin/orders/${order.id}/status`, { status: 'Confirmed' }, t.owner());
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({ status: 'Confirmed', payment: { status: 'paid' } });
    expect(capturesOf(order.intent)).toBe(1);
  });

  it('a capture Stripe refuses puts the order On hold with the problem noted (422)', async () => {
    const order = await authorisedOrder();
    t.stripe.failNext(/\/capture$/, 402, 'card_error', 'The authorization on this payment has expired.', 'charge_expired_for_capture');
    const refused = await capture(order.id);
    expect(refused.status).toBe(422);
    expect(refused.body.error.message).toMatch(/The authorization on this payment has expired\. The order was put on hold\./);
    const after = await t.adminOrder(order.id);
    expect(after.status).toBe('On hold');
    expect(after.payment).toMatchObject({ status: 'authorized', problem: expect.stringContaining('could not be captured') });
    expect(after.payment.ledger.at(-1)).toMatchObject({ kind: 'failed', note: expect.stringContaining('Capture refused') });
    // Staff try again once the shopper has sorted it out: a new request (Stripe would answer the
    // stored refusal to the same key for 24 hours), and the money is taken.
    const again = await capture(order.id);
    expect(again.status).toBe(200);
    expect((await t.adminOrder(order.id)).payment).toMatchObject({ status: 'paid', amountPaid: order.total });
    const keys = t.stripe.requests.filter((request) => request.path.endsWith('/capture')).map((request) => request.idempotencyKey);
    expect(new Set(keys.slice(-2)).size).toBe(2);
  });

  it('nothing authorised: 409', async () => {
    const placed = await t.placeCardOrder();
    const refused = await capture(placed.body.id);
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe('There is no authorised money left to capture on this order.');
  });

  it('the job captures once the 24-hour window closes, once across two instances running at once', async () => {
    const order = await authorisedOrder();
    expect(await captureDuePayments(db(), t.shop.config)).toBe(0);
    await db().execute(sql`UPDATE orders SET created_at = now() - interval '25 hours' WHERE id = ${order.id}`);
    const [one, two] = await Promise.all([captureDuePayments(db(), t.shop.config), captureDuePayments(db(), t.shop.config)]);
    expect(one + two).toBe(1);
    expect(capturesOf(order.intent)).toBe(1);
    expect((await t.adminOrder(order.id)).payment.status).toBe('paid');
  });

  it('the shopper cancelling inside the window releases the authorisation: nothing is charged', async () => {
    const order = await authorisedOrder();
    const cancelled = await send(t.shop, 'POST', `/api/orders/${order.id}/cancel`, undefined, t.shopper().auth);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.payment.status).toBe('voided');
    expect(t.stripe.intents.get(order.intent)!.status).toBe('canceled');
    expect(capturesOf(order.intent)).toBe(0);
    const after = await t.adminOrder(order.id);
    expect(after.payment.ledger.map((entry: any) => entry.kind)).toEqual(['authorized', 'voided']);
  });

  it('an order cancelled before it was paid has its page closed at Stripe, so it cannot be paid any more', async () => {
    const placed = await t.placeCardOrder();
    const reference = await t.sessionOf(placed.body.id);
    expect((await send(t.shop, 'POST', `/api/orders/${placed.body.id}/cancel`, undefined, t.shopper().auth)).status).toBe(200);
    // Its page was closed at Stripe when the order was cancelled.
    expect(t.stripe.sessions.get(reference)!.status).toBe('expired');
    await t.stripe.idle();
    expect((await t.adminOrder(placed.body.id)).status).toBe('Cancelled');
  });
});

describe('reconciling after a crash', () => {
  it('between Stripe making the session and our write: a restart finds the same session, then the payment Stripe holds', async () => {
    // Our write of the session's reference fails, as if the process died right after Stripe answered.
    await t.shop.owner.query(`CREATE FUNCTION crash_on_reference() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN IF NEW.provider_reference IS NOT NULL THEN RAISE EXCEPTION 'crash'; END IF; RETURN NEW; END $$`);
    await t.shop.owner.query(`CREATE TRIGGER crash_on_reference BEFORE UPDATE ON payments FOR EACH ROW EXECUTE FUNCTION crash_on_reference()`);
    const sessionsBefore = t.stripe.sessions.size;
    const placed = await t.placeCardOrder();
    await t.shop.owner.query(`DROP TRIGGER crash_on_reference ON payments; DROP FUNCTION crash_on_reference()`);
    expect(placed.status).toBe(500);
    expect(t.stripe.sessions.size).toBe(sessionsBefore + 1);
    const { rows } = await db().execute<{ id: number; reference: string | null }>(
      sql`SELECT o.id, p.provider_reference AS reference FROM orders o JOIN payments p ON p.order_id = o.id ORDER BY o.id DESC LIMIT 1`,
    );
    const orderId = rows[0]!.id;
    expect(rows[0]!.reference).toBeNull();

    expect(await reconcileCardPayments(db(), t.shop.config, { olderThanMs: 0 })).toBeGreaterThanOrEqual(1);
    expect(t.stripe.sessions.size).toBe(sessionsBefore + 1);
    const reference = await t.sessionOf(orderId);
    expect(t.stripe.sessions.has(reference)).toBe(true);
    expect(t.stripe.requests.filter((request) => request.path === '/v1/checkout/sessions').at(-1)!.replayed).toBe(true);

    // The shopper pays; the webhook is lost. No order is marked paid without money…
    expect((await t.adminOrder(orderId)).payment.status).toBe('awaiting_payment');
    await t.stripe.pay(reference, { send: false });
    // …and no money stays without its order: the next run writes the authorisation Stripe holds.
    await reconcileCardPayments(db(), t.shop.config, { olderThanMs: 0 });
    const after = await t.adminOrder(orderId);
    expect(after.payment).toMatchObject({ status: 'authorized', amountAuthorized: after.total });
    expect(after.payment.ledger).toHaveLength(1);
  });

  it('an order cancelled while Stripe held money (the release lost in a crash) is released by the next run', async () => {
    const order = await authorisedOrder();
    t.stripe.failNext(/\/cancel$/, 500);
    t.stripe.failNext(/\/cancel$/, 500);
    t.stripe.failNext(/\/cancel$/, 500);
    expect((await send(t.shop, 'POST', `/api/orders/${order.id}/cancel`, undefined, t.shopper().auth)).status).toBe(200);
    expect((await t.adminOrder(order.id)).payment.status).toBe('authorized');
    await reconcileCardPayments(db(), t.shop.config, { olderThanMs: 0 });
    expect((await t.adminOrder(order.id)).payment.status).toBe('voided');
    expect(t.stripe.intents.get(order.intent)!.status).toBe('canceled');
  });
});
