/** Orders as the back office's pages receive them from their loaders (orders.server.ts): dates as ISO 8601, money in minor units. */
import type { OrderLine } from '../../../../domain/line.ts';
import type { OrderStatus } from '../../../../domain/order.ts';
import type { OrderEvent } from '../../../../domain/order-timeline.ts';

export interface AdminOrderListRow {
  id: number;
  number: number;
  createdAt: string;
  customerName: string;
  email: string;
  status: OrderStatus;
  totalMinor: number;
  currency: string;
  itemCount: number;
  hasMadeToOrder: boolean;
}

export interface AdminOrderEvent extends Omit<OrderEvent, 'at'> {
  at: string;
}

export interface AdminOrderDetail {
  id: number;
  number: number;
  status: OrderStatus;
  heldFromStatus: OrderStatus | null;
  nextStatuses: OrderStatus[];
  createdAt: string;
  cancelledAt: string | null;
  customerName: string;
  /** The account status e-mails go to, while its address is verified. */
  account: { email: string; emailVerified: boolean } | null;
  contact: { name: string; email: string; phone: string };
  shippingAddress: { name: string; company?: string; address: string; city: string; country: string; state: string; zip: string; phone: string };
  shippingMethod: { name: string; deliveryText: string; priceMinor: number };
  discountCode: string | null;
  specialInstructions: string;
  hasMadeToOrder: boolean;
  carrier: string | null;
  trackingNumber: string | null;
  trackingUrl: string | null;
  currency: string;
  items: Array<OrderLine & { madeToOrder: boolean }>;
  itemCount: number;
  subtotalMinor: number;
  giftWrapMinor: number;
  shippingMinor: number;
  discountMinor: number;
  totalMinor: number;
  /** Oldest first: placed, each change of status, each internal note. */
  timeline: AdminOrderEvent[];
}

export interface OrderHistoryEntry {
  id: number;
  at: string;
  actorEmail: string | null;
  action: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}
