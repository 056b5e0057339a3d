/** The signed-in shopper's store credit (issue 34, decision record 047): the balance and its history. */
import { createRoute } from '@hono/zod-openapi';
import { StoreCreditAnswer } from '../../domain/contract/store-credit.ts';
import { storeCreditOf } from '../services/payments/index.ts';
import { requireUser } from './auth.ts';
import type { Api } from './context.ts';
import { errors, json } from './openapi.ts';

const route = createRoute({
  method: 'get',
  path: '/me/store-credit',
  tags: ['Accounts'],
  summary: 'The signed-in shopper’s store credit: the balance and its history, newest first',
  description: 'Each entry says what it was (issued for a return, spent on an order, given by the shop with its reason) and the balance it left.',
  responses: { 200: json(StoreCreditAnswer, 'Store credit'), ...errors(401) },
});

export function mountMeStoreCredit(api: Api) {
  api.openapi(route, async (c) => {
    const user = await requireUser(c, 'You are not logged in.');
    const { db, config } = c.get('deps');
    c.header('Cache-Control', 'private, no-store');
    return c.json(await storeCreditOf(db, user.id, config.currency), 200);
  });
}
