/** The back office's dashboard as `GET /api/admin/dashboard` answers it and the /admin page reads it. */
import { z } from 'zod';
import { DASHBOARD_DAYS, SHOP_TIME_ZONE } from '../dashboard.ts';
import { ORDER_STATUSES } from '../order.ts';
import { Amount } from './money.ts';

const Day = z.iso.date().meta({ example: '2026-11-23' });

const Figures = z.object({
  orders: z.number().int().meta({ description: 'Orders placed and not cancelled' }),
  sales: Amount.meta({ description: 'Money captured or received less money refunded, on the day(s) it moved (not the orders’ totals)' }),
  cancelled: z.number().int().meta({ description: 'Orders placed in the period and since cancelled: neither orders nor sales' }),
});

export const DashboardAnswer = z
  .object({
    currency: z.string().meta({ example: 'USD' }),
    timeZone: z.string().meta({ description: 'The time zone of the days', example: SHOP_TIME_ZONE }),
    awaitingPayment: z
      .object({ orders: z.number().int(), due: Amount })
      .meta({ description: 'Orders the shop has to act on with money still due, and how much: apart from the sales' }),
    paymentProblems: z.number().int().meta({ description: 'Orders not cancelled whose payment has a problem for staff (a failed capture)' }),
    outstandingGiftCards: Amount.meta({
      description:
        'What the shop owes on gift cards: the sum of every card’s balance. A liability, never sales: a card sold is counted in sales when its money is taken, a card spent never is',
    }),
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
    awaitingSize: z
      .array(
        z.object({
          id: z.number().int(),
          number: z.number().int(),
          customerName: z.string(),
          status: z.enum(ORDER_STATUSES),
          created: z.string().meta({ description: 'ISO 8601' }),
        }),
      )
      .meta({ description: 'Orders with a ring ordered without a size, oldest first (a free sizer to post; the order waits for the size)' }),
  })
  .meta({ id: 'Dashboard' });
export type DashboardAnswer = z.infer<typeof DashboardAnswer>;
