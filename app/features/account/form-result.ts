/**
 * What an account or checkout page action answers, and the two ways such an answer can fail:
 * the server refused (its message), or the request never got an answer (the page's own words).
 */
import { data } from 'react-router';
import type { z } from 'zod';
import { DomainError, TooManyRequests } from '../../../domain/errors.ts';

export interface FormResult {
  ok?: boolean;
  /** What the server said when it refused ('Invalid email or password.'). */
  error?: string;
  /** A message the page shows as it is, when no answer came back ('Something went wrong.'). */
  failure?: string;
  /** What the server said on success. */
  message?: string;
  /** The first message of each field the server found wrong (a client that skipped the form's checks). */
  fieldErrors?: Record<string, string>;
}

/** The first message of each field, keyed by the field's name. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? 'form');
    errors[field] ??= issue.message;
  }
  return errors;
}

/** A form field as text; absent or a file reads as undefined, so a schema says "required". */
export function formText(form: FormData, name: string): string | undefined {
  const value = form.get(name);
  return typeof value === 'string' ? value : undefined;
}

/** A refusal a use case ended in, as the page's answer (with its status); anything else is a real failure. */
export function refusal(error: unknown) {
  if (error instanceof TooManyRequests)
    return data<FormResult>({ error: error.message }, { status: error.status, headers: { 'Retry-After': String(error.retryAfterSeconds) } });
  if (error instanceof DomainError) return data<FormResult>({ error: error.message }, { status: error.status });
  throw error;
}

/**
 * A page's `headers` export for forms that can be refused: a document answer to a form post carries
 * the action's Retry-After (React Router applies a route's headers only through this function).
 */
export function formHeaders({ actionHeaders, loaderHeaders }: { actionHeaders: Headers; loaderHeaders: Headers }): Headers {
  const headers = new Headers(loaderHeaders);
  const retryAfter = actionHeaders.get('Retry-After');
  if (retryAfter) headers.set('Retry-After', retryAfter);
  return headers;
}

/** The registration form's fields, for RegisterInput (the register page and the owner's setup page). */
export const registrationFields = (form: FormData) => ({
  firstName: formText(form, 'firstName'),
  lastName: formText(form, 'lastName'),
  email: formText(form, 'email'),
  password: formText(form, 'password'),
  confirmPassword: formText(form, 'confirmPassword'),
});

export const invalid = (error: z.ZodError) => data<FormResult>({ fieldErrors: fieldErrors(error) }, { status: 400 });

/**
 * Runs the server action from the browser. A redirect is success and is followed; a request that
 * got no answer (offline, server gone) becomes `failure.network`; a server crash `failure.failed`.
 */
export async function callServerAction<T>(serverAction: () => Promise<T>, failure: { network: string; failed: string }): Promise<T | FormResult> {
  try {
    return await serverAction();
  } catch (error) {
    if (error instanceof Response) throw error;
    // fetch() rejects with a TypeError when no answer arrives.
    return { failure: error instanceof TypeError ? failure.network : failure.failed };
  }
}

/** Whether a form post to this page's path is on its way (or its redirect is being followed). */
export function isPostingTo(navigation: { state: string; formAction?: string }, path: string): boolean {
  return navigation.state !== 'idle' && navigation.formAction?.split('?')[0] === path;
}
