/**
 * The headers every answer carries (OWASP ASVS V3.4): a Content-Security-Policy, frame
 * protection, `nosniff`, a Referrer-Policy and, under https, HSTS; and `Cache-Control: private,
 * no-store` on every page rendered for a session or holding personal details (ASVS V14.3.2).
 */
import type { Context, MiddlewareHandler } from 'hono';
import { NONCE, secureHeaders, type SecureHeadersVariables } from 'hono/secure-headers';
import { routedPath } from './public-origin.ts';

export type NonceVariables = SecureHeadersVariables;

/** HSTS: a year, subdomains included (ASVS V3.4.1); sent only on answers to https requests. */
export const HSTS = 'max-age=31536000; includeSubDomains';

export const PRIVATE_NO_STORE = 'private, no-store';

const common: Parameters<typeof secureHeaders>[0] = {
  // A page of the shop is never shown inside another site's frame (clickjacking).
  xFrameOptions: 'DENY',
  referrerPolicy: 'strict-origin-when-cross-origin',
  // Sent by hand only when the request came over https (see below).
  strictTransportSecurity: false,
  permissionsPolicy: { camera: [], microphone: [], geolocation: [], payment: [] },
  // A handler that set its own policy keeps it: an uploaded image answers with a stricter CSP.
  overwrite: false,
};

/**
 * Pages: scripts only from the shop's origin or inline with this request's nonce (React Router's
 * hydration data and module imports, React's streaming); no `unsafe-inline` script, no eval.
 * Styles allow inline: pages render `style` attributes (carousels, the price slider).
 * Images: the shop's own, `data:` (small inlined assets) and `blob:` (a photo previewed before upload).
 */
function pagePolicy(development: boolean) {
  return secureHeaders({
    ...common,
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", NONCE],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      // Vite's hot reload talks over a WebSocket in development.
      connectSrc: development ? ["'self'", 'ws:'] : ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'none'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
  });
}

/** API answers are data, never a document: nothing may load from them or frame them. */
const apiPolicy = secureHeaders({ ...common, contentSecurityPolicy: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } });

export function securityHeaders(options: { development: boolean; isHttps: (request: Request) => boolean }): MiddlewareHandler {
  const pages = pagePolicy(options.development);
  return async (c, next) => {
    await (/^\/api(\/|$)/.test(c.req.path) ? apiPolicy : pages)(c, next);
    // A 304 tells the browser to show the page it kept, whose scripts carry the nonce of the answer
    // that brought it: a policy naming this answer's nonce would replace the kept one (RFC 9111
    // §4.3.4) and block them. Without one, the kept page keeps its own.
    if (c.res.status === 304) c.res.headers.delete('Content-Security-Policy');
    if (options.isHttps(c.req.raw)) c.res.headers.set('Strict-Transport-Security', HSTS);
  };
}

/** The nonce of this request's inline scripts (set by the page policy before the page renders). */
export const cspNonce = <E extends { Variables: NonceVariables }>(c: Context<E>): string | undefined => c.get('secureHeadersNonce');

/**
 * Pages that hold an account's or a shopper's details whatever the request carries: the cart,
 * checkout, orders, the account forms and the account page, and the pages an e-mailed or printed
 * token opens (a reset or confirmation link, the owner's first setup, a staff invitation), whose
 * token is in the page.
 * Matched as React Router matches a path: decoded, case aside (`routedPath`).
 */
const PRIVATE_PAGES =
  /^\/(cart|checkout(-2|-3)?|wishlist|orders\/[^/]*|login|register|logout|forgot-password|reset-password|verify-email|account|confirm-email|admin\/setup|admin\/invite)(\.data)?\/?$/i;

/** A page opened with a token in its address (`?token=`, any page): the token must stay in no cache. */
const carriesToken = (url: URL) => url.searchParams.has('token');

/**
 * A page answer is private when it sets a cookie, when the page is personal or opened with a token,
 * or when it was rendered for a session (the request carries a cookie or a token: the root loader
 * reads the shopper) unless its route marked it `public` (robots.txt, sitemap.xml read no session).
 * Anonymous catalogue pages keep their caching (`private, no-cache` from the page cache, page-cache.ts).
 */
export function isPrivatePage(request: Request, response: Response): boolean {
  const url = new URL(request.url);
  if (response.headers.has('set-cookie') || PRIVATE_PAGES.test(routedPath(url.pathname)) || carriesToken(url)) return true;
  if (/\bpublic\b/i.test(response.headers.get('Cache-Control') ?? '')) return false;
  return request.headers.has('cookie') || request.headers.has('authorization');
}

/** `Cache-Control: private, no-store` on private page answers (documents and their `.data` requests). */
export const privatePages: MiddlewareHandler = async (c, next) => {
  await next();
  if (isPrivatePage(c.req.raw, c.res)) c.res.headers.set('Cache-Control', PRIVATE_NO_STORE);
};
