/**
 * What the listing offers to filter and sort by, and its limits, without the query's schema: no
 * zod here, so the listing page and the home page's links do not load it. The query itself
 * (validation, OpenAPI) is ListingQuery in domain/listing.ts, which re-exports this module.
 */

/** Filter groups in the order the filter panel shows them; `param` is the query-string key. */
export const FILTER_GROUPS = [
  { key: 'category', param: 'category', label: 'CATEGORIES', noun: 'category' },
  { key: 'subCategory', param: 'type', label: 'SUB-CATEGORIES', noun: 'sub-category' },
  { key: 'theme', param: 'theme', label: 'THEMES', noun: 'theme' },
  { key: 'metal', param: 'metal', label: 'METALS', noun: 'metal' },
  { key: 'purpose', param: 'purpose', label: 'PURPOSES', noun: 'purpose' },
  { key: 'festival', param: 'festival', label: 'FESTIVALS', noun: 'festival' },
  { key: 'gemstone', param: 'gemstone', label: 'GEMSTONES', noun: 'gemstone' },
] as const;

export type FilterGroup = (typeof FILTER_GROUPS)[number];
export type FilterKey = FilterGroup['key'];
export type FilterParam = FilterGroup['param'];

export const SORTS = ['featured', 'newest', 'price-asc', 'price-desc', 'rating', 'relevance'] as const;
export type Sort = (typeof SORTS)[number];

/** The listing shows 6 products a page. */
export const LISTING_PAGE_SIZE = 6;
export const MAX_PAGE_SIZE = 60;
export const MAX_QUERY_LENGTH = 100;
export const MAX_VALUES_PER_FILTER = 30;
/** Filter changes reach the listing after 200 ms. */
export const FILTER_DEBOUNCE_MS = 200;

/** The sort in force: relevance only makes sense with search text. */
export function effectiveSort(query: { sort?: Sort; q?: string }): Sort {
  if (query.sort && (query.sort !== 'relevance' || query.q)) return query.sort;
  return query.q ? 'relevance' : 'featured';
}
