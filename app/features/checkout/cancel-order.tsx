/**
 * 'Cancel order' while the order is Pending and less than 24 hours old: a confirm dialog first
 * (without scripts the form posts straight away), then the page's action cancels it.
 */
import { useEffect, useState } from 'react';
import { useFetcher, type FetcherWithComponents } from 'react-router';
import { toast } from '../../lib/toast';
import type { ActionResult } from '../../lib/action-result';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';

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
  const confirm = () => void fetcher.submit({ intent: 'cancel' }, { method: 'post' });

  return (
    <>
      <fetcher.Form method="post" onSubmit={askFirst}>
        <input type="hidden" name="intent" value="cancel" />
        <Button type="submit" variant="secondary" disabled={busy}>
          {busy ? 'CANCELLING...' : 'Cancel order'}
        </Button>
      </fetcher.Form>
      {asking ? (
        <ConfirmDialog
          title={`Cancel order #${orderNumber}?`}
          confirmLabel="Yes, cancel order"
          cancelLabel="Keep order"
          onConfirm={confirm}
          onClose={() => setAsking(false)}
        >
          <p className="mt-3 text-sm text-muted">We will stop preparing your order. This cannot be undone.</p>
          <p className="mt-3 text-sm" data-testid="cancel-money">
            {money}
          </p>
        </ConfirmDialog>
      ) : null}
    </>
  );
}
