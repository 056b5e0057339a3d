import { describe, expect, it } from 'vitest';
import { trackingUrl } from './tracking.ts';

describe('trackingUrl', () => {
  it('links a known carrier’s parcel, however the carrier’s name is typed', () => {
    expect(trackingUrl('Royal Mail', 'AB123456789GB')).toBe('https://www.royalmail.com/track-your-item#/tracking-results/AB123456789GB');
    expect(trackingUrl('royal-mail', 'AB123456789GB')).toBe('https://www.royalmail.com/track-your-item#/tracking-results/AB123456789GB');
    expect(trackingUrl('ups', '1Z999AA10123456784')).toBe('https://www.ups.com/track?tracknum=1Z999AA10123456784');
    expect(trackingUrl('FedEx', '1234 5678')).toBe('https://www.fedex.com/fedextrack/?trknbr=1234%205678');
  });

  it('has no link for an unknown carrier or a missing number', () => {
    expect(trackingUrl('Pigeon Post', 'P1')).toBeNull();
    expect(trackingUrl(null, 'P1')).toBeNull();
    expect(trackingUrl('DHL', '  ')).toBeNull();
  });
});
