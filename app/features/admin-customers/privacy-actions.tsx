/**
 * The owner's privacy actions on a customer's page (decision record 044): a copy of everything the
 * shop keeps about the customer, saved as a JSON file, and their erasure after a question that
 * says what goes and what stays. Both post to /admin/customers/:id/privacy and are owner actions:
 * past 10 minutes the owner confirms it's them here first, then the action goes on.
 */
import { useEffect, useState } from 'react';
import { useFetcher } from 'react-router';
import type { DataExportAnswer } from '../../../domain/contract/privacy.ts';
import { ERASED_CUSTOMER } from '../../../domain/privacy.ts';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { FormAlert } from '../../components/ui/form-alert';
import { PasswordField } from '../../components/ui/password-field';
import type { ActionResult } from '../../lib/action-result';

type PrivacyResult = ActionResult<'export-data' | 'erase', { data?: DataExportAnswer }>;

/** Saves the copy as the shopper's own download is named. */
function saveFile(data: DataExportAnswer) {
  const link = document.createElement('a');
  link.href = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
  link.download = `my-data-${data.profile.id}-${data.exportedAt.slice(0, 10)}.json`;
  link.click();
  URL.revokeObjectURL(link.href);
}

export function CustomerPrivacyActions({ customer }: { customer: { id: number; name: string } }) {
  const fetcher = useFetcher<PrivacyResult>();
  const [asking, setAsking] = useState(false);
  const action = `/admin/customers/${customer.id}/privacy`;
  const result = fetcher.state === 'idle' ? fetcher.data : undefined;
  const busy = fetcher.state !== 'idle';

  useEffect(() => {
    if (result?.ok && result.data) saveFile(result.data);
  }, [result]);

  const post = (intent: 'export-data' | 'erase') => void fetcher.submit({ intent }, { method: 'post', action });

  return (
    <section aria-labelledby="customer-privacy-heading" className="grid content-start gap-4 border border-line bg-white/70 p-6">
      <h2 id="customer-privacy-heading" className="font-display text-2xl">
        Privacy
      </h2>
      <p className="text-sm text-muted">For a customer who asks by e-mail or post. Owner only; both are recorded in the audit log.</p>
      <div className="flex flex-wrap gap-3">
        <Button variant="secondary" disabled={busy} onClick={() => post('export-data')}>
          EXPORT DATA
        </Button>
        <Button variant="secondary" disabled={busy} onClick={() => setAsking(true)}>
          ERASE CUSTOMER
        </Button>
      </div>
      <div aria-live="polite" className="grid gap-3 empty:hidden">
        {result?.reauthenticate ? (
          <fetcher.Form method="post" action={action} aria-label="Confirm it’s you" className="grid gap-4 border border-gold/40 bg-sand p-6">
            {result.error ? <FormAlert tone="error">{result.error}</FormAlert> : null}
            {Object.entries(result.reauthenticate).map(([name, value]) => (
              <input key={name} type="hidden" name={name} value={value} />
            ))}
            <PasswordField label="Password or authenticator code" name="confirmIdentity" autoComplete="current-password" required />
            <Button type="submit" disabled={busy}>
              CONFIRM AND GO ON
            </Button>
          </fetcher.Form>
        ) : null}
        {result?.error && !result.reauthenticate ? <FormAlert tone="error">{result.error}</FormAlert> : null}
        {result?.ok ? <FormAlert tone="success">{result.message}</FormAlert> : null}
      </div>
      {asking ? (
        <ConfirmDialog
          title={`Erase ${customer.name}?`}
          confirmLabel="Yes, erase the customer"
          cancelLabel="Keep the customer"
          onConfirm={() => post('erase')}
          onClose={() => setAsking(false)}
        >
          <p className="mt-4 text-sm">
            Their account, addresses, sessions, cart, wishlist, subscription, messages with their photos, sign-in records, and your notes and tags about them
            are deleted at once. This cannot be undone.
          </p>
          <p className="mt-3 text-sm text-muted">
            Their orders, invoices, credit notes and payments stay for the bookkeeping period, shown as “{ERASED_CUSTOMER}”. An order still under way must be
            delivered or cancelled first.
          </p>
        </ConfirmDialog>
      ) : null}
    </section>
  );
}
