/**
 * The whole HTTP surface on one Hono app: /api/*, the built assets, and the React Router
 * request handler for every page. Pages' loaders get the same database and settings in process.
 */
import { Hono } from 'hono';
import { serveStatic } from '@hono/node-server/serve-static';
import { createRequestHandler, type ServerBuild } from 'react-router';
import { createApi } from './api/app.ts';
import { errorJson } from './api/errors.ts';
import type { ApiDeps } from './api/context.ts';

export interface ShopAppOptions {
  /** The React Router server build, or a function that loads it (Vite in development). */
  build: ServerBuild | (() => Promise<ServerBuild>);
  mode: 'development' | 'production';
  /** Where the client build lives (production only). */
  clientDir?: string;
}

export function createShopApp(deps: ApiDeps, options: ShopAppOptions) {
  // Clients call some endpoints with a trailing slash (/api/subcategory/?categoryId=).
  const app = new Hono({ strict: false });
  app.route('/api', createApi(deps));
  // A mounted app's own notFound is not consulted: unknown API paths answer JSON here, not a page.
  app.all('/api/*', (c) => errorJson(c, 404, 'not_found', `No API endpoint ${c.req.method} ${c.req.path}`));

  if (options.mode === 'production' && options.clientDir) {
    // File names under /assets carry a content hash: they never change, so cache them for a year.
    app.use(
      '/assets/*',
      serveStatic({
        root: options.clientDir,
        onFound: (_path, c) => c.header('Cache-Control', 'public, max-age=31536000, immutable'),
      }),
    );
    app.use('*', serveStatic({ root: options.clientDir, onFound: (_path, c) => c.header('Cache-Control', 'public, max-age=3600') }));
  }

  const handle = createRequestHandler(options.build, options.mode);
  app.all('*', (c) => handle(c.req.raw, { ...deps }));
  return app;
}
