/**
 * Staff, /admin/staff (owner only): everyone with a back-office role and the invitations waiting;
 * invite a person by e-mail, resend or withdraw an invitation, change a role, disable or enable an
 * account, turn off a locked-out member's two-factor. Each form works as a plain post; each is an
 * owner action that may first ask the owner to confirm it's them.
 */
import { useNavigation } from 'react-router';
import type { Route } from './+types/staff';
import { fullName } from '../../../domain/schemas/account';
import { STAFF_MESSAGES, StaffForm } from '../../../domain/schemas/staff';
import { privatePageMeta } from '../../features/account/page-meta';
import {
  inviteStaff,
  listInvitations,
  listStaff,
  requireOwnerPage,
  requireStaff,
  requireStaffSession,
  resendInvitation,
  revokeInvitation,
  updateStaff,
} from '../../features/admin/admin.server';
import { ConfirmIdentity } from '../../features/admin/confirm-identity';
import { ownerAction } from '../../features/admin/reauth.server';
import { turnOffMemberTwoFactor } from '../../features/admin/security/security.server';
import { InvitationList } from '../../features/admin/staff/invitation-list';
import { InviteForm } from '../../features/admin/staff/invite-form';
import { StaffRow } from '../../features/admin/staff/staff-row';
import { done, formFields, formText, invalid, refused } from '../../lib/action-result';
import { FormAlert } from '../../components/ui/form-alert';
import { Table } from '../../components/ui/table';

export function meta({ matches }: Route.MetaArgs) {
  return privatePageMeta(matches, { title: 'Staff', description: 'The people who run the shop.', path: '/admin/staff' });
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const owner = await requireStaff(context, request);
  requireOwnerPage(owner);
  const [staff, invitations] = await Promise.all([listStaff(context), listInvitations(context)]);
  return { staff, invitations, me: owner.id };
}

export async function action({ context, request }: Route.ActionArgs) {
  const session = await requireStaffSession(context, request);
  const owner = session.user;
  requireOwnerPage(owner);
  const form = await request.formData();
  const parsed = StaffForm.safeParse(formFields(form));
  if (!parsed.success) {
    // Only the invitation's fields are the person's to correct; any other refused change is answered 200, as it always was.
    return formText(form, 'intent') === 'invite' ? invalid(parsed.error, 'invite') : refused('That change cannot be made.', { status: 200 });
  }
  const input = parsed.data;
  // Every change here is an owner action: the password or a code within the last 10 minutes.
  return ownerAction(context, session, form, input.intent, async () => {
    if (input.intent === 'invite') {
      const { intent, ...invitation } = input;
      const sent = await inviteStaff(context, invitation, owner);
      return done({ intent, message: STAFF_MESSAGES.invited(sent.email) });
    }
    if (input.intent === 'resend')
      return done({ intent: input.intent, message: STAFF_MESSAGES.resent((await resendInvitation(context, input.id, owner)).email) });
    if (input.intent === 'revoke')
      return done({ intent: input.intent, message: STAFF_MESSAGES.revoked((await revokeInvitation(context, input.id, owner)).email) });
    if (input.intent === 'two-factor-off') return done({ intent: input.intent, message: await turnOffMemberTwoFactor(context, input.id, owner) });
    const member = await updateStaff(context, input.id, input.intent === 'role' ? { role: input.role } : { disabled: input.intent === 'disable' }, owner);
    const now = member.disabled ? 'disabled' : member.role === 'owner' ? 'an owner' : 'staff';
    return done({ intent: input.intent, message: `${fullName(member)} is now ${now}.` });
  });
}

export default function Staff({ loaderData, actionData: result }: Route.ComponentProps) {
  const busy = useNavigation().state !== 'idle';
  return (
    <section className="grid gap-10 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <div>
        <h1 className="text-4xl">Staff</h1>
        <div className="mt-4" aria-live="polite">
          {result?.reauthenticate ? <ConfirmIdentity fields={result.reauthenticate} error={result.error} busy={busy} /> : null}
          {result?.error && !result.reauthenticate ? <FormAlert tone="error">{result.error}</FormAlert> : null}
          {result?.message ? <FormAlert tone="success">{result.message}</FormAlert> : null}
        </div>
        <Table
          layout="list"
          className="mt-6"
          rows={loaderData.staff}
          rowKey={(member) => member.id}
          rowClassName="flex flex-wrap items-center justify-between gap-4 py-4"
          row={(member) => <StaffRow member={member} staff={loaderData.staff} me={loaderData.me} busy={busy} />}
        />
        <InvitationList invitations={loaderData.invitations} busy={busy} />
      </div>
      {/* A new key after each invitation empties the form for the next one. */}
      <InviteForm key={result?.ok ? result.message : 'invite'} fieldErrors={result?.fieldErrors} busy={busy} />
    </section>
  );
}
