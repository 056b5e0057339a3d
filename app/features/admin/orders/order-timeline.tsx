/** Everything that has happened to an order, for the shop: placed, each move with who made it and what the shopper was told, and the internal notes. */
import { orderDateTime, statusClass } from '../../checkout/order-view';
import { TrackingInfo } from '../../checkout/order-view-timeline';
import { trackingUrl } from '../../../../domain/tracking.ts';
import type { AdminOrderEventAnswer } from '../../../../domain/contract/admin-orders.ts';

function Who({ event }: { event: AdminOrderEventAnswer }) {
  if (event.kind === 'placed') return <>by the shopper</>;
  if (!event.actor) return <>by the shopper or the shop</>;
  return <>by {event.actor.name || event.actor.email}</>;
}

export function AdminOrderTimeline({ timeline }: { timeline: readonly AdminOrderEventAnswer[] }) {
  return (
    <section aria-labelledby="admin-timeline-heading">
      <h2 id="admin-timeline-heading" className="font-display text-2xl">
        Timeline
      </h2>
      <ol className="mt-4 border-l border-line" aria-label="Timeline">
        {[...timeline].reverse().map((event, index) => (
          <li key={`${event.at}-${index}`} className="relative pb-5 pl-5 last:pb-0">
            <span
              aria-hidden
              className={`absolute top-1.5 -left-[5px] h-2.5 w-2.5 rounded-full border ${event.internal ? 'border-muted bg-sand' : 'border-gold bg-ivory'}`}
            />
            <p className="flex flex-wrap items-baseline justify-between gap-x-3">
              {event.kind === 'note' ? (
                <span className="text-xs font-semibold tracking-[0.2em] text-muted">INTERNAL NOTE</span>
              ) : (
                <span className={`font-medium ${event.to ? statusClass(event.to) : ''}`}>
                  {event.kind === 'placed' ? 'Placed' : `${event.from ?? '?'} → ${event.to}`}
                </span>
              )}
              <time dateTime={event.at} className="text-xs text-muted">
                {orderDateTime(event.at)}
              </time>
            </p>
            <p className="text-xs text-muted">
              <Who event={event} />
            </p>
            {event.trackingNumber ? (
              <p className="mt-1 text-sm">
                <TrackingInfo carrier={event.carrier} trackingNumber={event.trackingNumber} trackingUrl={trackingUrl(event.carrier, event.trackingNumber)} />
              </p>
            ) : null}
            {event.note ? (
              <p className={`mt-1 text-sm whitespace-pre-line ${event.internal ? 'border-l-2 border-line pl-3' : ''}`}>
                {event.internal ? null : <span className="text-muted">Told the shopper: </span>}
                {event.note}
              </p>
            ) : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
