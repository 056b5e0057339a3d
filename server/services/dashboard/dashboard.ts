/**
 * The back office's dashboard: today's and the last 30 days' orders and sales (per day, for the
 * chart), the money awaiting payment and the payments with a problem, the orders waiting in each
 * open status, the shelves running low, and the unread shopper requests. Sales are money, not
 * orders: what was captured or received less what was refunded, on the day it moved (decision
 * record 025). Each statement reads through an index (the orders' dates and status, the ledger's
 * dates, the payments with a problem), so the page costs the same at 100,000 orders as at 100;
 * the stock and inbox figures come from their own services.
 */
import { and, eq, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import { DASHBOARD_DAYS, DASHBOARD_LOW_STOCK_ROWS, SHOP_TIME_ZONE, WAITING_STATUSES } from '../../../domain/dashboard.ts';
import type { OrderStatus } from '../../../domain/order.ts';
import { SIZE_LATER } from '../../../domain/ring-sizes.ts';
import type { DbOrTx } from '../../db/client.ts';
import { orders, payments } from '../../db/schema/index.ts';
import { outstandingGiftCardBalance, paymentDueSql } from '../payments/index.ts';
import { unreadCounts } from '../content/index.ts';
import { listLowStock, lowStockThreshold, type LowStockRow } from '../catalogue/index.ts';

export interface DayFigures {
  /** The day, YYYY-MM-DD, in the shop's time zone. */
  date: string;
  /** Orders placed that day and not cancelled. */
  orders: number;
  /** Money captured or received that day less money refunded that day, in minor units of the shop's currency. */
  salesMinor: number;
  /** Orders placed that day and since cancelled. */
  cancelled: number;
}

interface PeriodFigures {
  from: string;
  to: string;
  orders: number;
  salesMinor: number;
  cancelled: number;
}

interface WaitingOrders {
  status: OrderStatus;
  count: number;
  /** When the longest-waiting of them was placed; null when none waits. */
  oldest: Date | null;
}

/** Money the shop is owed: what is still due on the orders it has to act on. */
interface AwaitingPayment {
  orders: number;
  dueMinor: number;
}

export interface Dashboard {
  timeZone: string;
  awaitingPayment: AwaitingPayment;
  /** Orders not cancelled whose payment has a problem for staff (a failed capture, an amount that did not match). */
  paymentProblems: number;
  /** What the shop owes on gift cards (the sum of their balances): a liability, never sales (decision record 050). */
  outstandingGiftCardsMinor: number;
  today: DayFigures;
  period: PeriodFigures;
  /** Each of the period's days, oldest first, today last (days without orders included). */
  days: DayFigures[];
  waiting: WaitingOrders[];
  lowStock: { threshold: number; rows: LowStockRow[]; more: boolean };
  unread: { contact: number; customDesign: number };
  /** Orders with a ring still to be sized (decision record 057): a sizer to post, the size to wait for; oldest first. */
  awaitingSize: AwaitingSize[];
}

interface AwaitingSize {
  orderId: number;
  number: number;
  customerName: string;
  status: OrderStatus;
  createdAt: Date;
}

/** How many orders awaiting a size the dashboard lists. */
const AWAITING_SIZE_ROWS = 10;

/** The orders not cancelled with a ring still to be sized, through the partial index order_items_awaiting_size_idx. */
async function awaitingSize(db: DbOrTx): Promise<AwaitingSize[]> {
  const result = await db.execute(sql`
    SELECT o.id AS "orderId", o.number, o.customer_name AS "customerName", o.status, o.created_at AS "createdAt"
    FROM orders o
    WHERE o.id IN (SELECT i.order_id FROM order_items i WHERE i.size_later AND i.size = ${sql.raw(`'${SIZE_LATER}'`)})
      AND o.status <> 'Cancelled'
    ORDER BY o.created_at, o.id
    LIMIT ${AWAITING_SIZE_ROWS}`);
  return (result.rows as unknown as AwaitingSize[]).map((row) => ({ ...row, createdAt: new Date(row.createdAt) }));
}

export interface DashboardOptions {
  /** The shop's currency: sales add up the orders priced in it (SHOP_CURRENCY). */
  currency: string;
  /** "Now", for the days; the database's clock when not given. */
  now?: Date;
  timeZone?: string;
  lowStockRows?: number;
}

/** The orders and sales of the last `DASHBOARD_DAYS` days, today last. */
export async function dailyFigures(db: DbOrTx, options: DashboardOptions): Promise<DayFigures[]> {
  const timeZone = options.timeZone ?? SHOP_TIME_ZONE;
  const now = options.now ? sql`${options.now.toISOString()}::timestamptz` : sql`now()`;
  // The bounds are the local days' starts turned back into instants, so the filter on created_at
  // is a plain range that the index on orders.created_at answers.
  const result = await db.execute(sql`
    WITH bounds AS (
      SELECT date_trunc('day', ${now} AT TIME ZONE ${timeZone}) - ${DASHBOARD_DAYS - 1}::int * interval '1 day' AS first_day,
             date_trunc('day', ${now} AT TIME ZONE ${timeZone}) AS last_day
    ), placed AS (
      SELECT (o.created_at AT TIME ZONE ${timeZone})::date AS day,
        count(*) FILTER (WHERE o.status <> 'Cancelled') AS orders,
        count(*) FILTER (WHERE o.status = 'Cancelled') AS cancelled
      FROM orders o, bounds b
      WHERE o.created_at >= b.first_day AT TIME ZONE ${timeZone}
        AND o.created_at < (b.last_day + interval '1 day') AT TIME ZONE ${timeZone}
      GROUP BY 1
    ), moved AS (
      SELECT (e.occurred_at AT TIME ZONE ${timeZone})::date AS day,
        sum(CASE WHEN e.kind = 'refunded' THEN -e.amount_minor ELSE e.amount_minor END) AS sales
      FROM payment_events e, bounds b
      WHERE e.occurred_at >= b.first_day AT TIME ZONE ${timeZone}
        AND e.occurred_at < (b.last_day + interval '1 day') AT TIME ZONE ${timeZone}
        AND e.kind IN ('captured', 'manual_payment', 'refunded') AND e.currency = ${options.currency}
      GROUP BY 1
    )
    SELECT to_char(d.day, 'YYYY-MM-DD') AS date,
      coalesce(p.orders, 0)::int AS orders,
      coalesce(m.sales, 0)::bigint AS sales,
      coalesce(p.cancelled, 0)::int AS cancelled
    FROM bounds b
    CROSS JOIN LATERAL (SELECT generate_series(b.first_day, b.last_day, interval '1 day')::date AS day) d
    LEFT JOIN placed p ON p.day = d.day
    LEFT JOIN moved m ON m.day = d.day
    ORDER BY d.day`);
  return (result.rows as Array<{ date: string; orders: number; sales: string | number; cancelled: number }>).map((row) => ({
    date: row.date,
    orders: row.orders,
    salesMinor: Number(row.sales),
    cancelled: row.cancelled,
  }));
}

/** How many orders wait in each status the shop has to act on, and since when. */
async function waitingOrders(db: DbOrTx): Promise<WaitingOrders[]> {
  const result = await db.execute(sql`
    SELECT status, count(*)::int AS count, min(created_at) AS oldest
    FROM orders WHERE status = ANY(${sql.param([...WAITING_STATUSES])}::text[])
    GROUP BY status`);
  const rows = result.rows as Array<{ status: OrderStatus; count: number; oldest: Date | string }>;
  return WAITING_STATUSES.map((status) => {
    const row = rows.find((candidate) => candidate.status === status);
    return { status, count: row?.count ?? 0, oldest: row ? new Date(row.oldest) : null };
  });
}

/**
 * The money still due on the orders the shop has to act on (an order past Confirmed is paid in
 * full), and the orders whose payment has a problem.
 */
async function moneyToWatch(db: DbOrTx): Promise<{ awaitingPayment: AwaitingPayment; paymentProblems: number }> {
  const [due, problems] = await Promise.all([
    db
      .select({
        orders: sql<number>`count(*) FILTER (WHERE w.due > 0)::int`,
        dueMinor: sql<string>`coalesce(sum(w.due), 0)::bigint`,
      })
      .from(
        db
          .select({ due: paymentDueSql(orders.id, orders.totalMinor).as('due') })
          .from(orders)
          .where(inArray(orders.status, [...WAITING_STATUSES]))
          .as('w'),
      ),
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(payments)
      .innerJoin(orders, eq(orders.id, payments.orderId))
      .where(and(isNotNull(payments.problem), ne(orders.status, 'Cancelled'))),
  ]);
  return { awaitingPayment: { orders: due[0]?.orders ?? 0, dueMinor: Number(due[0]?.dueMinor ?? 0) }, paymentProblems: problems[0]?.count ?? 0 };
}

export async function loadDashboard(db: DbOrTx, options: DashboardOptions): Promise<Dashboard> {
  const limit = options.lowStockRows ?? DASHBOARD_LOW_STOCK_ROWS;
  const [days, waiting, threshold, unread, money, outstandingGiftCardsMinor, sizes] = await Promise.all([
    dailyFigures(db, options),
    waitingOrders(db),
    lowStockThreshold(db),
    unreadCounts(db),
    moneyToWatch(db),
    outstandingGiftCardBalance(db, options.currency),
    awaitingSize(db),
  ]);
  // One row more than shown tells whether there are more.
  const low = await listLowStock(db, { limit: limit + 1, threshold });
  const today = days.at(-1)!;
  const period = days.reduce<PeriodFigures>(
    (sum, day) => ({ ...sum, orders: sum.orders + day.orders, salesMinor: sum.salesMinor + day.salesMinor, cancelled: sum.cancelled + day.cancelled }),
    { from: days[0]!.date, to: today.date, orders: 0, salesMinor: 0, cancelled: 0 },
  );
  return {
    timeZone: options.timeZone ?? SHOP_TIME_ZONE,
    ...money,
    outstandingGiftCardsMinor,
    today,
    period,
    days,
    waiting,
    lowStock: { threshold, rows: low.slice(0, limit), more: low.length > limit },
    unread,
    awaitingSize: sizes,
  };
}
