/**
 * What a page action may be sent, checked before React Router reads it: a form (URL-encoded or
 * multipart) of at most 64 KiB, or JSON for the actions that read JSON. Anything else is refused
 * with a 4xx here, so no action ever fails on a body it cannot read.
 *
 * The pages' own forms post URL-encoded (`<Form>`, `useSubmit`, `fetcher.submit`); the cart's and
 * the wishlist's price checks post JSON (`encType: 'application/json'`); uploads go to the API, not to
 * pages, but for the return form, whose photos come with the request, and the price sheet's file (UPLOAD_PAGES).
 */
import type { MiddlewareHandler } from 'hono';
import { RETURN_BODY_MAX_BYTES } from '../domain/returns.ts';

/** The largest body a page action reads. */
export const PAGE_BODY_LIMIT = 64 * 1024;

const FORM_TYPES = new Set(['application/x-www-form-urlencoded', 'multipart/form-data']);

/**
 * Pages whose form carries a file, and the largest body each reads: the return form's photos of a
 * faulty piece (decision record 048); the owner's price sheet, some 130,000 rows (decision record
 * 056; a larger one goes to the API, which streams it).
 */
const UPLOAD_PAGES: Array<{ path: RegExp; limit: number }> = [
  { path: /^\/orders\/\d+\/return$/, limit: RETURN_BODY_MAX_BYTES },
  { path: /^\/admin\/price-sheet$/, limit: 16 * 1024 * 1024 },
];

/** Pages whose action reads a JSON body. */
const JSON_ACTIONS = new Set(['/cart', '/wishlist']);

/** The media type of a Content-Type header, without its parameters, lower-case ('' when absent). */
const mediaType = (header: string | undefined) => ((header ?? '').split(';')[0] ?? '').trim().toLowerCase();

/** The page a request addresses: React Router's data requests add `.data` to the page's path. */
function pagePath(url: string): string {
  const path = new URL(url).pathname.replace(/\.data$/, '').replace(/\/+$/, '');
  return path === '' || path === '/_root' ? '/' : path;
}

/** The body, or null when it is larger than `limit` (read no further than that). */
async function readAtMost(request: Request, limit: number): Promise<Uint8Array<ArrayBuffer> | null> {
  const declared = Number(request.headers.get('content-length') ?? 0);
  if (declared > limit) return null;
  if (!request.body) return new Uint8Array(0);
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = request.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.length;
    if (size > limit) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.length;
  }
  return body;
}

const refuse = (status: 400 | 413 | 415, message: string) =>
  new Response(message, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' } });

export const pageSubmissions: MiddlewareHandler = async (c, next) => {
  if (c.req.method === 'GET' || c.req.method === 'HEAD' || c.req.method === 'OPTIONS') return next();
  const contentType = c.req.header('Content-Type');
  const type = mediaType(contentType);
  if (!FORM_TYPES.has(type) && !(type === 'application/json' && JSON_ACTIONS.has(pagePath(c.req.url)))) {
    return refuse(415, 'This page accepts forms only (application/x-www-form-urlencoded or multipart/form-data).');
  }
  const upload = type === 'multipart/form-data' ? UPLOAD_PAGES.find((page) => page.path.test(pagePath(c.req.url))) : undefined;
  const limit = upload?.limit ?? PAGE_BODY_LIMIT;
  const body = await readAtMost(c.req.raw, limit);
  if (!body) return refuse(413, `The form is too large (at most ${limit >= 1024 * 1024 ? `${limit / 1024 / 1024} MB` : `${limit / 1024} KiB`}).`);
  // A multipart body that cannot be read (no boundary, broken framing) is the sender's fault.
  if (type === 'multipart/form-data') {
    const readable = await new Response(body, { headers: { 'Content-Type': contentType! } }).formData().then(
      () => true,
      () => false,
    );
    if (!readable) return refuse(400, 'The form could not be read.');
  }
  c.req.raw = new Request(c.req.raw, { body });
  return next();
};

/** A NUL anywhere in the address, raw or percent-encoded: no page or API reads one, and PostgreSQL refuses it in text. */
function hasNul(url: string): boolean {
  const { pathname, search } = new URL(url);
  const raw = `${pathname}${search}`;
  if (raw.includes('\u0000') || /%00/i.test(raw)) return true;
  try {
    return decodeURIComponent(raw).includes('\u0000');
  } catch {
    return false;
  }
}

/**
 * Refuses an address that carries a NUL character with 400 before any handler runs, so no path
 * or query parameter can carry one into a query (a slug, a theme name, a search word).
 */
export const addressWithoutNul: MiddlewareHandler = async (c, next) => {
  if (!hasNul(c.req.url)) return next();
  const message = 'The address contains a character that is not allowed (NUL).';
  if (new URL(c.req.url).pathname.startsWith('/api/')) return c.json({ message, error: { code: 'bad_request', message } }, 400);
  return c.text(message, 400);
};
