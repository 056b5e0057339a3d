/** Where the home page's tiles lead: each to the listing filtered by what it names (every value encoded). */
import type { FilterParam } from '../../../domain/listing-filters.ts';

export const listingHref = (param: FilterParam, value: string) => `/products?${param}=${encodeURIComponent(value)}`;

export const themeHref = (name: string) => `/theme/${encodeURIComponent(name)}`;
