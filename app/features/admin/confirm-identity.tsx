/**
 * Confirm-your-identity before an owner action: the password (or a code from the authenticator
 * app), sent with the fields of the form that was refused, so the action goes on at once.
 */
import { Form } from 'react-router';
import { Button } from '../../components/ui/button';
import { FormAlert } from '../../components/ui/form-alert';
import { PasswordField } from '../../components/ui/password-field';

export function ConfirmIdentity({ fields, error, busy }: { fields: Record<string, string>; error: string | undefined; busy: boolean }) {
  return (
    <Form method="post" aria-label="Confirm it’s you" className="grid gap-4 border border-gold/40 bg-sand p-6">
      <h2 className="font-display text-2xl">Confirm it’s you</h2>
      {error ? <FormAlert tone="error">{error}</FormAlert> : null}
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <PasswordField
        label="Password or authenticator code"
        name="confirmIdentity"
        autoComplete="current-password"
        hint="Owner actions ask for it again after 10 minutes."
        required
      />
      <Button type="submit" disabled={busy}>
        CONFIRM AND GO ON
      </Button>
    </Form>
  );
}
