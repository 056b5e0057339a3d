/** Inviting a person to the back office: their name, address and role; they receive a link to choose a password. */
import { Form } from 'react-router';
import { Button } from '../../../components/ui/button';
import { controlClass } from '../../../components/ui/field-control';
import { FieldShell } from '../../../components/ui/field-shell';
import { TextField } from '../../../components/ui/text-field';

export function InviteForm({ fieldErrors, busy }: { fieldErrors: Record<string, string> | undefined; busy: boolean }) {
  return (
    <Form method="post" className="grid content-start gap-5 border border-line bg-white/70 p-6">
      <h2 className="font-display text-2xl">Invite a person</h2>
      <p className="text-sm text-muted">
        They receive a link to choose a password; the role is theirs once they do. Staff run the catalogue, stock and orders; owners also manage staff.
      </p>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label="First name" name="firstName" error={fieldErrors?.firstName} required />
        <TextField label="Last name" name="lastName" error={fieldErrors?.lastName} required />
      </div>
      <TextField label="Email" name="email" type="email" error={fieldErrors?.email} required />
      <FieldShell id="invite-role" label="Role">
        <select id="invite-role" name="role" defaultValue="staff" className={controlClass(false)}>
          <option value="staff">Staff</option>
          <option value="owner">Owner</option>
        </select>
      </FieldShell>
      <Button type="submit" name="intent" value="invite" disabled={busy} block>
        SEND THE INVITATION
      </Button>
    </Form>
  );
}
