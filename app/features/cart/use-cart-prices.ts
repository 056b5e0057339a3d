/**
 * Prices the cart's lines again when the cart page opens (the cart page's action answers today's
 * prices), updates the stored lines, and keeps what changed so the page can say so.
 */
import { useEffect, useMemo, useRef } from 'react';
import { useFetcher } from 'react-router';
import { cartLinesInput } from '../../../domain/cart.ts';
import { shownPriceMinor, type ShownPromotion } from '../../../domain/price-view.ts';
import { usePriceView } from '../../lib/root-data';
import { useHydrated } from '../../lib/use-hydrated';
import { cartStore } from './cart-store';
import { refreshCart, type LinePrice, type PriceChange } from './cart-refresh';

export interface CartNotices {
  /** The prices that changed, from and to, as the shopper's "Ship to" place shows them. */
  changed: PriceChange[];
  gone: string[];
  /** What the shelf of each ready-to-ship line holds, by cartLineKey(). */
  left: ReadonlyMap<string, number>;
  /** The promotion each line's piece shows, by cartLineKey(). */
  promotions: ReadonlyMap<string, ShownPromotion>;
}

export function useCartPrices(currency: string): CartNotices {
  const fetcher = useFetcher<{ prices: LinePrice[] }>();
  const view = usePriceView();
  const hydrated = useHydrated();
  const asked = useRef(false);

  useEffect(() => {
    if (!hydrated || asked.current) return;
    asked.current = true;
    const lines = cartStore.read();
    if (lines.length === 0) return;
    void fetcher.submit(cartLinesInput(lines), { method: 'post', action: '/cart', encType: 'application/json' });
  }, [hydrated, fetcher]);

  const answer = fetcher.state === 'idle' ? fetcher.data : undefined;
  // What the answer changes, worked out once per answer against the lines as they were then.
  const refresh = useMemo(() => (answer ? refreshCart(cartStore.read(), answer.prices, currency) : null), [answer, currency]);
  useEffect(() => {
    if (refresh && (refresh.changed.length || refresh.gone.length)) cartStore.write(refresh.lines);
  }, [refresh]);

  const left = useMemo(
    () => new Map((answer?.prices ?? []).flatMap((price) => (price.left === undefined ? [] : [[price.key, price.left] as const]))),
    [answer],
  );
  const promotions = useMemo(
    () => new Map((answer?.prices ?? []).flatMap((price) => (price.promotion ? [[price.key, price.promotion] as const] : []))),
    [answer],
  );
  const changed = useMemo(
    () =>
      (refresh?.changed ?? []).map((change) => ({
        ...change,
        fromMinor: shownPriceMinor(change.fromMinor, view),
        toMinor: shownPriceMinor(change.toMinor, view),
      })),
    [refresh, view],
  );
  return refresh ? { changed, gone: refresh.gone, left, promotions } : NO_NOTICES;
}

const NO_NOTICES: CartNotices = { changed: [], gone: [], left: new Map(), promotions: new Map() };
