/**
 * What Quick View's Add to Cart puts in the cart: the card's variant in
 * the chosen metal and size, `quantity` times, without personalisation or gift wrap.
 */
import type { CartLineInput } from '../../../domain/cart.ts';
import { MAX_LINE_QUANTITY } from '../../../domain/line.ts';
import { ADDED_TO_CART_MESSAGE, SIZE_REQUIRED_MESSAGE, cartLineFor } from '../../../domain/cart-line.ts';
import type { Variant } from '../../../domain/catalog.ts';

export const QUICK_VIEW_MESSAGES = { added: ADDED_TO_CART_MESSAGE, chooseSize: SIZE_REQUIRED_MESSAGE } as const;

export interface QuickViewChoice {
  metalIndex: number;
  /** '' until a size is chosen. */
  size: string;
  quantity: number;
}

export const INITIAL_CHOICE: QuickViewChoice = { metalIndex: 0, size: '', quantity: 1 };

/** Quantity starts at 1, never goes below it, and stops at the cart's limit for one line. */
export const clampQuantity = (quantity: number) => Math.min(MAX_LINE_QUANTITY, Math.max(1, Math.floor(quantity)));

export { needsSize } from '../../../domain/cart-line.ts';

export function quickViewLine(variant: Variant, choice: QuickViewChoice, currency: string): CartLineInput {
  return { ...cartLineFor(variant, { metalIndex: choice.metalIndex, size: choice.size }, currency), quantity: clampQuantity(choice.quantity) };
}
