/**
 * Where a page meets a use case's refusal (a DomainError, domain/errors.ts), for every loader and
 * action: the API has one onError, the pages have this.
 *
 * - In a loader, `forLoader(() => read())`: a NotFound becomes the page's 404 (its ErrorBoundary
 *   shows "not found"); any other refusal its status with `{ message }` (a staff-only page's 403).
 * - In an action, `forAction(() => run(), intent)`: a refusal becomes the action's typed answer
 *   (ActionResult) with the error's status, Retry-After for TooManyRequests (RFC 9110 §10.2.3),
 *   and the fields an InvalidInput names.
 *
 * Anything else is a real failure and is rethrown, as is a Response (a redirect) thrown on purpose.
 */
import { data } from 'react-router';
import type { z } from 'zod';
import { DomainError, InvalidInput, NotFound, TooManyRequests } from '../../domain/errors';
import { done, formFields, invalid, refused, type Refusal } from './action-result';

/** What a loader throws for an error: the page's error answer for a refusal, anything else as it is. */
export function pageError(error: unknown): unknown {
  if (error instanceof NotFound) return data(null, { status: 404 });
  if (error instanceof DomainError) return data({ message: error.message }, { status: error.status });
  return error;
}

/** Runs a loader's read; a refusal becomes the page's error answer. */
export async function forLoader<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    throw pageError(error);
  }
}

/** A refusal as the action's answer, about the form that was sent; anything else is rethrown. */
function refusal<Intent extends string = never>(error: unknown, intent?: Intent) {
  if (!(error instanceof DomainError)) throw error;
  const headers = error instanceof TooManyRequests ? { 'Retry-After': String(error.retryAfterSeconds) } : undefined;
  const issues = error instanceof InvalidInput ? error.issues : undefined;
  return data<Refusal<Intent>>({ ok: false, intent, error: error.message, ...(issues ? { issues } : {}) }, { status: error.status, headers });
}

/** Runs an action's use case: its answer, or its refusal as the action's answer. */
export async function forAction<T, Intent extends string = never>(run: () => Promise<T>, intent?: Intent) {
  try {
    return await run();
  } catch (error) {
    return refusal(error, intent);
  }
}

/**
 * A page's form of several intents (`name="intent"`, one discriminated union in domain/schemas/):
 * an intent the page does not know is refused, a form its schema refuses answers the fields'
 * messages (400), else the use case runs and its words are the success's message.
 */
export async function runIntentForm<Form extends { intent: string }>(
  request: Request,
  form: { schema: { safeParse(fields: unknown): z.ZodSafeParseResult<Form> }; intents: ReadonlyArray<Form['intent']> },
  run: (sent: Form) => Promise<string>,
) {
  const fields = formFields(await request.formData());
  const intent = form.intents.find((known) => known === fields.intent);
  if (!intent) return refused('This action is not known.');
  const parsed = form.schema.safeParse(fields);
  if (!parsed.success) return invalid(parsed.error, intent);
  const sent = parsed.data;
  return forAction(async () => done({ intent, message: await run(sent) }), intent);
}
