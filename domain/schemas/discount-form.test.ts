import { describe, expect, it } from 'vitest';
import { discountPageForm } from './discount-form.ts';

const fields = (startsAt: string, endsAt: string) => ({
  intent: 'save',
  id: '',
  name: 'Weekend sale on rings',
  automatic: 'on',
  kind: 'percent',
  value: '20',
  minSubtotal: '',
  startsAt,
  endsAt,
  usageLimit: '',
  perCustomerLimit: '',
  active: 'on',
  categoryIds: [],
  productIds: [],
});

describe('the discount form’s dates', () => {
  it('are read in the shop’s time zone, across the change to summer time', () => {
    const parsed = discountPageForm('America/Los_Angeles').parse(fields('2026-03-07T00:00', '2026-03-09T00:00'));
    expect(parsed).toMatchObject({ startsAt: '2026-03-07T08:00:00.000Z', endsAt: '2026-03-09T07:00:00.000Z' });
    expect(discountPageForm('UTC').parse(fields('2026-03-07T00:00', ''))).toMatchObject({ startsAt: '2026-03-07T00:00:00.000Z', endsAt: null });
  });

  it('refuse what is not a date and time, by its field', () => {
    const parsed = discountPageForm('Europe/Berlin').safeParse(fields('next friday', ''));
    expect(parsed.success).toBe(false);
    expect(parsed.error!.issues.map((issue) => issue.path.join('.'))).toContain('startsAt');
  });
});
