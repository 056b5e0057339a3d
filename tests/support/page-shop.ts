/**
 * The shop's pages rendered on the server for API tests, with no build and no browser: the whole
 * HTTP layer (server/http.ts) over a test shop's database, with a React Router server build made
 * of the real root, entry and the route modules named (imported as the tests import any module;
 * the browser's assets are stand-ins). For what only a page's HTML shows: its head (meta tags,
 * structured data) and its redirects.
 */
import type { ComponentType } from 'react';
import { UNSAFE_withComponentProps, UNSAFE_withErrorBoundaryProps, type ServerBuild } from 'react-router';
import { beforeAll } from 'vitest';
import { createShopApp } from '../../server/http.ts';
import { createCatalogCaches } from '../../server/services/catalogue/index.ts';
import type { ServedShop } from './test-shop.ts';

export interface PageShop {
  /** A page as a crawler asks for it: no cookie, redirects not followed. */
  get(path: string): Promise<Response>;
}

/** A route of the table (app/routes.ts) under the root: its module file and its path. */
export interface PageRoute {
  file: string;
  path?: string;
  index?: boolean;
}

type RouteModule = Record<string, unknown> & { default?: ComponentType<never>; ErrorBoundary?: ComponentType<never> };

/** What React Router's Vite plugin does to a route module: its components get the route's data as props. */
function withProps(module: RouteModule): RouteModule {
  return {
    ...module,
    ...(module.default ? { default: UNSAFE_withComponentProps(module.default as never) } : {}),
    ...(module.ErrorBoundary ? { ErrorBoundary: UNSAFE_withErrorBoundaryProps(module.ErrorBoundary as never) } : {}),
  };
}

/** The catalogue's pages as app/routes.ts names them: home, product, category, theme and the product's other addresses. */
export const SHOP_PAGES: readonly PageRoute[] = [
  { file: 'routes/home.tsx', index: true },
  { file: 'routes/product.tsx', path: 'product/:id/:variantId' },
  { file: 'routes/product-redirect.tsx', path: 'product/:id' },
  { file: 'routes/category-detail.tsx', path: 'category-detail' },
  { file: 'routes/theme.tsx', path: 'theme/:themeName' },
];

/** The sitemap index and its files. */
export const SITEMAP_PAGES: readonly PageRoute[] = [
  { file: 'routes/sitemap.tsx', path: 'sitemap.xml' },
  { file: 'routes/sitemap-file.tsx', path: 'sitemap/:file' },
];

async function serverBuild(pages: readonly PageRoute[]): Promise<ServerBuild> {
  const modules = [
    { id: 'root', file: 'root.tsx', path: '', index: undefined, parentId: undefined },
    ...pages.map((page) => ({ id: page.file.replace(/\.tsx$/, ''), file: page.file, path: page.path, index: page.index, parentId: 'root' })),
  ];
  const loaded = await Promise.all(
    modules.map(async (route) => ({ ...route, module: withProps((await import(/* @vite-ignore */ `../../app/${route.file}`)) as RouteModule) })),
  );
  const routes = Object.fromEntries(
    loaded.map((route) => [route.id, { id: route.id, parentId: route.parentId, path: route.path, index: route.index, module: route.module }]),
  );
  const manifestRoutes = Object.fromEntries(
    loaded.map((route) => [
      route.id,
      {
        id: route.id,
        parentId: route.parentId,
        path: route.path,
        index: route.index,
        module: `/${route.id}.js`,
        imports: [],
        css: [],
        hasAction: 'action' in route.module,
        hasLoader: 'loader' in route.module,
        hasClientAction: false,
        hasClientLoader: false,
        hasClientMiddleware: false,
        hasErrorBoundary: 'ErrorBoundary' in route.module,
      },
    ]),
  );
  const entry = (await import('../../app/entry.server.tsx')) as ServerBuild['entry']['module'];
  return {
    entry: { module: entry },
    routes,
    assets: { entry: { module: '/entry.js', imports: [] }, routes: manifestRoutes, url: '/manifest.js', version: '1' },
    publicPath: '/',
    assetsBuildDirectory: 'build/client',
    future: {},
    ssr: true,
    isSpaMode: false,
    prerender: [],
    routeDiscovery: { mode: 'initial', manifestPath: '/__manifest' },
  } as unknown as ServerBuild;
}

export function usePageShop(shop: ServedShop, pages: readonly PageRoute[]): PageShop {
  let app: ReturnType<typeof createShopApp>;
  beforeAll(async () => {
    app = createShopApp(
      { db: shop.database.db, config: shop.config, caches: createCatalogCaches() },
      { mode: 'production', build: await serverBuild(pages), log: () => {} },
    );
  }, 120_000);
  return { get: (path) => Promise.resolve(app.request(path, { redirect: 'manual' })) };
}
