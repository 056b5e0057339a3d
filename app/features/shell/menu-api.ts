/**
 * The menus' data, fetched from /api by the browser when a menu first opens (menus are
 * interactive bits; pages' loaders never fetch our own API). One answer per address is kept for
 * the visit, so the mega menu and the mobile menu share it; a failed call is forgotten, so the
 * next opening tries again. Spec 000 §8: menu data failures are logged only.
 */
import { useEffect, useState } from 'react';
import { summarizeListing, type ListingAnswer, type ProductSummary } from './product-summary';

export interface CategoryEntry {
  id: number;
  category: string;
  image: string;
}

export interface ThemeEntry {
  id: number;
  theme: string;
  image: string;
}

export interface NameEntry {
  id: number;
  name: string;
}

export const CATEGORIES_URL = '/api/category';
export const THEMES_URL = '/api/theme';
export const PURPOSES_URL = '/api/purpose';

/** A category's own purposes, types, themes and gemstones (spec 000 §7). */
export function categoryValueUrls(categoryId: number) {
  const query = `?${new URLSearchParams({ categoryId: String(categoryId) })}`;
  return {
    purposes: `/api/purpose${query}`,
    types: `/api/subcategory${query}`,
    themes: `/api/theme${query}`,
    gemstones: `/api/gemstone${query}`,
  };
}

/** The mega menu's Matching Products: the first four of the category's listing. */
export const MATCHING_PRODUCTS_COUNT = 4;
export const matchingProductsUrl = (category: string) =>
  `/api/listing?${new URLSearchParams({ category, pageSize: String(MATCHING_PRODUCTS_COUNT) })}`;

export async function fetchJson<T>(url: string, signal?: AbortSignal): Promise<T> {
  const response = await fetch(url, { headers: { accept: 'application/json' }, signal });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return (await response.json()) as T;
}

const pending = new Map<string, Promise<unknown>>();
const settled = new Map<string, unknown>();

function loadOnce<T>(url: string): Promise<T> {
  let promise = pending.get(url) as Promise<T> | undefined;
  if (!promise) {
    promise = fetchJson<T>(url).then(
      (data) => {
        settled.set(url, data);
        return data;
      },
      (error: unknown) => {
        pending.delete(url);
        throw error;
      },
    );
    pending.set(url, promise);
  }
  return promise;
}

export type Remote<T> = { status: 'idle' | 'loading' | 'failed'; data?: undefined } | { status: 'ready'; data: T };

/** The JSON at `url` (null: not wanted yet), loaded once per visit. */
export function useRemote<T>(url: string | null): Remote<T> {
  const known = (): Remote<T> =>
    url === null ? { status: 'idle' } : settled.has(url) ? { status: 'ready', data: settled.get(url) as T } : { status: 'loading' };
  const [state, setState] = useState<{ url: string | null; remote: Remote<T> }>(() => ({ url, remote: known() }));

  useEffect(() => {
    if (url === null || settled.has(url)) return;
    let current = true;
    loadOnce<T>(url).then(
      (data) => current && setState({ url, remote: { status: 'ready', data } }),
      (error: unknown) => {
        console.error('Menu data could not be loaded:', error);
        if (current) setState({ url, remote: { status: 'failed' } });
      },
    );
    return () => {
      current = false;
    };
  }, [url]);

  // A new address shows its own state at once, never the previous address's answer.
  return state.url === url ? (state.remote.status === 'loading' ? known() : state.remote) : known();
}

/** A category's products as the mega menu shows them. */
export function useMatchingProducts(category: string | null): Remote<ProductSummary[]> {
  const remote = useRemote<ListingAnswer>(category === null ? null : matchingProductsUrl(category));
  return remote.status === 'ready' ? { status: 'ready', data: summarizeListing(remote.data) } : remote;
}
