/**
 * Seeds the sample catalogue on a shop's first start, once: look-up lists, 60+ products with
 * their variants, prices, sizes, tags and drawn images, two blog posts, the shipping methods,
 * the WELCOME10 code and the sample bank account. Images are SVG drawings written to the uploads
 * folder.
 */
import { mkdir, writeFile, access } from 'node:fs/promises';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { slugify } from '../../../domain/slug.ts';
import { ringSizeOfLabel } from '../../../domain/ring-sizes.ts';
import * as art from '../../catalog-art/index.ts';
import type { Db, DbOrTx } from '../client.ts';
import * as t from '../schema/index.ts';
import { BLOG_POSTS, PRODUCTS } from './catalog-data.ts';
import { rankOfPricedPieces, SAMPLE_METAL_RATES, samplePricingInputs } from './sample-pricing.ts';
import {
  CATEGORY_NAMES,
  FESTIVAL_NAMES,
  GEMSTONE_NAMES,
  METAL_NAMES,
  PIECE_KINDS,
  PURPOSE_NAMES,
  SIZES_BY_KIND,
  SUB_CATEGORIES,
  THEME_NAMES,
  type CategoryName,
  type PieceKind,
} from './types.ts';

const SEEDED_FACT = 'sample_catalog_seeded';

/**
 * The sample shop's one shipping zone: the countries its checkout and tests use (the United States
 * and the United Kingdom) and a few more English-speaking ones. Canada is left out, for the owner to
 * add as a zone of its own. Migration 0024 gives an older shop's methods the same zone.
 */
const SAMPLE_ZONE = { name: 'Everywhere we ship', countries: ['US', 'GB', 'IE', 'IN', 'AU', 'NZ'] };
const PRODUCT_IMAGE_VIEWS = [0, 1, 2, 3] as const;

const KIND_CATEGORY: Record<PieceKind, CategoryName> = {
  ring: 'Rings',
  charm: 'Charms',
  earrings: 'Earrings',
  bracelet: 'Bracelets',
  necklace: 'Necklaces',
};

/** Writes a generated image unless a file of that name is already there. */
async function writeImage(uploadsDir: string, file: string, draw: () => string): Promise<string> {
  const target = path.join(uploadsDir, file);
  try {
    await access(target);
  } catch {
    await writeFile(target, draw());
  }
  return file;
}

/** Inserts named rows and answers a name -> id map. */
async function insertNamed<T extends { name?: string; label?: string }>(
  tx: DbOrTx,
  table: Parameters<DbOrTx['insert']>[0],
  rows: T[],
): Promise<Map<string, number>> {
  const inserted = (await tx
    .insert(table)
    .values(rows as never)
    .returning()) as Array<{ id: number; name?: string; label?: string }>;
  return new Map(inserted.map((row) => [row.name ?? row.label!, row.id]));
}

export async function isSampleCatalogSeeded(db: Db): Promise<boolean> {
  const [fact] = await db.select().from(t.installationFacts).where(eq(t.installationFacts.key, SEEDED_FACT));
  return fact !== undefined;
}

/** Seeds everything in one transaction: either the whole sample shop exists or none of it. */
export async function seedSampleCatalog(db: Db, uploadsDir: string): Promise<void> {
  await mkdir(uploadsDir, { recursive: true });

  const categoryImages = new Map<string, string>();
  for (const name of CATEGORY_NAMES) {
    categoryImages.set(name, await writeImage(uploadsDir, `category-${slugify(name)}.svg`, () => art.renderCategoryTile(name)));
  }
  const themeImages = new Map<string, string>();
  for (const name of THEME_NAMES) {
    themeImages.set(name, await writeImage(uploadsDir, `theme-${slugify(name)}.svg`, () => art.renderThemeTile(name)));
  }

  await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(727002)`);
    const [already] = await tx.select().from(t.installationFacts).where(eq(t.installationFacts.key, SEEDED_FACT));
    if (already) return;

    const categoryIds = await insertNamed(
      tx,
      t.categories,
      CATEGORY_NAMES.map((name, position) => ({
        name,
        slug: slugify(name),
        image: categoryImages.get(name)!,
        position,
      })),
    );
    const themeIds = await insertNamed(
      tx,
      t.themes,
      THEME_NAMES.map((name, position) => ({
        name,
        slug: slugify(name),
        image: themeImages.get(name)!,
        position,
      })),
    );
    const subCategoryIds = await insertNamed(
      tx,
      t.subCategories,
      PIECE_KINDS.flatMap((kind) =>
        SUB_CATEGORIES[kind].map((name, position) => ({
          name,
          slug: slugify(name),
          categoryId: categoryIds.get(KIND_CATEGORY[kind])!,
          position,
        })),
      ),
    );
    const purposeIds = await insertNamed(
      tx,
      t.purposes,
      PURPOSE_NAMES.map((name, position) => ({ name, slug: slugify(name), position })),
    );
    const festivalIds = await insertNamed(
      tx,
      t.festivals,
      FESTIVAL_NAMES.map((name, position) => ({ name, slug: slugify(name), position })),
    );
    const metalIds = await insertNamed(
      tx,
      t.metals,
      METAL_NAMES.map((name, position) => ({ name, slug: slugify(name), position })),
    );
    await tx.insert(t.metalRates).values(METAL_NAMES.map((name) => ({ metalId: metalIds.get(name)!, rateMinorPerGram: SAMPLE_METAL_RATES[name] })));
    const pricedPieces = rankOfPricedPieces(PRODUCTS);
    const gemstoneIds = await insertNamed(
      tx,
      t.gemstones,
      GEMSTONE_NAMES.map((name, position) => ({ name, slug: slugify(name), position })),
    );
    const sizeLabels = [...new Set(PIECE_KINDS.flatMap((kind) => SIZES_BY_KIND[kind]))];
    const sizeIds = await insertNamed(
      tx,
      t.sizes,
      sizeLabels.map((label, position) => ({ label, position, circumferenceTenths: ringSizeOfLabel(label) })),
    );

    const now = Date.now();
    const DAY = 86_400_000;
    for (const [index, product] of PRODUCTS.entries()) {
      const isNew = product.categories.includes('New Arrivals');
      // New arrivals are from the last fortnight; the rest spread over the past months.
      const createdAt = new Date(now - (isNew ? (index % 14) + 1 : 20 + ((index * 7) % 160)) * DAY);
      const slug = slugify(product.title);
      const [row] = await tx.insert(t.products).values({ slug, createdAt }).returning({ id: t.products.id });

      for (const [position, variant] of product.variants.entries()) {
        const [v] = await tx
          .insert(t.productVariants)
          .values({
            productId: row!.id,
            position,
            title: product.title,
            description: product.description,
            gemstoneId: gemstoneIds.get(variant.gemstone)!,
          })
          .returning({ id: t.productVariants.id });
        const variantId = v!.id;

        const firstMetal = variant.prices[0]!.metal;
        const images: string[] = [];
        for (const view of PRODUCT_IMAGE_VIEWS) {
          images.push(
            await writeImage(uploadsDir, `${slug}-${slugify(variant.gemstone)}-${view}.svg`, () =>
              art.renderProductImage({ kind: product.kind, metal: firstMetal, gemstone: variant.gemstone, view, seed: index }),
            ),
          );
        }
        await tx.insert(t.variantImages).values(
          images.map((file, i) => ({
            variantId,
            position: i,
            file,
            alt: `${product.title} with ${variant.gemstone} in ${firstMetal}`,
          })),
        );
        await tx.insert(t.variantPrices).values(
          variant.prices.map((price, i) => ({
            variantId,
            metalId: metalIds.get(price.metal)!,
            position: i,
            priceMinor: price.priceMinor,
            compareAtMinor: price.compareAtMinor ?? null,
            ...samplePricingInputs(pricedPieces.get(index), price.metal, price.priceMinor),
          })),
        );
        const sizes = SIZES_BY_KIND[product.kind];
        if (sizes.length) await tx.insert(t.variantSizes).values(sizes.map((label) => ({ variantId, sizeId: sizeIds.get(label)! })));

        const tag = (ids: Map<string, number>, names: readonly string[]) => names.map((name) => ({ variantId, tagId: ids.get(name)! }));
        await tx.insert(t.variantCategories).values(tag(categoryIds, product.categories));
        await tx.insert(t.variantSubCategories).values(tag(subCategoryIds, [product.subCategory]));
        if (product.themes.length) await tx.insert(t.variantThemes).values(tag(themeIds, product.themes));
        if (product.purposes.length) await tx.insert(t.variantPurposes).values(tag(purposeIds, product.purposes));
        if (product.festivals.length) await tx.insert(t.variantFestivals).values(tag(festivalIds, product.festivals));
      }
    }
    await tx.execute(sql`SELECT refresh_variant_listing(NULL)`);

    for (const post of BLOG_POSTS) {
      const image = await writeImage(uploadsDir, `blog-${post.slug}.svg`, () => art.renderBlogImage(post.image));
      await tx.insert(t.blogPosts).values({
        slug: post.slug,
        title: post.title,
        excerpt: post.excerpt,
        body: post.body,
        image,
        publishedAt: new Date(post.publishedAt),
      });
    }

    // One zone, Express 19.99 (1 to 2 days) and Regular 9.99 (3 to 5 days).
    const [zone] = await tx.insert(t.shippingZones).values({ name: SAMPLE_ZONE.name }).returning({ id: t.shippingZones.id });
    await tx.insert(t.shippingZoneRegions).values(SAMPLE_ZONE.countries.map((countryCode) => ({ zoneId: zone!.id, countryCode })));
    await tx.insert(t.shippingMethods).values([
      { code: 'express', zoneId: zone!.id, name: 'Express', deliveryText: '1 to 2 days', minDays: 1, maxDays: 2, priceMinor: 1999, position: 0 },
      { code: 'regular', zoneId: zone!.id, name: 'Regular', deliveryText: '3 to 5 days', minDays: 3, maxDays: 5, priceMinor: 999, position: 1 },
    ]);
    // WELCOME10 gives 10% off a first purchase.
    await tx.insert(t.discountCodes).values({
      code: 'WELCOME10',
      name: 'WELCOME10',
      kind: 'percent',
      value: 10,
      firstOrderOnly: true,
      description: '10% off your first order',
    });

    await writeSampleBankAccount(tx);
    await tx.insert(t.installationFacts).values({ key: SEEDED_FACT, value: new Date().toISOString() });
  });
}

/** The sample shop's bank account: made up (the IBAN and BIC are the usual textbook examples), shown only in a sample shop. */
const SAMPLE_BANK_ACCOUNT = {
  accountHolder: 'Lumen & Loom Jewellery Ltd',
  bankName: 'Sample Bank',
  accountNumber: 'GB29 NWBK 6016 1331 9268 19',
  bankCode: 'NWBKGB2L',
} as const;

/**
 * Bank transfer on, to the sample account, so the specification's flow (ORDER NOW, "Order placed
 * successfully!") works at once in the sample shop; its instructions say nobody should pay, and
 * the back office asks the owner to replace the details (decision records 025 and 035). A shop
 * whose owner already saved an account keeps it. Sample details belong to a sample shop only: a
 * shop started without the sample catalogue offers no bank transfer until the owner saves theirs.
 */
async function writeSampleBankAccount(tx: DbOrTx): Promise<void> {
  const sample = { ...SAMPLE_BANK_ACCOUNT, bankTransferEnabled: true, sampleDetails: true, updatedAt: new Date() };
  await tx
    .insert(t.paymentSettings)
    .values({ id: 1, ...sample })
    .onConflictDoUpdate({ target: t.paymentSettings.id, set: sample, setWhere: sql`${t.paymentSettings.accountNumber} = ''` });
}

/** Images of the home page and content pages that are not rows of the catalogue. */
export async function writeSiteImages(uploadsDir: string): Promise<void> {
  await mkdir(uploadsDir, { recursive: true });
  for (const index of [0, 1, 2, 3] as const) await writeImage(uploadsDir, `banner-${index}.svg`, () => art.renderBanner(index));
  for (const index of [0, 1, 2] as const) await writeImage(uploadsDir, `banner-mobile-${index}.svg`, () => art.renderMobileBanner(index));
  for (let index = 0; index < 8; index++) await writeImage(uploadsDir, `gallery-${index}.svg`, () => art.renderGalleryImage(index));
  for (const name of [...PURPOSE_NAMES, ...FESTIVAL_NAMES]) {
    await writeImage(uploadsDir, `occasion-${slugify(name)}.svg`, () => art.renderOccasionTile(name));
  }
}
