/**
 * An order's timeline: its placing, each change of status (with the note told to the shopper,
 * and the carrier and tracking number when shipped), and the shop's internal notes. The shopper
 * is told of the placing, the changes of status and what happened to their money (each entry of
 * the payment's ledger, in words: authorised, paid, refunded…), never of an internal note nor of
 * who in the shop made a change.
 */
import type { OrderTimelineEntryAnswer } from './contract/checkout.ts';
import { formatMoney } from './money.ts';
import type { OrderStatus } from './order.ts';
import type { PaymentEventKind } from './payment.ts';
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

/** One entry of the payment's ledger, as the shopper's history tells it. */
export interface PaymentMoment {
  kind: PaymentEventKind;
  amountMinor: number;
  currency: string;
  /** When the money moved (for a transfer staff record, the day it reached the bank: a date, its time midnight). */
  occurredAt: Date;
  /** When the shop wrote it down: the shopper's story tells it then, so a transfer dated today follows the order placed today. */
  recordedAt: Date;
}

/** Each ledger entry in the shopper's words: its heading and what it means for their money. */
export const SHOPPER_PAYMENT_WORDS: Record<PaymentEventKind, { title: string; note: (money: string) => string }> = {
  authorized: { title: 'Payment authorised', note: (money) => `${money} is held on your card. It is taken when we confirm your order.` },
  captured: { title: 'Paid', note: (money) => `${money} was taken from your card.` },
  manual_payment: { title: 'Paid', note: (money) => `Your transfer of ${money} arrived.` },
  refunded: { title: 'Refunded', note: (money) => `${money} was refunded to you.` },
  voided: { title: 'Card hold released', note: (money) => `The ${money} held on your card was released: you were not charged.` },
  failed: { title: 'Payment failed', note: () => 'The payment did not go through: nothing was taken.' },
};

const statusEntry = (event: OrderEvent & { toStatus: OrderStatus }): ShopperTimelineEntry => ({
  kind: event.kind === 'placed' ? 'placed' : 'status',
  status: event.toStatus,
  from: event.fromStatus,
  at: event.at.toISOString(),
  note: event.note,
  carrier: event.carrier,
  trackingNumber: event.trackingNumber,
  trackingUrl: trackingUrl(event.carrier, event.trackingNumber),
  payment: null,
});

/**
 * The moments the shopper is told about, oldest first: the order's events and its payment's
 * ledger merged by the time each was written down; a payment's entry carries the order's status at that moment.
 */
export function shopperTimeline(timeline: readonly OrderEvent[], ledger: readonly PaymentMoment[] = []): ShopperTimelineEntry[] {
  const told = timeline.filter((event): event is OrderEvent & { toStatus: OrderStatus } => event.kind !== 'note' && !event.internal && event.toStatus !== null);
  const moments = [...told.map((event) => ({ at: event.at.getTime(), event })), ...ledger.map((entry) => ({ at: entry.recordedAt.getTime(), entry }))].sort(
    (a, b) => a.at - b.at,
  );
  let status: OrderStatus = 'Pending';
  return moments.map((moment) => {
    if ('event' in moment) {
      status = moment.event.toStatus;
      return statusEntry(moment.event);
    }
    const { entry } = moment;
    const words = SHOPPER_PAYMENT_WORDS[entry.kind];
    return {
      ...statusEntry({
        kind: 'status',
        at: entry.recordedAt,
        fromStatus: null,
        toStatus: status,
        note: '',
        carrier: null,
        trackingNumber: null,
        internal: false,
        actor: null,
      }),
      kind: 'payment',
      note: words.note(formatMoney(entry.amountMinor, entry.currency)),
      payment: entry.kind,
    };
  });
}
