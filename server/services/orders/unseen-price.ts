/**
 * An order is never charged a price the shopper was not shown (issues 24 and 31). The checkout sends
 * the figures its quote showed (`expectedTotal`, and `expectedShipping`, `expectedDiscounts`,
 * `expectedTax`, each line's `price`); a client of the specification's shape sends its own `total`
 * (and each line's `price`), which is the total its shopper was shown and is read as one when
 * `expectedTotal` is absent. When the order now costs another total, or a part it sent moved (a
 * rate added, a shipping method repriced, a promotion ended), the order is refused (409
 * price_changed) before anything is written — inside the transaction, nothing taken off a shelf
 * either — naming each part that moved, with the new total to confirm.
 */
import { PriceChanged } from '../../../domain/errors.ts';
import { formatMoney, toMinor } from '../../../domain/money.ts';
import { priceChanges, type ShownQuote } from '../../../domain/price-changes.ts';
import type { PlaceOrderInput } from '../../../domain/schemas/checkout.ts';
import { ORDER_MESSAGES as M } from './messages.ts';
import type { OrderView } from './read.ts';

const lineKey = (line: { variantId: number | null; metal: string }) => `${line.variantId}|${line.metal}`;

/** What the request says its quote showed, in minor units; a line's `price` that is not an amount (read as undefined) is not compared. */
function shownQuote(order: PlaceOrderInput, currency: string): ShownQuote {
  const minor = (amount: number | undefined) => (amount === undefined ? undefined : toMinor(amount, currency));
  const linePrices = new Map(order.items.flatMap((item) => (item.price === undefined ? [] : [[lineKey(item), toMinor(item.price, currency)] as const])));
  return {
    linePrices,
    shippingMinor: minor(order.expectedShipping),
    taxMinor: minor(order.expectedTax),
    discounts: order.expectedDiscounts?.map((line) => ({ name: line.name, code: line.code, amountMinor: toMinor(line.amount, currency) })),
  };
}

/**
 * Refuses the order when it departs from the quote the request carries. The total shown is
 * `expectedTotal`, else the order's own `total`; a request with neither (or a `total` that is not
 * an amount) is not checked.
 */
export function refuseUnseenPrice(order: PlaceOrderInput, view: OrderView, currency: string): void {
  const shownTotal = order.expectedTotal ?? order.total;
  if (shownTotal === undefined) return;
  const expectedMinor = toMinor(shownTotal, currency);
  const changes = priceChanges(shownQuote(order, currency), {
    lines: view.items.map((line) => ({ key: lineKey(line), name: line.productName, priceMinor: line.priceMinor })),
    shipping: { name: view.shippingMethod.name, priceMinor: view.shippingMinor },
    discounts: view.discounts,
    tax: view.tax,
  });
  // A line's own price moving alone (the first clients send one they never showed) does not refuse an order whose total holds.
  if (expectedMinor === view.totalMinor && changes.every((change) => change.part === 'line')) return;
  const money = (minor: number) => formatMoney(minor, currency);
  throw new PriceChanged(M.priceChanged(changes, { was: expectedMinor, now: view.totalMinor }, money), view.totalMinor, changes);
}
