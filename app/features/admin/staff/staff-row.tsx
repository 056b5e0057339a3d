/**
 * A staff member in the staff list: name, address, role and state, and the owner's changes (the
 * other role; disable or enable; two-factor off for a locked-out member). Only the changes the
 * server would make are offered (domain/staff.ts): never DISABLE on oneself, nor MAKE STAFF on the
 * only owner.
 */
import { Form } from 'react-router';
import { fullName } from '../../../../domain/schemas/account';
import { offeredStaffChanges } from '../../../../domain/staff';
import { Button } from '../../../components/ui/button';
import type { Route } from '../../../routes/admin/+types/staff';

type StaffMemberRow = Route.ComponentProps['loaderData']['staff'][number];

interface StaffRowProps {
  member: StaffMemberRow;
  /** Everyone on the list, and who reads it. */
  staff: readonly StaffMemberRow[];
  me: number;
  busy: boolean;
}

export function StaffRow({ member, staff, me: meId, busy }: StaffRowProps) {
  const me = member.id === meId;
  const offers = offeredStaffChanges(member, staff, meId);
  return (
    <>
      <div>
        <p className="font-display text-xl">
          {fullName(member)} {me ? <span className="text-sm text-muted">(you)</span> : null}
        </p>
        <p className="break-all text-sm text-muted">{member.email}</p>
        <p className="mt-1 text-xs font-semibold tracking-[0.2em] text-gold-dark">
          {member.role.toUpperCase()}
          {member.disabled ? ' · DISABLED' : ''}
          {member.twoFactor ? ' · TWO-FACTOR' : ''}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        {offers.role ? (
          <Form method="post">
            <input type="hidden" name="id" value={member.id} />
            <input type="hidden" name="role" value={member.role === 'owner' ? 'staff' : 'owner'} />
            <Button type="submit" name="intent" value="role" variant="secondary" disabled={busy}>
              {member.role === 'owner' ? 'MAKE STAFF' : 'MAKE OWNER'}
            </Button>
          </Form>
        ) : null}
        {offers.disable ? (
          <Form method="post">
            <input type="hidden" name="id" value={member.id} />
            <Button type="submit" name="intent" value={member.disabled ? 'enable' : 'disable'} variant="secondary" disabled={busy}>
              {member.disabled ? 'ENABLE' : 'DISABLE'}
            </Button>
          </Form>
        ) : null}
        {member.twoFactor && !me ? (
          <Form method="post">
            <input type="hidden" name="id" value={member.id} />
            <Button type="submit" name="intent" value="two-factor-off" variant="secondary" disabled={busy}>
              TURN OFF TWO-FACTOR
            </Button>
          </Form>
        ) : null}
      </div>
    </>
  );
}
