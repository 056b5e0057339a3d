/**
 * Unsaved changes in the back office are not lost by a stray click: while `dirty`, going to
 * another page of the shop asks first (a dialog: stay, or leave and lose the changes), and closing
 * or reloading the tab makes the browser ask (`beforeunload`). Posting the form itself is not
 * leaving. `what` names what would be lost ("Your changes to this product"); `allowLeaving` lets a
 * form leave on purpose (after a save) before its state has caught up; `watchSearch` also guards a
 * change of the query string (another tab of the same page).
 */
import { useEffect, useId, type RefObject } from 'react';
import { useBlocker } from 'react-router';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';

const LEAVE_MESSAGES = {
  title: 'Leave without saving?',
  body: (what: string) => `${what} has not been saved. If you leave now, it is lost.`,
  stay: 'STAY AND KEEP EDITING',
  leave: 'LEAVE WITHOUT SAVING',
} as const;

interface LeaveGuardProps {
  dirty: boolean;
  what: string;
  allowLeaving?: RefObject<boolean>;
  watchSearch?: boolean;
}

export function LeaveGuard({ dirty, what, allowLeaving, watchSearch = false }: LeaveGuardProps) {
  const titleId = useId();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty &&
      !allowLeaving?.current &&
      (currentLocation.pathname !== nextLocation.pathname || (watchSearch && currentLocation.search !== nextLocation.search)),
  );

  useEffect(() => {
    if (!dirty) return;
    const ask = (event: BeforeUnloadEvent) => {
      if (allowLeaving?.current) return;
      event.preventDefault();
      // Older browsers ask only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [dirty, allowLeaving]);

  if (blocker.state !== 'blocked') return null;
  return (
    <Dialog labelledBy={titleId} onClose={() => blocker.state === 'blocked' && blocker.reset()}>
      {(close) => (
        <div className="p-6 sm:p-8">
          <h2 id={titleId} className="text-2xl">
            {LEAVE_MESSAGES.title}
          </h2>
          <p className="mt-3 text-sm text-muted">{LEAVE_MESSAGES.body(what)}</p>
          <div className="mt-6 grid gap-3 sm:grid-cols-2">
            <Button onClick={close}>{LEAVE_MESSAGES.stay}</Button>
            <Button variant="secondary" onClick={() => blocker.proceed()}>
              {LEAVE_MESSAGES.leave}
            </Button>
          </div>
        </div>
      )}
    </Dialog>
  );
}
