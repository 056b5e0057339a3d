/**
 * The back office's catalogue writes: products written in the shape they are read. A write is one
 * transaction: names resolved against the look-up lists (an unknown one refuses the whole product,
 * naming the field; product-input.ts), the rows replaced while variants and shelves keep their
 * ids, the storefront's read model and caches refreshed, and the change recorded in the audit log
 * with the product before and after.
 */
import { eq, sql } from 'drizzle-orm';
import type { Product } from '../../../domain/catalog.ts';
import type { VariantPricing } from '../../../domain/metal-pricing.ts';
import { Conflict, NotFound } from '../../../domain/errors.ts';
import { slugify } from '../../../domain/slug.ts';
import type { PublicUser } from '../../../domain/schemas/account.ts';
import { PRODUCT_MESSAGES, type ProductInput } from '../../../domain/schemas/product.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import {
  productOldSlugs,
  productVariants,
  products,
  variantCategories,
  variantFestivals,
  variantImages,
  variantPrices,
  variantPurposes,
  variantSizes,
  variantSubCategories,
  variantThemes,
} from '../../db/schema/index.ts';
import { recordAudit } from '../audit/index.ts';
import { getProduct } from './catalog.ts';
import { readLookupLists } from './lookup-reads.ts';
import { resolveProduct, type ResolvedVariant } from './product-input.ts';
import { showableImages } from './product-images.ts';
import { refreshListing } from './stock.ts';
import { isUniqueViolation } from '../../db/pg-errors.ts';

export type Actor = Pick<PublicUser, 'id' | 'email'>;

/** A product of any status (drafts and archived ones too); 404 when there is none. */
export async function getAdminProduct(db: DbOrTx, id: number): Promise<AdminProduct> {
  const product = await getProduct(db, id, { anyStatus: true });
  return { ...product, pricing: await pricingInputsOfProduct(db, id) };
}

/** A product of any status with its variants' metal-rate pricing inputs (decision record 055). */
export type AdminProduct = Product & { pricing: VariantPricing[] };

/** The pricing inputs of the product's variants, in the variants' and metals' order: the metals on metal pricing only. */
async function pricingInputsOfProduct(db: DbOrTx, productId: number): Promise<VariantPricing[]> {
  const { rows } = await db.execute<{ [key: string]: unknown } & VariantPricing>(sql`
    SELECT vp.variant_id AS "variantId", vp.metal_id AS "metalId", m.name AS metal, vp.metal_weight_mg AS "metalWeightMg",
      COALESCE(vp.making_minor, 0) AS "makingMinor", COALESCE(vp.stones_minor, 0) AS "stonesMinor", vp.margin_bp AS "marginBp"
    FROM variant_prices vp JOIN product_variants v ON v.id = vp.variant_id JOIN metals m ON m.id = vp.metal_id
    WHERE v.product_id = ${productId} AND vp.metal_weight_mg IS NOT NULL
    ORDER BY v.position, v.id, vp.position`);
  return rows;
}

/** Stores a new product; answers it as stored. */
export async function createProduct(db: Db, input: ProductInput, actor: Actor, currency: string): Promise<AdminProduct> {
  return writeProduct(db, undefined, input, actor, currency);
}

/**
 * Replaces a product with `input`. A variant carrying the id of one of this product's variants
 * keeps it (carts, wishlists and orders name variants by id); the others are new, and this
 * product's variants the input does not list are deleted. Shelves keep their ids per metal and
 * size (orders remember the shelf a piece came from).
 */
export async function replaceProduct(db: Db, id: number, input: ProductInput, actor: Actor, currency: string): Promise<AdminProduct> {
  return writeProduct(db, id, input, actor, currency);
}

/**
 * The product's slug: the one given (refused with 409 when another product has it), the product's
 * own when it is replaced without one, or one made from the first variant's title, numbered
 * (`-2`, `-3`…) past the slugs already taken. Slugs are taken under a lock on their stem, so two
 * writers cannot pick the same one.
 */
async function chooseSlug(tx: DbOrTx, productId: number | undefined, given: string | undefined, current: string | undefined, title: string): Promise<string> {
  if (given === undefined && current !== undefined) return current;
  const stem = given ?? (slugify(title).slice(0, 100).replace(/-+$/, '') || 'product');
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`product-slug:${stem}`}))`);
  const taken = (
    await tx.execute(sql`SELECT slug FROM products WHERE (slug = ${stem} OR slug LIKE ${`${stem}-%`}) AND id IS DISTINCT FROM ${productId ?? null}::int`)
  ).rows.map((row) => String(row.slug));
  if (given !== undefined) {
    if (taken.includes(given)) throw new Conflict(PRODUCT_MESSAGES.slugTaken(given));
    return given;
  }
  if (!taken.includes(stem)) return stem;
  for (let n = 2; ; n++) if (!taken.includes(`${stem}-${n}`)) return `${stem}-${n}`;
}

/** The product as it stands before a replacement, its rows locked; nothing for a new product. */
interface Current {
  slug: string;
  /** Undefined for a product without variants: it has nothing to show before. */
  before: Product | undefined;
  variantIds: number[];
}

/**
 * Locks the product's row (concurrent replacements of one product take turns) and its shelves, in
 * id order before any is written, as an order takes them: an order and this edit then wait for
 * each other rather than deadlock on the product's row.
 */
async function lockCurrent(tx: DbOrTx, productId: number): Promise<Current> {
  const [row] = (await tx.execute(sql`SELECT slug FROM products WHERE id = ${productId} FOR UPDATE`)).rows as Array<{ slug: string }>;
  if (!row) throw new NotFound('Product not found');
  const before = await getAdminProduct(tx, productId).catch((error: unknown) => {
    if (error instanceof NotFound) return undefined;
    throw error;
  });
  const variantIds = (await tx.execute(sql`SELECT id FROM product_variants WHERE product_id = ${productId}`)).rows.map((row) => Number(row.id));
  await tx.execute(sql`SELECT 1 FROM variant_stock WHERE variant_id = ANY(${sql.param(variantIds)}::int[]) ORDER BY id FOR UPDATE`);
  return { slug: row.slug, before, variantIds };
}

/** An SEO override as stored: blank is none (null); absent keeps the product's own (undefined). */
const override = (value: string | null | undefined) => (value === undefined ? undefined : value || null);

/** Inserts the product's row, or updates it; answers its id. */
async function writeProductRow(tx: DbOrTx, productId: number | undefined, slug: string, input: ProductInput): Promise<number> {
  const seo = { seoTitle: override(input.seoTitle), seoDescription: override(input.seoDescription) };
  if (productId === undefined) {
    const [row] = await tx
      .insert(products)
      .values({ slug, status: input.status, showRating: input.showRating, seoTitle: seo.seoTitle ?? null, seoDescription: seo.seoDescription ?? null })
      .returning({ id: products.id });
    return row!.id;
  }
  await tx
    .update(products)
    .set({ slug, status: input.status, showRating: input.showRating, ...seo, updatedAt: sql`now()` })
    .where(eq(products.id, productId));
  return productId;
}

/**
 * A renamed product keeps its former slug as an old address (its named address /product/{slug}
 * answers 301 to the page); a slug taken again leaves the old ones, so it names its new holder
 * alone. Every old slug of a product points at the product itself, so a chain of renames ends at
 * the current page in one step.
 */
async function keepOldSlug(tx: DbOrTx, productId: number, before: string | undefined, slug: string): Promise<void> {
  await tx.delete(productOldSlugs).where(eq(productOldSlugs.slug, slug));
  if (before === undefined || before === slug) return;
  await tx
    .insert(productOldSlugs)
    .values({ slug: before, productId })
    .onConflictDoUpdate({ target: productOldSlugs.slug, set: { productId, retiredAt: sql`now()` } });
}

/**
 * Writes the variants in their order; each variant id is kept once, and only for this product's
 * own variants (`own`). Answers the ids written and the product's own variants not kept.
 */
async function writeVariants(tx: DbOrTx, productId: number, variants: ResolvedVariant[], own: number[]): Promise<{ written: number[]; removed: number[] }> {
  const kept = new Set<number>();
  const written: number[] = [];
  for (const [position, variant] of variants.entries()) {
    const fields = {
      productId,
      position,
      title: variant.input.title,
      description: variant.input.description,
      gemstoneId: variant.gemstoneId,
      madeToOrder: variant.input.madeToOrder,
      leadTimeMinDays: variant.input.leadTimeDays.min,
      leadTimeMaxDays: variant.input.leadTimeDays.max,
    };
    const wanted = variant.input.id;
    let variantId: number;
    if (wanted !== undefined && own.includes(wanted) && !kept.has(wanted)) {
      kept.add(wanted);
      variantId = wanted;
      await tx.update(productVariants).set(fields).where(eq(productVariants.id, wanted));
    } else {
      const [row] = await tx.insert(productVariants).values(fields).returning({ id: productVariants.id });
      variantId = row!.id;
    }
    written.push(variantId);
    await writeVariantRows(tx, variantId, variant);
  }
  return { written, removed: own.filter((variantId) => !kept.has(variantId)) };
}

async function writeProduct(db: Db, productId: number | undefined, input: ProductInput, actor: Actor, currency: string): Promise<AdminProduct> {
  try {
    return await db.transaction(async (tx) => {
      const current = productId === undefined ? undefined : await lockCurrent(tx, productId);
      const showable = await showableImages(
        tx,
        input.ProductVariants.flatMap((variant) => variant.images),
      );
      const variants = resolveProduct(input, await readLookupLists(tx), showable, currency);
      const slug = await chooseSlug(tx, productId, input.slug, current?.slug, input.ProductVariants[0]!.title);
      const id = await writeProductRow(tx, productId, slug, input);
      await keepOldSlug(tx, id, current?.slug, slug);
      const { written, removed } = await writeVariants(tx, id, variants, current?.variantIds ?? []);
      if (removed.length) await tx.execute(sql`DELETE FROM product_variants WHERE id = ANY(${sql.param(removed)}::int[])`);

      // The storefront's read model and every process's listing caches follow in this transaction.
      // It moves the catalogue version too: kept pages show the SEO words, a rename's redirect follows.
      await refreshListing(tx, [...written, ...removed]);

      const after = await getAdminProduct(tx, id);
      await recordAudit(tx, actor, {
        action: productId === undefined ? 'create' : 'update',
        entity: 'product',
        entityId: id,
        before: current?.before ? auditFields(current.before) : null,
        after: auditFields(after),
      });
      return after;
    });
  } catch (error) {
    // Another writer took the same slug between our check and our write.
    if (isUniqueViolation(error, 'products_slug_unique'))
      throw new Conflict(PRODUCT_MESSAGES.slugTaken(input.slug ?? slugify(input.ProductVariants[0]!.title)));
    throw error;
  }
}

const auditFields = (product: Product): Record<string, unknown> => ({ ...product });

const NO_PRICING_INPUTS = { metalWeightMg: null, makingMinor: null, stonesMinor: null, marginBp: null };

/**
 * The metal-rate pricing inputs (decision record 055) each metal of the variant is written with:
 * the input's, or, when the input names none, those the metal had (a product saved by a client that
 * does not know them keeps them).
 */
async function pricingInputsOf(tx: DbOrTx, variantId: number, variant: ResolvedVariant) {
  const given = variant.pricing;
  if (given) return (_metalId: number, position: number) => given[position] ?? NO_PRICING_INPUTS;
  const kept = await tx
    .select({
      metalId: variantPrices.metalId,
      metalWeightMg: variantPrices.metalWeightMg,
      makingMinor: variantPrices.makingMinor,
      stonesMinor: variantPrices.stonesMinor,
      marginBp: variantPrices.marginBp,
    })
    .from(variantPrices)
    .where(eq(variantPrices.variantId, variantId));
  const byMetal = new Map(kept.map(({ metalId, ...inputs }) => [metalId, inputs]));
  return (metalId: number) => byMetal.get(metalId) ?? NO_PRICING_INPUTS;
}

/** Replaces a variant's prices, sizes, tags and images, and brings its shelves to the input's counts (keeping their ids). */
async function writeVariantRows(tx: DbOrTx, variantId: number, variant: ResolvedVariant): Promise<void> {
  const of = sql`variant_id = ${variantId}`;
  const pricing = await pricingInputsOf(tx, variantId, variant);
  for (const table of [
    'variant_prices',
    'variant_sizes',
    'variant_categories',
    'variant_sub_categories',
    'variant_themes',
    'variant_purposes',
    'variant_festivals',
  ])
    await tx.execute(sql`DELETE FROM ${sql.identifier(table)} WHERE ${of}`);

  await tx.insert(variantPrices).values(
    variant.metalIds.map((metalId, position) => ({
      variantId,
      metalId,
      position,
      priceMinor: variant.pricesMinor[position]!,
      compareAtMinor: variant.compareAtMinor[position] ?? null,
      ...pricing(metalId, position),
    })),
  );
  if (variant.sizeIds.length) await tx.insert(variantSizes).values(variant.sizeIds.map((sizeId) => ({ variantId, sizeId })));
  const tags = [
    [variantCategories, variant.categoryIds],
    [variantSubCategories, variant.subCategoryIds],
    [variantThemes, variant.themeIds],
    [variantPurposes, variant.purposeIds],
    [variantFestivals, variant.festivalIds],
  ] as const;
  for (const [table, ids] of tags) if (ids.length) await tx.insert(table).values(ids.map((tagId) => ({ variantId, tagId })));

  // Images: an uploaded file brings the widths of its renditions; a drawn image has none.
  await tx.execute(sql`DELETE FROM variant_images WHERE ${of}`);
  if (variant.input.images.length) {
    const files = variant.input.images;
    await tx.execute(sql`
      INSERT INTO ${variantImages} (variant_id, position, file, alt, widths)
      SELECT ${variantId}, i.position - 1, i.file, ${variant.input.title}, COALESCE(u.widths, '{}')
      FROM unnest(${sql.param(files)}::text[]) WITH ORDINALITY AS i(file, position)
      LEFT JOIN uploaded_images u ON u.file = i.file`);
  }

  // Shelves: upserted per metal and size so each keeps its id; the ones no longer offered go.
  if (variant.stock.length) {
    await tx.execute(sql`
      INSERT INTO variant_stock (variant_id, metal_id, size_id, quantity)
      SELECT ${variantId}, s.metal_id, s.size_id, s.quantity
      FROM unnest(${sql.param(variant.stock.map((level) => level.metalId))}::int[],
                  ${sql.param(variant.stock.map((level) => level.sizeId))}::int[],
                  ${sql.param(variant.stock.map((level) => level.quantity))}::int[]) AS s(metal_id, size_id, quantity)
      ON CONFLICT ON CONSTRAINT variant_stock_choice_key DO UPDATE SET quantity = EXCLUDED.quantity`);
  }
  await tx.execute(sql`
    DELETE FROM variant_stock st WHERE st.variant_id = ${variantId}
      AND NOT EXISTS (
        SELECT 1 FROM unnest(${sql.param(variant.stock.map((level) => level.metalId))}::int[],
                             ${sql.param(variant.stock.map((level) => level.sizeId))}::int[]) AS s(metal_id, size_id)
        WHERE s.metal_id = st.metal_id AND s.size_id IS NOT DISTINCT FROM st.size_id)`);
}
