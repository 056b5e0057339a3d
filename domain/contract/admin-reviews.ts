/**
 * Reviews as staff moderate them (issue 35, decision record 052): the queue by state, the steps
 * (approve, refuse with a reason mailed to the author, hide), the public reply, and the owner's
 * settings. Staff-only: kept out of the shopper's contract so no shopper page carries these schemas.
 */
import { z } from 'zod';
import { BEST_SELLER_RANGES } from '../ranking.ts';
import { REQUEST_DELAY_RANGE, REVIEW_LIMITS, REVIEW_MESSAGES as M, REVIEW_STATES, REVIEW_STEPS } from '../reviews.ts';
import { PageParam } from '../schemas/list-params.ts';
import { multiLine, singleLine } from '../schemas/text.ts';
import { PublicReview } from './reviews.ts';

export const AdminReviewQuery = z.object({
  state: z.enum(REVIEW_STATES, { message: `State: one of ${REVIEW_STATES.join(', ')}` }).default('pending'),
  page: PageParam,
});
export type AdminReviewQuery = z.infer<typeof AdminReviewQuery>;

export const AdminReviewRow = PublicReview.omit({ publishedAt: true, verifiedBuyer: true })
  .extend({
    productId: z.number().int(),
    productName: z.string(),
    sample: z.boolean().meta({ description: 'One of the sample shop’s sample reviews, not a buyer’s' }),
    customerId: z.number().int().nullable(),
    orderId: z.number().int().nullable(),
    state: z.enum(REVIEW_STATES),
    refusalReason: z.string(),
    reportCount: z.number().int(),
    reports: z.array(z.string()).meta({ description: 'What reporters said, newest first' }),
    steps: z.array(z.enum(REVIEW_STEPS)),
    createdAt: z.string(),
    updatedAt: z.string(),
    publishedAt: z.string().nullable(),
  })
  .meta({ id: 'AdminReview' });
export type AdminReviewRow = z.infer<typeof AdminReviewRow>;

export const AdminReviewListAnswer = z
  .object({
    state: z.enum(REVIEW_STATES),
    counts: z.record(z.enum(REVIEW_STATES), z.number().int()).meta({ description: 'How many reviews each state holds' }),
    page: z.number().int(),
    pages: z.number().int(),
    reviews: z.array(AdminReviewRow),
  })
  .meta({ id: 'AdminReviewList' });
export type AdminReviewListAnswer = z.infer<typeof AdminReviewListAnswer>;

export const RefuseReviewInput = z.object({
  reason: singleLine('The reason', M.refusalReason)
    .trim()
    .min(1, M.refusalReason)
    .max(REVIEW_LIMITS.reason, `The reason is at most ${REVIEW_LIMITS.reason} characters.`),
});

export const ReplyReviewInput = z.object({
  reply: multiLine('The reply', M.reply).trim().max(REVIEW_LIMITS.reply, M.replyTooLong).meta({ description: 'Empty removes the reply' }),
});

/** A whole number in a range, from a form's text as from JSON; one message for every way it is wrong. */
const wholeIn = (range: { min: number; max: number }, message: string) =>
  z.coerce.number({ message }).int(message).min(range.min, message).max(range.max, message);

export const ReviewSettingsInput = z
  .object({
    requestDelayDays: wholeIn(REQUEST_DELAY_RANGE, M.delay).meta({ description: 'Days after delivery the review request mail goes out', example: 14 }),
    autoApprove: z.boolean({ message: M.autoApprove }).meta({ description: 'Publish reviews without staff approving them' }),
    bestSellerDays: wholeIn(BEST_SELLER_RANGES.days, M.bestSellerDays)
      .optional()
      .meta({ description: 'Units sold over this many days make the best sellers; the saved period when left out', example: 90 }),
    bestSellerCount: wholeIn(BEST_SELLER_RANGES.count, M.bestSellerCount)
      .optional()
      .meta({ description: 'How many products are marked BEST SELLER; the saved number when left out', example: 8 }),
  })
  .meta({ id: 'ReviewSettingsInput' });
export type ReviewSettingsInput = z.infer<typeof ReviewSettingsInput>;

export const ReviewSettingsAnswer = ReviewSettingsInput.extend({
  bestSellerDays: z.number().int(),
  bestSellerCount: z.number().int(),
  changedAt: z.string().nullable(),
}).meta({ id: 'ReviewSettings' });
export type ReviewSettingsAnswer = z.infer<typeof ReviewSettingsAnswer>;
