/** How the dashboard's parts write its days and amounts (the dashboard itself is the API's answer, domain/contract/admin-dashboard.ts). */
import { formatMoney, toMinor } from '../../../../domain/money';

/** "Mon 23 Nov" and "23 November 2026" for a day of the shop's calendar. */
const dayFormat = new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });
const longDayFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

// The date names a calendar day: read it at midnight UTC and write it in UTC, so no zone shifts it.
export const shortDay = (date: string) => dayFormat.format(new Date(`${date}T00:00:00Z`));
export const longDay = (date: string) => longDayFormat.format(new Date(`${date}T00:00:00Z`));

/** An amount of the answer (major units), as every screen writes money. */
export const money = (amount: number, currency: string) => formatMoney(toMinor(amount, currency), currency);

const DAY_MS = 86_400_000;

/** How many whole days have passed from `since` (ISO 8601) to `now` (the time the page was read, in ms). */
export const daysSince = (since: string, now: number) => Math.max(0, Math.floor((now - new Date(since).getTime()) / DAY_MS));

/** When the oldest of a status's orders was placed, for a day count of `daysSince`: "placed today", "placed yesterday", "placed 3 days ago". */
export const placedAgo = (days: number) => (days === 0 ? 'placed today' : days === 1 ? 'placed yesterday' : `placed ${days.toLocaleString('en-US')} days ago`);
