/**
 * The back office's dashboard: which days it counts and which orders it counts as waiting. A
 * cancelled order counts not in the orders but apart. Sales are money, not orders: what was
 * captured or received less what was refunded, on the day the money moved (decision record 025);
 * money still due is shown apart from them.
 */
import { OPEN_STATUSES, type OrderStatus } from './order.ts';

/**
 * The shop's days are UTC days, as everywhere else in the shop (order dates on the shopper's
 * pages and e-mails, the order list's and audit log's date filters): "today" on the dashboard is
 * the same day an order's page and the orders list say it was placed.
 */
export const SHOP_TIME_ZONE = 'UTC';

/** The chart and the period tiles cover this many days, today included. */
export const DASHBOARD_DAYS = 30;

/**
 * Orders the shop still has to act on: every open status of the workflow and On hold (paused,
 * waiting for someone to resume it). Shipped orders are with the carrier, not the shop.
 */
export const WAITING_STATUSES: readonly OrderStatus[] = [...OPEN_STATUSES, 'On hold'];

/** How many low-stock shelves the dashboard shows (the products list filters the rest). */
export const DASHBOARD_LOW_STOCK_ROWS = 8;
