import { lazy, Suspense, useSyncExternalStore } from 'react';
import { loadToastHost, subscribeToToasts, toastsAsked } from '../lib/toast';

const ToastHost = lazy(() => loadToastHost().then(({ ToastHost }) => ({ default: ToastHost })));

/** Where the toasts show: the container comes with the first toast (lib/toast.ts). */
export function Toasts() {
  const asked = useSyncExternalStore(subscribeToToasts, toastsAsked, () => false);
  return asked ? (
    <Suspense fallback={null}>
      <ToastHost />
    </Suspense>
  ) : null;
}
