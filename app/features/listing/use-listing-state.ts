import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useNavigation } from 'react-router';
import { FILTER_DEBOUNCE_MS } from '../../../domain/listing-filters.ts';
import { searchOf, type ListingState } from '../../../domain/listing-url.ts';

/**
 * The listing state the panel shows, ahead of the URL while a change settles. Each change shows
 * at once, then after FILTER_DEBOUNCE_MS of quiet becomes one history entry, so
 * Back walks through the shopper's filter states and a reload or a shared link shows the same list.
 */
export function useListingState(loaded: ListingState) {
  const navigate = useNavigate();
  const navigation = useNavigation();
  const location = useLocation();
  const [draft, setDraft] = useState(loaded);
  const [settling, setSettling] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  // A new URL (ours arriving, Back, a link) becomes the state, unless the shopper is mid-change:
  // then the pending change, which builds on it, is about to be written.
  useEffect(() => {
    if (timer.current === undefined) setDraft(loaded);
  }, [loaded]);

  useEffect(() => () => clearTimeout(timer.current), []);

  const write = useCallback(
    (next: ListingState) => {
      clearTimeout(timer.current);
      timer.current = undefined;
      setSettling(false);
      navigate({ pathname: location.pathname, search: searchOf(next) }, { preventScrollReset: true });
    },
    [navigate, location.pathname],
  );

  const change = useCallback(
    (next: ListingState) => {
      setDraft(next);
      setSettling(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => write(next), FILTER_DEBOUNCE_MS);
    },
    [write],
  );

  /** Writes a pending change at once (Enter in a price box). */
  const flush = useCallback(() => {
    if (timer.current !== undefined) write(draft);
  }, [write, draft]);

  const loading = navigation.state !== 'idle' && navigation.location?.pathname === location.pathname;
  return { state: draft, change, flush, pending: settling || loading };
}
