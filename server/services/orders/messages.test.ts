import { describe, expect, it } from 'vitest';
import { formatMoney } from '../../../domain/money.ts';
import { ORDER_MESSAGES } from './messages.ts';

const money = (minor: number) => formatMoney(minor, 'USD');

describe('the price-changed message', () => {
  it('puts each change in words, then the total', () => {
    const message = ORDER_MESSAGES.priceChanged(
      [
        { part: 'line', name: 'Rose Ring', wasMinor: 12_000, nowMinor: 13_000 },
        { part: 'shipping', name: 'Regular', wasMinor: 0, nowMinor: 999 },
        { part: 'discount', name: 'Weekend sale', wasMinor: 2_000, nowMinor: null },
        { part: 'discount', name: 'Spring sale', wasMinor: null, nowMinor: 1_500 },
        { part: 'discount', name: 'Free shipping (SHIPFREE)', wasMinor: null, nowMinor: 0 },
        { part: 'discount', name: 'Welcome (WELCOME10)', wasMinor: 1_000, nowMinor: 1_100 },
        { part: 'tax', name: 'GST and PST', wasMinor: 0, nowMinor: 1_440 },
      ],
      { was: 10_000, now: 12_000 },
      money,
    );
    expect(message).toBe(
      'The price of Rose Ring changed from $120.00 to $130.00. Shipping (Regular) changed from free to $9.99. Weekend sale no longer applies. ' +
        'Spring sale now applies: −$15.00. Free shipping (SHIPFREE) now applies. Welcome (WELCOME10) changed from −$10.00 to −$11.00. ' +
        'GST and PST now apply: $14.40. Your order total is now $120.00 (it was $100.00). Please check it and confirm the new total to place your order.',
    );
  });

  it('says when the tax changed or no longer applies, and when the total holds', () => {
    const tax = (wasMinor: number, nowMinor: number) =>
      ORDER_MESSAGES.priceChanged([{ part: 'tax', name: 'VAT', wasMinor, nowMinor }], { was: 5_000, now: 5_000 }, money);
    expect(tax(725, 798)).toBe('Tax changed from $7.25 to $7.98. Your order total is still $50.00. Please check it and confirm to place your order.');
    expect(tax(725, 0)).toMatch(/^Tax of \$7\.25 no longer applies\./);
    expect(tax(0, 798)).toMatch(/^VAT now applies: \$7\.98\./);
    expect(ORDER_MESSAGES.priceChanged([], { was: 5_000, now: 6_000 }, money)).toMatch(/^Prices changed since your order was totalled\. /);
  });
});
