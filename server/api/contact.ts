/**
 * POST /api/contact: a shopper's message, as JSON (as its first clients send it) or as the contact page's
 * multipart form with an optional photo. Answers `{ success, message }`; a refusal also carries
 * `{ error: { code, message } }`, so clients of either shape read it.
 *
 * The submission plumbing (body reading, size limit, refusals) is shared with custom-design.ts.
 */
import { z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { bodyLimit } from './body-limit.ts';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { z as zod } from 'zod';
import { DomainError, TooManyRequests } from '../../domain/errors.ts';
import { CONTACT_MESSAGES, ContactMessageInput, PHOTO_MAX_BYTES, PHOTO_MESSAGES, photoProblemOf } from '../../domain/schemas/contact.ts';
import { limitContact } from '../services/rate-limits/index.ts';
import * as content from '../services/content/index.ts';
import type { Receipt } from '../services/content/index.ts';
import type { Api, ApiDeps, ApiEnv } from './context.ts';
import { SubmissionAnswer, SubmissionRefusal } from '../../domain/contract/forms.ts';
import { errorBody, issuesOf } from './errors.ts';
import { json } from './openapi.ts';

// ---------------------------------------------------------------------------------------------
// Shared with custom-design.ts

/** The photo plus room for the text fields and the multipart framing. */
const MAX_BODY_BYTES = PHOTO_MAX_BYTES + 1024 * 1024;

class MalformedBody extends DomainError {
  override readonly status = 400;
  override readonly code = 'bad_request';
}

class UnsupportedBody extends DomainError {
  override readonly status = 415;
  override readonly code = 'unsupported_media_type';
}

/** A refusal in the error answer's shape, with `success: false` where the form's first clients look. */
function refuse(c: Context, status: ContentfulStatusCode, code: string, message: string, issues?: Parameters<typeof errorBody>[2]) {
  return c.json({ success: false, ...errorBody(code, message, issues) }, status);
}

/** The body as a plain record: JSON (which carries no file), or a form's fields and files. */
async function readSubmission(c: Context): Promise<Record<string, unknown>> {
  const type = (c.req.header('Content-Type') ?? '').toLowerCase();
  if (type.startsWith('application/json')) {
    let body: unknown;
    try {
      body = JSON.parse(await c.req.text());
    } catch {
      throw new MalformedBody('The request body is not valid JSON.');
    }
    if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new MalformedBody('The request body must be a JSON object.');
    const { photo: _photo, ...fields } = body as Record<string, unknown>;
    return fields;
  }
  if (type.startsWith('multipart/form-data') || type.startsWith('application/x-www-form-urlencoded')) {
    try {
      return await c.req.parseBody();
    } catch {
      throw new MalformedBody('The form could not be read.');
    }
  }
  throw new UnsupportedBody('Send the form as JSON or as multipart/form-data.');
}

/**
 * Mounts POST `path`: size limit, the form's anti-automation `limit` (counted before the body is
 * read), body reading, the schema shared with the browser form, then `save`. A refused photo
 * answers 413 (too large, or no room left for photos) or 415 (not an image), too many
 * submissions 429 with Retry-After, anything else 400.
 */
export function mountSubmission<S extends zod.ZodType>(
  api: Api,
  path: string,
  schema: S,
  limit: (c: Context<ApiEnv>) => Promise<void>,
  save: (deps: ApiDeps, input: zod.output<S>) => Promise<Receipt>,
  successMessage: string,
) {
  api.use(
    path,
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: (c) =>
        refuse(c, 413, 'payload_too_large', c.req.header('Content-Type')?.includes('multipart') ? PHOTO_MESSAGES.tooLarge : 'The request is too large.'),
    }),
  );
  api.post(path, async (c) => {
    try {
      await limit(c);
      const parsed = schema.safeParse(await readSubmission(c));
      if (!parsed.success) {
        const problem = photoProblemOf(parsed.error);
        const first = parsed.error.issues[0]?.message ?? 'Invalid request';
        if (problem === 'too_large') return refuse(c, 413, 'payload_too_large', first);
        if (problem === 'not_image') return refuse(c, 415, 'unsupported_media_type', first);
        return refuse(c, 400, 'invalid_input', first, issuesOf(parsed.error));
      }
      const received = await save(c.get('deps'), parsed.data);
      return c.json({ success: true, message: successMessage, received }, 201);
    } catch (error) {
      if (error instanceof TooManyRequests) c.header('Retry-After', String(error.retryAfterSeconds));
      if (error instanceof DomainError) return refuse(c, error.status as ContentfulStatusCode, error.code, error.message);
      throw error;
    }
  });
}

const refusal = (description: string) => json(SubmissionRefusal, description);

/** The documented answers; the handlers are plain routes so the body is read one way, by hand. */
export const submissionResponses = (name: string) => ({
  201: json(SubmissionAnswer.meta({ id: `${name}Received` }), 'Stored'),
  400: refusal('A field is missing or invalid (the message names it), or the body is malformed'),
  413: refusal('The photo is larger than 5 MB, or the shop has no room left for photos'),
  415: refusal('The photo is not a PNG, JPEG, WebP or GIF image, or the body is neither JSON nor a form'),
  429: refusal('Too many submissions from this client address (or account) for now; Retry-After says when to try again'),
});

export const photoPart = z.string().openapi({ format: 'binary', description: 'Optional; PNG, JPEG, WebP or GIF, at most 5 MB' });

// ---------------------------------------------------------------------------------------------
// The contact message

const ContactJson = z
  .object({
    name: z.string().min(3).openapi({ example: 'Ada Lovelace' }),
    email: z.string().email().openapi({ example: 'ada@example.com' }),
    subject: z.string().min(5).openapi({ example: 'Ring sizing' }),
    message: z.string().min(10).openapi({ example: 'Could you resize my ring by half a size?' }),
    mobile: z
      .string()
      .regex(/^\d{10}$/)
      .openapi({ example: '5035550142' }),
    link: z.string().url().optional().openapi({ example: 'https://example.com/inspiration.jpg' }),
  })
  .openapi('ContactMessage');

export function mountContact(api: Api) {
  api.openAPIRegistry.registerPath({
    method: 'post',
    path: '/contact',
    tags: ['Content'],
    summary: 'Send a message to the shop',
    request: {
      body: {
        required: true,
        content: {
          'application/json': { schema: ContactJson },
          'multipart/form-data': { schema: ContactJson.extend({ photo: photoPart.optional() }) },
        },
      },
    },
    responses: submissionResponses('ContactMessage'),
  });
  mountSubmission(
    api,
    '/contact',
    ContactMessageInput,
    (c) => limitContact(c.get('deps').db, { clientIp: c.get('clientIp') }),
    (deps, input) => content.sendContactMessage(deps.db, content.photoStore(deps.config), input),
    CONTACT_MESSAGES.sent,
  );
}
