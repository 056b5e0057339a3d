/**
 * Start to healthy with existing data: the built shop (the compiled server, as `npm start` runs
 * it) is started on the large synthetic shop (100,000 products, `npm run catalog:large`) three
 * times, stopped in between, and each start is timed from the spawn to the first 200 of
 * /api/health (polled every 50 ms); the server's resident memory is read then and 5 s later. The
 * folder is only used as a normal start uses it. Without the large shop, the sample catalogue's
 * folder is measured instead (started once beforehand when it is new, so its seeding is not
 * timed), and the doc says so.
 *
 *   npm run build && npm run bench:startup
 *
 * Budget (issue 10): start to healthy ≤ 3 s.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { isAlive } from '../../server/process-lock.ts';
import { serverArgs } from '../build-server.ts';
import { LARGE_DATA_DIR, measuredOn, quantile, reproduce, SAMPLE_DATA_DIR, startShop, table, writeSection, runIfMain } from './shared.ts';

const STARTS = 3;
const PORT = Number(process.env.BENCH_STARTUP_PORT ?? 4202);
const BUDGET_MS = 3000;
const SETTLE_MS = 5000;

const hasDatabase = (dataDir: string) => existsSync(path.join(dataDir, 'postgres', 'PG_VERSION'));

/** A process's resident memory in MiB (Linux's /proc), to one decimal. */
function rssMiB(pid: number): number {
  const kB = Number(/^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? NaN);
  return Math.round((kB / 1024) * 10) / 10;
}

const median = (values: number[]) =>
  quantile(
    [...values].sort((a, b) => a - b),
    0.5,
  );

/** Refuses a folder another shop is running on (its pid file names a live process): starting there would fail. */
function assertFree(dataDir: string): void {
  let holder: number | undefined;
  try {
    holder = Number(readFileSync(path.join(dataDir, 'shop.pid'), 'utf8').trim());
  } catch {
    return;
  }
  if (holder && isAlive(holder)) throw new Error(`Another shop (pid ${holder}) is running on ${dataDir}: stop it, then run the bench again`);
}

export async function benchStartup(): Promise<void> {
  const large = hasDatabase(LARGE_DATA_DIR);
  const dataDir = large ? LARGE_DATA_DIR : SAMPLE_DATA_DIR;
  const shopName = large ? 'the large synthetic shop (100,000 products)' : 'the sample catalogue';
  if (!large) console.error(`${LARGE_DATA_DIR} holds no database (run npm run catalog:large first): measuring ${SAMPLE_DATA_DIR}, ${shopName}, instead`);
  assertFree(dataDir);
  if (!hasDatabase(dataDir)) {
    // A new folder's first start creates the database and seeds the catalogue: not what is measured.
    await (await startShop({ dataDir, port: PORT })).stop();
  }
  const times: number[] = [];
  const rssHealthy: number[] = [];
  const rssSettled: number[] = [];
  for (let run = 1; run <= STARTS; run++) {
    const shop = await startShop({ dataDir, port: PORT });
    times.push(Math.round(shop.startedInMs));
    rssHealthy.push(rssMiB(shop.process.pid!));
    await sleep(SETTLE_MS);
    rssSettled.push(rssMiB(shop.process.pid!));
    await shop.stop();
    console.log(`start ${run}: healthy after ${times.at(-1)} ms, RSS ${rssHealthy.at(-1)} MiB, ${rssSettled.at(-1)} MiB ${SETTLE_MS / 1000} s later`);
  }
  const medianMs = median(times);
  const markdown = [
    `${measuredOn()}, embedded PostgreSQL; ${shopName}, in \`${dataDir}\`${large ? '' : ` (${LARGE_DATA_DIR} held no database)`}.`,
    '',
    `The built shop started ${STARTS} times on its existing data (stopped with SIGTERM in between, so each start finds its database stopped cleanly), ` +
      `each timed from the spawn of \`node ${serverArgs('BUILD_DIR').join(' ')}\` (\`npm run serve\`: the compiled server, plain JavaScript) to the first 200 of \`/api/health\`, polled every 50 ms; ` +
      `the server process's resident memory (RSS) read at that answer and ${SETTLE_MS / 1000} s later.`,
    '',
    table(
      ['start', 'to healthy', 'RSS when healthy', `RSS ${SETTLE_MS / 1000} s later`],
      times.map((ms, i) => [i + 1, `${ms} ms`, `${rssHealthy[i]} MiB`, `${rssSettled[i]} MiB`]),
    ),
    '',
    `Median ${Math.round(medianMs)} ms; budget ≤ ${BUDGET_MS / 1000} s: ${medianMs <= BUDGET_MS ? 'yes' : '**no**'}` +
      `${Math.max(...times) > BUDGET_MS && medianMs <= BUDGET_MS ? ` (the slowest start took ${Math.max(...times)} ms)` : ''}; ` +
      `median RSS ${median(rssHealthy)} MiB when healthy, ${median(rssSettled)} MiB ${SETTLE_MS / 1000} s later.`,
    '',
    reproduce('npm run bench:startup'),
  ].join('\n');
  console.log(`\n${markdown}`);
  writeSection('startup', 'Start to healthy', markdown);
}

runIfMain(import.meta.url, benchStartup);
