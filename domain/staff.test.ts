import { describe, expect, it } from 'vitest';
import { STAFF_MESSAGES } from './schemas/staff.ts';
import { offeredStaffChanges, staffChangeRefusal } from './staff.ts';

const me = { id: 1, role: 'owner' as const, disabled: false };
const maker = { id: 2, role: 'staff' as const, disabled: false };
const partner = { id: 3, role: 'owner' as const, disabled: false };

describe('the changes an owner may make to staff', () => {
  it('offers the only owner neither MAKE STAFF nor DISABLE on themself, and refuses both', () => {
    expect(offeredStaffChanges(me, [me, maker], me.id)).toEqual({ role: false, disable: false });
    expect(staffChangeRefusal(me, { role: 'staff' }, { actorId: me.id, otherOwners: 0 })).toBe(STAFF_MESSAGES.keepOneOwner);
    expect(staffChangeRefusal(me, { disabled: true }, { actorId: me.id, otherOwners: 0 })).toBe(STAFF_MESSAGES.notYourself);
  });

  it('lets an owner step down to staff while another owner remains, but never disable themself', () => {
    expect(offeredStaffChanges(me, [me, partner], me.id)).toEqual({ role: true, disable: false });
    expect(staffChangeRefusal(me, { disabled: true }, { actorId: me.id, otherOwners: 1 })).toBe(STAFF_MESSAGES.notYourself);
  });

  it('does not count a disabled owner as the one that remains', () => {
    expect(offeredStaffChanges(me, [me, { ...partner, disabled: true }], me.id)).toEqual({ role: false, disable: false });
  });

  it('offers every change on others, and enabling whoever is disabled', () => {
    expect(offeredStaffChanges(maker, [me, maker], me.id)).toEqual({ role: true, disable: true });
    expect(offeredStaffChanges(partner, [me, partner], me.id)).toEqual({ role: true, disable: true });
    expect(offeredStaffChanges({ ...maker, disabled: true }, [me, maker], me.id).disable).toBe(true);
  });
});
