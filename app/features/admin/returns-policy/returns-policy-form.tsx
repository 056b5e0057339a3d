/**
 * The owner's returns policy: the window, the EU/UK statutory minimum, which pieces come back only
 * when faulty, label or address, the restocking fee. A plain form post; the owner may first be
 * asked to confirm who they are. Every page and e-mail prints what is saved here.
 */
import { Form } from 'react-router';
import type { ReturnPolicyAnswer } from '../../../../domain/contract/returns-policy';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { SelectField } from '../../../components/ui/select-field';
import { TextareaField } from '../../../components/ui/textarea-field';
import { TextField } from '../../../components/ui/text-field';

interface Props {
  settings: ReturnPolicyAnswer;
  fieldErrors: Record<string, string> | undefined;
  busy: boolean;
}

type WholeNumber = 'windowDays' | 'statutoryDays' | 'restockingFeePercent';

/** The policy's whole numbers: label, bounds (as the API's schema has them) and what each means. */
const NUMBERS: Record<WholeNumber, { label: string; min: number; max: number; hint: string }> = {
  windowDays: { label: 'Return window (days from delivery)', min: 1, max: 365, hint: 'A piece may come back for any reason within this many days.' },
  statutoryDays: {
    label: 'Statutory minimum for EU and UK addresses (days)',
    min: 14,
    max: 365,
    hint: 'The law gives shoppers there at least 14 days; the longer of this and the window holds for them.',
  },
  restockingFeePercent: { label: 'Restocking fee (%)', min: 0, max: 50, hint: 'Kept from a refund for a piece that is not faulty; 0 for none.' },
};

function NumberField({ name, settings, fieldErrors }: { name: WholeNumber } & Omit<Props, 'busy'>) {
  const { label, min, max, hint } = NUMBERS[name];
  return (
    <TextField
      type="number"
      inputMode="numeric"
      step={1}
      required
      label={label}
      name={name}
      min={min}
      max={max}
      defaultValue={settings[name]}
      error={fieldErrors?.[name]}
      hint={hint}
    />
  );
}

export function ReturnsPolicyForm({ settings, fieldErrors, busy }: Props) {
  const field = (name: WholeNumber) => <NumberField name={name} settings={settings} fieldErrors={fieldErrors} />;
  return (
    <Form method="post" aria-label="Returns policy" className="grid content-start gap-5 border border-line bg-white/70 p-6">
      <h2 className="font-display text-2xl">Returns</h2>
      {field('windowDays')}
      {field('statutoryDays')}
      <fieldset className="grid gap-3">
        <legend className="mb-2 text-sm font-semibold">Returnable only when faulty</legend>
        <Checkbox name="faultyOnlyPersonalised" label="Engraved or personalised pieces" defaultChecked={settings.faultyOnlyPersonalised} />
        <Checkbox name="faultyOnlyMadeToOrder" label="Made-to-order pieces" defaultChecked={settings.faultyOnlyMadeToOrder} />
      </fieldset>
      <SelectField label="How a return is sent" name="returnMethod" defaultValue={settings.returnMethod} error={fieldErrors?.returnMethod}>
        <option value="address">Shoppers post it to our address</option>
        <option value="label">We send a prepaid label</option>
      </SelectField>
      <TextareaField
        label="Return address"
        name="returnAddress"
        rows={3}
        optional
        defaultValue={settings.returnAddress}
        error={fieldErrors?.returnAddress}
        hint="Required when shoppers post returns to an address."
      />
      {field('restockingFeePercent')}
      <Button type="submit" name="intent" value="save" disabled={busy}>
        SAVE POLICY
      </Button>
    </Form>
  );
}
