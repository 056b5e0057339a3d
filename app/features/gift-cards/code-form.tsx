/**
 * A gift card code typed into a form and posted by a fetcher: the balance page's check and the
 * account's "Add a gift card". The answer's refusal (a wrong code, too many tries) is shown under
 * the field; what a success shows is the caller's.
 */
import type { ReactNode } from 'react';
import { useFetcher } from 'react-router';
import type { GiftCardAnswer } from '../../../domain/contract/gift-cards.ts';
import { Button } from '../../components/ui/button';
import { FormAlert } from '../../components/ui/form-alert';
import { TextField } from '../../components/ui/text-field';
import type { ActionResult } from '../../lib/action-result';

export type CodeResult = ActionResult<never, { card?: GiftCardAnswer }>;

interface CodeFormProps {
  action: string;
  submit: string;
  busy: string;
  /** What a success shows. */
  children: (result: Extract<CodeResult, { ok: true }>) => ReactNode;
}

export function GiftCardCodeForm({ action, submit, busy, children }: CodeFormProps) {
  const fetcher = useFetcher<CodeResult>();
  const result = fetcher.state === 'idle' ? fetcher.data : undefined;
  const error = result?.fieldErrors?.code ?? result?.error;
  return (
    <div>
      <fetcher.Form method="post" action={action} className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-end" noValidate>
        <TextField
          label="Gift card code"
          name="code"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          placeholder="XXXX-XXXX-XXXX-XXXX"
          error={result?.fieldErrors?.code}
        />
        <Button type="submit" disabled={fetcher.state !== 'idle'}>
          {fetcher.state !== 'idle' ? busy : submit}
        </Button>
      </fetcher.Form>
      {error && !result?.fieldErrors?.code ? (
        <div className="mt-4">
          <FormAlert tone="error">{error}</FormAlert>
        </div>
      ) : null}
      {result?.ok ? <div className="mt-6">{children(result)}</div> : null}
    </div>
  );
}
