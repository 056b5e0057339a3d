/**
 * What an order costs, in integer minor units of the shop currency. The cart, the checkout
 * summary, the quote and the placed order (and so the amount charged and the invoice) all come
 * from here, so the page shows exactly what is charged.
 *
 * total = subtotal + gift wrap + shipping - discounts. The discounts are the offers the engine
 * chose (domain/discounts.ts `chooseDiscounts`), each taken off the pieces it is for, never off
 * shipping or wrapping and never below zero ("Total to pay = subtotal minus discount, plus
 * shipping"; WELCOME10 is 10% off the jewellery). Shipping is 0 with a free-shipping discount, or
 * when the method has a threshold (`shippingFreeAboveMinor`, domain/shipping.ts `shipsFree`) that
 * the goods reach: lines and gift wrap, after the discounts. Tax (domain/tax.ts) is worked out
 * on each line after its discounts (gift wrap included) and on shipping: carried inside prices
 * that include it, added to the total when they do not.
 *
 * A gift card line (decision record 050) costs its amount: no discount, no tax (a multi-purpose
 * voucher is taxed when spent), not counted towards a free-shipping threshold; an order of gift
 * cards alone ships nothing, so charges no shipping.
 */
import { discountLines, type DiscountableLine, type DiscountLine, type DiscountOffer } from './discounts.ts';
import { giftWrapMinor, isGiftCardLine, itemCount, onlyGiftCards, subtotalMinor, type PricedLine } from './line.ts';
import { shipsFree } from './shipping.ts';
import { orderTax, type OrderTax, type TaxRate } from './tax.ts';

export interface OrderTotals {
  subtotalMinor: number;
  giftWrapMinor: number;
  shippingMinor: number;
  discountMinor: number;
  totalMinor: number;
  itemCount: number;
}

export interface PricedTotals extends OrderTotals {
  /** One line a discount given, in the order they were taken off (the promotion, then the code). */
  discounts: DiscountLine[];
  /** The tax of the destination's rates (domain/tax.ts): carried in the prices or added to the total. */
  tax: OrderTax;
}

export function orderTotals(input: {
  lines: ReadonlyArray<Pick<PricedLine, 'priceMinor' | 'quantity' | 'giftWrap'> & DiscountableLine>;
  shippingMinor: number;
  /** The offers to take off, in order (`chooseDiscounts`); none: no discount. */
  discounts?: readonly DiscountOffer[];
  /** The shipping method's "free above" threshold, if it has one. */
  shippingFreeAboveMinor?: number | null;
  /** The shipping address's tax rates and whether catalogue prices include tax; none: no tax. */
  tax?: { rates: readonly TaxRate[]; pricesIncludeTax: boolean };
}): PricedTotals {
  const subtotal = subtotalMinor(input.lines);
  const wrapping = giftWrapMinor(input.lines);
  const { discounts, leftMinor } = discountLines(input.lines, input.discounts ?? []);
  const discount = discounts.reduce((sum, line) => sum + line.amountMinor, 0);
  const goods = subtotalMinor(input.lines.filter((line) => !isGiftCardLine(line)));
  const freeShipping = discounts.some((line) => line.kind === 'free_shipping') || shipsFree(goods + wrapping - discount, input.shippingFreeAboveMinor);
  const shipping = freeShipping || onlyGiftCards(input.lines) ? 0 : input.shippingMinor;
  // Each line is taxed on what is left of it after its discounts, with its gift wrap; a gift card line not at all.
  const tax = orderTax({
    lineAmounts: input.lines.map((line, i) => (isGiftCardLine(line) ? 0 : leftMinor[i]! + giftWrapMinor([line]))),
    shippingMinor: shipping,
    rates: input.tax?.rates ?? [],
    pricesIncludeTax: input.tax?.pricesIncludeTax ?? false,
  });
  return {
    subtotalMinor: subtotal,
    giftWrapMinor: wrapping,
    shippingMinor: shipping,
    discountMinor: discount,
    totalMinor: subtotal + wrapping + shipping - discount + tax.addedMinor,
    itemCount: itemCount(input.lines),
    discounts,
    tax,
  };
}
