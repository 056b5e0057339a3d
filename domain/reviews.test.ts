import { describe, expect, it } from 'vitest';
import { REVIEW_STATES, REVIEW_STEPS, reviewerName, reviewStepTarget, reviewSteps, summariseStars } from './reviews.ts';

describe('a review’s steps', () => {
  it('pending is approved or refused; published is hidden; hidden or refused is approved again; nothing else', () => {
    const allowed = REVIEW_STATES.flatMap((state) => REVIEW_STEPS.map((step) => [state, step, reviewStepTarget(state, step)] as const)).filter(
      ([, , to]) => to !== null,
    );
    expect(allowed).toEqual([
      ['pending', 'approve', 'published'],
      ['pending', 'refuse', 'refused'],
      ['published', 'hide', 'hidden'],
      ['refused', 'approve', 'published'],
      ['hidden', 'approve', 'published'],
    ]);
    expect(reviewSteps('published')).toEqual(['hide']);
  });
});

describe('a product’s numbers', () => {
  it('counts, averages to one decimal, and says null with no review', () => {
    expect(summariseStars([0, 0, 0, 0, 0])).toEqual({ count: 0, average: null, histogram: [0, 0, 0, 0, 0] });
    expect(summariseStars([1, 0, 0, 0, 2])).toEqual({ count: 3, average: 3.7, histogram: [1, 0, 0, 0, 2] });
    expect(summariseStars([0, 0, 0, 1])).toEqual({ count: 1, average: 4, histogram: [0, 0, 0, 1, 0] });
  });
});

describe('the author’s name', () => {
  it('is the first name and the last name’s initial; nothing of an erased person', () => {
    expect(reviewerName('Ada', 'lovelace')).toBe('Ada L.');
    expect(reviewerName(' Grace ', '')).toBe('Grace');
    expect(reviewerName('', '')).toBe('');
  });
});
