/** The /admin page's figures, from the dashboard service, ready for the page (no Date objects). */
import type { AppLoadContext } from 'react-router';
import { loadDashboard } from '../../../../server/services/dashboard/index.ts';
import type { DashboardData } from './dashboard-data';

const DAY_MS = 86_400_000;

export async function dashboardData(context: AppLoadContext): Promise<DashboardData> {
  const currency = context.config.currency;
  const dashboard = await loadDashboard(context.db, { currency });
  const now = Date.now();
  return {
    currency,
    timeZone: dashboard.timeZone,
    today: dashboard.today,
    period: dashboard.period,
    days: dashboard.days,
    waiting: dashboard.waiting.map(({ status, count, oldest }) => ({
      status,
      count,
      waitingDays: oldest ? Math.max(0, Math.floor((now - oldest.getTime()) / DAY_MS)) : null,
    })),
    lowStock: dashboard.lowStock,
    unread: dashboard.unread,
  };
}
