/**
 * Starts the shop: configuration, database (embedded unless DATABASE_URL), migrations, the
 * sample catalogue on a first start, then one HTTP server on one port. SIGINT/SIGTERM finish
 * the requests in flight, close the database, stop the embedded server and exit 0.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import path from 'node:path';
import { getRequestListener } from '@hono/node-server';
import type { ServerBuild } from 'react-router';
import { EnvError, parseEnv, type Env } from './env.ts';
import { openDatabase } from './db/database.ts';
import { isSampleCatalogSeeded, seedSampleCatalog, writeSiteImages } from './db/seed/sample-catalog.ts';
import { seedSampleReviews } from './db/seed/sample-reviews.ts';
import { createShopApp } from './http.ts';
import type { PoolCounts } from './metrics.ts';
import type { ShopConfig } from './api/context.ts';
import { sessionSecret, twoFactorSecret } from './secrets.ts';
import { startMailSender } from './services/mail/index.ts';
import { Activity, collectWhenQuiet } from './services/caching/index.ts';
import { applySellerDefaults } from './services/shop/index.ts';
import { announceOwnerSetup, hasOwner, ownerFromEnvironment, ownerFromEnvironmentLine, resealTwoFactorSecrets } from './services/accounts/index.ts';
import type { Db } from './db/client.ts';
import { lockDataDir } from './process-lock.ts';
import { BEST_SELLERS_EVERY_MS, createCatalogCaches, followPromotions, listing, refreshBestSellers } from './services/catalogue/index.ts';
import { ListingQuery } from '../domain/listing.ts';
import { minorUnitsPerMajor } from '../domain/money.ts';
import { copyEarlierDocuments, stripeProvider } from './services/payments/index.ts';
import { cancelOverdueTransfers, captureDuePayments, reconcileCardPayments, remindUnpaidTransfers } from './services/orders/index.ts';
import { startPeriodic } from './periodic.ts';
import { describeError } from './request-log.ts';
import { RETENTION_EVERY_MS, applyRetention } from './services/retention/index.ts';
import { GIFT_CARDS_MAILED_EVERY_MS, mailDueGiftCards } from './services/gift-cards/index.ts';
import { mailDueReviewRequests, REVIEW_REQUESTS_EVERY_MS } from './services/reviews/index.ts';

const log = (line: string) => console.log(`[shop] ${line}`);

/** How often unpaid bank transfers are looked at: days to pay are whole days, so a few minutes late is on time. */
const UNPAID_TRANSFERS_EVERY_MS = 5 * 60_000;

function loadEnv(): Env {
  try {
    return parseEnv();
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

/**
 * ADMIN_EMAIL/ADMIN_PASSWORD make the first owner, and never undo the owners' changes (ADMIN_RESET
 * resets once); without an owner, the setup token is written to DATA_DIR and the log names its file.
 */
async function prepareOwner(db: Db, env: Env, publicUrl: string): Promise<void> {
  if (env.admin) log(ownerFromEnvironmentLine(env.admin.email, await ownerFromEnvironment(db, env.admin)));
  if (!(await hasOwner(db))) log(announceOwnerSetup(env.dataDir, publicUrl));
}

function lockOrExit(dataDir: string): () => void {
  try {
    return lockDataDir(dataDir);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}

function shopConfig(env: Env): ShopConfig {
  return {
    shopName: env.shopName,
    currency: env.currency,
    dataDir: env.dataDir,
    uploadsDir: path.join(env.dataDir, 'uploads'),
    outboxDir: path.join(env.dataDir, 'outbox'),
    // Absolute links never come from the request's Host header (security-headers.ts, root.tsx).
    publicUrl: (env.publicUrl ?? `http://localhost:${env.port}`).replace(/\/+$/, ''),
    jwtSecret: sessionSecret(env.jwtSecret, env.dataDir),
    twoFactorKey: twoFactorSecret(env.twoFactorKey, env.dataDir),
    smtpUrl: env.smtpUrl,
    trustedProxies: env.trustedProxies,
    uploadsQuotaBytes: env.uploadsQuotaBytes,
    // Built once: the keys stay inside the provider, never in a log line or an answer.
    paymentProviders: env.stripe ? { stripe: stripeProvider(env.stripe) } : {},
    metricsToken: env.metricsToken,
  };
}

/**
 * Card payments' scheduled work, when a card provider is set up (decision record 025): captures
 * due (the shopper's cancellation window closed) every minute, and the reconciliation with the
 * provider at start and every five minutes. Both are safe with several instances (server/periodic.ts).
 */
function startCardJobs(db: Db, config: ShopConfig, every: (ms: number) => number): { stop(): Promise<void> } {
  if (!config.paymentProviders?.stripe) return { stop: async () => {} };
  void reconcileCardPayments(db, config).catch((error: unknown) => log(`card reconciliation failed: ${describeError(error)}`));
  return startPeriodic(
    [
      { name: 'card captures', everyMs: every(60_000), run: () => captureDuePayments(db, config) },
      { name: 'card reconciliation', everyMs: every(5 * 60_000), run: () => reconcileCardPayments(db, config) },
    ],
    log,
  );
}

type Deps = Parameters<typeof createShopApp>[0];
type Listener = (req: IncomingMessage, res: ServerResponse) => void;

/** The shop's request listener: through Vite in development, the built pages in production. */
async function shopListener(
  deps: Deps,
  env: Env,
  dev: boolean,
  pools: Record<string, PoolCounts>,
): Promise<{ listener: Listener; closeDev: () => Promise<void> }> {
  if (dev) {
    const vite = await import('vite').then((v) => v.createServer({ server: { middlewareMode: true } }));
    const app = createShopApp(deps, {
      mode: 'development',
      build: () => vite.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>,
      publicUrl: env.publicUrl,
      pools,
    });
    const honoListener = getRequestListener(app.fetch);
    return { listener: (req, res) => vite.middlewares(req, res, () => honoListener(req, res)), closeDev: () => vite.close() };
  }
  const buildDir = env.buildDir;
  // Produced by `react-router build`.
  const build = (await import(path.join(buildDir, 'server', 'index.js'))) as ServerBuild;
  // PUBLIC_URL as set, not config.publicUrl's http://localhost:PORT default: unset, each request's own origin (public-origin.ts).
  const app = createShopApp(deps, {
    mode: 'production',
    build,
    clientDir: path.relative(process.cwd(), path.join(buildDir, 'client')),
    publicUrl: env.publicUrl,
    pools,
  });
  return { listener: getRequestListener(app.fetch), closeDev: async () => {} };
}

/** Everything the shop closes when it stops, in order, once its server has finished. */
type Shutdown = () => Promise<void>;

/**
 * One HTTP server on the port; SIGINT/SIGTERM finish the requests in flight, then `shutdown`.
 * Once the requests pause, what a burst of them left on the heap is collected (`collectWhenQuiet`).
 */
function listen(env: Env, listener: Listener, shutdown: Shutdown, others: { collect(): void; settle(): void }): void {
  let stopping = false;
  const activity = new Activity();
  collectWhenQuiet(activity, others);
  const server = createServer((req, res) => {
    activity.track(res);
    // While stopping, each answer closes its connection: a keep-alive client cannot hold the shop open.
    if (stopping) res.setHeader('Connection', 'close');
    listener(req, res);
  });
  // An idle keep-alive connection stays open for 65 s, not Node's 5: a client (or a proxy, whose
  // idle timeout is commonly 60 s) reusing it as the shop closes it gets a reset instead of an answer.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  server.listen(env.port, env.host, () => {
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : env.port;
    log(`${env.shopName} is open at http://localhost:${port}`);
  });
  server.on('error', async (error: NodeJS.ErrnoException) => {
    console.error(error.code === 'EADDRINUSE' ? `Port ${env.port} is in use: set PORT to another port.` : error.message);
    await shutdown().catch(() => {});
    process.exit(1);
  });

  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log(`${signal}: finishing requests in flight`);
    const force = setTimeout(() => server.closeAllConnections(), 10_000);
    // Connections that fall idle after their last answer are closed too, not left to the deadline.
    const sweep = setInterval(() => server.closeIdleConnections(), 100);
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeIdleConnections();
    });
    clearTimeout(force);
    clearInterval(sweep);
    await shutdown();
    log('stopped');
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

/** How often the catalogue checks for a promotion that started, ended or was used up: the prices shown lag it by this at most. */
const PROMOTIONS_FOLLOWED_EVERY_MS = 60_000;

async function main() {
  const env = loadEnv();
  // The lock guards the embedded database; instances on one DATABASE_URL share DATA_DIR (decision record 033).
  const unlock = env.databaseUrl ? () => {} : lockOrExit(env.dataDir);
  const database = await openDatabase({ databaseUrl: env.databaseUrl, databaseOwnerUrl: env.databaseOwnerUrl, dataDir: env.dataDir, log });
  const config = shopConfig(env);

  await database.whileStarting(async () => {
    await writeSiteImages(config.uploadsDir);
    if (env.seedSampleCatalog && !(await isSampleCatalogSeeded(database.db))) {
      log('seeding the sample catalogue (first start)');
      await seedSampleCatalog(database.db, config.uploadsDir);
      await seedSampleReviews(database.db);
    }
    // Two-factor secrets sealed under the session key, sealed again under their own (issue 37).
    const resealed = await resealTwoFactorSecrets(database.db, config);
    if (resealed > 0) log(`Two-factor: ${resealed} secret(s) sealed again under the two-factor key.`);
    await prepareOwner(database.db, env, config.publicUrl);
    // The seller's details from the environment, until the owner saves their own; invoices and credit
    // notes issued before copies were kept take theirs, with the seller they printed (decision record 035).
    await applySellerDefaults(database.db, {
      legalName: env.shopName,
      address: env.shopAddress,
      email: env.shopEmail,
      phone: env.shopPhone,
      timeZone: env.shopTimeZone,
    });
    const copied = await copyEarlierDocuments(database.db, { legalName: env.shopName, address: env.shopAddress });
    if (copied > 0) log(`kept a copy of ${copied} invoices and credit notes issued before copies were kept`);
  });

  const deps = { db: database.db, reportsDb: database.reports.db, config, caches: createCatalogCaches({ thread: true }) };
  // Mail that could not be sent when it was queued (SMTP down) is retried from the outbox table.
  const mailSender = startMailSender(database.db, config, { log });
  // Bank transfers not received: a reminder half-way through the days to pay, then cancelled and restocked (decision record 025).
  const every = (ms: number) => env.scheduledWorkEveryMs ?? ms;
  const periodic = startPeriodic(
    [
      { name: 'bank transfer reminders', everyMs: every(UNPAID_TRANSFERS_EVERY_MS), run: () => remindUnpaidTransfers(database.db, config) },
      { name: 'unpaid bank transfers cancelled', everyMs: every(UNPAID_TRANSFERS_EVERY_MS), run: () => cancelOverdueTransfers(database.db, config) },
      // A promotion starting, ending or used up changes the prices the catalogue shows (decision record 036).
      { name: 'promotions followed', everyMs: every(PROMOTIONS_FOLLOWED_EVERY_MS), run: () => followPromotions(database.db) },
      // What outlived the owner's periods: security events, messages and their photos, unconfirmed accounts (decision record 043).
      { name: 'retention', everyMs: every(RETENTION_EVERY_MS), run: () => applyRetention(database.db, config.uploadsDir) },
      // Sold gift cards whose send date has come: code made, recipient and buyer mailed, once across instances (decision record 050).
      { name: 'gift cards mailed', everyMs: every(GIFT_CARDS_MAILED_EVERY_MS), run: () => mailDueGiftCards(database.db, config) },
      // Review requests: the owner's days after delivery, one mail an order with a signed link a piece (decision record 052).
      { name: 'review requests mailed', everyMs: every(REVIEW_REQUESTS_EVERY_MS), run: () => mailDueReviewRequests(database.db, config) },
      // Best sellers: units sold over the period, counted again; the catalogue version moves when they change (decision record 054).
      { name: 'best sellers counted', everyMs: every(BEST_SELLERS_EVERY_MS), run: async () => ((await refreshBestSellers(database.db)).changed ? 1 : 0) },
    ],
    log,
  );
  // The unfiltered listing is the most visited and the dearest to count: compute it before the first shopper.
  void listing(deps.db, ListingQuery.parse({}), { caches: deps.caches, currencyMinorPerMajor: minorUnitsPerMajor(config.currency) }).catch(() => {});
  // The best sellers as the sales now make them, without waiting for the job's first hour.
  void refreshBestSellers(deps.db).catch(() => {});

  const cardJobs = startCardJobs(deps.db, config, every);

  const { listener, closeDev } = await shopListener(deps, env, process.argv.includes('--dev'), {
    main: database.pool,
    reports: database.reports.pool,
  });
  listen(
    env,
    listener,
    async () => {
      await cardJobs.stop();
      await periodic.stop();
      await mailSender.stop();
      await deps.caches.thread?.close();
      await closeDev();
      await database.shutdown();
      unlock();
    },
    { collect: () => deps.caches.thread?.collect(), settle: () => deps.caches.thread?.settle() },
  );
}

main().catch((error) => {
  console.error('The shop could not start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
