/**
 * Forgot password, /forgot-password: an e-mailed single-use link that expires
 * in an hour. The login page's 'Forgot password' button posts here too. The answer is the same
 * whether or not the address has an account.
 */
import { useEffect, useState } from 'react';
import { Link, useNavigation, useSubmit } from 'react-router';
import { toast } from '../lib/toast';
import { ACCOUNT_MESSAGES } from '../../domain/account-messages.ts';
import { ForgotPasswordInput } from '../../domain/schemas/account';
import type { Route } from './+types/forgot-password';
import { sendResetLink } from '../features/account/accounts.server';
import { AuthLayout } from '../features/account/auth-layout';
import { Button } from '../components/ui/button';
import { FormAlert } from '../components/ui/form-alert';
import { TextField } from '../components/ui/text-field';
import { callServerAction, done, formHeaders, formText, isPostingTo, refused } from '../lib/action-result';
import { forAction } from '../lib/domain-errors.server';
import { privatePageMeta } from '../features/account/page-meta';
import { RESET_LINK_FAILURE, announceResetLink } from '../features/account/reset-link';
import { useHydrated } from '../lib/use-hydrated';

export const headers = formHeaders;

export function meta({ matches }: Route.MetaArgs) {
  return privatePageMeta(matches, { title: 'Forgot password', description: 'Receive a link to choose a new password.', path: '/forgot-password' });
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const parsed = ForgotPasswordInput.safeParse({ email: formText(form, 'email') });
  if (!parsed.success) return refused(ACCOUNT_MESSAGES.forgotEmailRequired);
  return forAction(async () => {
    await sendResetLink(context, request, parsed.data);
    return done({ message: ACCOUNT_MESSAGES.resetLinkSent });
  });
}

export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  return callServerAction(() => serverAction(), RESET_LINK_FAILURE);
}

export default function ForgotPassword({ actionData: result }: Route.ComponentProps) {
  const hydrated = useHydrated();
  const submit = useSubmit();
  const navigation = useNavigation();
  const [sentTo, setSentTo] = useState<string>();

  useEffect(() => {
    if (result) announceResetLink(result);
  }, [result]);

  const busy = isPostingTo(navigation, '/forgot-password');
  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const email = String(new FormData(event.currentTarget).get('email') ?? '').trim();
    if (!email) {
      toast.error(ACCOUNT_MESSAGES.forgotEmailRequired);
      return;
    }
    setSentTo(email);
    void submit(event.currentTarget, { method: 'post' });
  };

  const done = result?.ok === true;
  return (
    <AuthLayout
      eyebrow="ACCOUNT HELP"
      title="Forgot password"
      intro="Enter the e-mail address of your account and we will send you a link to choose a new password. The link works once, within an hour."
    >
      {!hydrated && result ? (
        <div className="mb-6">
          <FormAlert tone={done ? 'success' : 'error'}>{done ? result.message : result.error}</FormAlert>
        </div>
      ) : null}
      {hydrated && done ? (
        <div className="mb-6 border border-gold/40 bg-sand px-5 py-4 text-sm">
          <p className="font-display text-xl">Check your inbox</p>
          <p className="mt-1 text-muted">
            If {sentTo ? <strong className="text-ink">{sentTo}</strong> : 'the address'} has an account, a link to reset your password is on its way.
          </p>
        </div>
      ) : null}
      <form method="post" onSubmit={onSubmit} noValidate aria-label="Forgot password" className="space-y-6">
        <TextField label="Email" name="email" type="email" autoComplete="email" />
        <Button type="submit" block disabled={busy}>
          {busy ? 'Sending...' : 'SEND RESET LINK'}
        </Button>
        <p className="text-center text-sm text-muted">
          Remembered it?{' '}
          <Link to="/login" className="font-medium text-ink underline underline-offset-4 hover:text-gold-dark">
            Back to login
          </Link>
        </p>
      </form>
    </AuthLayout>
  );
}
