/**
 * Prices the cart's lines again when the cart page opens (the cart page's action answers today's
 * prices), updates the stored lines, and keeps what changed so the page can say so.
 */
import { useEffect, useRef, useState } from 'react';
import { useFetcher } from 'react-router';
import { cartLinesInput } from '../../../domain/cart.ts';
import { useHydrated } from '../../lib/use-hydrated';
import { cartStore } from './cart-store';
import { refreshCart, type LinePrice, type PriceChange } from './cart-refresh';

export interface CartNotices {
  changed: PriceChange[];
  gone: string[];
}

export function useCartPrices(currency: string): CartNotices {
  const fetcher = useFetcher<{ prices: LinePrice[] }>();
  const hydrated = useHydrated();
  const asked = useRef(false);
  const [notices, setNotices] = useState<CartNotices>({ changed: [], gone: [] });

  useEffect(() => {
    if (!hydrated || asked.current) return;
    asked.current = true;
    const lines = cartStore.read();
    if (lines.length === 0) return;
    void fetcher.submit(cartLinesInput(lines), { method: 'post', action: '/cart', encType: 'application/json' });
  }, [hydrated, fetcher]);

  const answer = fetcher.state === 'idle' ? fetcher.data : undefined;
  useEffect(() => {
    if (!answer) return;
    const result = refreshCart(cartStore.read(), answer.prices, currency);
    if (result.changed.length || result.gone.length) cartStore.write(result.lines);
    setNotices({ changed: result.changed, gone: result.gone });
  }, [answer, currency]);

  return notices;
}
