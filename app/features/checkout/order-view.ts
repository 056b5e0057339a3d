/** Orders as the pages receive them from their loaders (orders.server.ts), and how their dates read. */
import { productPath } from '../../../domain/catalog.ts';
import type { OrderLine } from '../../../domain/line.ts';
import type { OrderStatus } from '../../../domain/order.ts';
import type { ShopperTimelineEntry } from '../../../domain/order-timeline.ts';
import type { ContactInfoInput, ShippingAddressInput } from '../../../domain/schemas/checkout.ts';

/** A line in the orders table; `variantId` null: the piece has left the catalogue, and its line has no link. */
export type OrderRowItem = Pick<OrderLine, 'id' | 'productId' | 'variantId' | 'productName' | 'metal' | 'size' | 'priceMinor' | 'quantity'>;

export interface OrderRow {
  id: number;
  number: number;
  /** ISO 8601. */
  createdAt: string;
  status: OrderStatus;
  totalMinor: number;
  currency: string;
  items: OrderRowItem[];
}

export interface OrderDetail extends Omit<OrderRow, 'items'> {
  items: OrderLine[];
  customerName: string;
  contact: ContactInfoInput;
  shippingAddress: Omit<ShippingAddressInput, 'company'> & { company?: string };
  cancelledAt: string | null;
  shippingMethod: { name: string; deliveryText: string; priceMinor: number };
  discountCode: string | null;
  specialInstructions: string;
  subtotalMinor: number;
  giftWrapMinor: number;
  shippingMinor: number;
  discountMinor: number;
  itemCount: number;
  canCancel: boolean;
  /** The parcel, once shipped; `trackingUrl` only for a carrier the shop knows. */
  carrier: string | null;
  trackingNumber: string | null;
  trackingUrl: string | null;
  /** Oldest first: placed, then each change of status. */
  timeline: ShopperTimelineEntry[];
}

// One time zone for the server's HTML and the browser, so the date never changes on hydration.
const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });
const dateTimeFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' });

export const orderDate = (iso: string) => dateFormat.format(new Date(iso));
export const orderDateTime = (iso: string) => `${dateTimeFormat.format(new Date(iso))} UTC`;

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
export const orderLinePath = (item: Pick<OrderRowItem, 'productId' | 'variantId'>) =>
  item.variantId === null ? null : productPath(item.productId, item.variantId);
