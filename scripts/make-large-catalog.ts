/**
 * Adds a large synthetic catalogue (100,000 products by default) for benchmarks, in batches,
 * beside the sample catalogue. Run with the shop stopped (it opens the same database):
 *
 *   npm run catalog:large                 # DATA_DIR=./.data/bench, 100,000 products
 *   PRODUCTS=20000 DATA_DIR=./.data/x npm run catalog:large
 */
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { parseEnv } from '../server/env.ts';
import { openDatabase } from '../server/db/database.ts';
import { isSampleCatalogSeeded, seedSampleCatalog } from '../server/db/seed/sample-catalog.ts';
import { SUB_CATEGORIES, SIZES_BY_KIND, PIECE_KINDS, type PieceKind } from '../server/db/seed/types.ts';

const env = parseEnv({ ...process.env, DATA_DIR: process.env.DATA_DIR ?? './.data/bench' });
const TARGET = Number(process.env.PRODUCTS ?? 100_000);
const BATCH = 5_000;
const FACT = 'large_catalog_products';

const WORDS = [
  'Aurora',
  'Celeste',
  'Luna',
  'Verity',
  'Marigold',
  'Seraphina',
  'Orchid',
  'Halcyon',
  'Ember',
  'Solstice',
  'Willow',
  'Iris',
  'Cascade',
  'Opaline',
  'Maris',
  'Juniper',
  'Starling',
  'Saffron',
  'Linnea',
  'Astra',
];
const NOUNS: Record<PieceKind, string> = { ring: 'Ring', charm: 'Charm', earrings: 'Earrings', bracelet: 'Bracelet', necklace: 'Necklace' };
const KIND_CATEGORY: Record<PieceKind, string> = { ring: 'Rings', charm: 'Charms', earrings: 'Earrings', bracelet: 'Bracelets', necklace: 'Necklaces' };

/** A small deterministic generator, so two runs build the same catalogue. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

async function main() {
  // Bulk loading and VACUUM run far longer than a request may: no serving timeouts here.
  const database = await openDatabase({ databaseUrl: env.databaseUrl, dataDir: env.dataDir, log: console.log, timeouts: false });
  const { db, pool } = database;
  try {
    if (!(await isSampleCatalogSeeded(db))) await seedSampleCatalog(db, path.join(env.dataDir, 'uploads'));
    const done = await pool.query(`SELECT value FROM installation_facts WHERE key = $1`, [FACT]);
    const existing = Number(done.rows[0]?.value ?? 0);
    if (existing >= TARGET) {
      console.log(`The large catalogue is already there (${existing} products).`);
      return;
    }

    const ids = async (table: string) => (await pool.query(`SELECT id, name FROM ${table} ORDER BY id`)).rows as Array<{ id: number; name: string }>;
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
    const byName = (rows: Array<{ id: number; name: string }>, name: string) => rows.find((row) => row.name === name)!.id;
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
        p.created.push(new Date(Date.now() - rand() * 400 * 86_400_000).toISOString());
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
          rating: [] as number[],
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
            v.rating.push(Math.round((3.5 + rand() * 1.5) * 10) / 10);
            v.kind.push(kind);
          });
        });
        const variantIds = (
          await tx.execute(sql`INSERT INTO product_variants (product_id, position, title, description, gemstone_id, rating)
            SELECT * FROM unnest(${sql.param(v.product)}::int[], ${sql.param(v.position)}::smallint[], ${sql.param(v.title)}::text[], ${sql.param(v.description)}::text[], ${sql.param(v.gemstone)}::int[], ${sql.param(v.rating)}::numeric[])
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
        await tx.execute(sql`SELECT refresh_variant_listing(${sql.param(variantIds)}::int[])`);
        await tx.execute(sql`INSERT INTO installation_facts (key, value) VALUES (${FACT}, ${String(from + count)})
          ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, updated_at = now()`);
      });
      const seconds = ((Date.now() - started) / 1000).toFixed(0);
      console.log(`${from + count} / ${TARGET} products (${seconds} s)`);
    }
    await pool.query('VACUUM ANALYZE');
    console.log(`Done in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
  } finally {
    await database.shutdown();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
