import { createRoute, z } from '@hono/zod-openapi';
import { databaseStatus, RETRY_AFTER_SECONDS } from '../db/client.ts';
import type { Api } from './context.ts';
import { json } from './openapi.ts';

const route = createRoute({
  method: 'get',
  path: '/health',
  tags: ['Operations'],
  summary: 'Ready when the database answers',
  description: 'Point a load balancer here: 503 (with the reason) while the database is down; the shop recovers by itself when it is back.',
  responses: {
    200: json(z.object({ status: z.literal('ok') }), 'The shop and its database answer'),
    503: json(z.object({ status: z.literal('unavailable'), reason: z.string() }), 'The database does not answer'),
  },
});

export function mountHealth(api: Api) {
  api.openapi(route, async (c) => {
    const database = await databaseStatus(c.get('deps').db);
    c.header('Cache-Control', 'no-store');
    if (database.ok) return c.json({ status: 'ok' as const }, 200);
    c.header('Retry-After', String(RETRY_AFTER_SECONDS));
    return c.json({ status: 'unavailable' as const, reason: database.reason }, 503);
  });
}
