/**
 * On-the-fly compression of the answers not compressed at build time (decision 010).
 *
 * - An answer the server holds whole before it is sent (JSON, the API's and the errors'; an SVG
 *   upload) is compressed in one call of Node's zlib: brotli at a quality meant for answers made
 *   per request when the client takes it, else gzip.
 * - A streamed answer (a page as React renders it) goes through Hono's `compress()`, gzip through
 *   a `CompressionStream`, so its first bytes still leave before its last are rendered.
 *
 * Both name Accept-Encoding in `Vary` on the answer's own headers. Hono's `compress()` would do it
 * through `c.header()`, which turns @hono/node-server's light answer (a string body written as it
 * is) into a full Fetch Response whose body is read back as a stream: about a third of a small
 * JSON answer's cost, paid even when nothing is compressed.
 */
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';
import type { Context, MiddlewareHandler } from 'hono';
import { compress, COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/compress';

/** Answers held whole: JSON (any `+json` too) and SVG. */
const WHOLE = /^(application\/(json|[\w.+-]+\+json)|image\/svg\+xml)\b/i;
/** Smaller answers gain less than the encoding costs. */
const THRESHOLD = 1024;
/**
 * Brotli quality 3: on a listing's 22 KB of JSON here, 0.09 ms for 3.4 KB, where gzip's default
 * level takes 0.13 ms for the same size and brotli's quality 4 0.15 ms for 2% less (decision 010).
 */
const BROTLI_QUALITY = 3;

/**
 * Past this, an answer is compressed in libuv's thread pool rather than on the event loop. Below,
 * at once: the pool's hop cost more than the work here (22 KB of JSON: 0.09 ms of CPU at once,
 * 0.16 ms through the pool one at a time, 0.57 ms sixteen at a time).
 */
const AT_ONCE_BELOW = 256 * 1024;

const brotliInPool = promisify(brotliCompress);
const gzipInPool = promisify(gzip);

/** The body in this coding; zlib's answers are Buffers over ArrayBuffers of their own. */
async function encode(coding: 'br' | 'gzip', body: Buffer<ArrayBuffer>): Promise<Buffer<ArrayBuffer>> {
  const brotli = { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } };
  if (body.length < AT_ONCE_BELOW) return (coding === 'br' ? brotliCompressSync(body, brotli) : gzipSync(body)) as Buffer<ArrayBuffer>;
  return (coding === 'br' ? await brotliInPool(body, brotli) : await gzipInPool(body)) as Buffer<ArrayBuffer>;
}

/**
 * Whether a header that lists weighted names (Accept-Encoding, Accept: RFC 9110 §12.4.2) takes one
 * of `names`: named with a weight above zero, or, when a `wildcard` is given, matched by it.
 */
export function takesName(header: string | undefined, names: readonly string[], wildcard?: string): boolean {
  if (!header) return false;
  let wild = false;
  for (const part of header.split(',')) {
    const [name = '', ...parameters] = part.split(';').map((text) => text.trim().toLowerCase());
    const weight = parameters.find((parameter) => parameter.startsWith('q='));
    const accepted = weight === undefined || Number(weight.slice(2)) > 0;
    if (names.includes(name)) return accepted;
    if (name === wildcard) wild = accepted;
  }
  return wild;
}

/** Whether the client takes this coding (RFC 9110 §12.5.3): named (gzip also as x-gzip) or by `*`, weighted above zero. */
export function accepts(header: string | undefined, coding: 'br' | 'gzip'): boolean {
  return takesName(header, coding === 'gzip' ? ['gzip', 'x-gzip'] : [coding], '*');
}

function nameAcceptEncoding(headers: Headers): void {
  const vary = headers.get('Vary');
  if (!vary) headers.set('Vary', 'Accept-Encoding');
  else if (!/accept-encoding|\*/i.test(vary)) headers.set('Vary', `${vary}, Accept-Encoding`);
}

/**
 * The answer's body, read where @hono/node-server's light answer keeps it (a string or bytes in
 * the array under its symbol named `cache`, beside the status and headers): read the Fetch way,
 * it would become a full Response first, its body streamed back out, a tenth of a small JSON
 * answer's cost. Any other answer is read the Fetch way.
 */
export async function bodyOf(answer: Response): Promise<Buffer<ArrayBuffer>> {
  const cache = Object.getOwnPropertySymbols(answer).find((symbol) => symbol.description === 'cache');
  const body: unknown = cache ? (answer as unknown as Record<symbol, unknown[] | undefined>)[cache]?.[1] : undefined;
  if (typeof body === 'string') return Buffer.from(body);
  if (body instanceof Uint8Array && body.buffer instanceof ArrayBuffer) return Buffer.from(body.buffer, body.byteOffset, body.byteLength);
  return Buffer.from(await answer.arrayBuffer());
}

async function compressWhole(c: Context): Promise<void> {
  const answer = c.res;
  if (!COMPRESSIBLE_CONTENT_TYPE_REGEX.test(answer.headers.get('Content-Type') ?? '')) return;
  nameAcceptEncoding(answer.headers);
  if (
    !WHOLE.test(answer.headers.get('Content-Type')!) ||
    c.req.method === 'HEAD' ||
    answer.status === 204 ||
    answer.status === 206 ||
    answer.status === 304 ||
    answer.headers.has('Content-Encoding') ||
    /(^|,)\s*no-transform\s*(,|$)/i.test(answer.headers.get('Cache-Control') ?? '')
  ) {
    return;
  }
  const header = c.req.header('Accept-Encoding');
  const coding = accepts(header, 'br') ? 'br' : accepts(header, 'gzip') ? 'gzip' : undefined;
  if (!coding) return;
  const body = await bodyOf(answer);
  // The answer's own headers, changed in place: it is replaced below, and a copy cost more than
  // the rest of this step on a small answer.
  const headers = answer.headers;
  let sent = body;
  // Its length said, a small answer passes Hono's compress() too.
  if (body.length < THRESHOLD) headers.set('Content-Length', String(body.length));
  else {
    sent = await encode(coding, body);
    headers.set('Content-Encoding', coding);
    headers.delete('Content-Length');
    const etag = headers.get('ETag');
    if (etag && !etag.startsWith('W/')) headers.set('ETag', `W/${etag}`);
  }
  // Set apart: assigning over an answer copies it through its body as a stream (Hono's Context).
  // No statusText: reading it turns @hono/node-server's light answer into a full Response (the
  // shop's answers carry none of their own; Node writes the standard reason phrase).
  c.res = undefined;
  c.res = new Response(sent, { status: answer.status, headers });
}

/** Compresses every compressible answer for a client that takes it (see above). */
export function compression(): MiddlewareHandler {
  const streamed = compress();
  return (c, next) =>
    streamed(c, async () => {
      await next();
      await compressWhole(c);
    });
}
