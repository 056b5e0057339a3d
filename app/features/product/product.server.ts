/** What the product page and the old product routes need, bound to the request's load context. */
import type { AppLoadContext } from 'react-router';
import type { Product, Variant } from '../../../domain/catalog.ts';
import { NotFound } from '../../../domain/errors.ts';
import { ListingQuery } from '../../../domain/listing.ts';
import * as catalog from '../../../server/services/catalogue/index.ts';
import * as shipping from '../../../server/services/shipping/index.ts';

/** The product, or undefined when there is no published product with that id. */
export async function findProduct(context: AppLoadContext, productId: number): Promise<Product | undefined> {
  try {
    return await catalog.getProduct(context.db, productId);
  } catch (error) {
    if (error instanceof NotFound) return undefined;
    throw error;
  }
}

/** Up to `limit` other products of the variant's first category, best rated first. */
export async function loadRelatedProducts(context: AppLoadContext, variant: Variant, limit = 4): Promise<Product[]> {
  const category = variant.categories[0];
  if (!category) return [];
  const query = ListingQuery.parse({ category, pageSize: String(limit + 1) });
  const result = await catalog.listing(context.db, query, { withFacets: false, caches: context.caches });
  return result.items.filter((product) => product.id !== variant.productId).slice(0, limit);
}

export interface ShippingOption {
  name: string;
  deliveryText: string;
  priceMinor: number;
  /** The longest it takes, in working days (the delivery estimate counts it). */
  maxDays: number;
}

/** The shipping methods of the shop's home zone (Express and Regular in the sample shop), in their order: the product page knows no address. */
export async function loadShippingOptions(context: AppLoadContext): Promise<ShippingOption[]> {
  return (await shipping.listShippingMethods(context.db)).map(({ name, deliveryText, priceMinor, maxDays }) => ({ name, deliveryText, priceMinor, maxDays }));
}
