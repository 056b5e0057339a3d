/** The /admin page's figures: the dashboard as the API answers it (the same presenter). */
import type { AppLoadContext } from 'react-router';
import { dashboardAnswer, loadDashboard } from '../../../../server/services/dashboard/index.ts';

export async function dashboardData(context: AppLoadContext) {
  const currency = context.config.currency;
  return dashboardAnswer(await loadDashboard(context.reportsDb ?? context.db, { currency }), currency);
}
