/**
 * Today's catalogue of the pieces a browser's wishlist holds: their prices as typed (the page shows
 * them in the shopper's "Ship to" place, as every card does) and the promotion each shows.
 */
import type { AppLoadContext } from 'react-router';
import type { Variant } from '../../../domain/catalog.ts';
import { readProducts } from '../../../server/services/catalogue/index.ts';

/** A saved piece's variant as the wishlist card shows it and adds it to the cart. */
export type CurrentVariant = Pick<
  Variant,
  'id' | 'productId' | 'title' | 'images' | 'metals' | 'pricesMinor' | 'compareAtMinor' | 'sizes' | 'gemstone' | 'promotion'
>;

/** Per product asked, its published variants now; a product no longer sold is left out (its pieces are "No longer available"). */
export async function currentVariants(context: AppLoadContext, productIds: readonly number[]): Promise<Record<number, CurrentVariant[]>> {
  const { products } = await readProducts(context.db, [...new Set(productIds)]);
  const found: Record<number, CurrentVariant[]> = {};
  for (const [id, product] of products) {
    found[id] = product.variants.map(({ id: variantId, productId, title, images, metals, pricesMinor, compareAtMinor, sizes, gemstone, promotion }) => ({
      id: variantId,
      productId,
      title,
      images,
      metals,
      pricesMinor,
      compareAtMinor,
      sizes,
      gemstone,
      promotion,
    }));
  }
  return found;
}
