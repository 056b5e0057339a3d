import type { OpenAPIHono } from '@hono/zod-openapi';
import type { Db } from '../db/client.ts';
import type { CatalogCaches } from '../services/catalog.ts';

/** What every request handler may use: the database and the shop's settings. */
export interface ShopConfig {
  shopName: string;
  currency: string;
  uploadsDir: string;
  outboxDir: string;
  dataDir: string;
  publicUrl: string | undefined;
  jwtSecret: string;
  smtpUrl: string | undefined;
}

export interface ApiDeps {
  db: Db;
  config: ShopConfig;
  caches: CatalogCaches;
}

export type ApiEnv = { Variables: { deps: ApiDeps } };
export type Api = OpenAPIHono<ApiEnv>;
