/**
 * The whole HTTP surface on one Hono app: /api/*, the built assets, and the React Router
 * request handler for every page. Pages' loaders get the same database and settings in process.
 */
import { Hono, type Context } from 'hono';
import { serveStatic } from '@hono/node-server/serve-static';
import { createRequestHandler, type ServerBuild } from 'react-router';
import { createApi } from './api/app.ts';
import { compression } from './compression.ts';
import { errorJson, errorsCarryRequestId } from './api/errors.ts';
import { clientAddress, trustedProxies } from './api/client-address.ts';
import type { ApiDeps } from './api/context.ts';
import { isDatabaseUnavailable, unavailableWhenDatabaseIsDown } from './db/unavailable.ts';
import { pageRoute, pageTable, type PageTable } from './cacheable-pages.ts';
import { pageCache } from './page-cache.ts';
import { PageStore } from './page-store.ts';
import { addressWithoutNul, pageSubmissions } from './page-input.ts';
import { logFailure, logTo, newRequestId, requestFields, shopLog, type LogLine, type ShopLog } from './request-log.ts';
import { createMetrics, metricsEndpoint, type PoolCounts } from './metrics.ts';
import { routePath } from 'hono/route';
import { cspNonce, privatePages, securityHeaders, type NonceVariables } from './security-headers.ts';
import { accountIdOf, isSecureRequest, renewedSessionCookie, setsSessionCookie } from './services/accounts/index.ts';
import { onPublicOrigin, writesFromTheShop } from './public-origin.ts';
import type { MiddlewareHandler } from 'hono';

export interface ShopAppOptions {
  /** The React Router server build, or a function that loads it (Vite in development). */
  build: ServerBuild | (() => Promise<ServerBuild>);
  mode: 'development' | 'production';
  /** Where the client build lives (production only). */
  clientDir?: string;
  /** Where the log goes (one JSON line a request or failure); standard output unless a test listens. */
  log?: LogLine;
  /** The database pools whose connections GET /metrics reports, by name (main, reports). */
  pools?: Record<string, PoolCounts>;
  /** PUBLIC_URL as the operator set it (undefined when unset): every request's public origin (public-origin.ts). */
  publicUrl?: string;
}

type ShopEnv = { Variables: NonceVariables & { requestId: string; log: ShopLog } };

/**
 * What the shop holds knowingly, for GET /metrics: the kept pages, the listing index's arrays
 * (shared with its worker: counted once), and the listing thread's own heap.
 */
const memoryParts = (store: PageStore, caches: ApiDeps['caches']) => async () => ({
  page_cache: store.bytes,
  listing_index: caches.listings.indexBytes,
  listing_thread_heap: (await caches.thread?.heapBytes()) ?? 0,
});

export function createShopApp(deps: ApiDeps, options: ShopAppOptions) {
  // Clients call some endpoints with a trailing slash (/api/subcategory/?categoryId=).
  const app = new Hono<ShopEnv>({ strict: false });
  const log = options.log ? logTo(options.log) : shopLog();
  const trust = trustedProxies(deps.config.trustedProxies);
  const store = new PageStore();
  const metrics = createMetrics(deps.db, options.pools, memoryParts(store, deps.caches));
  const pages = typeof options.build === 'function' ? undefined : pageTable(options.build.routes);

  // One line a request, under an id the answer carries too (X-Request-Id), and its figures for /metrics.
  app.use(async (c, next) => {
    const started = performance.now();
    const requestId = newRequestId();
    c.set('requestId', requestId);
    c.set('log', log);
    await next();
    c.res.headers.set('X-Request-Id', requestId);
    const durationMs = performance.now() - started;
    const route = routeLabel(routePath(c), c.req.path, pages);
    const { method } = c.req;
    const accountId = accountIdOf(deps.config, c.req.raw);
    log.info(requestFields({ requestId, accountId, method, route, url: c.req.url, status: c.res.status, durationMs }), 'request');
    metrics.request({ method, route, status: c.res.status, seconds: durationMs / 1000, pageCache: c.res.headers.get('X-Page-Cache') });
  });
  app.get('/metrics', metricsEndpoint(metrics, deps.config.metricsToken));
  // Every request goes on with its URL on the public origin (PUBLIC_URL, or what a trusted proxy
  // reports): React Router's Origin check on actions, cookies' Secure and HSTS all read it.
  app.use(onPublicOrigin({ publicUrl: options.publicUrl, trust }));
  // Every compressible answer (pages, JSON, SVG, scripts, styles) goes out compressed to a client
  // that accepts it: the built files as brotli or gzip written at build time (vite.config.ts), the
  // rest on the fly (server/compression.ts): JSON and SVG whole, brotli or gzip; pages gzip as they
  // stream. An answer already encoded, small (< 1 KiB) or not compressible passes.
  app.use(compression());
  app.use(securityHeaders({ development: options.mode === 'development', isHttps: (request) => isSecureRequest(deps.config, request) }));
  app.use(renewRememberedSession(deps));
  app.onError((error, c) => {
    logFailure(c.get('requestId'), c.req.method, c.req.url, error, log);
    return c.text('Something went wrong on our side. Please try again.', 500);
  });

  app.use('/api/*', errorsCarryRequestId);
  app.use(addressWithoutNul);
  app.use(writesFromTheShop);
  app.route('/api', createApi(deps));
  // A mounted app's own notFound is not consulted: unknown API paths answer JSON here, not a page.
  app.all('/api/*', (c) => errorJson(c, 404, 'not_found', `No API endpoint ${c.req.method} ${c.req.path}`));

  if (options.mode === 'production' && options.clientDir) {
    // File names under /assets carry a content hash: they never change, so cache them for a year.
    app.use(
      '/assets/*',
      serveStatic({
        root: options.clientDir,
        precompressed: true,
        onFound: (_path, c) => c.header('Cache-Control', 'public, max-age=31536000, immutable'),
      }),
    );
    app.use('*', serveStatic({ root: options.clientDir, precompressed: true, onFound: (_path, c) => c.header('Cache-Control', 'public, max-age=3600') }));
  }

  // Page answers rendered for a session are never stored; page actions read only forms they can.
  app.use('*', privatePages);
  app.use('*', pageSubmissions);
  const handle = createRequestHandler(options.build, options.mode);
  // A page that fails while the database is down answers 503, not 500 (db/unavailable.ts).
  // One whose loader failed on the database (down, or hung past its timeouts) answers 503 at once.
  const render = async (c: Context<ShopEnv>, request: Request) => {
    let failedOnDatabase = false;
    const noteError = (error: unknown) => (failedOnDatabase ||= isDatabaseUnavailable(error));
    const response = await handle(request, {
      ...deps,
      clientIp: clientAddress(c, trust),
      requestId: c.get('requestId'),
      cspNonce: cspNonce(c),
      noteError,
      log,
    });
    return unavailableWhenDatabaseIsDown(response, deps.db, failedOnDatabase);
  };
  // Anonymous catalogue and content pages come from memory until the catalogue changes (page-cache.ts),
  // those whose route module declares it (handle.pageCache); in development every page renders, so an edit shows at once.
  if (options.mode === 'production' && pages) {
    app.use(
      '*',
      pageCache<ShopEnv>({
        store,
        pages,
        origin: new URL(deps.config.publicUrl).origin,
        catalogueVersion: () => deps.caches.listings.version(deps.db),
        render,
        nonce: cspNonce,
        onBackgroundError: (c, error) => logFailure(c.get('requestId'), c.req.method, c.req.url, error, log),
      }),
    );
  }
  app.all('*', (c) => render(c, c.req.raw));
  return app;
}

/**
 * A request's route for the log and the metrics: the API's pattern as Hono matched it
 * (`/api/orders/:id`); a page's as the route table gives it (`/orders/:id`), since every page
 * passes the same catch-all handler; `(no route)` for a page path no route answers.
 */
function routeLabel(matched: string, path: string, pages: PageTable | undefined): string {
  if (matched !== '/*' && matched !== '*') return matched;
  return (pages && pageRoute(pages, path)) ?? (pages ? '(no route)' : matched);
}

/**
 * The remember-me cookie, issued again on a request a day or more after it was last issued
 * (accounts/sessions.ts: renewedSessionCookie), on a page or an API answer alike. Not on an answer
 * that sets the session cookie itself (a login, a logout), nor on one a shared cache may keep
 * (Cache-Control: public): a cookie must never be stored for other visitors. A database that
 * fails the look-up costs the renewal only, never the answer.
 */
function renewRememberedSession(deps: ApiDeps): MiddlewareHandler {
  return async (c, next) => {
    const renewal = renewedSessionCookie(deps.db, deps.config, c.req.raw).catch(() => null);
    await next();
    const cookie = await renewal;
    if (!cookie || c.res.headers.get('cache-control')?.includes('public') || c.res.headers.getSetCookie().some(setsSessionCookie)) return;
    c.res.headers.append('Set-Cookie', cookie);
  };
}
