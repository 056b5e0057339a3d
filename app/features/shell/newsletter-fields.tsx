/**
 * The newsletter sign-up's markup: the address field, SUBSCRIBE and the line for messages. One
 * definition for the light form every page renders and the full form that replaces it
 * (newsletter-signup.tsx), so the swap changes nothing the shopper sees.
 */
import { useId, type FormEventHandler, type InputHTMLAttributes, type Ref } from 'react';
import type { NewsletterOutcome } from './newsletter-answer';

interface NewsletterFieldsProps {
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The address field's own props (its name, ref and handlers). */
  input: InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> };
  /** What is wrong with the address, checked in the browser. */
  fieldError?: string;
  /** The server's answer to the last subscription. */
  outcome?: NewsletterOutcome;
  /** A subscription is under way: SUBSCRIBE waits. */
  busy: boolean;
}

export function NewsletterFields({ onSubmit, input, fieldError, outcome, busy }: NewsletterFieldsProps) {
  const inputId = useId();
  const messageId = useId();
  const message = fieldError ?? outcome?.message;
  const isError = fieldError !== undefined || outcome?.ok === false;

  return (
    <form onSubmit={onSubmit} noValidate className="w-full max-w-md">
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
          {...input}
          className="w-full min-w-0 flex-1 bg-transparent px-4 py-3 text-sm text-ivory outline-none placeholder:text-ivory/50"
        />
        <button
          type="submit"
          disabled={busy}
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
