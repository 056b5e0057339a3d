/**
 * E-mail confirmation, /verify-email: the link in the welcome e-mail (`?token=`) confirms the
 * address when the page opens. Without a token (or with a spent one), a logged-in shopper whose
 * address is not confirmed yet can ask for a new link. A confirmed address receives order e-mails
 * and can use first-order codes; shopping and ordering work either way.
 */
import { Form, data, useNavigation } from 'react-router';
import type { Route } from './+types/verify-email';
import { ACCOUNT_MESSAGES } from '../../domain/account-messages.ts';
import { VerifyEmailInput } from '../../domain/schemas/account';
import { DomainError } from '../../domain/errors';
import { confirmEmail, resendConfirmation } from '../features/account/accounts.server';
import { AuthLayout } from '../features/account/auth-layout';
import { Button } from '../components/ui/button';
import { ButtonLink } from '../components/ui/button-link';
import { FormAlert } from '../components/ui/form-alert';
import { done, formHeaders, isPostingTo } from '../lib/action-result';
import { forAction } from '../lib/domain-errors.server';
import { privatePageMeta } from '../features/account/page-meta';
import { currentUser, requireShopper } from '../features/account/session.server';

export const headers = formHeaders;

export function meta({ matches }: Route.MetaArgs) {
  return privatePageMeta(matches, { title: 'Confirm your e-mail', description: 'Confirm the e-mail address of your account.', path: '/verify-email' });
}

type Outcome = { confirmed: true } | { confirmed: false; error?: string };

export async function loader({ context, request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get('token');
  let outcome: Outcome = { confirmed: false };
  if (token !== null) {
    const parsed = VerifyEmailInput.safeParse({ token });
    try {
      if (!parsed.success) throw new DomainError(ACCOUNT_MESSAGES.verifyLinkInvalid);
      await confirmEmail(context, parsed.data);
      outcome = { confirmed: true };
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      outcome = { confirmed: false, error: error.message };
    }
  }
  const user = await currentUser(context, request);
  return data({ outcome, user }, { status: outcome.confirmed === false && outcome.error ? 400 : 200 });
}

export async function action({ context, request }: Route.ActionArgs) {
  const user = await requireShopper(context, request);
  return forAction(async () => {
    const sent = await resendConfirmation(context, user);
    return done({ message: sent === 'sent' ? ACCOUNT_MESSAGES.verificationSent : ACCOUNT_MESSAGES.alreadyVerified });
  });
}

export default function VerifyEmail({ loaderData, actionData }: Route.ComponentProps) {
  const { outcome, user } = loaderData;
  const result = actionData;
  const busy = isPostingTo(useNavigation(), '/verify-email');

  if (outcome.confirmed || user?.emailVerified) {
    return (
      <AuthLayout eyebrow="ACCOUNT" title="E-mail confirmed" intro={ACCOUNT_MESSAGES.emailVerified}>
        <ButtonLink to="/products" block>
          CONTINUE SHOPPING
        </ButtonLink>
      </AuthLayout>
    );
  }
  return (
    <AuthLayout
      eyebrow="ACCOUNT"
      title="Confirm your e-mail"
      intro="We sent a confirmation link to the address of your account. Open it to receive order e-mails and to use first-order codes."
    >
      {outcome.error ? <FormAlert tone="error">{outcome.error}</FormAlert> : null}
      {result?.error ? <FormAlert tone="error">{result.error}</FormAlert> : null}
      {result?.message ? <FormAlert tone="success">{result.message}</FormAlert> : null}
      {user ? (
        <Form method="post" className="mt-6">
          <p className="mb-4 text-sm text-muted">
            Not there? Check your spam folder, or ask for a new link to <strong className="text-ink">{user.email}</strong>.
          </p>
          <Button type="submit" disabled={busy} block>
            {busy ? 'Sending...' : 'SEND A NEW LINK'}
          </Button>
        </Form>
      ) : (
        <ButtonLink to="/login?redirectTo=%2Fverify-email" block className="mt-6">
          LOG IN TO GET A NEW LINK
        </ButtonLink>
      )}
    </AuthLayout>
  );
}
