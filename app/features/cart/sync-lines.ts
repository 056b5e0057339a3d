/**
 * The cart and wishlist as the server's API takes and answers them (server/api/cart.ts), and a
 * signature of each that ignores prices: two carts with the same signature hold the same pieces
 * in the same quantities, so only a real change is sent.
 */
import type { CartLine } from '../../../domain/cart.ts';
import type { WishlistItem } from '../wishlist/wishlist-store';

type LineIdentity = Pick<CartLine, 'id' | 'sizes' | 'metal' | 'personalisation' | 'giftWrap' | 'quantity'>;

export function cartSignature(lines: readonly LineIdentity[]): string {
  return JSON.stringify(lines.map((line) => [line.id, line.sizes, line.metal, line.personalisation, line.giftWrap, line.quantity]));
}

export function wishlistSignature(items: ReadonlyArray<Pick<WishlistItem, 'id'>>): string {
  return JSON.stringify(items.map((item) => item.id));
}

/** The lines as PUT /api/cart and POST /api/cart/merge take them; the price only tells of a change. */
export function cartLinesInput(lines: readonly CartLine[]) {
  return lines.map((line) => ({
    id: line.id,
    metal: line.metal,
    sizes: line.sizes,
    quantity: line.quantity,
    personalisation: line.personalisation,
    giftWrap: line.giftWrap,
    title: line.title,
    priceMinor: line.priceMinor,
  }));
}

export function wishlistInput(items: readonly WishlistItem[]) {
  return items.map((item) => ({ id: item.id, title: item.title }));
}

/** A line of the server's cart, kept in the store's shape (the server adds its image and totals). */
export function cartLineFromServer(line: CartLine): CartLine {
  return {
    id: line.id,
    productId: line.productId,
    title: line.title,
    images: line.images,
    sizes: line.sizes,
    metal: line.metal,
    metals: line.metals,
    price: line.price,
    priceMinor: line.priceMinor,
    quantity: line.quantity,
    personalisation: line.personalisation,
    giftWrap: line.giftWrap,
    gemstone: line.gemstone ?? null,
  };
}

export function wishlistItemFromServer(item: WishlistItem): WishlistItem {
  return {
    id: item.id,
    productId: item.productId,
    title: item.title,
    description: item.description,
    images: item.images,
    priceMinor: item.priceMinor,
    price: item.price,
  };
}
