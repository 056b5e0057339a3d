/** What the product page and the old product routes need, bound to the request's load context. */
import type { AppLoadContext } from 'react-router';
import type { Product, Variant } from '../../../domain/catalog.ts';
import { NotFound, Unprocessable } from '../../../domain/errors.ts';
import { ListingQuery } from '../../../domain/listing.ts';
import * as catalog from '../../../server/services/catalogue/index.ts';
import * as reviews from '../../../server/services/reviews/index.ts';
import * as shipping from '../../../server/services/shipping/index.ts';
import { requestShipTo } from '../ship-to/ship-to.server';

/** The product, or undefined when there is no published product with that id. */
export async function findProduct(context: AppLoadContext, productId: number): Promise<Product | undefined> {
  try {
    return await catalog.getProduct(context.db, productId);
  } catch (error) {
    if (error instanceof NotFound) return undefined;
    throw error;
  }
}

/** The product a slug names (now, or before a rename) and its page's first variant; undefined when none. */
export const findProductBySlug = (context: AppLoadContext, slug: string) => catalog.productOfSlug(context.db, slug);

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

/**
 * The shipping methods to the shopper's "Ship to" country (Express and Regular in the sample shop),
 * in their order and at the prices that country shows. A country shipped to only in some of its
 * states has none until checkout knows the state: an empty list, and the page says so.
 */
export async function loadShippingOptions(context: AppLoadContext, request: Request): Promise<ShippingOption[]> {
  const { country } = await requestShipTo(context, request);
  try {
    const methods = await shipping.listShippingMethods(context.db, country ? { country } : {});
    return methods.map(({ name, deliveryText, priceMinor, maxDays }) => ({ name, deliveryText, priceMinor, maxDays }));
  } catch (error) {
    if (error instanceof Unprocessable) return [];
    throw error;
  }
}

/** The product's published reviews as the page first shows them: the numbers and the newest page (decision record 052). */
export async function loadReviews(context: AppLoadContext, productId: number) {
  const first = { sort: 'newest', page: 1 } as const;
  return reviews.presentProductReviews(productId, first, await reviews.productReviews(context.db, productId, first));
}
