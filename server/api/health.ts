/**
 * Health in two (issue 25): liveness, the process answers (restart it when not); readiness, it can
 * serve (send it traffic when so): the database answers and the listing engine is built.
 * `/health` is readiness, as it always was for load balancers, the TLS proxy and the cluster test.
 */
import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { databaseStatus, RETRY_AFTER_SECONDS } from '../db/client.ts';
import { listingEngineReady } from '../services/catalogue/index.ts';
import type { Api, ApiEnv } from './context.ts';
import { json } from './openapi.ts';

/** How long a readiness probe waits for a first listing engine being built before it says "not yet". */
const ENGINE_WAIT_MS = 2_000;

const Ready = z.object({ status: z.literal('ok') });
const NotReady = z.object({ status: z.literal('unavailable'), reason: z.string() });

const readiness = (path: string, summary: string) =>
  createRoute({
    method: 'get',
    path,
    tags: ['Operations'],
    summary,
    description:
      'Point a load balancer here: 200 when the database answers and the listing engine is built; 503 (with the reason and Retry-After) ' +
      'while the database is down or the engine is still being built. The shop recovers by itself.',
    responses: {
      200: json(Ready, 'The shop can serve'),
      503: json(NotReady, 'The database does not answer, or the listing engine is not built yet'),
    },
  });

const live = createRoute({
  method: 'get',
  path: '/health/live',
  tags: ['Operations'],
  summary: 'Liveness: the process answers',
  description: 'Never touches the database: a 200 says the process and its event loop answer. Restart the process when this fails.',
  responses: { 200: json(Ready, 'The process answers') },
});

async function ready(c: Context<ApiEnv>) {
  const deps = c.get('deps');
  c.header('Cache-Control', 'no-store');
  const database = await databaseStatus(deps.db);
  const reason = !database.ok
    ? database.reason
    : (await listingEngineReady(deps.db, deps.caches, ENGINE_WAIT_MS))
      ? undefined
      : 'the listing engine is being built';
  if (reason === undefined) return c.json({ status: 'ok' as const }, 200);
  c.header('Retry-After', String(RETRY_AFTER_SECONDS));
  return c.json({ status: 'unavailable' as const, reason }, 503);
}

export function mountHealth(api: Api) {
  api.openapi(live, (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ status: 'ok' as const }, 200);
  });
  api.openapi(readiness('/health/ready', 'Readiness: the database answers and the listing engine is built'), ready);
  api.openapi(readiness('/health', 'Readiness (the same as /health/ready, kept for existing probes)'), ready);
}
