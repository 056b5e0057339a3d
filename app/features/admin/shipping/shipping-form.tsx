/**
 * One form of the shipping page: it posts on its own (a fetcher), names its intent, and shows what
 * the server said beside it: the refusal (a message, or one per field) or the success.
 */
import type { ReactNode } from 'react';
import { useFetcher } from 'react-router';
import type { ActionResult } from '../../../lib/action-result';
import type { ShippingPageIntent } from '../../../../domain/schemas/shipping-settings';
import { FormAlert } from '../../../components/ui/form-alert';

interface ShippingFormProps {
  label: string;
  className?: string;
  /** Hidden fields naming the row the form is about (zoneId, methodId). */
  ids?: Record<string, number>;
  children: (state: { errors: Record<string, string>; busy: boolean }) => ReactNode;
}

export function ShippingForm({ label, className, ids = {}, children }: ShippingFormProps) {
  const fetcher = useFetcher<ActionResult<ShippingPageIntent>>();
  const result = fetcher.state === 'idle' ? fetcher.data : undefined;
  return (
    <fetcher.Form method="post" aria-label={label} className={className}>
      {Object.entries(ids).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {children({ errors: result?.fieldErrors ?? {}, busy: fetcher.state !== 'idle' })}
      <div aria-live="polite" className="mt-3 empty:hidden">
        {result?.error ? <FormAlert tone="error">{result.error}</FormAlert> : null}
        {result?.ok && result.message ? <FormAlert tone="success">{result.message}</FormAlert> : null}
      </div>
    </fetcher.Form>
  );
}
