/**
 * The user icon and its panel: who is signed in, a link to their account page and a Logout button,
 * or 'You are not logged in.' and a Login button. Opens on hover, click, tap or keyboard focus.
 */
import { Form, Link } from 'react-router';
import { UserIcon } from '../../components/icons';
import { fullName, type PublicUser } from '../../../domain/account.ts';
import { useUser } from '../../lib/root-data';
import { usePopover } from './use-popover';

export function UserPanel() {
  const user = useUser();
  const popover = usePopover<HTMLDivElement>({ openOnFocus: true });
  return (
    <div {...popover.wrapperProps} className="relative">
      <button {...popover.triggerProps} aria-label="Account" className={`p-2 ${popover.open ? 'text-gold-dark' : 'hover:text-gold-dark'}`}>
        <UserIcon />
      </button>
      {popover.open ? (
        // The padding, not a margin, bridges trigger and card, so the pointer never leaves the panel on its way down.
        <div id={popover.panelId} role="group" aria-label="Account" className="absolute right-0 top-full z-40 w-72 pt-2">
          <div className="border border-line bg-ivory p-6 text-center shadow-[0_24px_50px_-24px_rgba(31,26,23,0.45)]">
            {user ? <SignedIn user={user} /> : <SignedOut />}
          </div>
        </div>
      ) : null}
    </div>
  );
}

const buttonClass = 'mt-5 block w-full bg-ink px-6 py-3 text-sm font-medium tracking-[0.08em] text-ivory transition hover:bg-gold-dark';
const accountLinkClass =
  'mt-5 block w-full border border-ink px-6 py-3 text-sm font-medium tracking-[0.08em] text-ink transition hover:bg-ink hover:text-ivory';

function SignedOut() {
  return (
    <>
      <span className="mx-auto flex h-12 w-12 items-center justify-center rounded-full bg-sand text-gold-dark">
        <UserIcon className="h-6 w-6" />
      </span>
      <p className="mt-3 font-display text-xl">You are not logged in.</p>
      <p className="mt-1 text-sm text-muted">Sign in to check out and see your orders.</p>
      <Link to="/login" className={buttonClass}>
        Login
      </Link>
    </>
  );
}

function SignedIn({ user }: { user: PublicUser }) {
  return (
    <>
      <p className="text-[11px] font-semibold tracking-[0.22em] text-gold-dark">User Profile</p>
      <p className="mt-3 font-display text-2xl">{fullName(user)}</p>
      <p className="mt-1 break-all text-sm text-muted">{user.email}</p>
      {user.emailVerified ? null : (
        <Link to="/verify-email" className="mt-2 inline-block text-sm text-gold-dark underline underline-offset-4">
          Confirm your e-mail address
        </Link>
      )}
      <Link to="/account" className={accountLinkClass}>
        My account
      </Link>
      <Form method="post" action="/logout">
        <button type="submit" className={buttonClass}>
          Logout
        </button>
      </Form>
    </>
  );
}
