/**
 * The browser's cart: lines kept in local storage under `cartItems`, in the shape of the old
 * storefront's cart item (`id` is the variant, `sizes` the chosen size), with the cart rules.
 * What a line is — its choice, identity, quantity bounds and total — is domain/line.ts.
 * Adding the same line again raises its quantity; minus at 1 removes it; the bin removes it
 * whatever its quantity.
 */
import type { CartAnswer, CartLinesInput } from './contract/cart.ts';
import { GIFT_CARD_VARIANT_ID, boundedQuantity, lineKey, type GiftCardChoice, type LineChoice } from './line.ts';
import { toMinor } from './money.ts';

export interface CartLine {
  /** The variant's id. */
  id: number;
  productId: number;
  title: string;
  images: string[];
  /** The chosen size ('' when the piece has one size). */
  sizes: string;
  metal: string;
  /** The metals the variant comes in, when the line was added from the product. */
  metals?: string[];
  /** Unit price in the shop currency's major units, as the stored cart item has always had it. */
  price: number;
  /** Unit price in minor units: what totals are computed from. */
  priceMinor: number;
  quantity: number;
  personalisation: string;
  giftWrap: boolean;
  gemstone?: string | null;
  /** A gift card line's card (decision record 050): the line names no piece (its `id` is GIFT_CARD_VARIANT_ID). */
  giftCard?: GiftCardChoice;
}

export type CartLineInput = Omit<CartLine, 'quantity'> & { quantity?: number };

/** The shopper's choice a stored line holds. */
export const choiceOf = (line: Pick<CartLine, 'id' | 'metal' | 'sizes' | 'personalisation' | 'giftWrap' | 'giftCard'>): LineChoice => ({
  variantId: line.id,
  metal: line.metal,
  size: line.sizes,
  personalisation: line.personalisation,
  giftWrap: line.giftWrap,
  ...(line.giftCard ? { giftCard: line.giftCard } : {}),
});

/** The identity of a stored line (domain/line.ts lineKey). */
export const cartLineKey = (line: Pick<CartLine, 'id' | 'metal' | 'sizes' | 'personalisation' | 'giftWrap' | 'giftCard'>) => lineKey(choiceOf(line));

/** The lines as the API takes them (PUT /api/cart, the cart page's pricing); the price only tells of a change. */
export function cartLinesInput(lines: readonly CartLine[]): CartLinesInput {
  return { lines: lines.map((line) => ({ ...choiceOf(line), quantity: line.quantity, title: line.title, price: line.price })) };
}

/** The server's cart (domain/contract/cart.ts) as the browser's cart keeps it. */
export function cartLinesFromServer(answer: Pick<CartAnswer, 'lines' | 'currency'>): CartLine[] {
  return answer.lines.map((line) => ({
    id: line.variantId,
    productId: line.productId,
    title: line.productName,
    images: line.image ? [line.image] : [],
    sizes: line.size,
    metal: line.metal,
    price: line.price,
    priceMinor: toMinor(line.price, answer.currency),
    quantity: line.quantity,
    personalisation: line.personalisation,
    giftWrap: line.giftWrap,
    gemstone: line.gemstone,
    ...(line.giftCard ? { giftCard: line.giftCard } : {}),
  }));
}

/**
 * What was added to a cart since an earlier copy of it: lines new since then, and the extra
 * quantity of lines that grew (e.g. pieces added while the login merge was on its way).
 */
export function cartLinesAddedSince(before: readonly CartLine[], now: readonly CartLine[]): CartLine[] {
  const earlier = new Map(before.map((line) => [cartLineKey(line), line.quantity]));
  return now.flatMap((line) => {
    const extra = line.quantity - (earlier.get(cartLineKey(line)) ?? 0);
    return extra > 0 ? [{ ...line, quantity: extra }] : [];
  });
}

/** Adds lines to a cart: a line it already holds grows (within the quantity rule), a new one is appended. */
export function withCartLines(lines: readonly CartLine[], added: readonly CartLine[]): CartLine[] {
  const result = [...lines];
  for (const line of added) {
    const index = result.findIndex((held) => cartLineKey(held) === cartLineKey(line));
    if (index === -1) result.push(line);
    else result[index] = { ...result[index]!, quantity: boundedQuantity(result[index]!.quantity + line.quantity) };
  }
  return result;
}

/** What is logged when an add cannot name a variant; nothing is added then. */
export const CART_LOG_MESSAGES = {
  variantIdMissing: 'Variant ID missing!',
  noVariant: 'No variant found!',
} as const;

/** Why an add must not happen, or undefined when it may (a gift card line names no variant: GIFT_CARD_VARIANT_ID). */
export function addRefusal(input: { id?: unknown; giftCard?: unknown } | undefined | null): string | undefined {
  if (!input) return CART_LOG_MESSAGES.noVariant;
  if (input.giftCard && input.id === GIFT_CARD_VARIANT_ID) return undefined;
  return typeof input.id === 'number' && Number.isInteger(input.id) && input.id > 0 ? undefined : CART_LOG_MESSAGES.variantIdMissing;
}

export function addLine(lines: CartLine[], input: CartLineInput): CartLine[] {
  if (addRefusal(input)) return lines;
  const key = cartLineKey(input);
  const index = lines.findIndex((line) => cartLineKey(line) === key);
  const quantity = boundedQuantity(input.quantity ?? 1);
  if (index === -1) return [...lines, { ...input, quantity }];
  return lines.map((line, i) => (i === index ? { ...line, quantity: boundedQuantity(line.quantity + quantity) } : line));
}

export function incrementLine(lines: CartLine[], index: number): CartLine[] {
  return lines.map((line, i) => (i === index ? { ...line, quantity: boundedQuantity(line.quantity + 1) } : line));
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
