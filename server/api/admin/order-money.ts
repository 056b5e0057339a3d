/**
 * An order's money in the back office over HTTP (decision record 025): money received by hand,
 * and refunds. Staff and the owner alike. Each takes an Idempotency-Key: the same key answers the
 * first result again (200) and moves nothing; without one, every request is its own action.
 */
import { randomUUID } from 'node:crypto';
import { createRoute, type z } from '@hono/zod-openapi';
import { AdminOrderAnswer } from '../../../domain/contract/admin-orders.ts';
import { ErrorAnswer } from '../../../domain/contract/errors.ts';
import { RecordPaymentInput, RefundInput } from '../../../domain/contract/admin-payments.ts';
import { toMinor } from '../../../domain/money.ts';
import { presentAdminOrder, recordMoneyReceived, refundOrder } from '../../services/orders/index.ts';
import { IdempotencyHeader } from '../auth.ts';
import type { Api } from '../context.ts';
import { errors, json } from '../openapi.ts';
import { OrderId } from '../orders.ts';
import { staffMember } from './index.ts';

const tags = ['Back office: orders'];
const body = <T extends z.ZodType>(schema: T) => ({ body: { content: { 'application/json': { schema } }, required: true } });
const providerFailed = { 502: json(ErrorAnswer, 'The card provider refused or did not answer; nothing moved') };

const paymentRoute = createRoute({
  method: 'post',
  path: '/admin/orders/{id}/payments',
  tags,
  summary: 'Record money received by hand (a bank transfer arrived)',
  description:
    'For an order paid by bank transfer: `amount` (major units), `receivedOn` (the day it arrived) and the bank’s `reference`. Partial payments add up; more than is still due answers 422 saying what is due. ' +
    'A card order (409) or a cancelled one (409) takes none. The shopper is e-mailed at their account’s address. With the same Idempotency-Key a repeat answers 200 and records nothing; the same key with another amount, day or reference answers 422 (idempotency_key_reused).',
  request: { params: OrderId, headers: IdempotencyHeader, ...body(RecordPaymentInput) },
  responses: { 201: json(AdminOrderAnswer, 'Recorded'), 200: json(AdminOrderAnswer, 'Recorded before with this key'), ...errors(400, 401, 403, 404, 409, 422) },
});

const refundRoute = createRoute({
  method: 'post',
  path: '/admin/orders/{id}/refunds',
  tags,
  summary: 'Refund money paid on an order',
  description:
    'At most what was captured and not yet refunded (422 saying how much may be). A card payment is refunded through its provider (502 when the provider refuses: nothing is refunded); a bank transfer’s refund is recorded once staff have sent the money back. ' +
    '`restock` puts the order’s ready-to-ship pieces back on their shelves (once for an order). The shopper is e-mailed. With the same Idempotency-Key a repeat answers 200 and refunds nothing; the same key with another amount or reason answers 422 (idempotency_key_reused). ' +
    'A provider that does not answer within 8 seconds: 504, nothing written here and no row held; the same request again (the same key) is safe, and the shop’s reconciliation settles what the provider did. A refund under way counts against what may still be refunded.',
  request: { params: OrderId, headers: IdempotencyHeader, ...body(RefundInput) },
  responses: {
    201: json(AdminOrderAnswer, 'Refunded'),
    200: json(AdminOrderAnswer, 'Refunded before with this key'),
    ...errors(400, 401, 403, 404, 409, 422, 504),
    ...providerFailed,
  },
});

export function mountOrderMoney(api: Api) {
  api.openapi(paymentRoute, async (c) => {
    const { db, config } = c.get('deps');
    const sent = c.req.valid('json');
    const idempotencyKey = c.req.valid('header')['idempotency-key'] ?? randomUUID();
    const input = { amountMinor: toMinor(sent.amount, config.currency), receivedOn: sent.receivedOn, reference: sent.reference, idempotencyKey };
    const { order, written } = await recordMoneyReceived(db, config, c.req.valid('param').id, input, staffMember(c));
    return c.json(presentAdminOrder(order), written ? 201 : 200);
  });

  api.openapi(refundRoute, async (c) => {
    const { db, config } = c.get('deps');
    const sent = c.req.valid('json');
    const idempotencyKey = c.req.valid('header')['idempotency-key'] ?? randomUUID();
    const input = { amountMinor: toMinor(sent.amount, config.currency), reason: sent.reason, restock: sent.restock, idempotencyKey };
    const { order, written } = await refundOrder(db, config, c.req.valid('param').id, input, staffMember(c));
    return c.json(presentAdminOrder(order), written ? 201 : 200);
  });
}
