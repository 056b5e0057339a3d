/**
 * Verified reviews (issue 35, decision record 052): only a buyer whose order of the product was
 * delivered may review it, once per product (writing again edits the one review). Staff moderate:
 * a review waits (pending) until approved (published) or refused with a reason; a published one
 * may be hidden later, and approved again. The states, the staff's steps, the sorts, the limits and
 * every message, written once here; pure, so the browser's form and the server share them.
 */
import { PHOTO_MAX_BYTES } from './contact.ts';
import { BEST_SELLER_RANGES, BEST_SELLERS } from './ranking.ts';

/** pending → published or refused; published ⇄ hidden. A shopper's edit sends it back to pending (unless approval is automatic). */
export const REVIEW_STATES = ['pending', 'published', 'refused', 'hidden'] as const;
export type ReviewState = (typeof REVIEW_STATES)[number];

export const REVIEW_STEPS = ['approve', 'refuse', 'hide'] as const;
export type ReviewStep = (typeof REVIEW_STEPS)[number];

const STEP_FROM: Record<ReviewStep, { from: readonly ReviewState[]; to: ReviewState }> = {
  approve: { from: ['pending', 'hidden', 'refused'], to: 'published' },
  refuse: { from: ['pending'], to: 'refused' },
  hide: { from: ['published'], to: 'hidden' },
};

/** The state a staff step leads to, or null when the step is not allowed from `state`. */
export function reviewStepTarget(state: ReviewState, step: ReviewStep): ReviewState | null {
  return STEP_FROM[step].from.includes(state) ? STEP_FROM[step].to : null;
}

/** The steps staff may take on a review in `state`, in the order the page offers them. */
export const reviewSteps = (state: ReviewState): ReviewStep[] => REVIEW_STEPS.filter((step) => reviewStepTarget(state, step) !== null);

/** The product page's orders: newest first, most stars first, fewest first, those with photos first (then newest). */
export const REVIEW_SORTS = ['newest', 'highest', 'lowest', 'with-photos'] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];
export const REVIEW_SORT_LABELS: Record<ReviewSort, string> = {
  newest: 'Newest',
  highest: 'Highest rated',
  lowest: 'Lowest rated',
  'with-photos': 'With photos',
};

export const REVIEWS_PER_PAGE = 10;
export const REVIEW_PHOTOS_MAX = 3;
/** A multipart review: its photos and room for the JSON part. */
export const REVIEW_BODY_MAX_BYTES = REVIEW_PHOTOS_MAX * PHOTO_MAX_BYTES + 1024 * 1024;
export const REVIEW_LIMITS = { title: 120, body: 5000, reply: 2000, reason: 300, report: 500 } as const;

/**
 * The owner's settings: the days after delivery the request mail waits, whether reviews publish
 * without a look, and what makes a BEST SELLER (units sold over how many days, how many of them;
 * decision record 054) — the pieces are ranked by what buyers say and what they buy, set in one place.
 */
export interface ReviewSettings {
  requestDelayDays: number;
  autoApprove: boolean;
  bestSellerDays: number;
  bestSellerCount: number;
}
export const DEFAULT_REVIEW_SETTINGS: ReviewSettings = {
  requestDelayDays: 14,
  autoApprove: false,
  bestSellerDays: BEST_SELLERS.days,
  bestSellerCount: BEST_SELLERS.count,
};
export const REQUEST_DELAY_RANGE = { min: 1, max: 180 } as const;
/** How long a request mail's link opens the form. */
export const REVIEW_LINK_DAYS = 90;
/**
 * The request job mails orders delivered at least the delay ago but not longer ago than this many
 * days more: turning reviews on, or a job that was stopped, never mails people about a piece they
 * received a year ago.
 */
export const REQUEST_CATCH_UP_DAYS = 30;

/** What one published review adds to a product's numbers: how many, the average (one decimal) and how many of each star. */
export interface ReviewSummary {
  count: number;
  average: number | null;
  /** Index 0 holds the one-star reviews, index 4 the five-star ones. */
  histogram: [number, number, number, number, number];
}

/** The summary of a histogram (index 0: one star); the average to one decimal, null with no review. */
export function summariseStars(histogram: readonly number[]): ReviewSummary {
  const counts = [0, 1, 2, 3, 4].map((index) => histogram[index] ?? 0) as ReviewSummary['histogram'];
  const count = counts.reduce((sum, n) => sum + n, 0);
  const total = counts.reduce((sum, n, index) => sum + n * (index + 1), 0);
  return { count, average: count === 0 ? null : Math.round((total / count) * 10) / 10, histogram: counts };
}

/** How the author is named beside their review: the first name and the last name's initial ("Ada L."); an erased author is nobody. */
export function reviewerName(firstName: string, lastName: string): string {
  const first = firstName.trim();
  const initial = lastName.trim().charAt(0).toUpperCase();
  if (!first) return initial ? `${initial}.` : '';
  return initial ? `${first} ${initial}.` : first;
}

export const VERIFIED_BUYER = 'Verified buyer';
/** What a sample shop's sample review says in its place: no buyer wrote it (decision record 054). */
export const SAMPLE_REVIEW = 'Sample review';

export const REVIEW_MESSAGES = {
  stars: 'Choose from 1 to 5 stars.',
  title: 'Give your review a title.',
  titleTooLong: `The title is at most ${REVIEW_LIMITS.title} characters.`,
  body: 'Write a few words about the piece.',
  bodyTooLong: `The review is at most ${REVIEW_LIMITS.body} characters.`,
  product: 'Choose the piece you review.',
  notBuyer: 'Only a customer who received this piece can review it.',
  linkInvalid: 'This review link is not valid. Sign in and open the order to write your review.',
  linkExpired: 'This review link has expired. Sign in and open the order to write your review.',
  notFound: 'No such review.',
  photosTooMany: `Send at most ${REVIEW_PHOTOS_MAX} photos.`,
  photosTooLarge: `The photos must be ${PHOTO_MAX_BYTES / 1024 / 1024} MB or smaller each, ${REVIEW_PHOTOS_MAX} at most.`,
  photoNotFound: 'No such photo.',
  tooManyReviews: 'Too many reviews written from here. Try again in a while.',
  tooManyReports: 'Too many reports sent from here. Try again in a while.',
  reportReason: 'Say what is wrong with this review.',
  reported: 'Thank you: the shop will look at this review.',
  reportTooLong: `The report is at most ${REVIEW_LIMITS.report} characters.`,
  refusalReason: 'Give the reason the review is refused (it is mailed to its author).',
  reply: 'Write the reply.',
  replyTooLong: `The reply is at most ${REVIEW_LIMITS.reply} characters.`,
  stepNotAllowed: (step: ReviewStep, state: ReviewState) =>
    `A ${state} review cannot be ${step === 'approve' ? 'approved' : step === 'refuse' ? 'refused' : 'hidden'}.`,
  delay: `Request delay: a whole number of days from ${REQUEST_DELAY_RANGE.min} to ${REQUEST_DELAY_RANGE.max}`,
  autoApprove: 'Automatic approval: true or false',
  bestSellerDays: `Best sellers' period: a whole number of days from ${BEST_SELLER_RANGES.days.min} to ${BEST_SELLER_RANGES.days.max}`,
  bestSellerCount: `Best sellers: a whole number from ${BEST_SELLER_RANGES.count.min} to ${BEST_SELLER_RANGES.count.max}`,
} as const;
