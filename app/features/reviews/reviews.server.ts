/** The review form's page helper (decision record 052): the draft a signed link or a signed-in buyer opens. */
import type { AppLoadContext } from 'react-router';
import { DomainError } from '../../../domain/errors.ts';
import { idFromUrl } from '../../../domain/schemas/id.ts';
import * as reviews from '../../../server/services/reviews/index.ts';
import { currentUser } from '../account/session.server';

/**
 * What /reviews/new opens: `?token=` (the request mail's link) or, signed in, `?product=`; the
 * piece bought with the review already written, or the refusal's message and status (403 for
 * someone who did not receive the piece or a link not valid, 401 for nobody).
 */
export async function reviewFormOf(context: AppLoadContext, request: Request) {
  const params = new URL(request.url).searchParams;
  const token = params.get('token') ?? undefined;
  const productId = idFromUrl(params.get('product'));
  try {
    const user = token === undefined ? await currentUser(context, request) : null;
    const draft = await reviews.reviewDraft(context.db, context.config.jwtSecret, { userId: user?.id, token }, productId);
    return { token: token ?? null, draft, refusal: null, status: 200 };
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    return { token: token ?? null, draft: null, refusal: error.message, status: error.status };
  }
}
