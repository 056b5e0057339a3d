import { describe, expect, it } from 'vitest';
import { shopperTimeline, type OrderEvent } from './order-timeline.ts';

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
      { kind: 'placed', status: 'Pending', from: null, at: '2026-03-01T09:00:00.000Z', note: '', carrier: null, trackingNumber: null, trackingUrl: null },
      {
        kind: 'status',
        status: 'Confirmed',
        from: 'Pending',
        at: '2026-03-02T10:00:00.000Z',
        note: 'On the bench tomorrow.',
        carrier: null,
        trackingNumber: null,
        trackingUrl: null,
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
      },
    ]);
    expect(JSON.stringify(timeline)).not.toContain('Stella');
  });
});
