/**
 * Registration, /register ('Create Account'): checked in the browser and
 * again by the action with the same schema; works as a plain form post without scripts.
 * acceptTerms has no checkbox (an absent value counts as accepted); the form says what registering
 * accepts and links the terms.
 */
import { useEffect } from 'react';
import { useForm, type UseFormSetError } from 'react-hook-form';
import { Link, redirect, useNavigate, useNavigation, useSubmit } from 'react-router';
import { toast } from '../lib/toast';
import type { z } from 'zod';
import { RegisterInput } from '../../domain/schemas/account';
import type { Route } from './+types/register';
import { registerShopper } from '../features/account/accounts.server';
import { AuthLayout } from '../features/account/auth-layout';
import { Button } from '../components/ui/button';
import { ButtonLink } from '../components/ui/button-link';
import { FormAlert } from '../components/ui/form-alert';
import { PasswordField } from '../components/ui/password-field';
import { TextField } from '../components/ui/text-field';
import { registrationFields } from '../features/account/form-result';
import { callServerAction, done, formHeaders, invalid, isPostingTo, type ActionResult } from '../lib/action-result';
import { forAction } from '../lib/domain-errors.server';
import { privatePageMeta } from '../features/account/page-meta';
import { currentUser } from '../features/account/session.server';
import { lazyZodResolver } from '../lib/lazy-resolver';
import { useHydrated } from '../lib/use-hydrated';

const CREATED = 'Account Created Successfully!';
const NETWORK_ERROR = 'An error occurred during registration.';
/** The login page follows the success message after one second. */
const LOGIN_DELAY_MS = 1000;

export const headers = formHeaders;

export function meta({ matches }: Route.MetaArgs) {
  return privatePageMeta(matches, {
    title: 'Create Account',
    description: 'Create your account to check out faster and follow your orders.',
    path: '/register',
  });
}

export async function loader({ context, request }: Route.LoaderArgs) {
  if (await currentUser(context, request)) throw redirect('/');
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const parsed = RegisterInput.safeParse(registrationFields(form));
  if (!parsed.success) return invalid(parsed.error);
  return forAction(async () => {
    await registerShopper(context, request, parsed.data);
    return done({});
  });
}

export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  return callServerAction(() => serverAction(), { network: NETWORK_ERROR, failed: NETWORK_ERROR });
}

type RegisterFields = z.input<typeof RegisterInput>;
const registerResolver = lazyZodResolver(() => import('../features/account/form-schemas').then((schemas) => schemas.RegisterInput));
const FIELDS = ['firstName', 'lastName', 'email', 'password', 'confirmPassword'] as const;

/** The server's answer: its field messages on the fields, a refusal or failure as a toast; an account made opens the login page a second later. */
function useAnswer(result: ActionResult | undefined, setError: UseFormSetError<RegisterFields>) {
  const navigate = useNavigate();
  useEffect(() => {
    if (!result) return;
    for (const field of FIELDS) {
      const message = result.fieldErrors?.[field];
      if (message) setError(field, { message });
    }
    if (result.error) toast.error(`Registration Failed: ${result.error}`);
    if (result.failure) toast.error(result.failure);
    if (!result.ok) return;
    toast.success(CREATED);
    const timer = setTimeout(() => navigate('/login'), LOGIN_DELAY_MS);
    return () => clearTimeout(timer);
  }, [result, setError, navigate]);
}

export default function Register({ actionData: result }: Route.ComponentProps) {
  const hydrated = useHydrated();
  const submit = useSubmit();
  const navigation = useNavigation();
  const {
    register,
    handleSubmit,
    setError,
    getValues,
    trigger,
    formState: { errors },
  } = useForm<RegisterFields>({
    resolver: registerResolver,
    mode: 'onTouched',
    defaultValues: { firstName: '', lastName: '', email: '', password: '', confirmPassword: '', acceptTerms: true },
  });

  useAnswer(result, setError);

  // Once the account exists the form stays disabled until the login page opens.
  const created = result?.ok === true;
  const busy = isPostingTo(navigation, '/register') || created;
  const onSubmit = handleSubmit((_values, event) => {
    void submit(event?.target as HTMLFormElement, { method: 'post' });
  });
  const fieldError = (field: (typeof FIELDS)[number]) => errors[field]?.message ?? (hydrated ? undefined : result?.fieldErrors?.[field]);

  if (!hydrated && result?.ok) {
    return (
      <AuthLayout eyebrow="WELCOME" title="Create Account">
        <FormAlert tone="success">{CREATED}</FormAlert>
        <ButtonLink to="/login" block className="mt-8">
          LOG IN
        </ButtonLink>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout eyebrow="WELCOME" title="Create Account" intro="Register to check out, keep your cart on every device and follow your orders.">
      <form method="post" onSubmit={onSubmit} onFocus={registerResolver.preload} noValidate aria-label="Create Account" className="space-y-6">
        {!hydrated && result?.error ? <FormAlert tone="error">Registration Failed: {result.error}</FormAlert> : null}
        <div className="grid gap-6 sm:grid-cols-2">
          <TextField label="First name" registration={register('firstName')} error={fieldError('firstName')} autoComplete="given-name" />
          <TextField label="Last name" registration={register('lastName')} error={fieldError('lastName')} autoComplete="family-name" />
        </div>
        <TextField label="Email" type="email" registration={register('email')} error={fieldError('email')} autoComplete="email" />
        <PasswordField
          label="Password"
          registration={register('password', {
            // 'Passwords must match' follows the password, once a confirmation has been typed.
            onChange: () => void (getValues('confirmPassword') && trigger('confirmPassword')),
          })}
          error={fieldError('password')}
          autoComplete="new-password"
        />
        <PasswordField label="Confirm password" registration={register('confirmPassword')} error={fieldError('confirmPassword')} autoComplete="new-password" />
        <p className="text-xs leading-relaxed text-muted">
          At least 8 characters, with a letter and a number. By registering you accept our{' '}
          <Link to="/terms-conditions" className="text-ink underline underline-offset-4 hover:text-gold-dark">
            terms and conditions
          </Link>
          .
        </p>
        <Button type="submit" block disabled={busy}>
          {busy ? 'Registering...' : 'REGISTER'}
        </Button>
        <p className="text-center text-sm text-muted">
          Already have an account?{' '}
          <Link to="/login" className="font-medium text-ink underline underline-offset-4 hover:text-gold-dark">
            Log in
          </Link>
        </p>
      </form>
    </AuthLayout>
  );
}
