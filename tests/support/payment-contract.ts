/**
 * The money contract every payment provider goes through (decision record 034), whatever it is:
 * Stripe against its test server, and a provider that exists only in the tests (test-provider.ts).
 * Open, authorise by webhook, capture once under concurrent confirms, release on cancel, partial
 * and full refunds, replayed and forged webhooks, a key reused with another request. A provider
 * takes part through `ContractProvider`: how its shopper pays, how its events are signed, what it
 * was asked. Nothing else in the shop knows which provider it is.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Providers } from '../../server/services/payments/index.ts';
import { createOwner } from './staff.ts';
import { findPieces, orderRequest, registerShopper, send, uniqueEmail, type Shopper } from './shopper.ts';
import { useTestShop, type ServedShop } from './test-shop.ts';

export interface ContractProvider {
  method: string;
  /** Starts what the provider needs and registers it among the shop's providers; `deliver` posts a webhook to the shop. */
  start(providers: Providers, deliver: (body: string, headers: Record<string, string>) => Promise<{ status: number; body: any }>): Promise<void>;
  stop(): Promise<void>;
  /** The shopper pays on the hosted page (authorised); `deliver`: the provider's webhooks reach the shop and are answered. */
  pay(reference: string, deliver: boolean): Promise<void>;
  /** The provider's signed event saying the page was paid, as it would post it. */
  paidEvent(reference: string): { body: string; headers: Record<string, string> };
  /** How many capture requests reached the provider for this page. */
  captureRequests(reference: string): number;
  /** Money refunded at the provider for this page. */
  refundedMinor(reference: string): number;
  /** Whether the provider released the page's hold. */
  released(reference: string): boolean;
  /** The provider answers captures this much later (a race's window held open). */
  slowCaptures(ms: number): void;
}

export function providerContract(provider: ContractProvider) {
  const providers: Providers = {};
  const shop: ServedShop = useTestShop({ paymentProviders: providers });
  let owner: Record<string, string>;
  let shopper: Shopper;
  let piece: { variantId: number; metal: string };

  beforeAll(async () => {
    await provider.start(providers, (body, headers) =>
      shop.request(`/api/webhooks/${provider.method}`, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body }),
    );
    const email = uniqueEmail('owner');
    await createOwner(shop.database.db, { email, password: 'garnet-and-gold-77' });
    owner = { Authorization: `Bearer ${(await send(shop, 'POST', '/api/authenticate', { email, password: 'garnet-and-gold-77' })).body.jwtToken}` };
    shopper = await registerShopper(shop, {}, { verified: true });
    const { oneSize } = await findPieces(shop);
    piece = { variantId: oneSize.variantId, metal: oneSize.metals[0]! };
  });
  afterAll(() => provider.stop());

  const adminOrder = async (orderId: number) => (await send(shop, 'GET', `/api/admin/orders/${orderId}`, undefined, owner)).body;
  const referenceOf = async (orderId: number) =>
    (await shop.database.db.execute<{ reference: string }>(sql`SELECT provider_reference AS reference FROM payments WHERE order_id = ${orderId}`)).rows[0]!
      .reference;
  const place = (key?: string) =>
    send(
      shop,
      'POST',
      '/api/orders',
      orderRequest(shopper, [{ ...piece, size: '', quantity: 1, personalisation: '', giftWrap: false }], { paymentMethod: provider.method }),
      { ...shopper.auth, ...(key ? { 'Idempotency-Key': key } : {}) },
    );
  /** A card order paid on its hosted page, its webhook answered: authorised. */
  const authorised = async () => {
    const placed = await place();
    const reference = await referenceOf(placed.body.id);
    await provider.pay(reference, true);
    return { id: placed.body.id as number, total: placed.body.total as number, reference };
  };
  const refund = (orderId: number, amount: number, key: string, reason = 'Changed their mind') =>
    send(shop, 'POST', `/api/admin/orders/${orderId}/refunds`, { amount, reason, restock: false }, { ...owner, 'Idempotency-Key': key });

  describe(`the payment contract: ${provider.method}`, () => {
    it('opens the provider’s hosted page once for an order, however often it is asked', async () => {
      const placed = await place(`open-${provider.method}`);
      expect(placed.status, JSON.stringify(placed.body)).toBe(201);
      expect(placed.body.payment).toMatchObject({ method: provider.method, status: 'awaiting_payment', redirectUrl: expect.stringMatching(/^https?:\/\//) });
      const again = await place(`open-${provider.method}`);
      expect(again).toMatchObject({ status: 200, body: { id: placed.body.id, payment: { redirectUrl: placed.body.payment.redirectUrl } } });
    });

    it('is authorised by the provider’s signed webhook, once; a replay answers 200 and changes nothing; a forged one 400', async () => {
      const placed = await place();
      const reference = await referenceOf(placed.body.id);
      await provider.pay(reference, false);
      const event = provider.paidEvent(reference);
      const path = `/api/webhooks/${provider.method}`;
      const post = (body: string, headers: Record<string, string>) =>
        shop.request(path, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body });
      // One byte more than was signed.
      const forged = await post(`${event.body} `, event.headers);
      expect(forged.status).toBe(400);
      expect((await post(event.body, {})).status).toBe(400);
      expect((await adminOrder(placed.body.id)).payment.ledger).toEqual([]);
      expect((await post(event.body, event.headers)).body).toEqual({ received: true, outcome: 'applied' });
      expect((await post(event.body, event.headers)).body).toEqual({ received: true, outcome: 'repeat' });
      const after = await adminOrder(placed.body.id);
      expect(after.payment).toMatchObject({ status: 'authorized', amountAuthorized: placed.body.total });
      expect(after.payment.ledger.map((entry: any) => entry.kind)).toEqual(['authorized']);
    });

    it('captures once when staff confirm and capture at the same time', async () => {
      const order = await authorised();
      provider.slowCaptures(200);
      const answers = await Promise.all([
        send(shop, 'POST', `/api/admin/orders/${order.id}/status`, { status: 'Confirmed' }, owner),
        send(shop, 'POST', `/api/admin/orders/${order.id}/capture`, undefined, owner),
        send(shop, 'POST', `/api/admin/orders/${order.id}/capture`, undefined, owner),
      ]);
      provider.slowCaptures(0);
      expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
      expect(provider.captureRequests(order.reference)).toBe(1);
      const after = await adminOrder(order.id);
      expect(after.payment).toMatchObject({ status: 'paid', amountPaid: order.total, amountAuthorized: 0 });
      expect(after.payment.ledger.map((entry: any) => entry.kind)).toEqual(['authorized', 'captured']);
    });

    it('releases the hold when the shopper cancels: nothing is charged', async () => {
      const order = await authorised();
      const cancelled = await send(shop, 'POST', `/api/orders/${order.id}/cancel`, undefined, shopper.auth);
      expect(cancelled.status).toBe(200);
      expect(cancelled.body.payment.status).toBe('voided');
      expect(provider.released(order.reference)).toBe(true);
      expect(provider.captureRequests(order.reference)).toBe(0);
    });

    it('refunds in part and in full through the provider, never more than was paid, and refuses a key reused for another refund', async () => {
      const order = await authorised();
      expect((await send(shop, 'POST', `/api/admin/orders/${order.id}/capture`, undefined, owner)).status).toBe(200);
      const part = await refund(order.id, 5, `part-${order.id}`);
      expect(part.status, JSON.stringify(part.body)).toBe(201);
      expect(part.body.payment).toMatchObject({ status: 'partially_refunded', amountRefunded: 5 });
      expect(provider.refundedMinor(order.reference)).toBe(500);
      // The same key again: the same refund answered (200), nothing more refunded; with another amount: 422.
      expect((await refund(order.id, 5, `part-${order.id}`)).status).toBe(200);
      const reused = await refund(order.id, 6, `part-${order.id}`);
      expect(reused.status).toBe(422);
      expect(reused.body.error.code).toBe('idempotency_key_reused');
      expect((await refund(order.id, order.total, `too-much-${order.id}`)).status).toBe(422);
      const rest = Math.round(order.total * 100 - 500) / 100;
      const full = await refund(order.id, rest, `rest-${order.id}`);
      expect(full.status, JSON.stringify(full.body)).toBe(201);
      expect(full.body.payment).toMatchObject({ status: 'refunded', amountRefunded: order.total });
      expect(provider.refundedMinor(order.reference)).toBe(Math.round(order.total * 100));
      expect(full.body.payment.ledger.map((entry: any) => entry.kind)).toEqual(['authorized', 'captured', 'refunded', 'refunded']);
    });
  });

  return { shop, adminOrder, referenceOf, authorised, refund, owner: () => owner, shopper: () => shopper };
}
