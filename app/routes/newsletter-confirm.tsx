/**
 * /newsletter/confirm?token=…: the link of a newsletter sign-up's confirmation e-mail (double
 * opt-in, decision record 042). Opening the page changes nothing; CONFIRM posts, and only then is
 * the address subscribed, so a mail scanner that opens every link subscribes nobody.
 */
import { Form, useNavigation } from 'react-router';
import type { Route } from './+types/newsletter-confirm';
import { currentWords } from '../../domain/consent.ts';
import { Button } from '../components/ui/button';
import { ButtonLink } from '../components/ui/button-link';
import { FormAlert } from '../components/ui/form-alert';
import { done, formHeaders } from '../lib/action-result';
import { forAction } from '../lib/domain-errors.server';
import { privatePageMeta } from '../features/account/page-meta';
import { confirmNewsletter, linkTokenOf } from '../features/content/newsletter.server';
import { NewsletterPanel } from '../features/content/newsletter-panel';

export const headers = formHeaders;

export function meta({ matches }: Route.MetaArgs) {
  return privatePageMeta(matches, {
    title: 'Confirm your subscription',
    description: 'Confirm your subscription to our newsletter.',
    path: '/newsletter/confirm',
  });
}

export function loader({ request }: Route.LoaderArgs) {
  return { token: linkTokenOf(request) };
}

export async function action({ context, request }: Route.ActionArgs) {
  return forAction(async () => done({ message: (await confirmNewsletter(context, linkTokenOf(request))).message }));
}

export default function NewsletterConfirm({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === 'submitting';
  if (actionData?.ok) {
    return (
      <NewsletterPanel title="You are subscribed">
        <FormAlert tone="success">{actionData.message}</FormAlert>
        <ButtonLink to="/products" block>
          CONTINUE SHOPPING
        </ButtonLink>
      </NewsletterPanel>
    );
  }
  const words = currentWords('newsletter');
  return (
    <NewsletterPanel title="Confirm your subscription">
      {actionData?.error ? <FormAlert tone="error">{actionData.error}</FormAlert> : null}
      <p>
        {words.headline} {words.detail}
      </p>
      <Form method="post" action={`/newsletter/confirm?token=${encodeURIComponent(loaderData.token)}`}>
        <Button type="submit" disabled={busy} block>
          {busy ? 'Confirming...' : 'CONFIRM'}
        </Button>
      </Form>
    </NewsletterPanel>
  );
}
