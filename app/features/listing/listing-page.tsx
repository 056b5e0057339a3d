import { useId, useState } from 'react';
import { Link } from 'react-router';
import { effectiveSort, type Sort } from '../../../domain/listing-filters.ts';
import { activeChips, clearFilters, hasActiveFilters, searchOf, setPage, setSort, type ListingState } from '../../../domain/listing-url.ts';
import { ProductCard } from './product-card';
import { ActiveFilters } from './active-filters';
import { FILTER_FORM_ID, FilterPanel } from './filter-panel';
import type { ListingPageData } from './listing.server';
import { Pagination } from './pagination';
import { useHydrated } from '../../lib/use-hydrated';
import { useListingState } from './use-listing-state';
import { ButtonLink } from '../../components/ui/button-link';

const SORT_LABELS: Record<Sort, string> = {
  featured: 'Featured',
  newest: 'Newest',
  'price-asc': 'Price: low to high',
  'price-desc': 'Price: high to low',
  rating: 'Top rated',
  relevance: 'Relevance',
};

/** The heading names what is listed: the search, a single chosen value, or everything. */
export function listingHeading(data: Pick<ListingPageData, 'kind' | 'state'>): string {
  // An address that could not be read lists nothing: its values are not worth a heading.
  const state = data.kind === 'invalid' ? clearFilters(data.state) : data.state;
  if (state.q) return 'Matching Products';
  const chips = activeChips(state);
  const only = chips.length === 1 ? chips[0] : undefined;
  if (only?.kind === 'value') return only.value;
  return chips.length === 0 ? 'All Jewellery' : 'Your Selection';
}

export const productCount = (total: number) => `${total} ${total === 1 ? 'product' : 'products'}`;

/** The product listing, rendered from the URL; /products and /catalog-products share it. */
export function ListingPage({ data, basePath }: { data: ListingPageData; basePath: string }) {
  return (
    <div className="mx-auto max-w-7xl px-4 pb-24 pt-10 lg:px-8">
      <header className="border-b border-line pb-8 text-center">
        <p className="text-xs font-semibold tracking-[0.3em] text-gold-dark">{data.state.q ? 'SEARCH' : 'THE COLLECTION'}</p>
        <h1 className="mt-2 text-4xl md:text-5xl">{listingHeading(data)}</h1>
        {data.state.q ? <p className="mt-3 text-muted">Results for “{data.state.q}”</p> : null}
      </header>
      {data.kind === 'invalid' ? <InvalidAddress message={data.message} basePath={basePath} /> : <Listed data={data} basePath={basePath} />}
    </div>
  );
}

function InvalidAddress({ message, basePath }: { message: string; basePath: string }) {
  return (
    <div role="alert" className="mx-auto mt-16 max-w-lg border border-line bg-white px-8 py-10 text-center">
      <h2 className="text-2xl">We couldn’t show this list</h2>
      <p className="mt-3 text-muted">{message}. The link may be mistyped or out of date.</p>
      <ButtonLink to={basePath} className="mt-8">
        SEE ALL PRODUCTS
      </ButtonLink>
    </div>
  );
}

function Listed({ data, basePath }: { data: Extract<ListingPageData, { kind: 'list' }>; basePath: string }) {
  const { listing } = data;
  const { state, change, flush, pending } = useListingState(data.state);
  const hydrated = useHydrated();
  const [panelOpen, setPanelOpen] = useState(false);
  const panelId = useId();
  const filtersChosen = activeChips(state).length;

  return (
    <>
      <div className="mt-8 flex items-center gap-x-4 sm:gap-x-6">
        <button
          type="button"
          aria-expanded={panelOpen}
          aria-controls={panelId}
          onClick={() => setPanelOpen((open) => !open)}
          className="inline-flex items-center gap-2 whitespace-nowrap border border-ink px-4 py-2.5 text-xs font-semibold tracking-[0.2em] hover:bg-ink hover:text-ivory aria-expanded:bg-ink aria-expanded:text-ivory xl:hidden"
        >
          FILTER{filtersChosen ? ` (${filtersChosen})` : ''}
        </button>
        <p className="whitespace-nowrap text-sm text-muted" role="status" aria-live="polite">
          {productCount(listing.total)}
        </p>
        <SortSelect state={state} onChange={change} />
      </div>
      <ActiveFilters state={state} onChange={change} />

      <div className="mt-8 xl:grid xl:grid-cols-[260px_minmax(0,1fr)] xl:gap-12">
        <aside id={panelId} className={`${panelOpen ? 'block' : 'hidden'} mb-10 xl:mb-0 xl:block`}>
          <FilterPanel
            action={basePath}
            state={state}
            facets={listing.facets}
            priceRange={listing.priceRange}
            hydrated={hydrated}
            onChange={change}
            onSubmit={flush}
          />
        </aside>
        <section aria-labelledby={`${panelId}-products`} aria-busy={pending} className={`transition-opacity duration-200 ${pending ? 'opacity-50' : ''}`}>
          {/* The cards' titles are h3s: this h2 stands over them when the filters' h2s are folded away (a phone). */}
          <h2 id={`${panelId}-products`} className="sr-only">
            Products
          </h2>
          {listing.items.length === 0 ? (
            <NoProducts state={data.state} basePath={basePath} />
          ) : (
            <div className="grid grid-cols-2 gap-x-4 gap-y-10 md:grid-cols-3 lg:gap-x-8">
              {listing.items.map((product, index) => (
                <ProductCard key={product.id} product={product} eager={index < 3} priority={index === 0} />
              ))}
            </div>
          )}
          <Pagination page={listing.page} pageCount={listing.pageCount} hrefFor={(page) => `${basePath}${searchOf(setPage(data.state, page))}`} />
        </section>
      </div>
    </>
  );
}

function SortSelect({ state, onChange }: { state: ListingState; onChange: (next: ListingState) => void }) {
  const id = useId();
  const fallback = effectiveSort({ q: state.q || undefined });
  const options: Sort[] = state.q
    ? ['relevance', 'featured', 'newest', 'price-asc', 'price-desc', 'rating']
    : ['featured', 'newest', 'price-asc', 'price-desc', 'rating'];
  return (
    <div className="ml-auto flex min-w-0 items-center gap-3">
      <label htmlFor={id} className="sr-only text-xs font-semibold tracking-[0.2em] text-muted sm:not-sr-only">
        SORT BY
      </label>
      <select
        id={id}
        name="sort"
        form={FILTER_FORM_ID}
        value={effectiveSort({ sort: state.sort, q: state.q || undefined })}
        onChange={(event) => {
          const sort = event.target.value as Sort;
          onChange(setSort(state, sort === fallback ? undefined : sort));
        }}
        className="min-w-0 max-w-full border border-line bg-white px-3 py-2 text-sm outline-none focus:border-ink"
      >
        {options.map((sort) => (
          <option key={sort} value={sort}>
            {SORT_LABELS[sort]}
          </option>
        ))}
      </select>
    </div>
  );
}

function NoProducts({ state, basePath }: { state: ListingState; basePath: string }) {
  return (
    <div className="border border-dashed border-line px-6 py-16 text-center">
      <p className="font-display text-2xl">No products found.</p>
      <p className="mt-2 text-sm text-muted">
        {hasActiveFilters(state) ? 'Try removing a filter or widening the price range.' : 'Try another word, or browse the whole collection.'}
      </p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        {hasActiveFilters(state) ? (
          <Link
            to={`${basePath}${searchOf(clearFilters(state))}`}
            className="bg-ink px-6 py-3 text-xs font-semibold tracking-[0.2em] text-ivory hover:bg-gold-dark"
          >
            CLEAR ALL FILTERS
          </Link>
        ) : null}
        {state.q ? (
          <Link to={basePath} className="border border-ink px-6 py-3 text-xs font-semibold tracking-[0.2em] hover:bg-ink hover:text-ivory">
            BROWSE ALL JEWELLERY
          </Link>
        ) : null}
      </div>
    </div>
  );
}
