/**
 * What has happened to an order, for its shopper: placed, then each change of status with its date,
 * the shop's note and the parcel's tracking, and each move of their money in words.
 */
import { SHOPPER_PAYMENT_WORDS, type ShopperTimelineEntry } from '../../../domain/order-timeline.ts';
import { orderDateTime, statusClass } from './order-view';

/** The parcel's tracking number as text, and the carrier's tracking page as a link when the shop knows the carrier. */
export function TrackingInfo({ carrier, trackingNumber, trackingUrl }: { carrier: string | null; trackingNumber: string | null; trackingUrl: string | null }) {
  if (!trackingNumber) return null;
  return (
    <span className="inline-flex flex-wrap items-baseline gap-x-2">
      <span>
        {carrier ? `${carrier} · ` : ''}
        <span className="font-mono" data-testid="tracking-number">
          {trackingNumber}
        </span>
      </span>
      {trackingUrl ? (
        <a href={trackingUrl} target="_blank" rel="noopener noreferrer" className="text-gold-dark underline underline-offset-4 hover:text-ink">
          Track your parcel
        </a>
      ) : null}
    </span>
  );
}

export function OrderViewTimeline({ timeline }: { timeline: readonly ShopperTimelineEntry[] }) {
  return (
    <section aria-labelledby="order-timeline-heading">
      <h2 id="order-timeline-heading" className="text-xs font-semibold tracking-[0.2em]">
        ORDER HISTORY
      </h2>
      <ol className="mt-4 border-l border-line" aria-label="Order history">
        {timeline.map((entry, index) => (
          <li key={`${entry.at}-${index}`} className="relative pb-6 pl-6 last:pb-0">
            <span aria-hidden className="absolute top-1.5 -left-[5px] h-2.5 w-2.5 rounded-full border border-gold bg-ivory" />
            <p className="flex flex-wrap items-baseline justify-between gap-x-4">
              {entry.payment ? (
                <span className="font-medium">{SHOPPER_PAYMENT_WORDS[entry.payment].title}</span>
              ) : (
                <span className={`font-medium ${statusClass(entry.status)}`}>{entry.kind === 'placed' ? 'Placed' : entry.status}</span>
              )}
              <time dateTime={entry.at} className="text-xs text-muted">
                {orderDateTime(entry.at)}
              </time>
            </p>
            {entry.trackingNumber ? (
              <p className="mt-1 text-sm">
                <TrackingInfo carrier={entry.carrier} trackingNumber={entry.trackingNumber} trackingUrl={entry.trackingUrl} />
              </p>
            ) : null}
            {entry.note ? <p className="mt-1 text-sm whitespace-pre-line text-muted">{entry.note}</p> : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
