import { createRoute, z } from '@hono/zod-openapi';
import { sql } from 'drizzle-orm';
import type { Api } from './context.ts';
import { json } from './openapi.ts';

const route = createRoute({
  method: 'get',
  path: '/health',
  tags: ['Operations'],
  summary: 'Ready when the database answers',
  responses: {
    200: json(z.object({ status: z.literal('ok') }), 'The shop and its database answer'),
    503: json(z.object({ status: z.literal('unavailable') }), 'The database does not answer'),
  },
});

export function mountHealth(api: Api) {
  api.openapi(route, async (c) => {
    try {
      await c.get('deps').db.execute(sql`SELECT 1`);
      return c.json({ status: 'ok' as const }, 200);
    } catch {
      return c.json({ status: 'unavailable' as const }, 503);
    }
  });
}
