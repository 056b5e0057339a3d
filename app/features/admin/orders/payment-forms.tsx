/**
 * The order page's money forms: record money received (a bank transfer arrived) and refund. Each
 * carries the key the page was shown with, so a double click or a resent form does it once; each
 * says whether it holds unsaved input.
 */
import { useEffect, useRef, useState } from 'react';
import { Form } from 'react-router';
import type { AdminOrderAnswer } from '../../../../domain/contract/admin-orders.ts';
import { formatAmount } from '../../../../domain/money.ts';
import { isManualMethod } from '../../../../domain/payment.ts';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { TextField } from '../../../components/ui/text-field';
import { shopperMailNotice } from './mail-notice';
import { refundableAmount } from './payment-panel';

interface MoneyFormProps {
  order: Pick<AdminOrderAnswer, 'currency' | 'status' | 'payment' | 'account'>;
  /** One per form shown: the same key sent twice does the action once. */
  formKey: string;
  /** Today (UTC), the day money received is dated unless told. */
  today: string;
  busy: boolean;
  fieldErrors?: Record<string, string>;
  onDirtyChange: (dirty: boolean) => void;
}

const formClass = 'mt-6 grid gap-4 border-t border-line pt-6';

function useDirty(onDirtyChange: (dirty: boolean) => void) {
  const [dirty, setDirty] = useState(false);
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);
  return setDirty;
}

/** Money received by hand: for a bank transfer order still owing money. */
function RecordPaymentForm({ order, formKey, today, busy, fieldErrors, onDirtyChange }: MoneyFormProps) {
  const setDirty = useDirty(onDirtyChange);
  const { payment } = order;
  if (!isManualMethod(payment.method) || order.status === 'Cancelled' || payment.amountDue <= 0) return null;
  return (
    <Form method="post" onChange={() => setDirty(true)} className={formClass} aria-labelledby="record-payment-heading">
      <h3 id="record-payment-heading" className="font-display text-xl">
        Record money received
      </h3>
      <input type="hidden" name="idempotencyKey" value={formKey} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Amount received"
          name="amount"
          type="number"
          inputMode="decimal"
          step="0.01"
          min="0.01"
          defaultValue={payment.amountDue.toFixed(2)}
          hint={`${formatAmount(payment.amountDue, order.currency)} is due.`}
          error={fieldErrors?.amount}
          required
        />
        <TextField label="Received on" name="receivedOn" type="date" defaultValue={today} max={today} error={fieldErrors?.receivedOn} required />
      </div>
      <TextField label="Bank reference" name="reference" autoComplete="off" maxLength={120} optional error={fieldErrors?.reference} />
      <p className="text-xs text-muted">{shopperMailNotice(order.account)}</p>
      <Button type="submit" name="intent" value="payment" disabled={busy} block>
        RECORD PAYMENT
      </Button>
    </Form>
  );
}

/**
 * A refund of money paid: through the card provider for a card payment, recorded once sent back for
 * a bank transfer. Behind a "Refund" button, so the page leads to the order's next step first; open
 * at once when the last refund was refused (its errors shown) or the order was cancelled with money
 * owed back.
 */
function RefundForm({ order, formKey, busy, fieldErrors, onDirtyChange }: Omit<MoneyFormProps, 'today'>) {
  const setDirty = useDirty(onDirtyChange);
  const refundable = refundableAmount(order.payment);
  const [open, setOpen] = useState<'shown' | 'opened' | false>(fieldErrors !== undefined || order.status === 'Cancelled' ? 'shown' : false);
  const form = useRef<HTMLFormElement>(null);
  // Opened by its button (which is gone now): the focus goes to the form's first box.
  useEffect(() => {
    if (open === 'opened') form.current?.querySelector<HTMLInputElement>('input[name="amount"]')?.focus();
  }, [open]);
  if (refundable <= 0) return null;
  const byCard = !isManualMethod(order.payment.method);
  if (!open) {
    return (
      <div className={formClass}>
        <Button variant="secondary" aria-expanded={false} onClick={() => setOpen('opened')} block>
          Refund
        </Button>
      </div>
    );
  }
  return (
    <Form ref={form} method="post" onChange={() => setDirty(true)} className={formClass} aria-labelledby="refund-heading">
      <h3 id="refund-heading" className="font-display text-xl">
        Refund
      </h3>
      <p className="text-sm text-muted">
        {byCard
          ? 'The money goes back to the shopper’s card through the card provider.'
          : 'Send the money back from the shop’s bank account first; this records the refund on the order.'}
      </p>
      <input type="hidden" name="idempotencyKey" value={formKey} />
      <TextField
        label="Amount to refund"
        name="amount"
        type="number"
        inputMode="decimal"
        step="0.01"
        min="0.01"
        max={refundable.toFixed(2)}
        hint={`At most ${formatAmount(refundable, order.currency)}.`}
        error={fieldErrors?.amount}
        required
      />
      <TextField
        label="Reason"
        name="reason"
        autoComplete="off"
        maxLength={300}
        hint="Told to the shopper in the e-mail."
        error={fieldErrors?.reason}
        required
      />
      <Checkbox
        name="restock"
        label="Put the order’s ready-to-ship pieces back in stock"
        hint="Once for an order: pieces already back are not counted twice."
      />
      <p className="text-xs text-muted">{shopperMailNotice(order.account)}</p>
      <Button type="submit" name="intent" value="refund" variant="secondary" disabled={busy} block>
        REFUND
      </Button>
    </Form>
  );
}

/** Both money forms, each fresh for each showing of the page (its key), each with its own refusal. */
export function MoneyForms({
  refused,
  ...props
}: Omit<MoneyFormProps, 'fieldErrors'> & { refused?: { intent?: string; fieldErrors?: Record<string, string> } }) {
  return (
    <>
      <RecordPaymentForm key={`payment-${props.formKey}`} {...props} fieldErrors={refused?.intent === 'payment' ? refused.fieldErrors : undefined} />
      <RefundForm key={`refund-${props.formKey}`} {...props} fieldErrors={refused?.intent === 'refund' ? refused.fieldErrors : undefined} />
    </>
  );
}
