/**
 * A new e-mail address confirmed, /confirm-email: the link mailed to the new address of an e-mail
 * change (`?token=`) moves the account to it when the page opens (decision record 041). Opening
 * it needs no session: the link proves the mailbox.
 */
import { data } from 'react-router';
import type { Route } from './+types/confirm-email';
import { ACCOUNT_MESSAGES } from '../../domain/account-messages.ts';
import { ConfirmEmailChangeInput } from '../../domain/schemas/account';
import { DomainError } from '../../domain/errors';
import { confirmNewEmail } from '../features/account/accounts.server';
import { AuthLayout } from '../features/account/auth-layout';
import { ButtonLink } from '../components/ui/button-link';
import { FormAlert } from '../components/ui/form-alert';
import { privatePageMeta } from '../features/account/page-meta';

export function meta({ matches }: Route.MetaArgs) {
  return privatePageMeta(matches, { title: 'Your new e-mail address', description: 'Confirm the new e-mail address of your account.', path: '/confirm-email' });
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const parsed = ConfirmEmailChangeInput.safeParse({ token: new URL(request.url).searchParams.get('token') ?? '' });
  try {
    if (!parsed.success) throw new DomainError(ACCOUNT_MESSAGES.emailChangeLinkInvalid);
    await confirmNewEmail(context, request, parsed.data);
    return { error: null };
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    return data({ error: error.message }, { status: error.status });
  }
}

export default function ConfirmEmail({ loaderData }: Route.ComponentProps) {
  if (loaderData.error) {
    return (
      <AuthLayout eyebrow="ACCOUNT" title="Your e-mail address">
        <FormAlert tone="error">{loaderData.error}</FormAlert>
        <ButtonLink to="/account" block className="mt-6">
          GO TO MY ACCOUNT
        </ButtonLink>
      </AuthLayout>
    );
  }
  return (
    <AuthLayout eyebrow="ACCOUNT" title="E-mail address changed" intro={ACCOUNT_MESSAGES.emailChanged}>
      <ButtonLink to="/account" block>
        GO TO MY ACCOUNT
      </ButtonLink>
    </AuthLayout>
  );
}
