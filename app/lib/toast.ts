/**
 * Toasts: one position and one duration everywhere (the old storefront used several: top right
 * 5 s, top centre 2 s, 3 s on some pages). Top centre reads well on a phone and a desktop alike;
 * 3 s is the common value and long enough for the short messages shown. See docs/product.md.
 *
 * Pages call `toast` from here. The toast library and its styles (lib/toast-host.tsx) are loaded
 * with the first toast, not with the page: no page's first view shows one, and its scripts are
 * counted against every page's budget (docs/decisions/012-first-view-javascript.md). A toast
 * asked for meanwhile shows once the library has come.
 */
import type { ToastContent, ToastOptions } from 'react-toastify';
import type * as ToastHostModule from './toast-host';

export const TOAST_AUTO_CLOSE_MS = 3000;

type Kind = 'success' | 'error' | 'info' | 'warning';

let host: Promise<typeof ToastHostModule> | undefined;
/** The library, loaded once; a failed load is tried again by the next toast. */
export const loadToastHost = () =>
  (host ??= import('./toast-host').catch((error: unknown) => {
    host = undefined;
    throw error;
  }));

const listeners = new Set<() => void>();
let asked = false;

/** Whether a toast has been asked for (so the container is wanted); for useSyncExternalStore. */
export const toastsAsked = () => asked;
export function subscribeToToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function show(kind: Kind, message: ToastContent, options?: ToastOptions) {
  if (!asked) {
    asked = true;
    for (const listener of listeners) listener();
  }
  // Without the library (offline) the message cannot be shown; the next toast tries again.
  loadToastHost().then(
    ({ toast }) => toast[kind](message, options),
    () => undefined,
  );
}

export const toast = {
  success: (message: ToastContent, options?: ToastOptions) => show('success', message, options),
  error: (message: ToastContent, options?: ToastOptions) => show('error', message, options),
  info: (message: ToastContent, options?: ToastOptions) => show('info', message, options),
  warning: (message: ToastContent, options?: ToastOptions) => show('warning', message, options),
};
