/**
 * The answers every reviews page and API call return (decision record 052): a published review as
 * shoppers read it, the author's own review, a product's page of reviews, and a review as staff
 * moderate it. A photo's address is the API's photo route, which decides who may see it.
 */
import type { AdminReviewRow } from '../../../domain/contract/admin-reviews.ts';
import type { OwnReviewAnswer, ProductReviewsAnswer, PublicReview, ReviewQuery } from '../../../domain/contract/reviews.ts';
import { REVIEWS_PER_PAGE, reviewSteps, type ReviewSummary } from '../../../domain/reviews.ts';
import type { AdminReviewView, ReviewRow } from './read.ts';

const photoUrls = (review: Pick<ReviewRow, 'id' | 'photos'>) => review.photos.map((file) => `/api/reviews/${review.id}/photos/${file}`);

const presentReview = (review: ReviewRow): PublicReview => ({
  id: review.id,
  stars: review.stars,
  title: review.title,
  body: review.body,
  author: review.authorName,
  verifiedBuyer: !review.sample,
  metal: review.metal,
  size: review.size,
  photos: photoUrls(review),
  publishedAt: (review.publishedAt ?? review.updatedAt).toISOString(),
  reply: review.reply ? { text: review.reply, at: (review.repliedAt ?? review.updatedAt).toISOString() } : null,
});

export const presentOwnReview = (review: ReviewRow): OwnReviewAnswer => ({
  id: review.id,
  productId: review.productId,
  stars: review.stars,
  title: review.title,
  body: review.body,
  state: review.state,
  refusalReason: review.refusalReason,
  photos: photoUrls(review),
  updatedAt: review.updatedAt.toISOString(),
});

export const presentProductReviews = (
  productId: number,
  query: ReviewQuery,
  read: { summary: ReviewSummary; rows: ReviewRow[]; pages: number },
): ProductReviewsAnswer => ({
  productId,
  ...read.summary,
  sort: query.sort,
  page: query.page,
  pages: read.pages,
  perPage: REVIEWS_PER_PAGE,
  reviews: read.rows.map(presentReview),
});

export const presentAdminReview = (view: AdminReviewView): AdminReviewRow => {
  const { publishedAt: _published, verifiedBuyer: _verified, ...shown } = presentReview(view);
  return {
    ...shown,
    productId: view.productId,
    productName: view.productName,
    sample: view.sample,
    customerId: view.customerId,
    orderId: view.orderId,
    state: view.state,
    refusalReason: view.refusalReason,
    reportCount: view.reportCount,
    reports: view.reports,
    steps: reviewSteps(view.state),
    createdAt: view.createdAt.toISOString(),
    updatedAt: view.updatedAt.toISOString(),
    publishedAt: view.publishedAt?.toISOString() ?? null,
  };
};
