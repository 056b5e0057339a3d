/**
 * The owner's retention periods, in days: how long security events, messages (with their photos)
 * and unconfirmed accounts are kept, and an erased customer's orders for the books (decision record 044). A plain form post; the owner may first be asked to confirm
 * who they are. The privacy policy and the terms print what is saved here.
 */
import { Form } from 'react-router';
import type { RetentionSettingsAnswer } from '../../../../domain/contract/retention';
import { BOOKKEEPING_DAYS } from '../../../../domain/privacy';
import { RETENTION_BOUNDS, RETENTION_FIELD_LABELS, type RetentionPeriods } from '../../../../domain/retention';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';

interface Props {
  settings: RetentionSettingsAnswer;
  fieldErrors: Record<string, string> | undefined;
  busy: boolean;
}

const FIELDS: Array<{ name: keyof RetentionPeriods; words: keyof RetentionSettingsAnswer['words']; hint: string }> = [
  {
    name: 'securityEventDays',
    words: 'securityEvents',
    hint: 'Refused sign-ins, password reset requests and shoppers’ sign-ins, with the address typed and where from.',
  },
  { name: 'messageDays', words: 'messages', hint: 'Contact messages and custom-design requests, with the photos sent with them.' },
  { name: 'unconfirmedAccountDays', words: 'unconfirmedAccounts', hint: 'Accounts whose e-mail address was never confirmed and that never ordered.' },
];

export function RetentionForm({ settings, fieldErrors, busy }: Props) {
  return (
    <Form method="post" aria-label="Retention" className="grid content-start gap-5 border border-line bg-white/70 p-6">
      <h2 className="font-display text-2xl">How long we keep</h2>
      <p className="text-sm text-muted">In days. Older ones are deleted within the hour; the privacy policy and the terms print these periods.</p>
      {FIELDS.map(({ name, words, hint }) => (
        <TextField
          key={name}
          label={`${RETENTION_FIELD_LABELS[name]} (days)`}
          name={name}
          type="number"
          inputMode="numeric"
          min={RETENTION_BOUNDS[name].min}
          max={RETENTION_BOUNDS[name].max}
          step={1}
          required
          defaultValue={settings[name]}
          error={fieldErrors?.[name]}
          hint={`${hint} Now: ${settings.words[words]}.`}
        />
      ))}
      <TextField
        label="Orders kept for the books (days)"
        name="bookkeepingDays"
        type="number"
        inputMode="numeric"
        min={BOOKKEEPING_DAYS.min}
        max={BOOKKEEPING_DAYS.max}
        step={1}
        required
        defaultValue={settings.bookkeepingDays}
        error={fieldErrors?.bookkeepingDays}
        hint={`An erased customer’s orders, invoices, credit notes and payments, as tax and accounting law requires; then deleted. Now: ${settings.words.bookkeeping}.`}
      />
      <Button type="submit" name="intent" value="save" disabled={busy}>
        SAVE PERIODS
      </Button>
    </Form>
  );
}
