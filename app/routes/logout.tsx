/**
 * Logout, /logout: the action clears the session cookie and goes to /login; every Logout button posts here. Opened as a page, it asks first. The cart store sees
 * the session gone and forgets the account's cart in this browser (it stays on the server).
 */
import { Form, redirect, useNavigation } from 'react-router';
import type { Route } from './+types/logout';
import { fullName } from '../../domain/schemas/account';
import { logOutCookie } from '../features/account/accounts.server';
import { AuthLayout } from '../features/account/auth-layout';
import { Button } from '../components/ui/button';
import { ButtonLink } from '../components/ui/button-link';
import { isPostingTo } from '../features/account/form-result';
import { privatePageMeta } from '../features/account/page-meta';
import { currentUser } from '../features/account/session.server';

export function meta({ matches }: Route.MetaArgs) {
  return privatePageMeta(matches, { title: 'Logout', description: 'Log out of your account.', path: '/logout' });
}

export async function loader({ context, request }: Route.LoaderArgs) {
  return { user: await currentUser(context, request) };
}

export async function action({ context, request }: Route.ActionArgs) {
  return redirect('/login', { headers: { 'Set-Cookie': logOutCookie(context, request), 'Cache-Control': 'no-store' } });
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
    </AuthLayout>
  );
}
