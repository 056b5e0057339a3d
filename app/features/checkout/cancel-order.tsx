/**
 * 'Cancel order' while the order is Pending and less than 24 hours old: a confirm dialog first
 * (without scripts the form posts straight away), then the page's action cancels it.
 */
import { useEffect, useState } from 'react';
import { useFetcher, type FetcherWithComponents } from 'react-router';
import { toast } from '../../lib/toast';
import type { ActionResult } from '../../lib/action-result';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';

type CancelFetcher = FetcherWithComponents<ActionResult>;

/**
 * The cancel request and its toast. It lives on the page, not in the button: once cancelled,
 * the order is read again and the button goes, before it could say anything.
 */
export function useCancelOrder(): CancelFetcher {
  const fetcher = useFetcher<ActionResult>();
  const result = fetcher.state === 'idle' ? fetcher.data : undefined;
  useEffect(() => {
    if (!result) return;
    if (result.ok) toast.success(result.message);
    else toast.error(result.error ?? result.failure ?? 'The order could not be cancelled.');
  }, [result]);
  return fetcher;
}

/** `money`: what cancelling does with the shopper's money (domain/cancelled-money.ts), said before they confirm. */
export function CancelOrder({ orderNumber, money, fetcher }: { orderNumber: number; money: string; fetcher: CancelFetcher }) {
  const [asking, setAsking] = useState(false);
  const busy = fetcher.state !== 'idle';

  const askFirst = (event: React.FormEvent) => {
    event.preventDefault();
    setAsking(true);
  };
  const confirm = (close: () => void) => {
    close();
    void fetcher.submit({ intent: 'cancel' }, { method: 'post' });
  };

  return (
    <>
      <fetcher.Form method="post" onSubmit={askFirst}>
        <input type="hidden" name="intent" value="cancel" />
        <Button type="submit" variant="secondary" disabled={busy}>
          {busy ? 'CANCELLING...' : 'Cancel order'}
        </Button>
      </fetcher.Form>
      {asking ? (
        <Dialog labelledBy="cancel-order-title" onClose={() => setAsking(false)}>
          {(close) => (
            <div className="p-8">
              <h2 id="cancel-order-title" className="text-3xl">
                Cancel order #{orderNumber}?
              </h2>
              <p className="mt-3 text-sm text-muted">We will stop preparing your order. This cannot be undone.</p>
              <p className="mt-3 text-sm" data-testid="cancel-money">
                {money}
              </p>
              <div className="mt-8 flex flex-col gap-3">
                <Button onClick={() => confirm(close)}>Yes, cancel order</Button>
                <Button variant="secondary" onClick={close}>
                  Keep order
                </Button>
              </div>
            </div>
          )}
        </Dialog>
      ) : null}
    </>
  );
}
