import { useEffect, useRef, useState, type RefObject } from 'react';
import { Link, useNavigate, useNavigation } from 'react-router';
import { FILTER_DEBOUNCE_MS, MAX_QUERY_LENGTH } from '../../../domain/listing-filters.ts';
import { listingHref, searchPath } from '../../../domain/listing-url.ts';
import { CloseIcon, SearchIcon } from '../../components/icons';
import { ProductCard } from './product-card';
import type { ProductPage } from './listing.server';

type SearchData = ProductPage & { q: string };

/**
 * The search screen: best sellers for an empty box, results as one types. The
 * text settles for FILTER_DEBOUNCE_MS, then replaces the address (typing is not worth a history
 * entry per word), and the loader answers with the closest matches, typos forgiven.
 */
export function SearchScreen({ data }: { data: SearchData }) {
  const navigation = useNavigation();
  const navigate = useNavigate();
  const [text, setText] = useState(data.q);
  const [settling, setSettling] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => () => clearTimeout(timer.current), []);
  // The search screen exists to type into: the box has the focus when the screen opens.
  useEffect(() => input.current?.focus(), []);

  // Another way here (the header's search icon, Back) brings its own text; our own answers
  // arrive trimmed and must not eat the space the shopper has just typed.
  useEffect(() => {
    if (timer.current === undefined) setText((current) => (current.trim() === data.q ? current : data.q));
  }, [data.q]);

  const search = (q: string) => {
    clearTimeout(timer.current);
    timer.current = undefined;
    setSettling(false);
    navigate(searchPath(q.trim()), { replace: true, preventScrollReset: true });
  };

  const onType = (value: string) => {
    setText(value);
    setSettling(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => search(value), FILTER_DEBOUNCE_MS);
  };

  const loading = settling || (navigation.state === 'loading' && navigation.location?.pathname === '/search');
  const viewMore = listingHref({ q: data.q });

  return (
    <div className="mx-auto max-w-7xl px-4 pb-24 pt-12 lg:px-8">
      <h1 className="sr-only">Search</h1>
      <SearchField inputRef={input} text={text} onType={onType} onSearch={() => search(text)} />

      <div className="mt-14 flex flex-wrap items-end justify-between gap-4 border-b border-line pb-4">
        <h2 className="text-xs font-semibold tracking-[0.3em] text-gold-dark font-sans">
          {data.q ? `RESULTS FOR “${data.q.toUpperCase()}”` : 'TOP PICKS FOR YOU'}
        </h2>
        <Link to={viewMore} className="text-xs font-semibold tracking-[0.2em] underline-offset-4 hover:text-gold-dark hover:underline">
          VIEW MORE
        </Link>
      </div>

      <p role="status" aria-live="polite" className="mt-6 min-h-6 text-sm text-muted">
        {loading ? 'Loading products...' : null}
      </p>
      <section aria-label="Search results" aria-busy={loading} className={`mt-4 transition-opacity duration-200 ${loading ? 'opacity-50' : ''}`}>
        <Results data={data} />
      </section>
    </div>
  );
}

/** The search box: typing searches once the text settles, Enter at once, the cross clears it. */
function SearchField({
  inputRef,
  text,
  onType,
  onSearch,
}: {
  inputRef: RefObject<HTMLInputElement | null>;
  text: string;
  onType: (value: string) => void;
  onSearch: () => void;
}) {
  return (
    <form
      method="get"
      action="/search"
      role="search"
      aria-label="Product search"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch();
      }}
      className="mx-auto flex max-w-2xl items-center border-b-2 border-ink"
    >
      <label htmlFor="search-box" className="sr-only">
        Search products
      </label>
      <SearchIcon className="h-6 w-6 text-muted" />
      <input
        ref={inputRef}
        id="search-box"
        name="q"
        type="search"
        autoComplete="off"
        maxLength={MAX_QUERY_LENGTH}
        value={text}
        onChange={(event) => onType(event.target.value)}
        placeholder="Search rings, necklaces, gemstones…"
        className="w-full bg-transparent px-4 py-4 font-display text-2xl outline-none placeholder:text-muted/70 md:text-3xl [&::-webkit-search-cancel-button]:appearance-none"
      />
      {text ? (
        <button
          type="button"
          onClick={() => {
            onType('');
            inputRef.current?.focus();
          }}
          aria-label="Clear search"
          className="p-2 text-muted hover:text-ink"
        >
          <CloseIcon className="h-5 w-5" />
        </button>
      ) : null}
    </form>
  );
}

function Results({ data }: { data: SearchData }) {
  if (data.kind === 'invalid')
    return (
      <p role="alert" className="py-16 text-center text-muted">
        {data.message}.
      </p>
    );
  if (data.items.length === 0) {
    return (
      <div className="py-16 text-center">
        <p className="font-display text-2xl">No matching products found.</p>
        <p className="mt-2 text-sm text-muted">Check the spelling, or try a gemstone, a metal or an occasion.</p>
      </div>
    );
  }
  return (
    <div className="grid grid-cols-2 gap-x-4 gap-y-10 md:grid-cols-3 lg:grid-cols-4 lg:gap-x-8">
      {data.items.map((product, index) => (
        <ProductCard key={product.id} product={product} eager={index < 4} />
      ))}
    </div>
  );
}
