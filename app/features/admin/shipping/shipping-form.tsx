/**
 * One form of the shipping page: it posts on its own (a fetcher), names its intent, and shows what
 * the server said beside it: the refusal (a message, or one per field) or the success. A success
 * that added something (a zone, a method: `added`, the new element's id) says so in a toast and
 * brings the new element into view with the focus on it, since it appears away from the form.
 */
import { useEffect, type ReactNode } from 'react';
import { useFetcher } from 'react-router';
import { toast } from '../../../lib/toast';
import type { ActionResult } from '../../../lib/action-result';
import type { ShippingPageIntent } from '../../../../domain/schemas/shipping-settings';
import { FormAlert } from '../../../components/ui/form-alert';

interface ShippingFormProps {
  label: string;
  /** The form's element id, for an answer that brings it into view. */
  id?: string;
  className?: string;
  /** Hidden fields naming the row the form is about (zoneId, methodId). */
  ids?: Record<string, number>;
  /** For a form the page remounts after it succeeds (to empty it): a name its answer is kept under meanwhile. */
  persistAs?: string;
  children: (state: { errors: Record<string, string>; busy: boolean }) => ReactNode;
}

/** Answers already announced: a remounted form (its fetcher kept under `persistAs`) sees its last answer again. */
const announced = new WeakSet<object>();

/** The new element, in view, with the focus on it: a heading that takes focus, or its form's first field. */
function bringIntoView(id: string) {
  const target = document.getElementById(id);
  if (!target) return;
  const focusable = target.hasAttribute('tabindex') ? target : target.querySelector<HTMLElement>('input:not([type="hidden"]), select, textarea');
  (focusable ?? target).focus({ preventScroll: true });
  target.scrollIntoView({ block: 'center' });
}

export function ShippingForm({ label, id, className, ids = {}, persistAs, children }: ShippingFormProps) {
  const fetcher = useFetcher<ActionResult<ShippingPageIntent, { added?: string }>>({ key: persistAs });
  const result = fetcher.state === 'idle' ? fetcher.data : undefined;
  const added = result?.ok ? result.added : undefined;

  useEffect(() => {
    if (!result?.ok || !result.added || !result.message || announced.has(result)) return;
    announced.add(result);
    toast.success(result.message);
    bringIntoView(result.added);
  }, [result]);

  return (
    <fetcher.Form method="post" id={id} aria-label={label} className={className}>
      {Object.entries(ids).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {children({ errors: result?.fieldErrors ?? {}, busy: fetcher.state !== 'idle' })}
      <div aria-live="polite" className="mt-3 empty:hidden">
        {result?.error ? <FormAlert tone="error">{result.error}</FormAlert> : null}
        {result?.ok && result.message && !added ? <FormAlert tone="success">{result.message}</FormAlert> : null}
      </div>
    </fetcher.Form>
  );
}
