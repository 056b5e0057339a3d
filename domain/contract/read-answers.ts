/**
 * Answers read back into the minor units the shop computes with: the quote's figures, its tax and
 * its lines. Apart from the contracts' schemas on purpose: a page that reads a quote (the cart)
 * loads these few functions without zod and the schemas (the cart's script budget, issue 38).
 */
import type { PricedLine } from '../line.ts';
import { toMinor } from '../money.ts';
import type { OrderTotals } from '../pricing.ts';
import { storedTax, type OrderTax } from '../tax.ts';
import type { TotalsAnswer } from './checkout.ts';
import type { PricedLineAnswer } from './lines.ts';

/** An answer's figures in minor units again, as the shop computes with them. */
export function totalsOf(answer: TotalsAnswer): OrderTotals {
  const minor = (amount: number) => toMinor(amount, answer.currency);
  return {
    itemCount: answer.itemCount,
    subtotalMinor: minor(answer.subtotal),
    giftWrapMinor: minor(answer.giftWrap),
    shippingMinor: minor(answer.shipping),
    discountMinor: minor(answer.discount),
    totalMinor: minor(answer.total),
  };
}

/** An answer's tax in minor units again. */
export function taxOf(answer: TotalsAnswer): OrderTax {
  const minor = (amount: number) => toMinor(amount, answer.currency);
  const lines = answer.taxes.map((line) => ({
    name: line.name,
    rateBasisPoints: Math.round(line.rate * 100),
    baseMinor: minor(line.base),
    amountMinor: minor(line.amount),
  }));
  return storedTax(lines, answer.taxIncluded);
}

/** A priced line of an answer in minor units again, as the shop computes with it. */
export function pricedLineOf(answer: PricedLineAnswer, currency: string): PricedLine {
  const { price, giftWrapPrice, lineTotal, ...rest } = answer;
  return {
    ...rest,
    priceMinor: toMinor(price, currency),
    giftWrapMinor: toMinor(giftWrapPrice, currency),
    lineTotalMinor: toMinor(lineTotal, currency),
  };
}
