import { describe, expect, it } from 'vitest';
import { effectiveDate } from './policy-date';

describe('effectiveDate', () => {
  it('is the day the words were written until a period they print changes later', () => {
    expect(effectiveDate('2026-12-06', null)).toBe('06 December 2026');
    expect(effectiveDate('2026-12-06', '2026-12-06T00:00:00.000Z')).toBe('06 December 2026');
    expect(effectiveDate('2026-12-06', '2027-03-14T09:30:00.000Z')).toBe('14 March 2027');
    expect(effectiveDate('2026-12-06', '2026-01-01T00:00:00.000Z')).toBe('06 December 2026');
  });
});
