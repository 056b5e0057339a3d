/** The back office's dashboard over HTTP: the figures /admin opens on. */
import { createRoute, z } from '@hono/zod-openapi';
import { DASHBOARD_DAYS, SHOP_TIME_ZONE } from '../../../domain/dashboard.ts';
import { Amount } from '../../../domain/contract/money.ts';
import { toMajor } from '../../../domain/money.ts';
import { ORDER_STATUSES } from '../../../domain/order.ts';
import { loadDashboard, type DayFigures } from '../../services/dashboard/index.ts';
import type { Api } from '../context.ts';
import { errors, json } from '../openapi.ts';

const Day = z.iso.date().meta({ example: '2026-11-23' });

const Figures = z.object({
  orders: z.number().int().meta({ description: 'Orders placed and not cancelled' }),
  sales: Amount.meta({ description: 'What those orders came to (shipping and gift wrap included, discounts taken off)' }),
  cancelled: z.number().int().meta({ description: 'Orders placed in the period and since cancelled: neither orders nor sales' }),
});

const DashboardAnswer = z
  .object({
    currency: z.string().meta({ example: 'USD' }),
    timeZone: z.string().meta({ description: 'The time zone of the days', example: SHOP_TIME_ZONE }),
    today: Figures.extend({ date: Day }),
    last30Days: Figures.extend({ from: Day, to: Day }),
    days: z.array(Figures.extend({ date: Day })).meta({ description: `The last ${DASHBOARD_DAYS} days, oldest first, today last` }),
    waiting: z
      .array(
        z.object({
          status: z.enum(ORDER_STATUSES),
          count: z.number().int(),
          oldest: z.string().nullable().meta({ description: 'ISO 8601: when the longest-waiting order was placed' }),
        }),
      )
      .meta({ description: 'Orders waiting for the shop, per open status and On hold' }),
    lowStock: z.object({
      threshold: z.number().int(),
      items: z.array(
        z.object({
          productId: z.number().int(),
          variantId: z.number().int(),
          title: z.string(),
          metal: z.string(),
          size: z.string().meta({ description: 'Empty for a one-size piece' }),
          quantity: z.number().int(),
        }),
      ),
      more: z.boolean().meta({ description: 'More shelves are low than listed' }),
    }),
    unread: z.object({ contact: z.number().int(), customDesign: z.number().int() }),
  })
  .openapi('Dashboard');

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
    const { db, config } = c.get('deps');
    const dashboard = await loadDashboard(db, { currency: config.currency });
    const figures = ({ salesMinor, ...rest }: Omit<DayFigures, 'date'>) => ({ ...rest, sales: toMajor(salesMinor, config.currency) });
    const { date, ...today } = dashboard.today;
    const { from, to, ...period } = dashboard.period;
    return c.json(
      {
        currency: config.currency,
        timeZone: dashboard.timeZone,
        today: { date, ...figures(today) },
        last30Days: { from, to, ...figures(period) },
        days: dashboard.days.map(({ date: day, ...rest }) => ({ date: day, ...figures(rest) })),
        waiting: dashboard.waiting.map((entry) => ({ ...entry, oldest: entry.oldest?.toISOString() ?? null })),
        lowStock: { threshold: dashboard.lowStock.threshold, items: dashboard.lowStock.rows, more: dashboard.lowStock.more },
        unread: dashboard.unread,
      },
      200,
    );
  });
}
