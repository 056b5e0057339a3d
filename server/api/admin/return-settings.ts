/**
 * The returns policy (owner only, issue 34, decision record 047): the window, the EU/UK statutory
 * minimum, the faulty-only pieces, label or address, the restocking fee. The home page, the product
 * page, the terms, the FAQ and the e-mails print it; changing it is an owner action, audited.
 */
import { createRoute } from '@hono/zod-openapi';
import { ReturnPolicyAnswer, ReturnPolicyInput } from '../../../domain/contract/returns-policy.ts';
import { getReturnPolicy, presentReturnPolicy, saveReturnPolicy } from '../../services/shop/index.ts';
import type { Api } from '../context.ts';
import { errors, json } from '../openapi.ts';
import { requireOwner, requireRecentOwner } from './index.ts';
import { RECENT_OWNER_NOTE } from './owner-actions.ts';

const tags = ['Back office: returns policy'];

const readRoute = createRoute({
  method: 'get',
  path: '/admin/settings/returns',
  tags,
  summary: 'The returns policy and its words (owner only)',
  responses: { 200: json(ReturnPolicyAnswer, 'Policy'), ...errors(401, 403) },
});

const changeRoute = createRoute({
  method: 'put',
  path: '/admin/settings/returns',
  tags,
  summary: 'Set the returns policy (owner only)',
  description: 'The home page, the product pages, the terms, the FAQ and the e-mails print the new policy at once, on every instance. ' + RECENT_OWNER_NOTE,
  request: { body: { content: { 'application/json': { schema: ReturnPolicyInput } }, required: true } },
  responses: { 200: json(ReturnPolicyAnswer, 'Saved'), ...errors(400, 401, 403) },
});

export function mountReturnSettings(api: Api) {
  api.openapi(readRoute, async (c) => {
    requireOwner(c);
    return c.json(presentReturnPolicy(await getReturnPolicy(c.get('deps').db)), 200);
  });

  api.openapi(changeRoute, async (c) => {
    const owner = requireRecentOwner(c);
    return c.json(presentReturnPolicy(await saveReturnPolicy(c.get('deps').db, c.req.valid('json'), owner)), 200);
  });
}
