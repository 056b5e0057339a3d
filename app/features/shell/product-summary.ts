/**
 * A product as the shell shows it (search suggestions, the mega menu's Matching Products): its
 * first variant, which in a filtered or searched listing is the one that matched.
 */
import type { ListingAnswer, VariantAnswer } from '../../../domain/contract/catalog.ts';
import { toMinor } from '../../../domain/money.ts';
import { productPath } from '../../../domain/catalog.ts';

/** The part of GET /api/listing's answer the shell reads. */
type ListingPart = {
  items: Array<
    Pick<ListingAnswer['items'][number], 'id'> & {
      ProductVariants: Array<Pick<VariantAnswer, 'id' | 'title' | 'images' | 'price' | 'compareAtPrice' | 'promotion'>>;
    }
  >;
  currency: string;
};

export interface ProductSummary {
  productId: number;
  variantId: number;
  title: string;
  /** File name under /api/uploads (or an external address); undefined when the piece has no picture. */
  image: string | undefined;
  priceMinor: number;
  compareAtMinor: number | null;
  /** The automatic promotion the piece shows, or null. */
  promotion: VariantAnswer['promotion'];
  href: string;
}

export function summarizeListing(answer: ListingPart): ProductSummary[] {
  return answer.items.flatMap((product) => {
    const variant = product.ProductVariants[0];
    if (!variant) return [];
    const compareAt = variant.compareAtPrice?.[0];
    return [
      {
        productId: product.id,
        variantId: variant.id,
        title: variant.title,
        image: variant.images[0],
        priceMinor: toMinor(variant.price[0] ?? 0, answer.currency),
        compareAtMinor: compareAt == null ? null : toMinor(compareAt, answer.currency),
        promotion: variant.promotion,
        href: productPath(product.id, variant.id),
      },
    ];
  });
}
