/** What the footer shows after POST /api/newsletter: the server's own words, success or not. */
import type { ApiResult } from '../../lib/api';
import type { NewsletterAnswer } from '../../../domain/contract/forms.ts';

export const NEWSLETTER_FAILED = 'Something went wrong. Please try again.';

export interface NewsletterOutcome {
  ok: boolean;
  message: string;
}

export function readNewsletterAnswer(answer: ApiResult<NewsletterAnswer>): NewsletterOutcome {
  if (answer.ok && answer.data.success === true && answer.data.message) return { ok: true, message: answer.data.message };
  return { ok: false, message: (!answer.ok && answer.message) || NEWSLETTER_FAILED };
}
