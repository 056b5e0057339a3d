/** The wishlist, in local storage under `wishlist`: no duplicates, a heart toggles it. */
import type { Variant } from '../../../domain/catalog.ts';
import { toMajor } from '../../../domain/money.ts';
import { localList } from '../../lib/local-store';

export interface WishlistItem {
  /** The variant's id. */
  id: number;
  productId: number;
  title: string;
  description: string;
  images: string[];
  /** Unit price in minor units (first metal). */
  priceMinor: number;
  price: number;
}

const isWishlistItem = (value: unknown): value is WishlistItem =>
  typeof value === 'object' && value !== null && typeof (value as WishlistItem).id === 'number' && typeof (value as WishlistItem).title === 'string';

export const wishlistStore = localList<WishlistItem>('wishlist', isWishlistItem);

export const wishlist = {
  add: (item: WishlistItem) => wishlistStore.update((items) => (items.some((i) => i.id === item.id) ? items : [...items, item])),
  remove: (id: number) => wishlistStore.update((items) => items.filter((i) => i.id !== id)),
  toggle: (item: WishlistItem) =>
    wishlistStore.update((items) => (items.some((i) => i.id === item.id) ? items.filter((i) => i.id !== item.id) : [...items, item])),
};

export const useWishlist = () => wishlistStore.useItems();

/** The wishlist entry for a variant, priced in the given metal's price (the first by default). */
export function wishlistItemFor(variant: Variant, currency: string, priceMinor = variant.pricesMinor[0] ?? 0): WishlistItem {
  return {
    id: variant.id,
    productId: variant.productId,
    title: variant.title,
    description: variant.description,
    images: variant.images,
    priceMinor,
    price: toMajor(priceMinor, currency),
  };
}
