/**
 * Paying an order by card on the provider's hosted page (decision record 025). The order is written
 * first (awaiting payment, its pieces held), then the page is asked for: the order's amount and
 * currency, its id as the reference, manual capture, an expiry of 30 minutes, the way back to the
 * order's page (through /orders/:id/payment-return). The request's idempotency key is derived
 * from the order and the expiry asked for, and the expiry is noted on the payment before the
 * request: a retry (a second click, a repeated order request, the reconciliation after a crash
 * between the provider's answer and our write) asks the same thing with the same key and gets the
 * page made first, never a second one. "Pay now" and the return page are card-return.ts.
 */
import { DomainError, ProviderRefused } from '../../../domain/errors.ts';
import { cardPaymentOf, noteCheckoutExpiry, providerFor, saveHostedPayment, type CardPayment, type HostedPayment } from '../payments/index.ts';
import type { Db } from '../../db/client.ts';
import type { OrdersConfig } from './place.ts';
import type { OrderView } from './read.ts';

/** The provider asks at least 30 minutes; the minute more lets a retry within it be the same request. */
const CHECKOUT_MS = 31 * 60 * 1000;

const freshExpiry = () => new Date(Math.floor((Date.now() + CHECKOUT_MS) / 1000) * 1000);
const checkoutKey = (orderId: number, expiresAt: Date) => `order-${orderId}-checkout-${expiresAt.getTime() / 1000}`;

/**
 * Asks the provider for the order's hosted page, or finds the one asked for before (`recoverOnly`:
 * only the request noted before is repeated, to find a page made but never written; no new one).
 * Null when the order is not a card order awaiting its page, or nothing was found to recover.
 */
export async function openCardPayment(db: Db, config: OrdersConfig, payment: CardPayment, recoverOnly = false): Promise<HostedPayment | null> {
  const provider = providerFor(config.paymentProviders, payment.method);
  if (!provider || payment.orderStatus !== 'Pending' || payment.providerReference) return null;
  const base = (config.publicUrl ?? '').replace(/\/+$/, '');
  const ask = (expiresAt: Date) =>
    provider.createHostedPayment({
      orderId: payment.orderId,
      orderNumber: payment.orderNumber,
      amountMinor: payment.totalMinor,
      currency: payment.currency,
      // A page that needs no session: coming back from another site, the browser leaves the session cookie out (routes/payment-return.tsx).
      returnUrl: `${base}/orders/${payment.orderId}/payment-return`,
      cancelUrl: `${base}/orders/${payment.orderId}/payment-return`,
      email: payment.email,
      expiresAt,
      idempotencyKey: checkoutKey(payment.orderId, expiresAt),
    });
  let hosted: HostedPayment | null = null;
  if (payment.expiresAt) {
    try {
      hosted = await ask(payment.expiresAt);
    } catch (error) {
      // Refused: no page was made with that request (the provider keeps a request it carried out,
      // and answers it again), and its expiry is now too near. A new request, with a new key.
      if (!(error instanceof ProviderRefused)) throw error;
    }
  }
  if (!hosted) {
    if (recoverOnly) return null;
    const expiresAt = freshExpiry();
    await noteCheckoutExpiry(db, payment.orderId, expiresAt);
    hosted = await ask(expiresAt);
  }
  await saveHostedPayment(db, payment.orderId, hosted);
  return hosted;
}

/**
 * A newly placed (or repeated) card order with its hosted page: asked for now when it has none.
 * The provider unreachable or refusing, the order stands, awaiting payment, and its page offers to
 * pay again.
 */
export async function withCardPayment(db: Db, config: OrdersConfig, order: OrderView): Promise<OrderView> {
  if (order.payment.method === 'bank_transfer' || order.status !== 'Pending' || order.payment.redirectUrl) return order;
  const payment = await cardPaymentOf(db, order.id);
  if (!payment || payment.providerReference) return order;
  try {
    const hosted = await openCardPayment(db, config, payment);
    return hosted ? { ...order, payment: { ...order.payment, redirectUrl: hosted.redirectUrl, expiresAt: hosted.expiresAt } } : order;
  } catch (error) {
    if (error instanceof DomainError) return order;
    throw error;
  }
}
