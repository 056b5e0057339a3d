/** The audit log over HTTP: who changed what in the back office, for the owner. */
import { createRoute } from '@hono/zod-openapi';
import { AuditPageAnswer } from '../../../domain/contract/admin-audit.ts';
import { AuditQuery } from '../../../domain/schemas/audit.ts';
import { auditPageAnswer, listAudit } from '../../services/audit/index.ts';
import type { Api } from '../context.ts';
import { errors, json } from '../openapi.ts';
import { requireOwner } from './index.ts';

const auditRoute = createRoute({
  method: 'get',
  path: '/admin/audit',
  tags: ['Back office: audit'],
  summary: 'The audit log, newest first (owner only)',
  description: 'Filter by entity (and its id), by the person (`actorId`) and by dates (`from`, `to`, inclusive). 50 entries a page.',
  request: { query: AuditQuery },
  responses: { 200: json(AuditPageAnswer, 'Entries'), ...errors(400, 401, 403) },
});

export function mountAudit(api: Api) {
  api.openapi(auditRoute, async (c) => {
    requireOwner(c);
    const page = await listAudit(c.get('deps').db, c.req.valid('query'));
    c.header('Cache-Control', 'private, no-store');
    return c.json(auditPageAnswer(page), 200);
  });
}
