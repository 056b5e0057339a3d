import { describe, expect, it } from 'vitest';
import { ListingQuery, MAX_PRICE_MINOR, effectiveSort, pageCount, priceBoundMinor, searchWords, selectedFilters } from './listing.ts';

const parse = (input: Record<string, string | string[]>) => ListingQuery.safeParse(input);

describe('ListingQuery', () => {
  it('defaults to page 1 of 6, with every group empty', () => {
    const query = ListingQuery.parse({});
    expect(query.page).toBe(1);
    expect(query.pageSize).toBe(6);
    expect(Object.values(selectedFilters(query)).every((values) => values.length === 0)).toBe(true);
  });

  it('takes a filter once or repeated, trimmed and without duplicates', () => {
    const query = ListingQuery.parse({ theme: ['Floral', ' Ocean ', 'Floral', ''], type: 'Halo' });
    expect(query.theme).toEqual(['Floral', 'Ocean']);
    expect(selectedFilters(query).subCategory).toEqual(['Halo']);
  });

  it('reads prices and pages from text', () => {
    const query = ListingQuery.parse({ minPrice: '10.5', maxPrice: '200', page: '3', pageSize: '12' });
    expect(query).toMatchObject({ minPrice: 10.5, maxPrice: 200, page: 3, pageSize: 12 });
  });

  it('shows sold-out pieces unless inStock=true', () => {
    expect(ListingQuery.parse({}).inStock).toBe(false);
    expect(ListingQuery.parse({ inStock: 'true' }).inStock).toBe(true);
    expect(ListingQuery.parse({ inStock: 'false' }).inStock).toBe(false);
    expect(ListingQuery.parse({ inStock: '' }).inStock).toBe(false);
  });

  it.each([
    [{ page: 'two' }, 'page must be a whole number'],
    [{ page: ['1', '2'] }, 'page may be given only once'],
    [{ pageSize: '61' }, 'pageSize must be at most 60'],
    [{ minPrice: '-1' }, 'minPrice must be 0 or more'],
    [{ minPrice: '5', maxPrice: '4' }, 'minPrice must not be above maxPrice'],
    [{ maxPrice: '100000000' }, 'maxPrice must be at most 10000000'],
    [{ minPrice: '1e309' }, 'minPrice must be a number'],
    [{ theme: Array.from({ length: 31 }, (_, i) => `t${i}`) }, 'At most 30 theme values'],
    [{ inStock: 'yes' }, 'inStock must be true or false'],
    [{ inStock: ['true', 'true'] }, 'inStock may be given only once'],
  ])('refuses %j with “%s”', (input, message) => {
    const result = parse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });
});

describe('priceBoundMinor', () => {
  it('converts a bound to minor units within the 32-bit range prices are stored in', () => {
    expect(priceBoundMinor(10.5, 100)).toBe(1050);
    expect(priceBoundMinor(10_000_000, 100)).toBe(1_000_000_000);
    // A currency with a thousand minor units a whole unit (the Kuwaiti dinar) reaches past it.
    expect(priceBoundMinor(10_000_000, 1000)).toBe(MAX_PRICE_MINOR);
  });
});

describe('effectiveSort', () => {
  it('is relevance with search text and featured without, unless one is chosen', () => {
    expect(effectiveSort({ q: 'ring' })).toBe('relevance');
    expect(effectiveSort({})).toBe('featured');
    expect(effectiveSort({ sort: 'relevance' })).toBe('featured');
    expect(effectiveSort({ q: 'ring', sort: 'price-asc' })).toBe('price-asc');
  });
});

describe('searchWords', () => {
  it('keeps letters and digits only, lower-cased, accents dropped', () => {
    expect(searchWords("Rosé  Gold's & (ring) | 14K!")).toEqual(['rose', 'gold', 's', 'ring', '14k']);
    expect(searchWords("'; DROP TABLE x; --")).toEqual(['drop', 'table', 'x']);
    expect(searchWords(undefined)).toEqual([]);
  });
});

describe('pageCount', () => {
  it('is at least 1', () => {
    expect(pageCount(0, 6)).toBe(1);
    expect(pageCount(6, 6)).toBe(1);
    expect(pageCount(7, 6)).toBe(2);
  });
});
