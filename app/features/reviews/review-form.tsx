/**
 * The review form (decision record 052): stars, a title, the text and up to three photos, sent to
 * `POST /api/reviews` with the page's signed link token or the signed-in buyer's product. A review
 * already written opens filled in, and sending again edits it.
 */
import { useState } from 'react';
import type { ReviewDraftAnswer } from '../../../domain/contract/reviews.ts';
import { PHOTO_ACCEPT } from '../../../domain/contact.ts';
import { REVIEW_LIMITS, REVIEW_PHOTOS_MAX } from '../../../domain/reviews.ts';
import { Button } from '../../components/ui/button';
import { FormAlert } from '../../components/ui/form-alert';
import { TextField } from '../../components/ui/text-field';
import { TextareaField } from '../../components/ui/textarea-field';
import { callApi } from '../../lib/api';

const STATE_WORDS = {
  pending: 'Thank you! Your review is waiting for the shop to read it; it appears on the piece’s page once approved.',
  published: 'Thank you! Your review is published on the piece’s page.',
  refused: 'This review was not published.',
  hidden: 'This review is hidden from the piece’s page.',
} as const;

export function ReviewForm({ draft, token }: { draft: ReviewDraftAnswer; token: string | null }) {
  const [saved, setSaved] = useState(draft.review);
  const [problem, setProblem] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const fields = new FormData(event.currentTarget);
    const review = {
      ...(token ? { token } : { productId: draft.product.id }),
      stars: Number(fields.get('stars') ?? 0),
      title: String(fields.get('title') ?? ''),
      body: String(fields.get('body') ?? ''),
    };
    const body = new FormData();
    body.append('review', JSON.stringify(review));
    for (const photo of fields.getAll('photos')) if (photo instanceof File && photo.size > 0) body.append('photos', photo);
    setBusy(true);
    const answer = await callApi('POST /api/reviews', { body });
    setBusy(false);
    if (answer.ok) {
      setSaved(answer.data);
      setSent(true);
      setProblem(null);
    } else setProblem(answer.message ?? 'Your review could not be sent. Try again.');
  }

  return (
    <form onSubmit={submit} className="flex flex-col gap-5" noValidate>
      {sent && saved ? <FormAlert tone="success">{STATE_WORDS[saved.state]}</FormAlert> : null}
      {!sent && saved ? (
        <FormAlert tone={saved.state === 'refused' ? 'error' : 'success'}>
          You reviewed this piece already; sending the form again edits your review.
          {saved.state === 'refused' && saved.refusalReason ? ` Not published: ${saved.refusalReason}` : ''}
        </FormAlert>
      ) : null}
      {problem ? <FormAlert tone="error">{problem}</FormAlert> : null}
      <fieldset>
        <legend className="text-xs font-semibold tracking-[0.2em] text-muted uppercase">Your rating</legend>
        <div className="mt-2 flex flex-wrap gap-4">
          {[5, 4, 3, 2, 1].map((stars) => (
            <label key={stars} className="flex items-center gap-2 text-sm">
              <input type="radio" name="stars" value={stars} defaultChecked={saved?.stars === stars} required className="accent-gold" />
              {stars} {stars === 1 ? 'star' : 'stars'}
            </label>
          ))}
        </div>
      </fieldset>
      <TextField label="Title" name="title" required maxLength={REVIEW_LIMITS.title} defaultValue={saved?.title ?? ''} />
      <TextareaField label="Your review" name="body" required rows={6} maxLength={REVIEW_LIMITS.body} defaultValue={saved?.body ?? ''} />
      <TextField
        label="Photos"
        name="photos"
        type="file"
        accept={PHOTO_ACCEPT}
        multiple
        optional
        hint={`Up to ${REVIEW_PHOTOS_MAX} photos, 5 MB each. They are shown once the review is approved${saved?.photos.length ? '; new photos replace the ones sent before' : ''}.`}
      />
      <Button type="submit" disabled={busy} block>
        {busy ? 'SENDING...' : saved ? 'UPDATE MY REVIEW' : 'SEND MY REVIEW'}
      </Button>
    </form>
  );
}
