/** The dashboard as the /admin page receives it from its loader (dates as text, money in minor units). */
import type { OrderStatus } from '../../../../domain/order';

export interface DayFigures {
  /** YYYY-MM-DD, a day of the shop's time zone. */
  date: string;
  orders: number;
  salesMinor: number;
  cancelled: number;
}

export interface DashboardData {
  currency: string;
  timeZone: string;
  today: DayFigures;
  period: { from: string; to: string; orders: number; salesMinor: number; cancelled: number };
  days: DayFigures[];
  /** `waitingDays`: how many whole days the longest-waiting order of the status has waited. */
  waiting: Array<{ status: OrderStatus; count: number; waitingDays: number | null }>;
  lowStock: {
    threshold: number;
    rows: Array<{ productId: number; variantId: number; title: string; metal: string; size: string; quantity: number }>;
    more: boolean;
  };
  unread: { contact: number; customDesign: number };
}

/** "Mon 23 Nov" and "23 November 2026" for a day of the shop's calendar. */
const dayFormat = new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });
const longDayFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

// The date names a calendar day: read it at midnight UTC and write it in UTC, so no zone shifts it.
export const shortDay = (date: string) => dayFormat.format(new Date(`${date}T00:00:00Z`));
export const longDay = (date: string) => longDayFormat.format(new Date(`${date}T00:00:00Z`));
