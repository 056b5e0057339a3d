/**
 * Orders as they are read back: the shopper's own (newest first, or one of them) and any order as
 * the shop sees it, each with its lines and its timeline. A shopper sees the changes of status;
 * the shop also sees its internal notes and who did what.
 */
import { and, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { NotFound } from '../../../domain/errors.ts';
import { itemCount, lineTotalMinor, type OrderLine } from '../../../domain/line.ts';
import type { OrderStatus } from '../../../domain/order.ts';
import type { SizeSystem } from '../../../domain/ring-sizes.ts';
import type { OrderEvent } from '../../../domain/order-timeline.ts';
import type { DiscountLine } from '../../../domain/discounts.ts';
import type { OrderTotals } from '../../../domain/pricing.ts';
import { storedTax, type OrderTax } from '../../../domain/tax.ts';
import { readTogether, type DbOrTx } from '../../db/client.ts';
import { orderDiscounts, orderEvents, orderItems, orders, shippingMethods, users, type AddressSnapshot, type ContactSnapshot } from '../../db/schema/index.ts';
import { ORDER_MESSAGES as M } from './messages.ts';
import type { ShippingMethod } from '../shipping/index.ts';
import { documentsOf, paymentsOf, type OrderDocuments, type PaymentView } from '../payments/index.ts';

/** The cancellation window of the terms: a shopper may cancel a pending order within 24 hours. */
export const CANCEL_WINDOW_MS = 24 * 60 * 60 * 1000;

/** A line as it was ordered; `madeToOrder`: the piece is made for this order (else it came off the shelf). */
export type OrderItemView = OrderLine & { madeToOrder: boolean };

/** One moment of an order's life (domain/order-timeline.ts). */
export type OrderEventView = OrderEvent;

/** A discount an order was given; `discountId` is null once the discount was deleted. */
type OrderDiscountView = Omit<DiscountLine, 'discountId'> & { discountId: number | null };

/** Who reads an order: the shopper sees its status changes; the shop also sees internal notes and who did what. */
type OrderAudience = 'shopper' | 'staff';

export interface OrderView extends OrderTotals {
  id: number;
  number: number;
  userId: number;
  customerName: string;
  contact: ContactSnapshot;
  shippingAddress: AddressSnapshot;
  status: OrderStatus;
  /** The status an order On hold was paused in (it returns there). */
  heldFromStatus: OrderStatus | null;
  createdAt: Date;
  updatedAt: Date;
  cancelledAt: Date | null;
  currency: string;
  /** The ring size system the shopper ordered in (decision record 057). */
  sizeSystem: SizeSystem;
  shippingMethod: Omit<ShippingMethod, 'minDays' | 'maxDays' | 'freeAboveMinor'>;
  /** The code the shopper typed, if any (the code's own discount line names it too). */
  discountCode: string | null;
  /** Each discount given, as it was shown and charged (their sum is `discountMinor`). */
  discounts: OrderDiscountView[];
  /** The tax as it was charged: its lines, inside the prices or added to the total. */
  tax: OrderTax;
  specialInstructions: string;
  items: OrderItemView[];
  /** Whether any line is made to order. */
  hasMadeToOrder: boolean;
  /** The parcel's carrier and tracking number, once shipped. */
  carrier: string | null;
  trackingNumber: string | null;
  /** Oldest first, from the placing on. */
  timeline: OrderEventView[];
  /** Whether the shopper may still cancel it (pending and within the window). */
  canCancel: boolean;
  /** How it is paid, its ledger and the figures derived from it. */
  payment: PaymentView;
  /** Its invoice (once paid in full) and credit notes. */
  documents: OrderDocuments;
}

/** Every column a reader sees (the idempotency key stays inside). */
const orderColumns = {
  id: orders.id,
  number: orders.number,
  userId: orders.userId,
  customerName: orders.customerName,
  contact: orders.contact,
  shippingAddress: orders.shippingAddress,
  shippingMethodId: orders.shippingMethodId,
  shippingMethodName: orders.shippingMethodName,
  currency: orders.currency,
  sizeSystem: orders.sizeSystem,
  subtotalMinor: orders.subtotalMinor,
  giftWrapMinor: orders.giftWrapMinor,
  shippingMinor: orders.shippingMinor,
  discountMinor: orders.discountMinor,
  totalMinor: orders.totalMinor,
  taxMinor: orders.taxMinor,
  taxIncluded: orders.taxIncluded,
  taxLines: orders.taxLines,
  discountCode: orders.discountCode,
  specialInstructions: orders.specialInstructions,
  status: orders.status,
  createdAt: orders.createdAt,
  cancelledAt: orders.cancelledAt,
  updatedAt: orders.updatedAt,
  heldFromStatus: orders.heldFromStatus,
  carrier: orders.carrier,
  trackingNumber: orders.trackingNumber,
  hasMadeToOrder: orders.hasMadeToOrder,
  deliveryText: shippingMethods.deliveryText,
};

type OrderRow = Omit<typeof orders.$inferSelect, 'idempotencyKey' | 'requestDigest'> & { deliveryText: string | null };

export function canCancel(order: Pick<OrderRow, 'status' | 'createdAt'>, now = Date.now()): boolean {
  return order.status === 'Pending' && now - order.createdAt.getTime() < CANCEL_WINDOW_MS;
}

type EventRow = Omit<OrderEventView, 'kind' | 'actor'> & { orderId: number; kind: 'status' | 'note'; actor: OrderEventView['actor'] };

/** The events of these orders, oldest first; internal notes and who made each change only for the shop. */
async function loadEvents(db: DbOrTx, orderIds: number[], audience: OrderAudience): Promise<EventRow[]> {
  const columns = {
    orderId: orderEvents.orderId,
    kind: orderEvents.kind,
    at: orderEvents.createdAt,
    fromStatus: orderEvents.fromStatus,
    toStatus: orderEvents.toStatus,
    note: orderEvents.note,
    carrier: orderEvents.carrier,
    trackingNumber: orderEvents.trackingNumber,
    internal: orderEvents.internal,
  };
  const inOrders = inArray(orderEvents.orderId, orderIds);
  const order = [orderEvents.orderId, orderEvents.createdAt, orderEvents.id] as const;
  if (audience === 'shopper') {
    const rows = await db
      .select(columns)
      .from(orderEvents)
      .where(and(inOrders, eq(orderEvents.kind, 'status'), eq(orderEvents.internal, false)))
      .orderBy(...order);
    return rows.map((row) => ({ ...row, actor: null }));
  }
  const rows = await db
    .select({ ...columns, actorId: users.id, actorFirstName: users.firstName, actorLastName: users.lastName, actorEmail: users.email })
    .from(orderEvents)
    .leftJoin(users, eq(users.id, orderEvents.actorId))
    .where(inOrders)
    .orderBy(...order);
  return rows.map(({ actorId, actorFirstName, actorLastName, actorEmail, ...row }) => ({
    ...row,
    actor: actorId === null ? null : { id: actorId, name: `${actorFirstName ?? ''} ${actorLastName ?? ''}`.trim(), email: actorEmail ?? '' },
  }));
}

/**
 * An order's timeline: placed, then its events. An order cancelled with no event saying so (a
 * shopper's own cancellation from before the timeline was kept) shows its cancellation from the
 * order's own date, so the shopper's page never leaves it out.
 */
export function orderTimeline(row: Pick<OrderRow, 'status' | 'createdAt' | 'cancelledAt'>, events: EventRow[]): OrderEventView[] {
  const placed: OrderEventView = {
    kind: 'placed',
    at: row.createdAt,
    fromStatus: null,
    toStatus: 'Pending',
    note: '',
    carrier: null,
    trackingNumber: null,
    internal: false,
    actor: null,
  };
  const timeline: OrderEventView[] = [placed, ...events.map(({ orderId: _order, ...event }) => event)];
  const cancellationKept = events.some((event) => event.kind === 'status' && event.toStatus === 'Cancelled');
  if (row.status === 'Cancelled' && row.cancelledAt && !cancellationKept) {
    const last = events.filter((event) => event.kind === 'status').at(-1);
    timeline.push({ ...placed, kind: 'status', at: row.cancelledAt, fromStatus: last?.toStatus ?? 'Pending', toStatus: 'Cancelled' });
    timeline.sort((a, b) => a.at.getTime() - b.at.getTime());
  }
  return timeline;
}

/** The lines of these orders, by order, as they were charged. */
async function loadLines(db: DbOrTx, orderIds: number[]): Promise<Map<number, OrderItemView[]>> {
  const items = await db.select().from(orderItems).where(inArray(orderItems.orderId, orderIds)).orderBy(orderItems.orderId, orderItems.id);
  const byOrder = new Map<number, OrderItemView[]>();
  for (const item of items) {
    const list = byOrder.get(item.orderId) ?? [];
    const { orderId: _order, unitPriceMinor: priceMinor, stockId: _stock, giftCard, ...line } = item;
    // A gift card line carries its card (decision record 050); a piece's line has none.
    list.push({ ...line, ...(giftCard ? { giftCard } : {}), priceMinor, lineTotalMinor: lineTotalMinor({ ...line, priceMinor }) });
    byOrder.set(item.orderId, list);
  }
  return byOrder;
}

/** The discounts of these orders, by order, in the order they were taken off. */
async function loadDiscounts(db: DbOrTx, orderIds: number[]): Promise<Map<number, OrderDiscountView[]>> {
  const rows = await db.select().from(orderDiscounts).where(inArray(orderDiscounts.orderId, orderIds)).orderBy(orderDiscounts.orderId, orderDiscounts.id);
  const byOrder = new Map<number, OrderDiscountView[]>();
  for (const { orderId, id: _id, ...line } of rows) byOrder.set(orderId, [...(byOrder.get(orderId) ?? []), line]);
  return byOrder;
}

/** An order as read: its row, its lines, its discounts, its events, its payment and its documents. */
function orderView(
  row: OrderRow,
  lines: OrderItemView[],
  discounts: OrderDiscountView[],
  events: EventRow[],
  payment: PaymentView,
  documents: OrderDocuments,
): OrderView {
  return {
    id: row.id,
    number: row.number,
    userId: row.userId,
    customerName: row.customerName,
    contact: row.contact,
    shippingAddress: row.shippingAddress,
    status: row.status,
    heldFromStatus: row.heldFromStatus,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    cancelledAt: row.cancelledAt,
    currency: row.currency,
    sizeSystem: row.sizeSystem,
    shippingMethod: { id: row.shippingMethodId, name: row.shippingMethodName, deliveryText: row.deliveryText ?? '', priceMinor: row.shippingMinor },
    discountCode: row.discountCode,
    discounts,
    tax: storedTax(row.taxLines, row.taxIncluded),
    specialInstructions: row.specialInstructions,
    items: lines,
    hasMadeToOrder: row.hasMadeToOrder,
    carrier: row.carrier,
    trackingNumber: row.trackingNumber,
    timeline: orderTimeline(row, events),
    subtotalMinor: row.subtotalMinor,
    giftWrapMinor: row.giftWrapMinor,
    shippingMinor: row.shippingMinor,
    discountMinor: row.discountMinor,
    totalMinor: row.totalMinor,
    itemCount: itemCount(lines),
    canCancel: canCancel(row),
    payment,
    documents,
  };
}

/** What an order tells its payment's reading. */
const paidOrder = (row: Pick<OrderRow, 'id' | 'number' | 'totalMinor' | 'currency' | 'createdAt' | 'status'>) => ({
  id: row.id,
  number: row.number,
  totalMinor: row.totalMinor,
  currency: row.currency,
  createdAt: row.createdAt,
  cancelled: row.status === 'Cancelled',
});

async function loadOrders(db: DbOrTx, where: SQL | undefined, audience: OrderAudience = 'shopper'): Promise<OrderView[]> {
  const rows: OrderRow[] = await db
    .select(orderColumns)
    .from(orders)
    .leftJoin(shippingMethods, eq(shippingMethods.id, orders.shippingMethodId))
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.id));
  if (rows.length === 0) return [];
  const orderIds = rows.map((row) => row.id);
  const [lines, discounts, events, payments, documents] = await readTogether(db, [
    () => loadLines(db, orderIds),
    () => loadDiscounts(db, orderIds),
    () => loadEvents(db, orderIds, audience),
    () => paymentsOf(db, rows.map(paidOrder)),
    () => documentsOf(db, orderIds),
  ] as const);
  const eventsByOrder = new Map<number, EventRow[]>();
  for (const event of events) eventsByOrder.set(event.orderId, [...(eventsByOrder.get(event.orderId) ?? []), event]);
  return rows.map((row) =>
    orderView(row, lines.get(row.id) ?? [], discounts.get(row.id) ?? [], eventsByOrder.get(row.id) ?? [], payments.get(row.id)!, documents.get(row.id)!),
  );
}

/** The shopper's orders, newest first. */
export async function listOrders(db: DbOrTx, userId: number): Promise<OrderView[]> {
  return loadOrders(db, eq(orders.userId, userId));
}

/** One of the shopper's orders; another shopper's is "not found" too, so ids cannot be probed. */
export async function getOrder(db: DbOrTx, userId: number, orderId: number): Promise<OrderView> {
  const [order] = await loadOrders(db, and(eq(orders.userId, userId), eq(orders.id, orderId)));
  if (!order) throw new NotFound(M.notFound);
  return order;
}

/** Any order as the shop sees it: with its internal notes and who made each change. */
export async function getOrderForStaff(db: DbOrTx, orderId: number): Promise<OrderView> {
  const [order] = await loadOrders(db, eq(orders.id, orderId), 'staff');
  if (!order) throw new NotFound(M.notFound);
  return order;
}
