/** The shopper's orders as the cart page and the order page show them: what `/api/orders` answers (domain/contract/checkout.ts OrderAnswer). */
import { data, type AppLoadContext } from 'react-router';
import { NotFound } from '../../../domain/errors.ts';
import * as orders from '../../../server/services/orders/index.ts';

export async function loadOrderRows(context: AppLoadContext, userId: number) {
  return (await orders.listOrders(context.db, userId)).map(orders.presentOrder);
}

/** One of the shopper's orders; another shopper's answers 404 like a missing one. */
export async function loadOrderDetail(context: AppLoadContext, userId: number, orderId: number) {
  try {
    return orders.presentOrder(await orders.getOrder(context.db, userId, orderId));
  } catch (error) {
    if (error instanceof NotFound) throw data(null, { status: 404 });
    throw error;
  }
}

export function cancelOwnOrder(context: AppLoadContext, userId: number, orderId: number) {
  return orders.cancelOrder(context.db, userId, orderId);
}
