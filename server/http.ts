/**
 * The whole HTTP surface on one Hono app: /api/*, the built assets, and the React Router
 * request handler for every page. Pages' loaders get the same database and settings in process.
 */
import { Hono } from 'hono';
import { serveStatic } from '@hono/node-server/serve-static';
import { createRequestHandler, type ServerBuild } from 'react-router';
import { createApi } from './api/app.ts';
import type { ApiDeps } from './api/context.ts';

export interface ShopAppOptions {
  /** The React Router server build, or a function that loads it (Vite in development). */
  build: ServerBuild | (() => Promise<ServerBuild>);
  mode: 'development' | 'production';
  /** Where the client build lives (production only). */
  clientDir?: string;
}

export function createShopApp(deps: ApiDeps, options: ShopAppOptions) {
  const app = new Hono();
  app.route('/api', createApi(deps));

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
