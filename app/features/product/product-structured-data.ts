/**
 * schema.org Product data for search engines (https://schema.org/Product), from the variant a page
 * shows. Its stars come from published reviews only (decision 053): an `aggregateRating` with the
 * average and both counts, and up to five `review` items, when the page's loader gives reviews with
 * at least one; never from a rating typed by staff, and none at all while there is no review.
 */
import { imageUrl, productPath, type Variant } from '../../../domain/catalog.ts';
import type { ProductReviewsAnswer } from '../../../domain/contract/reviews.ts';
import { minorUnitsPerMajor, toMajor } from '../../../domain/money.ts';

/** Published reviews of the product as its page shows them: the summary and the newest few. */
interface PublishedReviews {
  /** The average of the published reviews' stars, 1 to 5. */
  average: number;
  /** Published reviews (each gives stars). */
  ratingCount: number;
  /** Published reviews with written words. */
  reviewCount: number;
  /** The newest first; at most five are printed. */
  items: Array<{ author: string; rating: number; title: string; body: string; publishedAt: string }>;
}

export interface StructuredDataInput {
  variant: Variant;
  shopName: string;
  origin: string;
  currency: string;
  reviews?: PublishedReviews;
}

/**
 * The page's reviews as the data prints them: none while none is published. Every review gives
 * stars, a title and words, so both counts are the published reviews; a review whose author was
 * erased is left out of the items (a review's author is required, and none is invented).
 */
export function publishedReviews(answer: ProductReviewsAnswer): PublishedReviews | undefined {
  if (answer.count < 1 || answer.average === null) return undefined;
  return {
    average: answer.average,
    ratingCount: answer.count,
    reviewCount: answer.count,
    items: answer.reviews
      .filter((review) => review.author.trim() !== '')
      .map((review) => ({ author: review.author, rating: review.stars, title: review.title, body: review.body, publishedAt: review.publishedAt })),
  };
}

/** Google shows a handful of reviews in a snippet; the page shows the rest. */
const PRINTED_REVIEWS = 5;

const stars = (value: number) => ({ bestRating: 5, worstRating: 1, ratingValue: Math.round(value * 10) / 10 });

function reviewData(reviews: PublishedReviews | undefined): Record<string, unknown> {
  if (!reviews || reviews.ratingCount < 1) return {};
  return {
    aggregateRating: { '@type': 'AggregateRating', ...stars(reviews.average), ratingCount: reviews.ratingCount, reviewCount: reviews.reviewCount },
    review: reviews.items.slice(0, PRINTED_REVIEWS).map((review) => ({
      '@type': 'Review',
      author: { '@type': 'Person', name: review.author },
      reviewRating: { '@type': 'Rating', ...stars(review.rating) },
      name: review.title,
      reviewBody: review.body,
      datePublished: review.publishedAt.slice(0, 10),
    })),
  };
}

const soldOut = (variant: Variant) => !variant.madeToOrder && variant.stock.every((level) => level.quantity <= 0);

export function productStructuredData({ variant, shopName, origin, currency, reviews }: StructuredDataInput): Record<string, unknown> {
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
    ...reviewData(reviews),
  };
}
