/** Low stock in the back office: the shelves at or under the owner's threshold, and the threshold itself. */
import { createRoute } from '@hono/zod-openapi';
import { LowStockAnswer, LowStockThresholdAnswer } from '../../../domain/contract/admin-stock.ts';
import { LowStockQuery, LowStockThresholdInput } from '../../../domain/schemas/stock.ts';
import * as stock from '../../services/catalogue/index.ts';
import type { Api } from '../context.ts';
import { errors, json } from '../openapi.ts';
import { requireOwner } from './index.ts';

const tags = ['Back office: stock'];

const lowRoute = createRoute({
  method: 'get',
  path: '/admin/stock/low',
  tags,
  summary: 'Ready-to-ship shelves at or under the low-stock threshold, emptiest first',
  request: { query: LowStockQuery },
  responses: {
    200: json(LowStockAnswer, 'Low shelves'),
    ...errors(400, 401, 403),
  },
});

const getThresholdRoute = createRoute({
  method: 'get',
  path: '/admin/settings/low-stock-threshold',
  tags,
  summary: 'The low-stock threshold',
  responses: { 200: json(LowStockThresholdAnswer, 'The threshold'), ...errors(401, 403) },
});

const putThresholdRoute = createRoute({
  method: 'put',
  path: '/admin/settings/low-stock-threshold',
  tags,
  summary: 'Set the low-stock threshold (owner only; recorded in the audit log)',
  request: { body: { content: { 'application/json': { schema: LowStockThresholdInput } }, required: true } },
  responses: { 200: json(LowStockThresholdAnswer, 'The new threshold'), ...errors(400, 401, 403) },
});

export function mountStock(api: Api) {
  api.openapi(lowRoute, async (c) => {
    const { db } = c.get('deps');
    const threshold = await stock.lowStockThreshold(db);
    const items = await stock.listLowStock(db, { limit: c.req.valid('query').limit, threshold });
    return c.json(stock.lowStockAnswer(threshold, items), 200);
  });

  api.openapi(getThresholdRoute, async (c) => c.json({ threshold: await stock.lowStockThreshold(c.get('deps').db) }, 200));

  api.openapi(putThresholdRoute, async (c) => {
    const owner = requireOwner(c);
    const threshold = await stock.setLowStockThreshold(c.get('deps').db, c.req.valid('json').threshold, owner);
    return c.json({ threshold }, 200);
  });
}
