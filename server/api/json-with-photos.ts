/**
 * A request that is JSON, or multipart/form-data holding the same JSON as text in one part and
 * photos as parts `photos` (a return's photos, a review's). Read here once, for every such route:
 * the JSON checked with the route's schema (400 naming the field), an unreadable part refused
 * (400 naming the part), and a file input left empty (no name, no bytes) not counted as a photo.
 */
import type { Context } from 'hono';
import type { z } from 'zod';
import { InvalidInput } from '../../domain/errors.ts';
import { chosenPhotos } from '../../domain/schemas/return-form.ts';
import type { ApiEnv } from './context.ts';
import { issuesOf } from './errors.ts';

export const isMultipart = (c: Context) => /^multipart\/form-data/i.test(c.req.header('Content-Type') ?? '');

/** The input and its photos: `files` undefined for a JSON request (no photos sent), else the form's `photos` parts. */
export async function readJsonWithPhotos<S extends z.ZodType>(
  c: Context<ApiEnv>,
  json: unknown,
  part: string,
  schema: S,
): Promise<{ input: z.infer<S>; files: unknown[] | undefined }> {
  let body = json;
  let files: unknown[] | undefined;
  if (isMultipart(c)) {
    const form = await c.req.parseBody({ all: true });
    files = chosenPhotos([form.photos ?? []].flat());
    const message = `The part \`${part}\` is not valid JSON.`;
    try {
      body = typeof form[part] === 'string' ? JSON.parse(form[part]) : undefined;
    } catch {
      throw new InvalidInput(message, [{ path: part, message }]);
    }
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new InvalidInput(parsed.error.issues[0]?.message ?? 'Invalid request', issuesOf(parsed.error));
  return { input: parsed.data, files };
}
