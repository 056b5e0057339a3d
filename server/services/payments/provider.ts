/**
 * A provider, as the payments module speaks to it (decision records 025 and 034). Stripe is the
 * one module written (stripe.ts); a second provider (PayPal, Adyen) is one more module
 * implementing this interface, registered by its method's id in the shop's `Providers` (server/main.ts
 * from the environment; a test registers its own). Only the payments module calls it, each call
 * under a deadline (moves.ts `ask`). Every call that moves money carries the key keys.ts derives
 * from the order, the move and the attempt, so a retry, a double click or a restart repeats the
 * provider's first answer instead of moving money twice. A manual method (bank transfer) is no
 * provider: it asks nobody, and staff record its money.
 */

/** What a hosted payment page was opened for. */
export interface HostedPaymentRequest {
  orderId: number;
  orderNumber: number;
  amountMinor: number;
  currency: string;
  /** Where the provider sends the shopper back: paid, or gave up. */
  returnUrl: string;
  cancelUrl: string;
  /** The shopper's address for the provider's receipt (never a card). */
  email: string;
  /** When the page closes unpaid: part of the request, so a retry with the same key is the same request. */
  expiresAt: Date;
  /** Derived from the order (and the expiry asked for): a retry answers the page made first, never a second one. */
  idempotencyKey: string;
}

export interface HostedPayment {
  /** The provider's reference for the hosted page (a Checkout Session id). */
  reference: string;
  redirectUrl: string;
  expiresAt: Date;
}

/** What the provider says of a payment, read from it (never taken from a webhook's body alone). */
export interface ProviderPaymentState {
  /** The hosted page's reference. */
  reference: string;
  /** The payment's own id at the provider (a PaymentIntent id), once the shopper paid. */
  paymentId: string | null;
  /** `open`: the shopper has not paid yet; `expired`: the page closed unpaid. */
  state: 'open' | 'authorized' | 'captured' | 'canceled' | 'expired' | 'failed';
  amountMinor: number;
  currency: string;
  /** Our order's id, as the provider keeps it (metadata / client reference). */
  orderId: number | null;
  /** What was refunded at the provider, in total. */
  refundedMinor: number;
  /** Whether money was ever held for it (authorised, captured, or released after being held). */
  wasAuthorized: boolean;
  /** Captured at the provider, in total. */
  capturedMinor: number;
  /** The provider's words on the last failed attempt, if the last attempt failed. */
  failure: string | null;
}

/** A webhook, verified: which payment it is about. The payments module reads the payment itself before acting. */
export interface ProviderEvent {
  id: string;
  type: string;
  /** The hosted page's reference and/or the payment's id the event names. */
  reference: string | null;
  paymentId: string | null;
  /** Our order's id as the event's object carries it: only a hint of where to look (the state is read from the provider). */
  orderId: number | null;
}

export interface PaymentProvider {
  /** The method's id the shop registered it under, as stored on each payment ('stripe'). */
  readonly method: string;
  /** Opens the hosted page; the same order asks once (idempotency key from the order's id). */
  createHostedPayment(request: HostedPaymentRequest): Promise<HostedPayment>;
  /** The payment's state at the provider, by the hosted page's reference. */
  retrieve(reference: string): Promise<ProviderPaymentState>;
  capture(paymentId: string, amountMinor: number, idempotencyKey: string): Promise<{ reference: string }>;
  void(paymentId: string, idempotencyKey: string): Promise<{ reference: string }>;
  refund(paymentId: string, amountMinor: number, idempotencyKey: string): Promise<{ reference: string }>;
  /** Closes a hosted page the shopper did not pay on (the order was cancelled). */
  expire(reference: string): Promise<void>;
  /**
   * Checks the signature (and its age) of a webhook's raw body, reading the request's headers it needs; throws InvalidInput when it does not hold.
   * Calls that reach the provider throw ProviderRefused (it said no, with its reason) or
   * ProviderUnavailable (not reached, or failed on its side: safe to try again), domain/errors.ts.
   */
  parseWebhook(rawBody: string, header: (name: string) => string | undefined): ProviderEvent;
}

/** The providers a shop registered, by their method's id ('stripe'); none: bank transfer only. */
export type Providers = Record<string, PaymentProvider | undefined>;

/** What the payments module is told of the shop: its providers, and where a provider sends the shopper back. */
export interface PaymentsConfig {
  paymentProviders?: Providers | undefined;
  /** The shop's public address (PUBLIC_URL), for the hosted page's way back. */
  publicUrl?: string | undefined;
}
