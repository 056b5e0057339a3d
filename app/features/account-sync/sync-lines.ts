/**
 * The wishlist as the server's API takes and answers it (domain/contract/cart.ts; the cart's lines
 * are mapped in domain/cart.ts), and a signature of the cart and the wishlist that ignores prices: two carts with the same signature hold the same lines
 * in the same quantities, so only a real change is sent.
 */
import { cartLineKey, type CartLine } from '../../../domain/cart.ts';
import type { WishlistAnswer, WishlistInput } from '../../../domain/contract/cart.ts';
import { toMinor } from '../../../domain/money.ts';
import type { WishlistItem } from '../wishlist/wishlist-store';

export function cartSignature(lines: readonly CartLine[]): string {
  return JSON.stringify(lines.map((line) => [cartLineKey(line), line.quantity]));
}

export function wishlistSignature(items: ReadonlyArray<Pick<WishlistItem, 'id'>>): string {
  return JSON.stringify(items.map((item) => item.id));
}

export function wishlistInput(items: readonly WishlistItem[]): WishlistInput {
  return { items: items.map((item) => ({ id: item.id, title: item.title })) };
}

export function wishlistFromServer(answer: Pick<WishlistAnswer, 'items' | 'currency'>): WishlistItem[] {
  return answer.items.map((item) => ({
    id: item.id,
    productId: item.productId,
    title: item.title,
    description: item.description,
    images: item.images,
    priceMinor: toMinor(item.price, answer.currency),
    price: item.price,
  }));
}
