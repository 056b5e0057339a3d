/**
 * What a page action answers, one shape for every form of the shop, and the helpers that read a
 * form post and build the answer. Because every action answers through `done`, `refused` and
 * `invalid` (and the domain-error wrapper in domain-errors.server.ts), a route's `actionData` and
 * a fetcher's `data` are an `ActionResult` without a cast, and a component narrows it on `ok`
 * and `intent`.
 *
 * A success may say something (`message`). A refusal says why: for the form (`error`, the
 * server's words), per field (`fieldErrors`), per path of a nested input (`issues`), or, when no
 * answer came back at all, in the page's own words (`failure`); an owner action that wants the
 * person to confirm who they are first says so with the fields to send again (`reauthenticate`). Each side names the other's
 * fields as absent, so `result?.error` reads before narrowing.
 *
 * For a page with several forms, `Intent` is the form's intent (`name="intent"`), echoed so the
 * answer lands on the form that was sent; `Extra` is what a success carries beside its message.
 */
import { data } from 'react-router';
import type { z } from 'zod';
import type { FieldIssue } from '../../domain/errors';

type NoExtra = Record<never, never>;

export type ActionResult<Intent extends string = never, Extra extends object = NoExtra> =
  | (Extra & {
      ok: true;
      intent?: Intent;
      message?: string;
      error?: undefined;
      fieldErrors?: undefined;
      issues?: undefined;
      failure?: undefined;
      reauthenticate?: undefined;
    })
  | {
      ok?: false;
      intent?: Intent;
      message?: undefined;
      error?: string;
      fieldErrors?: Record<string, string>;
      issues?: FieldIssue[];
      failure?: string;
      /** An owner action waits for the password or a code: the form's fields, to send again with it (features/admin/reauth.server.ts). */
      reauthenticate?: Record<string, string>;
    };

/** The refusing side of an ActionResult alone, so a page whose success carries more (`Extra`) keeps it through the union. */
export type Refusal<Intent extends string = never> = Extract<ActionResult<Intent>, { ok?: false }>;

/** A success, with what it says and the form it answers. */
export function done<Intent extends string = never, Extra extends object = NoExtra>(
  answer: Extra & { intent?: Intent; message?: string },
  init?: ResponseInit,
) {
  return data<ActionResult<Intent, Extra>>({ ...answer, ok: true }, init);
}

/**
 * A refusal in the page's words, for the form (a message) or its fields (a message each); 400
 * unless said. The use case's own refusals come through domain-errors.server.ts.
 */
export function refused<Intent extends string = never>(
  reason: string | Record<string, string>,
  about: { intent?: Intent; status?: number; issues?: FieldIssue[] } = {},
) {
  const said = typeof reason === 'string' ? { error: reason } : { fieldErrors: reason };
  return data<Refusal<Intent>>({ ok: false, intent: about.intent, issues: about.issues, ...said }, { status: about.status ?? 400 });
}

/** A form that failed its schema: the first message of each field, 400. */
export function invalid<Intent extends string = never>(error: z.ZodError, intent?: Intent) {
  return data<Refusal<Intent>>({ ok: false, intent, fieldErrors: fieldErrors(error) }, { status: 400 });
}

/** The first message of each field, keyed by the field's name. */
function fieldErrors(error: z.ZodError): Record<string, string> {
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

/** Every text field of a form (files left out), for a schema that names the fields it takes. */
export const formFields = (form: FormData): Record<string, string> =>
  Object.fromEntries([...form].filter((entry): entry is [string, string] => typeof entry[1] === 'string'));

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

/**
 * Runs the server action from the browser. A redirect is success and is followed; a request that
 * got no answer (offline, server gone) becomes `failure.network`; a server crash `failure.failed`.
 */
export async function callServerAction<T>(serverAction: () => Promise<T>, failure: { network: string; failed: string }): Promise<T | ActionResult> {
  try {
    return await serverAction();
  } catch (error) {
    if (error instanceof Response) throw error;
    // fetch() rejects with a TypeError when no answer arrives.
    return { ok: false, failure: error instanceof TypeError ? failure.network : failure.failed };
  }
}

/** Whether a form post to this page's path is on its way (or its redirect is being followed). */
export function isPostingTo(navigation: { state: string; formAction?: string }, path: string): boolean {
  return navigation.state !== 'idle' && navigation.formAction?.split('?')[0] === path;
}
