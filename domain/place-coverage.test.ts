import { describe, expect, it } from 'vitest';
import { COVERAGE_MESSAGES, ratesNotShipped, shippedUntaxed } from './place-coverage.ts';

describe('where taxes and shipping disagree', () => {
  it('finds the rates of countries no zone ships to, by name', () => {
    expect(ratesNotShipped(['US', 'FR', 'DE', 'US'], ['US', 'GB'])).toEqual(['FR', 'DE']);
    expect(ratesNotShipped(['US'], ['US'])).toEqual([]);
  });

  it('finds the shipped countries without a rate only when some country has one', () => {
    expect(shippedUntaxed(['US', 'GB', 'CA'], ['US'])).toEqual(['CA', 'GB']);
    expect(shippedUntaxed(['US', 'GB'], [])).toEqual([]);
  });

  it('says so naming the countries', () => {
    expect(COVERAGE_MESSAGES.ratesNotShipped(['FR'])).toBe(
      'No shipping zone ships to France: its rates never apply until a zone on the shipping page lists it.',
    );
    expect(COVERAGE_MESSAGES.shippedUntaxed(['CA', 'GB'])).toBe(
      'No tax rate for Canada, United Kingdom: shoppers there pay no tax, while other countries have rates. Add their rates on the tax page, or a rate of 0% where none is due.',
    );
  });
});
