/**
 * No storefront page's first view loads more than 150 KiB of JavaScript, compressed: every module
 * its HTML loads (modulepreload links, module scripts, the inline module's imports) and their
 * static imports, measured on the built shop the suite runs against exactly as `npm run
 * bench:bytes` measures it (scripts/bench/bytes.ts). Code a page needs only later (the footer's
 * newsletter form, the form schemas) is loaded when it is needed (docs/decisions/012).
 */
import { closeClients } from '../../scripts/bench/shared.ts';
import { measurePageScripts, SCRIPT_BUDGET_BYTES, storefrontPages } from '../../scripts/bench/bytes.ts';
import { expect, test } from './fixtures/index.ts';

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

test.afterAll(() => closeClients());

test('every storefront page’s first view loads at most 150 KiB of JavaScript, compressed', async ({ baseURL }) => {
  const pages = await storefrontPages(baseURL!);
  const measured = await measurePageScripts(baseURL!, pages);
  expect(measured.map((page) => page.path)).toEqual(pages.map((page) => page.path));
  for (const page of measured) {
    // React and the router alone are more than this: a smaller figure means the page's scripts were not found.
    expect(page.compressedBytes, `${page.label} ${page.path}: its scripts were found`).toBeGreaterThan(60 * 1024);
    expect
      .soft(page.compressedBytes, `${page.label} ${page.path} loads ${kib(page.compressedBytes)} in ${page.files.length} modules: ${page.files.join(' ')}`)
      .toBeLessThanOrEqual(SCRIPT_BUDGET_BYTES);
  }
});

test('a storefront page asks for its scripts only once it has loaded, then hydrates', async ({ page }) => {
  for (const path of ['/', '/products']) {
    await page.goto(path); // waits for the page to hydrate (fixtures/index.ts)
    await expect(page.locator('html[data-hydrated]')).toBeAttached();
    const timing = await page.evaluate(() => {
      const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
      const scripts = performance
        .getEntriesByType('resource')
        .filter((entry) => /\/assets\/[^?#]+\.js$/.test(new URL(entry.name).pathname))
        .map((entry) => entry.startTime);
      return { loadedAt: navigation.loadEventStart, scripts };
    });
    expect(timing.scripts.length, `${path}: its modules were fetched`).toBeGreaterThan(3);
    expect(Math.min(...timing.scripts), `${path}: no module asked for before the load event`).toBeGreaterThanOrEqual(timing.loadedAt);
  }
});
