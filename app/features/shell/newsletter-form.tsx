/**
 * STAY IN THE KNOW: the footer's newsletter sign-up. Checks the address in the browser with the
 * same schema the API uses, then shows the server's own answer inline: the same one for every
 * address, asking the shopper to follow the confirmation link just e-mailed (double opt-in). Its code (the form library and zod) is loaded only when the
 * footer comes near or is used (newsletter-signup.tsx), so no page's first view pays for it.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { currentWords } from '../../../domain/consent.ts';
import { NewsletterInput } from '../../../domain/schemas/newsletter.ts';
import { callApi } from '../../lib/api';
import { readNewsletterAnswer, type NewsletterOutcome } from './newsletter-answer';
import { NewsletterFields } from './newsletter-fields';

/** `email`: what the shopper had typed into the light form this one replaces. */
export function NewsletterForm({ email = '' }: { email?: string }) {
  const [outcome, setOutcome] = useState<NewsletterOutcome>();
  const { register, handleSubmit, reset, formState } = useForm<z.input<typeof NewsletterInput>, unknown, NewsletterInput>({
    resolver: zodResolver(NewsletterInput),
    defaultValues: { email },
  });

  const subscribe = handleSubmit(async (values) => {
    setOutcome(undefined);
    // The version of the consent's words the footer shows beside the form (site-footer.tsx).
    const answer = readNewsletterAnswer(
      await callApi('POST /api/newsletter', { body: { ...values, how: 'form', wordsVersion: currentWords('newsletter').version } }),
    );
    setOutcome(answer);
    if (answer.ok) reset({ email: '' });
  });

  return (
    <NewsletterFields
      onSubmit={subscribe}
      input={register('email', { onChange: () => setOutcome(undefined) })}
      fieldError={formState.errors.email?.message}
      outcome={outcome}
      busy={formState.isSubmitting}
    />
  );
}
