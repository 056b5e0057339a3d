/**
 * Staff capturing an order's card payment by hand (decision record 025): POST
 * /api/admin/orders/{id}/capture. Confirming the order captures too; this is for an order staff
 * are committed to without moving it. Two clicks at once make one capture.
 */
import { createRoute } from '@hono/zod-openapi';
import { AdminOrderAnswer } from '../../../domain/contract/admin-orders.ts';
import { captureOrderPayment, getAdminOrder, presentAdminOrder } from '../../services/orders/index.ts';
import type { Api } from '../context.ts';
import { errors, json } from '../openapi.ts';
import { OrderId } from '../orders.ts';
import { staffMember } from './index.ts';

const captureRoute = createRoute({
  method: 'post',
  path: '/admin/orders/{id}/capture',
  tags: ['Back office: orders'],
  summary: 'Capture the card payment authorised for an order',
  description:
    'Captures what is authorised and not yet captured, once: a repeat (or a second click at once) answers the order as it is. ' +
    '409 when nothing was authorised; 422 when the provider refuses (the order is put On hold, the problem noted); 502 when it cannot be reached, 504 when it does not answer within 8 seconds (no row held while waiting; safe to repeat, and the reconciliation settles what the provider did). ' +
    'It takes no body and no key: its key is derived from the order, so any repeat is the same capture.',
  request: { params: OrderId },
  responses: { 200: json(AdminOrderAnswer, 'The order, its payment captured'), ...errors(400, 401, 403, 404, 409, 422, 502, 504) },
});

export function mountCardCapture(api: Api) {
  api.openapi(captureRoute, async (c) => {
    const { db, config } = c.get('deps');
    const orderId = c.req.valid('param').id;
    await captureOrderPayment(db, config, orderId, staffMember(c));
    return c.json(presentAdminOrder(await getAdminOrder(db, orderId)), 200);
  });
}
