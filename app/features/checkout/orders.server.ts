/** The shopper's orders as the cart page and the order page show them. */
import { data, type AppLoadContext } from 'react-router';
import { NotFound } from '../../../domain/errors.ts';
import { shopperTimeline } from '../../../domain/order-timeline.ts';
import { trackingUrl } from '../../../domain/tracking.ts';
import * as orders from '../../../server/services/orders/index.ts';
import type { OrderDetail, OrderRow } from './order-view';

function orderRow(order: orders.OrderView): OrderRow {
  return {
    id: order.id,
    number: order.number,
    createdAt: order.createdAt.toISOString(),
    status: order.status,
    totalMinor: order.totalMinor,
    currency: order.currency,
    items: order.items.map((item) => ({
      id: item.id,
      productId: item.productId,
      variantId: item.variantId,
      productName: item.productName,
      metal: item.metal,
      size: item.size,
      priceMinor: item.priceMinor,
      quantity: item.quantity,
    })),
  };
}

export async function loadOrderRows(context: AppLoadContext, userId: number): Promise<OrderRow[]> {
  return (await orders.listOrders(context.db, userId)).map(orderRow);
}

function orderDetail(order: orders.OrderView): OrderDetail {
  return {
    ...orderRow(order),
    items: order.items,
    customerName: order.customerName,
    contact: order.contact,
    shippingAddress: order.shippingAddress,
    cancelledAt: order.cancelledAt?.toISOString() ?? null,
    shippingMethod: order.shippingMethod,
    discountCode: order.discountCode,
    specialInstructions: order.specialInstructions,
    subtotalMinor: order.subtotalMinor,
    giftWrapMinor: order.giftWrapMinor,
    shippingMinor: order.shippingMinor,
    discountMinor: order.discountMinor,
    itemCount: order.itemCount,
    canCancel: order.canCancel,
    carrier: order.carrier,
    trackingNumber: order.trackingNumber,
    trackingUrl: trackingUrl(order.carrier, order.trackingNumber),
    timeline: shopperTimeline(order.timeline),
  };
}

/** One of the shopper's orders; another shopper's answers 404 like a missing one. */
export async function loadOrderDetail(context: AppLoadContext, userId: number, orderId: number): Promise<OrderDetail> {
  try {
    return orderDetail(await orders.getOrder(context.db, userId, orderId));
  } catch (error) {
    if (error instanceof NotFound) throw data(null, { status: 404 });
    throw error;
  }
}

export function cancelOwnOrder(context: AppLoadContext, userId: number, orderId: number) {
  return orders.cancelOrder(context.db, userId, orderId);
}
