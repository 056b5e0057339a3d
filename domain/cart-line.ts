/**
 * From a variant and the shopper's choices to the cart line (domain/cart.ts), the same way on the
 * product page, quick view, the category page and the wishlist, with the messages they show.
 */
import type { CartLineInput } from './cart.ts';
import { FALLBACK_METAL, GIFT_CARD_PRODUCT_NAME, GIFT_CARD_VARIANT_ID, MAX_PERSONALISATION_LENGTH, type GiftCardChoice } from './line.ts';
import type { Variant } from './catalog.ts';
import { toMajor } from './money.ts';
import { ringSizeOfLabel, SIZE_LATER } from './ring-sizes.ts';

/** The add-to-cart toast keeps its leading space, as shoppers have always seen it. */
/** A piece's sizes, and whether it is made to order (unknown: not offered without a size). */
type SizedVariant = Pick<Variant, 'sizes'> & Partial<Pick<Variant, 'madeToOrder'>>;

export const ADDED_TO_CART_MESSAGE = ' Item added to cart!';
export const SIZE_REQUIRED_MESSAGE = 'Please select a size';

export type LineVariant = Pick<Variant, 'id' | 'productId' | 'title' | 'images' | 'metals' | 'pricesMinor' | 'gemstone' | 'sizes'> & SizedVariant;

export interface LineChoices {
  /** Index into the variant's metals and prices (0: the first metal). */
  metalIndex: number;
  /** '' when none is chosen. */
  size: string;
  personalisation?: string;
  giftWrap?: boolean;
}

/** The metal index in range for this variant (a variant with fewer metals falls back to the first). */
export function metalIndexFor(variant: Pick<Variant, 'metals' | 'pricesMinor'>, metalIndex: number): number {
  const count = Math.max(variant.metals.length, variant.pricesMinor.length);
  return metalIndex >= 0 && metalIndex < count ? metalIndex : 0;
}

/**
 * Whether a shopper who does not know their size may order the piece without one (decision record 057):
 * a ring (its sizes are circumferences) made to order, sized once they have measured.
 */
export const laterSizeOffered = (variant: SizedVariant) => variant.madeToOrder === true && variant.sizes.some((label) => ringSizeOfLabel(label) !== null);

/** A size the shopper may choose: one of the piece's, or for a made-to-order ring SIZE_LATER. */
export const offersSize = (variant: SizedVariant, size: string) => variant.sizes.includes(size) || (size === SIZE_LATER && laterSizeOffered(variant));

/** A piece with sizes needs one chosen before it goes in the cart. */
export function needsSize(variant: SizedVariant, size: string): boolean {
  return variant.sizes.length > 0 && !offersSize(variant, size);
}

export function cartLineFor(variant: LineVariant, choices: LineChoices, currency: string): CartLineInput {
  const index = metalIndexFor(variant, choices.metalIndex);
  const priceMinor = variant.pricesMinor[index] ?? 0;
  return {
    id: variant.id,
    productId: variant.productId,
    title: variant.title,
    images: variant.images,
    sizes: offersSize(variant, choices.size) ? choices.size : '',
    metal: variant.metals[index] ?? FALLBACK_METAL,
    metals: variant.metals,
    price: toMajor(priceMinor, currency),
    priceMinor,
    personalisation: (choices.personalisation ?? '').trim().slice(0, MAX_PERSONALISATION_LENGTH),
    giftWrap: choices.giftWrap ?? false,
    gemstone: variant.gemstone,
  };
}

/**
 * A gift card as the cart keeps it (decision record 050): a line naming no piece
 * (`GIFT_CARD_VARIANT_ID`), priced at the card's amount, with no metal, size, engraving or wrap.
 */
export function giftCardCartLine(card: GiftCardChoice, currency: string): CartLineInput {
  return {
    id: GIFT_CARD_VARIANT_ID,
    productId: 0,
    title: GIFT_CARD_PRODUCT_NAME,
    images: [],
    sizes: '',
    metal: FALLBACK_METAL,
    price: toMajor(card.amountMinor, currency),
    priceMinor: card.amountMinor,
    quantity: 1,
    personalisation: '',
    giftWrap: false,
    gemstone: null,
    giftCard: card,
  };
}
