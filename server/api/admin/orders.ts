/**
 * Orders in the back office over HTTP: the list, one order with its timeline, the workflow's moves,
 * internal notes, and the packing slip, invoice and credit notes as PDF. Staff and the owner alike.
 */
import { createRoute, type z } from '@hono/zod-openapi';
import { AdminOrderAnswer, AdminOrderPageAnswer } from '../../../domain/contract/admin-orders.ts';
import { AdminOrderQuery, OrderNoteInput, OrderStatusChangeInput } from '../../../domain/schemas/admin-orders.ts';
import { downloadOrderDocument } from '../../services/orders/index.ts';
import { addOrderNote, changeOrderStatus, getAdminOrder, listAdminOrders, presentAdminOrder, presentAdminOrderRow } from '../../services/orders/index.ts';
import type { Api } from '../context.ts';
import { CreditNoteParam, errors, json, pdf, pdfAnswer } from '../openapi.ts';
import { OrderId } from '../orders.ts';
import { staffMember } from './index.ts';

const tags = ['Back office: orders'];

const body = <T extends z.ZodType>(schema: T) => ({ body: { content: { 'application/json': { schema } }, required: true } });

const listRoute = createRoute({
  method: 'get',
  path: '/admin/orders',
  tags,
  summary: 'Orders, newest first',
  description:
    'Filter by `status`, the days placed (`from`, `to`, inclusive, UTC) and `madeToOrder`; `q` finds an order number exactly, or part of the customer’s name or e-mail address. 25 a page.',
  request: { query: AdminOrderQuery },
  responses: {
    200: json(AdminOrderPageAnswer, 'Orders'),
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
  description: 'Numbered once the order is paid in full; before, a pro forma invoice.',
  request: { params: OrderId },
  responses: { 200: pdf('The invoice'), ...errors(400, 401, 403, 404) },
});

const creditNoteRoute = createRoute({
  method: 'get',
  path: '/admin/orders/{id}/credit-notes/{number}',
  tags,
  summary: 'A credit note of the order (PDF): the amount refunded and why, referring to its invoice',
  request: { params: OrderId.extend({ number: CreditNoteParam }) },
  responses: { 200: pdf('The credit note'), ...errors(400, 401, 403, 404) },
});

export function mountOrders(api: Api) {
  api.openapi(listRoute, async (c) => {
    const { orders, hasMore } = await listAdminOrders(c.get('deps').db, c.req.valid('query'));
    return c.json({ orders: orders.map(presentAdminOrderRow), hasMore }, 200);
  });

  api.openapi(getRoute, async (c) => c.json(presentAdminOrder(await getAdminOrder(c.get('deps').db, c.req.valid('param').id)), 200));

  api.openapi(statusRoute, async (c) => {
    const { db, config } = c.get('deps');
    const order = await changeOrderStatus(db, config, c.req.valid('param').id, c.req.valid('json'), staffMember(c));
    return c.json(presentAdminOrder(order), 200);
  });

  api.openapi(noteRoute, async (c) => {
    const order = await addOrderNote(c.get('deps').db, c.req.valid('param').id, c.req.valid('json').note, staffMember(c));
    return c.json(presentAdminOrder(order), 201);
  });

  // Each download is recorded in the audit log, by whom (orders/document-downloads.ts).
  api.openapi(packingSlipRoute, async (c) => {
    const { db } = c.get('deps');
    const { name, file } = await downloadOrderDocument(db, c.req.valid('param').id, 'packing-slip', staffMember(c));
    return pdfAnswer(c, name, file);
  });

  api.openapi(invoiceRoute, async (c) => {
    const { db } = c.get('deps');
    const { name, file } = await downloadOrderDocument(db, c.req.valid('param').id, 'invoice', staffMember(c));
    return pdfAnswer(c, name, file);
  });

  api.openapi(creditNoteRoute, async (c) => {
    const { db } = c.get('deps');
    const { id, number } = c.req.valid('param');
    const { name, file } = await downloadOrderDocument(db, id, { creditNote: number }, staffMember(c));
    return pdfAnswer(c, name, file);
  });
}
