/**
 * An order's timeline: its placing, each change of status (with the note told to the shopper,
 * and the carrier and tracking number when shipped), and the shop's internal notes. The shopper
 * is told of the placing and the changes of status, never of an internal note nor of who in the
 * shop made a change.
 */
import type { OrderTimelineEntryAnswer } from './contract/checkout.ts';
import type { OrderStatus } from './order.ts';
import { trackingUrl } from './tracking.ts';

export interface OrderEvent {
  kind: 'placed' | 'status' | 'note';
  at: Date;
  fromStatus: OrderStatus | null;
  toStatus: OrderStatus | null;
  note: string;
  carrier: string | null;
  trackingNumber: string | null;
  /** A note for the shop only. */
  internal: boolean;
  /** Who did it (the shop's view only): null for the shop itself, or when the account is gone. */
  actor: { id: number; name: string; email: string } | null;
}

export type ShopperTimelineEntry = OrderTimelineEntryAnswer;

/** The moments the shopper is told about, oldest first. */
export function shopperTimeline(timeline: readonly OrderEvent[]): ShopperTimelineEntry[] {
  return timeline.flatMap((event) =>
    event.kind === 'note' || event.internal || event.toStatus === null
      ? []
      : [
          {
            kind: event.kind,
            status: event.toStatus,
            from: event.fromStatus,
            at: event.at.toISOString(),
            note: event.note,
            carrier: event.carrier,
            trackingNumber: event.trackingNumber,
            trackingUrl: trackingUrl(event.carrier, event.trackingNumber),
          },
        ],
  );
}
