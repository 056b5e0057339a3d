/**
 * The back office's reviews queue (decision record 052): a tab per state with its count; each
 * review as a card with its stars, words, photos, the piece bought, its reports, and the forms of
 * the steps its state allows (approve, refuse with a reason, hide) and the public reply. Every text
 * a shopper wrote is shown as text.
 */
import { Form, Link } from 'react-router';
import type { AdminReviewRow } from '../../../../domain/contract/admin-reviews';
import { formatDay } from '../../../../domain/dates';
import { REVIEW_LIMITS, REVIEW_STATES, type ReviewState } from '../../../../domain/reviews';
import { smallButtonClass } from '../../../components/ui/button-class';
import { PhotoThumbnails } from '../../../components/ui/photo-thumbnails';
import { tabClass } from '../../../components/ui/tab-class';
import { RatingStars } from '../../product/rating-stars';

const STATE_WORDS: Record<ReviewState, string> = { pending: 'Waiting', published: 'Published', refused: 'Refused', hidden: 'Hidden' };

export function ReviewTabs({ current, counts }: { current: ReviewState; counts: Record<ReviewState, number> }) {
  return (
    <nav aria-label="Reviews by state" className="mt-6 flex gap-5 overflow-x-auto border-b border-line">
      {REVIEW_STATES.map((state) => (
        <Link key={state} to={`?state=${state}`} aria-current={state === current ? 'page' : undefined} className={tabClass(state === current)}>
          {STATE_WORDS[state]} <span className="text-muted">({counts[state]})</span>
        </Link>
      ))}
    </nav>
  );
}

const inputClass = 'min-w-0 flex-1 border border-line bg-ivory px-2 py-1 text-sm';

function Steps({ review, busy }: { review: AdminReviewRow; busy: boolean }) {
  return (
    <div className="mt-4 flex flex-col gap-3">
      <div className="flex flex-wrap gap-2">
        {review.steps.includes('approve') ? (
          <Form method="post">
            <input type="hidden" name="id" value={review.id} />
            <button type="submit" name="intent" value="approve" disabled={busy} className={smallButtonClass()}>
              {review.state === 'pending' ? 'APPROVE' : 'PUBLISH AGAIN'}
            </button>
          </Form>
        ) : null}
        {review.steps.includes('hide') ? (
          <Form method="post">
            <input type="hidden" name="id" value={review.id} />
            <button type="submit" name="intent" value="hide" disabled={busy} className={smallButtonClass()}>
              HIDE
            </button>
          </Form>
        ) : null}
      </div>
      {review.steps.includes('refuse') ? (
        <Form method="post" className="flex flex-wrap items-center gap-2">
          <input type="hidden" name="id" value={review.id} />
          <label className="sr-only" htmlFor={`reason-${review.id}`}>
            Reason for refusing (mailed to the author)
          </label>
          <input
            id={`reason-${review.id}`}
            name="reason"
            required
            maxLength={REVIEW_LIMITS.reason}
            placeholder="Reason (mailed to the author)"
            className={inputClass}
          />
          <button type="submit" name="intent" value="refuse" disabled={busy} className={smallButtonClass()}>
            REFUSE
          </button>
        </Form>
      ) : null}
      <Form method="post" className="flex flex-wrap items-start gap-2">
        <input type="hidden" name="id" value={review.id} />
        <label className="sr-only" htmlFor={`reply-${review.id}`}>
          Public reply
        </label>
        <textarea
          id={`reply-${review.id}`}
          name="reply"
          rows={2}
          maxLength={REVIEW_LIMITS.reply}
          defaultValue={review.reply?.text ?? ''}
          placeholder="Public reply (shown under the review)"
          className={inputClass}
        />
        <button type="submit" name="intent" value="reply" disabled={busy} className={smallButtonClass()}>
          SAVE REPLY
        </button>
      </Form>
    </div>
  );
}

export function ReviewCard({ review, busy }: { review: AdminReviewRow; busy: boolean }) {
  const bought = [review.metal, review.size && `size ${review.size}`].filter(Boolean).join(', ');
  return (
    <li className="border border-line p-4">
      <article aria-label={`Review ${review.title}`}>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <RatingStars rating={review.stars} />
          <p className="text-xs text-muted">{formatDay(review.updatedAt)}</p>
        </div>
        <h2 className="mt-2 text-lg font-semibold">{review.title}</h2>
        <p className="mt-1 text-xs text-muted">
          <Link to={`/admin/products/${review.productId}`} className="underline underline-offset-4">
            {review.productName || `Product ${review.productId}`}
          </Link>
          {bought ? ` · ${bought}` : ''} · {review.author || 'Erased customer'}
          {review.sample ? (
            <span className="ml-2 border border-line px-1.5 py-0.5 text-[0.65rem] font-semibold tracking-[0.15em] uppercase">Sample data</span>
          ) : null}
          {review.customerId ? (
            <>
              {' · '}
              <Link to={`/admin/customers/${review.customerId}`} className="underline underline-offset-4">
                customer
              </Link>
            </>
          ) : null}
          {review.orderId ? (
            <>
              {' · '}
              <Link to={`/admin/orders/${review.orderId}`} className="underline underline-offset-4">
                order
              </Link>
            </>
          ) : null}
        </p>
        <p className="mt-3 whitespace-pre-line">{review.body}</p>
        <div className="mt-3">
          <PhotoThumbnails photos={review.photos} alt={`Sent with the review ${review.title}`} size={80} />
        </div>
        {review.refusalReason && review.state === 'refused' ? <p className="mt-3 text-sm text-danger">Refused: {review.refusalReason}</p> : null}
        {review.reportCount ? (
          <div className="mt-3 text-sm">
            <p className="font-semibold text-danger">Reported {review.reportCount === 1 ? 'once' : `${review.reportCount} times`}</p>
            <ul className="list-disc pl-5 text-muted">
              {review.reports.map((report, index) => (
                <li key={index}>{report}</li>
              ))}
            </ul>
          </div>
        ) : null}
        <Steps review={review} busy={busy} />
      </article>
    </li>
  );
}
