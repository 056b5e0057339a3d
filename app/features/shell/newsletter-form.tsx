/**
 * STAY IN THE KNOW: the footer's newsletter sign-up. Checks the address in the browser with the
 * same schema the API uses, then shows the server's own answer inline: a subscription is
 * stored, validated and deduplicated.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { NewsletterInput } from '../../../domain/schemas/newsletter.ts';
import { callApi } from '../../lib/api';
import { readNewsletterAnswer, type NewsletterOutcome } from './newsletter-answer';

export function NewsletterForm() {
  const inputId = useId();
  const messageId = useId();
  const [outcome, setOutcome] = useState<NewsletterOutcome>();
  const { register, handleSubmit, reset, formState } = useForm<z.input<typeof NewsletterInput>, unknown, NewsletterInput>({
    resolver: zodResolver(NewsletterInput),
    defaultValues: { email: '' },
  });
  const fieldError = formState.errors.email?.message;

  const subscribe = handleSubmit(async (values) => {
    setOutcome(undefined);
    const answer = readNewsletterAnswer(await callApi('POST /api/newsletter', { body: values }));
    setOutcome(answer);
    if (answer.ok) reset();
  });

  const message = fieldError ?? outcome?.message;
  const isError = fieldError !== undefined || outcome?.ok === false;

  return (
    <form onSubmit={subscribe} noValidate className="w-full max-w-md">
      <label htmlFor={inputId} className="sr-only">
        Email address
      </label>
      <div className="flex border border-ivory/30 focus-within:border-[#e9cf9f]">
        <input
          id={inputId}
          type="email"
          autoComplete="email"
          placeholder="Your email address"
          aria-invalid={fieldError ? true : undefined}
          aria-describedby={message ? messageId : undefined}
          {...register('email', { onChange: () => setOutcome(undefined) })}
          className="w-full min-w-0 flex-1 bg-transparent px-4 py-3 text-sm text-ivory outline-none placeholder:text-ivory/50"
        />
        <button
          type="submit"
          disabled={formState.isSubmitting}
          className="bg-ivory px-5 text-xs font-semibold tracking-[0.22em] text-ink transition hover:bg-[#e9cf9f] disabled:opacity-60 sm:px-7"
        >
          SUBSCRIBE
        </button>
      </div>
      <p id={messageId} role="status" className={`mt-3 min-h-5 text-sm ${isError ? 'text-[#f2a898]' : 'text-[#e9cf9f]'}`}>
        {message}
      </p>
    </form>
  );
}
