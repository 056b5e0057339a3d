/**
 * A card order's page and its hosted payment page (decision record 025): back from the provider
 * (or on any visit while the ledger says nothing was paid) the provider is asked, so the page shows
 * what it knows even before its webhook arrives; and "Pay now", which opens the hosted page again
 * (the open one, or a new one when none was made).
 */
import { Conflict, DomainError } from '../../../domain/errors.ts';
import type { Db } from '../../db/client.ts';
import { cardPaymentOf, providerFor, uncapturedOf } from '../payments/index.ts';
import { openCardPayment } from './card-checkout.ts';
import { applyProviderState } from './card-sync.ts';
import type { OrdersConfig } from './place.ts';
import { getOrder } from './read.ts';

const CARD_MESSAGES = {
  notAwaiting: 'This order no longer awaits payment.',
  timeRanOut: 'The time to pay for this order ran out, so it was cancelled and its pieces released. Place it again to pay for it.',
  notCard: 'This order is not paid by card.',
  expired: 'The time to pay for this order ran out: it is being cancelled and its pieces released.',
} as const;

/**
 * Back from the hosted page (or any visit while the ledger says nothing was paid): the provider
 * is asked, so the page shows what it knows even before its webhook arrives. The provider
 * unreachable, the page shows what the shop knows. `userId`: only that shopper's order.
 */
export async function refreshCardPayment(db: Db, config: OrdersConfig, orderId: number, userId?: number): Promise<void> {
  const payment = await cardPaymentOf(db, orderId);
  if (!payment?.providerReference || payment.orderStatus !== 'Pending' || (userId !== undefined && payment.userId !== userId)) return;
  const provider = providerFor(config.paymentProviders, payment.method);
  if (!provider) return;
  const { uncaptured, captured } = await uncapturedOf(db, payment.id);
  if (uncaptured > 0 || captured > 0) return;
  try {
    await applyProviderState(db, config, orderId, await provider.retrieve(payment.providerReference), null);
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
  }
}

/**
 * The shopper's "Pay now": the open hosted page, or a new one when none was made (the provider
 * was unreachable at checkout). A page whose time ran out has cancelled the order.
 */
export async function payAgain(db: Db, config: OrdersConfig, userId: number, orderId: number): Promise<string> {
  const before = await getOrder(db, userId, orderId);
  if (before.payment.method === 'bank_transfer') throw new Conflict(CARD_MESSAGES.notCard);
  await refreshCardPayment(db, config, orderId);
  const order = await getOrder(db, userId, orderId);
  if (order.status === 'Cancelled' && before.status === 'Pending') throw new Conflict(CARD_MESSAGES.timeRanOut);
  if (order.status !== 'Pending' || (order.payment.figures.status !== 'awaiting_payment' && order.payment.figures.status !== 'failed')) {
    throw new Conflict(CARD_MESSAGES.notAwaiting);
  }
  const payment = (await cardPaymentOf(db, orderId))!;
  if (payment.providerReference) {
    if (payment.redirectUrl && payment.expiresAt && payment.expiresAt.getTime() > Date.now()) return payment.redirectUrl;
    throw new Conflict(CARD_MESSAGES.expired);
  }
  const hosted = await openCardPayment(db, config, payment);
  if (!hosted) throw new Conflict(CARD_MESSAGES.notAwaiting);
  return hosted.redirectUrl;
}
