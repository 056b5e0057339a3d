/**
 * Orders in the back office over HTTP: the list, one order with its timeline, the workflow's moves,
 * internal notes, and the packing slip and invoice as PDF. Staff and the owner alike.
 */
import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { OrderLineAnswer } from '../../../domain/contract/lines.ts';
import { AddressAnswer, ContactAnswer, ShippingMethodAnswer, TotalsAnswer } from '../../../domain/contract/checkout.ts';
import { ORDER_STATUSES } from '../../../domain/order.ts';
import { AdminOrderQuery, OrderNoteInput, OrderStatusChangeInput } from '../../../domain/schemas/admin-orders.ts';
import { trackingUrl } from '../../../domain/tracking.ts';
import { toMajor } from '../../../domain/money.ts';
import { invoicePdf, packingSlipPdf } from '../../services/orders/index.ts';
import { addOrderNote, changeOrderStatus, getAdminOrder, listAdminOrders, type AdminOrderRow, type AdminOrderView } from '../../services/orders/index.ts';
import { orderLineJson, shippingMethodJson, totalsJson } from '../answers.ts';
import type { Api } from '../context.ts';
import { errors, json } from '../openapi.ts';
import { OrderId } from '../orders.ts';
import { staffMember } from './index.ts';

const tags = ['Back office: orders'];
const Status = z.enum(ORDER_STATUSES);

const AdminOrderRowAnswer = z
  .object({
    id: z.number().int(),
    number: z.number().int(),
    created: z.string().openapi({ description: 'ISO 8601' }),
    customerName: z.string(),
    email: z.string(),
    status: Status,
    total: z.number(),
    currency: z.string(),
    itemCount: z.number().int(),
    madeToOrder: z.boolean().openapi({ description: 'Whether any line is made to order' }),
  })
  .openapi('AdminOrderRow');

const Actor = z.object({ id: z.number().int(), name: z.string(), email: z.string() }).nullable();

const AdminTimelineEntry = z
  .object({
    kind: z.enum(['placed', 'status', 'note']),
    at: z.string().openapi({ description: 'ISO 8601' }),
    from: Status.nullable(),
    to: Status.nullable(),
    note: z.string(),
    carrier: z.string().nullable(),
    trackingNumber: z.string().nullable(),
    internal: z.boolean().openapi({ description: 'A note for the shop only; the shopper never sees it' }),
    actor: Actor.openapi({ description: 'Who did it; null: the shopper placing it, or the shop itself' }),
  })
  .openapi('AdminOrderEvent');

const AdminOrderAnswer = TotalsAnswer.extend({
  id: z.number().int(),
  number: z.number().int(),
  status: Status,
  heldFromStatus: Status.nullable().openapi({ description: 'On hold: the status it returns to' }),
  nextStatuses: z.array(Status).openapi({ description: 'The moves the workflow allows now' }),
  created: z.string(),
  updated: z.string(),
  cancelledAt: z.string().nullable(),
  customerId: z.number().int(),
  customerName: z.string(),
  account: z
    .object({ email: z.string(), emailVerified: z.boolean() })
    .nullable()
    .openapi({ description: 'Status e-mails go to this address while it is verified' }),
  contact: ContactAnswer,
  shippingAddress: AddressAnswer,
  shippingMethod: ShippingMethodAnswer,
  discountCode: z.string().nullable(),
  specialInstructions: z.string(),
  madeToOrder: z.boolean(),
  carrier: z.string().nullable(),
  trackingNumber: z.string().nullable(),
  trackingUrl: z.string().nullable(),
  items: z.array(OrderLineAnswer.extend({ madeToOrder: z.boolean() })),
  timeline: z.array(AdminTimelineEntry),
}).meta({ id: 'AdminOrder' });

function rowJson(row: AdminOrderRow) {
  return {
    id: row.id,
    number: row.number,
    created: row.createdAt.toISOString(),
    customerName: row.customerName,
    email: row.email,
    status: row.status,
    total: toMajor(row.totalMinor, row.currency),
    currency: row.currency,
    itemCount: row.itemCount,
    madeToOrder: row.hasMadeToOrder,
  };
}

function adminOrderJson(order: AdminOrderView): z.infer<typeof AdminOrderAnswer> {
  return {
    ...totalsJson(order, order.currency),
    id: order.id,
    number: order.number,
    status: order.status,
    heldFromStatus: order.heldFromStatus,
    nextStatuses: order.nextStatuses,
    created: order.createdAt.toISOString(),
    updated: order.updatedAt.toISOString(),
    cancelledAt: order.cancelledAt?.toISOString() ?? null,
    customerId: order.userId,
    customerName: order.customerName,
    account: order.account,
    contact: order.contact,
    shippingAddress: order.shippingAddress,
    shippingMethod: shippingMethodJson(order.shippingMethod, order.currency),
    discountCode: order.discountCode,
    specialInstructions: order.specialInstructions,
    madeToOrder: order.hasMadeToOrder,
    carrier: order.carrier,
    trackingNumber: order.trackingNumber,
    trackingUrl: trackingUrl(order.carrier, order.trackingNumber),
    items: order.items.map((item) => ({ ...orderLineJson(item, order.currency), madeToOrder: item.madeToOrder })),
    timeline: order.timeline.map((event) => ({
      kind: event.kind,
      at: event.at.toISOString(),
      from: event.fromStatus,
      to: event.toStatus,
      note: event.note,
      carrier: event.carrier,
      trackingNumber: event.trackingNumber,
      internal: event.internal,
      actor: event.actor,
    })),
  };
}

/** A PDF shown in the browser (and saved under `name`); never kept by a shared cache. */
const pdfAnswer = (c: Context, name: string, file: Buffer) =>
  c.body(new Uint8Array(file), 200, {
    'Content-Type': 'application/pdf',
    'Content-Disposition': `inline; filename="${name}"`,
    'Cache-Control': 'private, no-store',
  });

const body = <T extends z.ZodType>(schema: T) => ({ body: { content: { 'application/json': { schema } }, required: true } });
const pdf = (description: string) => ({ description, content: { 'application/pdf': { schema: z.string().openapi({ format: 'binary' }) } } });

const listRoute = createRoute({
  method: 'get',
  path: '/admin/orders',
  tags,
  summary: 'Orders, newest first',
  description:
    'Filter by `status`, the days placed (`from`, `to`, inclusive, UTC) and `madeToOrder`; `q` finds an order number exactly, or part of the customer’s name or e-mail address. 25 a page.',
  request: { query: AdminOrderQuery },
  responses: {
    200: json(z.object({ orders: z.array(AdminOrderRowAnswer), hasMore: z.boolean() }).openapi('AdminOrderPage'), 'Orders'),
    ...errors(400, 401, 403),
  },
});

const getRoute = createRoute({
  method: 'get',
  path: '/admin/orders/{id}',
  tags,
  summary: 'One order, with its whole timeline and the moves allowed now',
  request: { params: OrderId },
  responses: { 200: json(AdminOrderAnswer, 'The order'), ...errors(400, 401, 403, 404) },
});

const statusRoute = createRoute({
  method: 'post',
  path: '/admin/orders/{id}/status',
  tags,
  summary: 'Move an order on in its workflow',
  description:
    'Pending → Confirmed → In production (made-to-order pieces) → Ready to ship → Shipped → Delivered; On hold from any open status and back; Cancelled from Pending, Confirmed, In production or On hold (its ready-to-ship pieces go back on the shelf). ' +
    'A move the workflow does not allow answers 409. Shipped needs `carrier` and `trackingNumber` (read only then). The `note` is told to the shopper. ' +
    'Each move e-mails the shopper at their verified account address.',
  request: { params: OrderId, ...body(OrderStatusChangeInput) },
  responses: { 200: json(AdminOrderAnswer, 'Moved'), ...errors(400, 401, 403, 404, 409) },
});

const noteRoute = createRoute({
  method: 'post',
  path: '/admin/orders/{id}/notes',
  tags,
  summary: 'Add an internal note (the shopper never sees it)',
  request: { params: OrderId, ...body(OrderNoteInput) },
  responses: { 201: json(AdminOrderAnswer, 'Noted'), ...errors(400, 401, 403, 404) },
});

const packingSlipRoute = createRoute({
  method: 'get',
  path: '/admin/orders/{id}/packing-slip',
  tags,
  summary: 'The packing slip (PDF): the pieces with every choice, no prices',
  request: { params: OrderId },
  responses: { 200: pdf('The packing slip'), ...errors(400, 401, 403, 404) },
});

const invoiceRoute = createRoute({
  method: 'get',
  path: '/admin/orders/{id}/invoice',
  tags,
  summary: 'The invoice (PDF): the pieces with their prices, and the totals',
  request: { params: OrderId },
  responses: { 200: pdf('The invoice'), ...errors(400, 401, 403, 404) },
});

export function mountOrders(api: Api) {
  api.openapi(listRoute, async (c) => {
    const { orders, hasMore } = await listAdminOrders(c.get('deps').db, c.req.valid('query'));
    return c.json({ orders: orders.map(rowJson), hasMore }, 200);
  });

  api.openapi(getRoute, async (c) => c.json(adminOrderJson(await getAdminOrder(c.get('deps').db, c.req.valid('param').id)), 200));

  api.openapi(statusRoute, async (c) => {
    const { db, config } = c.get('deps');
    const order = await changeOrderStatus(db, config, c.req.valid('param').id, c.req.valid('json'), staffMember(c));
    return c.json(adminOrderJson(order), 200);
  });

  api.openapi(noteRoute, async (c) => {
    const order = await addOrderNote(c.get('deps').db, c.req.valid('param').id, c.req.valid('json').note, staffMember(c));
    return c.json(adminOrderJson(order), 201);
  });

  api.openapi(packingSlipRoute, async (c) => {
    const { db, config } = c.get('deps');
    const order = await getAdminOrder(db, c.req.valid('param').id);
    return pdfAnswer(c, `packing-slip-${order.number}.pdf`, await packingSlipPdf(config, order));
  });

  api.openapi(invoiceRoute, async (c) => {
    const { db, config } = c.get('deps');
    const order = await getAdminOrder(db, c.req.valid('param').id);
    return pdfAnswer(c, `invoice-${order.number}.pdf`, await invoicePdf(config, order));
  });
}
