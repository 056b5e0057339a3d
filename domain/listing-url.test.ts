import { describe, expect, it } from 'vitest';
import { ListingQuery } from './listing.ts';
import {
  activeChips,
  categoryDetailPath,
  clearFilters,
  emptyListingState,
  hasActiveFilters,
  isSelected,
  listingHref,
  paramsFromState,
  queryInput,
  removeChip,
  sameState,
  searchOf,
  searchPath,
  setPage,
  setInStock,
  setPriceRange,
  setSort,
  stateFromParams,
  themePath,
  toggleValue,
  withCatalogNames,
} from './listing-url.ts';

const read = (query: string) => stateFromParams(new URLSearchParams(query));
const write = (state: ReturnType<typeof read>) => paramsFromState(state).toString();

describe('reading and writing the listing address', () => {
  it('reads every filter group, the text, the price, the sort and the page', () => {
    const state = read('theme=Floral&theme=Ocean&category=Rings&type=Solitaire&purpose=Birthday&q=ring&minPrice=50&maxPrice=300&sort=newest&page=3');
    expect(state.filters.theme).toEqual(['Floral', 'Ocean']);
    expect(state.filters.category).toEqual(['Rings']);
    expect(state.filters.type).toEqual(['Solitaire']);
    expect(state.filters.purpose).toEqual(['Birthday']);
    expect(state).toMatchObject({ q: 'ring', minPrice: 50, maxPrice: 300, sort: 'newest', page: 3 });
  });

  it('writes keys in one order and leaves defaults out, so one list has one address', () => {
    expect(write(read('page=2&theme=Ocean&category=Rings'))).toBe('category=Rings&theme=Ocean&page=2');
    expect(write(read('page=1'))).toBe('');
    expect(searchOf(emptyListingState())).toBe('');
    expect(searchOf(read("festival=Valentine's Day"))).toBe('?festival=Valentine%27s+Day');
  });

  it('round-trips names with spaces, apostrophes and ampersands', () => {
    const state = read(new URLSearchParams({ festival: "Mother's Day", q: 'rose & gold' }).toString());
    expect(read(write(state))).toEqual(state);
  });

  it('reads unreadable values leniently (the loader reports them strictly)', () => {
    const state = read('page=abc&minPrice=cheap&maxPrice=-4&sort=random&theme=&theme=%20Floral%20&theme=floral');
    expect(state).toMatchObject({ page: 1, minPrice: undefined, maxPrice: undefined, sort: undefined });
    expect(state.filters.theme).toEqual(['Floral']);
  });

  it('gives ListingQuery the raw values, repeated keys as lists', () => {
    const input = queryInput(new URLSearchParams('theme=Floral&theme=Ocean&page=abc'));
    expect(input).toEqual({ theme: ['Floral', 'Ocean'], page: 'abc' });
    expect(ListingQuery.safeParse(input).success).toBe(false);
    expect(ListingQuery.parse(queryInput(new URLSearchParams('theme=Floral&theme=Ocean'))).theme).toEqual(['Floral', 'Ocean']);
  });
});

describe('changing the listing', () => {
  const onPage4 = read('theme=Floral&page=4');

  it('toggles a value on and off, ignoring case, and goes back to page 1', () => {
    const added = toggleValue(onPage4, 'theme', 'Ocean');
    expect(added.filters.theme).toEqual(['Floral', 'Ocean']);
    expect(added.page).toBe(1);
    const removed = toggleValue(added, 'theme', 'FLORAL');
    expect(removed.filters.theme).toEqual(['Ocean']);
    expect(isSelected(removed, 'theme', 'ocean')).toBe(true);
    expect(isSelected(removed, 'theme', 'Floral')).toBe(false);
  });

  it('sets, orders and clears the price range from page 1', () => {
    expect(setPriceRange(onPage4, 100, 400)).toMatchObject({ minPrice: 100, maxPrice: 400, page: 1 });
    expect(setPriceRange(onPage4, 400, 100)).toMatchObject({ minPrice: 100, maxPrice: 400 });
    expect(setPriceRange(onPage4, undefined, 250)).toMatchObject({ minPrice: undefined, maxPrice: 250 });
    expect(write(setPriceRange(onPage4, 0, 99.5))).toBe('theme=Floral&minPrice=0&maxPrice=99.5');
  });

  it('sets the sort from page 1; the pagination alone keeps the filters and moves pages', () => {
    expect(setSort(onPage4, 'price-asc')).toMatchObject({ sort: 'price-asc', page: 1 });
    expect(write(setPage(onPage4, 5))).toBe('theme=Floral&page=5');
    expect(write(setPage(onPage4, 1))).toBe('theme=Floral');
  });

  it('lists a chip per value and one for the price, each removable', () => {
    const state = read('category=Rings&theme=Floral&theme=Ocean&minPrice=10&q=halo');
    const chips = activeChips(state);
    expect(chips).toEqual([
      { kind: 'value', param: 'category', value: 'Rings' },
      { kind: 'value', param: 'theme', value: 'Floral' },
      { kind: 'value', param: 'theme', value: 'Ocean' },
      { kind: 'price', minPrice: 10, maxPrice: undefined },
    ]);
    expect(write(removeChip(state, chips[1]!))).toBe('category=Rings&theme=Ocean&q=halo&minPrice=10');
    expect(write(removeChip(state, chips[3]!))).toBe('category=Rings&theme=Floral&theme=Ocean&q=halo');
  });

  it('hides sold-out pieces with inStock=true, a chip that removes it, from page 1', () => {
    const state = read('theme=Floral&inStock=true&page=2');
    expect(state.inStock).toBe(true);
    expect(read('inStock=false').inStock).toBeUndefined();
    expect(write(state)).toBe('theme=Floral&inStock=true&page=2');
    expect(activeChips(state)).toEqual([{ kind: 'value', param: 'theme', value: 'Floral' }, { kind: 'in-stock' }]);
    expect(write(removeChip(state, { kind: 'in-stock' }))).toBe('theme=Floral');
    expect(write(setInStock(read('theme=Floral&page=3'), true))).toBe('theme=Floral&inStock=true');
    expect(write(setInStock(state, false))).toBe('theme=Floral');
    expect(ListingQuery.parse(queryInput(paramsFromState(state))).inStock).toBe(true);
    expect(write(clearFilters(state))).toBe('');
  });

  it("'Clear all' keeps the search text and the order only", () => {
    const cleared = clearFilters(read('category=Rings&metal=14K Gold&q=halo&sort=newest&minPrice=5&page=3'));
    expect(write(cleared)).toBe('q=halo&sort=newest');
    expect(hasActiveFilters(cleared)).toBe(false);
    expect(hasActiveFilters(read('maxPrice=20'))).toBe(true);
  });

  it('spells values as the catalogue does, matching names without case and slugs', () => {
    const options = { theme: [{ name: 'Floral', slug: 'floral' }], purpose: [{ name: 'Baby Shower', slug: 'baby-shower' }] };
    const state = withCatalogNames(read('theme=FLORAL&purpose=baby-shower&purpose=Baby shower&gemstone=Nope'), options);
    expect(state.filters.theme).toEqual(['Floral']);
    expect(state.filters.purpose).toEqual(['Baby Shower']);
    expect(state.filters.gemstone).toEqual(['Nope']);
  });

  it('compares states by their address', () => {
    expect(sameState(read('theme=Ocean&category=Rings'), read('category=Rings&theme=Ocean&page=1'))).toBe(true);
    expect(sameState(read('theme=Ocean'), read('theme=Ocean&page=2'))).toBe(false);
  });
});

describe('links to the listing', () => {
  it('is the plain listing without filters', () => {
    expect(listingHref()).toBe('/products');
    expect(listingHref({ purpose: '  ' })).toBe('/products');
  });

  it('writes the keys in the listing’s order and encodes every value', () => {
    expect(listingHref({ category: 'Rings', purpose: 'Baby Shower' })).toBe('/products?category=Rings&purpose=Baby+Shower');
    expect(listingHref({ purpose: 'Baby Shower', category: 'Rings' })).toBe('/products?category=Rings&purpose=Baby+Shower');
    expect(listingHref({ category: 'Rose & Gold', gemstone: 'Tiger’s Eye' })).toBe('/products?category=Rose+%26+Gold&gemstone=Tiger%E2%80%99s+Eye');
  });

  it('reads back to the same values', () => {
    const href = listingHref({ category: 'New Arrivals', type: 'a/b?c=d' });
    const state = stateFromParams(new URL(href, 'http://shop.test').searchParams);
    expect(state.filters.category).toEqual(['New Arrivals']);
    expect(state.filters.type).toEqual(['a/b?c=d']);
  });

  it('spells values as URI components where a page always has', () => {
    expect(listingHref({ festival: "Valentine's Day" }, { encoding: 'component' })).toBe("/products?festival=Valentine's%20Day");
  });

  it('searches the listing with trimmed text', () => {
    expect(listingHref({ q: ' rose ring ' })).toBe('/products?q=rose+ring');
    expect(listingHref({ q: '' })).toBe('/products');
    expect(searchPath('pearl')).toBe('/search?q=pearl');
    expect(searchPath('')).toBe('/search');
  });

  it('encodes theme names in the path, and pages past the first', () => {
    expect(themePath('Celestial')).toBe('/theme/Celestial');
    expect(themePath('Sun & Moon')).toBe('/theme/Sun%20%26%20Moon');
    expect(themePath('Celestial', 2)).toBe('/theme/Celestial?page=2');
    expect(categoryDetailPath('New Arrivals')).toBe('/category-detail?category=New+Arrivals');
    expect(categoryDetailPath('Rings', 3)).toBe('/category-detail?category=Rings&page=3');
  });
});
