/**
 * The whole HTTP layer (server/http.ts: request ids, the request log, security headers, the API)
 * over a test shop's database, served as production serves it: Node's HTTP server through
 * @hono/node-server (whose own Request and Response stand in for the Fetch API's), on a port of its
 * own. There are no pages: API tests run before any React Router build exists; a page request
 * answers 500.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { afterAll, beforeAll } from 'vitest';
import { createShopApp } from '../../server/http.ts';
import { createCatalogCaches } from '../../server/services/catalogue/index.ts';
import type { ServedShop } from './test-shop.ts';

export interface HttpShop {
  app: ReturnType<typeof createShopApp>;
  /** The request log's lines so far. */
  log: string[];
  fetch(pathAndQuery: string, init?: RequestInit): Promise<Response>;
}

export function useHttpShop(shop: ServedShop): HttpShop {
  const http = { log: [] as string[] } as HttpShop;
  let server: Server;
  beforeAll(async () => {
    http.app = createShopApp(
      { db: shop.database.db, config: shop.config, caches: createCatalogCaches() },
      { mode: 'production', build: () => Promise.reject(new Error('no pages in API tests')), log: (line) => http.log.push(line) },
    );
    server = createServer(getRequestListener(http.app.fetch));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    http.fetch = (pathAndQuery, init) => fetch(`http://127.0.0.1:${port}${pathAndQuery}`, init);
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return http;
}
