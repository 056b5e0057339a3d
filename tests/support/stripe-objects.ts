/**
 * The objects the Stripe test server (stripe-server.ts) keeps and answers, in Stripe's own shapes:
 * each is a `Pick` of the official library's type, so a field named or typed unlike Stripe's fails
 * the type check. Also the form-encoded bodies Stripe's API takes (`a[b][0][c]=1`), read into objects.
 */
import { randomBytes } from 'node:crypto';
import type Stripe from 'stripe';

export type SessionObject = Pick<
  Stripe.Checkout.Session,
  | 'id'
  | 'object'
  | 'amount_subtotal'
  | 'amount_total'
  | 'cancel_url'
  | 'client_reference_id'
  | 'created'
  | 'currency'
  | 'customer_email'
  | 'expires_at'
  | 'livemode'
  | 'metadata'
  | 'mode'
  | 'payment_status'
  | 'status'
  | 'success_url'
  | 'url'
> & { payment_intent: string | IntentObject | null };

export type ChargeObject = Pick<
  Stripe.Charge,
  'id' | 'object' | 'amount' | 'amount_captured' | 'amount_refunded' | 'captured' | 'created' | 'currency' | 'livemode' | 'paid' | 'refunded' | 'status'
> & { payment_intent: string };

export type IntentObject = Pick<
  Stripe.PaymentIntent,
  | 'id'
  | 'object'
  | 'amount'
  | 'amount_capturable'
  | 'amount_received'
  | 'canceled_at'
  | 'cancellation_reason'
  | 'capture_method'
  | 'created'
  | 'currency'
  | 'description'
  | 'last_payment_error'
  | 'livemode'
  | 'metadata'
  | 'status'
> & { latest_charge: string | ChargeObject | null };

export type RefundObject = Pick<
  Stripe.Refund,
  'id' | 'object' | 'amount' | 'charge' | 'created' | 'currency' | 'metadata' | 'payment_intent' | 'reason' | 'status'
>;

export const newId = (prefix: string) => `${prefix}_test_${randomBytes(12).toString('hex')}`;
export const nowSeconds = () => Math.floor(Date.now() / 1000);

/** A Stripe API error answer: `{ error: { type, code, message } }`. */
export class StripeFailure extends Error {
  constructor(
    readonly status: number,
    readonly type: string,
    message: string,
    readonly code?: string,
  ) {
    super(message);
  }
  body() {
    return { error: { type: this.type, message: this.message, ...(this.code ? { code: this.code } : {}) } };
  }
}

type FormValue = string | FormObject | FormValue[];
interface FormObject {
  [key: string]: FormValue;
}

/** A form-encoded body (or query) as Stripe's library writes it: `line_items[0][price_data][currency]=usd`, `expand[]=x`. */
export function parseForm(text: string): FormObject {
  const root: FormObject = {};
  for (const [name, value] of new URLSearchParams(text)) {
    const [head, ...rest] = name.split('[');
    const keys = [head!, ...rest.map((part) => part.replace(/\]$/, ''))];
    let node: FormObject | FormValue[] = root;
    keys.forEach((key, i) => {
      const last = i === keys.length - 1;
      const container = node as Record<string, FormValue> & FormValue[];
      const slot = key === '' && Array.isArray(node) ? node.length : key;
      if (last) {
        container[slot as never] = value as never;
        return;
      }
      const nextIsArray = keys[i + 1] === '' || /^\d+$/.test(keys[i + 1]!);
      container[slot as never] ??= (nextIsArray ? [] : {}) as never;
      node = container[slot as never] as FormObject | FormValue[];
    });
  }
  return root;
}

/** A field of a parsed form: a string or undefined. */
export const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);
/** A whole number field, refused as Stripe refuses one when it is not. */
export function integer(value: unknown, name: string): number {
  const parsed = Number(text(value));
  if (!Number.isInteger(parsed)) throw new StripeFailure(400, 'invalid_request_error', `Invalid integer: ${name}`, 'parameter_invalid_integer');
  return parsed;
}
export const record = (value: unknown): Record<string, string> =>
  value && typeof value === 'object' && !Array.isArray(value) ? Object.fromEntries(Object.entries(value).filter(([, v]) => typeof v === 'string')) : {};

/** A new Checkout Session from its create parameters (mode payment, one or more price_data lines). */
export function newSession(params: FormObject, baseUrl: string): SessionObject {
  if (text(params.mode) !== 'payment') throw new StripeFailure(400, 'invalid_request_error', 'This test server takes mode=payment only.', 'parameter_invalid');
  const lines = Array.isArray(params.line_items) ? params.line_items : [];
  if (lines.length === 0) throw new StripeFailure(400, 'invalid_request_error', 'Missing required param: line_items.', 'parameter_missing');
  let total = 0;
  let currency = '';
  for (const line of lines) {
    const item = line as FormObject;
    const price = item.price_data as FormObject;
    total += integer(price?.unit_amount, 'unit_amount') * integer(item.quantity ?? '1', 'quantity');
    currency = text(price?.currency) ?? '';
  }
  const created = nowSeconds();
  const expiresAt = params.expires_at === undefined ? created + 24 * 3600 : integer(params.expires_at, 'expires_at');
  if (expiresAt < created + 30 * 60 || expiresAt > created + 24 * 3600) {
    throw new StripeFailure(
      400,
      'invalid_request_error',
      'The `expires_at` timestamp must be between 30 minutes and 24 hours from Checkout Session creation.',
      'parameter_invalid',
    );
  }
  const successUrl = text(params.success_url);
  if (!successUrl) throw new StripeFailure(400, 'invalid_request_error', 'Missing required param: success_url.', 'parameter_missing');
  const id = newId('cs');
  return {
    id,
    object: 'checkout.session',
    amount_subtotal: total,
    amount_total: total,
    cancel_url: text(params.cancel_url) ?? null,
    client_reference_id: text(params.client_reference_id) ?? null,
    created,
    currency,
    customer_email: text(params.customer_email) ?? null,
    expires_at: expiresAt,
    livemode: false,
    metadata: record(params.metadata),
    mode: 'payment',
    payment_intent: null,
    payment_status: 'unpaid',
    status: 'open',
    success_url: successUrl,
    url: `${baseUrl}/pay/${id}`,
  };
}

/** The PaymentIntent a shopper's card makes on the hosted page: authorised for `amount` (manual capture), or declined. */
export function newIntent(
  session: SessionObject,
  intentData: FormObject,
  amount: number,
  declined: boolean,
): { intent: IntentObject; charge: ChargeObject | null } {
  const created = nowSeconds();
  const id = newId('pi');
  const charge: ChargeObject | null = declined
    ? null
    : {
        id: newId('ch'),
        object: 'charge',
        amount,
        amount_captured: 0,
        amount_refunded: 0,
        captured: false,
        created,
        currency: session.currency ?? 'usd',
        livemode: false,
        paid: true,
        refunded: false,
        status: 'succeeded',
        payment_intent: id,
      };
  const intent: IntentObject = {
    id,
    object: 'payment_intent',
    amount,
    amount_capturable: declined ? 0 : amount,
    amount_received: 0,
    canceled_at: null,
    cancellation_reason: null,
    capture_method: text(intentData.capture_method) === 'manual' ? 'manual' : 'automatic',
    created,
    currency: session.currency ?? 'usd',
    description: text(intentData.description) ?? null,
    last_payment_error: declined
      ? ({ type: 'card_error', code: 'card_declined', message: 'Your card was declined.' } as Stripe.PaymentIntent.LastPaymentError)
      : null,
    livemode: false,
    metadata: record(intentData.metadata),
    status: declined ? 'requires_payment_method' : 'requires_capture',
    latest_charge: charge?.id ?? null,
  };
  return { intent, charge };
}
