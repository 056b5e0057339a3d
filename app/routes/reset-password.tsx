/**
 * Choosing a new password from an e-mailed link, /reset-password?token=… The new password
 * follows the registration rules (ResetPasswordInput). The link works once, within an hour; a
 * reset ends every earlier session, so this browser's cookie is cleared too.
 */
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate, useNavigation, useSearchParams, useSubmit } from 'react-router';
import { toast } from '../lib/toast';
import type { z } from 'zod';
import { ACCOUNT_MESSAGES } from '../../domain/account-messages.ts';
import { ResetPasswordInput } from '../../domain/schemas/account';
import type { Route } from './+types/reset-password';
import { clearedCookie, setNewPassword } from '../features/account/accounts.server';
import { AuthLayout } from '../features/account/auth-layout';
import { Button } from '../components/ui/button';
import { ButtonLink } from '../components/ui/button-link';
import { FormAlert } from '../components/ui/form-alert';
import { PasswordField } from '../components/ui/password-field';
import { callServerAction, done, formHeaders, formText, invalid, isPostingTo, refused, type ActionResult } from '../lib/action-result';
import { forAction } from '../lib/domain-errors.server';
import { privatePageMeta } from '../features/account/page-meta';
import { lazyZodResolver } from '../lib/lazy-resolver';
import { useHydrated } from '../lib/use-hydrated';

const NETWORK_ERROR = 'Something went wrong. Please try again.';
const LOGIN_DELAY_MS = 1000;

export const headers = formHeaders;

export function meta({ matches }: Route.MetaArgs) {
  return privatePageMeta(matches, { title: 'Choose a new password', description: 'Set a new password for your account.', path: '/reset-password' });
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const parsed = ResetPasswordInput.safeParse({
    token: formText(form, 'token'),
    password: formText(form, 'password'),
    confirmPassword: formText(form, 'confirmPassword'),
  });
  if (!parsed.success) {
    if (parsed.error.issues.some((issue) => issue.path[0] === 'token')) return refused(ACCOUNT_MESSAGES.resetLinkInvalid);
    return invalid(parsed.error);
  }
  return forAction(async () => {
    await setNewPassword(context, parsed.data);
    return done({ message: ACCOUNT_MESSAGES.passwordReset }, { headers: { 'Set-Cookie': clearedCookie(context, request) } });
  });
}

export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  return callServerAction(() => serverAction(), { network: NETWORK_ERROR, failed: NETWORK_ERROR });
}

type ResetFields = z.input<typeof ResetPasswordInput>;
const resetResolver = lazyZodResolver(() => import('../features/account/form-schemas').then((schemas) => schemas.ResetPasswordInput));

export default function ResetPassword({ actionData: result }: Route.ComponentProps) {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() ?? '';
  const linkRefused = token === '' || result?.error === ACCOUNT_MESSAGES.resetLinkInvalid;

  return (
    <AuthLayout eyebrow="ACCOUNT HELP" title="Choose a new password">
      {linkRefused ? <InvalidLink /> : <ResetForm token={token} result={result} />}
    </AuthLayout>
  );
}

function InvalidLink() {
  return (
    <div className="space-y-6">
      <FormAlert tone="error">{ACCOUNT_MESSAGES.resetLinkInvalid}</FormAlert>
      <p className="text-sm text-muted">Links work once, within an hour of asking. Ask for a new one and use it soon after it arrives.</p>
      <ButtonLink to="/forgot-password" block>
        SEND A NEW LINK
      </ButtonLink>
    </div>
  );
}

function ResetForm({ token, result }: { token: string; result: ActionResult | undefined }) {
  const hydrated = useHydrated();
  const submit = useSubmit();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const {
    register,
    handleSubmit,
    setError,
    getValues,
    trigger,
    formState: { errors },
  } = useForm<ResetFields>({
    resolver: resetResolver,
    mode: 'onTouched',
    defaultValues: { token, password: '', confirmPassword: '' },
  });

  useEffect(() => {
    if (!result) return;
    if (result.fieldErrors?.password) setError('password', { message: result.fieldErrors.password });
    if (result.fieldErrors?.confirmPassword) setError('confirmPassword', { message: result.fieldErrors.confirmPassword });
    if (result.failure) toast.error(result.failure);
    if (!result.ok) return;
    toast.success(result.message ?? ACCOUNT_MESSAGES.passwordReset);
    const timer = setTimeout(() => navigate('/login'), LOGIN_DELAY_MS);
    return () => clearTimeout(timer);
  }, [result, setError, navigate]);

  if (!hydrated && result?.ok) {
    return (
      <div className="space-y-6">
        <FormAlert tone="success">{result.message}</FormAlert>
        <ButtonLink to="/login" block>
          LOG IN
        </ButtonLink>
      </div>
    );
  }

  // Once the password is set the form stays disabled until the login page opens.
  const busy = isPostingTo(navigation, '/reset-password') || result?.ok === true;
  const onSubmit = handleSubmit((_values, event) => {
    void submit(event?.target as HTMLFormElement, { method: 'post' });
  });
  const fieldError = (field: 'password' | 'confirmPassword') => errors[field]?.message ?? (hydrated ? undefined : result?.fieldErrors?.[field]);

  return (
    <form method="post" onSubmit={onSubmit} onFocus={resetResolver.preload} noValidate aria-label="Choose a new password" className="space-y-6">
      {!hydrated && result?.error ? <FormAlert tone="error">{result.error}</FormAlert> : null}
      <input type="hidden" {...register('token')} />
      <PasswordField
        label="New password"
        registration={register('password', { onChange: () => void (getValues('confirmPassword') && trigger('confirmPassword')) })}
        error={fieldError('password')}
        autoComplete="new-password"
      />
      <PasswordField label="Confirm password" registration={register('confirmPassword')} error={fieldError('confirmPassword')} autoComplete="new-password" />
      <p className="text-xs text-muted">At least 8 characters, with a letter and a number.</p>
      <Button type="submit" block disabled={busy}>
        {busy ? 'Saving...' : 'SET NEW PASSWORD'}
      </Button>
    </form>
  );
}
