/**
 * /reviews/new: the review form (issue 35, decision record 052), opened by the request mail's
 * signed link (`?token=`, no sign-in) or by a signed-in buyer from their order (`?product=`).
 * Someone who did not receive the piece, or a link not valid, sees why (403).
 */
import { data } from 'react-router';
import type { Route } from './+types/review-new';
import { VERIFIED_BUYER } from '../../domain/reviews.ts';
import { imageUrl } from '../../domain/catalog.ts';
import { FormAlert } from '../components/ui/form-alert';
import { privatePageMeta } from '../features/account/page-meta';
import { ReviewForm } from '../features/reviews/review-form';
import { reviewFormOf } from '../features/reviews/reviews.server';

export function meta({ matches }: Route.MetaArgs) {
  return privatePageMeta(matches, { title: 'Write a review', description: 'Review a piece you received.', path: '/reviews/new' });
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const form = await reviewFormOf(context, request);
  return data(form, { status: form.status });
}

export default function ReviewNew({ loaderData }: Route.ComponentProps) {
  const { draft, refusal, token } = loaderData;
  return (
    <div className="mx-auto max-w-2xl px-4 py-10">
      <h1 className="text-center text-3xl">Write a review</h1>
      {draft ? (
        <>
          <div className="mt-8 flex items-center gap-4 border-y border-line py-4">
            {draft.product.image ? <img src={imageUrl(draft.product.image)} alt="" className="h-20 w-20 object-cover" /> : null}
            <div>
              <p className="font-semibold">{draft.product.name}</p>
              <p className="text-sm text-muted">{[draft.metal, draft.size && `size ${draft.size}`].filter(Boolean).join(', ')}</p>
              <p className="mt-1 text-xs font-semibold tracking-[0.2em] text-muted uppercase">{VERIFIED_BUYER}</p>
            </div>
          </div>
          <div className="mt-8">
            <ReviewForm draft={draft} token={token} />
          </div>
        </>
      ) : (
        <div className="mt-8">
          <FormAlert tone="error">{refusal}</FormAlert>
        </div>
      )}
    </div>
  );
}
