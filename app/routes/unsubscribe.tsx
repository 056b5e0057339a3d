/**
 * /unsubscribe?token=…: the unsubscribe link of every marketing letter, and its List-Unsubscribe
 * header's address (RFC 8058; decision record 042). A GET shows the address and one button; a
 * POST unsubscribes at once: the button's, or a mail program's one click (`List-Unsubscribe=One-Click`),
 * with no sign-in and no form token, because the signed token in the address is the authority.
 */
import { Form, data, useNavigation } from 'react-router';
import type { Route } from './+types/unsubscribe';
import { NEWSLETTER_MESSAGES } from '../../domain/schemas/newsletter.ts';
import { Button } from '../components/ui/button';
import { ButtonLink } from '../components/ui/button-link';
import { FormAlert } from '../components/ui/form-alert';
import { done, formHeaders } from '../lib/action-result';
import { forAction } from '../lib/domain-errors.server';
import { privatePageMeta } from '../features/account/page-meta';
import { linkTokenOf, unsubscribeAddressOf, unsubscribeFromNewsletter } from '../features/content/newsletter.server';
import { NewsletterPanel } from '../features/content/newsletter-panel';

export const headers = formHeaders;

export function meta({ matches }: Route.MetaArgs) {
  return privatePageMeta(matches, { title: 'Unsubscribe', description: 'Unsubscribe from our newsletter.', path: '/unsubscribe' });
}

export function loader({ context, request }: Route.LoaderArgs) {
  const token = linkTokenOf(request);
  const address = unsubscribeAddressOf(context, token);
  return data({ token, address }, { status: address === null ? 400 : 200 });
}

export async function action({ context, request }: Route.ActionArgs) {
  return forAction(async () => done({ message: (await unsubscribeFromNewsletter(context, linkTokenOf(request))).message }));
}

export default function Unsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === 'submitting';
  if (actionData?.ok) {
    return (
      <NewsletterPanel title="Unsubscribed">
        <FormAlert tone="success">{actionData.message}</FormAlert>
        <ButtonLink to="/" block>
          BACK TO THE SHOP
        </ButtonLink>
      </NewsletterPanel>
    );
  }
  if (loaderData.address === null) {
    return (
      <NewsletterPanel title="Unsubscribe">
        <FormAlert tone="error">{NEWSLETTER_MESSAGES.unsubscribeLinkInvalid}</FormAlert>
      </NewsletterPanel>
    );
  }
  return (
    <NewsletterPanel title="Unsubscribe">
      {actionData?.error ? <FormAlert tone="error">{actionData.error}</FormAlert> : null}
      <p>
        Stop sending our newsletter to <strong className="break-all text-ink">{loaderData.address}</strong>? One press is enough: no sign-in needed.
      </p>
      <Form method="post" action={`/unsubscribe?token=${encodeURIComponent(loaderData.token)}`}>
        <input type="hidden" name="List-Unsubscribe" value="One-Click" />
        <Button type="submit" disabled={busy} block>
          {busy ? 'Unsubscribing...' : 'UNSUBSCRIBE'}
        </Button>
      </Form>
    </NewsletterPanel>
  );
}
