/**
 * The back office's order pages, bound to the request's load context: the list, one order, its
 * moves and notes (server/services/orders/workflow.ts), its money (money received, refunds:
 * orders/money.ts), and for the owner the order's audit history. The pages receive what `/api/admin/orders` answers (domain/contract/admin-orders.ts),
 * made by the same presenters: dates as ISO 8601, money in major units.
 */
import type { AppLoadContext } from 'react-router';
import type { PublicUser } from '../../../domain/schemas/account.ts';
import type { RecordPaymentInput, RefundInput } from '../../../domain/contract/admin-payments.ts';
import { toMinor } from '../../../domain/money.ts';
import type { AdminOrderQuery, OrderStatusChangeInput } from '../../../domain/schemas/admin-orders.ts';
import * as audit from '../../../server/services/audit/index.ts';
import * as orders from '../../../server/services/orders/index.ts';

export async function listOrders(context: AppLoadContext, query: AdminOrderQuery) {
  const { orders: rows, hasMore } = await orders.listAdminOrders(context.db, query);
  return { orders: rows.map(orders.presentAdminOrderRow), hasMore };
}

/** One order; a missing one is the page's 404 (through the loader's forLoader). */
export async function loadOrder(context: AppLoadContext, orderId: number) {
  return orders.presentAdminOrder(await orders.getAdminOrder(context.db, orderId));
}

export async function changeStatus(context: AppLoadContext, orderId: number, change: OrderStatusChangeInput, actor: PublicUser) {
  return orders.presentAdminOrder(await orders.changeOrderStatus(context.db, context.config, orderId, change, actor));
}

export async function addNote(context: AppLoadContext, orderId: number, note: string, actor: PublicUser) {
  return orders.presentAdminOrder(await orders.addOrderNote(context.db, orderId, note, actor));
}

/** Captures the order's authorised card payment, once however many clicks (services/orders card-capture.ts). */
export async function captureCard(context: AppLoadContext, orderId: number, actor: PublicUser) {
  await orders.captureOrderPayment(context.db, context.config, orderId, actor);
}

/** The order's own entries of the audit log, newest first (the owner's to read). */
export async function orderHistory(context: AppLoadContext, orderId: number) {
  return audit.auditPageAnswer(await audit.listAudit(context.db, { entity: 'order', entityId: String(orderId), page: 1 }));
}

/** Money received by hand (a bank transfer arrived), in the shop's currency's major units as typed. */
export async function recordPayment(context: AppLoadContext, orderId: number, sent: RecordPaymentInput & { idempotencyKey: string }, actor: PublicUser) {
  const input = { ...sent, amountMinor: toMinor(sent.amount, context.config.currency) };
  const { order, written } = await orders.recordMoneyReceived(context.db, context.config, orderId, input, actor);
  return { order: orders.presentAdminOrder(order), written };
}

/** A refund: through the card provider for a card payment, recorded for a bank transfer. */
export async function refund(context: AppLoadContext, orderId: number, sent: RefundInput & { idempotencyKey: string }, actor: PublicUser) {
  const input = { ...sent, amountMinor: toMinor(sent.amount, context.config.currency) };
  const { order, written } = await orders.refundOrder(context.db, context.config, orderId, input, actor);
  return { order: orders.presentAdminOrder(order), written };
}
