/** A form that takes a code from the authenticator app (or a recovery code) for one intent. */
import { Form } from 'react-router';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';

export function CodeForm({ intent, label, button, error, busy }: { intent: string; label: string; button: string; error: string | undefined; busy: boolean }) {
  return (
    <Form method="post" className="grid content-start gap-4" aria-label={label}>
      <TextField label={label} name="code" autoComplete="one-time-code" autoCapitalize="off" spellCheck={false} error={error} required />
      <Button type="submit" name="intent" value={intent} variant="secondary" disabled={busy}>
        {button}
      </Button>
    </Form>
  );
}
