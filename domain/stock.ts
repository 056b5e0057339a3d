/**
 * Stock as a shopper meets it: what the product page and quick view say of a choice (made to
 * order with its lead time, only a few left, sold out), how many more of it a cart may take, and
 * the refusal an order or a quote answers when it asks for more than is left. The words are
 * written here once; the server's refusal and the pages use the same functions.
 */
import type { CartLine } from './cart.ts';
import { FEW_LEFT, stockLeft, type LeadTime, type Variant } from './catalog.ts';

/** A piece in a metal and size, as a refusal names it. */
export interface StockChoice {
  title: string;
  metal: string;
  /** '' for a one-size piece. */
  size: string;
}

/** "Rose Ring (14K Gold, 7)", or "Rose Pendant (14K Gold)" for a one-size piece. */
export const choiceName = ({ title, metal, size }: StockChoice) => (size ? `${title} (${metal}, ${size})` : `${title} (${metal})`);

export const STOCK_MESSAGES = {
  fewLeft: (left: number) => `Only ${left} left`,
  soldOut: 'Sold out',
  readyToShip: 'Ready to ship',
  madeToOrder: (lead: LeadTime) => `Made to order: ships in ${lead.minDays}–${lead.maxDays} business days`,
  /** An order or a quote asking for more than is left (none left: the choice is sold out). */
  shortage: (choice: StockChoice, left: number) => (left > 0 ? `Only ${left} left of ${choiceName(choice)}` : `${choiceName(choice)} is sold out`),
} as const;

/** What the product page says of the chosen metal and size. */
export type Availability =
  | { kind: 'made-to-order'; leadTime: LeadTime; label: string }
  /** Ready to ship; `left` is what the shelf holds, `label` is set under FEW_LEFT. */
  | { kind: 'in-stock'; left: number; label: string | null }
  | { kind: 'sold-out'; label: string }
  /** Ready to ship, a size still to choose: nothing can be said of the shelf yet. */
  | { kind: 'choose-size'; label: string | null };

type StockedVariant = Pick<Variant, 'madeToOrder' | 'leadTime' | 'stock' | 'sizes'>;

/**
 * The availability of `metal` in `size` ('' when none is chosen yet). A sized piece with no size
 * chosen is sold out only when no size is left in that metal.
 */
export function availability(variant: StockedVariant, metal: string, size: string): Availability {
  if (variant.madeToOrder) return { kind: 'made-to-order', leadTime: variant.leadTime, label: STOCK_MESSAGES.madeToOrder(variant.leadTime) };
  if (variant.sizes.length > 0 && !variant.sizes.includes(size)) {
    const anyLeft = variant.sizes.some((candidate) => (stockLeft(variant, metal, candidate) ?? 0) > 0);
    return anyLeft ? { kind: 'choose-size', label: null } : { kind: 'sold-out', label: STOCK_MESSAGES.soldOut };
  }
  const left = stockLeft(variant, metal, size) ?? 0;
  if (left <= 0) return { kind: 'sold-out', label: STOCK_MESSAGES.soldOut };
  return { kind: 'in-stock', left, label: left < FEW_LEFT ? STOCK_MESSAGES.fewLeft(left) : null };
}

/**
 * How many more of a choice may go in the cart: what is left less what the cart already holds of
 * it (in any personalisation or wrap). Undefined when there is no limit (made to order).
 */
export function addableQuantity(left: number | undefined, inCart: number): number | undefined {
  if (left === undefined) return undefined;
  return Math.max(0, left - inCart);
}

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** How many of a variant in this metal and size the cart holds, over all its lines (engraved, wrapped or not). */
export function quantityInCart(
  lines: ReadonlyArray<Pick<CartLine, 'id' | 'metal' | 'sizes' | 'quantity'>>,
  variantId: number,
  metal: string,
  size: string,
): number {
  return lines
    .filter((line) => line.id === variantId && sameName(line.metal, metal) && sameName(line.sizes, size))
    .reduce((sum, line) => sum + line.quantity, 0);
}
