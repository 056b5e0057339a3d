/**
 * The code step of a two-factor sign-in, /login/code: after the password, a staff member with
 * two-factor types the 6-digit code of their authenticator app (or a recovery code) before a
 * session is made. The pending login lives 5 minutes in an httpOnly cookie; without it, back to /login.
 */
import { Form, Link, redirect, useNavigation, useSearchParams } from 'react-router';
import type { Route } from './+types/login-code';
import { TWO_FACTOR_MESSAGES, TwoFactorCodeInput } from '../../domain/schemas/two-factor';
import { completeCodeStep, hasPendingLogin } from '../features/account/accounts.server';
import { AuthLayout } from '../features/account/auth-layout';
import { afterLogin, signedInHeaders } from '../features/account/login-steps.server';
import { privatePageMeta } from '../features/account/page-meta';
import { safeRedirect } from '../features/account/safe-redirect';
import { Button } from '../components/ui/button';
import { TextField } from '../components/ui/text-field';
import { formHeaders, formText, invalid } from '../lib/action-result';
import { forAction } from '../lib/domain-errors.server';

export const headers = formHeaders;

export function meta({ matches }: Route.MetaArgs) {
  return privatePageMeta(matches, { title: 'Enter your code', description: TWO_FACTOR_MESSAGES.codeStepIntro, path: '/login/code' });
}

export function loader({ context, request }: Route.LoaderArgs) {
  if (!hasPendingLogin(context, request)) throw redirect('/login');
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const parsed = TwoFactorCodeInput.safeParse({ code: formText(form, 'code') });
  if (!parsed.success) return invalid(parsed.error);
  return forAction(async () => {
    const { user, cookies } = await completeCodeStep(context, request, parsed.data.code);
    return redirect(afterLogin(safeRedirect(formText(form, 'redirectTo')), user), { headers: signedInHeaders(cookies) });
  });
}

export default function LoginCode({ actionData: result }: Route.ComponentProps) {
  const busy = useNavigation().state !== 'idle';
  const [searchParams] = useSearchParams();
  const error = result?.fieldErrors?.code ?? result?.error;
  return (
    <AuthLayout eyebrow="TWO-FACTOR SIGN-IN" title="Enter your code" intro={TWO_FACTOR_MESSAGES.codeStepIntro}>
      <Form method="post" aria-label="Two-factor code" className="space-y-6">
        <input type="hidden" name="redirectTo" value={safeRedirect(searchParams.get('redirectTo'))} />
        <TextField
          label="Code"
          name="code"
          autoComplete="one-time-code"
          inputMode="text"
          autoCapitalize="off"
          spellCheck={false}
          error={error}
          hint="6 digits, or a recovery code like abcde-23456"
        />
        <Button type="submit" block disabled={busy}>
          {busy ? 'Checking...' : 'SIGN IN'}
        </Button>
        <p className="text-center text-sm text-muted">
          Took too long?{' '}
          <Link to="/login" className="font-medium text-ink underline underline-offset-4 hover:text-gold-dark">
            Start again
          </Link>
        </p>
      </Form>
    </AuthLayout>
  );
}
