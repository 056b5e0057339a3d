import type { OpenAPIHono } from '@hono/zod-openapi';
import type { PublicUser } from '../../domain/schemas/account.ts';
import type { Db } from '../db/client.ts';
import type { Session } from '../services/accounts/index.ts';
import type { CatalogCaches } from '../services/catalogue/index.ts';
import type { Providers } from '../services/payments/index.ts';
import type { ShopLog } from '../request-log.ts';

/** What every request handler may use: the database and the shop's settings. */
export interface ShopConfig {
  /** SHOP_NAME: the shop's name in e-mails' sender and subjects and the back office (the seller's legal name is the owner's setting). */
  shopName: string;
  currency: string;
  uploadsDir: string;
  outboxDir: string;
  dataDir: string;
  /**
   * The shop's public origin (no trailing slash): PUBLIC_URL, or http://localhost:PORT when unset.
   * Every absolute link (canonical, sitemap, robots.txt, e-mails) is built from it, never from the
   * request's Host header, which any client can set.
   */
  publicUrl: string;
  jwtSecret: string;
  /** The two-factor secrets' own key (TWO_FACTOR_KEY, or generated in DATA_DIR; not in backups): services/accounts/two-factor-secret.ts. */
  twoFactorKey: string;
  smtpUrl: string | undefined;
  /** TRUSTED_PROXIES: whose X-Forwarded-For names the client (api/client-address.ts). */
  trustedProxies: readonly string[];
  /** UPLOADS_QUOTA_MB in bytes: how much shoppers' photos may fill; unset, 1 GiB (services/content/uploads.ts). */
  uploadsQuotaBytes?: number;
  /** The card providers configured at start (STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET: Stripe); none, bank transfer only. */
  paymentProviders?: Providers;
  /** METRICS_TOKEN: the bearer token GET /metrics asks for (server/metrics.ts); unset, /metrics answers 404. */
  metricsToken?: string;
}

export interface ApiDeps {
  db: Db;
  /** The back office's reports (the dashboard) run here, with longer timeouts (db/client.ts); `db` when unset. */
  reportsDb?: Db;
  config: ShopConfig;
  caches: CatalogCaches;
}

/** What one request knows about its caller, in API handlers (`c.get`) and page loaders (the load context). */
export interface RequestFacts {
  /** The client's address (api/client-address.ts); undefined for an in-process call. */
  clientIp: string | undefined;
  /** This request's id: the X-Request-Id header, its log lines and its error answers (server/request-log.ts). */
  requestId: string;
  /** The nonce of the page's inline scripts (Content-Security-Policy); pages only. */
  cspNonce?: string;
  /** Told of an error a page's loader or action threw (app/entry.server.tsx: handleError); pages only. */
  noteError?: (error: unknown) => void;
  /** Where this request's failures are logged (server/request-log.ts); the process's log when unset. */
  log?: ShopLog;
}

/** `staff`: the back-office caller, and `staffSession` their session, set by the /api/admin guard. */
export type ApiEnv = { Variables: { deps: ApiDeps; staff?: PublicUser; staffSession?: Session } & RequestFacts };
export type Api = OpenAPIHono<ApiEnv>;
