/**
 * Staff, /admin/staff (owner only): everyone with a back-office role; invite a person by e-mail,
 * change a role, disable or enable an account. Each form works as a plain post.
 */
import { Form, useNavigation } from 'react-router';
import type { Route } from './+types/staff';
import { fullName } from '../../../domain/schemas/account';
import { InviteStaffInput, UpdateStaffInput } from '../../../domain/schemas/staff';
import { formText, invalid, refusal, type FormResult } from '../../features/account/form-result';
import { privatePageMeta } from '../../features/account/page-meta';
import { inviteStaff, listStaff, requireOwnerPage, requireStaff, updateStaff } from '../../features/admin/admin.server';
import { Button } from '../../components/ui/button';
import { FormAlert } from '../../components/ui/form-alert';
import { TextField } from '../../components/ui/text-field';
import { FieldShell } from '../../components/ui/field-shell';
import { controlClass } from '../../components/ui/field-control';

export function meta({ matches }: Route.MetaArgs) {
  return privatePageMeta(matches, { title: 'Staff', description: 'The people who run the shop.', path: '/admin/staff' });
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const owner = await requireStaff(context, request);
  requireOwnerPage(owner);
  return { staff: await listStaff(context), me: owner.id };
}

export async function action({ context, request }: Route.ActionArgs) {
  const owner = await requireStaff(context, request);
  requireOwnerPage(owner);
  const form = await request.formData();
  try {
    if (form.get('intent') === 'invite') {
      const parsed = InviteStaffInput.safeParse({
        email: formText(form, 'email'),
        firstName: formText(form, 'firstName'),
        lastName: formText(form, 'lastName'),
        role: formText(form, 'role'),
      });
      if (!parsed.success) return invalid(parsed.error);
      const member = await inviteStaff(context, parsed.data, owner);
      return { ok: true, message: `We e-mailed ${member.email} a link to join the back office.` } satisfies FormResult;
    }
    const id = Number(formText(form, 'id'));
    const change = UpdateStaffInput.safeParse(
      form.get('intent') === 'role' ? { role: formText(form, 'role') } : { disabled: form.get('intent') === 'disable' },
    );
    if (!change.success || !Number.isSafeInteger(id) || id <= 0) return { error: 'That change cannot be made.' } satisfies FormResult;
    const member = await updateStaff(context, id, change.data, owner);
    return {
      ok: true,
      message: `${fullName(member)} is now ${member.disabled ? 'disabled' : `${member.role === 'owner' ? 'an owner' : 'staff'}`}.`,
    } satisfies FormResult;
  } catch (error) {
    return refusal(error);
  }
}

export default function Staff({ loaderData, actionData }: Route.ComponentProps) {
  const result = actionData as FormResult | undefined;
  const busy = useNavigation().state !== 'idle';
  return (
    <section className="grid gap-10 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <div>
        <h1 className="text-4xl">Staff</h1>
        <div className="mt-4" aria-live="polite">
          {result?.error ? <FormAlert tone="error">{result.error}</FormAlert> : null}
          {result?.message ? <FormAlert tone="success">{result.message}</FormAlert> : null}
        </div>
        <ul className="mt-6 divide-y divide-line border-y border-line">
          {loaderData.staff.map((member) => (
            <li key={member.id} className="flex flex-wrap items-center justify-between gap-4 py-4">
              <div>
                <p className="font-display text-xl">
                  {fullName(member)} {member.id === loaderData.me ? <span className="text-sm text-muted">(you)</span> : null}
                </p>
                <p className="break-all text-sm text-muted">{member.email}</p>
                <p className="mt-1 text-xs font-semibold tracking-[0.2em] text-gold-dark">
                  {member.role.toUpperCase()}
                  {member.disabled ? ' · DISABLED' : ''}
                  {member.emailVerified ? '' : ' · INVITED'}
                </p>
              </div>
              <div className="flex flex-wrap gap-2">
                <Form method="post">
                  <input type="hidden" name="id" value={member.id} />
                  <input type="hidden" name="role" value={member.role === 'owner' ? 'staff' : 'owner'} />
                  <Button type="submit" name="intent" value="role" variant="secondary" disabled={busy}>
                    {member.role === 'owner' ? 'MAKE STAFF' : 'MAKE OWNER'}
                  </Button>
                </Form>
                <Form method="post">
                  <input type="hidden" name="id" value={member.id} />
                  <Button type="submit" name="intent" value={member.disabled ? 'enable' : 'disable'} variant="secondary" disabled={busy}>
                    {member.disabled ? 'ENABLE' : 'DISABLE'}
                  </Button>
                </Form>
              </div>
            </li>
          ))}
        </ul>
      </div>
      {/* A new key after each invitation empties the form for the next one. */}
      <Form key={result?.ok ? result.message : 'invite'} method="post" className="grid content-start gap-5 border border-line bg-white/70 p-6">
        <h2 className="font-display text-2xl">Invite a person</h2>
        <p className="text-sm text-muted">They receive a link to choose a password. Staff run the catalogue, stock and orders; owners also manage staff.</p>
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField label="First name" name="firstName" error={result?.fieldErrors?.firstName} required />
          <TextField label="Last name" name="lastName" error={result?.fieldErrors?.lastName} required />
        </div>
        <TextField label="Email" name="email" type="email" error={result?.fieldErrors?.email} required />
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
    </section>
  );
}
