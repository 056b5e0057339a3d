/**
 * What an order costs, in integer minor units of the shop currency. The checkout summary, the
 * quote and the placed order all come from here, so the page shows exactly what is charged.
 *
 * total = subtotal + gift wrap + shipping - discount, where the discount is a percentage of the
 * subtotal only ("Total to pay = subtotal minus discount, plus shipping"; WELCOME10 is 10% off the
 * jewellery, not off shipping or wrapping). Shipping is free when the method has a threshold
 * (`shippingFreeAboveMinor`) that the goods reach: lines and gift wrap, after the discount.
 */
import { giftWrapMinor, itemCount, subtotalMinor, type PricedLine } from './line.ts';
import { shipsFree } from './shipping.ts';

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
  shippingFreeAboveMinor?: number | null;
}): OrderTotals {
  const subtotal = subtotalMinor(input.lines);
  const wrapping = giftWrapMinor(input.lines);
  const discount = Math.min(subtotal, percentOfMinor(subtotal, input.discountPercent ?? 0));
  const shipping = shipsFree(subtotal + wrapping - discount, input.shippingFreeAboveMinor) ? 0 : input.shippingMinor;
  return {
    subtotalMinor: subtotal,
    giftWrapMinor: wrapping,
    shippingMinor: shipping,
    discountMinor: discount,
    totalMinor: subtotal + wrapping + shipping - discount,
    itemCount: itemCount(input.lines),
  };
}
