/**
 * The listing's state as the shopper changes it, and its address: the filter panel edits a
 * ListingState, the URL carries it, and the loader reads it back. Every change a shopper makes
 * (a box, the price, the sort) starts again at page 1; only the pagination moves
 * pages. Strict validation is ListingQuery's job (domain/listing.ts); reading here is lenient, so
 * a half-typed price never breaks the panel.
 */
import { FILTER_GROUPS, SORTS, type FilterParam, type Sort } from './listing-filters.ts';

export const FILTER_PARAMS: readonly FilterParam[] = FILTER_GROUPS.map((group) => group.param);

type ListingFilters = Record<FilterParam, string[]>;

export interface ListingState {
  filters: ListingFilters;
  /** Search text, '' for none. */
  q: string;
  /** Price bounds in the shop currency's major units, as the URL carries them. */
  minPrice?: number;
  maxPrice?: number;
  /** Undefined: the listing's default order. */
  sort?: Sort;
  page: number;
  /** Sold-out pieces hidden (`inStock=true`). */
  inStock?: boolean;
}

/** A removable summary of one active filter. */
export type FilterChip = { kind: 'value'; param: FilterParam; value: string } | { kind: 'price'; minPrice?: number; maxPrice?: number } | { kind: 'in-stock' };

/** The chip and the filter panel's box of `inStock=true`. */
export const IN_STOCK_LABEL = 'Hide sold-out pieces';

function emptyFilters(): ListingFilters {
  return Object.fromEntries(FILTER_PARAMS.map((param) => [param, [] as string[]])) as ListingFilters;
}

export function emptyListingState(): ListingState {
  return { filters: emptyFilters(), q: '', page: 1 };
}

const sameName = (a: string, b: string) => a.toLocaleLowerCase('en') === b.toLocaleLowerCase('en');

function price(text: string | null): number | undefined {
  if (text === null || text.trim() === '') return undefined;
  const value = Number(text);
  return Number.isFinite(value) && value >= 0 ? value : undefined;
}

function pageNumber(text: string | null): number {
  const value = Number(text);
  return Number.isInteger(value) && value >= 1 ? value : 1;
}

/** Reads the state from an address, leniently: unreadable values are left out. */
export function stateFromParams(params: URLSearchParams): ListingState {
  const filters = emptyFilters();
  for (const param of FILTER_PARAMS) {
    for (const raw of params.getAll(param)) {
      const value = raw.trim();
      if (value !== '' && !filters[param].some((known) => sameName(known, value))) filters[param].push(value);
    }
  }
  const sort = params.get('sort');
  return {
    filters,
    q: (params.get('q') ?? '').trim(),
    minPrice: price(params.get('minPrice')),
    maxPrice: price(params.get('maxPrice')),
    sort: SORTS.includes(sort as Sort) ? (sort as Sort) : undefined,
    page: pageNumber(params.get('page')),
    ...(params.get('inStock') === 'true' ? { inStock: true } : {}),
  };
}

/** The address of a state, keys always in one order, so one list has one URL. */
export function paramsFromState(state: ListingState): URLSearchParams {
  const params = new URLSearchParams();
  for (const param of FILTER_PARAMS) for (const value of state.filters[param]) params.append(param, value);
  if (state.q) params.set('q', state.q);
  if (state.minPrice !== undefined) params.set('minPrice', String(state.minPrice));
  if (state.maxPrice !== undefined) params.set('maxPrice', String(state.maxPrice));
  if (state.inStock) params.set('inStock', 'true');
  if (state.sort) params.set('sort', state.sort);
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

/** '?theme=Floral&page=2', or '' for the plain listing: a relative link to the same page. */
export function searchOf(state: ListingState): string {
  const query = paramsFromState(state).toString();
  return query ? `?${query}` : '';
}

/** What a link to the listing may name: a value of any filter group, the search text, the order and the page. */
export type ListingLink = Partial<Record<FilterParam, string>> & { q?: string; sort?: Sort; page?: number };

export interface ListingHrefOptions {
  /** The listing page: /products unless said. */
  path?: string;
  /**
   * How values are encoded: 'form' (the listing's own addresses, a space as "+") unless said;
   * 'component' (encodeURIComponent, a space as "%20") is how the home page's tiles have always
   * spelled theirs.
   */
  encoding?: 'form' | 'component';
}

/**
 * The address of the listing a link names: /products?category=Rings&purpose=Baby+Shower. Keys in
 * the listing's own order (as `paramsFromState` writes them), values trimmed, empty ones left out,
 * every value encoded. Every link to the listing (menus, tiles, breadcrumbs, the footer, the
 * search box, the sitemap) is made here.
 */
export function listingHref(link: ListingLink = {}, options: ListingHrefOptions = {}): string {
  const state = emptyListingState();
  for (const param of FILTER_PARAMS) {
    const value = link[param]?.trim();
    if (value) state.filters[param].push(value);
  }
  state.q = link.q?.trim() ?? '';
  state.sort = link.sort;
  state.page = link.page ?? 1;
  const params = paramsFromState(state);
  const query = options.encoding === 'component' ? [...params].map(([key, value]) => `${key}=${encodeURIComponent(value)}`).join('&') : params.toString();
  return `${options.path ?? '/products'}${query ? `?${query}` : ''}`;
}

/** A theme's listing, /theme/{name}, the name encoded in the path (and ?page=2 past the first page). */
export const themePath = (name: string, page = 1) => listingHref({ page }, { path: `/theme/${encodeURIComponent(name)}` });

/** A category's page of products, /category-detail?category=Rings (and &page=2 past the first). */
export const categoryDetailPath = (category: string, page = 1) => listingHref({ category, page }, { path: '/category-detail' });

/** The search page, /search?q=… (or /search without text). */
export const searchPath = (q: string) => listingHref({ q }, { path: '/search' });

/** The raw query-string object ListingQuery validates (a repeated key becomes a list). */
export function queryInput(params: URLSearchParams): Record<string, string | string[]> {
  const input: Record<string, string | string[]> = {};
  for (const key of new Set(params.keys())) {
    const values = params.getAll(key);
    input[key] = values.length === 1 ? values[0]! : values;
  }
  return input;
}

export function isSelected(state: ListingState, param: FilterParam, value: string): boolean {
  return state.filters[param].some((selected) => sameName(selected, value));
}

/** Checks or unchecks one value of a group (multi-select; names compare without case). */
export function toggleValue(state: ListingState, param: FilterParam, value: string): ListingState {
  const current = state.filters[param];
  const next = isSelected(state, param, value) ? current.filter((selected) => !sameName(selected, value)) : [...current, value];
  return { ...state, filters: { ...state.filters, [param]: next }, page: 1 };
}

/** Sets the price bounds; undefined removes a bound, and crossed bounds are put in order. */
export function setPriceRange(state: ListingState, minPrice: number | undefined, maxPrice: number | undefined): ListingState {
  const [low, high] = minPrice !== undefined && maxPrice !== undefined && minPrice > maxPrice ? [maxPrice, minPrice] : [minPrice, maxPrice];
  return { ...state, minPrice: low, maxPrice: high, page: 1 };
}

/** Hides or shows the sold-out pieces, from page 1. */
export function setInStock(state: ListingState, inStock: boolean): ListingState {
  const { inStock: _was, ...rest } = state;
  return { ...rest, ...(inStock ? { inStock: true } : {}), page: 1 };
}

export function setSort(state: ListingState, sort: Sort | undefined): ListingState {
  return { ...state, sort, page: 1 };
}

export function setPage(state: ListingState, page: number): ListingState {
  return { ...state, page: Math.max(1, Math.floor(page)) };
}

export function activeChips(state: ListingState): FilterChip[] {
  const chips: FilterChip[] = FILTER_PARAMS.flatMap((param) => state.filters[param].map((value) => ({ kind: 'value' as const, param, value })));
  if (state.minPrice !== undefined || state.maxPrice !== undefined) {
    chips.push({ kind: 'price', minPrice: state.minPrice, maxPrice: state.maxPrice });
  }
  if (state.inStock) chips.push({ kind: 'in-stock' });
  return chips;
}

export function hasActiveFilters(state: ListingState): boolean {
  return activeChips(state).length > 0;
}

export function removeChip(state: ListingState, chip: FilterChip): ListingState {
  if (chip.kind === 'price') return setPriceRange(state, undefined, undefined);
  if (chip.kind === 'in-stock') return setInStock(state, false);
  return { ...state, filters: { ...state.filters, [chip.param]: state.filters[chip.param].filter((v) => !sameName(v, chip.value)) }, page: 1 };
}

/** 'Clear all': every filter, the price and the sold-out option go; the search text and the order stay. */
export function clearFilters(state: ListingState): ListingState {
  return { filters: emptyFilters(), q: state.q, sort: state.sort, page: 1 };
}

/**
 * Spells each selected value as the catalogue does ('floral' or the slug 'baby-shower' from a
 * hand-typed link become 'Floral' and 'Baby Shower'), so boxes show checked and chips read well.
 */
export function withCatalogNames(state: ListingState, options: Partial<Record<FilterParam, ReadonlyArray<{ name: string; slug: string }>>>): ListingState {
  const filters = emptyFilters();
  for (const param of FILTER_PARAMS) {
    for (const value of state.filters[param]) {
      const match = options[param]?.find((option) => sameName(option.name, value) || option.slug === value.toLowerCase());
      const name = match?.name ?? value;
      if (!filters[param].some((known) => sameName(known, name))) filters[param].push(name);
    }
  }
  return { ...state, filters };
}

/**
 * Whether a shopper reaches this listing from the page's own controls (issue 37): each filter
 * value one the filter panel offers, spelled as its links spell it (the value's name or slug), and
 * each price bound a whole unit within the slider's range. The page cache keeps only such pages;
 * any other address is rendered but not stored, so made-up values cannot push real pages out.
 */
export function reachableFromThePage(
  state: ListingState,
  offered: Partial<Record<FilterParam, ReadonlyArray<{ name: string; slug: string }>>>,
  priceRange: { min: number; max: number },
): boolean {
  const known = FILTER_PARAMS.every((param) =>
    state.filters[param].every((value) => offered[param]?.some((option) => option.name === value || option.slug === value) ?? false),
  );
  const low = Math.floor(priceRange.min);
  const high = Math.ceil(priceRange.max);
  const onTheSlider = (bound: number | undefined) => bound === undefined || (Number.isInteger(bound) && bound >= low && bound <= high);
  return known && onTheSlider(state.minPrice) && onTheSlider(state.maxPrice);
}

export function sameState(a: ListingState, b: ListingState): boolean {
  return paramsFromState(a).toString() === paramsFromState(b).toString();
}
