/**
 * Adds a large synthetic shop for benchmarks, in batches, beside the sample catalogue: 100,000
 * products (some drafts and archived, a quarter of them ready to ship with stock per metal and
 * size, a few sold out or running low), 20,000 customers and 100,000 orders over the last year
 * (every status of the workflow, their timelines, made to order or not). Run with the shop
 * stopped (it opens the same database):
 *
 *   npm run catalog:large                                  # DATA_DIR=./.data/bench
 *   PRODUCTS=20000 ORDERS=20000 DATA_DIR=./.data/x npm run catalog:large
 *
 * Each part remembers how far it got (installation_facts), so a second run adds only what is
 * missing, and an interrupted run continues where it stopped. Rows go in 5,000 at a time as
 * multi-row `INSERT … SELECT FROM unnest(…)` statements, one transaction a batch. The read models
 * (variant_listing, product_summaries, product_cards, search_words) are not refreshed batch by batch: once the
 * products are in, one `refresh_variant_listing(NULL)` rebuilds them whole, with their secondary
 * indexes built after the rows (see refreshReadModels).
 */
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Pool } from 'pg';
import { parseEnv } from '../server/env.ts';
import type { Db, DbOrTx } from '../server/db/client.ts';
import { openDatabase } from '../server/db/database.ts';
import { isSampleCatalogSeeded, seedSampleCatalog } from '../server/db/seed/sample-catalog.ts';
import { SUB_CATEGORIES, SIZES_BY_KIND, PIECE_KINDS, type PieceKind } from '../server/db/seed/types.ts';
import { GIFT_WRAP_FEE_MINOR } from '../domain/line.ts';
import type { OrderStatus } from '../domain/order.ts';
import { FIRST_NAMES, LAST_NAMES, WORDS } from './large-data-words.ts';

const env = parseEnv({ ...process.env, DATA_DIR: process.env.DATA_DIR ?? './.data/bench' });
const TARGET = Number(process.env.PRODUCTS ?? 100_000);
const ORDER_TARGET = Number(process.env.ORDERS ?? 100_000);
const CUSTOMER_TARGET = Number(process.env.CUSTOMERS ?? Math.max(1, Math.round(ORDER_TARGET / 5)));
const BATCH = 5_000;
const FACT = 'large_catalog_products';
const STOCK_FACT = 'large_catalog_stock';
/** 1 while products were added (or changed) that the read models do not show yet. */
const UNLISTED_FACT = 'large_catalog_unlisted';
const CUSTOMERS_FACT = 'large_catalog_customers';
const ORDERS_FACT = 'large_catalog_orders';
const DAY_MS = 86_400_000;

const NOUNS: Record<PieceKind, string> = { ring: 'Ring', charm: 'Charm', earrings: 'Earrings', bracelet: 'Bracelet', necklace: 'Necklace' };
const KIND_CATEGORY: Record<PieceKind, string> = { ring: 'Rings', charm: 'Charms', earrings: 'Earrings', bracelet: 'Bracelets', necklace: 'Necklaces' };

const CITIES = [
  { city: 'London', state: 'London', country: 'United Kingdom', zip: 'SW1Y 4JH' },
  { city: 'Manchester', state: 'Greater Manchester', country: 'United Kingdom', zip: 'M1 1AE' },
  { city: 'Edinburgh', state: 'Scotland', country: 'United Kingdom', zip: 'EH1 1YZ' },
  { city: 'New York', state: 'NY', country: 'United States', zip: '10001' },
  { city: 'Austin', state: 'TX', country: 'United States', zip: '73301' },
  { city: 'Toronto', state: 'ON', country: 'Canada', zip: 'M5H 2N2' },
  { city: 'Dublin', state: 'Dublin', country: 'Ireland', zip: 'D02 X285' },
  { city: 'Sydney', state: 'NSW', country: 'Australia', zip: '2000' },
];
const STREETS = ['High Street', 'Station Road', 'Church Lane', 'Park Avenue', 'Mill Road', 'Queen Street', 'Elm Grove', 'Orchard Way'];
const CARRIERS = ['Royal Mail', 'DHL', 'UPS', 'FedEx'];
const ENGRAVINGS = ['A & J', 'Forever', 'Always yours', 'M.', '12.06.2021', 'Love, Mum'];
const INSTRUCTIONS = ['Please leave it with the concierge.', 'A gift: no prices in the parcel, please.', 'Ring the bell twice.'];
const NOTES = ['Customer asked for a later delivery date.', 'Stone re-set after polishing.', 'Called the customer about the engraving.'];

/** A small deterministic generator, so two runs build the same shop. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

type Rows = Array<{ id: number; name: string }>;

async function setFact(db: DbOrTx, key: string, value: number) {
  await db.execute(sql`INSERT INTO installation_facts (key, value) VALUES (${key}, ${String(value)})
    ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, updated_at = now()`);
}

async function getFact(pool: Pool, key: string): Promise<number> {
  const done = await pool.query(`SELECT value FROM installation_facts WHERE key = $1`, [key]);
  return Number(done.rows[0]?.value ?? 0);
}

async function main() {
  // Bulk loading and VACUUM run far longer than a request may: no serving timeouts here.
  const database = await openDatabase({
    databaseUrl: env.databaseUrl,
    databaseOwnerUrl: env.databaseOwnerUrl,
    as: 'owner',
    dataDir: env.dataDir,
    log: console.log,
    timeouts: false,
  });
  const { db, pool } = database;
  const started = Date.now();
  try {
    if (!(await isSampleCatalogSeeded(db))) await seedSampleCatalog(db, path.join(env.dataDir, 'uploads'));
    let added = await addProducts(db, pool);
    added = (await addStockToEarlierProducts(db, pool)) || added;
    added = (await refreshReadModels(db, pool)) || added;
    added = (await addCustomers(db, pool)) || added;
    added = (await addOrders(db, pool)) || added;
    if (added) {
      console.log('VACUUM ANALYZE…');
      await pool.query('VACUUM ANALYZE');
    }
    console.log(`Done in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
  } finally {
    await database.shutdown();
  }
}

/** The products, their variants, prices, images, sizes and tags (the read models follow in refreshReadModels). */
async function addProducts(db: Db, pool: Pool): Promise<boolean> {
  const existing = await getFact(pool, FACT);
  if (existing >= TARGET) {
    console.log(`The large catalogue is already there (${existing} products).`);
    return false;
  }

  const ids = async (table: string) => (await pool.query(`SELECT id, name FROM ${table} ORDER BY id`)).rows as Rows;
  const [categories, subCategories, themes, purposes, festivals, metals, gemstones] = await Promise.all([
    ids('categories'),
    ids('sub_categories'),
    ids('themes'),
    ids('purposes'),
    ids('festivals'),
    ids('metals'),
    ids('gemstones'),
  ]);
  const sizes = (await pool.query(`SELECT id, label FROM sizes`)).rows as Array<{ id: number; label: string }>;
  const byName = (rows: Rows, name: string) => rows.find((row) => row.name === name)!.id;
  // Reuse the sample catalogue's drawings: one set of four per kind and gemstone.
  const imageSets = (
    await pool.query(`SELECT c.name AS category, array_agg(i.file ORDER BY i.position) AS files
      FROM product_variants v JOIN variant_images i ON i.variant_id = v.id
      JOIN variant_categories vc ON vc.variant_id = v.id JOIN categories c ON c.id = vc.tag_id AND c.name <> 'New Arrivals'
      WHERE v.id IN (SELECT id FROM product_variants ORDER BY id LIMIT 400) GROUP BY v.id, c.name`)
  ).rows as Array<{ category: string; files: string[] }>;

  const rand = random(existing + 1);
  const pick = <T>(items: T[]) => items[Math.floor(rand() * items.length)]!;
  const started = Date.now();

  for (let from = existing; from < TARGET; from += BATCH) {
    const count = Math.min(BATCH, TARGET - from);
    const p = { slug: [] as string[], created: [] as string[] };
    const kinds: PieceKind[] = [];
    for (let i = 0; i < count; i++) {
      const n = from + i;
      p.slug.push(`synthetic-${n}`);
      p.created.push(new Date(Date.now() - rand() * 400 * DAY_MS).toISOString());
      kinds.push(PIECE_KINDS[n % PIECE_KINDS.length]!);
    }
    await db.transaction(async (tx) => {
      const productIds = (
        await tx.execute(
          sql`INSERT INTO products (slug, created_at) SELECT * FROM unnest(${sql.param(p.slug)}::text[], ${sql.param(p.created)}::timestamptz[]) RETURNING id`,
        )
      ).rows.map((row) => Number(row.id));

      const v = {
        product: [] as number[],
        position: [] as number[],
        title: [] as string[],
        description: [] as string[],
        gemstone: [] as number[],
        kind: [] as PieceKind[],
      };
      productIds.forEach((productId, i) => {
        const kind = kinds[i]!;
        const title = `${pick(WORDS)} ${pick(WORDS)} ${NOUNS[kind]}`;
        const variantCount = 1 + Math.floor(rand() * 3);
        const gems = [...gemstones].sort(() => rand() - 0.5).slice(0, variantCount);
        gems.forEach((gem, position) => {
          v.product.push(productId);
          v.position.push(position);
          v.title.push(title);
          v.description.push(`A handcrafted ${NOUNS[kind].toLowerCase()} set with ${gem.name.toLowerCase()}, finished by hand in our studio.`);
          v.gemstone.push(gem.id);
          // The staff's rating this drew is gone (decision record 054); the draw stays, so the same seed makes the same shop.
          rand();
          v.kind.push(kind);
        });
      });
      const variantIds = (
        await tx.execute(sql`INSERT INTO product_variants (product_id, position, title, description, gemstone_id)
          SELECT * FROM unnest(${sql.param(v.product)}::int[], ${sql.param(v.position)}::smallint[], ${sql.param(v.title)}::text[], ${sql.param(v.description)}::text[], ${sql.param(v.gemstone)}::int[])
          RETURNING id`)
      ).rows.map((row) => Number(row.id));

      const prices = { variant: [] as number[], metal: [] as number[], position: [] as number[], price: [] as number[], compare: [] as Array<number | null> };
      const tags: Record<string, { variant: number[]; tag: number[] }> = {};
      const tag = (table: string, variant: number, tagId: number) => {
        (tags[table] ??= { variant: [], tag: [] }).variant.push(variant);
        tags[table]!.tag.push(tagId);
      };
      const images = { variant: [] as number[], position: [] as number[], file: [] as string[] };
      const sizeRows = { variant: [] as number[], size: [] as number[] };
      const productTags = new Map<number, { themes: number[]; purposes: number[]; festivals: number[]; sub: number; newArrival: boolean }>();

      variantIds.forEach((variantId, i) => {
        const kind = v.kind[i]!;
        const productId = v.product[i]!;
        let shared = productTags.get(productId);
        if (!shared) {
          const kindSubs = SUB_CATEGORIES[kind];
          shared = {
            themes: [...new Set([pick(themes).id, ...(rand() < 0.4 ? [pick(themes).id] : [])])],
            purposes: rand() < 0.6 ? [...new Set([pick(purposes).id, ...(rand() < 0.3 ? [pick(purposes).id] : [])])] : [],
            festivals: rand() < 0.4 ? [pick(festivals).id] : [],
            sub: byName(subCategories, kindSubs[Math.floor(rand() * kindSubs.length)]!),
            newArrival: rand() < 0.08,
          };
          productTags.set(productId, shared);
        }
        tag('variant_categories', variantId, byName(categories, KIND_CATEGORY[kind]));
        if (shared.newArrival) tag('variant_categories', variantId, byName(categories, 'New Arrivals'));
        tag('variant_sub_categories', variantId, shared.sub);
        for (const id of shared.themes) tag('variant_themes', variantId, id);
        for (const id of shared.purposes) tag('variant_purposes', variantId, id);
        for (const id of shared.festivals) tag('variant_festivals', variantId, id);

        const base = Math.round(40 + rand() * 200) * 100 - 1;
        const metalCount = 2 + Math.floor(rand() * 3);
        const onSale = rand() < 0.25;
        metals.slice(0, metalCount).forEach((metal, position) => {
          prices.variant.push(variantId);
          prices.metal.push(metal.id);
          prices.position.push(position);
          const price = base * (1 + position * 2);
          prices.price.push(price);
          prices.compare.push(onSale ? Math.round((price * 1.25) / 100) * 100 : null);
        });
        const set = imageSets.filter((s) => s.category === KIND_CATEGORY[kind]);
        pick(set.length ? set : imageSets).files.forEach((file, position) => {
          images.variant.push(variantId);
          images.position.push(position);
          images.file.push(file);
        });
        for (const label of SIZES_BY_KIND[kind]) {
          sizeRows.variant.push(variantId);
          sizeRows.size.push(sizes.find((s) => s.label === label)!.id);
        }
      });

      await tx.execute(sql`INSERT INTO variant_prices (variant_id, metal_id, position, price_minor, compare_at_minor)
        SELECT * FROM unnest(${sql.param(prices.variant)}::int[], ${sql.param(prices.metal)}::int[], ${sql.param(prices.position)}::smallint[], ${sql.param(prices.price)}::int[], ${sql.param(prices.compare)}::int[])`);
      await tx.execute(sql`INSERT INTO variant_images (variant_id, position, file)
        SELECT * FROM unnest(${sql.param(images.variant)}::int[], ${sql.param(images.position)}::smallint[], ${sql.param(images.file)}::text[])`);
      if (sizeRows.variant.length)
        await tx.execute(
          sql`INSERT INTO variant_sizes (variant_id, size_id) SELECT * FROM unnest(${sql.param(sizeRows.variant)}::int[], ${sql.param(sizeRows.size)}::int[])`,
        );
      for (const [table, rows] of Object.entries(tags)) {
        await tx.execute(
          sql`INSERT INTO ${sql.identifier(table)} (variant_id, tag_id) SELECT * FROM unnest(${sql.param(rows.variant)}::int[], ${sql.param(rows.tag)}::int[]) ON CONFLICT DO NOTHING`,
        );
      }
      await addBackOfficeState(tx, productIds);
      await setFact(tx, FACT, from + count);
      await setFact(tx, STOCK_FACT, from + count);
      await setFact(tx, UNLISTED_FACT, 1);
    });
    const seconds = ((Date.now() - started) / 1000).toFixed(0);
    console.log(`${from + count} / ${TARGET} products (${seconds} s)`);
  }
  return true;
}

/**
 * What the back office sees of a product beyond the storefront: its status (about 2% drafts and
 * 4% archived; the rest published), when it was last changed, and for about a quarter of the
 * products — ready to ship — a quantity per metal and size: most shelves hold 6 to 30 pieces,
 * about one in six holds 1 to 5, and one in twelve is empty. Decided by the product's id, so the
 * outcome does not depend on the order the rows were made in.
 */
async function addBackOfficeState(db: DbOrTx, productIds: number[]): Promise<number[]> {
  await db.execute(sql`UPDATE products SET
      status = CASE WHEN id % 50 = 7 THEN 'draft' WHEN id % 25 = 3 THEN 'archived' ELSE 'published' END,
      updated_at = LEAST(now(), created_at + (id % 90) * interval '1 day' + (id % 17) * interval '1 hour')
    WHERE id = ANY(${sql.param(productIds)}::int[])`);
  const readyToShip = (
    await db.execute(sql`UPDATE product_variants SET made_to_order = false
      WHERE product_id = ANY(${sql.param(productIds)}::int[]) AND product_id % 4 = 1 RETURNING id`)
  ).rows.map((row) => Number(row.id));
  if (readyToShip.length === 0) return [];
  await db.execute(sql`INSERT INTO variant_stock (variant_id, metal_id, size_id, quantity)
    SELECT vp.variant_id, vp.metal_id, vs.size_id,
      CASE WHEN h % 100 < 8 THEN 0 WHEN h % 100 < 25 THEN 1 + h % 5 ELSE 6 + h % 25 END
    FROM variant_prices vp
    LEFT JOIN variant_sizes vs ON vs.variant_id = vp.variant_id
    CROSS JOIN LATERAL (SELECT abs(hashtext(vp.variant_id || '/' || vp.metal_id || '/' || coalesce(vs.size_id, 0))) AS h) hashed
    WHERE vp.variant_id = ANY(${sql.param(readyToShip)}::int[])
    ON CONFLICT DO NOTHING`);
  return readyToShip;
}

/**
 * A catalogue made by an earlier version of this script has no statuses or stock yet: give them
 * to its synthetic products, a batch at a time (the read models follow in refreshReadModels).
 */
async function addStockToEarlierProducts(db: Db, pool: Pool): Promise<boolean> {
  const products = await getFact(pool, FACT);
  let done = await getFact(pool, STOCK_FACT);
  if (done >= products) return false;
  while (done < products) {
    const upTo = Math.min(products, done + BATCH);
    const slugs = Array.from({ length: upTo - done }, (_, i) => `synthetic-${done + i}`);
    await db.transaction(async (tx) => {
      const productIds = (await tx.execute(sql`SELECT id FROM products WHERE slug = ANY(${sql.param(slugs)}::text[])`)).rows.map((row) => Number(row.id));
      await addBackOfficeState(tx, productIds);
      await setFact(tx, STOCK_FACT, upTo);
      await setFact(tx, UNLISTED_FACT, 1);
    });
    done = upTo;
    console.log(`${done} / ${products} products given a status and stock`);
  }
  return true;
}

/**
 * Rebuilds the read models of the whole catalogue — the listing (variant_listing, search_words)
 * the back office's product rows (product_summaries) and the product cards — with the migrations' own function,
 * once, after the products went in. One set-based pass costs a fraction of a refresh per batch,
 * whose statements also grew with every batch already loaded. The two tables' secondary indexes
 * are dropped first and built again after the rows, from their own definitions
 * (pg_get_indexdef), in the same transaction: building an index over the finished table is
 * cheaper than updating it row by row, and a failed run leaves every index as it was.
 */
async function refreshReadModels(db: Db, pool: Pool): Promise<boolean> {
  if ((await getFact(pool, UNLISTED_FACT)) === 0) return false;
  const started = Date.now();
  console.log('Rebuilding the listing and the back office’s product rows…');
  // Fresh tables have no statistics yet: without them the planner walks whole tables for the
  // rebuild's per-variant queries (152 s instead of 3 s on 10,000 products).
  await pool.query('ANALYZE');
  await db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL maintenance_work_mem = '256MB'`);
    const indexes = (
      await tx.execute(sql`SELECT i.indexrelid::regclass::text AS name, pg_get_indexdef(i.indexrelid) AS definition
        FROM pg_index i
        WHERE i.indrelid IN ('variant_listing'::regclass, 'product_summaries'::regclass)
          AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = i.indexrelid)`)
    ).rows as Array<{ name: string; definition: string }>;
    for (const index of indexes) await tx.execute(sql.raw(`DROP INDEX ${index.name}`));
    await tx.execute(sql`SELECT refresh_variant_listing(NULL)`);
    for (const index of indexes) await tx.execute(sql.raw(index.definition));
    await setFact(tx, UNLISTED_FACT, 0);
  });
  console.log(`Read models rebuilt (${((Date.now() - started) / 1000).toFixed(0)} s)`);
  return true;
}

/** Shoppers' accounts (they cannot log in: no password matches the stored hash). */
async function addCustomers(db: Db, pool: Pool): Promise<boolean> {
  const existing = await getFact(pool, CUSTOMERS_FACT);
  if (existing >= CUSTOMER_TARGET) return false;
  for (let from = existing; from < CUSTOMER_TARGET; from += BATCH) {
    const count = Math.min(BATCH, CUSTOMER_TARGET - from);
    const rows = { first: [] as string[], last: [] as string[], email: [] as string[], created: [] as string[] };
    for (let i = 0; i < count; i++) {
      const n = from + i;
      const customer = customerAt(n);
      rows.first.push(customer.firstName);
      rows.last.push(customer.lastName);
      rows.email.push(customer.email);
      rows.created.push(new Date(Date.now() - (400 + (n % 300)) * DAY_MS).toISOString());
    }
    await db.transaction(async (tx) => {
      await tx.execute(sql`INSERT INTO users (first_name, last_name, email, password_hash, email_verified_at, created_at)
        SELECT f, l, e, '!synthetic', c, c FROM unnest(${sql.param(rows.first)}::text[], ${sql.param(rows.last)}::text[], ${sql.param(rows.email)}::text[], ${sql.param(rows.created)}::timestamptz[]) AS t(f, l, e, c)
        ON CONFLICT DO NOTHING`);
      await setFact(tx, CUSTOMERS_FACT, from + count);
    });
    console.log(`${from + count} / ${CUSTOMER_TARGET} customers`);
  }
  return true;
}

/** The n-th synthetic customer: the same person on every run. */
function customerAt(n: number) {
  const firstName = FIRST_NAMES[n % FIRST_NAMES.length]!;
  const lastName = LAST_NAMES[Math.floor(n / FIRST_NAMES.length) % LAST_NAMES.length]!;
  return { firstName, lastName, email: `${firstName}.${lastName}.${n}@example.com`.toLowerCase() };
}

interface PieceForSale {
  variantId: number;
  productId: number;
  title: string;
  gemstone: string | null;
  madeToOrder: boolean;
  metals: string[];
  prices: number[];
  sizes: string[];
  image: string | null;
}

interface Placed {
  status: OrderStatus;
  heldFrom: OrderStatus | null;
  cancelledAt: Date | null;
  carrier: string | null;
  tracking: string | null;
  updatedAt: Date;
  events: Array<{
    kind: 'status' | 'note';
    from: OrderStatus | null;
    to: OrderStatus | null;
    note: string;
    carrier: string | null;
    tracking: string | null;
    at: Date;
    internal: boolean;
  }>;
}

/**
 * Where an order placed `ageDays` ago stands today, and the timeline that brought it there. The
 * workflow's steps take their usual times (made-to-order pieces 10 to 21 days in production);
 * about one order in six is a little behind (waiting in the step it reached), 6% are cancelled
 * before they are packed, and 1.5% of the open ones are on hold.
 */
function lifeOf(created: Date, ageDays: number, madeToOrder: boolean, rand: () => number): Placed {
  const steps: Array<[OrderStatus, number]> = [['Confirmed', 0.1 + rand() * 0.9]];
  if (madeToOrder) steps.push(['In production', 0.5 + rand()], ['Ready to ship', 10 + rand() * 11]);
  else steps.push(['Ready to ship', 0.5 + rand() * 1.5]);
  steps.push(['Shipped', 0.2 + rand() * 1.5], ['Delivered', 2 + rand() * 5]);

  const events: Placed['events'] = [];
  let status: OrderStatus = 'Pending';
  let at = created.getTime();
  let carrier: string | null = null;
  let tracking: string | null = null;
  let cancelledAt: Date | null = null;
  let heldFrom: OrderStatus | null = null;
  const move = (to: OrderStatus, time: number, note = '') => {
    const shipped = to === 'Shipped';
    events.push({
      kind: 'status',
      from: status,
      to,
      note,
      carrier: shipped ? carrier : null,
      tracking: shipped ? tracking : null,
      at: new Date(time),
      internal: false,
    });
    status = to;
    at = time;
  };
  const ends = created.getTime() + ageDays * DAY_MS;
  const cancel = rand() < 0.06;
  const cancelAfter = cancel ? Math.floor(rand() * (madeToOrder ? 3 : 2)) : Infinity;
  const behind = !cancel && rand() < 0.17 ? 1 + Math.floor(rand() * 2) : 0;
  let stepsTaken = 0;
  for (const [to, days] of steps) {
    if (stepsTaken === cancelAfter) break;
    const time = at + days * DAY_MS * (1 + behind);
    if (time > ends) break;
    if (to === 'Shipped') {
      carrier = CARRIERS[Math.floor(rand() * CARRIERS.length)]!;
      tracking = `${carrier.slice(0, 2).toUpperCase()}${String(Math.floor(rand() * 1e9)).padStart(9, '0')}GB`;
    }
    move(to, time);
    stepsTaken++;
  }
  if (cancel && stepsTaken === cancelAfter) {
    const time = Math.min(ends, at + rand() * DAY_MS);
    move('Cancelled', time, 'Cancelled at the customer’s request.');
    cancelledAt = new Date(time);
  } else if (['Pending', 'Confirmed', 'In production', 'Ready to ship'].includes(status) && rand() < 0.09) {
    heldFrom = status;
    move('On hold', Math.min(ends, at + rand() * DAY_MS), 'Waiting for the customer to confirm the ring size.');
  }
  if (rand() < 0.05) {
    const time = Math.min(ends, created.getTime() + rand() * (ends - created.getTime()));
    const note = NOTES[Math.floor(rand() * NOTES.length)]!;
    events.push({ kind: 'note', from: null, to: null, note, carrier: null, tracking: null, at: new Date(time), internal: true });
  }
  return { status, heldFrom, cancelledAt, carrier, tracking, updatedAt: new Date(at), events };
}

/**
 * Orders over the last year, a little more each month and in the order they were placed (as the
 * numbers and the table's rows of a real shop are), from the synthetic customers, of 1 to 3
 * pieces from a pool of about 6,000 variants; with personalisation, gift wrap, WELCOME10 and special
 * instructions now and then; each with the timeline of its statuses (order_events).
 */
async function addOrders(db: Db, pool: Pool): Promise<boolean> {
  const existing = await getFact(pool, ORDERS_FACT);
  if (existing >= ORDER_TARGET) {
    console.log(`The large order book is already there (${existing} orders).`);
    return false;
  }
  const customers = (await pool.query(`SELECT id, first_name, last_name, email FROM users WHERE password_hash = '!synthetic' ORDER BY id`)).rows as Array<{
    id: number;
    first_name: string;
    last_name: string;
    email: string;
  }>;
  if (customers.length === 0) throw new Error('no synthetic customers to place orders');
  const shipping = (await pool.query(`SELECT id, name, price_minor FROM shipping_methods ORDER BY position`)).rows as Array<{
    id: number;
    name: string;
    price_minor: number;
  }>;
  const pieces: PieceForSale[] = (
    await pool.query(`
      SELECT v.id AS "variantId", v.product_id AS "productId", v.title, g.name AS gemstone, v.made_to_order AS "madeToOrder",
        ARRAY(SELECT m.name FROM variant_prices vp JOIN metals m ON m.id = vp.metal_id WHERE vp.variant_id = v.id ORDER BY vp.position) AS metals,
        ARRAY(SELECT vp.price_minor FROM variant_prices vp WHERE vp.variant_id = v.id ORDER BY vp.position) AS prices,
        ARRAY(SELECT s.label FROM variant_sizes vs JOIN sizes s ON s.id = vs.size_id WHERE vs.variant_id = v.id ORDER BY s.position) AS sizes,
        (SELECT file FROM variant_images i WHERE i.variant_id = v.id ORDER BY i.position LIMIT 1) AS image
      FROM product_variants v JOIN products p ON p.id = v.product_id AND p.status = 'published'
      LEFT JOIN gemstones g ON g.id = v.gemstone_id
      WHERE v.id % 37 = 0 OR p.slug NOT LIKE 'synthetic-%'
      ORDER BY v.id LIMIT 6000`)
  ).rows;
  const forSale = pieces.filter((piece) => piece.metals.length > 0);
  const stocked = forSale.filter((piece) => !piece.madeToOrder);
  const toMake = forSale.filter((piece) => piece.madeToOrder);
  const welcome = (await pool.query(`SELECT value AS percent_off FROM discount_codes WHERE code = 'WELCOME10' AND kind = 'percent'`)).rows[0] as
    { percent_off: number } | undefined;

  const rand = random(existing + 7);
  const pick = <T>(items: readonly T[]) => items[Math.floor(rand() * items.length)]!;
  const now = Date.now();
  const started = Date.now();

  for (let from = existing; from < ORDER_TARGET; from += BATCH) {
    const count = Math.min(BATCH, ORDER_TARGET - from);
    const o = {
      id: [] as number[],
      user: [] as number[],
      name: [] as string[],
      contact: [] as string[],
      address: [] as string[],
      shippingId: [] as number[],
      shippingName: [] as string[],
      subtotal: [] as number[],
      giftWrap: [] as number[],
      shipping: [] as number[],
      discount: [] as number[],
      total: [] as number[],
      code: [] as Array<string | null>,
      instructions: [] as string[],
      status: [] as string[],
      heldFrom: [] as Array<string | null>,
      carrier: [] as Array<string | null>,
      tracking: [] as Array<string | null>,
      madeToOrder: [] as boolean[],
      created: [] as string[],
      cancelled: [] as Array<string | null>,
      updated: [] as string[],
    };
    const items = {
      order: [] as number[],
      variant: [] as number[],
      product: [] as number[],
      name: [] as string[],
      gemstone: [] as Array<string | null>,
      metal: [] as string[],
      size: [] as string[],
      personalisation: [] as string[],
      giftWrap: [] as boolean[],
      quantity: [] as number[],
      price: [] as number[],
      giftWrapMinor: [] as number[],
      image: [] as Array<string | null>,
      madeToOrder: [] as boolean[],
    };
    const events = {
      order: [] as number[],
      kind: [] as string[],
      from: [] as Array<string | null>,
      to: [] as Array<string | null>,
      note: [] as string[],
      carrier: [] as Array<string | null>,
      tracking: [] as Array<string | null>,
      internal: [] as boolean[],
      at: [] as string[],
    };

    await db.transaction(async (tx) => {
      const orderIds = (await tx.execute(sql`SELECT nextval(pg_get_serial_sequence('orders', 'id'))::int AS id FROM generate_series(1, ${count})`)).rows.map(
        (row) => Number(row.id),
      );
      for (const [i, orderId] of orderIds.entries()) {
        const customer = pick(customers);
        const name = `${customer.first_name} ${customer.last_name}`;
        // Placed in the order of their numbers, as a shop takes them, and more of them lately: the
        // n-th of N is placed at the n/N quantile of a density rising linearly over the year.
        const n = from + i;
        const ageDays = 365 * (1 - Math.sqrt((n + rand()) / ORDER_TARGET));
        const created = new Date(now - ageDays * DAY_MS);
        const lineCount = 1 + Math.floor(rand() * rand() * 3);
        let subtotal = 0;
        let giftWrap = 0;
        let madeToOrder = false;
        for (let l = 0; l < lineCount; l++) {
          // Ready-to-ship pieces sell faster than their share of the catalogue: about a third of the orders hold none made to order.
          const piece = stocked.length && (rand() < 0.45 || !toMake.length) ? pick(stocked) : pick(toMake);
          const m = Math.floor(rand() * piece.metals.length);
          const quantity = rand() < 0.85 ? 1 : 2;
          const wrapped = rand() < 0.2;
          const unit = piece.prices[m]!;
          subtotal += unit * quantity;
          giftWrap += wrapped ? GIFT_WRAP_FEE_MINOR * quantity : 0;
          madeToOrder ||= piece.madeToOrder;
          items.order.push(orderId);
          items.variant.push(piece.variantId);
          items.product.push(piece.productId);
          items.name.push(piece.title);
          items.gemstone.push(piece.gemstone);
          items.metal.push(piece.metals[m]!);
          items.size.push(piece.sizes.length ? pick(piece.sizes) : '');
          items.personalisation.push(rand() < 0.15 ? pick(ENGRAVINGS) : '');
          items.giftWrap.push(wrapped);
          items.quantity.push(quantity);
          items.price.push(unit);
          items.giftWrapMinor.push(wrapped ? GIFT_WRAP_FEE_MINOR : 0);
          items.image.push(piece.image);
          items.madeToOrder.push(piece.madeToOrder);
        }
        const method = pick(shipping);
        const code = welcome && rand() < 0.07 ? 'WELCOME10' : null;
        const discount = code ? Math.round((subtotal * welcome!.percent_off) / 100) : 0;
        const where = pick(CITIES);
        const phone = `+44 20 7946 ${String(Math.floor(rand() * 10_000)).padStart(4, '0')}`;
        const life = lifeOf(created, ageDays, madeToOrder, rand);

        o.id.push(orderId);
        o.user.push(customer.id);
        o.name.push(name);
        o.contact.push(JSON.stringify({ name, email: customer.email, phone }));
        o.address.push(
          JSON.stringify({
            name,
            address: `${1 + Math.floor(rand() * 200)} ${pick(STREETS)}`,
            city: where.city,
            country: where.country,
            state: where.state,
            zip: where.zip,
            phone,
          }),
        );
        o.shippingId.push(method.id);
        o.shippingName.push(method.name);
        o.subtotal.push(subtotal);
        o.giftWrap.push(giftWrap);
        o.shipping.push(method.price_minor);
        o.discount.push(discount);
        o.total.push(subtotal + giftWrap + method.price_minor - discount);
        o.code.push(code);
        o.instructions.push(rand() < 0.1 ? pick(INSTRUCTIONS) : '');
        o.status.push(life.status);
        o.heldFrom.push(life.heldFrom);
        o.carrier.push(life.carrier);
        o.tracking.push(life.tracking);
        o.madeToOrder.push(madeToOrder);
        o.created.push(created.toISOString());
        o.cancelled.push(life.cancelledAt?.toISOString() ?? null);
        o.updated.push(life.updatedAt.toISOString());
        for (const event of life.events) {
          events.order.push(orderId);
          events.kind.push(event.kind);
          events.from.push(event.from);
          events.to.push(event.to);
          events.note.push(event.note);
          events.carrier.push(event.carrier);
          events.tracking.push(event.tracking);
          events.internal.push(event.internal);
          events.at.push(event.at.toISOString());
        }
      }

      await tx.execute(sql`INSERT INTO orders (id, user_id, customer_name, contact, shipping_address, shipping_method_id, shipping_method_name, currency,
          subtotal_minor, gift_wrap_minor, shipping_minor, discount_minor, total_minor, discount_code, special_instructions, status, held_from_status,
          carrier, tracking_number, has_made_to_order, created_at, cancelled_at, updated_at)
        SELECT id, user_id, customer_name, contact, shipping_address, shipping_method_id, shipping_method_name, ${env.currency},
          subtotal, gift_wrap, shipping, discount, total, code, instructions, status, held_from, carrier, tracking, made_to_order, created, cancelled, updated
        FROM unnest(${sql.param(o.id)}::int[], ${sql.param(o.user)}::int[], ${sql.param(o.name)}::text[], ${sql.param(o.contact)}::jsonb[], ${sql.param(o.address)}::jsonb[],
          ${sql.param(o.shippingId)}::int[], ${sql.param(o.shippingName)}::text[], ${sql.param(o.subtotal)}::int[], ${sql.param(o.giftWrap)}::int[],
          ${sql.param(o.shipping)}::int[], ${sql.param(o.discount)}::int[], ${sql.param(o.total)}::int[], ${sql.param(o.code)}::text[], ${sql.param(o.instructions)}::text[],
          ${sql.param(o.status)}::text[], ${sql.param(o.heldFrom)}::text[], ${sql.param(o.carrier)}::text[], ${sql.param(o.tracking)}::text[],
          ${sql.param(o.madeToOrder)}::boolean[], ${sql.param(o.created)}::timestamptz[], ${sql.param(o.cancelled)}::timestamptz[], ${sql.param(o.updated)}::timestamptz[])
          AS t(id, user_id, customer_name, contact, shipping_address, shipping_method_id, shipping_method_name, subtotal, gift_wrap, shipping, discount, total,
            code, instructions, status, held_from, carrier, tracking, made_to_order, created, cancelled, updated)`);
      await tx.execute(sql`INSERT INTO order_items (order_id, variant_id, product_id, product_name, gemstone, metal, size, personalisation, gift_wrap, quantity,
          unit_price_minor, gift_wrap_minor, image, made_to_order)
        SELECT * FROM unnest(${sql.param(items.order)}::int[], ${sql.param(items.variant)}::int[], ${sql.param(items.product)}::int[], ${sql.param(items.name)}::text[],
          ${sql.param(items.gemstone)}::text[], ${sql.param(items.metal)}::text[], ${sql.param(items.size)}::text[], ${sql.param(items.personalisation)}::text[],
          ${sql.param(items.giftWrap)}::boolean[], ${sql.param(items.quantity)}::int[], ${sql.param(items.price)}::int[], ${sql.param(items.giftWrapMinor)}::int[],
          ${sql.param(items.image)}::text[], ${sql.param(items.madeToOrder)}::boolean[])`);
      // The welcome code's line on each order that used it, as the checkout writes it (decision 028).
      await tx.execute(sql`INSERT INTO order_discounts (order_id, discount_id, name, code, kind, amount_minor)
        SELECT t.id, d.id, d.name, d.code, d.kind, t.discount
        FROM unnest(${sql.param(o.id)}::int[], ${sql.param(o.code)}::text[], ${sql.param(o.discount)}::int[]) AS t(id, code, discount)
        JOIN discount_codes d ON d.code = t.code WHERE t.discount > 0`);
      if (events.order.length)
        await tx.execute(sql`INSERT INTO order_events (order_id, kind, from_status, to_status, note, carrier, tracking_number, internal, created_at)
          SELECT * FROM unnest(${sql.param(events.order)}::int[], ${sql.param(events.kind)}::text[], ${sql.param(events.from)}::text[], ${sql.param(events.to)}::text[],
            ${sql.param(events.note)}::text[], ${sql.param(events.carrier)}::text[], ${sql.param(events.tracking)}::text[], ${sql.param(events.internal)}::boolean[],
            ${sql.param(events.at)}::timestamptz[])`);
      await setFact(tx, ORDERS_FACT, from + count);
    });
    const seconds = ((Date.now() - started) / 1000).toFixed(0);
    console.log(`${from + count} / ${ORDER_TARGET} orders (${seconds} s)`);
  }
  return true;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
