/**
 * How the shop ranks its pieces (issue 35, decision record 054): the "rating" sort by a Bayesian
 * average of published reviews, and BEST SELLER by units sold over a period. Pure, so the listing's
 * build, the best sellers' count and the tests share one rule.
 */
import type { ProductStars } from './catalog.ts';
import type { OrderStatus } from './order.ts';

/** A product's published reviews: how many, and their stars added up. */
export interface StarTally {
  count: number;
  sum: number;
}

/** A product's stars as shown: the count and the average to one decimal (as a review summary's), none without a review. */
export const shownStars = (tally: StarTally): ProductStars | null =>
  tally.count === 0 ? null : { count: tally.count, average: Math.round((tally.sum / tally.count) * 10) / 10 };

/** The stars in words, as a screen reader says them: "Rated 4.6 out of 5 by 23 reviews". */
export const starsWords = (stars: ProductStars) => `Rated ${stars.average.toFixed(1)} out of 5 by ${stars.count} ${stars.count === 1 ? 'review' : 'reviews'}`;

/**
 * The prior's weight, in reviews: a product's score starts as if it had this many reviews at the
 * shop's mean, so a handful of reviews moves it a little and a hundred move it nearly all the way.
 */
export const PRIOR_REVIEWS = 5;

/** The mean taken while the shop has no published review at all (any value ranks every piece alike). */
const MEAN_WITHOUT_REVIEWS = 3;

/** The shop-wide mean of published stars (m), from every product's tally. */
export function shopMean(tallies: Iterable<StarTally>): number {
  let count = 0;
  let sum = 0;
  for (const tally of tallies) {
    count += tally.count;
    sum += tally.sum;
  }
  return count === 0 ? MEAN_WITHOUT_REVIEWS : sum / count;
}

/**
 * A product's score for the "rating" sort: (C·m + Σstars) / (C + n), with m the shop's mean and C
 * the prior's weight. A product without reviews scores m: below the pieces buyers rated above the
 * shop's usual, above those they rated below it.
 */
export function bayesianScore(tally: StarTally | undefined, mean: number, prior = PRIOR_REVIEWS): number {
  const count = tally?.count ?? 0;
  const sum = tally?.sum ?? 0;
  return (prior * mean + sum) / (prior + count);
}

/** How many products are best sellers, and over how many days their units are counted, until the owner sets them. */
export const BEST_SELLERS = { count: 8, days: 90 } as const;
/** What the owner may set: a week to a year of sales, one to two dozen best sellers. */
export const BEST_SELLER_RANGES = { days: { min: 7, max: 365 }, count: { min: 1, max: 24 } } as const;

/**
 * The orders whose units count: confirmed onwards (paid, or accepted by staff), never one still
 * pending nor a cancelled one.
 */
export const SELLING_STATUSES: readonly OrderStatus[] = ['Confirmed', 'In production', 'Ready to ship', 'Shipped', 'Delivered', 'On hold'];

/**
 * The best sellers of these products' units sold: the `count` with the most units (at least one),
 * the most sold first, a tie going to the newer product (the higher id).
 */
export function bestSellerIds(sold: ReadonlyArray<{ productId: number; units: number }>, count: number = BEST_SELLERS.count): number[] {
  return sold
    .filter((row) => row.units > 0)
    .sort((a, b) => b.units - a.units || b.productId - a.productId)
    .slice(0, count)
    .map((row) => row.productId);
}
