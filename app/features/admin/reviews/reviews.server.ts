/** The back office's reviews (decision record 052): the queue as `/api/admin/reviews` answers it, the settings, and the page's steps. */
import type { AppLoadContext } from 'react-router';
import type { AdminReviewQuery } from '../../../../domain/contract/admin-reviews.ts';
import { assertOwner } from '../../../../server/services/accounts/index.ts';
import type { PublicUser } from '../../../../domain/schemas/account.ts';
import type { ReviewPageForm } from '../../../../domain/schemas/admin-reviews.ts';
import * as reviews from '../../../../server/services/reviews/index.ts';

export async function listReviews(context: AppLoadContext, query: AdminReviewQuery) {
  const [{ counts, views, pages }, settings] = await Promise.all([reviews.adminReviews(context.db, query), reviews.getReviewSettings(context.db)]);
  return { ...query, counts, pages, reviews: views.map(reviews.presentAdminReview), settings: reviews.presentReviewSettings(settings) };
}

const DONE = {
  approve: 'The review is published.',
  hide: 'The review is hidden from the product page.',
  refuse: 'The review is refused; we e-mailed its author the reason.',
};

/** Takes the step the form asks for, and says what happened in the page's words. */
export async function runReviewForm(context: AppLoadContext, sent: ReviewPageForm, staff: PublicUser): Promise<string> {
  const { db, config } = context;
  if (sent.intent === 'settings') {
    await reviews.saveReviewSettings(db, sent, assertOwner(staff));
    return 'The review settings are saved.';
  }
  if (sent.intent === 'reply') {
    await reviews.replyToReview(db, staff, sent.id, sent.reply);
    return sent.reply ? 'The reply is saved.' : 'The reply is removed.';
  }
  await reviews.moderateReview(db, config, staff, sent.id, sent.intent, sent.intent === 'refuse' ? sent.reason : '');
  return DONE[sent.intent];
}
