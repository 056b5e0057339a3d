/**
 * One place turns failures into answers: `{ error: { code, message } }` with a 4xx for anything
 * the caller can fix, and a bare 500 (logged without the error's details, never the stack) for our
 * own faults. server/http.ts adds the request's id to every error answer (`error.requestId`).
 */
import type { Context, MiddlewareHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ZodError } from 'zod';
import { presentPriceChange, type ErrorAnswer } from '../../domain/contract/errors.ts';
import { DomainError, InvalidInput, PriceChanged, TooManyRequests, Unprocessable } from '../../domain/errors.ts';
import { toMajor } from '../../domain/money.ts';
import type { ApiDeps } from './context.ts';
import { logFailure } from '../request-log.ts';
import { DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable, RETRY_AFTER_SECONDS } from '../db/client.ts';

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
  if (error instanceof TooManyRequests) c.header('Retry-After', String(error.retryAfterSeconds));
  if (isDatabaseUnavailable(error)) {
    // A temporary condition (RFC 9110 §15.6.4): say when to try again, as the health check does.
    c.header('Retry-After', String(RETRY_AFTER_SECONDS));
    return errorJson(c, 503, 'unavailable', DATABASE_UNAVAILABLE_MESSAGE);
  }
  if (error instanceof PriceChanged) {
    const currency = (c.get('deps') as ApiDeps | undefined)?.config.currency ?? 'USD';
    const body = errorBody(error.code, error.message);
    const changes = error.changes.map((change) => presentPriceChange(change, currency));
    return c.json({ ...body, error: { ...body.error, total: toMajor(error.totalMinor, currency), changes } }, 409);
  }
  if (error instanceof DomainError)
    return errorJson(
      c,
      error.status as ContentfulStatusCode,
      error.code,
      error.message,
      error instanceof InvalidInput || error instanceof Unprocessable ? error.issues : undefined,
    );
  if (error instanceof HTTPException) {
    const status = error.status as ContentfulStatusCode;
    // Hono's own refusals (e.g. "Malformed JSON in request body") are safe and clear to show.
    const message = error.message || (status === 400 ? 'Malformed request' : 'Request refused');
    return errorJson(c, status, status === 400 ? 'bad_request' : 'http_error', message);
  }
  // The class, SQLSTATE and place only: a query's message carries its SQL parameters (request-log.ts).
  logFailure(c.get('requestId'), c.req.method, c.req.url, error, c.get('log'));
  return errorJson(c, 500, 'internal', 'Something went wrong on our side. Please try again.');
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Every error answer names its request (`error.requestId`, also the X-Request-Id header), whichever
 * handler wrote it, so a shopper's report leads to the log line.
 */
export const errorsCarryRequestId: MiddlewareHandler = async (c, next) => {
  await next();
  const requestId: unknown = c.get('requestId');
  if (c.res.status < 400 || typeof requestId !== 'string' || !c.res.headers.get('Content-Type')?.includes('application/json')) return;
  const body: unknown = await c.res
    .clone()
    .json()
    .catch(() => undefined);
  if (!isRecord(body) || !isRecord(body.error)) return;
  c.res.headers.delete('Content-Length');
  c.res = new Response(JSON.stringify({ ...body, error: { ...body.error, requestId } }), { status: c.res.status, headers: c.res.headers });
};
