/** The shopper's orders as the cart page and the order page show them: what `/api/orders` answers (domain/contract/checkout.ts OrderAnswer). */
import type { AppLoadContext } from 'react-router';
import { forLoader } from '../../lib/domain-errors.server';
import * as orders from '../../../server/services/orders/index.ts';

export async function loadOrderRows(context: AppLoadContext, userId: number) {
  return (await orders.listOrders(context.db, userId)).map(orders.presentOrder);
}

/** One of the shopper's orders; another shopper's answers 404 like a missing one. */
export function loadOrderDetail(context: AppLoadContext, userId: number, orderId: number) {
  return forLoader(async () => orders.presentOrder(await orders.getOrder(context.db, userId, orderId)));
}

/** Cancels the shopper's own order (its money released or refunded by the service); answers the order as it now stands. */
export async function cancelOwnOrder(context: AppLoadContext, userId: number, orderId: number) {
  return orders.presentOrder(await orders.cancelOrder(context.db, context.config, userId, orderId));
}

/** Back from the card provider: its word on the order's payment, asked before the page reads the order (the webhook may not have arrived yet). */
export function refreshOwnPayment(context: AppLoadContext, userId: number, orderId: number) {
  return orders.refreshCardPayment(context.db, context.config, orderId, userId);
}

/** "Pay now": the URL of the order's hosted payment page (the open one, or a new one when none was made). */
export function payOwnOrder(context: AppLoadContext, userId: number, orderId: number) {
  return orders.payAgain(context.db, context.config, userId, orderId);
}

/** The order's rings still to be sized, with the sizes each is made in (decision record 057); none once chosen. */
export function loadLaterSizes(context: AppLoadContext, order: Parameters<typeof orders.laterSizeLines>[1]) {
  return orders.laterSizeLines(context.db, order);
}

/** The shopper chooses the size of a ring ordered without one; answers the order as it now stands. */
export async function chooseOwnLaterSize(context: AppLoadContext, userId: number, orderId: number, line: { orderItemId: number; size: string }) {
  return orders.presentOrder(await orders.chooseLaterSize(context.db, { userId }, { orderId, ...line }));
}
