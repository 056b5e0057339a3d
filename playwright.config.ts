import { defineConfig, devices } from '@playwright/test';
import { serverArgs } from './scripts/build-server.ts';
import { OWNER } from './tests/e2e/fixtures/owner.ts';

const PORT = Number(process.env.E2E_PORT ?? 4310);
// Separate data folders (and BUILD_DIR builds) let several suites run side by side.
const DATA_DIR = process.env.E2E_DATA_DIR ?? '.data/e2e';
const BUILD_DIR = process.env.BUILD_DIR ?? 'build';
/** The Stripe test server the shop's card payments go to (scripts/stripe-test-server.ts), on its own port. */
const STRIPE_PORT = Number(process.env.E2E_STRIPE_PORT ?? PORT + 1000);
const STRIPE = { STRIPE_SECRET_KEY: 'sk_test_e2e_shop', STRIPE_WEBHOOK_SECRET: 'whsec_e2e_shop' };

/**
 * Browser tests run against the built shop on a fresh data folder, with Debian's Chromium
 * (no browser download here).
 */
const desktop = { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } };
// A promotion moves prices on the listing and the product pages (decision record 036), a retention period the
// policies (043), the returns policy the home and product pages (047): their specs change the catalogue version. The
// returns scenario makes its ring ready to ship (048); the gift card amounts the /gift-cards page (050); an approved
// review the product page (052).
const CATALOGUE_CHANGES =
  /(admin-products|admin-lists|stock|page-cache|discounts|promotions|ship-to-prices|privacy-promises|returns-policy|returns-scenario|gift-card-amounts|reviews|metal-pricing|price-sheet)\.spec\.ts$/;
/** Specs that start a shop of their own behind nginx on https (tests/e2e/fixtures/tls-proxy.ts). */
const BEHIND_PROXY = /behind-proxy\.spec\.ts$/;

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: process.env.E2E_OUTPUT_DIR ?? 'test-results',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  // The back office's tests change the catalogue every other test reads (new products, stock,
  // renamed values): they run after the storefront's, on the same shop.
  projects: [
    { name: 'desktop', testIgnore: [CATALOGUE_CHANGES, BEHIND_PROXY], use: desktop },
    { name: 'catalogue-changes', testMatch: CATALOGUE_CHANGES, dependencies: ['desktop'], use: desktop },
    // The shop as deployed behind a TLS-terminating proxy: its own shop and nginx, on free ports.
    { name: 'behind-proxy', testMatch: BEHIND_PROXY, use: desktop },
  ],
  webServer: [
    {
      command: 'node --import tsx scripts/stripe-test-server.ts',
      env: { ...STRIPE, STRIPE_TEST_PORT: String(STRIPE_PORT), SHOP_WEBHOOK_URL: `http://127.0.0.1:${PORT}/api/webhooks/stripe` },
      port: STRIPE_PORT,
      reuseExistingServer: false,
      stdout: 'ignore',
    },
    {
      // The compiled server, as `npm start` runs it.
      command: `rm -rf ${DATA_DIR} && node ${serverArgs(BUILD_DIR).join(' ')}`,
      env: {
        NODE_ENV: 'production',
        PORT: String(PORT),
        HOST: '127.0.0.1',
        DATA_DIR,
        SHOP_NAME: 'Lumen & Loom',
        TRUSTED_PROXIES: 'loopback',
        ADMIN_EMAIL: OWNER.email,
        ADMIN_PASSWORD: OWNER.password,
        BUILD_DIR,
        ...STRIPE,
        STRIPE_API_URL: `http://127.0.0.1:${STRIPE_PORT}`,
      },
      url: `http://127.0.0.1:${PORT}/api/health`,
      timeout: 180_000,
      reuseExistingServer: false,
      // SIGTERM lets the shop stop its embedded database instead of leaving it running.
      gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
      stdout: 'ignore',
    },
  ],
});
