import { defineConfig } from '@playwright/test';

/**
 * The cluster test (tests/cluster/, decision record 033): three instances of the built shop behind
 * nginx on Debian's PostgreSQL, all started by the test itself on free loopback ports. Needs
 * `npm run build` first (`npm run test:cluster` does it) and Debian's postgresql, nginx and openssl.
 */
export default defineConfig({
  testDir: 'tests/cluster',
  outputDir: process.env.E2E_OUTPUT_DIR ?? 'test-results/cluster',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  timeout: 120_000,
  use: {
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
});
