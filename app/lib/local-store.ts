/**
 * A list kept in the browser's local storage, readable from React. On the server (and before
 * hydration) it reads as empty, so the first render matches the HTML.
 */
import { useSyncExternalStore } from 'react';
import { storedValue } from './stored-value';

export interface LocalList<T> {
  read(): T[];
  write(items: T[]): void;
  update(change: (items: T[]) => T[]): T[];
  subscribe(listener: () => void): () => void;
  useItems(): T[];
}

export function localList<T>(key: string, isItem: (value: unknown) => value is T): LocalList<T> {
  const EMPTY: T[] = [];
  // Anything unreadable (an old shape, a hand edit) is dropped rather than crashing the page.
  const stored = storedValue<T[]>('local', key, (value) => (Array.isArray(value) ? value.filter(isItem) : null));
  const read = () => stored.read() ?? EMPTY;
  const write = (items: T[]) => stored.write(items);
  return {
    read,
    write,
    update(change) {
      const next = change(read());
      write(next);
      return next;
    },
    subscribe: stored.subscribe,
    useItems: () => useSyncExternalStore(stored.subscribe, read, () => EMPTY),
  };
}
