/**
 * A card order's page and its hosted payment page (decision record 025): back from the provider
 * (or on any visit while the ledger says nothing was paid) the payments module asks the provider,
 * so the page shows what it knows even before its webhook arrives; and "Pay now", which opens the
 * hosted page again (the open one, or a new one when none was made).
 */
import { Conflict } from '../../../domain/errors.ts';
import { isManualMethod } from '../../../domain/payment.ts';
import type { Db } from '../../db/client.ts';
import { cardPaymentOf, openPayment, refreshPayment } from '../payments/index.ts';
import { stateHooks } from './card-sync.ts';
import type { OrdersConfig } from './place.ts';
import { getOrder } from './read.ts';

const CARD_MESSAGES = {
  notAwaiting: 'This order no longer awaits payment.',
  timeRanOut: 'The time to pay for this order ran out, so it was cancelled and its pieces released. Place it again to pay for it.',
  notCard: 'This order is not paid by card.',
  expired: 'The time to pay for this order ran out: it is being cancelled and its pieces released.',
} as const;

/** Back from the hosted page (or any visit while nothing was paid): the provider asked; away, the page shows what the shop knows. `userId`: only that shopper's order. */
export async function refreshCardPayment(db: Db, config: OrdersConfig, orderId: number, userId?: number): Promise<void> {
  await refreshPayment(db, config, stateHooks(db, config), orderId, userId);
}

/**
 * The shopper's "Pay now": the open hosted page, or a new one when none was made (the provider
 * was unreachable at checkout). A page whose time ran out has cancelled the order.
 */
export async function payAgain(db: Db, config: OrdersConfig, userId: number, orderId: number): Promise<string> {
  const before = await getOrder(db, userId, orderId);
  if (isManualMethod(before.payment.method)) throw new Conflict(CARD_MESSAGES.notCard);
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
  const hosted = await openPayment(db, config, payment);
  if (!hosted) throw new Conflict(CARD_MESSAGES.notAwaiting);
  return hosted.redirectUrl;
}
