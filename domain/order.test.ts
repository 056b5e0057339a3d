import { describe, expect, it } from 'vitest';
import { nextStatuses, ORDER_STATUSES, suggestedNextStatus } from './order.ts';

describe('suggestedNextStatus', () => {
  it('offers the workflow’s next forward step, production only for made-to-order pieces', () => {
    expect(suggestedNextStatus('Pending', false)).toBe('Confirmed');
    expect(suggestedNextStatus('Confirmed', true)).toBe('In production');
    expect(suggestedNextStatus('Confirmed', false)).toBe('Ready to ship');
    expect(suggestedNextStatus('Ready to ship', false)).toBe('Shipped');
    expect(suggestedNextStatus('On hold', false)).toBeNull();
    expect(suggestedNextStatus('Delivered', false)).toBeNull();
  });

  it('only ever suggests a move the workflow allows', () => {
    for (const from of ORDER_STATUSES) {
      for (const made of [true, false]) {
        const next = suggestedNextStatus(from, made);
        if (next) expect(nextStatuses(from)).toContain(next);
      }
    }
  });
});
