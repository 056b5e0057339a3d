/**
 * Whether a CSS media query matches, kept current. The server (and hydration) reads `serverValue`,
 * so the first client render matches the HTML.
 */
import { useCallback, useSyncExternalStore } from 'react';

export function useMediaQuery(query: string, serverValue = false): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => serverValue,
  );
}

export const usePrefersReducedMotion = () => useMediaQuery('(prefers-reduced-motion: reduce)');

const subscribeToResize = (onChange: () => void) => {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
};

/** The viewport's width in CSS pixels; `undefined` on the server and while hydrating. */
export function useViewportWidth(): number | undefined {
  return useSyncExternalStore(
    subscribeToResize,
    () => window.innerWidth,
    () => undefined,
  );
}
