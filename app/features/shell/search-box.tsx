/**
 * The header's search box: submits to /products?q=… and suggests products as the shopper types
 * (a combobox: arrows move, Enter opens the active product, Escape closes the list).
 */
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Form, useLocation, useNavigate } from 'react-router';
import { imageUrl } from '../../../domain/catalog.ts';
import { SearchIcon } from '../../components/icons';
import { Price } from '../../components/price';
import { listingHref } from '../../../domain/listing-url.ts';
import { moveActive, moveForKey } from './listbox';
import { callApi } from '../../lib/api';
import { summarizeListing, type ProductSummary } from './product-summary';
import { useDebouncedValue } from './use-debounced-value';
import { useShipTo } from '../../lib/root-data';

/** Same pause as the listing's filters (200 ms): one request per burst of typing. */
const SUGGEST_DEBOUNCE_MS = 200;
const MIN_SUGGEST_LENGTH = 2;
const SUGGESTION_COUNT = 5;

interface Suggestions {
  query: string;
  items: ProductSummary[];
}

function useSuggestions(query: string): Suggestions | undefined {
  const [result, setResult] = useState<Suggestions>();
  const wanted = query.length >= MIN_SUGGEST_LENGTH;
  // Prices as the shopper's ship-to country shows them: the API converts them (`shipTo`).
  const shipTo = useShipTo().country || undefined;
  useEffect(() => {
    if (!wanted) return;
    const controller = new AbortController();
    callApi('GET /api/listing', { query: { q: query, pageSize: SUGGESTION_COUNT, shipTo }, signal: controller.signal }).then(
      (answer) => {
        if (answer.ok) return setResult({ query, items: summarizeListing(answer.data) });
        console.error(`Search suggestions could not be loaded (${answer.status}):`, answer.message);
        setResult(undefined);
      },
      () => {
        // Aborted: the shopper typed on.
      },
    );
    return () => controller.abort();
  }, [query, wanted, shipTo]);
  // The last suggestions stay in view while the next ones load.
  return wanted ? result : undefined;
}

const searchedText = (pathname: string, search: string) => (pathname === '/products' ? (new URLSearchParams(search).get('q') ?? '') : '');

/**
 * The box's text, whether its list is open and which suggestion is active. A new page shows its
 * own search text with the list closed; new suggestions start with none active.
 */
function useSearchBoxState() {
  const location = useLocation();
  const [text, setText] = useState(() => searchedText(location.pathname, location.search));
  const [listOpen, setListOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const suggestions = useSuggestions(useDebouncedValue(text.trim(), SUGGEST_DEBOUNCE_MS));

  const place = `${location.pathname}${location.search}`;
  const [seenPlace, setSeenPlace] = useState(place);
  if (place !== seenPlace) {
    setSeenPlace(place);
    setText(searchedText(location.pathname, location.search));
    setListOpen(false);
  }
  const [seenSuggestions, setSeenSuggestions] = useState(suggestions);
  if (suggestions !== seenSuggestions) {
    setSeenSuggestions(suggestions);
    setActive(-1);
  }
  return { text, setText, listOpen, setListOpen, active, setActive, suggestions };
}

export function SearchBox({ className = '' }: { className?: string }) {
  const navigate = useNavigate();
  const { text, setText, listOpen, setListOpen, active, setActive, suggestions } = useSearchBoxState();
  const containerRef = useRef<HTMLDivElement>(null);
  const inputId = useId();
  const listId = useId();

  const items = suggestions?.items ?? [];
  const showing = listOpen && suggestions !== undefined && text.trim().length >= MIN_SUGGEST_LENGTH;
  const optionId = (index: number) => `${listId}-option-${index}`;

  const open = (item: ProductSummary) => {
    setListOpen(false);
    setText('');
    navigate(item.href);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setListOpen(false);
    navigate(listingHref({ q: text }));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const move = moveForKey(event.key, active >= 0);
    if (move && items.length) {
      event.preventDefault();
      setListOpen(true);
      setActive((current) => moveActive(current, move, items.length));
    } else if (event.key === 'Enter' && showing && items[active]) {
      event.preventDefault();
      open(items[active]);
    } else if (event.key === 'Escape' && showing) {
      // Chrome would also empty a search field on Escape: closing the list is enough.
      event.preventDefault();
      setListOpen(false);
      setActive(-1);
    }
  };

  return (
    <div
      ref={containerRef}
      className={`relative ${className}`}
      onBlur={(event) => {
        if (!containerRef.current?.contains(event.relatedTarget)) setListOpen(false);
      }}
    >
      <SearchForm
        inputId={inputId}
        listId={listId}
        text={text}
        onText={(value) => {
          setText(value);
          setListOpen(true);
        }}
        onFocus={() => setListOpen(true)}
        onKeyDown={onKeyDown}
        expanded={showing && items.length > 0}
        activeOption={showing && active >= 0 ? optionId(active) : undefined}
        onSubmit={onSubmit}
      />

      <p className="sr-only" role="status">
        {showing ? (items.length ? `${items.length} suggestions. Use the arrow keys to choose one.` : 'No matching pieces.') : ''}
      </p>

      {showing ? (
        <SuggestionsPanel
          listId={listId}
          optionId={optionId}
          items={items}
          active={active}
          query={suggestions?.query ?? ''}
          text={text}
          onOpen={open}
          onHover={setActive}
          onSeeAll={() => navigate(listingHref({ q: text }))}
        />
      ) : null}
    </div>
  );
}

interface SearchFormProps {
  inputId: string;
  listId: string;
  text: string;
  onText: (text: string) => void;
  onFocus: () => void;
  onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => void;
  /** Whether the list of suggestions shows. */
  expanded: boolean;
  /** The id of the active suggestion, if one is. */
  activeOption: string | undefined;
  onSubmit: (event: FormEvent) => void;
}

/** The box itself, a combobox over the suggestions; without scripts it submits to the listing. */
function SearchForm({ inputId, listId, text, onText, onFocus, onKeyDown, expanded, activeOption, onSubmit }: SearchFormProps) {
  return (
    <Form
      method="get"
      action="/products"
      role="search"
      // Named, so it stays apart from a page's own search (the search page's) in the landmarks.
      aria-label="Site search"
      onSubmit={onSubmit}
      className="flex items-center border border-line bg-white transition focus-within:border-gold"
    >
      <label htmlFor={inputId} className="sr-only">
        Search jewellery
      </label>
      <input
        id={inputId}
        name="q"
        type="search"
        value={text}
        onChange={(event) => onText(event.target.value)}
        onFocus={onFocus}
        onKeyDown={onKeyDown}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={activeOption}
        autoComplete="off"
        maxLength={100}
        placeholder="Search rings, charms, gemstones…"
        className="w-full bg-transparent px-3 py-2 text-sm outline-none placeholder:text-muted/80 [&::-webkit-search-cancel-button]:hidden"
      />
      <button type="submit" className="px-3 py-2 text-muted hover:text-ink" aria-label="Search">
        <SearchIcon />
      </button>
    </Form>
  );
}

interface SuggestionsPanelProps {
  listId: string;
  optionId: (index: number) => string;
  items: ProductSummary[];
  active: number;
  /** The text the suggestions answer. */
  query: string;
  /** The text in the box. */
  text: string;
  onOpen: (item: ProductSummary) => void;
  onHover: (index: number) => void;
  onSeeAll: () => void;
}

/** The suggestions under the box (or that none match), and the way to all the results. */
function SuggestionsPanel({ listId, optionId, items, active, query, text, onOpen, onHover, onSeeAll }: SuggestionsPanelProps) {
  return (
    <div className="absolute inset-x-0 top-full z-50 mt-1 border border-line bg-white shadow-[0_18px_40px_-18px_rgba(31,26,23,0.35)]">
      {items.length ? (
        <ul id={listId} role="listbox" aria-label="Suggested products" className="py-1">
          {items.map((item, index) => (
            <li
              key={item.variantId}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              onMouseDown={(event) => event.preventDefault()}
              onMouseMove={() => onHover(index)}
              onClick={() => onOpen(item)}
              // Keys reach the box (aria-activedescendant); an option that somehow has focus opens on Enter too.
              onKeyDown={(event) => event.key === 'Enter' && onOpen(item)}
              className="flex cursor-pointer items-center gap-3 px-3 py-2 aria-selected:bg-sand"
            >
              <img src={imageUrl(item.image)} alt="" width={48} height={48} className="h-12 w-12 shrink-0 bg-sand object-cover" />
              <span className="min-w-0 flex-1">
                <span className="block truncate font-display text-base leading-snug">{item.title}</span>
                <span className="text-sm">
                  <Price amountMinor={item.priceMinor} compareAtMinor={item.compareAtMinor} promotion={item.promotion} inPlace />
                </span>
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="px-4 py-3 text-sm text-muted">No pieces match “{query}”.</p>
      )}
      <button
        type="button"
        onMouseDown={(event) => event.preventDefault()}
        onClick={onSeeAll}
        className="block w-full border-t border-line px-4 py-2.5 text-left text-sm text-gold-dark hover:bg-sand"
      >
        See all results for “{text.trim()}”
      </button>
    </div>
  );
}
