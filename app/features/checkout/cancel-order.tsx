/**
 * 'Cancel order' while the order is Pending and less than 24 hours old: a confirm dialog first
 * (without scripts the form posts straight away), then the page's action cancels it.
 */
import { useEffect, useRef } from 'react';
import { useFetcher, type FetcherWithComponents } from 'react-router';
import { toast } from 'react-toastify';
import type { FormResult } from '../account/form-result';
import { primaryButtonClass, secondaryButtonClass } from '../account/form-fields';

type CancelFetcher = FetcherWithComponents<FormResult>;

/**
 * The cancel request and its toast. It lives on the page, not in the button: once cancelled,
 * the order is read again and the button goes, before it could say anything.
 */
export function useCancelOrder(): CancelFetcher {
  const fetcher = useFetcher<FormResult>();
  const result = fetcher.state === 'idle' ? fetcher.data : undefined;
  useEffect(() => {
    if (!result) return;
    if (result.ok) toast.success(result.message);
    else toast.error(result.error ?? result.failure ?? 'The order could not be cancelled.');
  }, [result]);
  return fetcher;
}

export function CancelOrder({ orderNumber, fetcher }: { orderNumber: number; fetcher: CancelFetcher }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const busy = fetcher.state !== 'idle';

  const askFirst = (event: React.FormEvent) => {
    event.preventDefault();
    dialog.current?.showModal();
  };
  const confirm = () => {
    dialog.current?.close();
    void fetcher.submit({ intent: 'cancel' }, { method: 'post' });
  };

  return (
    <>
      <fetcher.Form method="post" onSubmit={askFirst}>
        <input type="hidden" name="intent" value="cancel" />
        <button type="submit" disabled={busy} className={secondaryButtonClass}>
          {busy ? 'CANCELLING...' : 'Cancel order'}
        </button>
      </fetcher.Form>
      <dialog
        ref={dialog}
        aria-labelledby="cancel-order-title"
        className="m-auto w-[min(92vw,28rem)] border border-line bg-ivory p-8 text-ink shadow-[0_24px_60px_-20px_rgba(31,26,23,0.5)] backdrop:bg-ink/40"
      >
        <h2 id="cancel-order-title" className="text-3xl">
          Cancel order #{orderNumber}?
        </h2>
        <p className="mt-3 text-sm text-muted">We will stop preparing your order. This cannot be undone.</p>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          <button type="button" onClick={confirm} className={`${primaryButtonClass} sm:flex-1`}>
            Yes, cancel order
          </button>
          <button type="button" onClick={() => dialog.current?.close()} className={`${secondaryButtonClass} sm:flex-1`}>
            Keep order
          </button>
        </div>
      </dialog>
    </>
  );
}
