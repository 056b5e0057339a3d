/**
 * A list kept in the browser's local storage, readable from React with useSyncExternalStore.
 * On the server (and before hydration) it reads as empty, so the first render matches the HTML.
 */
import { useSyncExternalStore } from 'react';

export interface LocalList<T> {
  read(): T[];
  write(items: T[]): void;
  update(change: (items: T[]) => T[]): T[];
  subscribe(listener: () => void): () => void;
  useItems(): T[];
}

export function localList<T>(key: string, isItem: (value: unknown) => value is T): LocalList<T> {
  const listeners = new Set<() => void>();
  const EMPTY: T[] = [];
  let cachedRaw: string | null = null;
  let cached: T[] = EMPTY;

  const read = (): T[] => {
    if (typeof window === 'undefined') return EMPTY;
    const raw = window.localStorage.getItem(key);
    if (raw === cachedRaw) return cached;
    cachedRaw = raw;
    try {
      const parsed: unknown = raw ? JSON.parse(raw) : [];
      // Anything unreadable (an old shape, a hand edit) is dropped rather than crashing the page.
      cached = Array.isArray(parsed) ? parsed.filter(isItem) : EMPTY;
    } catch {
      cached = EMPTY;
    }
    return cached;
  };

  const write = (items: T[]) => {
    window.localStorage.setItem(key, JSON.stringify(items));
    listeners.forEach((listener) => listener());
  };

  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    const onStorage = (event: StorageEvent) => event.key === key && listener();
    window.addEventListener('storage', onStorage);
    return () => {
      listeners.delete(listener);
      window.removeEventListener('storage', onStorage);
    };
  };

  return {
    read,
    write,
    update(change) {
      const next = change(read());
      write(next);
      return next;
    },
    subscribe,
    useItems: () => useSyncExternalStore(subscribe, read, () => EMPTY),
  };
}
