/**
 * What changed in an order's price since the shopper's quote (issue 24): an order is never charged
 * a total the shopper was not shown, and when it is refused (409 price_changed) the shopper is told
 * each part that moved — a piece's unit price, shipping, a discount gained, lost or changed, the
 * tax — from the figures the checkout's quote showed to the ones the order has now. Pure: the
 * order service compares, its messages put the changes in words, the API lists them.
 */
import { discountTerm, type DiscountLine } from './discounts.ts';
import type { OrderTax } from './tax.ts';

export const PRICE_PARTS = ['line', 'shipping', 'discount', 'tax'] as const;
type PricePart = (typeof PRICE_PARTS)[number];

/** One part that moved; `wasMinor` null: it was not there (a discount gained); `nowMinor` null: it is gone. */
export interface PriceChange {
  part: PricePart;
  /** The piece, the shipping method, the discount (as the summary names it) or the tax. */
  name: string;
  wasMinor: number | null;
  nowMinor: number | null;
}

/** A discount line as the quote showed it. */
type ShownDiscount = Pick<DiscountLine, 'name' | 'code' | 'amountMinor'>;

/**
 * What the shopper's quote showed, in minor units. A part left out (a client that does not send
 * it) is not compared; `linePrices` holds the unit price shown for each line key.
 */
export interface ShownQuote {
  linePrices: ReadonlyMap<string, number>;
  shippingMinor?: number;
  discounts?: readonly ShownDiscount[];
  taxMinor?: number;
}

/** The order as it is priced now. */
export interface PricedNow {
  lines: ReadonlyArray<{ key: string; name: string; priceMinor: number }>;
  shipping: { name: string; priceMinor: number };
  discounts: readonly ShownDiscount[];
  tax: Pick<OrderTax, 'lines' | 'taxMinor'>;
}

/** A code is the discount it names; an automatic promotion is its name. */
const discountKey = (line: ShownDiscount) => line.code ?? `name:${line.name}`;

function discountChanges(shown: readonly ShownDiscount[], now: readonly ShownDiscount[]): PriceChange[] {
  const before = new Map(shown.map((line) => [discountKey(line), line]));
  const after = new Map(now.map((line) => [discountKey(line), line]));
  const lost = shown.filter((line) => !after.has(discountKey(line)));
  const kept = now.flatMap((line): PriceChange[] => {
    const was = before.get(discountKey(line));
    if (was?.amountMinor === line.amountMinor) return [];
    return [{ part: 'discount', name: discountTerm(line), wasMinor: was?.amountMinor ?? null, nowMinor: line.amountMinor }];
  });
  return [...lost.map((line): PriceChange => ({ part: 'discount', name: discountTerm(line), wasMinor: line.amountMinor, nowMinor: null })), ...kept];
}

/** The tax's name: the rates that apply now ("GST and PST"), or just "Tax" when none does. */
const taxName = (tax: PricedNow['tax']) => (tax.lines.length === 0 ? 'Tax' : tax.lines.map((line) => line.name).join(' and '));

/** Each part of `now` that differs from what the quote showed: lines, shipping, discounts, tax, in that order. */
export function priceChanges(shown: ShownQuote, now: PricedNow): PriceChange[] {
  const lines = now.lines.flatMap((line): PriceChange[] => {
    const was = shown.linePrices.get(line.key);
    return was === undefined || was === line.priceMinor ? [] : [{ part: 'line', name: line.name, wasMinor: was, nowMinor: line.priceMinor }];
  });
  const shipping: PriceChange[] =
    shown.shippingMinor === undefined || shown.shippingMinor === now.shipping.priceMinor
      ? []
      : [{ part: 'shipping', name: now.shipping.name, wasMinor: shown.shippingMinor, nowMinor: now.shipping.priceMinor }];
  const discounts = shown.discounts === undefined ? [] : discountChanges(shown.discounts, now.discounts);
  const tax: PriceChange[] =
    shown.taxMinor === undefined || shown.taxMinor === now.tax.taxMinor
      ? []
      : [{ part: 'tax', name: taxName(now.tax), wasMinor: shown.taxMinor, nowMinor: now.tax.taxMinor }];
  return [...lines, ...shipping, ...discounts, ...tax];
}
