/**
 * The whole HTTP layer (server/http.ts: request ids, the request log, security headers, the API)
 * over a test shop's database, answering through `app.fetch` with no network in between. There
 * are no pages: API tests run before any React Router build exists; a page request answers 500.
 */
import { beforeAll } from 'vitest';
import { createShopApp } from '../../server/http.ts';
import { createCatalogCaches } from '../../server/services/catalog.ts';
import type { TestShop } from './test-shop.ts';

export interface HttpShop {
  app: ReturnType<typeof createShopApp>;
  /** The request log's lines so far. */
  log: string[];
  fetch(pathAndQuery: string, init?: RequestInit): Promise<Response>;
}

export function useHttpShop(shop: TestShop): HttpShop {
  const http = { log: [] as string[] } as HttpShop;
  beforeAll(() => {
    http.app = createShopApp(
      { db: shop.database.db, config: shop.config, caches: createCatalogCaches() },
      { mode: 'production', build: () => Promise.reject(new Error('no pages in API tests')), log: (line) => http.log.push(line) },
    );
    http.fetch = async (pathAndQuery, init) => http.app.fetch(new Request(`http://localhost${pathAndQuery}`, init));
  });
  return http;
}
