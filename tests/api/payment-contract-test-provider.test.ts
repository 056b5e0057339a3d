/**
 * A provider that exists only in the tests (tests/support/test-provider.ts) goes through the same
 * payment contract as Stripe, registered in the shop's providers and nowhere else; and, hung (it
 * moves the money and never answers), a refund or a capture answers within 10 seconds, holds no
 * row while waiting, moves nothing twice when tried again, and the reconciliation settles it.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { STAFF_PAYMENT_MESSAGES } from '../../domain/payment-actions.ts';
import { reconcileCardPayments } from '../../server/services/orders/index.ts';
import { providerContract } from '../support/payment-contract.ts';
import { send } from '../support/shopper.ts';
import { TestProvider } from '../support/test-provider.ts';

let testpay: TestProvider;

const t = providerContract({
  method: 'testpay',
  async start(providers, deliver) {
    testpay = new TestProvider('testpay-secret', deliver);
    providers.testpay = testpay.provider();
  },
  stop: async () => undefined,
  pay: (reference, deliver) => testpay.pay(reference, deliver),
  paidEvent: (reference) => testpay.signedEvent(reference, 'payment.authorized'),
  captureRequests: (reference) => testpay.calls.filter((call) => call.call === 'capture' && call.paymentId === testpay.byReference(reference).paymentId).length,
  refundedMinor: (reference) => testpay.byReference(reference).refundedMinor,
  released: (reference) => testpay.byReference(reference).state === 'canceled',
  slowCaptures: (ms) => testpay.slow(ms),
});

/** Whether another transaction may lock the order's and its payment's rows right now (nothing holds them). */
async function rowsFree(orderId: number): Promise<boolean> {
  try {
    await t.shop.database.db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL lock_timeout = '200ms'`);
      await tx.execute(sql`SELECT 1 FROM orders WHERE id = ${orderId} FOR UPDATE`);
      await tx.execute(sql`SELECT 1 FROM payments WHERE order_id = ${orderId} FOR UPDATE`);
    });
    return true;
  } catch {
    return false;
  }
}

/** Until the provider has been asked `count` calls of this kind. */
async function asked(call: 'capture' | 'refund', count: number): Promise<void> {
  await expect.poll(() => testpay.calls.filter((entry) => entry.call === call).length, { timeout: 5_000, interval: 20 }).toBeGreaterThanOrEqual(count);
}

describe('one webhook route for every provider', () => {
  it('answers a provider the shop has not set up with 404, and a malformed name with 400, changing nothing', async () => {
    const post = (provider: string) =>
      t.shop.request(`/api/webhooks/${provider}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' });
    expect(await post('paypal')).toMatchObject({ status: 404, body: { error: { message: 'paypal payments are not set up in this shop.' } } });
    expect((await post('Pay%20Pal')).status).toBe(400);
  });
});

describe('a provider that does not answer', () => {
  it('a refund answers within 10 seconds, holds no row while waiting, and the same request again moves nothing twice', async () => {
    const order = await t.authorised();
    expect((await send(t.shop, 'POST', `/api/admin/orders/${order.id}/capture`, undefined, t.owner())).status).toBe(200);
    testpay.hang();
    const before = testpay.calls.filter((call) => call.call === 'refund').length;
    const started = Date.now();
    const answer = t.refund(order.id, 4, `hung-${order.id}`);
    await asked('refund', before + 1);
    expect(await rowsFree(order.id)).toBe(true);
    const hung = await answer;
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(hung).toMatchObject({ status: 504, body: { error: { code: 'provider_no_answer', message: STAFF_PAYMENT_MESSAGES.providerNoAnswer } } });
    // The provider did refund: another refund meanwhile may not promise that money again (refused here, never asked of the provider).
    expect(testpay.byReference(order.reference).refundedMinor).toBe(400);
    const refundsAsked = testpay.calls.filter((call) => call.call === 'refund').length;
    const rest = Math.round(order.total * 100 - 400) / 100;
    expect((await t.refund(order.id, rest + 0.01, `other-${order.id}`)).status).toBe(422);
    expect(testpay.calls.filter((call) => call.call === 'refund')).toHaveLength(refundsAsked);
    testpay.recover();
    const again = await t.refund(order.id, 4, `hung-${order.id}`);
    expect(again.status, JSON.stringify(again.body)).toBe(201);
    expect(testpay.byReference(order.reference).refundedMinor).toBe(400);
    expect(again.body.payment.ledger.filter((entry: any) => entry.kind === 'refunded').map((entry: any) => entry.amount)).toEqual([4]);
  });

  it('a capture answers within 10 seconds; the reconciliation writes what the provider did, once', async () => {
    const order = await t.authorised();
    testpay.hang();
    const before = testpay.calls.filter((call) => call.call === 'capture').length;
    const started = Date.now();
    const answer = send(t.shop, 'POST', `/api/admin/orders/${order.id}/capture`, undefined, t.owner());
    await asked('capture', before + 1);
    expect(await rowsFree(order.id)).toBe(true);
    const hung = await answer;
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(hung).toMatchObject({ status: 504, body: { error: { code: 'provider_no_answer' } } });
    expect((await t.adminOrder(order.id)).payment.status).toBe('authorized');
    testpay.recover();
    // Left pending past its deadline (the asker gave up): the reconciliation asks again with the same key.
    await t.shop.database.db.execute(sql`UPDATE payment_moves SET created_at = now() - interval '1 minute' WHERE state = 'pending'`);
    await reconcileCardPayments(t.shop.database.db, t.shop.config, { olderThanMs: 0 });
    const after = await t.adminOrder(order.id);
    expect(after.payment).toMatchObject({ status: 'paid', amountPaid: order.total });
    expect(after.payment.ledger.map((entry: any) => entry.kind)).toEqual(['authorized', 'captured']);
    expect(testpay.byReference(order.reference).capturedMinor).toBe(Math.round(order.total * 100));
  });
});
