/**
 * The account page's "Your data" (decision record 044): a copy of everything the shop keeps about
 * the shopper (`GET /api/me/export`, a JSON file), and "Delete my account", which asks for the
 * password in a dialog that says plainly what goes and what stays, and posts to /account/delete.
 * A refusal (a wrong password, an order still under way) is shown in the dialog.
 */
import { useId, useState } from 'react';
import { useFetcher } from 'react-router';
import { ERASED_CUSTOMER, PRIVACY_MESSAGES } from '../../../domain/privacy.ts';
import { Button } from '../../components/ui/button';
import { buttonClass } from '../../components/ui/button-class';
import { Dialog } from '../../components/ui/dialog';
import { FormAlert } from '../../components/ui/form-alert';
import { PasswordField } from '../../components/ui/password-field';
import type { ActionResult } from '../../lib/action-result';

const GOES = [
  'your account, name, phone and password',
  'your saved addresses',
  'your cart and wishlist',
  'your newsletter subscription',
  'messages and design requests you sent, with their photos',
  'your sign-in history',
];
const STAYS = `Your orders, invoices, credit notes and payments stay with the shop’s books for the bookkeeping period the law asks for, shown as “${ERASED_CUSTOMER}”: the invoices keep the name and address they were issued with; the orders keep nothing else about you.`;

function DeleteDialog({ onClose, storeCreditLeft }: { onClose: () => void; storeCreditLeft?: string }) {
  const titleId = useId();
  const fetcher = useFetcher<ActionResult>();
  const result = fetcher.state === 'idle' ? fetcher.data : undefined;
  const passwordError = result?.fieldErrors?.password ?? result?.issues?.find((issue) => issue.path === 'password')?.message;
  const spoken = result?.error && result.error !== passwordError ? result.error : undefined;
  return (
    <Dialog labelledBy={titleId} onClose={onClose}>
      {(close) => (
        <fetcher.Form method="post" action="/account/delete" className="p-8" noValidate>
          <h2 id={titleId} className="text-3xl">
            Delete your account?
          </h2>
          <p className="mt-4 text-sm text-ink">This cannot be undone. These are deleted at once:</p>
          <ul className="mt-2 list-disc pl-5 text-sm text-ink">
            {GOES.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
          {storeCreditLeft ? (
            <p className="mt-4 border border-gold/40 bg-sand px-4 py-3 text-sm font-medium text-ink">{PRIVACY_MESSAGES.storeCreditGivenUp(storeCreditLeft)}</p>
          ) : null}
          <p className="mt-4 text-sm text-muted">{STAYS}</p>
          <div className="mt-6">
            <PasswordField label="Your password" name="password" autoComplete="current-password" required error={passwordError} />
          </div>
          <div aria-live="polite" className="mt-4 empty:hidden">
            {spoken ? <FormAlert tone="error">{spoken}</FormAlert> : null}
          </div>
          <div className="mt-8 flex flex-col gap-3">
            <Button type="submit" disabled={fetcher.state !== 'idle'}>
              Yes, delete my account
            </Button>
            <Button variant="secondary" onClick={close}>
              Keep my account
            </Button>
          </div>
        </fetcher.Form>
      )}
    </Dialog>
  );
}

/** `storeCreditLeft`: the shopper's store credit balance in words, when there is some (the dialog says it is given up). */
export function PrivacySection({ storeCreditLeft }: { storeCreditLeft?: string }) {
  const [deleting, setDeleting] = useState(false);
  return (
    <section aria-labelledby="account-data-heading" className="border border-line bg-white p-6 sm:p-8">
      <h2 id="account-data-heading" className="font-display text-2xl">
        Your data
      </h2>
      <p className="mt-2 max-w-2xl text-sm text-muted">
        A copy of everything we keep about you: your details, addresses, orders and payments, store credit and gift cards, consents, messages and sign-ins, as a
        JSON file.
      </p>
      <div className="mt-6 flex flex-wrap gap-3">
        <a href="/api/me/export" download className={buttonClass({ variant: 'secondary' })}>
          Download my data
        </a>
        <Button variant="secondary" onClick={() => setDeleting(true)}>
          Delete my account
        </Button>
      </div>
      {deleting ? <DeleteDialog onClose={() => setDeleting(false)} storeCreditLeft={storeCreditLeft} /> : null}
    </section>
  );
}
