/**
 * The newsletter's pages (decision record 042): confirming a sign-up from its e-mailed link, and
 * unsubscribing from a letter's link, bound to the request's load context; the use cases are the
 * API's (server/services/content/newsletter.ts).
 */
import type { AppLoadContext } from 'react-router';
import * as newsletter from '../../../server/services/content/index.ts';

/** The token of the page's link (`?token=`), or '' when there is none (which no link matches). */
export const linkTokenOf = (request: Request) => new URL(request.url).searchParams.get('token')?.trim() ?? '';

export function confirmNewsletter(context: AppLoadContext, token: string) {
  return newsletter.confirmSubscription(context.db, context.config, token);
}

export function unsubscribeFromNewsletter(context: AppLoadContext, token: string) {
  return newsletter.unsubscribe(context.db, context.config, token);
}

/** The address an unsubscribe link names, shown before its button is pressed; null for a link we did not sign. */
export function unsubscribeAddressOf(context: AppLoadContext, token: string) {
  return newsletter.unsubscribeAddress(context.config, token);
}
