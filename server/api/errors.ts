/**
 * One place turns failures into answers: `{ error: { code, message } }` with a 4xx for anything
 * the caller can fix, and a bare 500 (logged, never the stack) for our own faults.
 */
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ZodError } from 'zod';
import type { ErrorAnswer } from '../../domain/contract/errors.ts';
import { DomainError } from '../../domain/errors.ts';

type Issue = { path: string; message: string };

/** The body of every refusal (domain/contract/errors.ts). */
export function errorBody(code: string, message: string, issues?: Issue[]): ErrorAnswer {
  return { message, error: { code, message, ...(issues ? { issues } : {}) } };
}

export function errorJson(c: Context, status: ContentfulStatusCode, code: string, message: string, issues?: Issue[]) {
  return c.json(errorBody(code, message, issues), status);
}

/** What a schema found wrong, each problem with the path of its field. */
export const issuesOf = (error: ZodError): Issue[] => error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));

/** A request that failed its schema: the first problem is the message, all are listed. */
export function validationError(c: Context, error: ZodError) {
  const issues = issuesOf(error);
  const first = issues[0];
  return errorJson(c, 400, 'invalid_input', first ? first.message : 'Invalid request', issues);
}

export function onError(error: Error, c: Context) {
  if (error instanceof DomainError) return errorJson(c, error.status as ContentfulStatusCode, error.code, error.message);
  if (error instanceof HTTPException) {
    const status = error.status as ContentfulStatusCode;
    // Hono's own refusals (e.g. "Malformed JSON in request body") are safe and clear to show.
    const message = error.message || (status === 400 ? 'Malformed request' : 'Request refused');
    return errorJson(c, status, status === 400 ? 'bad_request' : 'http_error', message);
  }
  console.error(`${c.req.method} ${c.req.path} failed:`, error);
  return errorJson(c, 500, 'internal', 'Something went wrong on our side. Please try again.');
}
