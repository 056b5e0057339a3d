import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatLongDay } from './dates.ts';
import { once } from './once.ts';

describe('formatLongDay', () => {
  it('reads as Intl reads the day in British English, in UTC, for any moment', () => {
    const intl = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
    fc.assert(
      fc.property(fc.date({ min: new Date('1970-01-01T00:00:00Z'), max: new Date('2200-12-31T23:59:59Z'), noInvalidDate: true }), (date) => {
        expect(formatLongDay(date.toISOString())).toBe(intl.format(date));
      }),
    );
  });

  it('takes the day in UTC, not the machine zone', () => {
    expect(formatLongDay('2026-01-14T23:30:00-05:00')).toBe('15 January 2026');
  });
});

describe('once', () => {
  it('makes the value on the first call only', () => {
    let made = 0;
    const value = once(() => ({ n: ++made }));
    expect(made).toBe(0);
    expect(value()).toBe(value());
    expect(made).toBe(1);
  });
});
