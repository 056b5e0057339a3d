/**
 * A shop for one test file: its own database cloned from the seeded template (or, for a shop
 * started without the sample catalogue, migrated afresh), and the API answering through
 * `app.request()` with no network in between.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';
import { createApi } from '../../server/api/app.ts';
import type { ShopConfig } from '../../server/api/context.ts';
import { connect, type Database } from '../../server/db/client.ts';
import { applyMigrations } from '../../server/db/migrate.ts';
import { EMBEDDED_RUNTIME_ROLE } from '../../server/db/roles.ts';
import { DEFAULT_SHOP_ADDRESS, DEFAULT_SHOP_EMAIL, DEFAULT_SHOP_PHONE } from '../../server/env.ts';
import { createCatalogCaches } from '../../server/services/catalogue/index.ts';
import { applySellerDefaults } from '../../server/services/shop/index.ts';

/** The API over a database: what a test sends requests to. */
export interface ServedShop {
  /** The database as the shop serves it: the runtime role, which owns nothing (server/db/roles.ts). */
  database: Database;
  config: ShopConfig;
  api: ReturnType<typeof createApi>;
  /** GET (or any method) against the API, answering status and parsed JSON. */
  request(pathAndQuery: string, init?: RequestInit): Promise<{ status: number; body: any; headers: Headers }>;
}

/** A test file's own shop, with its database's owner beside. */
export interface TestShop extends ServedShop {
  /**
   * The same database as its owner (a superuser here), for what a test sets up that the shop's
   * own role may not do: a crash trigger, a renamed table.
   */
  owner: pg.Pool;
}

/** The API over a database and a configuration, answering through `app.request()`. */
export function serveShop(database: Database, config: ShopConfig): ServedShop {
  const api = createApi({ db: database.db, config, caches: createCatalogCaches() });
  const request: TestShop['request'] = async (pathAndQuery, init) => answerOf(await api.request(pathAndQuery.replace(/^\/api/, ''), init));
  return { database, config, api, request };
}

/** An answer as the tests read it: its status, its body parsed as JSON (or its text), its headers. */
export async function answerOf(response: Response): Promise<{ status: number; body: any; headers: Headers }> {
  const text = await response.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    // not JSON: keep the text
  }
  return { status: response.status, body, headers: response.headers };
}

/**
 * `sampleCatalog: false`: a shop started with SEED_SAMPLE_CATALOG=false, its database migrated and
 * nothing seeded (no catalogue, no sample bank account).
 */
export function useTestShop(overrides: Partial<ShopConfig> = {}, options: { sampleCatalog?: boolean } = {}): TestShop {
  const shop = {} as TestShop;
  const serverUrl = inject('serverUrl');
  const name = `shop_test_${inject('templateDatabase').split('_').pop()}_${randomBytes(4).toString('hex')}`;

  beforeAll(async () => {
    const admin = new pg.Client(serverUrl);
    await admin.connect();
    await admin.query(options.sampleCatalog === false ? `CREATE DATABASE ${name}` : `CREATE DATABASE ${name} TEMPLATE ${inject('templateDatabase')}`);
    await admin.end();
    const at = (server: string) => Object.assign(new URL(server), { pathname: `/${name}` }).toString();
    const owner = new pg.Pool({ connectionString: at(serverUrl), max: 2 });
    if (options.sampleCatalog === false) await applyMigrations(owner, EMBEDDED_RUNTIME_ROLE);
    shop.database = connect(at(inject('runtimeUrl')), { max: 4 });
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-data-'));
    shop.config = {
      shopName: 'Test Jewellers',
      currency: 'USD',
      dataDir,
      uploadsDir: inject('uploadsDir'),
      outboxDir: path.join(dataDir, 'outbox'),
      publicUrl: 'http://localhost:3000',
      jwtSecret: randomBytes(32).toString('hex'),
      twoFactorKey: randomBytes(32).toString('hex'),
      smtpUrl: undefined,
      trustedProxies: [],
      ...overrides,
    };
    // As a start does: the seller's first defaults from the environment (here, the test's config).
    await applySellerDefaults(shop.database.db, {
      legalName: shop.config.shopName,
      address: [...DEFAULT_SHOP_ADDRESS],
      email: DEFAULT_SHOP_EMAIL,
      phone: DEFAULT_SHOP_PHONE,
    });
    Object.assign(shop, serveShop(shop.database, shop.config), { owner });
  });

  afterAll(async () => {
    await shop.database?.close();
    await shop.owner?.end();
    const admin = new pg.Client(serverUrl);
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  });

  return shop;
}
