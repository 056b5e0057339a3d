/**
 * Bank transfer's settings: on or off, the account shoppers pay to and the days they have to pay.
 * A plain form post; the owner may first be asked to confirm who they are.
 */
import { Form } from 'react-router';
import type { PaymentSettingsAnswer } from '../../../../domain/contract/admin-payments.ts';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { TextField } from '../../../components/ui/text-field';

interface Props {
  settings: PaymentSettingsAnswer['bankTransfer'];
  fieldErrors: Record<string, string> | undefined;
  busy: boolean;
}

export function BankTransferForm({ settings, fieldErrors, busy }: Props) {
  return (
    <Form method="post" aria-label="Bank transfer" className="grid content-start gap-5 border border-line bg-white/70 p-6">
      <h2 className="font-display text-2xl">Bank transfer</h2>
      <p className="text-sm text-muted">
        Shoppers who choose it see this account, their order number as the reference and the day to pay by, on their order page and in their confirmation.
        Half-way through the days to pay they are reminded once; an order still unpaid after them is cancelled and its pieces go back on sale.
      </p>
      <Checkbox
        name="enabled"
        defaultChecked={settings.enabled}
        label="Offer bank transfer at checkout"
        hint="Off, shoppers can pay only by card, when a card provider is set up."
      />
      <TextField label="Account holder" name="accountHolder" defaultValue={settings.accountHolder} error={fieldErrors?.accountHolder} maxLength={120} />
      <TextField label="Bank" name="bankName" defaultValue={settings.bankName} error={fieldErrors?.bankName} maxLength={120} />
      <TextField
        label="Account number or IBAN"
        name="accountNumber"
        defaultValue={settings.accountNumber}
        error={fieldErrors?.accountNumber}
        maxLength={64}
        autoComplete="off"
      />
      <TextField
        label="BIC or routing number"
        name="bankCode"
        defaultValue={settings.bankCode}
        error={fieldErrors?.bankCode}
        maxLength={34}
        autoComplete="off"
        optional
        hint="The bank’s BIC (SWIFT code) for payments from abroad, or its routing number. Shown beside the account."
      />
      <TextField
        label="Days to pay"
        name="daysToPay"
        type="number"
        inputMode="numeric"
        min={1}
        max={60}
        step={1}
        defaultValue={settings.daysToPay}
        error={fieldErrors?.daysToPay}
        hint="Orders placed from now on get this many days; orders already placed keep their day."
        className="max-w-32"
      />
      <Button type="submit" name="intent" value="save" disabled={busy}>
        SAVE PAYMENT SETTINGS
      </Button>
    </Form>
  );
}
