import { useId, useState, type ReactNode } from 'react';
import { FILTER_GROUPS, type FilterGroup } from '../../../domain/listing-filters.ts';
import { IN_STOCK_LABEL, isSelected, setInStock, setPriceRange, toggleValue, type ListingState } from '../../../domain/listing-url.ts';
import { ChevronIcon } from '../../components/icons';
import type { Listing } from './listing.server';
import { PriceRange } from './price-range';

/** Open at first: the broad groups, the price, and any group with a value chosen. */
const OPEN_AT_FIRST = new Set<string>(['category', 'theme', 'price']);

export const FILTER_FORM_ID = 'listing-filters';

/**
 * The filter panel: a box that hides sold-out pieces, one collapsible section per group,
 * multi-select boxes with the number of products each would give, and the price. Without scripts it is a plain GET form
 * with an Apply button; with them every change goes through `onChange` (debounced by the page).
 */
export function FilterPanel({
  action,
  state,
  facets,
  priceRange,
  hydrated,
  onChange,
  onSubmit,
}: {
  action: string;
  state: ListingState;
  facets: Listing['facets'];
  priceRange: Listing['priceRange'];
  hydrated: boolean;
  onChange: (next: ListingState) => void;
  onSubmit: () => void;
}) {
  const priceChosen = state.minPrice !== undefined || state.maxPrice !== undefined;
  return (
    <form
      id={FILTER_FORM_ID}
      method="get"
      action={action}
      aria-label="Filters"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
      className="divide-y divide-line border-y border-line"
    >
      {state.q ? <input type="hidden" name="q" value={state.q} /> : null}
      <div className="py-4">
        <label className="flex cursor-pointer items-center gap-3 text-sm">
          <input
            type="checkbox"
            name="inStock"
            value="true"
            checked={state.inStock ?? false}
            onChange={(event) => onChange(setInStock(state, event.target.checked))}
            className="h-4 w-4 accent-gold-dark"
          />
          {IN_STOCK_LABEL}
        </label>
      </div>
      {FILTER_GROUPS.map((group) => (
        <Section key={group.key} title={group.label} initiallyOpen={OPEN_AT_FIRST.has(group.key) || state.filters[group.param].length > 0}>
          <FacetList group={group} state={state} values={facets[group.key]} onChange={onChange} />
        </Section>
      ))}
      <Section title="PRICE" initiallyOpen={OPEN_AT_FIRST.has('price') || priceChosen}>
        <PriceRange
          boundsMinor={priceRange}
          minPrice={state.minPrice}
          maxPrice={state.maxPrice}
          onChange={(minPrice, maxPrice) => onChange(setPriceRange(state, minPrice, maxPrice))}
        />
      </Section>
      {hydrated ? null : (
        <div className="py-4">
          <button type="submit" className="w-full bg-ink px-4 py-3 text-xs font-semibold tracking-[0.2em] text-ivory hover:bg-gold-dark">
            APPLY FILTERS
          </button>
        </div>
      )}
    </form>
  );
}

function Section({ title, initiallyOpen, children }: { title: string; initiallyOpen: boolean; children: ReactNode }) {
  const [open, setOpen] = useState(initiallyOpen);
  const id = useId();
  return (
    <section aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="font-sans">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={`${id}-body`}
          onClick={() => setOpen((value) => !value)}
          className="flex w-full items-center justify-between py-4 text-left text-xs font-semibold tracking-[0.2em] hover:text-gold-dark"
        >
          {title}
          <ChevronIcon direction={open ? 'up' : 'down'} className="h-4 w-4" />
        </button>
      </h2>
      <div id={`${id}-body`} hidden={!open} className="pb-5">
        {children}
      </div>
    </section>
  );
}

function FacetList({
  group,
  state,
  values,
  onChange,
}: {
  group: FilterGroup;
  state: ListingState;
  values: Listing['facets'][FilterGroup['key']];
  onChange: (next: ListingState) => void;
}) {
  return (
    <ul className={`space-y-1 ${values.length > 10 ? 'max-h-72 overflow-y-auto pr-2' : ''}`}>
      {values.map((value) => {
        const checked = isSelected(state, group.param, value.name);
        // A value that would empty the list is dimmed; it stays usable once checked, to uncheck it.
        const empty = value.count === 0;
        return (
          <li key={value.id}>
            <label
              className={`flex cursor-pointer items-center gap-3 py-1 text-sm ${empty ? 'text-muted/60' : ''} ${empty && !checked ? 'cursor-not-allowed' : ''}`}
            >
              <input
                type="checkbox"
                name={group.param}
                value={value.name}
                checked={checked}
                disabled={empty && !checked}
                onChange={() => onChange(toggleValue(state, group.param, value.name))}
                className="h-4 w-4 accent-gold-dark"
              />
              <span className="flex-1">{value.name}</span>
              <span className="text-xs tabular-nums text-muted">{value.count}</span>
            </label>
          </li>
        );
      })}
    </ul>
  );
}
