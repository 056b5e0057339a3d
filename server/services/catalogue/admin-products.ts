/**
 * The back office's catalogue: products written in the shape they are read, and the list of every
 * product whatever its status. A write is one transaction: names resolved against the look-up
 * lists (an unknown one refuses the whole product, naming the field), the rows replaced while
 * variants and shelves keep their ids, the storefront's read model and caches refreshed, and the
 * change recorded in the audit log with the product before and after.
 */
import { eq, sql, type SQL } from 'drizzle-orm';
import type { Product } from '../../../domain/catalog.ts';
import { Conflict, InvalidInput, NotFound, type FieldIssue } from '../../../domain/errors.ts';
import { MAX_PRICE_MINOR, pageCount } from '../../../domain/listing.ts';
import { toMinor } from '../../../domain/money.ts';
import { slugify } from '../../../domain/slug.ts';
import { type AdminProductList, type AdminProductRow, type AdminProductsQuery, type StockState } from '../../../domain/schemas/admin-products.ts';
import type { PublicUser } from '../../../domain/schemas/account.ts';
import { PRODUCT_MESSAGES, type ProductInput, type VariantInput } from '../../../domain/schemas/product.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import {
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
import { readLookupLists, type LookupLists } from './lookup-lists.ts';
import { getProduct } from './catalog.ts';
import { lowStockThresholdSql, refreshListing } from './stock.ts';

export type Actor = Pick<PublicUser, 'id' | 'email'>;

/** A product of any status (drafts and archived ones too); 404 when there is none. */
export async function getAdminProduct(db: DbOrTx, id: number): Promise<Product> {
  return getProduct(db, id, { anyStatus: true });
}

/** Stores a new product; answers it as stored. */
export async function createProduct(db: Db, input: ProductInput, actor: Actor, currency: string): Promise<Product> {
  return writeProduct(db, undefined, input, actor, currency);
}

/**
 * Replaces a product with `input`. A variant carrying the id of one of this product's variants
 * keeps it (carts, wishlists and orders name variants by id); the others are new, and this
 * product's variants the input does not list are deleted. Shelves keep their ids per metal and
 * size (orders remember the shelf a piece came from).
 */
export async function replaceProduct(db: Db, id: number, input: ProductInput, actor: Actor, currency: string): Promise<Product> {
  return writeProduct(db, id, input, actor, currency);
}

// ---------------------------------------------------------------------------------------------
// Writing

interface Named {
  id: number;
  name: string;
  slug: string;
}

/** A variant with every name turned into an id and every price into minor units. */
interface ResolvedVariant {
  input: VariantInput;
  gemstoneId: number | null;
  metalIds: number[];
  pricesMinor: number[];
  compareAtMinor: Array<number | null>;
  sizeIds: number[];
  categoryIds: number[];
  subCategoryIds: number[];
  themeIds: number[];
  purposeIds: number[];
  festivalIds: number[];
  stock: Array<{ metalId: number; sizeId: number | null; quantity: number }>;
}

/**
 * Resolves every name of the input, collecting each problem with its field's path, so one answer
 * names them all. Names match a value's name or slug in any case; a size matches its label.
 */
function resolve(input: ProductInput, lookups: LookupLists, currency: string): ResolvedVariant[] {
  const issues: FieldIssue[] = [];
  const byName = <T extends Named>(values: T[], wanted: string) => {
    const key = wanted.trim().toLowerCase();
    return values.filter((value) => value.name.toLowerCase() === key || value.slug === key);
  };
  const sizeOf = (label: string) => lookups.sizes.find((size) => size.label.toLowerCase() === label.trim().toLowerCase());

  const resolved = input.ProductVariants.map((variant, index) => {
    const at = (...path: Array<string | number>) => ['ProductVariants', index, ...path].join('.');
    /** The ids of a list of names, each once; an unknown name is an issue at its place in the list. */
    const ids = (values: Named[], names: string[], field: string, noun: string) => {
      const found: number[] = [];
      names.forEach((name, position) => {
        const match = byName(values, name)[0];
        if (!match) issues.push({ path: at(field, position), message: PRODUCT_MESSAGES.unknown(noun, name) });
        else if (!found.includes(match.id)) found.push(match.id);
      });
      return found;
    };

    const categoryIds = ids(lookups.categories, variant.categories, 'categories', 'category');
    // A type belongs to one category (Halo is a type of Rings): it must be one of the variant's
    // categories, so the storefront never files a piece under a type of a category it is not in.
    const subCategoryIds: number[] = [];
    variant.subCategories.forEach((name, position) => {
      const matches = byName(lookups.subCategories, name);
      const match = matches.find((type) => categoryIds.includes(type.categoryId)) ?? matches[0];
      if (!match) return issues.push({ path: at('subCategories', position), message: PRODUCT_MESSAGES.unknown('type', name) });
      if (!categoryIds.includes(match.categoryId)) {
        const category = lookups.categories.find((value) => value.id === match.categoryId)!;
        return issues.push({ path: at('subCategories', position), message: PRODUCT_MESSAGES.typeOutsideCategories(match.name, category.name) });
      }
      if (!subCategoryIds.includes(match.id)) subCategoryIds.push(match.id);
    });

    let gemstoneId: number | null = null;
    if (variant.gemstone !== null) {
      const match = byName(lookups.gemstones, variant.gemstone)[0];
      if (match) gemstoneId = match.id;
      else issues.push({ path: at('gemstone'), message: PRODUCT_MESSAGES.unknown('gemstone', variant.gemstone) });
    }

    const metalIds: number[] = [];
    const metalByName = new Map<string, number>();
    variant.metal.forEach((name, position) => {
      const match = byName(lookups.metals, name)[0];
      if (!match) return issues.push({ path: at('metal', position), message: PRODUCT_MESSAGES.unknown('metal', name) });
      // A name and a slug of the same metal are the same metal listed twice.
      if (metalIds.includes(match.id)) return issues.push({ path: at('metal', position), message: PRODUCT_MESSAGES.duplicateMetal(match.name) });
      metalIds.push(match.id);
      metalByName.set(name.trim().toLowerCase(), match.id);
    });

    const minor = (amount: number, path: string, message: string) => {
      const value = toMinor(amount, currency);
      // Rounded to the currency's smallest unit, a price must still be something, and fit the stored integers.
      if (value < 1 || value > MAX_PRICE_MINOR) issues.push({ path, message });
      return value;
    };
    const pricesMinor = variant.price.map((amount, position) => minor(amount, at('price', position), PRODUCT_MESSAGES.price));
    const compareAtMinor = variant.metal.map((_, position) => {
      const amount = variant.compareAtPrice?.[position];
      return amount === undefined || amount === null ? null : minor(amount, at('compareAtPrice', position), PRODUCT_MESSAGES.compareAt);
    });

    const sizeIds: number[] = [];
    const sizeByLabel = new Map<string, number>();
    variant.sizes.forEach((label, position) => {
      const match = sizeOf(label);
      if (!match) return issues.push({ path: at('sizes', position), message: PRODUCT_MESSAGES.unknown('size', label) });
      if (sizeIds.includes(match.id)) return issues.push({ path: at('sizes', position), message: PRODUCT_MESSAGES.duplicateSize(match.label) });
      sizeIds.push(match.id);
      sizeByLabel.set(label.trim().toLowerCase(), match.id);
    });

    // The schema has checked that each shelf names one of the variant's metals and sizes; names
    // already refused above leave no id to count here. A made-to-order piece has no shelves.
    const stock = variant.madeToOrder
      ? []
      : variant.stock.flatMap((level) => {
          const metalId = metalByName.get(level.metal.trim().toLowerCase());
          const sizeId = level.size === '' ? null : sizeByLabel.get(level.size.trim().toLowerCase());
          return metalId === undefined || sizeId === undefined ? [] : [{ metalId, sizeId, quantity: level.quantity }];
        });

    return {
      input: variant,
      gemstoneId,
      metalIds,
      pricesMinor,
      compareAtMinor,
      sizeIds,
      categoryIds,
      subCategoryIds,
      themeIds: ids(lookups.themes, variant.themes, 'themes', 'theme'),
      purposeIds: ids(lookups.purposes, variant.purposes, 'purposes', 'purpose'),
      festivalIds: ids(lookups.festivals, variant.festivals, 'festivals', 'festival'),
      stock,
    };
  });
  if (issues.length) throw new InvalidInput(issues[0]!.message, issues);
  return resolved;
}

function isUniqueViolation(error: unknown, constraint: string): boolean {
  for (let cause: unknown = error; cause; cause = (cause as { cause?: unknown }).cause) {
    const pgError = cause as { code?: string; constraint?: string };
    if (pgError.code === '23505' && pgError.constraint === constraint) return true;
  }
  return false;
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

async function writeProduct(db: Db, productId: number | undefined, input: ProductInput, actor: Actor, currency: string): Promise<Product> {
  try {
    return await db.transaction(async (tx) => {
      let current: { slug: string } | undefined;
      let before: Product | undefined;
      let ownVariantIds: number[] = [];
      if (productId !== undefined) {
        // The row lock makes concurrent replacements of one product take turns.
        [current] = (await tx.execute(sql`SELECT slug FROM products WHERE id = ${productId} FOR UPDATE`)).rows as Array<{ slug: string }>;
        if (!current) throw new NotFound('Product not found');
        before = await getAdminProduct(tx, productId).catch((error: unknown) => {
          // A product without variants has nothing to show before.
          if (error instanceof NotFound) return undefined;
          throw error;
        });
        ownVariantIds = (await tx.execute(sql`SELECT id FROM product_variants WHERE product_id = ${productId}`)).rows.map((row) => Number(row.id));
        // Its shelves are locked in id order before any is written, as an order takes them: an
        // order and this edit then wait for each other rather than deadlock on the product's row.
        await tx.execute(sql`SELECT 1 FROM variant_stock WHERE variant_id = ANY(${sql.param(ownVariantIds)}::int[]) ORDER BY id FOR UPDATE`);
      }

      const variants = resolve(input, await readLookupLists(tx), currency);
      const slug = await chooseSlug(tx, productId, input.slug, current?.slug, input.ProductVariants[0]!.title);

      let id: number;
      if (productId === undefined) {
        const [row] = await tx.insert(products).values({ slug, status: input.status, showRating: input.showRating }).returning({ id: products.id });
        id = row!.id;
      } else {
        id = productId;
        await tx.execute(
          sql`UPDATE products SET slug = ${slug}, status = ${input.status}, show_rating = ${input.showRating}, updated_at = now() WHERE id = ${id}`,
        );
      }

      // Each variant id is kept once, and only for this product's own variants.
      const kept = new Set<number>();
      const variantIds: number[] = [];
      for (const [position, variant] of variants.entries()) {
        const fields = {
          productId: id,
          position,
          title: variant.input.title,
          description: variant.input.description,
          gemstoneId: variant.gemstoneId,
          rating: variant.input.rating,
          madeToOrder: variant.input.madeToOrder,
          leadTimeMinDays: variant.input.leadTimeDays.min,
          leadTimeMaxDays: variant.input.leadTimeDays.max,
        };
        const keep = variant.input.id !== undefined && ownVariantIds.includes(variant.input.id) && !kept.has(variant.input.id) ? variant.input.id : undefined;
        let variantId: number;
        if (keep !== undefined) {
          kept.add(keep);
          variantId = keep;
          await tx.update(productVariants).set(fields).where(eq(productVariants.id, keep));
        } else {
          const [row] = await tx.insert(productVariants).values(fields).returning({ id: productVariants.id });
          variantId = row!.id;
        }
        variantIds.push(variantId);
        await writeVariantRows(tx, variantId, variant);
      }

      const removed = ownVariantIds.filter((variantId) => !kept.has(variantId));
      if (removed.length) await tx.execute(sql`DELETE FROM product_variants WHERE id = ANY(${sql.param(removed)}::int[])`);

      // The storefront's read model and every process's listing caches follow in this transaction.
      await refreshListing(tx, [...variantIds, ...removed]);

      const after = await getAdminProduct(tx, id);
      await recordAudit(tx, actor, {
        action: productId === undefined ? 'create' : 'update',
        entity: 'product',
        entityId: id,
        before: before ? auditFields(before) : null,
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

/** Replaces a variant's prices, sizes, tags and images, and brings its shelves to the input's counts (keeping their ids). */
async function writeVariantRows(tx: DbOrTx, variantId: number, variant: ResolvedVariant): Promise<void> {
  const of = sql`variant_id = ${variantId}`;
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

// ---------------------------------------------------------------------------------------------
// The list

/**
 * The SQL test of a product's stock state (see STOCK_STATES), on the read model: whether it is
 * ready to ship, sold out, and its lowest shelf, which every stock write keeps (migration 0013).
 */
function stockCondition(state: StockState, threshold: SQL): SQL {
  switch (state) {
    case 'made_to_order':
      return sql`NOT s.ready_to_ship`;
    case 'sold_out':
      return sql`s.sold_out`;
    case 'low':
      return sql`s.ready_to_ship AND NOT s.sold_out AND s.lowest_shelf <= ${threshold}`;
    case 'in_stock':
      return sql`s.ready_to_ship AND NOT s.sold_out AND (s.lowest_shelf IS NULL OR s.lowest_shelf > ${threshold})`;
  }
}

/** `LIKE` patterns match these characters literally only when escaped. */
const likeEscaped = (word: string) => word.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Words of the search text, at most eight; a product's titles must hold each of them. */
const titleWords = (q: string) => q.split(/\s+/).filter(Boolean).slice(0, 8);

/** The page is first looked for among this many products in the sort's order (more for a deeper page). */
const WALK_ROWS = 300;

/** A count stops past this many matches (or past the page asked for): beyond it the total is "at least". */
const COUNT_CAP = 1000;

/**
 * Each sort follows an index of `product_summaries`, nulls placed as the index places them (or
 * the planner cannot walk it, though the columns are never null).
 */
const ORDER: Record<AdminProductsQuery['sort'], SQL> = {
  newest: sql`s.created_at DESC NULLS LAST, s.product_id DESC NULLS LAST`,
  oldest: sql`s.created_at ASC NULLS FIRST, s.product_id ASC NULLS FIRST`,
  updated: sql`s.updated_at DESC NULLS LAST, s.product_id DESC NULLS LAST`,
  title: sql`lower(s.title) ASC, s.product_id ASC`,
  price_asc: sql`s.min_price_minor ASC, s.product_id ASC`,
  price_desc: sql`s.min_price_minor DESC, s.product_id DESC`,
};

/** The column each sort orders by (besides the id). */
const SORTED_BY: Record<AdminProductsQuery['sort'], SQL> = {
  newest: sql`created_at`,
  oldest: sql`created_at`,
  updated: sql`updated_at`,
  title: sql`title`,
  price_asc: sql`min_price_minor`,
  price_desc: sql`min_price_minor`,
};

export interface ListOptions {
  /** A shelf with this many pieces or fewer is low; the owner's threshold unless given. */
  lowStockAt?: number;
  /** The count stops past this many matches (COUNT_CAP unless given). */
  countCap?: number;
}

/**
 * A page of every product, whatever its status: search by the variants' titles, filter by
 * category, status and stock state, sort, and how many products match (exactly, or "at least"
 * past COUNT_CAP). An unknown category is a 400 naming it. Reads only the back office's read
 * model (`product_summaries`), which the shelves' triggers keep up to date with every sale.
 */
export async function listAdminProducts(db: DbOrTx, query: AdminProductsQuery, options: ListOptions = {}): Promise<AdminProductList> {
  // The threshold and the category are read by the list's own statements, not asked for first.
  const threshold = options.lowStockAt === undefined ? sql`(${lowStockThresholdSql})` : sql`${options.lowStockAt}`;
  const conditions: SQL[] = [];
  if (query.status) conditions.push(sql`s.status = ${query.status}`);
  // An unknown category matches nothing, and is then a 400 (knownCategory).
  const category = query.category?.toLowerCase();
  if (category !== undefined) conditions.push(sql`s.category_ids @> ARRAY[(${categoryNamed(category)})]`);
  if (query.stock) conditions.push(stockCondition(query.stock, threshold));
  if (query.q) {
    // Lower-cased as the read model's text is, by the database's own rules.
    const words = titleWords(query.q).map((word) => sql`s.search_text LIKE lower(${`%${likeEscaped(word)}%`})`);
    // A product's number finds it too (the edit screen's address shows it).
    const id = /^\d{1,9}$/.test(query.q.trim()) ? sql` OR s.product_id = ${Number(query.q.trim())}` : sql``;
    conditions.push(sql`((${sql.join(words, sql` AND `)})${id})`);
  }
  const where = conditions.length ? sql.join(conditions, sql` AND `) : sql`TRUE`;

  // A broad list (a common word, a wide filter) fills its page within the first few hundred
  // products of the sort's index: that short walk is tried first, and then a count that stops at a
  // cap past the page (a common word costs no more than the pages one can reach; past the cap the
  // answer says "at least"). When the walk does not fill the page (a rare word, narrow filters),
  // the matches are found through the filters' and the trigram index, then counted and sorted in
  // one go; the walk cost a few hundred rows. Left to choose, the planner walks the whole sort
  // index when it overestimates how many products match several conditions at once.
  const offset = (query.page - 1) * query.pageSize;
  const order = ORDER[query.sort];
  const columns = sql`s.product_id AS id, s.status, s.updated_at, s.title, s.variant_count, s.min_price_minor AS lowest, s.ready_to_ship,
    s.sold_out, s.image, s.image_widths AS widths, s.pieces, s.lowest_shelf <= ${threshold} AS low`;
  const walked = await db.execute(sql`
    SELECT ${columns} FROM (SELECT * FROM product_summaries s ORDER BY ${order} LIMIT ${Math.max(WALK_ROWS, 4 * (offset + query.pageSize))}) s
    WHERE ${where} ORDER BY ${order} LIMIT ${query.pageSize} OFFSET ${offset}`);
  if (walked.rows.length === query.pageSize) {
    const cap = Math.max(options.countCap ?? COUNT_CAP, offset + 2 * query.pageSize);
    const counted = await db.execute(sql`SELECT count(*)::int AS matches FROM (SELECT 1 FROM product_summaries s WHERE ${where} LIMIT ${cap + 1}) found`);
    return listOf(query, walked.rows as unknown as SummaryRow[], Number(counted.rows[0]!.matches), cap);
  }
  // Only the ids and the sort's column are kept of every match; the page's rows are read after.
  const found = await db.execute(sql`
    WITH found AS MATERIALIZED (SELECT product_id, ${SORTED_BY[query.sort]} FROM product_summaries s WHERE ${where})
    SELECT counted.matches, page.* FROM (SELECT count(*)::int AS matches FROM found) counted
    LEFT JOIN (
      SELECT ${columns}, sorted.place
      FROM (SELECT product_id, row_number() OVER () AS place FROM (SELECT product_id FROM found s ORDER BY ${order} LIMIT ${query.pageSize} OFFSET ${offset}) o) sorted
      JOIN product_summaries s USING (product_id)
    ) page ON TRUE
    ORDER BY page.place`);
  const rows = found.rows as unknown as Array<SummaryRow & { matches: number }>;
  const matches = rows[0]!.matches;
  // Nothing matches: perhaps because the category named is none of the shop's.
  if (matches === 0 && category !== undefined) await knownCategory(db, query.category!);
  return listOf(
    query,
    rows.filter((row) => row.id !== null),
    matches,
    Number.MAX_SAFE_INTEGER,
  );
}

/** The id of the category of this name or slug (lower-case), if there is one. */
const categoryNamed = (wanted: string) => sql`SELECT id FROM categories WHERE lower(name) = ${wanted} OR slug = ${wanted} ORDER BY id LIMIT 1`;

/** An unknown category is a 400 naming it. */
async function knownCategory(db: DbOrTx, name: string): Promise<void> {
  const found = await db.execute(categoryNamed(name.toLowerCase()));
  if (found.rows.length === 0) {
    const message = PRODUCT_MESSAGES.unknown('category', name);
    throw new InvalidInput(message, [{ path: 'category', message }]);
  }
}

interface SummaryRow {
  id: number;
  status: AdminProductRow['status'];
  updated_at: Date;
  title: string;
  image: string | null;
  widths: number[] | null;
  variant_count: number;
  lowest: number | null;
  ready_to_ship: boolean;
  sold_out: boolean;
  pieces: number | null;
  low: boolean | null;
}

/** The answer: the page's rows, and how many match (`matches`; past `cap`, at least `cap`). */
function listOf(query: AdminProductsQuery, rows: SummaryRow[], matches: number, cap: number): AdminProductList {
  const exact = matches <= cap;
  return {
    items: rows.map(rowOf),
    total: exact ? matches : cap,
    totalPrecision: exact ? 'exact' : 'at_least',
    page: query.page,
    pageSize: query.pageSize,
    pageCount: pageCount(matches, query.pageSize),
  };
}

/** A product's row in the list: its first variant's title and image, what its variants add up to, its shelves. */
function rowOf(row: SummaryRow): AdminProductRow {
  const state: StockState = !row.ready_to_ship ? 'made_to_order' : row.sold_out ? 'sold_out' : row.low ? 'low' : 'in_stock';
  return {
    id: row.id,
    title: row.title,
    image: row.image === null ? null : { file: row.image, widths: row.widths ?? [] },
    status: row.status,
    variantCount: row.variant_count,
    lowestPriceMinor: row.lowest,
    stock: { state, pieces: row.ready_to_ship ? (row.pieces ?? 0) : null },
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}
