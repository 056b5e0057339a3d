/**
 * Reading reviews (decision record 052): a product's published ones in the order asked, with their
 * numbers (count, average, histogram); the staff's queue by state; one review's photo for whoever
 * may see it (published: anyone; else its author and staff).
 */
import path from 'node:path';
import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { AdminReviewQuery } from '../../../domain/contract/admin-reviews.ts';
import type { ReviewQuery } from '../../../domain/contract/reviews.ts';
import { NotFound } from '../../../domain/errors.ts';
import {
  REVIEW_MESSAGES as M,
  REVIEW_STATES,
  REVIEWS_PER_PAGE,
  summariseStars,
  type ReviewSort,
  type ReviewState,
  type ReviewSummary,
} from '../../../domain/reviews.ts';
import type { DbOrTx } from '../../db/client.ts';
import { orderItems, reviewReports, reviews } from '../../db/schema/index.ts';
import { presentOwnReview } from './presenter.ts';

export type ReviewRow = typeof reviews.$inferSelect;

const published = (productId: number) => and(eq(reviews.productId, productId), eq(reviews.state, 'published'));

/**
 * A product's published count, average (one decimal) and histogram: the one answer the product
 * page, a listing card and the structured data read (`aggregateRating`: ratingValue = average,
 * ratingCount = reviewCount = count; none when count is 0).
 */
export async function reviewSummary(db: DbOrTx, productId: number): Promise<ReviewSummary> {
  const rows = await db.select({ stars: reviews.stars, n: count() }).from(reviews).where(published(productId)).groupBy(reviews.stars);
  const histogram = [0, 0, 0, 0, 0];
  for (const row of rows) histogram[row.stars - 1] = row.n;
  return summariseStars(histogram);
}

const ORDER: Record<ReviewSort, SQL[]> = {
  newest: [desc(reviews.publishedAt), desc(reviews.id)],
  highest: [desc(reviews.stars), desc(reviews.publishedAt), desc(reviews.id)],
  lowest: [asc(reviews.stars), desc(reviews.publishedAt), desc(reviews.id)],
  'with-photos': [sql`cardinality(${reviews.photos}) > 0 DESC`, desc(reviews.publishedAt), desc(reviews.id)],
};

/** One page of a product's published reviews, in the order asked, and the product's numbers. */
export async function productReviews(db: DbOrTx, productId: number, query: ReviewQuery): Promise<{ summary: ReviewSummary; rows: ReviewRow[]; pages: number }> {
  const summary = await reviewSummary(db, productId);
  const rows = await db
    .select()
    .from(reviews)
    .where(published(productId))
    .orderBy(...ORDER[query.sort])
    .limit(REVIEWS_PER_PAGE)
    .offset((query.page - 1) * REVIEWS_PER_PAGE);
  return { summary, rows, pages: Math.max(1, Math.ceil(summary.count / REVIEWS_PER_PAGE)) };
}

export interface AdminReviewView extends ReviewRow {
  orderId: number | null;
  productName: string;
  reports: string[];
}

const ADMIN_PER_PAGE = 20;

const adminColumns = { review: reviews, orderId: orderItems.orderId, productName: sql<string>`coalesce(${orderItems.productName}, '')` };

/** The staff's queue: reviews in one state, the most reported first, then the oldest waiting first; and how many each state holds. */
export async function adminReviews(db: DbOrTx, query: AdminReviewQuery) {
  const [counted, rows] = await Promise.all([
    db.select({ state: reviews.state, n: count() }).from(reviews).groupBy(reviews.state),
    db
      .select(adminColumns)
      .from(reviews)
      .leftJoin(orderItems, eq(orderItems.id, reviews.orderItemId))
      .where(eq(reviews.state, query.state))
      .orderBy(desc(reviews.reportCount), query.state === 'pending' ? asc(reviews.updatedAt) : desc(reviews.updatedAt), desc(reviews.id))
      .limit(ADMIN_PER_PAGE)
      .offset((query.page - 1) * ADMIN_PER_PAGE),
  ]);
  const counts = Object.fromEntries(REVIEW_STATES.map((state) => [state, counted.find((row) => row.state === state)?.n ?? 0])) as Record<ReviewState, number>;
  const views: AdminReviewView[] = [];
  for (const { review, ...more } of rows) views.push({ ...review, ...more, reports: await reportsOf(db, review.id) });
  return { counts, views, pages: Math.max(1, Math.ceil(counts[query.state] / ADMIN_PER_PAGE)) };
}

async function reportsOf(db: DbOrTx, reviewId: number): Promise<string[]> {
  const rows = await db
    .select({ reason: reviewReports.reason })
    .from(reviewReports)
    .where(eq(reviewReports.reviewId, reviewId))
    .orderBy(desc(reviewReports.id))
    .limit(10);
  return rows.map((row) => row.reason);
}

/** One review for staff; not found: 404. */
export async function adminReview(db: DbOrTx, id: number): Promise<AdminReviewView> {
  const [found] = await db.select(adminColumns).from(reviews).leftJoin(orderItems, eq(orderItems.id, reviews.orderItemId)).where(eq(reviews.id, id));
  if (!found) throw new NotFound(M.notFound);
  const { review, ...more } = found;
  return { ...review, ...more, reports: await reportsOf(db, id) };
}

/**
 * The file of a review's photo: a published review's for anyone, another's only for its author
 * (`customerId`) or staff (`staff`); anyone else, or a name the review does not hold: not found.
 */
export async function reviewPhoto(db: DbOrTx, uploadsDir: string, id: number, file: string, viewer: { customerId?: number; staff: boolean }) {
  const [review] = await db.select({ state: reviews.state, customerId: reviews.customerId, photos: reviews.photos }).from(reviews).where(eq(reviews.id, id));
  const allowed = review && (review.state === 'published' || viewer.staff || (viewer.customerId !== undefined && review.customerId === viewer.customerId));
  if (!allowed || !review.photos.includes(file)) throw new NotFound(M.photoNotFound);
  return { file: path.join(uploadsDir, path.basename(file)), public: review.state === 'published' };
}

/** Every review a customer wrote, in any state, oldest first: their copy of their data. */
export async function ownReviews(db: DbOrTx, customerId: number) {
  const rows = await db.select().from(reviews).where(eq(reviews.customerId, customerId)).orderBy(asc(reviews.id));
  return rows.map((row) => ({ ...presentOwnReview(row), metal: row.metal, size: row.size, createdAt: row.createdAt.toISOString() }));
}
