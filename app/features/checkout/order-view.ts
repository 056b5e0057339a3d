/** How an order's dates, status and lines read on the pages (which receive the API's order answer from orders.server.ts). */
import { productPath } from '../../../domain/catalog.ts';
import type { OrderLineAnswer } from '../../../domain/contract/lines.ts';
import type { OrderStatus } from '../../../domain/order.ts';
import { once } from '../../../domain/once.ts';

// One time zone for the server's HTML and the browser, so the date never changes on hydration.
const dateFormat = once(() => new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' }));
const dateTimeFormat = once(() => new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' }));

export const orderDate = (iso: string) => dateFormat().format(new Date(iso));
export const orderDateTime = (iso: string) => `${dateTimeFormat().format(new Date(iso))} UTC`;

const STATUS_CLASSES: Record<OrderStatus, string> = {
  Pending: 'text-gold-dark',
  Confirmed: 'text-sky-800',
  'In production': 'text-sky-800',
  'Ready to ship': 'text-sky-800',
  Shipped: 'text-emerald-700',
  Delivered: 'text-emerald-700',
  'On hold': 'text-amber-700',
  Cancelled: 'text-sale/80',
};

/**
 * A status's colour: waiting for the shop in gold, being made and packed in blue, on its way and
 * delivered in green, paused in amber, cancelled in a muted red.
 */
export const statusClass = (status: OrderStatus) => STATUS_CLASSES[status];

/** The product page of an order line, when the piece is still in the catalogue. */
export const orderLinePath = (item: Pick<OrderLineAnswer, 'productId' | 'variantId'>) =>
  item.variantId === null ? null : productPath(item.productId, item.variantId);
