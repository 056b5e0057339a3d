/** What a page reads from its address's parameters, with the page's answer when they name nothing. */
import { data } from 'react-router';
import type { z } from 'zod';
import { idFromUrl } from '../../domain/schemas/id.ts';

/**
 * The row id a page's address names (`params.id`, or a query value), by the id schema
 * (domain/schemas/id.ts); anything else is the page's 404, as a missing row is.
 */
export function routeId(param: string | null | undefined): number {
  const id = idFromUrl(param);
  if (id === undefined) throw data(null, { status: 404 });
  return id;
}

/**
 * A list page's filters from its address, by the list's query schema: the query, or the first
 * refusal's words and the field they are about (the page shows them beside that field, with 400).
 */
export function listQueryOf<Query>(schema: { safeParse(value: unknown): z.ZodSafeParseResult<Query> }, request: Request) {
  const parsed = schema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (parsed.success) return { query: parsed.data, error: undefined, errorField: undefined };
  const issue = parsed.error.issues[0]!;
  return { query: undefined, error: issue.message, errorField: String(issue.path[0] ?? '') };
}
