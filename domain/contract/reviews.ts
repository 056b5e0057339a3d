/**
 * Verified reviews as shoppers write and read them (issue 35, decision record 052): a product's
 * published reviews with their numbers, a review written (by a signed-in buyer or from the request
 * mail's signed link), the author's own review as the form opens it, and a report. Staff's shapes
 * are in admin-reviews.ts, so the shopper's pages never carry them. Dates ISO 8601.
 */
import { z } from 'zod';
import { REVIEW_LIMITS, REVIEW_MESSAGES as M, REVIEW_PHOTOS_MAX, REVIEW_SORTS, REVIEW_STATES, REVIEWS_PER_PAGE } from '../reviews.ts';
import { DatabaseId } from '../schemas/id.ts';
import { PageParam } from '../schemas/list-params.ts';
import { multiLine, singleLine } from '../schemas/text.ts';

const When = z.string().meta({ description: 'ISO 8601' });

export const ReviewInput = z
  .object({
    productId: DatabaseId(M.product).optional().meta({ description: 'The product reviewed (signed in); with a link, the link names it' }),
    token: z.string().max(200, M.linkInvalid).optional().meta({ description: 'The request mail’s signed link token: writes without signing in' }),
    stars: z.number({ message: M.stars }).int(M.stars).min(1, M.stars).max(5, M.stars),
    title: singleLine('The title', M.title).trim().min(1, M.title).max(REVIEW_LIMITS.title, M.titleTooLong),
    body: multiLine('The review', M.body).trim().min(1, M.body).max(REVIEW_LIMITS.body, M.bodyTooLong),
  })
  .refine((input) => input.productId !== undefined || input.token !== undefined, { message: M.product, path: ['productId'] })
  .meta({ id: 'ReviewInput' });
export type ReviewInput = z.infer<typeof ReviewInput>;

/** The same review with photos, as multipart/form-data. */
export const ReviewForm = z
  .object({
    review: z.string().meta({ description: 'The ReviewInput as JSON text' }),
    photos: z
      .any()
      .optional()
      .meta({
        description: `0 to ${REVIEW_PHOTOS_MAX} photos (a part each, PNG, JPEG, WebP or GIF, 5 MB each); they replace the review’s photos`,
        type: 'array',
        items: { type: 'string', format: 'binary' },
      }),
  })
  .meta({ id: 'ReviewForm' });

export const ReviewQuery = z.object({
  sort: z.enum(REVIEW_SORTS, { message: `Sort: one of ${REVIEW_SORTS.join(', ')}` }).default('newest'),
  page: PageParam,
});
export type ReviewQuery = z.infer<typeof ReviewQuery>;

export const ReportInput = z.object({
  reason: multiLine('The report', M.reportReason).trim().min(1, M.reportReason).max(REVIEW_LIMITS.report, M.reportTooLong),
});

export const ReportAnswer = z.object({ message: z.string() });
export type ReportAnswer = z.infer<typeof ReportAnswer>;

export const PublicReview = z
  .object({
    id: z.number().int(),
    stars: z.number().int().min(1).max(5),
    title: z.string(),
    body: z.string().meta({ description: 'Plain text: shown as text, never as markup' }),
    author: z.string().meta({ description: '“Ada L.”; empty for an erased author' }),
    verifiedBuyer: z.boolean().meta({ description: 'true: written by a buyer who received the piece; false: one of the sample shop’s sample reviews' }),
    metal: z.string(),
    size: z.string(),
    photos: z.array(z.string()).meta({ description: 'Addresses of the photos' }),
    publishedAt: When,
    reply: z.object({ text: z.string(), at: When }).nullable().meta({ description: 'The shop’s public answer' }),
  })
  .meta({ id: 'Review' });
export type PublicReview = z.infer<typeof PublicReview>;

const ReviewSummaryAnswer = z.object({
  count: z.number().int(),
  average: z.number().nullable().meta({ description: 'To one decimal; null with no published review' }),
  histogram: z.array(z.number().int()).length(5).meta({ description: 'How many reviews gave 1, 2, 3, 4 and 5 stars' }),
});

export const ProductReviewsAnswer = ReviewSummaryAnswer.extend({
  productId: z.number().int(),
  sort: z.enum(REVIEW_SORTS),
  page: z.number().int(),
  pages: z.number().int(),
  perPage: z.literal(REVIEWS_PER_PAGE),
  reviews: z.array(PublicReview),
}).meta({ id: 'ProductReviews' });
export type ProductReviewsAnswer = z.infer<typeof ProductReviewsAnswer>;

/** The author's own review, as the form shows it and as a write answers. */
export const OwnReviewAnswer = z
  .object({
    id: z.number().int(),
    productId: z.number().int(),
    stars: z.number().int(),
    title: z.string(),
    body: z.string(),
    state: z.enum(REVIEW_STATES),
    refusalReason: z.string(),
    photos: z.array(z.string()),
    updatedAt: When,
  })
  .meta({ id: 'OwnReview' });
export type OwnReviewAnswer = z.infer<typeof OwnReviewAnswer>;

/** What the form opens with: the piece bought and the review already written, if any. */
export const ReviewDraftAnswer = z
  .object({
    product: z.object({ id: z.number().int(), name: z.string(), slug: z.string(), image: z.string().nullable() }),
    metal: z.string(),
    size: z.string(),
    review: OwnReviewAnswer.nullable(),
  })
  .meta({ id: 'ReviewDraft' });
export type ReviewDraftAnswer = z.infer<typeof ReviewDraftAnswer>;
