/**
 * A customer's store credit in the back office (issue 34, decision record 047): staff and the
 * owner read it, and issue credit or withdraw it with a reason. The Idempotency-Key makes a double
 * click one entry: the same key again answers 200 and writes nothing.
 */
import { randomUUID } from 'node:crypto';
import { createRoute } from '@hono/zod-openapi';
import { StoreCreditAnswer, StoreCreditInput } from '../../../domain/contract/store-credit.ts';
import { toMinor } from '../../../domain/money.ts';
import { CustomerId } from '../../../domain/schemas/admin-customers.ts';
import { changeStoreCredit, customerStoreCredit, storeCreditOf } from '../../services/payments/index.ts';
import { IdempotencyHeader } from '../auth.ts';
import type { Api } from '../context.ts';
import { errors, json } from '../openapi.ts';
import { staffMember } from './index.ts';

const tags = ['Back office: customers'];

const readRoute = createRoute({
  method: 'get',
  path: '/admin/customers/{id}/store-credit',
  tags,
  summary: 'The customer’s store credit: the balance and its history, newest first',
  request: { params: CustomerId },
  responses: { 200: json(StoreCreditAnswer, 'Store credit'), ...errors(401, 403, 404) },
});

const changeRoute = createRoute({
  method: 'post',
  path: '/admin/customers/{id}/store-credit',
  tags,
  summary: 'Issue store credit to the customer, or withdraw it, with a reason (staff and owner)',
  description:
    'kind `issued` gives credit; `voided` takes it back, at most the balance (422 “Only $10.00 is left.”). The reason is shown to the shopper in their ' +
    'history and recorded in the audit log. With the same Idempotency-Key a repeat answers 200 and writes nothing.',
  request: { params: CustomerId, headers: IdempotencyHeader, body: { content: { 'application/json': { schema: StoreCreditInput } }, required: true } },
  responses: { 201: json(StoreCreditAnswer, 'Written'), 200: json(StoreCreditAnswer, 'Written before with this key'), ...errors(400, 401, 403, 404, 422) },
});

export function mountStoreCredit(api: Api) {
  api.openapi(readRoute, async (c) => {
    const { db, config } = c.get('deps');
    return c.json(await customerStoreCredit(db, c.req.valid('param').id, config.currency), 200);
  });

  api.openapi(changeRoute, async (c) => {
    const { db, config } = c.get('deps');
    const { id } = c.req.valid('param');
    const sent = c.req.valid('json');
    const idempotencyKey = c.req.valid('header')['idempotency-key'] ?? randomUUID();
    const change = { kind: sent.kind, amountMinor: toMinor(sent.amount, config.currency), reason: sent.reason, idempotencyKey, currency: config.currency };
    const { written } = await changeStoreCredit(db, id, change, staffMember(c));
    return c.json(await storeCreditOf(db, id, config.currency), written ? 201 : 200);
  });
}
