/**
 * Paying by card through Stripe (issue 23), against real PostgreSQL and the Stripe test server:
 * the order written first and its Checkout Session asked once; the webhook's signature, its id
 * taken once, events in any order, each confirmed by reading Stripe; an amount that is not the
 * order's never taken as payment; expiry cancelling and restocking; Stripe away at checkout.
 */
import { describe, expect, it } from 'vitest';
import { CARD_PAGE_MINUTES } from '../../domain/payment-hold.ts';
import { payAgain, refreshCardPayment } from '../../server/services/orders/index.ts';
import { STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, useStripeShop } from '../support/stripe-shop.ts';

const t = useStripeShop();
const db = () => t.shop.database.db;

describe('a card order', () => {
  it('is written first, then its Checkout Session: manual capture, the order’s amount, its id, 30 minutes, back to its page', async () => {
    const before = t.stripe.sessions.size;
    const placed = await t.placeCardOrder({ key: 'card-order-once' });
    expect(placed.status).toBe(201);
    expect(placed.body.payment).toMatchObject({ method: 'stripe', status: 'awaiting_payment', amountPaid: 0 });
    const reference = await t.sessionOf(placed.body.id);
    const session = t.stripe.sessions.get(reference)!;
    expect(placed.body.payment.redirectUrl).toBe(session.url);
    expect(session).toMatchObject({
      amount_total: Math.round(placed.body.total * 100),
      currency: 'usd',
      client_reference_id: String(placed.body.id),
      metadata: { order_id: String(placed.body.id) },
      success_url: `http://localhost:3000/orders/${placed.body.id}/payment-return`,
    });
    expect((session as any).intentData).toMatchObject({ capture_method: 'manual' });
    // As long as the shopper's page says the pieces are held (CARD_HOLD_WORDS), and a minute more.
    const minutes = (session.expires_at - session.created) / 60;
    expect(minutes).toBeGreaterThanOrEqual(CARD_PAGE_MINUTES);
    expect(minutes).toBeLessThanOrEqual(CARD_PAGE_MINUTES + 1);
    // The same order request again (a retry): the same order, the same page, no second session.
    const again = await t.placeCardOrder({ key: 'card-order-once' });
    expect(again.status).toBe(200);
    expect(again.body.payment.redirectUrl).toBe(session.url);
    expect(t.stripe.sessions.size).toBe(before + 1);
  });

  it('paid on the hosted page: the signed webhook authorises it, once, with the event’s id in the ledger', async () => {
    const placed = await t.placeCardOrder();
    await t.stripe.pay(await t.sessionOf(placed.body.id));
    const order = await t.adminOrder(placed.body.id);
    expect(order.payment).toMatchObject({ status: 'authorized', amountAuthorized: placed.body.total, amountPaid: 0, problem: null });
    expect(order.payment.ledger.map((entry: any) => entry.kind)).toEqual(['authorized']);
    const { rows } = await db().execute<{ provider_event_id: string }>(
      `SELECT e.provider_event_id FROM payment_events e JOIN payments p ON p.id = e.payment_id WHERE p.order_id = ${placed.body.id}` as never,
    );
    expect(rows[0]!.provider_event_id).toMatch(/^evt_/);
    // The shopper's answer says so too, and no longer offers the page.
    const mine = await t.shop.request(`/api/orders/${placed.body.id}`, { headers: t.shopper().auth });
    expect(mine.body.payment.status).toBe('authorized');
    expect(mine.body.payment.redirectUrl).toBeUndefined();
  });

  it('an amount that is not the order’s is never taken as payment, and shows as a problem for staff', async () => {
    const placed = await t.placeCardOrder();
    await t.stripe.pay(await t.sessionOf(placed.body.id), { amount: Math.round(placed.body.total * 100) - 100 });
    const order = await t.adminOrder(placed.body.id);
    expect(order.payment.status).toBe('awaiting_payment');
    expect(order.payment.ledger).toEqual([]);
    expect(order.payment.problem).toMatch(/was not taken as payment/);
  });

  it('a declined card is a failed attempt: the order still awaits payment and paying again opens the same page', async () => {
    const placed = await t.placeCardOrder();
    const reference = await t.sessionOf(placed.body.id);
    await t.stripe.pay(reference, { decline: true });
    const order = await t.adminOrder(placed.body.id);
    expect(order).toMatchObject({ status: 'Pending', payment: { status: 'failed', amountAuthorized: 0 } });
    expect(order.payment.ledger.map((entry: any) => [entry.kind, entry.note])).toEqual([['failed', 'Your card was declined.']]);
    expect(await payAgain(db(), t.shop.config, t.shopper().id, placed.body.id)).toBe(t.stripe.sessions.get(reference)!.url);
  });

  it('an expired session cancels the order and releases its pieces', async () => {
    const placed = await t.placeCardOrder({ stock: 3 });
    expect(await t.onShelf(placed.variantId)).toBe(2);
    await t.stripe.expire(await t.sessionOf(placed.body.id));
    const order = await t.adminOrder(placed.body.id);
    expect(order.status).toBe('Cancelled');
    expect(await t.onShelf(placed.variantId)).toBe(3);
    expect(order.timeline.at(-1).note).toMatch(/not completed in time/);
  });

  it('back from Stripe before the webhook: the order page asks Stripe and shows the payment authorised', async () => {
    const placed = await t.placeCardOrder();
    await t.stripe.pay(await t.sessionOf(placed.body.id), { send: false });
    expect((await t.adminOrder(placed.body.id)).payment.status).toBe('awaiting_payment');
    await refreshCardPayment(db(), t.shop.config, placed.body.id);
    expect((await t.adminOrder(placed.body.id)).payment.status).toBe('authorized');
  });

  it('Stripe away at checkout: the order stands, awaiting payment, and paying again makes one session', async () => {
    // The library tries three times (maxNetworkRetries 2).
    for (let i = 0; i < 3; i++) t.stripe.failNext(/^\/v1\/checkout\/sessions$/, 500);
    const placed = await t.placeCardOrder();
    expect(placed.status).toBe(201);
    expect(placed.body.payment).toMatchObject({ status: 'awaiting_payment' });
    expect(placed.body.payment.redirectUrl).toBeUndefined();
    const before = t.stripe.sessions.size;
    const first = await payAgain(db(), t.shop.config, t.shopper().id, placed.body.id);
    const second = await payAgain(db(), t.shop.config, t.shopper().id, placed.body.id);
    expect(second).toBe(first);
    expect(t.stripe.sessions.size).toBe(before + 1);
  });
});

describe('the Stripe webhook', () => {
  it('refuses a missing, tampered or stale signature (400) and changes nothing', async () => {
    const placed = await t.placeCardOrder();
    const reference = await t.sessionOf(placed.body.id);
    await t.stripe.pay(reference, { send: false });
    const event = t.stripe.signedEvent('checkout.session.completed', t.stripe.sessions.get(reference));
    expect((await t.postWebhook(event.body)).status).toBe(400);
    const tampered = event.body.replace(`"status":"complete"`, `"status":"complete" `);
    expect((await t.postWebhook(tampered, event.signature)).status).toBe(400);
    const otherSecret = event.signature.replace(/v1=[0-9a-f]+/, `v1=${'0'.repeat(64)}`);
    expect((await t.postWebhook(event.body, otherSecret)).status).toBe(400);
    const stale = t.stripe.signedEvent('checkout.session.completed', t.stripe.sessions.get(reference), Math.floor(Date.now() / 1000) - 6 * 60);
    const refused = await t.postWebhook(stale.body, stale.signature);
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toBe('The Stripe-Signature header is missing, wrong or too old.');
    expect((await t.adminOrder(placed.body.id)).payment.ledger).toEqual([]);
    // The same event, signed now, is taken.
    expect((await t.postWebhook(event.body, event.signature)).status).toBe(200);
    expect((await t.adminOrder(placed.body.id)).payment.status).toBe('authorized');
  });

  it('a replayed event answers 200 and changes nothing', async () => {
    const placed = await t.placeCardOrder();
    const reference = await t.sessionOf(placed.body.id);
    await t.stripe.pay(reference, { send: false });
    const event = t.stripe.signedEvent('checkout.session.completed', t.stripe.sessions.get(reference));
    expect((await t.postWebhook(event.body, event.signature)).body.outcome).toBe('applied');
    const repeat = await t.postWebhook(event.body, event.signature);
    expect(repeat).toMatchObject({ status: 200, body: { outcome: 'repeat' } });
    expect((await t.adminOrder(placed.body.id)).payment.ledger).toHaveLength(1);
  });

  it('takes events in any order: the PaymentIntent’s before the session’s, a cancellation before the completion', async () => {
    const placed = await t.placeCardOrder();
    const reference = await t.sessionOf(placed.body.id);
    const session = await t.stripe.pay(reference, { send: false });
    const intent = t.stripe.intents.get(session.payment_intent as string)!;
    const capturable = t.stripe.signedEvent('payment_intent.amount_capturable_updated', intent);
    const completed = t.stripe.signedEvent('checkout.session.completed', session);
    expect((await t.postWebhook(capturable.body, capturable.signature)).status).toBe(200);
    expect((await t.postWebhook(completed.body, completed.signature)).status).toBe(200);
    expect((await t.adminOrder(placed.body.id)).payment.ledger.map((entry: any) => entry.kind)).toEqual(['authorized']);

    const late = await t.placeCardOrder();
    const lateSession = await t.stripe.pay(await t.sessionOf(late.body.id), { send: false });
    const lateIntent = t.stripe.intents.get(lateSession.payment_intent as string)!;
    // Released at Stripe (its dashboard), and that event arrives before the completion's.
    Object.assign(lateIntent, { status: 'canceled', amount_capturable: 0, canceled_at: Math.floor(Date.now() / 1000) });
    const canceled = t.stripe.signedEvent('payment_intent.canceled', lateIntent);
    const lateCompleted = t.stripe.signedEvent('checkout.session.completed', lateSession);
    await t.postWebhook(canceled.body, canceled.signature);
    await t.postWebhook(lateCompleted.body, lateCompleted.signature);
    const order = await t.adminOrder(late.body.id);
    expect(order.payment.ledger.map((entry: any) => entry.kind)).toEqual(['authorized', 'voided']);
    expect(order.payment.status).toBe('voided');
  });

  it('believes Stripe, not the event’s body: a forged “completed” for an unpaid session writes nothing', async () => {
    const placed = await t.placeCardOrder();
    const session = t.stripe.sessions.get(await t.sessionOf(placed.body.id))!;
    const forged = t.stripe.signedEvent('checkout.session.completed', { ...session, status: 'complete', payment_status: 'paid' });
    expect((await t.postWebhook(forged.body, forged.signature)).status).toBe(200);
    expect((await t.adminOrder(placed.body.id)).payment).toMatchObject({ status: 'awaiting_payment', ledger: [] });
  });

  it('an event about another session naming this order (another shop on the same Stripe account) changes nothing', async () => {
    const placed = await t.placeCardOrder();
    const foreign = await t.shop.config.paymentProviders!.stripe!.createHostedPayment({
      orderId: placed.body.id,
      orderNumber: placed.body.number,
      amountMinor: Math.round(placed.body.total * 100),
      currency: 'USD',
      returnUrl: 'https://elsewhere.example/back',
      cancelUrl: 'https://elsewhere.example/back',
      email: 'someone@elsewhere.example',
      expiresAt: new Date(Date.now() + 40 * 60 * 1000),
      idempotencyKey: 'another-shop-order',
    });
    // Paid there: its signed events reach this shop, and name this order in their metadata.
    await t.stripe.pay(foreign.reference);
    const order = await t.adminOrder(placed.body.id);
    expect(order).toMatchObject({ status: 'Pending', payment: { status: 'awaiting_payment', ledger: [] } });
  });

  it('never answers or logs the keys', async () => {
    const placed = await t.placeCardOrder();
    const answers = JSON.stringify([placed.body, await t.adminOrder(placed.body.id), (await t.shop.request('/api/openapi.json')).body]);
    for (const secret of [STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET]) expect(answers).not.toContain(secret);
  });
});
