/**
 * Stripe, as a card provider (provider.ts, decision record 025), through the official `stripe`
 * library: a Checkout Session (Stripe's hosted page, so no card data ever reaches the shop) with
 * `capture_method: manual`, then capture, void and refund of its PaymentIntent, each with the
 * idempotency key the caller derives from the order and the action. STRIPE_API_URL points the
 * library at another base URL (the test suite's server); the keys are never logged or answered:
 * a refusal naming the key is answered in the shop's own words.
 */
import Stripe from 'stripe';
import { InvalidInput, ProviderRefused, ProviderUnavailable } from '../../../domain/errors.ts';
import type { HostedPayment, HostedPaymentRequest, PaymentProvider, ProviderEvent, ProviderPaymentState } from './provider.ts';

export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  /** Another base URL for Stripe's API (a test server, stripe-mock); unset, api.stripe.com. */
  apiUrl?: string | undefined;
}

/** A webhook older than this is refused, even signed (a replay of a captured request). */
const WEBHOOK_TOLERANCE_SECONDS = 5 * 60;

const STRIPE_MESSAGES = {
  unreachable: 'Stripe could not be reached just now. Nothing was charged twice; please try again in a moment.',
  key: 'Stripe did not accept the shop’s secret key (STRIPE_SECRET_KEY): the shop’s owner must check it.',
  signature: 'The Stripe-Signature header is missing, wrong or too old.',
} as const;

/** The library's options for a base URL: its host, port and protocol. */
function baseUrlOptions(apiUrl: string | undefined): Pick<Stripe.StripeConfig, 'host' | 'port' | 'protocol'> {
  if (!apiUrl) return {};
  const url = new URL(apiUrl);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: url.port || (protocol === 'http' ? 80 : 443), protocol };
}

/**
 * Stripe's refusals in the shop's terms: it said no (a 4xx: its reason, which names no secret) or
 * it was not reached or failed (a network error, a 5xx, too many requests: safe to try again).
 */
async function call<T>(request: () => Promise<T>): Promise<T> {
  try {
    return await request();
  } catch (error) {
    if (error instanceof Stripe.errors.StripeAuthenticationError || error instanceof Stripe.errors.StripePermissionError) {
      throw new ProviderRefused(STRIPE_MESSAGES.key);
    }
    if (error instanceof Stripe.errors.StripeError) {
      const status = error.statusCode ?? 0;
      if (status >= 400 && status < 500 && status !== 429) throw new ProviderRefused(error.message);
    }
    throw new ProviderUnavailable(STRIPE_MESSAGES.unreachable);
  }
}

const idOf = (value: string | { id: string } | null | undefined) => (value == null ? null : typeof value === 'string' ? value : value.id);

const orderIdOf = (...candidates: Array<string | null | undefined>) => {
  const found = candidates.find((value) => value != null && /^\d{1,10}$/.test(value));
  return found === undefined ? null : Number(found);
};

/** What a PaymentIntent says, in the provider interface's words. */
function intentState(intent: Stripe.PaymentIntent, reference: string): ProviderPaymentState {
  const charge = typeof intent.latest_charge === 'object' ? intent.latest_charge : null;
  const held = intent.status === 'requires_capture' || intent.status === 'succeeded' || (intent.status === 'canceled' && intent.latest_charge !== null);
  const state =
    intent.status === 'requires_capture'
      ? 'authorized'
      : intent.status === 'succeeded'
        ? 'captured'
        : intent.status === 'canceled'
          ? 'canceled'
          : intent.last_payment_error
            ? 'failed'
            : 'open';
  return {
    reference,
    paymentId: intent.id,
    state,
    amountMinor: intent.amount,
    currency: intent.currency.toUpperCase(),
    orderId: orderIdOf(intent.metadata?.order_id),
    refundedMinor: charge?.amount_refunded ?? 0,
    wasAuthorized: held,
    capturedMinor: intent.amount_received,
    failure: intent.last_payment_error?.message ?? null,
  };
}

/** What a Checkout Session says (its PaymentIntent expanded), in the provider interface's words. */
function sessionState(session: Stripe.Checkout.Session): ProviderPaymentState {
  const orderId = orderIdOf(session.metadata?.order_id, session.client_reference_id);
  const intent = typeof session.payment_intent === 'object' ? session.payment_intent : null;
  if (intent && intent.status !== 'requires_payment_method')
    return { ...intentState(intent, session.id), orderId: orderId ?? orderIdOf(intent.metadata?.order_id) };
  return {
    reference: session.id,
    paymentId: idOf(session.payment_intent),
    state: session.status === 'expired' ? 'expired' : intent?.last_payment_error ? 'failed' : 'open',
    amountMinor: session.amount_total ?? 0,
    currency: (session.currency ?? '').toUpperCase(),
    orderId,
    refundedMinor: 0,
    wasAuthorized: false,
    capturedMinor: 0,
    failure: intent?.last_payment_error?.message ?? null,
  };
}

/** The event's object, as far as finding its payment goes. */
function eventOf(event: Stripe.Event): ProviderEvent {
  const object = event.data.object as {
    object?: string;
    id?: string;
    payment_intent?: unknown;
    metadata?: Record<string, string> | null;
    client_reference_id?: string | null;
  };
  const isSession = object.object === 'checkout.session';
  const isIntent = object.object === 'payment_intent';
  return {
    id: event.id,
    type: event.type,
    reference: isSession ? (object.id ?? null) : null,
    paymentId: isIntent
      ? (object.id ?? null)
      : isSession
        ? idOf(object.payment_intent as string | { id: string } | null)
        : idOf(object.payment_intent as string | null),
    orderId: orderIdOf(object.metadata?.order_id, object.client_reference_id),
  };
}

export function stripeProvider(settings: StripeSettings): PaymentProvider {
  const stripe = new Stripe(settings.secretKey, {
    ...baseUrlOptions(settings.apiUrl),
    // Each call that changes something carries an idempotency key: a retry is the same request.
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
  });
  const EXPAND_SESSION = ['payment_intent', 'payment_intent.latest_charge'];

  return {
    method: 'stripe',

    async createHostedPayment(request: HostedPaymentRequest): Promise<HostedPayment> {
      const order = String(request.orderId);
      const session = await call(() =>
        stripe.checkout.sessions.create(
          {
            mode: 'payment',
            line_items: [
              {
                quantity: 1,
                price_data: {
                  currency: request.currency.toLowerCase(),
                  unit_amount: request.amountMinor,
                  product_data: { name: `Order #${request.orderNumber}` },
                },
              },
            ],
            payment_intent_data: { capture_method: 'manual', metadata: { order_id: order }, description: `Order #${request.orderNumber}` },
            client_reference_id: order,
            metadata: { order_id: order },
            customer_email: request.email,
            expires_at: Math.floor(request.expiresAt.getTime() / 1000),
            success_url: request.returnUrl,
            cancel_url: request.cancelUrl,
          },
          { idempotencyKey: request.idempotencyKey },
        ),
      );
      if (!session.url) throw new ProviderUnavailable(STRIPE_MESSAGES.unreachable);
      return { reference: session.id, redirectUrl: session.url, expiresAt: new Date(session.expires_at * 1000) };
    },

    async retrieve(reference) {
      return sessionState(await call(() => stripe.checkout.sessions.retrieve(reference, { expand: EXPAND_SESSION })));
    },

    async capture(paymentId, amountMinor, idempotencyKey) {
      const intent = await call(() => stripe.paymentIntents.capture(paymentId, { amount_to_capture: amountMinor }, { idempotencyKey }));
      return { reference: idOf(intent.latest_charge) ?? intent.id };
    },

    async void(paymentId, idempotencyKey) {
      const intent = await call(() => stripe.paymentIntents.cancel(paymentId, {}, { idempotencyKey }));
      return { reference: intent.id };
    },

    async refund(paymentId, amountMinor, idempotencyKey) {
      const refund = await call(() => stripe.refunds.create({ payment_intent: paymentId, amount: amountMinor }, { idempotencyKey }));
      return { reference: refund.id };
    },

    async expire(reference) {
      await call(() => stripe.checkout.sessions.expire(reference));
    },

    parseWebhook(rawBody, header) {
      const signature = header('stripe-signature');
      if (!signature) throw new InvalidInput(STRIPE_MESSAGES.signature);
      try {
        return eventOf(stripe.webhooks.constructEvent(rawBody, signature, settings.webhookSecret, WEBHOOK_TOLERANCE_SECONDS));
      } catch {
        throw new InvalidInput(STRIPE_MESSAGES.signature);
      }
    },
  };
}
