/**
 * The back office's order pages, bound to the request's load context: the list, one order, its
 * moves and notes (server/services/orders/workflow.ts), and for the owner the order's audit
 * history. What the pages receive is plain data: dates as ISO 8601, money in minor units.
 */
import { data, type AppLoadContext } from 'react-router';
import { NotFound } from '../../../domain/errors.ts';
import type { PublicUser } from '../../../domain/schemas/account.ts';
import type { AdminOrderQuery, OrderStatusChangeInput } from '../../../domain/schemas/admin-orders.ts';
import { trackingUrl } from '../../../domain/tracking.ts';
import * as audit from '../../../server/services/audit/index.ts';
import * as workflow from '../../../server/services/orders/index.ts';
import type { AdminOrderDetail, AdminOrderListRow, OrderHistoryEntry } from './orders/order-data';

function rowData(row: workflow.AdminOrderRow): AdminOrderListRow {
  return { ...row, createdAt: row.createdAt.toISOString() };
}

export async function listOrders(context: AppLoadContext, query: AdminOrderQuery): Promise<{ orders: AdminOrderListRow[]; hasMore: boolean }> {
  const { orders, hasMore } = await workflow.listAdminOrders(context.db, query);
  return { orders: orders.map(rowData), hasMore };
}

function detailData(order: workflow.AdminOrderView): AdminOrderDetail {
  return {
    id: order.id,
    number: order.number,
    status: order.status,
    heldFromStatus: order.heldFromStatus,
    nextStatuses: order.nextStatuses,
    createdAt: order.createdAt.toISOString(),
    cancelledAt: order.cancelledAt?.toISOString() ?? null,
    customerName: order.customerName,
    account: order.account,
    contact: order.contact,
    shippingAddress: order.shippingAddress,
    shippingMethod: order.shippingMethod,
    discountCode: order.discountCode,
    specialInstructions: order.specialInstructions,
    hasMadeToOrder: order.hasMadeToOrder,
    carrier: order.carrier,
    trackingNumber: order.trackingNumber,
    trackingUrl: trackingUrl(order.carrier, order.trackingNumber),
    currency: order.currency,
    items: order.items,
    itemCount: order.itemCount,
    subtotalMinor: order.subtotalMinor,
    giftWrapMinor: order.giftWrapMinor,
    shippingMinor: order.shippingMinor,
    discountMinor: order.discountMinor,
    totalMinor: order.totalMinor,
    timeline: order.timeline.map((event) => ({ ...event, at: event.at.toISOString() })),
  };
}

/** One order; a missing one is the page's 404. */
export async function loadOrder(context: AppLoadContext, orderId: number): Promise<AdminOrderDetail> {
  try {
    return detailData(await workflow.getAdminOrder(context.db, orderId));
  } catch (error) {
    if (error instanceof NotFound) throw data(null, { status: 404 });
    throw error;
  }
}

export async function changeStatus(context: AppLoadContext, orderId: number, change: OrderStatusChangeInput, actor: PublicUser): Promise<AdminOrderDetail> {
  return detailData(await workflow.changeOrderStatus(context.db, context.config, orderId, change, actor));
}

export async function addNote(context: AppLoadContext, orderId: number, note: string, actor: PublicUser): Promise<AdminOrderDetail> {
  return detailData(await workflow.addOrderNote(context.db, orderId, note, actor));
}

/** The order's own entries of the audit log, newest first (the owner's to read). */
export async function orderHistory(context: AppLoadContext, orderId: number): Promise<{ entries: OrderHistoryEntry[]; hasMore: boolean }> {
  const { entries, hasMore } = await audit.listAudit(context.db, { entity: 'order', entityId: String(orderId), page: 1 });
  return { entries: entries.map((entry) => ({ ...entry, at: entry.at.toISOString() })), hasMore };
}
