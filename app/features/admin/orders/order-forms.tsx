/**
 * The order page's two forms: moving the order on (only the moves the workflow allows now, with
 * the carrier and the tracking number for Shipped, and a note told to the shopper), and an
 * internal note. Both post to the page's action; each says whether it holds unsaved text.
 */
import { useEffect, useState, type FormEvent } from 'react';
import { Form } from 'react-router';
import { needsTracking, suggestedNextStatus, type OrderStatus } from '../../../../domain/order.ts';
import { CARRIER_NAMES } from '../../../../domain/tracking.ts';
import { MAX_ORDER_NOTE_LENGTH } from '../../../../domain/schemas/admin-orders.ts';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { TextareaField } from '../../../components/ui/textarea-field';
import type { AdminOrderAnswer } from '../../../../domain/contract/admin-orders.ts';
import { shopperMailNotice } from './mail-notice';

/** The move to offer first: the workflow's next step once the money is in (paid in full, or a card authorised). */
function nextStepOf(order: AdminOrderAnswer): OrderStatus | null {
  const moneyIn = order.payment.amountDue <= 0 || order.payment.status === 'authorized';
  const next = moneyIn ? suggestedNextStatus(order.status, order.madeToOrder) : null;
  return next && order.nextStatuses.includes(next) ? next : null;
}

/** Whether any field of the form holds something typed or chosen. */
function hasInput(form: HTMLFormElement): boolean {
  return [...form.elements].some(
    (element) =>
      (element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement || (element instanceof HTMLInputElement && element.type !== 'hidden')) &&
      element.value.trim() !== '',
  );
}

interface FormProps {
  order: AdminOrderAnswer;
  busy: boolean;
  fieldErrors?: Record<string, string>;
  onDirtyChange: (dirty: boolean) => void;
}

export function StatusForm({ order, busy, fieldErrors, onDirtyChange }: FormProps) {
  const suggested = nextStepOf(order);
  // Until staff choose, the next step is chosen for them, following the order as it changes (the money arriving).
  const [chosen, setStatus] = useState<OrderStatus | '' | null>(null);
  const status = chosen ?? suggested ?? '';
  const [dirty, setDirty] = useState(false);
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);
  const track = (event: FormEvent<HTMLFormElement>) => setDirty(hasInput(event.currentTarget));

  if (order.nextStatuses.length === 0) {
    return (
      <section aria-labelledby="status-form-heading" className="border border-line bg-white/70 p-6">
        <h2 id="status-form-heading" className="font-display text-2xl">
          Status
        </h2>
        <p className="mt-3 text-sm text-muted">This order is {order.status}: its workflow has ended.</p>
      </section>
    );
  }
  const shipping = status !== '' && needsTracking(status);
  return (
    <Form method="post" onChange={track} className="grid gap-5 border border-line bg-white/70 p-6" aria-labelledby="status-form-heading">
      <h2 id="status-form-heading" className="font-display text-2xl">
        Move this order on
      </h2>
      <SelectField
        label="New status"
        name="status"
        value={status}
        onChange={(event) => setStatus(order.nextStatuses.find((next) => next === event.target.value) ?? '')}
        error={fieldErrors?.status}
        hint={
          order.status === 'On hold' && order.heldFromStatus
            ? `On hold since it was ${order.heldFromStatus}.`
            : suggested
              ? `The money is in: the next step is ${suggested}.`
              : undefined
        }
        required
      >
        <option value="">Choose…</option>
        {order.nextStatuses.map((next) => (
          <option key={next} value={next}>
            {next}
          </option>
        ))}
      </SelectField>
      {shipping ? (
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField label="Carrier" name="carrier" list="known-carriers" autoComplete="off" error={fieldErrors?.carrier} required />
          <datalist id="known-carriers">
            {CARRIER_NAMES.map((name) => (
              <option key={name} value={name} />
            ))}
          </datalist>
          <TextField label="Tracking number" name="trackingNumber" autoComplete="off" error={fieldErrors?.trackingNumber} required />
        </div>
      ) : null}
      <TextareaField
        label="Note to the shopper"
        name="note"
        rows={3}
        maxLength={MAX_ORDER_NOTE_LENGTH}
        optional
        hint="Sent with the e-mail and shown on their order page."
        error={fieldErrors?.note}
      />
      <p className="text-xs text-muted" data-testid="status-mail-notice">
        {shopperMailNotice(order.account)}
      </p>
      <Button type="submit" name="intent" value="status" disabled={busy} block>
        UPDATE STATUS
      </Button>
    </Form>
  );
}

export function NoteForm({ busy, fieldErrors, onDirtyChange }: Omit<FormProps, 'order'>) {
  const [dirty, setDirty] = useState(false);
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);
  return (
    <Form
      method="post"
      onChange={(event) => setDirty(hasInput(event.currentTarget))}
      className="grid gap-4 border border-line bg-white/70 p-6"
      aria-labelledby="note-form-heading"
    >
      <h2 id="note-form-heading" className="font-display text-2xl">
        Internal note
      </h2>
      <TextareaField
        label="Note"
        name="note"
        rows={3}
        maxLength={MAX_ORDER_NOTE_LENGTH}
        hint="For the shop only: the shopper never sees it."
        error={fieldErrors?.note}
        required
      />
      <Button type="submit" name="intent" value="note" variant="secondary" disabled={busy} block>
        ADD NOTE
      </Button>
    </Form>
  );
}
