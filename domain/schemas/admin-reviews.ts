/**
 * The back office's reviews page's forms (/admin/reviews), one intent each — the staff's steps
 * (domain/reviews.ts), the reply, the owner's settings — parsed with the API's own inputs
 * (domain/contract/admin-reviews.ts), so the page and `/api/admin/reviews` refuse with the same words.
 */
import { z } from 'zod';
import { RefuseReviewInput, ReplyReviewInput, ReviewSettingsInput } from '../contract/admin-reviews.ts';
import { REVIEW_MESSAGES as M } from '../reviews.ts';
import { DatabaseId } from './id.ts';

const Which = z.object({ id: DatabaseId(M.notFound) });
const checked = z.preprocess((value) => value === 'on' || value === 'true' || value === true, z.boolean());

export const ReviewPageForm = z.discriminatedUnion('intent', [
  Which.extend({ intent: z.literal('approve') }),
  Which.extend({ intent: z.literal('hide') }),
  Which.extend(RefuseReviewInput.shape).extend({ intent: z.literal('refuse') }),
  Which.extend(ReplyReviewInput.shape).extend({ intent: z.literal('reply') }),
  ReviewSettingsInput.extend({ intent: z.literal('settings'), autoApprove: checked }),
]);
export type ReviewPageForm = z.infer<typeof ReviewPageForm>;
