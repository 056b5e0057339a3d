/**
 * Which of the order page's forms hold something not yet sent, for its LeaveGuard. Each form says
 * so through its own callback, the same function on every render (so a form's effect that reports
 * does not run again for nothing); `what` names what leaving would lose, the note first, then a
 * payment or refund, then a status change.
 */
import { useState } from 'react';

const LOST = { note: 'Your note', money: 'Your payment or refund', status: 'Your status change' } as const;
type OrderPageForm = keyof typeof LOST;

export function useUnsavedForms() {
  const [unsaved, setUnsaved] = useState<Record<OrderPageForm, boolean>>({ status: false, note: false, money: false });
  const [onDirtyChange] = useState(() => {
    const reporter = (form: OrderPageForm) => (value: boolean) => setUnsaved((now) => (now[form] === value ? now : { ...now, [form]: value }));
    return { status: reporter('status'), note: reporter('note'), money: reporter('money') };
  });
  const dirty = unsaved.status || unsaved.note || unsaved.money;
  const what = unsaved.note ? LOST.note : unsaved.money ? LOST.money : LOST.status;
  return { dirty, what, onDirtyChange };
}
