/**
 * A shopper cancelling a paid order inside the cancellation window (decision record 038), against
 * real PostgreSQL and the provider that exists only in the tests: an authorisation is released, card
 * money captured is refunded through the payments module's moves, once under a double click; a
 * refund the provider does not answer, a crash before it was written and a refusal each leave the
 * order cancelled and consistent, and the reconciliation finishes what it may. Bank transfer money
 * is staff's to send back.
 */
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ledgerTotals, refundableMinor, type LedgerEntry } from '../../domain/payment.ts';
import type { Providers } from '../../server/services/payments/index.ts';
import { reconcileCardPayments } from '../../server/services/orders/index.ts';
import { signedInOwner } from '../support/staff.ts';
import { findPieces, orderRequest, registerShopper, send, type Shopper } from '../support/shopper.ts';
import { useTestShop } from '../support/test-shop.ts';
import { TestProvider } from '../support/test-provider.ts';

const providers: Providers = {};
const shop = useTestShop({ paymentProviders: providers });
const testpay = new TestProvider('testpay-secret', (body, headers) =>
  shop.request('/api/webhooks/testpay', { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body }),
);
providers.testpay = testpay.provider();
let owner: Record<string, string>;
let shopper: Shopper;
let piece: { variantId: number; metal: string };

beforeAll(async () => {
  owner = (await signedInOwner(shop)).auth;
  shopper = await registerShopper(shop, {}, { verified: true });
  const { oneSize } = await findPieces(shop);
  piece = { variantId: oneSize.variantId, metal: oneSize.metals[0]! };
});

const place = async (paymentMethod: string) => {
  const body = orderRequest(shopper, [{ ...piece, size: '', quantity: 1, personalisation: '', giftWrap: false }], { paymentMethod });
  const placed = await send(shop, 'POST', '/api/orders', body, shopper.auth);
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  return placed.body as { id: number; total: number };
};
const referenceOf = async (orderId: number) =>
  (await shop.database.db.execute<{ reference: string }>(sql`SELECT provider_reference AS reference FROM payments WHERE order_id = ${orderId}`)).rows[0]!
    .reference;

/** A card order paid on its page and, with `capture`, captured by staff while still Pending. */
async function cardOrder(capture: boolean) {
  const placed = await place('testpay');
  const reference = await referenceOf(placed.id);
  await testpay.pay(reference, true);
  if (capture) expect((await send(shop, 'POST', `/api/admin/orders/${placed.id}/capture`, undefined, owner)).status).toBe(200);
  return { ...placed, reference, cents: Math.round(placed.total * 100) };
}

const cancel = (orderId: number) => send(shop, 'POST', `/api/orders/${orderId}/cancel`, undefined, shopper.auth);
const adminOrder = async (orderId: number) => (await send(shop, 'GET', `/api/admin/orders/${orderId}`, undefined, owner)).body;
const refundCalls = (reference: string) =>
  testpay.calls.filter((call) => call.call === 'refund' && call.paymentId === testpay.byReference(reference).paymentId);
/** The ledger's arithmetic, from the entries the API answers (amounts in major units). */
const totalsOf = (ledger: Array<{ kind: LedgerEntry['kind']; amount: number }>) =>
  ledgerTotals(ledger.map((entry) => ({ kind: entry.kind, amountMinor: Math.round(entry.amount * 100) })));
const reconcile = async () => {
  // Moves left pending are aged past their deadline, as the next run finds them minutes later.
  await shop.database.db.execute(sql`UPDATE payment_moves SET asked_until = now() - interval '1 second' WHERE state = 'pending'`);
  await reconcileCardPayments(shop.database.db, shop.config, { olderThanMs: 0 });
};

describe('a shopper cancelling a paid card order', () => {
  it('an authorisation not yet captured is released: nothing is charged, nothing refunded', async () => {
    const order = await cardOrder(false);
    const cancelled = await cancel(order.id);
    expect(cancelled).toMatchObject({ status: 200, body: { status: 'Cancelled', payment: { status: 'voided', amountPaid: 0, amountRefunded: 0 } } });
    expect(testpay.byReference(order.reference).state).toBe('canceled');
    expect(refundCalls(order.reference)).toHaveLength(0);
  });

  it('captured money is refunded in full through the provider, written once in the ledger, and the shopper is e-mailed', async () => {
    const order = await cardOrder(true);
    const cancelled = await cancel(order.id);
    expect(cancelled).toMatchObject({ status: 200, body: { status: 'Cancelled', payment: { status: 'refunded', amountRefunded: order.total } } });
    expect(testpay.byReference(order.reference).refundedMinor).toBe(order.cents);
    const { payment } = await adminOrder(order.id);
    expect(payment.ledger.map((entry: any) => entry.kind)).toEqual(['authorized', 'captured', 'refunded']);
    expect(payment.ledger.at(-1)).toMatchObject({ amount: order.total, note: 'The shopper cancelled the order.' });
    expect(refundableMinor(totalsOf(payment.ledger))).toBe(0);
    const { rows } = await shop.database.pool.query('SELECT subject FROM mail_outbox WHERE "to" = $1 AND subject LIKE $2', [shopper.email, 'We refunded%']);
    expect(rows).toHaveLength(1);
  });

  it('two cancels at once (a double click) cancel once and refund once', async () => {
    const order = await cardOrder(true);
    testpay.slow(200);
    const answers = await Promise.all([cancel(order.id), cancel(order.id)]);
    testpay.slow(0);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.status === 409)!.body.message).toBe('Only pending orders can be cancelled.');
    expect(refundCalls(order.reference)).toHaveLength(1);
    expect(testpay.byReference(order.reference).refundedMinor).toBe(order.cents);
    const { payment, timeline } = await adminOrder(order.id);
    expect(payment.ledger.filter((entry: any) => entry.kind === 'refunded')).toHaveLength(1);
    expect(totalsOf(payment.ledger)).toMatchObject({ capturedMinor: order.cents, refundedMinor: order.cents });
    expect(timeline.filter((event: any) => event.to === 'Cancelled')).toHaveLength(1);
    // The reconciliation finds nothing left to do.
    await reconcile();
    expect(refundCalls(order.reference)).toHaveLength(1);
  });
});

describe('when the refund does not go through at once', () => {
  it('a provider that does not answer: the order stands cancelled, the refund pending; the reconciliation asks again with the same key, once', async () => {
    const order = await cardOrder(true);
    testpay.hang();
    const cancelled = await cancel(order.id);
    expect(cancelled).toMatchObject({ status: 200, body: { status: 'Cancelled', payment: { status: 'paid', amountRefunded: 0 } } });
    // The provider did refund; the answer never came.
    expect(testpay.byReference(order.reference).refundedMinor).toBe(order.cents);
    testpay.recover();
    await reconcile();
    const calls = refundCalls(order.reference);
    expect(calls.map((call) => call.key)).toEqual([calls[0]!.key, calls[0]!.key]);
    expect(testpay.byReference(order.reference).refundedMinor).toBe(order.cents);
    const { payment } = await adminOrder(order.id);
    expect(payment).toMatchObject({ status: 'refunded', amountRefunded: order.total });
    expect(payment.ledger.filter((entry: any) => entry.kind === 'refunded')).toHaveLength(1);
  }, 20_000);

  it('a crash after the cancellation was committed, before its refund was asked: the reconciliation refunds it, once', async () => {
    const order = await cardOrder(true);
    await shop.database.db.execute(sql`UPDATE orders SET status = 'Cancelled', cancelled_at = now() WHERE id = ${order.id}`);
    await reconcile();
    await reconcile();
    expect(refundCalls(order.reference)).toHaveLength(1);
    expect((await adminOrder(order.id)).payment).toMatchObject({ status: 'refunded', amountRefunded: order.total });
  });

  it('a refund the provider refuses: the order stands cancelled, staff see why, and the reconciliation does not ask again', async () => {
    const order = await cardOrder(true);
    // The provider no longer holds the money (refunded in its own dashboard, unknown to the shop): it refuses.
    testpay.byReference(order.reference).capturedMinor = 0;
    const cancelled = await cancel(order.id);
    expect(cancelled).toMatchObject({ status: 200, body: { status: 'Cancelled', payment: { status: 'paid' } } });
    const { payment } = await adminOrder(order.id);
    expect(payment.problem).toMatch(/^The refund of the cancelled order was refused by the card provider: /);
    expect(payment.ledger.map((entry: any) => entry.kind)).toEqual(['authorized', 'captured']);
    await reconcile();
    expect(refundCalls(order.reference)).toHaveLength(1);
  });
});

describe('a shopper cancelling a bank transfer order already paid', () => {
  it('cancels it and moves no money: staff send it back from the bank, and their order page says it is owed', async () => {
    const order = await place('bank_transfer');
    const received = await send(
      shop,
      'POST',
      `/api/admin/orders/${order.id}/payments`,
      { amount: order.total, receivedOn: new Date().toISOString().slice(0, 10), reference: 'BANK-REF' },
      { ...owner, 'Idempotency-Key': `paid-${order.id}` },
    );
    expect(received.status, JSON.stringify(received.body)).toBe(201);
    const cancelled = await cancel(order.id);
    expect(cancelled).toMatchObject({ status: 200, body: { status: 'Cancelled', payment: { status: 'paid', amountPaid: order.total, amountRefunded: 0 } } });
    expect((await adminOrder(order.id)).payment.ledger.map((entry: any) => entry.kind)).toEqual(['manual_payment']);
  });
});
