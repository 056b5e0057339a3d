/**
 * Brings a browser-kept cart up to today's prices: a removed piece or a changed price is shown,
 * not silently kept. Lines no longer sold leave the cart with a notice; a line whose price moved
 * takes the new price and remembers the old one to say so.
 */
import { cartLineKey, type CartLine } from '../../../domain/cart.ts';
import { toMajor } from '../../../domain/money.ts';
import type { ShownPromotion } from '../../../domain/price-view.ts';

/** Today's unit price of a line (by its key), as the cart page's action answers it; null: no longer sold. */
export interface LinePrice {
  key: string;
  priceMinor: number | null;
  /** A ready-to-ship line: how many its shelf holds (absent when made to order). */
  left?: number;
  /** The automatic promotion the piece shows (domain/shown-promotion.ts): what the quote takes off one piece. */
  promotion?: ShownPromotion | null;
}

export interface PriceChange {
  /** cartLineKey() of the line that changed. */
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

export function refreshCart(lines: readonly CartLine[], prices: readonly LinePrice[], currency: string): CartRefresh {
  const byLine = new Map(prices.map((price) => [price.key, price.priceMinor]));
  const result: CartRefresh = { lines: [], changed: [], gone: [] };
  for (const line of lines) {
    const key = cartLineKey(line);
    const today = byLine.get(key);
    if (today === undefined) {
      // Not asked about (added while the answer travelled): kept as it is.
      result.lines.push(line);
    } else if (today === null) {
      result.gone.push(line.title);
    } else if (today !== line.priceMinor) {
      result.changed.push({ key, fromMinor: line.priceMinor, toMinor: today });
      result.lines.push({ ...line, priceMinor: today, price: toMajor(today, currency) });
    } else {
      result.lines.push(line);
    }
  }
  return result;
}
