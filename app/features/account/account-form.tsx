/**
 * One form of the account page: posted to /account by a fetcher under its intent, its answer shown
 * on it — a message under each field it names (the schema's, or the server's: a wrong current
 * password), and the form's refusal or success in words. Works without scripts too: the page's
 * action answers the same.
 */
import { useEffect, useRef, type FormEvent, type ReactNode } from 'react';
import { useActionData, useFetcher } from 'react-router';
import type { AccountIntent } from '../../../domain/schemas/account-page.ts';
import { FormAlert } from '../../components/ui/form-alert';
import type { ActionResult } from '../../lib/action-result';

type AccountResult = ActionResult<AccountIntent>;

interface AccountFormState {
  /** The message under a field, by its name. */
  errors: Record<string, string>;
  busy: boolean;
}

interface AccountFormProps {
  intent: AccountIntent;
  label: string;
  /** Hidden fields beside the intent (an address's id). */
  ids?: Record<string, string>;
  className?: string;
  /** Checks the form in the browser before it is posted (the address's rules), and posts it when it passes. */
  check?: (post: () => void) => void;
  /** Told once of each success (to close the form). */
  onDone?: () => void;
  /** Empties the fields once it succeeded (the passwords). */
  clearOnDone?: boolean;
  children: (state: AccountFormState) => ReactNode;
}

function errorsOf(result: AccountResult | undefined): Record<string, string> {
  const errors: Record<string, string> = { ...result?.fieldErrors };
  for (const issue of result?.issues ?? []) errors[issue.path] ??= issue.message;
  return errors;
}

export function AccountForm({ intent, label, ids = {}, className, check, onDone, clearOnDone, children }: AccountFormProps) {
  const fetcher = useFetcher<AccountResult>();
  const formRef = useRef<HTMLFormElement>(null);
  // Without scripts the form posts the page itself: its answer is the page's, for this intent.
  const posted = useActionData<AccountResult>();
  const result = fetcher.state === 'idle' ? (fetcher.data ?? (posted?.intent === intent ? posted : undefined)) : undefined;
  const errors = errorsOf(result);
  const spoken = result?.error && !Object.values(errors).includes(result.error) ? result.error : undefined;

  useEffect(() => {
    if (!result?.ok) return;
    if (clearOnDone) formRef.current?.reset();
    onDone?.();
    // Once per answer: the fetcher's data changes with each post.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [result]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (!check) return;
    const form = event.currentTarget;
    event.preventDefault();
    check(() => void fetcher.submit(form, { method: 'post' }));
  };

  return (
    <fetcher.Form ref={formRef} method="post" action="/account" aria-label={label} className={className} onSubmit={submit} noValidate>
      <input type="hidden" name="intent" value={intent} />
      {Object.entries(ids).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {children({ errors, busy: fetcher.state !== 'idle' })}
      <div aria-live="polite" className="col-span-full mt-4 empty:hidden">
        {spoken ? <FormAlert tone="error">{spoken}</FormAlert> : null}
        {result?.ok && result.message ? <FormAlert tone="success">{result.message}</FormAlert> : null}
      </div>
    </fetcher.Form>
  );
}
