import { describe, expect, it } from 'vitest';
import { bayesianScore, bestSellerIds, PRIOR_REVIEWS, shopMean, shownStars, starsWords } from './ranking.ts';

/** A tally of `count` reviews averaging `average`. */
const tally = (count: number, average: number) => ({ count, sum: count * average });

describe('the rating sort: a Bayesian average of published reviews', () => {
  it('does not let one five-star review outrank a hundred 4.8s', () => {
    const lone = tally(1, 5);
    const many = tally(100, 4.8);
    const mean = shopMean([lone, many, tally(40, 3.9)]);
    expect(bayesianScore(many, mean)).toBeGreaterThan(bayesianScore(lone, mean));
  });

  it('is (C·m + Σstars) / (C + n): the prior weighs C reviews at the shop mean', () => {
    expect(PRIOR_REVIEWS).toBe(5);
    expect(bayesianScore({ count: 3, sum: 15 }, 4)).toBeCloseTo((5 * 4 + 15) / (5 + 3), 10);
    // Many reviews: the score nears the product's own average.
    expect(bayesianScore(tally(10_000, 4.2), 4.8)).toBeCloseTo(4.2, 2);
  });

  it('puts a product without reviews at the shop mean: under the well-liked, over the disliked', () => {
    const liked = tally(8, 4.9);
    const disliked = tally(8, 2.5);
    const mean = shopMean([liked, disliked]);
    const none = bayesianScore(undefined, mean);
    expect(none).toBe(mean);
    expect(bayesianScore(liked, mean)).toBeGreaterThan(none);
    expect(bayesianScore(disliked, mean)).toBeLessThan(none);
  });

  it('takes the mean of every published star, each review weighing alike', () => {
    expect(shopMean([tally(3, 5), tally(1, 1)])).toBe(4);
    expect(shopMean([])).toBe(3);
  });
});

describe('the stars a product shows', () => {
  it('are its count and average to one decimal, none without a review', () => {
    expect(shownStars({ count: 0, sum: 0 })).toBeNull();
    expect(shownStars({ count: 23, sum: 106 })).toEqual({ count: 23, average: 4.6 });
    expect(starsWords({ count: 23, average: 4.6 })).toBe('Rated 4.6 out of 5 by 23 reviews');
    expect(starsWords({ count: 1, average: 5 })).toBe('Rated 5.0 out of 5 by 1 review');
  });
});

describe('best sellers: the most units sold over the period', () => {
  it('are the top N by units, most sold first, a tie to the newer product, never one with no sale', () => {
    const sold = [
      { productId: 1, units: 4 },
      { productId: 2, units: 9 },
      { productId: 3, units: 4 },
      { productId: 4, units: 0 },
      { productId: 5, units: 1 },
    ];
    expect(bestSellerIds(sold, 3)).toEqual([2, 3, 1]);
    expect(bestSellerIds(sold, 8)).toEqual([2, 3, 1, 5]);
    expect(bestSellerIds([], 8)).toEqual([]);
  });
});
