/**
 * The product page's delivery estimate, counted in working days (Monday to Friday) from today:
 * a ready-to-ship piece arrives within the shipping days; a made-to-order piece is made first,
 * so its longest lead time comes before them. The check makes no call, so the postal code only has
 * to be given.
 */
import type { LeadTime } from './catalog.ts';

export const POSTAL_CODE_REQUIRED_MESSAGE = 'Please enter your postal code';
export const POSTAL_CODE_PROMPT = 'Enter your postal code to check the delivery date';
/** Long enough for any country's postal code (UK "SW1A 1AA", US ZIP+4 "12345-6789", Indian PIN). */
export const MAX_POSTAL_CODE_LENGTH = 10;

const isWeekend = (date: Date) => date.getDay() === 0 || date.getDay() === 6;

/**
 * The date `n` working days after `date` (Saturdays and Sundays are not counted), at the same
 * time of day. `date` itself is never counted, so Friday + 1 is the next Monday.
 */
export function addWorkingDays(date: Date, n: number): Date {
  const result = new Date(date.getTime());
  let left = Math.max(0, Math.floor(n));
  while (left > 0) {
    result.setDate(result.getDate() + 1);
    if (!isWeekend(result)) left -= 1;
  }
  return result;
}

/** "Fri, Jul 25, 2025": weekday, month and day in the shopper's calendar. */
export function formatDeliveryDate(date: Date, locale = 'en-US'): string {
  return new Intl.DateTimeFormat(locale, { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' }).format(date);
}

/**
 * Working days until the piece is at the door at the latest: the longest shipping time offered,
 * after the longest lead time when the piece is made to order.
 */
export function deliveryWorkingDays(piece: { madeToOrder: boolean; leadTime: LeadTime }, shippingMaxDays: readonly number[]): number {
  const shipping = Math.max(0, ...shippingMaxDays);
  return (piece.madeToOrder ? piece.leadTime.maxDays : 0) + shipping;
}

export type DeliveryCheckResult = { ok: true; message: string } | { ok: false; message: string };

/** The answer to the Check button: the inline message a shopper sees, `workingDays` ahead. */
export function checkDelivery(postalCode: string, today: Date, workingDays: number): DeliveryCheckResult {
  if (postalCode.trim() === '') return { ok: false, message: POSTAL_CODE_REQUIRED_MESSAGE };
  const date = formatDeliveryDate(addWorkingDays(today, workingDays));
  return { ok: true, message: `Estimated Delivery by ${date} (${workingDays} working days)` };
}
