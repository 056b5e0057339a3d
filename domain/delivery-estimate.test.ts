import { describe, expect, it } from 'vitest';
import { POSTAL_CODE_REQUIRED_MESSAGE, addWorkingDays, checkDelivery, deliveryWorkingDays, formatDeliveryDate } from './delivery-estimate.ts';

// Local calendar dates: July 2025 starts on a Tuesday; the 4th is a Friday.
const day = (month: number, date: number, year = 2025) => new Date(year, month - 1, date, 10, 30);
const ymd = (date: Date) => [date.getFullYear(), date.getMonth() + 1, date.getDate()];

describe('addWorkingDays', () => {
  it('counts the next weekday as the first working day', () => {
    expect(ymd(addWorkingDays(day(7, 1), 1))).toEqual([2025, 7, 2]);
  });

  it('skips the weekend: Friday + 1 is Monday', () => {
    expect(ymd(addWorkingDays(day(7, 4), 1))).toEqual([2025, 7, 7]);
  });

  it('never lands on a weekend, starting from a Saturday or a Sunday', () => {
    expect(ymd(addWorkingDays(day(7, 5), 1))).toEqual([2025, 7, 7]);
    expect(ymd(addWorkingDays(day(7, 6), 1))).toEqual([2025, 7, 7]);
    expect(ymd(addWorkingDays(day(7, 6), 5))).toEqual([2025, 7, 11]);
  });

  it('makes 15 working days three calendar weeks from a weekday', () => {
    expect(ymd(addWorkingDays(day(7, 1), 15))).toEqual([2025, 7, 22]);
    expect(ymd(addWorkingDays(day(7, 4), 15))).toEqual([2025, 7, 25]);
  });

  it('crosses months and years', () => {
    expect(ymd(addWorkingDays(day(12, 24), 6))).toEqual([2026, 1, 1]);
    expect(ymd(addWorkingDays(day(2, 27), 2))).toEqual([2025, 3, 3]);
  });

  it('keeps the time of day and leaves its input alone', () => {
    const start = day(7, 4);
    const result = addWorkingDays(start, 3);
    expect([result.getHours(), result.getMinutes()]).toEqual([10, 30]);
    expect(ymd(start)).toEqual([2025, 7, 4]);
  });

  it('treats zero or a negative count as today', () => {
    expect(ymd(addWorkingDays(day(7, 5), 0))).toEqual([2025, 7, 5]);
    expect(ymd(addWorkingDays(day(7, 5), -3))).toEqual([2025, 7, 5]);
  });
});

describe('formatDeliveryDate', () => {
  it('names the weekday, month, day and year', () => {
    expect(formatDeliveryDate(day(7, 25))).toBe('Fri, Jul 25, 2025');
  });
});

describe('deliveryWorkingDays', () => {
  const shipping = [2, 5]; // Express 1 to 2 days, Regular 3 to 5
  const leadTime = { minDays: 10, maxDays: 21 };

  it('is the longest shipping time for a ready-to-ship piece', () => {
    expect(deliveryWorkingDays({ madeToOrder: false, leadTime }, shipping)).toBe(5);
  });

  it('adds the longest lead time for a made-to-order piece', () => {
    expect(deliveryWorkingDays({ madeToOrder: true, leadTime }, shipping)).toBe(26);
    expect(deliveryWorkingDays({ madeToOrder: true, leadTime: { minDays: 3, maxDays: 7 } }, shipping)).toBe(12);
  });

  it('is the lead time alone when no shipping method is offered', () => {
    expect(deliveryWorkingDays({ madeToOrder: true, leadTime }, [])).toBe(21);
    expect(deliveryWorkingDays({ madeToOrder: false, leadTime }, [])).toBe(0);
  });
});

describe('checkDelivery', () => {
  it('asks for a postal code when the box is blank', () => {
    expect(checkDelivery('', day(7, 1), 15)).toEqual({ ok: false, message: POSTAL_CODE_REQUIRED_MESSAGE });
    expect(checkDelivery('   ', day(7, 1), 15)).toEqual({ ok: false, message: 'Please enter your postal code' });
  });

  it('estimates delivery the given working days ahead', () => {
    expect(checkDelivery('10001', day(7, 4), 15)).toEqual({
      ok: true,
      message: 'Estimated Delivery by Fri, Jul 25, 2025 (15 working days)',
    });
    expect(checkDelivery('10001', day(7, 4), 5)).toEqual({ ok: true, message: 'Estimated Delivery by Fri, Jul 11, 2025 (5 working days)' });
  });
});
