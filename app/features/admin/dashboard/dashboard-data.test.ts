import { describe, expect, it } from 'vitest';
import { daysSince, placedAgo } from './dashboard-data';

describe('how long ago an order waiting was placed', () => {
  const now = Date.parse('2026-12-06T10:00:00Z');

  it('reads as words for every age', () => {
    expect(placedAgo(daysSince('2026-12-06T09:00:00Z', now))).toBe('placed today');
    expect(placedAgo(daysSince('2026-12-05T09:00:00Z', now))).toBe('placed yesterday');
    expect(placedAgo(daysSince('2026-12-03T10:00:00Z', now))).toBe('placed 3 days ago');
    expect(placedAgo(1200)).toBe('placed 1,200 days ago');
  });

  it('never says "ago" of today', () => {
    for (let days = 0; days < 40; days += 1) expect(placedAgo(days)).not.toMatch(/today ago|^placed 1 days/);
  });
});
