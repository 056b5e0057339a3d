/**
 * The customer page's store credit (decision record 047): the balance and history as the shopper
 * sees them, and a form to issue credit or withdraw it, with a reason the shopper reads. The form
 * carries the key the page was shown with, so a double click writes one entry.
 */
import { Form } from 'react-router';
import type { StoreCreditAnswer } from '../../../domain/contract/store-credit.ts';
import { Button } from '../../components/ui/button';
import { FormAlert } from '../../components/ui/form-alert';
import { SelectField } from '../../components/ui/select-field';
import { TextField } from '../../components/ui/text-field';
import { StoreCreditHistory } from '../store-credit/store-credit-history';

interface Props {
  credit: StoreCreditAnswer;
  formKey: string;
  busy: boolean;
  refusal: { error?: string; fieldErrors?: Record<string, string> } | undefined;
}

export function StoreCreditPanel({ credit, formKey, busy, refusal }: Props) {
  const fieldErrors = refusal?.fieldErrors;
  return (
    <section aria-labelledby="store-credit-heading" className="grid gap-4">
      <h2 id="store-credit-heading" className="font-display text-2xl">
        Store credit
      </h2>
      <StoreCreditHistory credit={credit} />
      <Form method="post" aria-labelledby="issue-credit-heading" className="grid gap-4 border-t border-line pt-4">
        <h3 id="issue-credit-heading" className="font-display text-xl">
          Issue store credit
        </h3>
        {refusal?.error && !fieldErrors ? <FormAlert tone="error">{refusal.error}</FormAlert> : null}
        <input type="hidden" name="idempotencyKey" value={formKey} />
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField label="Give or take" name="kind" defaultValue="issued" error={fieldErrors?.kind}>
            <option value="issued">Issue credit</option>
            <option value="voided">Withdraw credit</option>
          </SelectField>
          <TextField label="Amount" name="amount" type="number" inputMode="decimal" step="0.01" min="0.01" required error={fieldErrors?.amount} />
        </div>
        <TextField label="Reason" name="reason" required maxLength={300} hint="The customer reads it in their history." error={fieldErrors?.reason} />
        <Button type="submit" name="intent" value="store-credit" disabled={busy}>
          SAVE STORE CREDIT
        </Button>
      </Form>
    </section>
  );
}
