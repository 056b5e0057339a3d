/** Small helpers so each route declares its answers in one line. */
import { z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { CREDIT_NOTE_MESSAGES, CREDIT_NOTE_NUMBER } from '../../domain/invoice-numbers.ts';
import { ErrorAnswer } from '../../domain/contract/errors.ts';

export const json = <T extends z.ZodType>(schema: T, description: string) => ({
  content: { 'application/json': { schema } },
  description,
});

export const errors = (...statuses: Array<keyof typeof describe>) =>
  Object.fromEntries(statuses.map((status) => [status, json(ErrorAnswer, describe[status])])) as Record<number, ReturnType<typeof json>>;

const describe: Record<400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 502 | 504, string> = {
  400: 'The request is malformed or a value is invalid',
  401: 'No valid session or token',
  403: 'Not allowed for this caller',
  404: 'Not found',
  409: 'Conflicts with the current state',
  413: 'Too large',
  415: 'Unsupported media type',
  422: 'Well-formed, but cannot be processed as sent',
  429: 'Too many requests',
  502: 'The card provider could not be reached; trying again is safe',
  504: 'The card provider did not answer in time; trying again with the same Idempotency-Key is safe',
};

/** A PDF answer, declared. */
export const pdf = (description: string) => ({ description, content: { 'application/pdf': { schema: z.string().openapi({ format: 'binary' }) } } });

/** A PDF shown in the browser (and saved under `name`); never kept by a shared cache. */
export const pdfAnswer = (c: Context, name: string, file: Buffer) =>
  c.body(new Uint8Array(file), 200, {
    'Content-Type': 'application/pdf',
    'Content-Disposition': `inline; filename="${name}"`,
    'Cache-Control': 'private, no-store',
  });

/** An order's credit note by its number, in a path: a malformed one is refused (400) before anything is read. */
export const CreditNoteParam = z
  .string()
  .regex(CREDIT_NOTE_NUMBER, CREDIT_NOTE_MESSAGES.badNumber)
  .openapi({ param: { name: 'number', in: 'path' }, example: 'CN-2026-000001' });

/** A path's `{id}` of a thing (`Order`, `Return`): a whole number a database id can be, else 400 naming it. */
export const PathId = (thing: string) => {
  const message = `${thing} id must be a whole number`;
  return z.object({
    id: z.coerce
      .number({ message })
      .int(message)
      .positive(message)
      .max(2_147_483_647, message)
      .openapi({ param: { name: 'id', in: 'path' }, example: 1 }),
  });
};
