/**
 * The menus' data, fetched from /api by the browser when a menu first opens (menus are
 * interactive bits; pages' loaders never fetch our own API). One answer per address is kept for
 * the visit, so the mega menu and the mobile menu share it; a failed call is forgotten, so the
 * next opening tries again. A menu whose data fails to load is logged, not shown as an error.
 */
import { useEffect, useMemo, useState } from 'react';
import type { ShopApi } from '../../../domain/contract/api.ts';
import type { CategoryEntry, NamedEntry, ThemeEntry } from '../../../domain/contract/catalog.ts';
import { callApi, type AnswerOf, type CallOptions } from '../../lib/api';
import { summarizeListing, type ProductSummary } from './product-summary';

export type { CategoryEntry, ThemeEntry };
export type NameEntry = Pick<NamedEntry, 'id' | 'name'>;

/** What the menus read: the look-up lists (all of them, or one category's) and a category's first products. */
type MenuEndpoint = 'GET /api/category' | 'GET /api/theme' | 'GET /api/purpose' | 'GET /api/subcategory' | 'GET /api/gemstone' | 'GET /api/listing';

export interface MenuRequest<E extends MenuEndpoint = MenuEndpoint> {
  endpoint: E;
  query?: ShopApi[E] extends { query?: infer Q } ? Q : never;
}

const request = <E extends MenuEndpoint>(endpoint: E, query?: MenuRequest<E>['query']): MenuRequest<E> => ({ endpoint, query });

export const CATEGORIES = request('GET /api/category');
export const THEMES = request('GET /api/theme');
export const PURPOSES = request('GET /api/purpose');

/** A category's own purposes, types, themes and gemstones. */
export function categoryValues(categoryId: number) {
  return {
    purposes: request('GET /api/purpose', { categoryId }),
    types: request('GET /api/subcategory', { categoryId }),
    themes: request('GET /api/theme', { categoryId }),
    gemstones: request('GET /api/gemstone', { categoryId }),
  };
}

/** The mega menu's Matching Products: the first four of the category's listing. */
const MATCHING_PRODUCTS_COUNT = 4;
const matchingProducts = (category: string) => request('GET /api/listing', { category, pageSize: MATCHING_PRODUCTS_COUNT });

const keyOf = (wanted: MenuRequest) => `${wanted.endpoint} ${JSON.stringify(wanted.query ?? {})}`;

type Settled = { [E in MenuEndpoint]?: Map<string, AnswerOf<E>> };
type Pending = { [E in MenuEndpoint]?: Map<string, Promise<AnswerOf<E>>> };
const settled: Settled = {};
const pending: Pending = {};

function settledAnswer<E extends MenuEndpoint>(wanted: MenuRequest<E>): AnswerOf<E> | undefined {
  const answers: Settled[E] = settled[wanted.endpoint];
  return answers?.get(keyOf(wanted));
}

/** One answer per request for the visit, shared by every menu; a failed call is forgotten, so the next opening tries again. */
function loadOnce<E extends MenuEndpoint>(wanted: MenuRequest<E>): Promise<AnswerOf<E>> {
  const key = keyOf(wanted);
  const inFlight: Pending[E] = (pending[wanted.endpoint] ??= new Map());
  const known = inFlight.get(key);
  if (known) return known;
  // MenuRequest<E> types its query by E; TypeScript cannot resolve CallOptions<E> for a generic E.
  const promise = callApi(wanted.endpoint, { query: wanted.query } as CallOptions<E>).then((answer) => {
    if (!answer.ok) {
      inFlight.delete(key);
      throw new Error(`${wanted.endpoint} answered ${answer.status}`);
    }
    const answers: Settled[E] = (settled[wanted.endpoint] ??= new Map());
    answers.set(key, answer.data);
    return answer.data;
  });
  inFlight.set(key, promise);
  return promise;
}

export type Remote<T> = { status: 'idle' | 'loading' | 'failed'; data?: undefined } | { status: 'ready'; data: T };

/** The answer to `wanted` (null: not wanted yet), loaded once per visit. */
export function useRemote<E extends MenuEndpoint>(wanted: MenuRequest<E> | null): Remote<AnswerOf<E>> {
  const url = wanted === null ? null : keyOf(wanted);
  const known = (): Remote<AnswerOf<E>> => {
    if (wanted === null) return { status: 'idle' };
    const data = settledAnswer(wanted);
    return data === undefined ? { status: 'loading' } : { status: 'ready', data };
  };
  const [state, setState] = useState<{ url: string | null; remote: Remote<AnswerOf<E>> }>(() => ({ url, remote: known() }));

  useEffect(() => {
    if (wanted === null || settledAnswer(wanted) !== undefined) return;
    let current = true;
    loadOnce(wanted).then(
      (data) => current && setState({ url, remote: { status: 'ready', data } }),
      (error: unknown) => {
        console.error('Menu data could not be loaded:', error);
        if (current) setState({ url, remote: { status: 'failed' } });
      },
    );
    return () => {
      current = false;
    };
  }, [wanted, url]);

  // A new address shows its own state at once, never the previous address's answer.
  return state.url === url ? (state.remote.status === 'loading' ? known() : state.remote) : known();
}

/** A category's products as the mega menu shows them. */
export function useMatchingProducts(category: string | null): Remote<ProductSummary[]> {
  const wanted = useMemo(() => (category === null ? null : matchingProducts(category)), [category]);
  const remote = useRemote(wanted);
  return remote.status === 'ready' ? { status: 'ready', data: summarizeListing(remote.data) } : remote;
}
