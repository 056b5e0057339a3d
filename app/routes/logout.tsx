/**
 * Logout, /logout: the action ends the session on the server (or, asked to, every session of the account), clears its cookie and goes to /login; every Logout button posts here. Opened as a page, it asks first. The cart store sees
 * the session gone and forgets the account's cart in this browser (it stays on the server).
 */
import { Form, redirect, useNavigation } from 'react-router';
import type { Route } from './+types/logout';
import { fullName } from '../../domain/account.ts';
import { LogoutForm } from '../../domain/schemas/account';
import { logOut, logOutEverywhere } from '../features/account/accounts.server';
import { AuthLayout } from '../features/account/auth-layout';
import { Button } from '../components/ui/button';
import { ButtonLink } from '../components/ui/button-link';
import { formFields, isPostingTo } from '../lib/action-result';
import { privatePageMeta } from '../features/account/page-meta';
import { currentUser } from '../features/account/session.server';

export function meta({ matches }: Route.MetaArgs) {
  return privatePageMeta(matches, { title: 'Logout', description: 'Log out of your account.', path: '/logout' });
}

export async function loader({ context, request }: Route.LoaderArgs) {
  return { user: await currentUser(context, request) };
}

export async function action({ context, request }: Route.ActionArgs) {
  const form = LogoutForm.safeParse(formFields(await request.formData()));
  // Anything but "every session" ends this browser's session only.
  const user = form.data?.intent === 'everywhere' ? await currentUser(context, request) : null;
  const cookie = user ? await logOutEverywhere(context, request, user) : await logOut(context, request);
  return redirect('/login', { headers: { 'Set-Cookie': cookie, 'Cache-Control': 'private, no-store' } });
}

export default function Logout({ loaderData }: Route.ComponentProps) {
  const { user } = loaderData;
  const busy = isPostingTo(useNavigation(), '/logout');
  if (!user) {
    return (
      <AuthLayout eyebrow="ACCOUNT" title="You are not logged in.">
        <ButtonLink to="/login" block>
          LOGIN
        </ButtonLink>
      </AuthLayout>
    );
  }
  return (
    <AuthLayout
      eyebrow="ACCOUNT"
      title="Log out?"
      intro={
        <>
          You are logged in as <strong className="text-ink">{fullName(user)}</strong> ({user.email}).
        </>
      }
    >
      <Form method="post" className="flex flex-col gap-4 sm:flex-row">
        <Button type="submit" disabled={busy} className="sm:flex-1">
          {busy ? 'Logging out...' : 'LOGOUT'}
        </Button>
        <ButtonLink to="/" variant="secondary" className="sm:flex-1">
          STAY LOGGED IN
        </ButtonLink>
      </Form>
      <Form method="post" className="mt-8 border-t border-line pt-6">
        <p className="mb-3 text-sm text-muted">Lost a phone, or logged in on a shared computer? End your sessions on every device at once.</p>
        <Button type="submit" name="intent" value="everywhere" variant="secondary" disabled={busy} block>
          LOG OUT ON EVERY DEVICE
        </Button>
      </Form>
    </AuthLayout>
  );
}
