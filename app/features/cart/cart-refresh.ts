/**
 * Brings a browser-kept cart up to today's prices (spec README: a removed piece or a changed
 * price is shown, not silently kept). Lines no longer sold leave the cart with a notice; a line
 * whose price moved takes the new price and remembers the old one to say so.
 */
import type { CartLine } from '../../../domain/cart.ts';

/** Today's price of a line, as the cart page's action answers it. */
export interface LinePrice {
  id: number;
  metal: string;
  sizes: string;
  available: boolean;
  title?: string;
  priceMinor?: number;
  price?: number;
}

export interface PriceChange {
  /** lineKey() of the line that changed. */
  key: string;
  fromMinor: number;
  toMinor: number;
}

export interface CartRefresh {
  lines: CartLine[];
  changed: PriceChange[];
  /** Titles of the pieces taken out of the cart. */
  gone: string[];
}

/** One line of the cart: the same choices make the same line (domain/cart.ts sameLine). */
export const lineKey = (line: Pick<CartLine, 'id' | 'sizes' | 'metal' | 'personalisation' | 'giftWrap'>) =>
  JSON.stringify([line.id, line.sizes, line.metal, line.personalisation, line.giftWrap]);

const priceKey = (line: Pick<LinePrice, 'id' | 'metal' | 'sizes'>) => JSON.stringify([line.id, line.metal, line.sizes]);

export function refreshCart(lines: readonly CartLine[], prices: readonly LinePrice[]): CartRefresh {
  const byLine = new Map(prices.map((price) => [priceKey(price), price]));
  const result: CartRefresh = { lines: [], changed: [], gone: [] };
  for (const line of lines) {
    const today = byLine.get(priceKey(line));
    if (!today) {
      // Not asked about (added while the answer travelled): kept as it is.
      result.lines.push(line);
    } else if (!today.available || today.priceMinor === undefined) {
      result.gone.push(line.title);
    } else if (today.priceMinor !== line.priceMinor) {
      result.changed.push({ key: lineKey(line), fromMinor: line.priceMinor, toMinor: today.priceMinor });
      result.lines.push({ ...line, priceMinor: today.priceMinor, price: today.price ?? line.price });
    } else {
      result.lines.push(line);
    }
  }
  return result;
}
