/**
 * The origin a request was made to as the shopper's browser sees it (scheme, host and port), and
 * every request handed on with its URL on that origin (decision record 020).
 *
 * Behind a TLS-terminating proxy the socket speaks plain http to the proxy's address, so the URL
 * Node builds (`http://127.0.0.1:3000/login`) is not the one the browser used
 * (`https://shop.example/login`). React Router's action check (the `Origin` header must match
 * `request.url`'s origin) then refuses every form, and cookies lose `Secure`. The rule, in order:
 *
 * 1. `PUBLIC_URL`, when the operator set it: the shop has one public address, whatever the request says;
 * 2. the socket's peer is one of `TRUSTED_PROXIES`: that proxy's `X-Forwarded-Proto` and
 *    `X-Forwarded-Host` (else `Host`), each checked to be a scheme and a bare host;
 * 3. otherwise the request as it came: a client's own `X-Forwarded-*` headers change nothing, so
 *    forging one never helps an attacker past the Origin check.
 *
 * The Origin check itself is React Router's and is left as it is; it now compares with the right URL.
 */
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context, MiddlewareHandler } from 'hono';
import type { TrustedProxies } from './api/client-address.ts';
import { errorJson } from './api/errors.ts';

export interface PublicOriginOptions {
  /** PUBLIC_URL as the operator set it; undefined when unset (not the http://localhost:PORT default). */
  publicUrl: string | undefined;
  /** TRUSTED_PROXIES, compiled (api/client-address.ts). */
  trust: TrustedProxies;
}

/** A host as a proxy may report it: a name or an IPv4 address, or a bracketed IPv6 one, with an optional port. */
const BARE_HOST = /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*\.?|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/** The first of a header's comma-separated values: what the proxy nearest the client wrote. */
const firstValue = (header: string | null): string | undefined => header?.split(',')[0]?.trim() || undefined;

/** The socket's peer, undefined for an in-process request (a test's `app.request`). */
function peerOf(c: Context): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    return undefined;
  }
}

/** The origin a trusted proxy reports, or undefined when what it sent is not a scheme and a bare host. */
function forwardedOrigin(request: Request, own: URL): string | undefined {
  const proto = firstValue(request.headers.get('x-forwarded-proto'))?.toLowerCase() ?? own.protocol.slice(0, -1);
  const host = firstValue(request.headers.get('x-forwarded-host')) ?? request.headers.get('host') ?? own.host;
  if ((proto !== 'http' && proto !== 'https') || !BARE_HOST.test(host)) return undefined;
  try {
    return new URL(`${proto}://${host}`).origin;
  } catch {
    return undefined;
  }
}

/** The public origin of a request whose socket peer is `peer` (see the rule above). */
export function publicOrigin(request: Request, peer: string | undefined, options: PublicOriginOptions): string {
  if (options.publicUrl) return new URL(options.publicUrl).origin;
  const own = new URL(request.url);
  if (peer && options.trust(peer, 0)) return forwardedOrigin(request, own) ?? own.origin;
  return own.origin;
}

/**
 * Hands every request on with its URL on its public origin (a copy of the request, body and all),
 * so pages, their actions' Origin check, the API and `isSecureRequest` all read the same one.
 */
export function onPublicOrigin(options: PublicOriginOptions): MiddlewareHandler {
  return async (c, next) => {
    const url = new URL(c.req.url);
    const origin = publicOrigin(c.req.raw, peerOf(c), options);
    if (origin !== url.origin) {
      const request = c.req.raw;
      c.req.raw = new Request(`${origin}${url.pathname}${url.search}`, {
        method: request.method,
        headers: request.headers,
        body: request.body,
        signal: request.signal,
        ...(request.body ? { duplex: 'half' } : {}),
      } as RequestInit);
    }
    await next();
  };
}

// ---------------------------------------------------------------------------------------------

export const CROSS_SITE_WRITE_MESSAGE = 'This back-office change was sent from another site, so it was refused. Make it from the shop’s own back office.';
export const CROSS_SITE_SHOP_WRITE_MESSAGE = 'This change was sent from another site, so it was refused. Make it from the shop’s own pages.';

/** Methods that read only (RFC 9110 §9.2.1): the back office's pages and API may be read from anywhere a session reaches. */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** A path as the routers match it: percent-decoded, repeated slashes as one (match it case aside too). */
export function routedPath(pathname: string): string {
  let path = pathname;
  try {
    path = decodeURIComponent(pathname);
  } catch {
    // A broken escape: the routers refuse it too; match it as written.
  }
  return path.replace(/\/{2,}/g, '/');
}

/** The back office's pages (`/admin…`, their `.data` requests) and API (`/api/admin…`). */
const isBackOffice = (pathname: string) => /^\/(api\/)?admin(\/|\.data$|$)/i.test(routedPath(pathname));

/**
 * Writes another site is meant to send, which carry no session: a payment provider's webhooks
 * (server to server, signed) and a mail program's one-click unsubscribe (RFC 8058, a token in the
 * address).
 */
const isMeantForOthers = (pathname: string) => /^\/(api\/webhooks\/|unsubscribe(\.data)?$|api\/newsletter\/unsubscribe$)/i.test(routedPath(pathname));

/**
 * Whether a write came from anywhere but the shop's own pages: the browser says so (Fetch
 * Metadata's `Sec-Fetch-Site` other than `same-origin`: `cross-site`, a sibling subdomain's
 * `same-site`, or `none`), or it names an `Origin` that is not the shop's. A request without either
 * header (an API client, an older browser) passes on the session cookie's `SameSite`.
 */
export function isCrossSiteWrite(request: Request): boolean {
  const site = request.headers.get('sec-fetch-site')?.trim().toLowerCase();
  if (site !== undefined && site !== 'same-origin') return true;
  const origin = request.headers.get('origin');
  return origin !== null && origin !== new URL(request.url).origin;
}

/**
 * Refuses, with 403 and a message, a write sent from another site (OWASP ASVS V3.5.1): the
 * session cookie's SameSite is one wall, this is a second, read from what the browser says about
 * where the request came from — in the back office since issue 21, in the storefront (the cart,
 * the wishlist, cancelling an order, account changes, signing in) since issue 37, so a sibling
 * subdomain cannot act with a shopper's cookie. Runs after `onPublicOrigin`, so the shop's origin
 * is the public one.
 */
export const writesFromTheShop: MiddlewareHandler = async (c, next) => {
  const { pathname } = new URL(c.req.url);
  if (SAFE_METHODS.has(c.req.method) || isMeantForOthers(pathname) || !isCrossSiteWrite(c.req.raw)) return next();
  const message = isBackOffice(pathname) ? CROSS_SITE_WRITE_MESSAGE : CROSS_SITE_SHOP_WRITE_MESSAGE;
  c.header('Cache-Control', 'no-store');
  if (/^\/api\//i.test(routedPath(pathname))) return errorJson(c, 403, 'forbidden', message);
  return c.text(message, 403);
};
