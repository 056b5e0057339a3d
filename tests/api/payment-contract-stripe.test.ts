/** Stripe, through its test server, goes through the payment contract (tests/support/payment-contract.ts). */
import { stripeProvider } from '../../server/services/payments/index.ts';
import { providerContract } from '../support/payment-contract.ts';
import { STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET } from '../support/stripe-shop.ts';
import { StripeTestServer } from '../support/stripe-server.ts';

let stripe: StripeTestServer;
const intentOf = (reference: string) => stripe.intents.get(stripe.sessions.get(reference)!.payment_intent as string)!;

providerContract({
  method: 'stripe',
  async start(providers, deliver) {
    stripe = new StripeTestServer({
      secretKey: STRIPE_SECRET_KEY,
      webhookSecret: STRIPE_WEBHOOK_SECRET,
      deliver: (body, signature) => deliver(body, { 'Stripe-Signature': signature }),
    });
    providers.stripe = stripeProvider({ secretKey: STRIPE_SECRET_KEY, webhookSecret: STRIPE_WEBHOOK_SECRET, apiUrl: await stripe.start() });
  },
  stop: () => stripe.stop(),
  async pay(reference, deliver) {
    await stripe.pay(reference, { send: deliver });
    await stripe.idle();
  },
  paidEvent(reference) {
    const event = stripe.signedEvent('checkout.session.completed', stripe.sessions.get(reference));
    return { body: event.body, headers: { 'Stripe-Signature': event.signature } };
  },
  captureRequests: (reference) => stripe.requests.filter((request) => request.path === `/v1/payment_intents/${intentOf(reference).id}/capture`).length,
  refundedMinor: (reference) =>
    [...stripe.refunds.values()].filter((refund) => refund.payment_intent === intentOf(reference).id).reduce((sum, refund) => sum + refund.amount, 0),
  released: (reference) => intentOf(reference).status === 'canceled',
  slowCaptures: (ms) => (ms ? stripe.slow(/\/capture$/, ms) : undefined),
});
