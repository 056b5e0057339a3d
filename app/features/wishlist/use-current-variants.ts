/**
 * Stored wishlist prices may be stale: the wishlist asks its own route (the page's action reads the
 * catalogue) for each saved piece's product and shows what it costs now, in the shopper's "Ship to"
 * place with the promotion it shows, and in which metals and sizes it comes. Prices come as typed,
 * as the listing's do, so Add to Cart stores what the cart stores from any other page.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { useFetcher } from 'react-router';
import type { CurrentVariant } from './wishlist.server';
import type { WishlistItem } from './wishlist-store';

/** A saved piece as the catalogue has it now. */
export type CurrentState = { status: 'loading' } | { status: 'found'; variant: CurrentVariant } | { status: 'gone' } | { status: 'unknown' };

/** The route's answer: the variants of each product still sold, or null when the question was refused. */
export interface WishlistProductsAnswer {
  products: Record<number, CurrentVariant[]> | null;
}

type Lookup = { status: 'found'; variants: CurrentVariant[] } | { status: 'gone' } | { status: 'unknown' };

/** Per saved variant id, what the catalogue says about it now. */
export function useCurrentVariants(items: WishlistItem[]): Map<number, CurrentState> {
  // The same products, in whatever array, are the same request: the list is keyed by its ids.
  const key = [...new Set(items.map((item) => item.productId))].sort((a, b) => a - b).join(',');
  const productIds = useMemo(() => (key ? key.split(',').map(Number) : []), [key]);
  const [answers, setAnswers] = useState(new Map<number, Lookup>());
  const fetcher = useFetcher<WishlistProductsAnswer>();
  const asked = useRef<number[]>([]);

  useEffect(() => {
    // Only products not asked about yet, one question at a time: removing a piece asks for nothing.
    if (fetcher.state !== 'idle' || asked.current.length) return;
    const missing = productIds.filter((id) => !answers.has(id));
    if (missing.length === 0) return;
    asked.current = missing;
    void fetcher.submit({ productIds: missing }, { method: 'post', action: '/wishlist', encType: 'application/json' });
  }, [productIds, answers, fetcher]);

  const answer = fetcher.state === 'idle' ? fetcher.data : undefined;
  useEffect(() => {
    if (!answer || asked.current.length === 0) return;
    const { products } = answer;
    const entries = asked.current.map((id): [number, Lookup] => {
      if (!products) return [id, { status: 'unknown' }];
      const variants = products[id];
      return [id, variants ? { status: 'found', variants } : { status: 'gone' }];
    });
    asked.current = [];
    setAnswers((known) => new Map([...known, ...entries]));
  }, [answer]);

  return useMemo(() => {
    const states = new Map<number, CurrentState>();
    for (const item of items) {
      const lookup = answers.get(item.productId);
      if (!lookup) states.set(item.id, { status: 'loading' });
      else if (lookup.status !== 'found') states.set(item.id, { status: lookup.status });
      else {
        const variant = lookup.variants.find((candidate) => candidate.id === item.id);
        states.set(item.id, variant ? { status: 'found', variant } : { status: 'gone' });
      }
    }
    return states;
  }, [items, answers]);
}
