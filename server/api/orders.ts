/**
 * The shopper's orders: place (priced by the server, idempotent per Idempotency-Key), list
 * (newest first), read one, cancel, and take its invoice and credit notes as PDF. Another
 * shopper's order answers 404, like a missing one.
 */
import { createRoute, z } from '@hono/zod-openapi';
import { OrderAnswer } from '../../domain/contract/checkout.ts';
import { PlaceOrderInput } from '../../domain/schemas/checkout.ts';
import { limitDocumentDownloads, orderLimits } from '../services/rate-limits/index.ts';
import * as ordersService from '../services/orders/index.ts';
import { IdempotencyHeader, requireUser } from './auth.ts';
import type { Api } from './context.ts';
import { CreditNoteParam, errors, json, PathId, pdf, pdfAnswer } from './openapi.ts';

/** What the order list and order calls answer without a token (their first clients show it). */
const NO_TOKEN = 'User token not found';

export const OrderId = PathId('Order');

const listRoute = createRoute({
  method: 'get',
  path: '/orders',
  tags: ['Orders'],
  summary: 'The caller’s orders, newest first',
  responses: { 200: json(z.array(OrderAnswer), 'Orders'), ...errors(401) },
});

const placeRoute = createRoute({
  method: 'post',
  path: '/orders',
  tags: ['Orders'],
  summary: 'Place an order',
  description:
    'The order as its first clients send it, plus each item’s variantId, personalisation and giftWrap, the shipping method and a discount code. ' +
    'Every price is taken from the database; prices and totals in the request are ignored. ' +
    'The same Idempotency-Key places one order: a repeat with the same order answers it again with 200; ' +
    'the key used again with a different order is refused with 422.',
  request: {
    headers: IdempotencyHeader,
    body: { content: { 'application/json': { schema: PlaceOrderInput } }, required: true },
  },
  responses: {
    201: json(OrderAnswer, 'Placed'),
    200: json(OrderAnswer, 'Placed before with this Idempotency-Key'),
    ...errors(400, 401, 403, 409, 422, 429),
  },
});

const getRoute = createRoute({
  method: 'get',
  path: '/orders/{id}',
  tags: ['Orders'],
  summary: 'One of the caller’s orders',
  request: { params: OrderId },
  responses: { 200: json(OrderAnswer, 'The order'), ...errors(400, 401, 404) },
});

const cancelRoute = createRoute({
  method: 'post',
  path: '/orders/{id}/cancel',
  tags: ['Orders'],
  summary: 'Cancel one of the caller’s orders',
  description: 'Only while it is Pending and less than 24 hours old.',
  request: { params: OrderId },
  responses: { 200: json(OrderAnswer, 'Cancelled'), ...errors(400, 401, 404, 409) },
});

const invoiceRoute = createRoute({
  method: 'get',
  path: '/orders/{id}/invoice',
  tags: ['Orders'],
  summary: 'The invoice of one of the caller’s orders (PDF)',
  description: 'Numbered once the order is paid in full; before, a pro forma invoice (not a tax invoice).',
  request: { params: OrderId },
  responses: { 200: pdf('The invoice'), ...errors(400, 401, 404, 429) },
});

const creditNoteRoute = createRoute({
  method: 'get',
  path: '/orders/{id}/credit-notes/{number}',
  tags: ['Orders'],
  summary: 'A credit note of one of the caller’s orders (PDF)',
  request: { params: OrderId.extend({ number: CreditNoteParam }) },
  responses: { 200: pdf('The credit note'), ...errors(400, 401, 404, 429) },
});

export function mountOrders(api: Api) {
  api.openapi(listRoute, async (c) => {
    const user = await requireUser(c, NO_TOKEN);
    c.header('Cache-Control', 'private, no-store');
    const orders = await ordersService.listOrders(c.get('deps').db, user.id);
    return c.json(orders.map(ordersService.presentOrder), 200);
  });

  api.openapi(placeRoute, async (c) => {
    const { db, config } = c.get('deps');
    const user = await requireUser(c);
    const { order, created } = await ordersService.placeOrder(db, config, {
      user,
      order: c.req.valid('json'),
      idempotencyKey: c.req.valid('header')['idempotency-key'],
      limits: orderLimits({ clientIp: c.get('clientIp'), userId: user.id }),
    });
    return created ? c.json(ordersService.presentOrder(order), 201) : c.json(ordersService.presentOrder(order), 200);
  });

  api.openapi(getRoute, async (c) => {
    const user = await requireUser(c, NO_TOKEN);
    c.header('Cache-Control', 'private, no-store');
    return c.json(ordersService.presentOrder(await ordersService.getOrder(c.get('deps').db, user.id, c.req.valid('param').id)), 200);
  });

  api.openapi(cancelRoute, async (c) => {
    const user = await requireUser(c);
    return c.json(ordersService.presentOrder(await ordersService.cancelOrder(c.get('deps').db, c.get('deps').config, user.id, c.req.valid('param').id)), 200);
  });

  // Each download draws a PDF: counted per account before it is drawn.
  api.openapi(invoiceRoute, async (c) => {
    const user = await requireUser(c, NO_TOKEN);
    const { db } = c.get('deps');
    await limitDocumentDownloads(db, { clientIp: c.get('clientIp'), userId: user.id });
    const { name, file } = await ordersService.downloadOwnOrderDocument(db, user.id, c.req.valid('param').id, 'invoice');
    return pdfAnswer(c, name, file);
  });

  api.openapi(creditNoteRoute, async (c) => {
    const user = await requireUser(c, NO_TOKEN);
    const { db } = c.get('deps');
    await limitDocumentDownloads(db, { clientIp: c.get('clientIp'), userId: user.id });
    const { id, number } = c.req.valid('param');
    const { name, file } = await ordersService.downloadOwnOrderDocument(db, user.id, id, { creditNote: number });
    return pdfAnswer(c, name, file);
  });
}
