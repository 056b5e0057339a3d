/** The invitations waiting to be used: who, with which role, until when; the owner resends (a new link) or withdraws one. */
import { Form } from 'react-router';
import { fullName } from '../../../../domain/schemas/account';
import { Button } from '../../../components/ui/button';
import { Table } from '../../../components/ui/table';
import type { Route } from '../../../routes/admin/+types/staff';

type InvitationRow = Route.ComponentProps['loaderData']['invitations'][number];

const day = (iso: string) => new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

function Invitation({ invitation, busy }: { invitation: InvitationRow; busy: boolean }) {
  return (
    <>
      <div>
        <p className="font-display text-xl">{fullName(invitation)}</p>
        <p className="break-all text-sm text-muted">{invitation.email}</p>
        <p className="mt-1 text-xs font-semibold tracking-[0.2em] text-gold-dark">
          {invitation.role.toUpperCase()} · {invitation.expired ? 'EXPIRED' : `INVITED · UNTIL ${day(invitation.expiresAt).toUpperCase()}`}
        </p>
        {invitation.invitedBy ? <p className="text-xs text-muted">Invited by {invitation.invitedBy}</p> : null}
      </div>
      <div className="flex flex-wrap gap-2">
        <Form method="post">
          <input type="hidden" name="id" value={invitation.id} />
          <Button type="submit" name="intent" value="resend" variant="secondary" disabled={busy} aria-label={`Resend the invitation to ${invitation.email}`}>
            RESEND
          </Button>
        </Form>
        <Form method="post">
          <input type="hidden" name="id" value={invitation.id} />
          <Button type="submit" name="intent" value="revoke" variant="secondary" disabled={busy} aria-label={`Withdraw the invitation to ${invitation.email}`}>
            WITHDRAW
          </Button>
        </Form>
      </div>
    </>
  );
}

export function InvitationList({ invitations, busy }: { invitations: readonly InvitationRow[]; busy: boolean }) {
  if (invitations.length === 0) return null;
  return (
    <section className="mt-10" aria-labelledby="invitations-title">
      <h2 id="invitations-title" className="font-display text-2xl">
        Invitations waiting
      </h2>
      <p className="mt-1 text-sm text-muted">Nobody gets a role until they open the e-mailed link and choose a password.</p>
      <Table
        layout="list"
        className="mt-4"
        label="Invitations waiting"
        rows={invitations}
        rowKey={(invitation) => invitation.id}
        rowClassName="flex flex-wrap items-center justify-between gap-4 py-4"
        row={(invitation) => <Invitation invitation={invitation} busy={busy} />}
      />
    </section>
  );
}
