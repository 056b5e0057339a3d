/** Low stock in the back office: the shelves at or under the owner's threshold, and the threshold itself. */
import { createRoute, z } from '@hono/zod-openapi';
import { LowStockQuery, LowStockThresholdInput } from '../../../domain/schemas/stock.ts';
import * as stock from '../../services/catalogue/index.ts';
import type { Api } from '../context.ts';
import { errors, json } from '../openapi.ts';
import { requireOwner } from './index.ts';

const tags = ['Back office: stock'];

const LowStockItem = z
  .object({
    productId: z.number().int(),
    variantId: z.number().int(),
    title: z.string(),
    metal: z.string(),
    size: z.string().openapi({ description: "'' for a one-size piece" }),
    quantity: z.number().int(),
  })
  .openapi('LowStockItem');

const Threshold = z
  .object({ threshold: z.number().int().openapi({ description: 'A shelf holding this many pieces or fewer is low' }) })
  .openapi('LowStockThreshold');

const lowRoute = createRoute({
  method: 'get',
  path: '/admin/stock/low',
  tags,
  summary: 'Ready-to-ship shelves at or under the low-stock threshold, emptiest first',
  request: { query: LowStockQuery },
  responses: {
    200: json(z.object({ threshold: z.number().int(), items: z.array(LowStockItem) }).openapi('LowStock'), 'Low shelves'),
    ...errors(400, 401, 403),
  },
});

const getThresholdRoute = createRoute({
  method: 'get',
  path: '/admin/settings/low-stock-threshold',
  tags,
  summary: 'The low-stock threshold',
  responses: { 200: json(Threshold, 'The threshold'), ...errors(401, 403) },
});

const putThresholdRoute = createRoute({
  method: 'put',
  path: '/admin/settings/low-stock-threshold',
  tags,
  summary: 'Set the low-stock threshold (owner only; recorded in the audit log)',
  request: { body: { content: { 'application/json': { schema: LowStockThresholdInput } }, required: true } },
  responses: { 200: json(Threshold, 'The new threshold'), ...errors(400, 401, 403) },
});

export function mountStock(api: Api) {
  api.openapi(lowRoute, async (c) => {
    const { db } = c.get('deps');
    const threshold = await stock.lowStockThreshold(db);
    const items = await stock.listLowStock(db, { limit: c.req.valid('query').limit, threshold });
    return c.json({ threshold, items }, 200);
  });

  api.openapi(getThresholdRoute, async (c) => c.json({ threshold: await stock.lowStockThreshold(c.get('deps').db) }, 200));

  api.openapi(putThresholdRoute, async (c) => {
    const owner = requireOwner(c);
    const threshold = await stock.setLowStockThreshold(c.get('deps').db, c.req.valid('json').threshold, owner);
    return c.json({ threshold }, 200);
  });
}
