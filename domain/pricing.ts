/**
 * What an order costs, in integer minor units of the shop currency. The checkout summary, the
 * quote and the placed order all come from here, so the page shows exactly what is charged.
 *
 * total = subtotal + gift wrap + shipping - discount, where the discount is a percentage of the
 * subtotal only ("Total to pay = subtotal minus discount, plus shipping"; WELCOME10 is 10% off the
 * jewellery, not off shipping or wrapping).
 */
import { giftWrapMinor, itemCount, subtotalMinor, type PricedLine } from './line.ts';

export interface OrderTotals {
  subtotalMinor: number;
  giftWrapMinor: number;
  shippingMinor: number;
  discountMinor: number;
  totalMinor: number;
  itemCount: number;
}

/** A percentage of an amount, rounded to the nearest minor unit (halves up). */
export function percentOfMinor(amountMinor: number, percent: number): number {
  // amount × percent is a whole number, so the only rounding is the one division.
  return Math.round((amountMinor * percent) / 100);
}

export function orderTotals(input: {
  lines: ReadonlyArray<Pick<PricedLine, 'priceMinor' | 'quantity' | 'giftWrap'>>;
  shippingMinor: number;
  discountPercent?: number;
}): OrderTotals {
  const subtotal = subtotalMinor(input.lines);
  const wrapping = giftWrapMinor(input.lines);
  const discount = Math.min(subtotal, percentOfMinor(subtotal, input.discountPercent ?? 0));
  return {
    subtotalMinor: subtotal,
    giftWrapMinor: wrapping,
    shippingMinor: input.shippingMinor,
    discountMinor: discount,
    totalMinor: subtotal + wrapping + input.shippingMinor - discount,
    itemCount: itemCount(input.lines),
  };
}
