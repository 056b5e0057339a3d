/**
 * Metal-rate pricing at 100,000 products (issue 36, decision record 055), side by side with one
 * rebuild of the listing engine on the same shop in the same run: a rate change's preview
 * (`POST /api/admin/pricing/preview`) and its apply (`POST /api/admin/pricing/apply`), each within
 * 10× the engine's rebuild; and the listing served meanwhile (4 clients asking distinct listing
 * pages while the apply runs: their times and errors).
 *
 * The shop: the large synthetic one (`npm run catalog:large`, ./.data/bench), which has no pricing
 * inputs; the first run gives every other variant a metal weight, making and stones in each of its
 * metals, and every metal a rate (once: a fact remembers it). Each round then moves every metal's
 * rate by 1%, so every priced row is repriced.
 *
 *   npm run build && npm run catalog:large && npm run bench:pricing
 */
import { metricsOf } from './processes.ts';
import { get, LARGE_DATA_DIR, measuredOn, openShopDatabase, quantile, reproduce, runIfMain, send, startShop, table, writeSection } from './shared.ts';

const PORT = Number(process.env.BENCH_PRICING_PORT ?? 4481);
const TOKEN = 'bench-pricing-metrics-token-0123456789';
const OWNER = { email: 'bench-owner@example.com', password: 'garnet-and-gold-77' };
const FACT = 'bench_pricing_inputs';
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const BUDGET = 10;

/** Pricing inputs for every other variant (in each of its metals), and a rate for every metal: once. */
async function giveWeights(): Promise<number> {
  const database = await openShopDatabase(LARGE_DATA_DIR);
  const { pool } = database;
  try {
    const done = await pool.query(`SELECT value FROM installation_facts WHERE key = $1`, [FACT]);
    if (!done.rows[0]) {
      await pool.query(`INSERT INTO metal_rates (metal_id, rate_minor_per_gram) SELECT id, 4000 + id * 500 FROM metals ON CONFLICT DO NOTHING`);
      await pool.query(
        `UPDATE variant_prices SET metal_weight_mg = 1500 + variant_id % 4000, making_minor = 4000 + variant_id % 9000, stones_minor = variant_id % 3 * 2500
         WHERE variant_id % 2 = 0`,
      );
      await pool.query(`INSERT INTO installation_facts (key, value) VALUES ($1, '1')`, [FACT]);
      await pool.query('VACUUM ANALYZE variant_prices');
    }
    return (await pool.query(`SELECT count(*)::int AS n FROM variant_prices WHERE metal_weight_mg IS NOT NULL`)).rows[0].n;
  } finally {
    await database.shutdown();
  }
}

const json = (body: unknown, auth: Record<string, string>) => ({
  method: 'POST',
  headers: { ...auth, 'Content-Type': 'application/json' },
  body: JSON.stringify(body),
});

async function timed<T>(run: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const started = performance.now();
  const value = await run();
  return { ms: performance.now() - started, value };
}

/** The listing engine's builds so far: how many, and their seconds together. */
async function builds(base: string): Promise<{ count: number; seconds: number }> {
  const samples = await metricsOf(base, TOKEN);
  return {
    count: samples.get('shop_listing_engine_build_seconds_count{outcome="built"}') ?? 0,
    seconds: samples.get('shop_listing_engine_build_seconds_sum{outcome="built"}') ?? 0,
  };
}

/** Asks for a listing page until the engine has built once more than `after` builds; answers that build's seconds. */
async function nextBuild(base: string, after: { count: number; seconds: number }): Promise<number> {
  for (let page = 1; ; page++) {
    await get(`${base}/api/products?page=${(page % 50) + 1}`);
    const now = await builds(base);
    if (now.count > after.count) return (now.seconds - after.seconds) / (now.count - after.count);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Listing pages asked by 4 clients, distinct each, until `stop` resolves: each request's time and the errors. */
async function listingMeanwhile(base: string, stop: Promise<unknown>) {
  const times: number[] = [];
  let errors = 0;
  let running = true;
  void stop.finally(() => (running = false));
  let next = 0;
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      while (running) {
        const page = next++;
        const started = performance.now();
        // Their own connections (an agent of 4), not the one the apply waits on.
        const url = `${base}/api/products?page=${(page % 200) + 1}&sort=${page % 2 ? 'price-asc' : 'newest'}`;
        const answer = await send(url, { clients: 4 }).catch(() => undefined);
        times.push(performance.now() - started);
        if (answer?.status !== 200) errors++;
      }
    }),
  );
  return {
    requests: times.length,
    errors,
    p50: quantile(
      [...times].sort((a, b) => a - b),
      0.5,
    ),
    max: Math.max(0, ...times),
  };
}

async function run() {
  const priced = await giveWeights();
  const shop = await startShop({
    dataDir: LARGE_DATA_DIR,
    port: PORT,
    env: { METRICS_TOKEN: TOKEN, ADMIN_EMAIL: OWNER.email, ADMIN_PASSWORD: OWNER.password },
  });
  const rows: Array<Array<string | number>> = [];
  try {
    const firstBuild = await nextBuild(shop.base, { count: 0, seconds: 0 });
    const login = await send(`${shop.base}/api/authenticate`, json(OWNER, {}));
    const auth = { Authorization: `Bearer ${JSON.parse(login.body.toString('utf8')).jwtToken}` };
    for (let round = 1; round <= ROUNDS; round++) {
      const pricing = JSON.parse((await get(`${shop.base}/api/admin/pricing/rates`, auth)).body.toString('utf8'));
      const rates = pricing.rates
        .filter((rate: { rateMinorPerGram: number | null }) => rate.rateMinorPerGram !== null)
        .map((rate: { metalId: number; rateMinorPerGram: number }) => ({ metalId: rate.metalId, rateMinorPerGram: Math.round(rate.rateMinorPerGram * 1.01) }));
      const preview = await timed(() => send(`${shop.base}/api/admin/pricing/preview`, json({ rates }, auth)));
      if (preview.value.status !== 200) throw new Error(`preview answered ${preview.value.status}: ${preview.value.body.toString('utf8')}`);
      const count = JSON.parse(preview.value.body.toString('utf8')).count as number;
      const before = await builds(shop.base);
      const applying = timed(() => send(`${shop.base}/api/admin/pricing/apply`, json({ rates, ratesVersion: pricing.ratesVersion, confirm: true }, auth)));
      const [apply, listing] = await Promise.all([applying, listingMeanwhile(shop.base, applying)]);
      if (apply.value.status !== 200) throw new Error(`apply answered ${apply.value.status}: ${apply.value.body.toString('utf8')}`);
      const rebuild = (await nextBuild(shop.base, before)) * 1000;
      const ratio = (ms: number) => `${(ms / rebuild).toFixed(2)}×`;
      rows.push([
        round,
        count.toLocaleString('en-US'),
        `${Math.round(rebuild)} ms`,
        `${Math.round(preview.ms)} ms (${ratio(preview.ms)})`,
        `${Math.round(apply.ms)} ms (${ratio(apply.ms)})`,
        `${listing.requests} · p50 ${Math.round(listing.p50)} ms · max ${Math.round(listing.max)} ms · ${listing.errors} errors`,
      ]);
      console.log(rows.at(-1)!.join(' | '));
    }
    const markdown = [
      `${measuredOn()}. The large shop: ${priced.toLocaleString('en-US')} variant prices on metal pricing; the listing engine's first build ${Math.round(firstBuild * 1000)} ms.`,
      '',
      table(['round', 'prices moved', 'listing engine rebuild', 'preview (× rebuild)', 'apply (× rebuild)', 'listing during the apply (4 clients)'], rows),
      '',
      `Budget (issue 36): preview and apply each within ${BUDGET}× the rebuild, the listing answering throughout. ${reproduce('npm run catalog:large && npm run bench:pricing')}`,
    ].join('\n');
    writeSection('pricing', 'Metal-rate pricing at 100,000 products', markdown);
    console.log(markdown);
  } finally {
    await shop.stop();
  }
}

runIfMain(import.meta.url, run);
