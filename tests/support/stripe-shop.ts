/**
 * A test file's shop with Stripe set up against the Stripe test server (stripe-server.ts): the
 * official library pointed at it, its webhooks delivered to the shop's own API in process. Helpers
 * place a card order, read the payment as staff see it, and send signed (or tampered) events.
 */
import { afterAll, beforeAll } from 'vitest';
import { sql } from 'drizzle-orm';
import { stripeProvider, type Providers } from '../../server/services/payments/index.ts';
import { createOwner } from './staff.ts';
import { findPieces, orderRequest, registerShopper, send, uniqueEmail, type Shopper } from './shopper.ts';
import { StripeTestServer } from './stripe-server.ts';
import { useTestShop, type TestShop } from './test-shop.ts';

export const STRIPE_SECRET_KEY = 'sk_test_shop_secret_never_shown_4242';
export const STRIPE_WEBHOOK_SECRET = 'whsec_shop_signing_secret_never_shown';

export interface StripeShop {
  shop: TestShop;
  stripe: StripeTestServer;
  /** The owner's Bearer headers. */
  owner: () => Record<string, string>;
  shopper: () => Shopper;
  /** Places a card order of one ready-to-ship piece (stocked with `stock` pieces): the API's answer. */
  placeCardOrder(options?: { stock?: number; key?: string; shopper?: Shopper }): Promise<{ status: number; body: any; variantId: number }>;
  /** The order as staff read it (payment with its ledger and problem). */
  adminOrder(orderId: number): Promise<any>;
  /** Posts a webhook body with this signature header (or none) to the shop. */
  postWebhook(body: string, signature?: string): Promise<{ status: number; body: any }>;
  /** The Checkout Session id of an order's payment. */
  sessionOf(orderId: number): Promise<string>;
  /** How many pieces the shelf of a variant holds. */
  onShelf(variantId: number): Promise<number>;
}

export function useStripeShop(): StripeShop {
  const providers: Providers = {};
  const shop = useTestShop({ paymentProviders: providers });
  const postWebhook = (body: string, signature?: string) =>
    shop.request('/api/webhooks/stripe', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...(signature ? { 'Stripe-Signature': signature } : {}) },
      body,
    });
  const stripe = new StripeTestServer({ secretKey: STRIPE_SECRET_KEY, webhookSecret: STRIPE_WEBHOOK_SECRET, deliver: postWebhook });
  let owner: Record<string, string>;
  let shopper: Shopper;
  let variantId: number;
  let metal: string;

  beforeAll(async () => {
    const apiUrl = await stripe.start();
    providers.stripe = stripeProvider({ secretKey: STRIPE_SECRET_KEY, webhookSecret: STRIPE_WEBHOOK_SECRET, apiUrl });
    const email = uniqueEmail('owner');
    await createOwner(shop.database.db, { email, password: 'garnet-and-gold-77' });
    const login = await send(shop, 'POST', '/api/authenticate', { email, password: 'garnet-and-gold-77' });
    owner = { Authorization: `Bearer ${login.body.jwtToken}` };
    shopper = await registerShopper(shop, {}, { verified: true });
    const { oneSize } = await findPieces(shop);
    variantId = oneSize.variantId;
    metal = oneSize.metals[0]!;
  });
  afterAll(() => stripe.stop());

  const db = () => shop.database.db;
  return {
    shop,
    stripe,
    owner: () => owner,
    shopper: () => shopper,
    async placeCardOrder(options = {}) {
      // Ready to ship with this many pieces on the shelf, so the order holds stock.
      await db().execute(sql`UPDATE product_variants SET made_to_order = false WHERE id = ${variantId}`);
      await db().execute(sql`DELETE FROM variant_stock WHERE variant_id = ${variantId}`);
      await db().execute(
        sql`INSERT INTO variant_stock (variant_id, metal_id, size_id, quantity) SELECT ${variantId}, m.id, (SELECT s.id FROM sizes s WHERE s.label = '' LIMIT 1), ${options.stock ?? 5} FROM metals m WHERE m.name = ${metal}`,
      );
      const who = options.shopper ?? shopper;
      const items = [{ variantId, metal, size: '', quantity: 1, personalisation: '', giftWrap: false }];
      const placed = await send(shop, 'POST', '/api/orders', orderRequest(who, items, { paymentMethod: 'stripe' }), {
        ...who.auth,
        ...(options.key ? { 'Idempotency-Key': options.key } : {}),
      });
      return { ...placed, variantId };
    },
    async adminOrder(orderId) {
      const answer = await send(shop, 'GET', `/api/admin/orders/${orderId}`, undefined, owner);
      if (answer.status !== 200) throw new Error(`reading order ${orderId}: ${JSON.stringify(answer.body)}`);
      return answer.body;
    },
    postWebhook,
    async sessionOf(orderId) {
      const { rows } = await db().execute<{ reference: string }>(sql`SELECT provider_reference AS reference FROM payments WHERE order_id = ${orderId}`);
      return rows[0]!.reference;
    },
    async onShelf(id) {
      const { rows } = await db().execute<{ quantity: number }>(
        sql`SELECT coalesce(sum(quantity), 0)::int AS quantity FROM variant_stock WHERE variant_id = ${id}`,
      );
      return rows[0]!.quantity;
    },
  };
}
