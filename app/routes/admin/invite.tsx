/**
 * An invitation to the back office, /admin/invite?token=…: the invited person chooses a password,
 * becomes staff with the invitation's role and is signed in (an account that already has two-factor
 * is sent to sign in with its code instead). The service counts the post against the client's
 * limit and checks the token before it hashes the password.
 */
import { Form, redirect, useNavigation } from 'react-router';
import type { Route } from './+types/invite';
import { NewPassword, ACCOUNT_MESSAGES, linkToken } from '../../../domain/schemas/account';
import { STAFF_MESSAGES } from '../../../domain/schemas/staff';
import { AuthLayout } from '../../features/account/auth-layout';
import { done, formHeaders, formText, isPostingTo, refused } from '../../lib/action-result';
import { forAction } from '../../lib/domain-errors.server';
import { privatePageMeta } from '../../features/account/page-meta';
import { acceptInvitation, invitationOf } from '../../features/admin/admin.server';
import { Button } from '../../components/ui/button';
import { ButtonLink } from '../../components/ui/button-link';
import { FormAlert } from '../../components/ui/form-alert';
import { TextField } from '../../components/ui/text-field';

const INVALID = STAFF_MESSAGES.inviteLinkInvalid;

export const headers = formHeaders;

export function meta({ matches }: Route.MetaArgs) {
  return privatePageMeta(matches, {
    title: 'Join the back office',
    description: 'Choose your password to join the shop’s back office.',
    path: '/admin/invite',
  });
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const token = linkToken(INVALID).safeParse(new URL(request.url).searchParams.get('token'));
  const member = token.success ? await invitationOf(context, token.data) : null;
  return { token: member ? token.data : null, member: member ? { firstName: member.firstName, email: member.email } : null };
}

export async function action({ context, request }: Route.ActionArgs) {
  const form = await request.formData();
  const password = formText(form, 'password') ?? '';
  const checked = NewPassword.safeParse(password);
  // A password refused is answered 200, as this page always has.
  if (!checked.success) return refused({ password: checked.error.issues[0]!.message }, { status: 200 });
  if (password !== formText(form, 'confirmPassword')) return refused({ confirmPassword: ACCOUNT_MESSAGES.passwordsMustMatch }, { status: 200 });
  return forAction(async () => {
    const cookie = await acceptInvitation(context, request, { token: formText(form, 'token') ?? '', password });
    if (!cookie) return done({ message: STAFF_MESSAGES.joinedSignInWithCode });
    return redirect('/admin', { headers: { 'Set-Cookie': cookie, 'Cache-Control': 'private, no-store' } });
  });
}

export default function AcceptInvitation({ loaderData, actionData: result }: Route.ComponentProps) {
  const busy = isPostingTo(useNavigation(), '/admin/invite');
  if (result?.ok) {
    return (
      <AuthLayout eyebrow="BACK OFFICE" title="Join the back office" intro={result.message}>
        <ButtonLink to="/login?redirectTo=/admin" block>
          SIGN IN
        </ButtonLink>
      </AuthLayout>
    );
  }
  if (!loaderData.token || !loaderData.member) {
    return (
      <AuthLayout eyebrow="BACK OFFICE" title="Join the back office" intro={INVALID}>
        <ButtonLink to="/" block>
          BACK TO THE SHOP
        </ButtonLink>
      </AuthLayout>
    );
  }
  return (
    <AuthLayout
      eyebrow="BACK OFFICE"
      title={`Welcome, ${loaderData.member.firstName}`}
      intro={`Choose the password for ${loaderData.member.email}; you will be signed in to the back office.`}
    >
      {result?.error ? <FormAlert tone="error">{result.error}</FormAlert> : null}
      <Form method="post" className="mt-4 grid gap-5">
        <input type="hidden" name="token" value={loaderData.token} />
        <TextField
          label="Password"
          name="password"
          type="password"
          autoComplete="new-password"
          error={result?.fieldErrors?.password}
          hint="At least 8 characters, with a letter and a number."
          required
        />
        <TextField
          label="Confirm password"
          name="confirmPassword"
          type="password"
          autoComplete="new-password"
          error={result?.fieldErrors?.confirmPassword}
          required
        />
        <Button type="submit" disabled={busy} block>
          {busy ? 'Joining...' : 'JOIN THE BACK OFFICE'}
        </Button>
      </Form>
    </AuthLayout>
  );
}
