/**
 * What the listing, search, category and theme pages load, bound to the request's context.
 * Addresses a shopper can mistype (a page of 'abc', an unknown theme) come back as a message to
 * show with a 400, never as a failure of the page.
 */
import { redirect, type AppLoadContext } from 'react-router';
import type { ImagedValue, Product } from '../../../domain/catalog.ts';
import { InvalidInput } from '../../../domain/errors.ts';
import { FILTER_GROUPS, LISTING_PAGE_SIZE, ListingQuery, type ListingQueryInput } from '../../../domain/listing.ts';
import { queryInput, reachableFromThePage, searchOf, setPage, stateFromParams, withCatalogNames, type ListingState } from '../../../domain/listing-url.ts';
import { minorUnitsPerMajor } from '../../../domain/money.ts';
import type { PriceView } from '../../../domain/price-view.ts';
import * as catalog from '../../../server/services/catalogue/index.ts';
import { requestShipTo } from '../ship-to/ship-to.server';

export type Listing = catalog.Listing;

/** Products for the search box as it fills; the full results are on /products?q=. */
const SEARCH_PREVIEW_SIZE = 8;

export type ListingPageData =
  /** `keep`: a shopper reaches this address from the page's controls, so the page cache may store it (reachableFromThePage). */
  { kind: 'list'; state: ListingState; listing: Listing; keep: boolean } | { kind: 'invalid'; state: ListingState; message: string };

/**
 * The answer's headers for a listing page: an address no control of the page makes (a made-up
 * filter value, a price bound off the slider) is rendered and sent, but no cache stores it.
 */
export const listingPageHeaders = (page: ListingPageData): HeadersInit | undefined =>
  page.kind === 'list' && !page.keep ? { 'Cache-Control': 'no-store' } : undefined;

/**
 * The answer's headers for a page that reads only some of a listing's parameters (a category's or
 * a theme's page reads `page`): an address with any other is the same page under another name, so
 * no cache stores it (issue 37); it is rendered and sent all the same.
 */
export function readsOnly(url: URL, names: readonly string[]): HeadersInit | undefined {
  return [...url.searchParams.keys()].every((name) => names.includes(name)) ? undefined : { 'Cache-Control': 'no-store' };
}

/** A page of products without facets (category, theme and search pages). */
export type ProductPage = { kind: 'list'; items: Product[]; total: number; page: number; pageCount: number } | { kind: 'invalid'; message: string };

function listingOptions(context: AppLoadContext, withFacets = true, view?: PriceView) {
  return { caches: context.caches, currencyMinorPerMajor: minorUnitsPerMajor(context.config.currency), withFacets, view };
}

const sameName = (a: string, b: string) => a.toLocaleLowerCase('en') === b.toLocaleLowerCase('en');

function firstIssue(error: { issues: Array<{ message: string }> }): string {
  return error.issues[0]?.message ?? 'This address could not be read';
}

/** Runs the listing (its price bounds and range in `view`'s shown prices); a filter value the catalogue does not know becomes a message. */
async function run(context: AppLoadContext, input: ListingQueryInput, withFacets: boolean, view?: PriceView): Promise<Listing | { message: string }> {
  const parsed = ListingQuery.safeParse(input);
  if (!parsed.success) return { message: firstIssue(parsed.error) };
  try {
    return await catalog.listing(context.db, parsed.data, listingOptions(context, withFacets, view));
  } catch (error) {
    if (error instanceof InvalidInput) return { message: error.message };
    throw error;
  }
}

/** A page past the last one (an old link to a list that shrank) moves to the last page. */
function redirectPastTheEnd(url: URL, state: ListingState, listing: Pick<Listing, 'total' | 'page' | 'pageCount'>) {
  if (listing.total > 0 && listing.page > listing.pageCount) {
    throw redirect(`${url.pathname}${searchOf(setPage(state, listing.pageCount))}`);
  }
}

/**
 * /products and /catalog-products: the listing the URL describes, with facets for the panel; its
 * price filter and range in the prices the shopper's ship-to country shows (the cards show them too).
 */
export async function loadListingPage(context: AppLoadContext, request: Request): Promise<ListingPageData> {
  const url = new URL(request.url);
  const state = stateFromParams(url.searchParams);
  const { view } = await requestShipTo(context, request);
  // The page size is the shop's, whatever the address says.
  const result = await run(context, { ...queryInput(url.searchParams), pageSize: String(LISTING_PAGE_SIZE) }, true, view);
  if ('message' in result) return { kind: 'invalid', state, message: result.message };
  redirectPastTheEnd(url, state, result);
  const offered = Object.fromEntries(FILTER_GROUPS.map((group) => [group.param, result.facets[group.key]]));
  const named = withCatalogNames(state, offered);
  const perMajor = minorUnitsPerMajor(context.config.currency);
  const slider = { min: result.priceRange.minMinor / perMajor, max: result.priceRange.maxMinor / perMajor };
  return { kind: 'list', state: named, listing: result, keep: reachableFromThePage(state, offered, slider) };
}

/** /search: best sellers for an empty box, else the best matches for the text. */
export async function loadSearch(context: AppLoadContext, q: string): Promise<ProductPage & { q: string }> {
  if (q === '') {
    const items = await catalog.bestSellers(context.db, SEARCH_PREVIEW_SIZE);
    return { kind: 'list', q, items, total: items.length, page: 1, pageCount: 1 };
  }
  const result = await run(context, { q, pageSize: SEARCH_PREVIEW_SIZE }, false);
  if ('message' in result) return { kind: 'invalid', q, message: result.message };
  return { kind: 'list', q, items: result.items, total: result.total, page: 1, pageCount: 1 };
}

async function pageOf(context: AppLoadContext, url: URL, filter: Pick<ListingQueryInput, 'category' | 'theme'>): Promise<ProductPage> {
  const page = url.searchParams.get('page') ?? undefined;
  const result = await run(context, { ...filter, page, pageSize: LISTING_PAGE_SIZE }, false);
  if ('message' in result) return { kind: 'invalid', message: result.message };
  redirectPastTheEnd(url, stateFromParams(url.searchParams), result);
  return { kind: 'list', items: result.items, total: result.total, page: result.page, pageCount: result.pageCount };
}

/** /category: every category with the number of pieces in it (from the cached whole listing). */
export async function loadCategories(context: AppLoadContext): Promise<Array<ImagedValue & { count: number }>> {
  const [categories, everything] = await Promise.all([
    catalog.listCategories(context.db),
    catalog.listing(context.db, ListingQuery.parse({}), listingOptions(context)),
  ]);
  const counts = new Map(everything.facets.category.map((facet) => [facet.id, facet.count]));
  return categories.map((category) => ({ ...category, count: counts.get(category.id) ?? 0 }));
}

function findNamed<T extends { name: string; slug: string }>(values: T[], wanted: string): T | undefined {
  const text = wanted.trim();
  return values.find((value) => sameName(value.name, text) || value.slug === text.toLowerCase());
}

export type NamedProductPage = { kind: 'none' } | { kind: 'unknown'; name: string } | { kind: 'found'; name: string; image: string; products: ProductPage };

/** /category-detail?category=Rings: that category's products; none named and unknown names are states of the page. */
export async function loadCategoryDetail(context: AppLoadContext, url: URL): Promise<NamedProductPage> {
  const wanted = url.searchParams.get('category')?.trim() ?? '';
  if (wanted === '') return { kind: 'none' };
  const category = findNamed(await catalog.listCategories(context.db), wanted);
  if (!category) return { kind: 'unknown', name: wanted };
  return { kind: 'found', name: category.name, image: category.image, products: await pageOf(context, url, { category: category.name }) };
}

/** /theme/{themeName}: matched without case, or by its slug. */
export async function loadThemePage(context: AppLoadContext, themeName: string, url: URL): Promise<Exclude<NamedProductPage, { kind: 'none' }>> {
  const theme = findNamed(await catalog.listThemes(context.db), themeName);
  if (!theme) return { kind: 'unknown', name: themeName.trim() };
  return { kind: 'found', name: theme.name, image: theme.image, products: await pageOf(context, url, { theme: theme.name }) };
}
