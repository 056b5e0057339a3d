/**
 * The owner's gift card amounts: the fixed amounts /gift-cards offers, and whether (and within
 * which range) a buyer may choose their own. A plain form post in major units; the owner may first
 * be asked to confirm who they are.
 */
import { Form } from 'react-router';
import type { GiftCardAmountsAnswer } from '../../../../domain/contract/admin-gift-card-amounts';
import { toMajor } from '../../../../domain/money';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { TextField } from '../../../components/ui/text-field';

interface Props {
  settings: GiftCardAmountsAnswer;
  currency: string;
  fieldErrors: Record<string, string> | undefined;
  busy: boolean;
}

export function GiftCardAmountsForm({ settings, currency, fieldErrors, busy }: Props) {
  const major = (minor: number) => String(toMajor(minor, currency));
  const amountField = (name: 'customMinMinor' | 'customMaxMinor', label: string) => (
    <TextField
      type="number"
      inputMode="decimal"
      step={0.01}
      min={1}
      max={10000}
      required
      label={`${label} (${currency})`}
      name={name}
      defaultValue={major(settings[name])}
      error={fieldErrors?.[name]}
    />
  );
  return (
    <Form method="post" aria-label="Gift card amounts" className="grid content-start gap-5 border border-line bg-white/70 p-6">
      <h2 className="font-display text-2xl">Gift cards</h2>
      <TextField
        label={`Amounts (${currency})`}
        name="amountsMinor"
        required
        defaultValue={settings.amountsMinor.map(major).join(', ')}
        error={fieldErrors?.amountsMinor}
        hint="One to eight amounts, separated by commas, in the order shoppers see them."
      />
      <fieldset className="grid gap-4">
        <legend className="mb-2 text-sm font-semibold">A buyer’s own amount</legend>
        <Checkbox name="customAllowed" label="Buyers may choose their own amount" defaultChecked={settings.customAllowed} />
        <div className="grid gap-4 sm:grid-cols-2">
          {amountField('customMinMinor', 'Smallest')}
          {amountField('customMaxMinor', 'Largest')}
        </div>
      </fieldset>
      <Button type="submit" name="intent" value="save" disabled={busy}>
        SAVE AMOUNTS
      </Button>
    </Form>
  );
}
