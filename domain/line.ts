/**
 * A line of a cart, a quote or an order: one piece (a variant) in a metal and a size, with its
 * personalisation and gift wrap, in a quantity. Every surface — the browser's cart, the server's
 * cart, the quote, the order — uses this one definition: the same choice, the same identity, the
 * same quantity bounds and the same total.
 */

/** Gift wrap, per wrapped piece, in minor units of the shop currency. */
export const GIFT_WRAP_FEE_MINOR = 500;
/** A line holds a whole number of pieces from 1 to 20: more than 20 of one piece is not a shopper's order. */
const MIN_LINE_QUANTITY = 1;
export const MAX_LINE_QUANTITY = 20;
export const MAX_PERSONALISATION_LENGTH = 40;
/** The metal name a line keeps when none was chosen; it means the piece's first metal. */
export const FALLBACK_METAL = 'DefaultMetal';

/**
 * A gift card sold as a line (decision record 050, "Selling"): its amount, who receives it, the
 * buyer's message and the day its code is mailed (YYYY-MM-DD). Part of the line's identity.
 */
export interface GiftCardChoice {
  amountMinor: number;
  recipientName: string;
  recipientEmail: string;
  message: string;
  sendOn: string;
}

/**
 * A gift card line names no catalogue piece: its variant id is 0, which no row has, so the
 * catalogue never prices it and an order keeps no variant for it (decision record 050).
 */
export const GIFT_CARD_VARIANT_ID = 0;
/** The name a gift card line goes by where a piece's line shows its product's name. */
export const GIFT_CARD_PRODUCT_NAME = 'Gift card';

/** What the shopper chose: everything that makes two lines the same piece. */
export interface LineChoice {
  variantId: number;
  /** The metal's name ('DefaultMetal': the first metal). */
  metal: string;
  /** The chosen size ('' when the piece has one size). */
  size: string;
  personalisation: string;
  giftWrap: boolean;
  /** Present only on a gift card line: the card's amount, recipient, message and send day. */
  giftCard?: GiftCardChoice;
}

export interface Line extends LineChoice {
  quantity: number;
}

/**
 * A line priced from the catalogue, in minor units: what the cart, the quote and the order show.
 * `productName` is the variant's title; `image` its first picture.
 */
export interface PricedLine extends Line {
  productId: number;
  productName: string;
  gemstone: string | null;
  image: string | null;
  /** Unit price. */
  priceMinor: number;
  /** Gift wrap of the whole line (fee × quantity; 0 without). */
  giftWrapMinor: number;
  /** price × quantity + gift wrap. */
  lineTotalMinor: number;
}

/** A line of a placed order: priced as it was charged; `variantId` is null once the piece has left the catalogue. */
export interface OrderLine extends Omit<PricedLine, 'variantId'> {
  id: number;
  variantId: number | null;
}

/** Just the choice of anything that holds one (a line, a priced line, a request's line). */
export function lineChoice(line: LineChoice): LineChoice {
  const choice: LineChoice = { variantId: line.variantId, metal: line.metal, size: line.size, personalisation: line.personalisation, giftWrap: line.giftWrap };
  return line.giftCard ? { ...choice, giftCard: { ...line.giftCard } } : choice;
}

/** A gift card's part of a line's key: the recipient's e-mail compared as an address (case and spaces aside), the rest as typed. */
const giftCardKey = (card: GiftCardChoice) => [
  card.amountMinor,
  card.recipientName.trim(),
  card.recipientEmail.trim().toLowerCase(),
  card.message.trim(),
  card.sendOn,
];

/**
 * The identity of a line: two lines with the same key are the same line, and adding one to the
 * other adds their quantities. Metal and size are compared as names (case and surrounding spaces
 * aside); personalisation as engraved (surrounding spaces aside).
 */
export function lineKey(choice: LineChoice): string {
  return JSON.stringify([
    choice.variantId,
    choice.metal.trim().toLowerCase(),
    choice.size.trim().toLowerCase(),
    choice.personalisation.trim(),
    choice.giftWrap,
    // A line without a gift card keeps the key it always had.
    ...(choice.giftCard ? [giftCardKey(choice.giftCard)] : []),
  ]);
}

/** Whether a line is a gift card sold: its price is its amount, with no gift wrap, tax or discount (decision record 050). */
export const isGiftCardLine = (line: { giftCard?: unknown }) => line.giftCard !== undefined;

/** Whether the lines are gift cards and nothing else: such an order ships nothing, so charges no shipping. */
export const onlyGiftCards = (lines: ReadonlyArray<{ giftCard?: unknown }>) => lines.length > 0 && lines.every(isGiftCardLine);

export const sameLine = (a: LineChoice, b: LineChoice) => lineKey(a) === lineKey(b);

/** Whether a quantity is one a line may hold. */
export const isLineQuantity = (quantity: number) => Number.isInteger(quantity) && quantity >= MIN_LINE_QUANTITY && quantity <= MAX_LINE_QUANTITY;

/** The nearest quantity a line may hold (a wish for 500 is 20; anything below 1 is 1). */
export function boundedQuantity(quantity: number): number {
  if (!Number.isFinite(quantity)) return MIN_LINE_QUANTITY;
  return Math.min(MAX_LINE_QUANTITY, Math.max(MIN_LINE_QUANTITY, Math.floor(quantity)));
}

/** Gift wrap of a whole line: the fee (as the shopper's place shows it; typed: GIFT_WRAP_FEE_MINOR) for each wrapped piece. */
export const lineGiftWrapMinor = (line: Pick<Line, 'giftWrap' | 'quantity'>, feeMinor = GIFT_WRAP_FEE_MINOR) => (line.giftWrap ? feeMinor * line.quantity : 0);

/** price × quantity + gift wrap: the line's own as it was charged, else the fee for each wrapped piece. */
export const lineTotalMinor = (line: Pick<Line, 'giftWrap' | 'quantity'> & { priceMinor: number; giftWrapMinor?: number }) =>
  line.priceMinor * line.quantity + (line.giftWrapMinor ?? lineGiftWrapMinor(line));

/** The line with its price, gift wrap (at `wrapFeeMinor` a piece, the shopper's place's fee) and total worked out. */
export function pricedLine(line: Omit<PricedLine, 'giftWrapMinor' | 'lineTotalMinor'>, wrapFeeMinor = GIFT_WRAP_FEE_MINOR): PricedLine {
  const giftWrapMinor = lineGiftWrapMinor(line, wrapFeeMinor);
  return { ...line, giftWrapMinor, lineTotalMinor: lineTotalMinor({ ...line, giftWrapMinor }) };
}

type Counted = Pick<Line, 'quantity'>;

/** Sum of price × quantity over the lines (gift wrap apart, so a summary can show it). */
export const subtotalMinor = (lines: ReadonlyArray<Counted & { priceMinor: number }>) => lines.reduce((sum, line) => sum + line.priceMinor * line.quantity, 0);

/** The gift wrap of the lines: each line's own when it says (as priced for a place, or as charged), else the typed fee. */
export const giftWrapMinor = (lines: ReadonlyArray<Pick<Line, 'giftWrap' | 'quantity'> & { giftWrapMinor?: number }>) =>
  lines.reduce((sum, line) => sum + (line.giftWrapMinor ?? lineGiftWrapMinor(line)), 0);

export const itemCount = (lines: ReadonlyArray<Counted>) => lines.reduce((sum, line) => sum + line.quantity, 0);

/** A gift card line priced (decision record 050): its price is its amount, with no gift wrap; it names no piece. */
export function giftCardPricedLine(line: Line & { giftCard: GiftCardChoice }): PricedLine {
  const { giftCard, quantity } = line;
  const choice = { ...lineChoice(line), quantity, productId: 0, productName: GIFT_CARD_PRODUCT_NAME, gemstone: null, image: null };
  return pricedLine({ ...choice, priceMinor: giftCard.amountMinor }, 0);
}

/**
 * Lines given more than once (the same key) become one, their quantities added, in the order
 * they first came. Whether the sum is a quantity a line may hold is the caller's rule to apply.
 */
export function combineLines<T extends Line>(lines: readonly T[]): T[] {
  const combined = new Map<string, T>();
  for (const line of lines) {
    const key = lineKey(line);
    const earlier = combined.get(key);
    combined.set(key, earlier ? { ...earlier, quantity: earlier.quantity + line.quantity } : line);
  }
  return [...combined.values()];
}
