/**
 * An owner exports or erases a customer's data (issue 33, decision record 044), beside the
 * customer list and page (customers.ts, which owns the other /admin/customers routes: these two
 * are a path and a method of their own, so neither shadows the other). Both are owner actions
 * (the password or a code within 10 minutes) and audited; the erasure is the shopper's own, run
 * by the owner: the same registry, the same transaction.
 */
import { createRoute } from '@hono/zod-openapi';
import { DataExportAnswer, ErasureAnswer } from '../../../domain/contract/privacy.ts';
import { PRIVACY_MESSAGES as M } from '../../../domain/privacy.ts';
import { CustomerId } from '../../../domain/schemas/admin-customers.ts';
import * as privacy from '../../services/privacy/index.ts';
import { readRetention } from '../../services/retention/index.ts';
import type { Api } from '../context.ts';
import { exportFileName } from '../me-privacy.ts';
import { errors, json } from '../openapi.ts';
import { requireRecentOwner } from './index.ts';
import { RECENT_OWNER_NOTE } from './owner-actions.ts';

const tags = ['Back office: customers'];

const exportRoute = createRoute({
  method: 'get',
  path: '/admin/customers/{id}/export',
  tags,
  summary: 'A copy of everything the shop keeps about a customer (owner only, JSON download)',
  description: 'The same sections as the shopper’s own export (`GET /api/me/export`); audited. ' + RECENT_OWNER_NOTE,
  request: { params: CustomerId },
  responses: { 200: json(DataExportAnswer, 'The data, as an attachment'), ...errors(400, 401, 403, 404) },
});

const eraseRoute = createRoute({
  method: 'delete',
  path: '/admin/customers/{id}',
  tags,
  summary: 'Erase a customer (owner only)',
  description:
    'As the shopper’s own deletion: the account, addresses, sessions, cart, wishlist, subscription, messages with their photos, security events, ' +
    'staff notes and tags go; orders, invoices, credit notes and payments stay for the bookkeeping period as an erased customer’s. ' +
    'An order still under way: 409 naming it; a staff account: 409; an erased or unknown one: 404. Audited. ' +
    RECENT_OWNER_NOTE,
  request: { params: CustomerId },
  responses: { 200: json(ErasureAnswer, 'Erased'), ...errors(400, 401, 403, 404, 409) },
});

export function mountCustomerPrivacy(api: Api) {
  api.openapi(exportRoute, async (c) => {
    const owner = requireRecentOwner(c);
    const { id } = c.req.valid('param');
    const answer = await privacy.exportCustomerData(c.get('deps').db, id, owner);
    c.header('Content-Disposition', `attachment; filename="${exportFileName(id, answer.exportedAt)}"`);
    return c.json(answer, 200);
  });

  api.openapi(eraseRoute, async (c) => {
    const owner = requireRecentOwner(c);
    const { db, config } = c.get('deps');
    const { bookkeepingDays } = await readRetention(db);
    const erased = await privacy.eraseCustomer(db, c.req.valid('param').id, { uploadsDir: config.uploadsDir, bookkeepingDays, actor: owner });
    return c.json({ message: M.customerErased, ordersKept: erased.ordersKept, keptUntil: erased.keptUntil?.toISOString() ?? null }, 200);
  });
}
