/**
 * Stored wishlist prices may be stale: the wishlist asks the API for each saved piece's product
 * (GET /api/products/{id}) and shows what it costs now, in which metals and sizes it comes.
 */
import { useEffect, useMemo, useState } from 'react';
import { toMinor } from '../../../domain/money.ts';
import type { LineVariant } from '../../../domain/cart-line.ts';
import type { ShopApi } from '../../../domain/contract/api.ts';
import { callApi } from '../../lib/api';
import type { WishlistItem } from './wishlist-store';

interface CurrentVariant extends LineVariant {
  compareAtMinor: Array<number | null>;
}

/** A saved piece as the catalogue has it now. */
export type CurrentState = { status: 'loading' } | { status: 'found'; variant: CurrentVariant } | { status: 'gone' } | { status: 'unknown' };

type ProductAnswer = ShopApi['GET /api/products/{id}']['answer'];
type Lookup = { status: 'found'; product: ProductAnswer } | { status: 'gone' } | { status: 'unknown' };

async function fetchProduct(productId: number, signal: AbortSignal): Promise<Lookup> {
  const answer = await callApi('GET /api/products/{id}', { params: { id: productId }, signal });
  if (answer.ok) return { status: 'found', product: answer.data };
  return { status: answer.status === 404 ? 'gone' : 'unknown' };
}

function toCurrentVariant(json: ProductAnswer['ProductVariants'][number], currency: string): CurrentVariant {
  return {
    id: json.id,
    productId: json.productId,
    title: json.title,
    images: json.images,
    metals: json.metal,
    pricesMinor: json.price.map((price) => toMinor(price, currency)),
    compareAtMinor: json.price.map((_, index) => {
      const former = json.compareAtPrice?.[index];
      return former === undefined || former === null ? null : toMinor(former, currency);
    }),
    sizes: json.sizes,
    gemstone: json.gemstone,
  };
}

/** Per saved variant id, what the catalogue says about it now. */
export function useCurrentVariants(items: WishlistItem[]): Map<number, CurrentState> {
  // The same products, in whatever array, are the same request: the list is keyed by its ids.
  const key = [...new Set(items.map((item) => item.productId))].sort((a, b) => a - b).join(',');
  const productIds = useMemo(() => (key ? key.split(',').map(Number) : []), [key]);
  const [answers, setAnswers] = useState(new Map<number, Lookup>());

  useEffect(() => {
    // Only products not asked about yet: removing a piece asks for nothing.
    const missing = productIds.filter((id) => !answers.has(id));
    if (missing.length === 0) return;
    const controller = new AbortController();
    Promise.all(missing.map(async (id) => [id, await fetchProduct(id, controller.signal)] as const))
      .then((entries) => setAnswers((known) => new Map([...known, ...entries])))
      .catch(() => {
        // Aborted: the list changed, and the next run asks again for what is still missing.
      });
    return () => controller.abort();
  }, [productIds, answers]);

  return useMemo(() => {
    const states = new Map<number, CurrentState>();
    for (const item of items) {
      const answer = answers.get(item.productId);
      if (!answer) states.set(item.id, { status: 'loading' });
      else if (answer.status !== 'found') states.set(item.id, { status: answer.status });
      else {
        const json = answer.product.ProductVariants.find((variant) => variant.id === item.id);
        states.set(item.id, json ? { status: 'found', variant: toCurrentVariant(json, answer.product.currency) } : { status: 'gone' });
      }
    }
    return states;
  }, [items, answers]);
}
