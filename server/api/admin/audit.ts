/** The audit log over HTTP: who changed what in the back office, for the owner. */
import { createRoute, z } from '@hono/zod-openapi';
import { AuditQuery } from '../../../domain/schemas/audit.ts';
import { listAudit } from '../../services/audit/index.ts';
import type { Api } from '../context.ts';
import { errors, json } from '../openapi.ts';
import { requireOwner } from './index.ts';

const Fields = z.record(z.string(), z.unknown()).nullable();

const AuditEntry = z
  .object({
    id: z.number().int(),
    at: z.string().openapi({ description: 'ISO 8601' }),
    actorId: z.number().int().nullable().openapi({ description: 'null: the shop itself (e.g. ADMIN_EMAIL at start)' }),
    actorEmail: z.string().nullable(),
    action: z.string().openapi({ example: 'staff.update' }),
    entity: z.string().openapi({ example: 'user' }),
    entityId: z.string(),
    before: Fields,
    after: Fields,
  })
  .openapi('AuditEntry');

const auditRoute = createRoute({
  method: 'get',
  path: '/admin/audit',
  tags: ['Back office: audit'],
  summary: 'The audit log, newest first (owner only)',
  description: 'Filter by entity (and its id), by the person (`actorId`) and by dates (`from`, `to`, inclusive). 50 entries a page.',
  request: { query: AuditQuery },
  responses: { 200: json(z.object({ entries: z.array(AuditEntry), hasMore: z.boolean() }).openapi('AuditPage'), 'Entries'), ...errors(400, 401, 403) },
});

export function mountAudit(api: Api) {
  api.openapi(auditRoute, async (c) => {
    requireOwner(c);
    const { entries, hasMore } = await listAudit(c.get('deps').db, c.req.valid('query'));
    c.header('Cache-Control', 'private, no-store');
    return c.json({ entries: entries.map((entry) => ({ ...entry, at: entry.at.toISOString() })), hasMore }, 200);
  });
}
