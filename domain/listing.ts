/**
 * The product listing's query: filters, text, price range, sort and page. One definition serves
 * the API (query-string validation, OpenAPI), the storefront's URL, and the SQL in the catalogue
 * service. An empty group means no restriction; values within a group are OR'ed; the
 * groups are AND'ed; the price test uses the variant's lowest price.
 */
import { z } from 'zod';
import { FILTER_GROUPS, LISTING_PAGE_SIZE, MAX_PAGE_SIZE, MAX_QUERY_LENGTH, MAX_VALUES_PER_FILTER, SORTS, type FilterKey } from './listing-filters.ts';

// The filters, sorts and limits (no zod, for the browser) are defined there; readers of the query may import them from here.
export * from './listing-filters.ts';

/** The price filter's bounds are at most ten million whole units of the shop's currency, far above any piece. */
const MAX_PRICE_FILTER = 10_000_000;
/** Prices are stored as 32-bit integers of minor units. */
export const MAX_PRICE_MINOR = 2_147_483_647;

/**
 * A price bound in minor units, as the SQL compares it: within the stored integers' range, so a
 * currency with many minor units per whole unit cannot push it past what PostgreSQL accepts (a
 * bound above every storable price selects the same pieces as that largest price).
 */
export function priceBoundMinor(major: number, minorPerMajor: number): number {
  return Math.min(Math.round(major * minorPerMajor), MAX_PRICE_MINOR);
}

/** A query-string value that may be given once or repeated (?theme=A&theme=B). */
const filterValues = (noun: string) =>
  z
    .union([z.string(), z.array(z.string())])
    .optional()
    .transform((value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]))
    .transform((values) => [...new Set(values.map((v) => v.trim()).filter((v) => v !== ''))])
    .pipe(z.array(z.string().max(80, `A ${noun} name is at most 80 characters`)).max(MAX_VALUES_PER_FILTER, `At most ${MAX_VALUES_PER_FILTER} ${noun} values`));

/** A single query-string value; a repeated key is refused rather than guessed at. */
const single = <T extends z.ZodType>(name: string, schema: T) =>
  z.preprocess((value, ctx) => {
    if (Array.isArray(value)) {
      ctx.issues.push({ code: 'custom', message: `${name} may be given only once`, input: value });
      return undefined;
    }
    return typeof value === 'string' && value.trim() === '' ? undefined : typeof value === 'string' ? value.trim() : value;
  }, schema);

const price = (name: string) =>
  single(
    name,
    z.coerce
      .number({ message: `${name} must be a number` })
      .min(0, `${name} must be 0 or more`)
      .max(MAX_PRICE_FILTER, `${name} must be at most ${MAX_PRICE_FILTER}`)
      .optional(),
  );

export const ListingQuery = z
  .object({
    category: filterValues('category'),
    type: filterValues('sub-category'),
    theme: filterValues('theme'),
    metal: filterValues('metal'),
    purpose: filterValues('purpose'),
    festival: filterValues('festival'),
    gemstone: filterValues('gemstone'),
    q: single('q', z.string().max(MAX_QUERY_LENGTH, `The search text is at most ${MAX_QUERY_LENGTH} characters`).optional()),
    minPrice: price('minPrice'),
    maxPrice: price('maxPrice'),
    /** `inStock=true` hides ready-to-ship pieces with nothing left (made-to-order pieces are always available). */
    inStock: single('inStock', z.enum(['true', 'false'], { message: 'inStock must be true or false' }).optional()).transform((value) => value === 'true'),
    sort: single('sort', z.enum(SORTS, { message: `sort must be one of ${SORTS.join(', ')}` }).optional()),
    page: single(
      'page',
      z.coerce
        .number({ message: 'page must be a whole number' })
        .int('page must be a whole number')
        .min(1, 'page must be 1 or more')
        .max(100_000, 'page is too large')
        .default(1),
    ),
    pageSize: single(
      'pageSize',
      z.coerce
        .number({ message: 'pageSize must be a whole number' })
        .int('pageSize must be a whole number')
        .min(1, 'pageSize must be 1 or more')
        .max(MAX_PAGE_SIZE, `pageSize must be at most ${MAX_PAGE_SIZE}`)
        .default(LISTING_PAGE_SIZE),
    ),
  })
  .refine((query) => query.minPrice === undefined || query.maxPrice === undefined || query.minPrice <= query.maxPrice, {
    message: 'minPrice must not be above maxPrice',
    path: ['minPrice'],
  });

export type ListingQuery = z.output<typeof ListingQuery>;
export type ListingQueryInput = z.input<typeof ListingQuery>;

/** The filter values of a query, by group key. */
export function selectedFilters(query: ListingQuery): Record<FilterKey, string[]> {
  return Object.fromEntries(FILTER_GROUPS.map((group) => [group.key, query[group.param]])) as Record<FilterKey, string[]>;
}

export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/**
 * Search words from free text: lower-case letters and digits, at most eight of them.
 * Everything else is a separator, so no input can break the SQL text-search syntax.
 */
export function searchWords(q: string | undefined): string[] {
  if (!q) return [];
  return (
    q
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .match(/[a-z0-9]+/g) ?? []
  ).slice(0, 8);
}
