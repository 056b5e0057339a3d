/**
 * The product page's reviews (issue 35, decision record 052): the published count and average, the
 * histogram, and the reviews with "Verified buyer", the metal and size bought and the shop's reply.
 * The page is kept (rendered once per catalogue version), so it carries the first page, newest
 * first; another order or page is asked of the API in the browser. Every text is shown as text.
 */
import { useState } from 'react';
import type { ProductReviewsAnswer, PublicReview } from '../../../domain/contract/reviews.ts';
import { formatDay } from '../../../domain/dates.ts';
import { REVIEW_SORT_LABELS, REVIEW_SORTS, SAMPLE_REVIEW, VERIFIED_BUYER, type ReviewSort } from '../../../domain/reviews.ts';
import { smallButtonClass } from '../../components/ui/button-class';
import { PhotoThumbnails } from '../../components/ui/photo-thumbnails';
import { callApi } from '../../lib/api';
import { RatingStars } from './rating-stars';

export function ProductReviews({ initial }: { initial: ProductReviewsAnswer }) {
  const [shown, setShown] = useState(initial);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function load(sort: ReviewSort, page: number) {
    setBusy(true);
    const answer = await callApi('GET /api/products/{id}/reviews', { params: { id: initial.productId }, query: { sort, page } });
    setBusy(false);
    if (answer.ok) {
      setShown(answer.data);
      setProblem(null);
    } else setProblem(answer.message ?? 'The reviews could not be loaded. Try again.');
  }

  if (initial.count === 0) return <p className="text-muted">No reviews yet. Only customers who received this piece can review it.</p>;
  return (
    <div className="grid gap-10 md:grid-cols-[1fr_2fr]">
      <Summary summary={initial} />
      <div aria-busy={busy}>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm text-muted">
            {initial.count} {initial.count === 1 ? 'review' : 'reviews'}. Only customers who received the piece can write one.
          </p>
          <label className="flex items-center gap-2 text-xs font-semibold tracking-[0.2em] text-muted uppercase">
            Sort
            <select
              className="border border-line bg-ivory px-2 py-1 text-sm font-normal tracking-normal text-ink normal-case"
              value={shown.sort}
              onChange={(event) => void load(event.target.value as ReviewSort, 1)}
            >
              {REVIEW_SORTS.map((sort) => (
                <option key={sort} value={sort}>
                  {REVIEW_SORT_LABELS[sort]}
                </option>
              ))}
            </select>
          </label>
        </div>
        {problem ? (
          <p role="alert" className="mt-4 text-sm text-danger">
            {problem}
          </p>
        ) : null}
        <ol className={`mt-6 divide-y divide-line ${busy ? 'opacity-60' : ''}`}>
          {shown.reviews.map((review) => (
            <ReviewItem key={review.id} review={review} />
          ))}
        </ol>
        {shown.pages > 1 ? (
          <nav aria-label="Review pages" className="mt-6 flex items-center gap-6 text-sm">
            <button type="button" className={smallButtonClass()} disabled={shown.page <= 1 || busy} onClick={() => void load(shown.sort, shown.page - 1)}>
              Previous
            </button>
            <span className="text-muted">
              Page {shown.page} of {shown.pages}
            </span>
            <button
              type="button"
              className={smallButtonClass()}
              disabled={shown.page >= shown.pages || busy}
              onClick={() => void load(shown.sort, shown.page + 1)}
            >
              Next
            </button>
          </nav>
        ) : null}
      </div>
    </div>
  );
}

function Summary({ summary }: { summary: ProductReviewsAnswer }) {
  const most = Math.max(1, ...summary.histogram);
  return (
    <div className="flex flex-col gap-4">
      <p className="flex items-baseline gap-2">
        <span className="font-display text-4xl">{summary.average?.toFixed(1)}</span>
        <span className="text-sm text-muted">out of 5</span>
      </p>
      <table className="w-full max-w-xs text-sm">
        <caption className="sr-only">Reviews by stars</caption>
        <tbody>
          {[5, 4, 3, 2, 1].map((stars) => {
            const count = summary.histogram[stars - 1] ?? 0;
            return (
              <tr key={stars}>
                <th scope="row" className="w-16 py-1 text-left font-normal text-muted">
                  {stars} {stars === 1 ? 'star' : 'stars'}
                </th>
                <td className="py-1">
                  <div className="h-2 bg-line" aria-hidden="true">
                    <div className="h-2 bg-gold" style={{ width: `${(count / most) * 100}%` }} />
                  </div>
                </td>
                <td className="w-10 py-1 text-right tabular-nums">{count}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

function ReviewItem({ review }: { review: PublicReview }) {
  const bought = [review.metal, review.size && `size ${review.size}`].filter(Boolean).join(', ');
  return (
    <li className="py-6">
      <article aria-label={review.title}>
        <RatingStars rating={review.stars} />
        <h3 className="mt-2 font-semibold">{review.title}</h3>
        <p className="mt-1 text-xs text-muted">
          {review.author ? `${review.author} · ` : ''}
          <span className="font-semibold text-ink">{review.verifiedBuyer ? VERIFIED_BUYER : SAMPLE_REVIEW}</span>
          {bought ? ` · ${bought}` : ''} · {formatDay(review.publishedAt)}
        </p>
        <p className="mt-3 whitespace-pre-line leading-relaxed">{review.body}</p>
        <div className="mt-3">
          <PhotoThumbnails photos={review.photos} alt={`Sent with the review ${review.title}`} size={80} />
        </div>
        {review.reply ? (
          <div className="mt-4 border-l-2 border-gold pl-4 text-sm">
            <p className="text-xs font-semibold tracking-[0.2em] text-muted uppercase">Reply from the shop</p>
            <p className="mt-1 whitespace-pre-line">{review.reply.text}</p>
          </div>
        ) : null}
        <ReportReview id={review.id} />
      </article>
    </li>
  );
}

function ReportReview({ id }: { id: number }) {
  const [open, setOpen] = useState(false);
  const [said, setSaid] = useState<string | null>(null);
  if (said)
    return (
      <p className="mt-3 text-xs text-muted" role="status">
        {said}
      </p>
    );
  if (!open)
    return (
      <button type="button" className="mt-3 text-xs text-muted underline underline-offset-4 hover:text-ink" onClick={() => setOpen(true)}>
        Report this review
      </button>
    );
  return (
    <form
      className="mt-3 flex flex-wrap items-center gap-2"
      onSubmit={async (event) => {
        event.preventDefault();
        const reason = String(new FormData(event.currentTarget).get('reason') ?? '');
        const answer = await callApi('POST /api/reviews/{id}/report', { params: { id }, body: { reason } });
        setSaid(answer.ok ? answer.data.message : (answer.message ?? 'The report could not be sent. Try again.'));
      }}
    >
      <label className="sr-only" htmlFor={`report-${id}`}>
        What is wrong with this review?
      </label>
      <input
        id={`report-${id}`}
        name="reason"
        required
        maxLength={500}
        placeholder="What is wrong with it?"
        className="min-w-0 flex-1 border border-line px-2 py-1 text-sm"
      />
      <button type="submit" className={smallButtonClass()}>
        Send
      </button>
    </form>
  );
}
