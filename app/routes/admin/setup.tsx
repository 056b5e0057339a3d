/**
 * The first owner's account, /admin/setup?token=…: the address the first start printed while the
 * shop has no owner (the token is also in DATA_DIR/admin-setup-token). Once an owner exists the
 * link is spent and the page says so.
 */
import { Form, redirect, useNavigation } from 'react-router';
import type { Route } from './+types/setup';
import { RegisterInput } from '../../../domain/schemas/account';
import { AuthLayout } from '../../features/account/auth-layout';
import { registrationFields } from '../../features/account/form-result';
import { formHeaders, formText, invalid, isPostingTo } from '../../lib/action-result';
import { forAction } from '../../lib/domain-errors.server';
import { privatePageMeta } from '../../features/account/page-meta';
import { isSetupTokenValid, setUpOwner } from '../../features/admin/admin.server';
import { Button } from '../../components/ui/button';
import { ButtonLink } from '../../components/ui/button-link';
import { FormAlert } from '../../components/ui/form-alert';
import { TextField } from '../../components/ui/text-field';

export const headers = formHeaders;

export function meta({ matches }: Route.MetaArgs) {
  return privatePageMeta(matches, { title: 'Set up your shop', description: 'Create the shop owner’s account.', path: '/admin/setup' });
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get('token');
  return { token: (await isSetupTokenValid(context, token)) ? token : null };
}

export async function action({ context, request }: Route.ActionArgs) {
  const form = await request.formData();
  const parsed = RegisterInput.safeParse(registrationFields(form));
  if (!parsed.success) return invalid(parsed.error);
  return forAction(async () => {
    const cookie = await setUpOwner(context, request, formText(form, 'token') ?? '', parsed.data);
    return redirect('/admin', { headers: { 'Set-Cookie': cookie, 'Cache-Control': 'private, no-store' } });
  });
}

export default function OwnerSetup({ loaderData, actionData: result }: Route.ComponentProps) {
  const busy = isPostingTo(useNavigation(), '/admin/setup');
  if (!loaderData.token) {
    return (
      <AuthLayout eyebrow="BACK OFFICE" title="Set up your shop" intro="This setup link is invalid or has already been used.">
        <ButtonLink to="/login?redirectTo=%2Fadmin" block>
          LOG IN
        </ButtonLink>
      </AuthLayout>
    );
  }
  const error = (field: string) => result?.fieldErrors?.[field];
  return (
    <AuthLayout eyebrow="BACK OFFICE" title="Set up your shop" intro="Create the owner’s account: you will run the catalogue, orders and staff from it.">
      {result?.error ? <FormAlert tone="error">{result.error}</FormAlert> : null}
      <Form method="post" className="mt-4 grid gap-5">
        <input type="hidden" name="token" value={loaderData.token} />
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField label="First name" name="firstName" autoComplete="given-name" error={error('firstName')} required />
          <TextField label="Last name" name="lastName" autoComplete="family-name" error={error('lastName')} required />
        </div>
        <TextField label="Email" name="email" type="email" autoComplete="email" error={error('email')} required />
        <TextField
          label="Password"
          name="password"
          type="password"
          autoComplete="new-password"
          error={error('password')}
          hint="At least 8 characters, with a letter and a number."
          required
        />
        <TextField label="Confirm password" name="confirmPassword" type="password" autoComplete="new-password" error={error('confirmPassword')} required />
        <Button type="submit" disabled={busy} block>
          {busy ? 'Creating...' : 'CREATE THE OWNER ACCOUNT'}
        </Button>
      </Form>
    </AuthLayout>
  );
}
