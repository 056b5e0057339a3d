/**
 * Hono's `bodyLimit`, without building the full Fetch Request for a body that says its length.
 *
 * `bodyLimit` asks for the request's body stream first (`c.req.raw.body`). Under
 * @hono/node-server that builds the full Request (a ReadableStream over Node's request, an
 * AbortController) that a handler's `c.req.json()` never needs: it reads the body straight from
 * Node's request. A request with a Content-Length and no Transfer-Encoding is judged by its length
 * here (Node's parser reads no byte past it, and refuses a request that has both); one streamed
 * without a length goes through `bodyLimit`, which counts what arrives. At the full order rate the
 * full Request cost about a tenth of the event loop's time (docs/performance.md, "Order placement").
 */
import type { MiddlewareHandler } from 'hono';
import { bodyLimit as countingBodyLimit } from 'hono/body-limit';

export function bodyLimit(options: Parameters<typeof countingBodyLimit>[0]): MiddlewareHandler {
  const counting = countingBodyLimit(options);
  return (c, next) => {
    const length = c.req.header('content-length');
    if (length === undefined || c.req.header('transfer-encoding') !== undefined) return counting(c, next);
    // Over the limit, `bodyLimit` answers it (from the same header) with the caller's onError.
    return Number(length) > options.maxSize ? counting(c, next) : next();
  };
}
