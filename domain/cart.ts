/**
 * Cart rules (spec 000 §4), shared by the browser's cart and the server's: a line is a variant in
 * a metal and a size, with its personalisation and gift wrap. Adding the same line again raises
 * its quantity; minus at 1 removes it; the bin removes it whatever its quantity.
 */

/** Gift wrap, per wrapped piece, in minor units of the shop currency. */
export const GIFT_WRAP_FEE_MINOR = 500;
/** More than this of one piece is not a shopper's order. */
export const MAX_LINE_QUANTITY = 20;
export const MAX_PERSONALISATION_LENGTH = 40;
/** Spec 000 §9: the metal name kept when none was chosen. */
export const FALLBACK_METAL = 'DefaultMetal';

export interface CartLine {
  /** The variant's id (spec: the cart item's id is the chosen variant's id). */
  id: number;
  productId: number;
  title: string;
  images: string[];
  /** The chosen size ('' when the piece has one size). */
  sizes: string;
  metal: string;
  /** All metals the variant comes in, for the cart page's metal index. */
  metals: string[];
  /** Unit price in the shop currency's major units, as the spec's cart item has it. */
  price: number;
  /** Unit price in minor units: what totals are computed from. */
  priceMinor: number;
  quantity: number;
  personalisation: string;
  giftWrap: boolean;
  gemstone?: string | null;
}

export type CartLineInput = Omit<CartLine, 'quantity'> & { quantity?: number };

/** Spec 000 §5: what is logged when an add cannot name a variant; nothing is added then. */
export const CART_LOG_MESSAGES = {
  variantIdMissing: 'Variant ID missing!',
  noVariant: 'No variant found!',
} as const;

/** Why an add must not happen, or undefined when it may. */
export function addRefusal(input: { id?: unknown } | undefined | null): string | undefined {
  if (!input) return CART_LOG_MESSAGES.noVariant;
  return Number.isInteger(input.id) && (input.id as number) > 0 ? undefined : CART_LOG_MESSAGES.variantIdMissing;
}

/** Two lines are the same line when every choice that makes the piece matches. */
export function sameLine(a: Pick<CartLine, 'id' | 'sizes' | 'metal' | 'personalisation' | 'giftWrap'>, b: typeof a): boolean {
  return a.id === b.id && a.sizes === b.sizes && a.metal === b.metal && a.personalisation === b.personalisation && a.giftWrap === b.giftWrap;
}

export function addLine(lines: CartLine[], input: CartLineInput): CartLine[] {
  if (addRefusal(input)) return lines;
  const quantity = Math.max(1, Math.floor(input.quantity ?? 1));
  const index = lines.findIndex((line) => sameLine(line, input));
  if (index === -1) return [...lines, { ...input, quantity: Math.min(quantity, MAX_LINE_QUANTITY) }];
  return lines.map((line, i) => (i === index ? { ...line, quantity: Math.min(line.quantity + quantity, MAX_LINE_QUANTITY) } : line));
}

export function incrementLine(lines: CartLine[], index: number): CartLine[] {
  return lines.map((line, i) => (i === index ? { ...line, quantity: Math.min(line.quantity + 1, MAX_LINE_QUANTITY) } : line));
}

/** Minus: one fewer, and at 1 the line goes. */
export function decrementLine(lines: CartLine[], index: number): CartLine[] {
  const line = lines[index];
  if (!line) return lines;
  if (line.quantity <= 1) return removeLine(lines, index);
  return lines.map((l, i) => (i === index ? { ...l, quantity: l.quantity - 1 } : l));
}

export function removeLine(lines: CartLine[], index: number): CartLine[] {
  return lines.filter((_, i) => i !== index);
}

export function lineTotalMinor(line: Pick<CartLine, 'priceMinor' | 'quantity' | 'giftWrap'>): number {
  return (line.priceMinor + (line.giftWrap ? GIFT_WRAP_FEE_MINOR : 0)) * line.quantity;
}

/** Sum of price × quantity over the lines (gift wrap apart, so the summary can show it). */
export function subtotalMinor(lines: Array<Pick<CartLine, 'priceMinor' | 'quantity'>>): number {
  return lines.reduce((sum, line) => sum + line.priceMinor * line.quantity, 0);
}

export function giftWrapMinor(lines: Array<Pick<CartLine, 'giftWrap' | 'quantity'>>): number {
  return lines.reduce((sum, line) => sum + (line.giftWrap ? GIFT_WRAP_FEE_MINOR * line.quantity : 0), 0);
}

export function itemCount(lines: Array<Pick<CartLine, 'quantity'>>): number {
  return lines.reduce((sum, line) => sum + line.quantity, 0);
}
