/**
 * Verified reviews (issue 35, decision record 052), the module's only public surface: a buyer's
 * review written or edited (signed in or from a signed link), a product's published reviews and
 * their numbers (`reviewSummary`: the one answer of a product's count and average), staff's
 * moderation and reply, shoppers' reports, the owner's settings, the request mail's job, and the
 * presenters every answer is made by.
 */
export { reviewLinkToken } from './links.ts';
export { REVIEW_REQUESTS_EVERY_MS, mailDueReviewRequests } from './mail.ts';
export { moderateReview, replyToReview, reportReview } from './moderate.ts';
export { presentAdminReview, presentOwnReview, presentProductReviews } from './presenter.ts';
export { adminReviews, ownReviews, productReviews, reviewPhoto, reviewSummary } from './read.ts';
export { getReviewSettings, presentReviewSettings, saveReviewSettings } from './settings.ts';
export { boughtLine, prepareReviewPhotos, reviewDraft, writeReview } from './write.ts';
