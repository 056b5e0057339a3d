/** schema.org Product data for search engines (https://schema.org/Product), from the variant a page shows. */
import { imageUrl, productPath, type Variant } from '../../../domain/catalog.ts';
import { minorUnitsPerMajor, toMajor } from '../../../domain/money.ts';

export interface StructuredDataInput {
  variant: Variant;
  shopName: string;
  origin: string;
  currency: string;
}

const soldOut = (variant: Variant) => !variant.madeToOrder && variant.stock.every((level) => level.quantity <= 0);

export function productStructuredData({ variant, shopName, origin, currency }: StructuredDataInput): Record<string, unknown> {
  const absolute = (path: string) => new URL(path, origin).toString();
  const images = variant.images.flatMap((file) => {
    const url = imageUrl(file);
    return url ? [absolute(url)] : [];
  });
  const priceMinor = variant.pricesMinor[0];
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: variant.title,
    description: variant.description,
    image: images,
    sku: String(variant.id),
    brand: { '@type': 'Brand', name: shopName },
    ...(variant.categories[0] ? { category: variant.categories[0] } : {}),
    ...(priceMinor === undefined
      ? {}
      : {
          offers: {
            '@type': 'Offer',
            // The first metal is the one the page starts with.
            price: toMajor(priceMinor, currency).toFixed(Math.round(Math.log10(minorUnitsPerMajor(currency)))),
            priceCurrency: currency,
            // A made-to-order piece can always be ordered; a ready-to-ship one while any shelf holds a piece.
            availability: soldOut(variant) ? 'https://schema.org/OutOfStock' : 'https://schema.org/InStock',
            itemCondition: 'https://schema.org/NewCondition',
            url: absolute(productPath(variant.productId, variant.id)),
          },
        }),
    ...(variant.rating > 0 ? { aggregateRating: { '@type': 'AggregateRating', ratingValue: variant.rating, bestRating: 5, worstRating: 1 } } : {}),
  };
}
