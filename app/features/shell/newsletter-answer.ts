/** What the footer shows after POST /api/newsletter: the server's own words, success or not. */

export const NEWSLETTER_FAILED = 'Something went wrong. Please try again.';

export interface NewsletterOutcome {
  ok: boolean;
  message: string;
}

/** Success answers {success, message}; refusals answer {error: {message}} (server/api/errors.ts). */
export function readNewsletterAnswer(httpOk: boolean, body: unknown): NewsletterOutcome {
  const record = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  if (httpOk && record.success === true && typeof record.message === 'string') return { ok: true, message: record.message };
  const error = record.error as Record<string, unknown> | undefined;
  const message = typeof error?.message === 'string' && error.message ? error.message : NEWSLETTER_FAILED;
  return { ok: false, message };
}
