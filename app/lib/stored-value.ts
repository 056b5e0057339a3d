/**
 * One value kept in the browser's local or session storage, readable from React. On the server
 * and before hydration it reads as null, so the first render matches the HTML.
 */
import { useSyncExternalStore } from 'react';

export interface StoredValue<T> {
  read(): T | null;
  write(value: T | null): void;
  /** Called on every write here and on changes from other tabs. */
  subscribe(listener: () => void): () => void;
  use(): T | null;
}

export function storedValue<T>(area: 'local' | 'session', key: string, parse: (value: unknown) => T | null): StoredValue<T> {
  const listeners = new Set<() => void>();
  let cachedRaw: string | null = null;
  let cached: T | null = null;
  const storage = () => (area === 'local' ? window.localStorage : window.sessionStorage);

  const read = (): T | null => {
    if (typeof window === 'undefined') return null;
    const raw = storage().getItem(key);
    if (raw === cachedRaw) return cached;
    cachedRaw = raw;
    try {
      cached = raw === null ? null : parse(JSON.parse(raw));
    } catch {
      // A hand edit or an old shape reads as nothing rather than breaking the page.
      cached = null;
    }
    return cached;
  };

  const write = (value: T | null) => {
    if (value === null) storage().removeItem(key);
    else storage().setItem(key, JSON.stringify(value));
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

  return { read, write, subscribe, use: () => useSyncExternalStore(subscribe, read, () => null) };
}
