/** The dashboard as the back office answers it (domain/contract/admin-dashboard.ts): sales in major units, times as ISO 8601. */
import type { DashboardAnswer } from '../../../domain/contract/admin-dashboard.ts';
import { toMajor } from '../../../domain/money.ts';
import type { Dashboard, DayFigures } from './dashboard.ts';

export function dashboardAnswer(dashboard: Dashboard, currency: string): DashboardAnswer {
  const figures = ({ orders, salesMinor, cancelled }: Omit<DayFigures, 'date'>) => ({ orders, sales: toMajor(salesMinor, currency), cancelled });
  const { today, period } = dashboard;
  return {
    currency,
    timeZone: dashboard.timeZone,
    awaitingPayment: { orders: dashboard.awaitingPayment.orders, due: toMajor(dashboard.awaitingPayment.dueMinor, currency) },
    paymentProblems: dashboard.paymentProblems,
    outstandingGiftCards: toMajor(dashboard.outstandingGiftCardsMinor, currency),
    today: { date: today.date, ...figures(today) },
    last30Days: { from: period.from, to: period.to, ...figures(period) },
    days: dashboard.days.map((day) => ({ date: day.date, ...figures(day) })),
    waiting: dashboard.waiting.map(({ status, count, oldest }) => ({ status, count, oldest: oldest?.toISOString() ?? null })),
    lowStock: { threshold: dashboard.lowStock.threshold, items: dashboard.lowStock.rows, more: dashboard.lowStock.more },
    unread: dashboard.unread,
    awaitingSize: dashboard.awaitingSize.map((row) => ({
      id: row.orderId,
      number: row.number,
      customerName: row.customerName,
      status: row.status,
      created: row.createdAt.toISOString(),
    })),
  };
}
