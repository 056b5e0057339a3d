/**
 * Login, /login: e-mail and password, remember-me (7 days, else the
 * browser session), 'Forgot password', then back to where the shopper was going
 * (`?redirectTo=/checkout`, same-site paths only). The action sets the httpOnly session cookie
 * and works as a plain form post without scripts. Once the root loader sees the session, the
 * cart store merges the guest cart and wishlist into the account's (features/cart/account-sync).
 */
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Link, redirect, useNavigation, useSearchParams, useSubmit } from 'react-router';
import { toast } from '../lib/toast';
import type { z } from 'zod';
import { ACCOUNT_MESSAGES } from '../../domain/account-messages.ts';
import { LoginInput } from '../../domain/schemas/account';
import type { Route } from './+types/login';
import { logInShopper } from '../features/account/accounts.server';
import { AuthLayout } from '../features/account/auth-layout';
import { Button } from '../components/ui/button';
import { FormAlert } from '../components/ui/form-alert';
import { PasswordField } from '../components/ui/password-field';
import { TextField } from '../components/ui/text-field';
import { callServerAction, formHeaders, formText, invalid, isPostingTo } from '../lib/action-result';
import { forAction } from '../lib/domain-errors.server';
import { privatePageMeta } from '../features/account/page-meta';
import { useResetLinkRequest } from '../features/account/reset-link';
import { safeRedirect } from '../features/account/safe-redirect';
import { afterLogin, codeStepPath, signedInHeaders } from '../features/account/login-steps.server';
import { currentUser } from '../features/account/session.server';
import { lazyZodResolver } from '../lib/lazy-resolver';
import { useHydrated } from '../lib/use-hydrated';

const LOGIN_FAILED = 'Login failed.';
const NETWORK_ERROR = 'Something went wrong. Please try again.';

export const headers = formHeaders;

export function meta({ matches }: Route.MetaArgs) {
  return privatePageMeta(matches, { title: 'Login', description: 'Log in to check out, see your orders and keep your cart on every device.', path: '/login' });
}

export async function loader({ context, request }: Route.LoaderArgs) {
  if (await currentUser(context, request)) throw redirect(safeRedirect(new URL(request.url).searchParams.get('redirectTo')));
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const parsed = LoginInput.safeParse({
    email: formText(form, 'email'),
    password: formText(form, 'password'),
    rememberMe: form.get('rememberMe') === 'on',
  });
  if (!parsed.success) return invalid(parsed.error);
  return forAction(async () => {
    const { user, cookies } = await logInShopper(context, request, parsed.data);
    const target = safeRedirect(formText(form, 'redirectTo'));
    // The password was right and the account has two-factor: the code page comes next.
    if (!user) return redirect(codeStepPath(target), { headers: signedInHeaders(cookies) });
    return redirect(afterLogin(target, user), { headers: signedInHeaders(cookies) });
  });
}

export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  try {
    return await callServerAction(() => serverAction(), { network: NETWORK_ERROR, failed: LOGIN_FAILED });
  } catch (success) {
    // Only the redirect of a successful login gets here; it is followed after the toast.
    toast.success(ACCOUNT_MESSAGES.loginSucceeded);
    throw success;
  }
}

type LoginFields = z.input<typeof LoginInput>;
const loginResolver = lazyZodResolver(() => import('../features/account/form-schemas').then((schemas) => schemas.LoginInput));

export default function Login({ actionData: result }: Route.ComponentProps) {
  const hydrated = useHydrated();
  const submit = useSubmit();
  const navigation = useNavigation();
  const [searchParams] = useSearchParams();
  const redirectTo = safeRedirect(searchParams.get('redirectTo'));
  const resetLink = useResetLinkRequest();
  const {
    register,
    handleSubmit,
    setError,
    getValues,
    setFocus,
    formState: { errors },
  } = useForm<LoginFields>({
    resolver: loginResolver,
    mode: 'onTouched',
    defaultValues: { email: '', password: '', rememberMe: false },
  });

  useEffect(() => {
    if (!result) return;
    if (result.fieldErrors?.email) setError('email', { message: result.fieldErrors.email });
    if (result.fieldErrors?.password) setError('password', { message: result.fieldErrors.password });
    if (result.failure) toast.error(result.failure);
    else if (!result.fieldErrors) toast.error(result.error || LOGIN_FAILED);
  }, [result, setError]);

  const busy = isPostingTo(navigation, '/login');
  const onSubmit = handleSubmit((_values, event) => {
    void submit(event?.target as HTMLFormElement, { method: 'post' });
  });
  const forgotPassword = (event: React.MouseEvent) => {
    event.preventDefault();
    if (!resetLink.request(getValues('email'))) setFocus('email');
  };
  const fieldError = (field: 'email' | 'password') => errors[field]?.message ?? (hydrated ? undefined : result?.fieldErrors?.[field]);

  return (
    <AuthLayout eyebrow="WELCOME BACK" title="Login" intro="Log in to check out, see your orders and find your cart on any device.">
      <form method="post" onSubmit={onSubmit} onFocus={loginResolver.preload} noValidate aria-label="Login" className="space-y-6">
        {!hydrated && result?.error && !result.fieldErrors ? <FormAlert tone="error">{result.error}</FormAlert> : null}
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <TextField label="Email" type="email" registration={register('email')} error={fieldError('email')} autoComplete="email" />
        <PasswordField label="Password" registration={register('password')} error={fieldError('password')} autoComplete="current-password" />
        <div className="flex flex-wrap items-center justify-between gap-3">
          <label className="flex cursor-pointer items-center gap-2.5 text-sm">
            <input type="checkbox" {...register('rememberMe')} className="h-4 w-4 accent-gold-dark" />
            Remember me for 7 days
          </label>
          <button
            type="submit"
            formAction="/forgot-password"
            formNoValidate
            onClick={forgotPassword}
            disabled={resetLink.sending}
            className="text-sm text-ink underline underline-offset-4 hover:text-gold-dark disabled:opacity-60"
          >
            {resetLink.sending ? 'Sending link...' : 'Forgot password?'}
          </button>
        </div>
        <Button type="submit" block disabled={busy}>
          {busy ? 'Logging in...' : 'LOGIN'}
        </Button>
        <p className="text-center text-sm text-muted">
          New here?{' '}
          <Link to="/register" className="font-medium text-ink underline underline-offset-4 hover:text-gold-dark">
            Sign up
          </Link>
        </p>
      </form>
    </AuthLayout>
  );
}
