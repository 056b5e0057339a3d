/** The back office's dashboard over HTTP: the figures /admin opens on. */
import { createRoute } from '@hono/zod-openapi';
import { DashboardAnswer } from '../../../domain/contract/admin-dashboard.ts';
import { SHOP_TIME_ZONE } from '../../../domain/dashboard.ts';
import { dashboardAnswer, loadDashboard } from '../../services/dashboard/index.ts';
import type { Api } from '../context.ts';
import { errors, json } from '../openapi.ts';

const dashboardRoute = createRoute({
  method: 'get',
  path: '/admin/dashboard',
  tags: ['Back office: dashboard'],
  summary: 'Today’s and the last 30 days’ orders and sales, orders waiting, low stock, unread requests',
  description: `Days are ${SHOP_TIME_ZONE} days. Cancelled orders are not counted as orders or sales.`,
  responses: { 200: json(DashboardAnswer, 'The dashboard'), ...errors(401, 403) },
});

export function mountDashboard(api: Api) {
  api.openapi(dashboardRoute, async (c) => {
    const { db, reportsDb, config } = c.get('deps');
    return c.json(dashboardAnswer(await loadDashboard(reportsDb ?? db, { currency: config.currency }), config.currency), 200);
  });
}
