/**
 * Answers made from the use cases' views: every amount from integer minor units to the contract's
 * amount (domain/contract/money.ts), in one place for the cart, the quote and the order.
 */
import type { OrderLineAnswer, PricedLineAnswer } from '../../domain/contract/lines.ts';
import type { OrderAnswer, ShippingMethodAnswer, TotalsAnswer } from '../../domain/contract/checkout.ts';
import type { PricedLine } from '../../domain/line.ts';
import { toMajor } from '../../domain/money.ts';
import type { OrderItemView, OrderView, ShippingMethod } from '../services/orders/index.ts';
import { shopperTimeline } from '../../domain/order-timeline.ts';
import { trackingUrl } from '../../domain/tracking.ts';
import type { OrderTotals } from '../../domain/pricing.ts';

function lineFields(line: Omit<PricedLine, 'variantId'>, currency: string): Omit<PricedLineAnswer, 'variantId'> {
  const { priceMinor, giftWrapMinor, lineTotalMinor, ...rest } = line;
  return {
    ...rest,
    price: toMajor(priceMinor, currency),
    giftWrapPrice: toMajor(giftWrapMinor, currency),
    lineTotal: toMajor(lineTotalMinor, currency),
  };
}

export const pricedLineJson = (line: PricedLine, currency: string): PricedLineAnswer => ({ variantId: line.variantId, ...lineFields(line, currency) });

export const orderLineJson = (item: OrderItemView, currency: string): OrderLineAnswer => ({
  id: item.id,
  variantId: item.variantId,
  ...lineFields(item, currency),
});

export const shippingMethodJson = (method: Pick<ShippingMethod, 'id' | 'name' | 'deliveryText' | 'priceMinor'>, currency: string): ShippingMethodAnswer => ({
  id: method.id,
  name: method.name,
  deliveryText: method.deliveryText,
  price: toMajor(method.priceMinor, currency),
});

export function totalsJson(totals: OrderTotals, currency: string): TotalsAnswer {
  const major = (minor: number) => toMajor(minor, currency);
  return {
    itemCount: totals.itemCount,
    subtotal: major(totals.subtotalMinor),
    giftWrap: major(totals.giftWrapMinor),
    shipping: major(totals.shippingMinor),
    discount: major(totals.discountMinor),
    total: major(totals.totalMinor),
    currency,
  };
}

export function orderJson(order: OrderView): OrderAnswer {
  const currency = order.currency;
  return {
    ...totalsJson(order, currency),
    id: order.id,
    number: order.number,
    customerId: order.userId,
    customerName: order.customerName,
    contact: order.contact,
    orderCustomer: order.contact,
    shippingAddress: order.shippingAddress,
    status: order.status,
    created: order.createdAt.toISOString(),
    date: order.createdAt.toISOString(),
    cancelledAt: order.cancelledAt?.toISOString() ?? null,
    shippingMethod: shippingMethodJson(order.shippingMethod, currency),
    discountCode: order.discountCode,
    specialInstructions: order.specialInstructions,
    canCancel: order.canCancel,
    items: order.items.map((item) => orderLineJson(item, currency)),
    carrier: order.carrier,
    trackingNumber: order.trackingNumber,
    trackingUrl: trackingUrl(order.carrier, order.trackingNumber),
    timeline: shopperTimeline(order.timeline),
  };
}
