/**
 * "E-mail me the sizer" on a ring page's size guide (decision record 060): an address (a signed-in
 * shopper's own, ready) and a button. A fetcher posts it to the ring page's action and the answer
 * shows here; without scripts the form posts the page itself, which comes back with the answer
 * (`answered`) at this form.
 */
import { useFetcher, useLocation } from 'react-router';
import { Button } from '../../components/ui/button';
import { FormAlert } from '../../components/ui/form-alert';
import { TextField } from '../../components/ui/text-field';
import type { ActionResult } from '../../lib/action-result';
import { useUser } from '../../lib/root-data';

export function SizerMailForm({ answered }: { answered?: ActionResult }) {
  const fetcher = useFetcher<ActionResult>();
  const user = useUser();
  const { pathname } = useLocation();
  const busy = fetcher.state !== 'idle';
  const result = busy ? undefined : (fetcher.data ?? answered);
  return (
    <div className="mt-5">
      {/* Posted without scripts, the page comes back at the guide, where its answer shows. */}
      <fetcher.Form method="post" action={`${pathname}#size-guide`} className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-end" noValidate>
        <input type="hidden" name="intent" value="sizer-mail" />
        <TextField
          key={user?.email ?? ''}
          label="Your e-mail address"
          name="email"
          type="email"
          autoComplete="email"
          defaultValue={user?.email ?? ''}
          error={result?.fieldErrors?.email}
        />
        <Button type="submit" disabled={busy}>
          {busy ? 'Sending…' : 'E-mail me the sizer'}
        </Button>
      </fetcher.Form>
      {result?.error ? (
        <div className="mt-3">
          <FormAlert tone="error">{result.error}</FormAlert>
        </div>
      ) : null}
      {result?.ok && result.message ? (
        <div className="mt-3">
          <FormAlert tone="success">{result.message}</FormAlert>
        </div>
      ) : null}
    </div>
  );
}
