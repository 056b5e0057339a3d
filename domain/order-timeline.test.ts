import { describe, expect, it } from 'vitest';
import { SHOPPER_PAYMENT_WORDS, shopperTimeline, type OrderEvent, type PaymentMoment } from './order-timeline.ts';
import { PAYMENT_EVENT_KINDS } from './payment.ts';

const event = (overrides: Partial<OrderEvent>): OrderEvent => ({
  kind: 'status',
  at: new Date('2026-03-02T10:00:00Z'),
  fromStatus: 'Pending',
  toStatus: 'Confirmed',
  note: '',
  carrier: null,
  trackingNumber: null,
  internal: false,
  actor: { id: 7, name: 'Stella Staff', email: 'stella@example.com' },
  ...overrides,
});

describe('shopperTimeline', () => {
  it('tells the shopper of the placing and each change of status, never of an internal note nor who made a change', () => {
    const timeline = shopperTimeline([
      event({ kind: 'placed', at: new Date('2026-03-01T09:00:00Z'), fromStatus: null, toStatus: 'Pending', actor: null }),
      event({ kind: 'note', fromStatus: null, toStatus: null, note: 'Regular customer', internal: true }),
      event({ note: 'On the bench tomorrow.' }),
      event({ fromStatus: 'Ready to ship', toStatus: 'Shipped', carrier: 'DHL', trackingNumber: 'JD014600' }),
    ]);
    expect(timeline).toEqual([
      {
        kind: 'placed',
        status: 'Pending',
        from: null,
        at: '2026-03-01T09:00:00.000Z',
        note: '',
        carrier: null,
        trackingNumber: null,
        trackingUrl: null,
        payment: null,
      },
      {
        kind: 'status',
        status: 'Confirmed',
        from: 'Pending',
        at: '2026-03-02T10:00:00.000Z',
        note: 'On the bench tomorrow.',
        carrier: null,
        trackingNumber: null,
        trackingUrl: null,
        payment: null,
      },
      {
        kind: 'status',
        status: 'Shipped',
        from: 'Ready to ship',
        at: '2026-03-02T10:00:00.000Z',
        note: '',
        carrier: 'DHL',
        trackingNumber: 'JD014600',
        trackingUrl: 'https://www.dhl.com/global-en/home/tracking/tracking-express.html?submit=1&tracking-id=JD014600',
        payment: null,
      },
    ]);
    expect(JSON.stringify(timeline)).not.toContain('Stella');
  });

  it('tells what happened to the money in words, in time order, with the status the order was in', () => {
    const money = (kind: PaymentMoment['kind'], amountMinor: number, at: string): PaymentMoment => ({
      kind,
      amountMinor,
      currency: 'USD',
      occurredAt: new Date(at),
      recordedAt: new Date(at),
    });
    const timeline = shopperTimeline(
      [
        event({ kind: 'placed', at: new Date('2026-03-01T09:00:00Z'), fromStatus: null, toStatus: 'Pending', actor: null }),
        event({ at: new Date('2026-03-01T12:00:00Z'), fromStatus: 'Pending', toStatus: 'Cancelled' }),
      ],
      [
        money('refunded', 12_500, '2026-03-01T12:00:01Z'),
        money('authorized', 12_500, '2026-03-01T09:05:00Z'),
        money('captured', 12_500, '2026-03-01T10:00:00Z'),
      ],
    );
    expect(timeline.map((entry) => [entry.kind, entry.status, entry.payment, entry.note])).toEqual([
      ['placed', 'Pending', null, ''],
      ['payment', 'Pending', 'authorized', '$125.00 is held on your card. It is taken when we confirm your order.'],
      ['payment', 'Pending', 'captured', '$125.00 was taken from your card.'],
      ['status', 'Cancelled', null, ''],
      ['payment', 'Cancelled', 'refunded', '$125.00 was refunded to you.'],
    ]);
    expect(SHOPPER_PAYMENT_WORDS.voided.note('$9.00')).toBe('The $9.00 held on your card was released: you were not charged.');
    // Every kind of ledger entry has its words: none reaches the shopper as a code.
    for (const kind of PAYMENT_EVENT_KINDS) expect(SHOPPER_PAYMENT_WORDS[kind].title).not.toMatch(/_/);
  });

  it('tells a transfer received today after the order placed today: staff type the day, the story keeps the order it was written in', () => {
    const timeline = shopperTimeline(
      [
        event({ kind: 'placed', at: new Date('2026-03-01T09:00:00Z'), fromStatus: null, toStatus: 'Pending', actor: null }),
        event({ at: new Date('2026-03-01T10:00:00Z'), fromStatus: 'Pending', toStatus: 'Confirmed' }),
      ],
      [
        {
          kind: 'manual_payment',
          amountMinor: 9_900,
          currency: 'USD',
          occurredAt: new Date('2026-03-01T00:00:00Z'),
          recordedAt: new Date('2026-03-01T11:00:00Z'),
        },
      ],
    );
    expect(timeline.map((entry) => [entry.status, entry.payment])).toEqual([
      ['Pending', null],
      ['Confirmed', null],
      ['Confirmed', 'manual_payment'],
    ]);
    expect(timeline.map((entry) => entry.at)).toEqual(['2026-03-01T09:00:00.000Z', '2026-03-01T10:00:00.000Z', '2026-03-01T11:00:00.000Z']);
  });
});
