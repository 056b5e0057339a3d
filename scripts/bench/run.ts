/**
 * `npm run bench`: every part, one after the other (never two at once: they share the cores),
 * each writing its figures into docs/performance.md. Name parts to run only those:
 *
 *   npm run build && npm run bench                 # all of them
 *   npm run bench -- listing pages                 # two of them (each also has its own npm script)
 *
 * The large synthetic shop (`npm run catalog:large`) is measured where a part needs it; without
 * it those parts say so and measure the sample catalogue. A part fails (exit 1) on an error; whether
 * it met its budget is in the figures it writes.
 */
import { spawnSync } from 'node:child_process';

const PARTS: Record<string, string> = {
  bytes: 'scripts/bench/bytes.ts',
  lighthouse: 'scripts/bench/lighthouse.ts',
  listing: 'scripts/bench/listing.ts',
  pages: 'scripts/bench/pages.ts',
  orders: 'scripts/bench/orders-side-by-side.ts',
  startup: 'scripts/bench/startup.ts',
  pricing: 'scripts/bench/pricing.ts',
  reviews: 'scripts/bench/reviews.ts',
  admin: 'scripts/bench-admin.ts',
  ratios: 'scripts/bench/ratios.ts',
};

const asked = process.argv.slice(2);
const unknown = asked.filter((part) => !(part in PARTS));
if (unknown.length) {
  console.error(`No such part: ${unknown.join(', ')}. The parts: ${Object.keys(PARTS).join(', ')}`);
  process.exit(2);
}
const failed: string[] = [];
for (const part of asked.length ? asked : Object.keys(PARTS)) {
  console.log(`\n=== ${part} ===`);
  const run = spawnSync(process.execPath, ['--import', 'tsx', PARTS[part]!], { stdio: 'inherit' });
  if (run.status !== 0) failed.push(part);
}
if (failed.length) {
  console.error(`\nFailed: ${failed.join(', ')}`);
  process.exitCode = 1;
}
