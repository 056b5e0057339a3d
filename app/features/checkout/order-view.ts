/** Orders as the pages receive them from their loaders (orders.server.ts), and how their dates read. */
import type { ContactInfoInput, ShippingAddressInput } from '../../../domain/schemas/checkout.ts';

export interface OrderRowItem {
  id: number;
  productId: number;
  /** Null once the piece has left the catalogue: the line keeps its name, without a link. */
  variantId: number | null;
  productName: string;
  metal: string;
  size: string;
  priceMinor: number;
  quantity: number;
}

export interface OrderRow {
  id: number;
  number: number;
  /** ISO 8601. */
  createdAt: string;
  status: string;
  totalMinor: number;
  currency: string;
  items: OrderRowItem[];
}

export interface OrderDetailItem extends OrderRowItem {
  gemstone: string | null;
  image: string | null;
  personalisation: string;
  giftWrap: boolean;
  giftWrapMinor: number;
  lineTotalMinor: number;
}

export interface OrderDetail extends Omit<OrderRow, 'items'> {
  items: OrderDetailItem[];
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
}

// One time zone for the server's HTML and the browser, so the date never changes on hydration.
const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });
const dateTimeFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' });

export const orderDate = (iso: string) => dateFormat.format(new Date(iso));
export const orderDateTime = (iso: string) => `${dateTimeFormat.format(new Date(iso))} UTC`;

/** Statuses read in green; a cancelled order in a muted red. */
export const statusClass = (status: string) => (status === 'Cancelled' ? 'text-sale/80' : 'text-emerald-700');

/** The product page of an order line, when the piece is still in the catalogue. */
export const productPath = (item: Pick<OrderRowItem, 'productId' | 'variantId'>) =>
  item.variantId === null ? null : `/product/${item.productId}/${item.variantId}`;
