/**
 * Dates as the back office and the storefront show them, the same on the server and in the browser (one time
 * zone, UTC, so a date never changes on hydration). The formats are made once: building an
 * `Intl.DateTimeFormat` per date (what `toLocaleString` does) cost a list page of 25 rows about
 * a millisecond of the server's time. Each is made on first use (`once`): a browser's first view
 * loads this module without formatting a date.
 */
import { once } from './once.ts';

const dayFormat = once(() => new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'UTC' }));
const momentFormat = once(() => new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }));

/** "23 Nov 2026". */
export const formatDay = (iso: string) => dayFormat().format(new Date(iso));

/** "23 Nov 2026, 14:05 UTC". */
export const formatMoment = (iso: string) => `${momentFormat().format(new Date(iso))} UTC`;

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/**
 * "14 January 2026" (UTC), as the storefront prints a day: a post, a blog card, a gift card's end.
 * Written out rather than asked of `Intl`: a phone's first view would otherwise build a formatter,
 * and load its locale's data, to print a blog card's date.
 */
export function formatLongDay(iso: string): string {
  const date = new Date(iso);
  return `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}
