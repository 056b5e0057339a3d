/**
 * The shopper's returns (issue 34, decision record 048): ask for one (idempotent per
 * Idempotency-Key), list their own, read one, withdraw one still requested. Another shopper's
 * order or return answers 404, like a missing one.
 */
import { createRoute } from '@hono/zod-openapi';
import { ReturnAnswer, ReturnListAnswer, ReturnRequestInput } from '../../domain/contract/returns.ts';
import { getReturnPolicy } from '../services/shop/index.ts';
import * as returnsService from '../services/returns/index.ts';
import { IdempotencyHeader, requireUser } from './auth.ts';
import type { Api } from './context.ts';
import { errors, json, PathId } from './openapi.ts';

export const ReturnId = PathId('Return');

const tags = ['Returns'];

const requestRoute = createRoute({
  method: 'post',
  path: '/returns',
  tags,
  summary: 'Ask to return pieces of a delivered order',
  description:
    'Lines of the caller’s delivered order with how many of each, a reason (with text), and what is wanted: `refund` (to the way the order was paid), `store_credit`, or `exchange` (each line naming the same product’s other metal or size, in stock or made to order; it is reserved at once). ' +
    'Another’s order: 404. An order not delivered, past its returns deadline, more pieces than were delivered less those other returns hold, a piece returnable only when faulty with another reason, or an exchange not available: 422 saying why. ' +
    'The same Idempotency-Key answers the return it made (200).',
  request: { headers: IdempotencyHeader, body: { content: { 'application/json': { schema: ReturnRequestInput } }, required: true } },
  responses: { 201: json(ReturnAnswer, 'Requested'), 200: json(ReturnAnswer, 'Requested before with this key'), ...errors(400, 401, 404, 409, 422) },
});

const listRoute = createRoute({
  method: 'get',
  path: '/returns',
  tags,
  summary: 'The caller’s returns, newest first',
  responses: { 200: json(ReturnListAnswer, 'Returns'), ...errors(401) },
});

const getRoute = createRoute({
  method: 'get',
  path: '/returns/{id}',
  tags,
  summary: 'One of the caller’s returns',
  request: { params: ReturnId },
  responses: { 200: json(ReturnAnswer, 'The return'), ...errors(400, 401, 404) },
});

const withdrawRoute = createRoute({
  method: 'post',
  path: '/returns/{id}/withdraw',
  tags,
  summary: 'Withdraw one of the caller’s returns while it waits for approval',
  description: 'A reserved exchange piece goes back on its shelf. Once approved or refused: 409.',
  request: { params: ReturnId },
  responses: { 200: json(ReturnAnswer, 'Withdrawn'), ...errors(400, 401, 404, 409) },
});

export function mountReturns(api: Api) {
  api.openapi(requestRoute, async (c) => {
    const { db, config } = c.get('deps');
    const user = await requireUser(c);
    const key = c.req.valid('header')['idempotency-key'];
    const { view, created } = await returnsService.requestReturn(db, config, user.id, c.req.valid('json'), key);
    return c.json(returnsService.presentReturn(view, await getReturnPolicy(db)), created ? 201 : 200);
  });

  api.openapi(listRoute, async (c) => {
    const { db } = c.get('deps');
    const user = await requireUser(c);
    const [found, policy] = [await returnsService.listOwnReturns(db, user.id), await getReturnPolicy(db)];
    return c.json({ returns: found.map((view) => returnsService.presentReturn(view, policy)) }, 200);
  });

  api.openapi(getRoute, async (c) => {
    const { db } = c.get('deps');
    const user = await requireUser(c);
    const view = await returnsService.getReturn(db, c.req.valid('param').id, user.id);
    return c.json(returnsService.presentReturn(view, await getReturnPolicy(db)), 200);
  });

  api.openapi(withdrawRoute, async (c) => {
    const { db } = c.get('deps');
    const user = await requireUser(c);
    const view = await returnsService.withdrawReturn(db, user.id, c.req.valid('param').id);
    return c.json(returnsService.presentReturn(view, await getReturnPolicy(db)), 200);
  });
}
