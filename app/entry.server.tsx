/**
 * How a page is rendered on the server: React Router's Node entry (streamed to browsers, whole to
 * crawlers), with this request's Content-Security-Policy nonce on every inline script, and page
 * failures logged by class and code only (server/request-log.ts), never with their message.
 */
import { Transform, type TransformCallback } from 'node:stream';
import type { AppLoadContext, EntryContext, HandleErrorFunction } from 'react-router';
import { createReadableStreamFromReadable } from '@react-router/node';
import { isRouteErrorResponse, ServerRouter } from 'react-router';
import { isbot } from 'isbot';
import type { RenderToPipeableStreamOptions } from 'react-dom/server';
import { renderToPipeableStream } from 'react-dom/server';
import { deferScriptsIn } from './lib/deferred-scripts.server';
import { logFailure } from '../server/request-log.ts';

export const streamTimeout = 5_000;

/**
 * A loader's or action's failure: one safe line, unless the shopper left. A refusal React Router
 * answers itself with a 4xx (no action for a POST, no such route) is the caller's mistake, already
 * in the request line with its status.
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted || (isRouteErrorResponse(error) && error.status < 500)) return;
  const cause = isRouteErrorResponse(error) && 'error' in error && error.error ? error.error : error;
  // The server tells a database that is down or hung from a fault of ours (a 503, not a 500).
  context.noteError?.(cause);
  logFailure(context.requestId, request.method, request.url, cause, context.log);
};

/**
 * Passes on what React writes, gathered: React hands over a page in pieces of about 2 KB, and a
 * socket write for each cost the server more time than rendering the page. What one flush of
 * React writes (the whole shell, then each streamed part) goes out as one piece.
 */
class Gathering extends Transform {
  private pieces: Buffer[] = [];
  private pending = false;
  /** Whether React Router's scripts were found in the shell and deferred. */
  private deferred = false;

  constructor(private readonly ended: () => void) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
    this.pieces.push(chunk);
    if (!this.pending) {
      this.pending = true;
      setImmediate(() => this.pass());
    }
    callback();
  }

  override _flush(callback: TransformCallback) {
    this.pass();
    this.ended();
    callback();
  }

  private pass() {
    this.pending = false;
    if (this.pieces.length === 0) return;
    let piece = this.pieces.length === 1 ? this.pieces[0]! : Buffer.concat(this.pieces);
    this.pieces = [];
    // The shell (React writes it in one go) holds React Router's scripts: asked for once the page has loaded.
    const deferred = this.deferred ? undefined : deferScriptsIn(piece);
    if (deferred) {
      this.deferred = true;
      piece = deferred;
    }
    this.push(piece);
  }
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  // https://httpwg.org/specs/rfc9110.html#HEAD
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  // The policy (server/security-headers.ts) runs inline scripts only with this nonce: React Router's
  // hydration data and module imports take it from <ServerRouter>, React's streaming ones from here.
  const nonce = loadContext.cspNonce;

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get('user-agent');

    // Crawlers (and SPA mode) wait for all content before the answer starts.
    const readyOption: keyof RenderToPipeableStreamOptions = (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady';

    // Abort the rendering stream after `streamTimeout` so rejected boundaries still flush.
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(<ServerRouter context={routerContext} url={request.url} nonce={nonce} />, {
      nonce,
      [readyOption]() {
        shellRendered = true;
        const body = new Gathering(() => {
          // Clear the timeout so the closure is not retained.
          clearTimeout(timeoutId);
          timeoutId = undefined;
        });
        const stream = createReadableStreamFromReadable(body);
        responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
        pipe(body);
        resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }));
      },
      onShellError(error: unknown) {
        reject(error);
      },
      onError(error: unknown) {
        responseStatusCode = 500;
        // Errors before the shell reject and are logged by handleError; later ones only here.
        if (shellRendered) logFailure(loadContext.requestId, request.method, request.url, error, loadContext.log);
      },
    });
  });
}
