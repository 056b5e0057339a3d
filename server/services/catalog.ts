/**
 * Catalogue use cases: look-up lists, products, and the filtered, faceted, paged listing.
 * Filtering, counting and paging happen in SQL on the `variant_listing` read model.
 */
import { sql, type SQL } from 'drizzle-orm';
import {
  BEST_SELLER_RATING,
  type ImagedValue,
  type NamedValue,
  type Product,
  type ProductStatus,
  type StockLevel,
  type Variant,
} from '../../domain/catalog.ts';
import { InvalidInput, NotFound } from '../../domain/errors.ts';
import {
  FILTER_GROUPS,
  effectiveSort,
  pageCount,
  priceBoundMinor,
  searchWords,
  selectedFilters,
  type FilterKey,
  type ListingQuery,
} from '../../domain/listing.ts';
import type { DbOrTx } from '../db/client.ts';
import { VersionedCache } from './versioned-cache.ts';

// ---------------------------------------------------------------------------------------------
// Look-up lists

/** The tables behind each filter group, and the listing column that carries its ids. */
const GROUP_SOURCES: Record<FilterKey, { table: string; column: string; scalar?: boolean }> = {
  category: { table: 'categories', column: 'category_ids' },
  subCategory: { table: 'sub_categories', column: 'sub_category_ids' },
  theme: { table: 'themes', column: 'theme_ids' },
  metal: { table: 'metals', column: 'metal_ids' },
  purpose: { table: 'purposes', column: 'purpose_ids' },
  festival: { table: 'festivals', column: 'festival_ids' },
  gemstone: { table: 'gemstones', column: 'gemstone_id', scalar: true },
};

export type Lookups = Record<FilterKey, NamedValue[]>;

async function rows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const result = await db.execute(query);
  return result.rows as T[];
}

export async function listCategories(db: DbOrTx): Promise<ImagedValue[]> {
  return rows(db, sql`SELECT id, name, slug, image FROM categories ORDER BY position, id`);
}

export async function listThemes(db: DbOrTx): Promise<ImagedValue[]> {
  return rows(db, sql`SELECT id, name, slug, image FROM themes ORDER BY position, id`);
}

export async function listSubCategories(db: DbOrTx): Promise<Array<NamedValue & { categoryId: number }>> {
  return rows(db, sql`SELECT id, name, slug, category_id AS "categoryId" FROM sub_categories ORDER BY category_id, position, id`);
}

export async function listNamed(db: DbOrTx, group: 'purpose' | 'festival' | 'metal' | 'gemstone'): Promise<NamedValue[]> {
  const table = sql.identifier(GROUP_SOURCES[group].table);
  return rows(db, sql`SELECT id, name, slug FROM ${table} ORDER BY position, id`);
}

export async function listSizes(db: DbOrTx): Promise<Array<{ id: number; label: string }>> {
  return rows(db, sql`SELECT id, label FROM sizes ORDER BY position, id`);
}

/** Every filter group's values, for the filter panel and to resolve names in a query. */
export async function listLookups(db: DbOrTx): Promise<Lookups> {
  const all = await rows<NamedValue & { grp: FilterKey }>(
    db,
    sql
      .join(
        FILTER_GROUPS.map(({ key }) => sql`(SELECT ${key}::text AS grp, id, name, slug, position FROM ${sql.identifier(GROUP_SOURCES[key].table)})`),
        sql` UNION ALL `,
      )
      .append(sql` ORDER BY grp, position, id`),
  );
  const lookups = Object.fromEntries(FILTER_GROUPS.map(({ key }) => [key, [] as NamedValue[]])) as Lookups;
  for (const { grp, id, name, slug } of all) lookups[grp].push({ id, name, slug });
  return lookups;
}

export async function getCategory(db: DbOrTx, id: number): Promise<ImagedValue> {
  const [category] = await rows<ImagedValue>(db, sql`SELECT id, name, slug, image FROM categories WHERE id = ${id}`);
  if (!category) throw new NotFound('Category not found');
  return category;
}

/** The purposes, types, themes or gemstones that the category's products carry (the mega menu). */
export async function listCategoryValues(db: DbOrTx, categoryId: number, group: 'purpose' | 'subCategory' | 'theme' | 'gemstone'): Promise<NamedValue[]> {
  await getCategory(db, categoryId);
  const { table, column, scalar } = GROUP_SOURCES[group];
  const used = scalar
    ? sql`SELECT DISTINCT gemstone_id FROM variant_listing WHERE ${categoryId} = ANY(category_ids)`
    : sql`SELECT DISTINCT unnest(${sql.identifier(column)}) FROM variant_listing WHERE ${categoryId} = ANY(category_ids)`;
  return rows(db, sql`SELECT id, name, slug FROM ${sql.identifier(table)} WHERE id IN (${used}) ORDER BY position, id`);
}

// ---------------------------------------------------------------------------------------------
// Products

interface VariantRow {
  id: number;
  product_id: number;
  slug: string;
  created_at: Date;
  position: number;
  title: string;
  description: string;
  rating: string;
  gemstone: string | null;
  images: string[];
  metals: string[];
  prices: number[];
  compare_at: Array<number | null>;
  sizes: string[];
  categories: string[];
  sub_categories: string[];
  themes: string[];
  purposes: string[];
  festivals: string[];
  image_widths: Array<{ widths: number[] }>;
  made_to_order: boolean;
  lead_time_min_days: number;
  lead_time_max_days: number;
  stock: StockLevel[];
  status: ProductStatus;
  show_rating: boolean;
}

const tagNames = (joinTable: string, table: string) =>
  sql`ARRAY(SELECT n.name FROM ${sql.identifier(joinTable)} j JOIN ${sql.identifier(table)} n ON n.id = j.tag_id
            WHERE j.variant_id = v.id ORDER BY n.position, n.id)`;

/** Loads whole products, variants in their order, with every list a variant carries; only published ones unless `anyStatus`. */
async function loadProducts(db: DbOrTx, productIds: number[], { anyStatus = false } = {}): Promise<Map<number, Product>> {
  const products = new Map<number, Product>();
  if (productIds.length === 0) return products;
  const variants = await rows<VariantRow>(
    db,
    sql`SELECT v.id, v.product_id, p.slug, p.created_at, p.status, p.show_rating, v.position, v.title, v.description, v.rating, g.name AS gemstone,
          v.made_to_order, v.lead_time_min_days, v.lead_time_max_days,
          ARRAY(SELECT file FROM variant_images WHERE variant_id = v.id ORDER BY position) AS images,
          COALESCE((SELECT json_agg(json_build_object('widths', widths) ORDER BY position) FROM variant_images WHERE variant_id = v.id), '[]'::json) AS image_widths,
          CASE WHEN v.made_to_order THEN '[]'::json ELSE COALESCE((
            SELECT json_agg(json_build_object('metal', m.name, 'size', COALESCE(sz.label, ''), 'quantity', st.quantity) ORDER BY vp.position, sz.position, sz.id)
            FROM variant_stock st JOIN metals m ON m.id = st.metal_id
            LEFT JOIN variant_prices vp ON vp.variant_id = st.variant_id AND vp.metal_id = st.metal_id
            LEFT JOIN sizes sz ON sz.id = st.size_id
            WHERE st.variant_id = v.id), '[]'::json) END AS stock,
          ARRAY(SELECT m.name FROM variant_prices vp JOIN metals m ON m.id = vp.metal_id WHERE vp.variant_id = v.id ORDER BY vp.position) AS metals,
          ARRAY(SELECT price_minor FROM variant_prices WHERE variant_id = v.id ORDER BY position) AS prices,
          ARRAY(SELECT compare_at_minor FROM variant_prices WHERE variant_id = v.id ORDER BY position) AS compare_at,
          ARRAY(SELECT s.label FROM variant_sizes vs JOIN sizes s ON s.id = vs.size_id WHERE vs.variant_id = v.id ORDER BY s.position) AS sizes,
          ${tagNames('variant_categories', 'categories')} AS categories,
          ${tagNames('variant_sub_categories', 'sub_categories')} AS sub_categories,
          ${tagNames('variant_themes', 'themes')} AS themes,
          ${tagNames('variant_purposes', 'purposes')} AS purposes,
          ${tagNames('variant_festivals', 'festivals')} AS festivals
        FROM product_variants v
        JOIN products p ON p.id = v.product_id AND (${anyStatus} OR p.status = 'published')
        LEFT JOIN gemstones g ON g.id = v.gemstone_id
        WHERE v.product_id = ANY(${sql.param(productIds)}::int[])
        ORDER BY v.product_id, v.position, v.id`,
  );
  for (const row of variants) {
    let product = products.get(row.product_id);
    if (!product) {
      product = {
        id: row.product_id,
        slug: row.slug,
        createdAt: new Date(row.created_at).toISOString(),
        status: row.status,
        showRating: row.show_rating,
        variants: [],
      };
      products.set(row.product_id, product);
    }
    product.variants.push(toVariant(row));
  }
  return products;
}

function toVariant(row: VariantRow): Variant {
  return {
    id: row.id,
    productId: row.product_id,
    position: row.position,
    title: row.title,
    description: row.description,
    images: row.images,
    metals: row.metals,
    pricesMinor: row.prices,
    compareAtMinor: row.compare_at,
    sizes: row.sizes,
    gemstone: row.gemstone,
    categories: row.categories,
    subCategories: row.sub_categories,
    themes: row.themes,
    purposes: row.purposes,
    festivals: row.festivals,
    rating: Number(row.rating),
    imageWidths: row.image_widths.map((image) => image.widths),
    madeToOrder: row.made_to_order,
    leadTime: { minDays: row.lead_time_min_days, maxDays: row.lead_time_max_days },
    stock: row.stock,
  };
}

/** A published product; with `anyStatus` (the back office) drafts and archived ones too. */
export async function getProduct(db: DbOrTx, productId: number, options: { anyStatus?: boolean } = {}): Promise<Product> {
  const product = (await loadProducts(db, [productId], options)).get(productId);
  if (!product) throw new NotFound('Product not found');
  return product;
}

/** Products in the order of `ids`, each with the variant named in `leadVariant` moved first. */
async function productsInOrder(db: DbOrTx, ids: Array<{ productId: number; variantId: number }>): Promise<Product[]> {
  const loaded = await loadProducts(
    db,
    ids.map((id) => id.productId),
  );
  return ids.flatMap(({ productId, variantId }) => {
    const product = loaded.get(productId);
    if (!product) return [];
    const lead = product.variants.findIndex((variant) => variant.id === variantId);
    const variants = lead > 0 ? [product.variants[lead]!, ...product.variants.filter((_, i) => i !== lead)] : product.variants;
    return [{ ...product, variants }];
  });
}

// ---------------------------------------------------------------------------------------------
// Listing

export interface FacetValue extends NamedValue {
  count: number;
}

export interface Listing {
  items: Product[];
  total: number;
  page: number;
  pageSize: number;
  pageCount: number;
  /** Per group, every value with the number of products the listing would show if it were added. */
  facets: Record<FilterKey, FacetValue[]>;
  /** Lowest and highest price among the products the other filters leave (for the price slider). */
  priceRange: { minMinor: number; maxMinor: number };
}

/** Turns the names (or slugs) of a query into ids; an unknown name is a 400 that names it. */
function resolveFilters(query: ListingQuery, lookups: Lookups): Record<FilterKey, number[]> {
  const selected = selectedFilters(query);
  const resolved = {} as Record<FilterKey, number[]>;
  for (const group of FILTER_GROUPS) {
    resolved[group.key] = selected[group.key].map((value) => {
      const wanted = value.toLowerCase();
      const match = lookups[group.key].find((entry) => entry.name.toLowerCase() === wanted || entry.slug === wanted);
      if (!match) throw new InvalidInput(`Unknown ${group.noun}: ${value}`);
      return match.id;
    });
  }
  return resolved;
}

/** Replaces each search word the catalogue does not know by its closest known word ("neckalce" -> "necklace"). */
async function correctWords(db: DbOrTx, words: string[]): Promise<string[]> {
  if (words.length === 0) return words;
  const corrected = await rows<{ input: string; word: string | null }>(
    db,
    sql`SELECT input, (
          SELECT w.word FROM search_words w
          WHERE w.word = input
             OR (length(input) >= 4 AND w.word % input AND levenshtein(w.word, input) <= CASE WHEN length(input) >= 7 THEN 2 ELSE 1 END)
             OR (length(input) >= 3 AND w.word LIKE input || '%')
          ORDER BY w.word = input DESC, w.word LIKE input || '%' DESC, levenshtein(w.word, input), similarity(w.word, input) DESC
          LIMIT 1) AS word
        FROM unnest(${sql.param(words)}::text[]) AS input`,
  );
  // A word with no near match is kept: it then simply matches nothing.
  return corrected.map(({ input, word }) => (word && !word.startsWith(input) ? word : input));
}

/** The SQL conditions of a listing, by group, so facets can leave their own group out. */
interface Conditions {
  groups: Partial<Record<FilterKey, SQL>>;
  price?: SQL;
  text?: SQL;
  /** Sold-out pieces hidden: applies to the list, every facet count and the price bounds alike. */
  inStock?: SQL;
}

function conditions(filters: Record<FilterKey, number[]>, query: ListingQuery, tsQuery: SQL | undefined, currencyMinor: number): Conditions {
  const groups: Conditions['groups'] = {};
  for (const { key } of FILTER_GROUPS) {
    const ids = filters[key];
    if (ids.length === 0) continue;
    const { column, scalar } = GROUP_SOURCES[key];
    groups[key] = scalar ? sql`l.${sql.identifier(column)} = ANY(${sql.param(ids)}::int[])` : sql`l.${sql.identifier(column)} && ${sql.param(ids)}::int[]`;
  }
  const bounds: SQL[] = [];
  if (query.minPrice !== undefined) bounds.push(sql`l.min_price_minor >= ${priceBoundMinor(query.minPrice, currencyMinor)}`);
  if (query.maxPrice !== undefined) bounds.push(sql`l.min_price_minor <= ${priceBoundMinor(query.maxPrice, currencyMinor)}`);
  return {
    groups,
    price: bounds.length ? sql.join(bounds, sql` AND `) : undefined,
    text: tsQuery ? sql`l.search_document @@ ${tsQuery}` : undefined,
    inStock: query.inStock ? sql`NOT l.sold_out` : undefined,
  };
}

function where(c: Conditions, options: { without?: FilterKey; withoutPrice?: boolean } = {}): SQL {
  const parts = [
    ...FILTER_GROUPS.filter(({ key }) => key !== options.without).flatMap(({ key }) => (c.groups[key] ? [c.groups[key]!] : [])),
    ...(c.price && !options.withoutPrice ? [c.price] : []),
    ...(c.text ? [c.text] : []),
    ...(c.inStock ? [c.inStock] : []),
  ];
  return parts.length ? sql.join(parts, sql` AND `) : sql`TRUE`;
}

/** Per-process caches of catalogue answers; create one per shop and pass it to every call. */
export interface CatalogCaches {
  listings: VersionedCache<Listing>;
}

export function createCatalogCaches(): CatalogCaches {
  return { listings: new VersionedCache<Listing>(500) };
}

/** Bumped by every rebuild of the listing read model (see the migrations). */
async function catalogVersion(db: DbOrTx): Promise<string> {
  const [row] = await rows<{ value: string }>(db, sql`SELECT value FROM installation_facts WHERE key = 'catalog_version'`);
  return row?.value ?? '0';
}

interface ListingOptions {
  currencyMinorPerMajor?: number;
  withFacets?: boolean;
  /** Answers from the cache while the catalogue is unchanged. */
  caches?: CatalogCaches;
}

/**
 * A page of the listing. Facet counts over a large catalogue cost far more than the page
 * itself, so whole answers are cached per catalogue version (docs/performance.md has figures).
 */
export async function listing(db: DbOrTx, query: ListingQuery, options: ListingOptions = {}): Promise<Listing> {
  if (!options.caches) return computeListing(db, query, options);
  const normalised = Object.fromEntries(Object.entries(query).map(([k, v]) => [k, Array.isArray(v) ? v.map((x) => x.toLowerCase()).sort() : v]));
  const key = JSON.stringify([normalised, options.currencyMinorPerMajor ?? 100, options.withFacets ?? true]);
  return options.caches.listings.get(await catalogVersion(db), key, () => computeListing(db, query, options));
}

async function computeListing(db: DbOrTx, query: ListingQuery, options: ListingOptions): Promise<Listing> {
  const lookups = await listLookups(db);
  const filters = resolveFilters(query, lookups);
  const words = await correctWords(db, searchWords(query.q));
  const tsQuery = words.length ? sql`to_tsquery('english', ${words.map((word) => `${word}:*`).join(' & ')})` : undefined;
  const c = conditions(filters, query, tsQuery, options.currencyMinorPerMajor ?? 100);
  const sort = effectiveSort(query);

  // One row per product: its first variant (by position) that passes every filter.
  const order: Record<typeof sort, SQL> = {
    // Featured: best sellers first, then the newest pieces (distinct from "Top rated").
    featured: sql`(rating > ${BEST_SELLER_RATING}) DESC, created_at DESC, product_id DESC`,
    newest: sql`created_at DESC, product_id DESC`,
    'price-asc': sql`min_price_minor ASC, product_id`,
    'price-desc': sql`min_price_minor DESC, product_id`,
    rating: sql`rating DESC, product_id DESC`,
    relevance: sql`rank DESC, rating DESC, product_id DESC`,
  };
  const rank = tsQuery ? sql`ts_rank(l.search_document, ${tsQuery})` : sql`0`;
  const offset = (query.page - 1) * query.pageSize;
  const page = await rows<{ product_id: number; variant_id: number; total: number }>(
    db,
    sql`WITH matched AS (
          SELECT DISTINCT ON (l.product_id) l.product_id, l.variant_id, l.min_price_minor, l.rating, l.created_at, ${rank} AS rank
          FROM variant_listing l WHERE ${where(c)}
          ORDER BY l.product_id, l.position
        )
        SELECT product_id, variant_id, (count(*) OVER ())::int AS total FROM matched
        ORDER BY ${order[sort]} LIMIT ${query.pageSize} OFFSET ${offset}`,
  );
  const total =
    page[0]?.total ??
    (offset === 0
      ? 0
      : (await rows<{ total: number }>(db, sql`SELECT count(DISTINCT l.product_id)::int AS total FROM variant_listing l WHERE ${where(c)}`))[0]!.total);

  const items = await productsInOrder(
    db,
    page.map((row) => ({ productId: row.product_id, variantId: row.variant_id })),
  );
  const [facets, priceRange] =
    options.withFacets === false ? [emptyFacets(lookups), { minMinor: 0, maxMinor: 0 }] : await Promise.all([facetCounts(db, c, lookups), priceBounds(db, c)]);

  return { items, total, page: query.page, pageSize: query.pageSize, pageCount: pageCount(total, query.pageSize), facets, priceRange };
}

function emptyFacets(lookups: Lookups): Listing['facets'] {
  return Object.fromEntries(FILTER_GROUPS.map(({ key }) => [key, lookups[key].map((value) => ({ ...value, count: 0 }))])) as Listing['facets'];
}

/**
 * For each group: how many products match every other group's filter plus this value. Groups
 * without a selection share one scan of the products matching everything.
 */
async function facetCounts(db: DbOrTx, c: Conditions, lookups: Lookups): Promise<Listing['facets']> {
  const unnestValue = (key: FilterKey) =>
    GROUP_SOURCES[key].scalar ? sql`l.${sql.identifier(GROUP_SOURCES[key].column)}` : sql`unnest(l.${sql.identifier(GROUP_SOURCES[key].column)})`;

  // Only the columns facets read: the listing rows also carry wide search documents.
  const columns = sql.raw(['product_id', ...FILTER_GROUPS.map(({ key }) => GROUP_SOURCES[key].column)].map((name) => `l.${name}`).join(', '));
  const parts = FILTER_GROUPS.map(({ key }) => {
    const source = c.groups[key] ? sql`(SELECT ${columns} FROM variant_listing l WHERE ${where(c, { without: key })})` : sql`everything`;
    return sql`(SELECT ${key}::text AS grp, value, count(DISTINCT product_id)::int AS count
               FROM (SELECT l.product_id, ${unnestValue(key)} AS value FROM ${source} l) x
               WHERE value IS NOT NULL GROUP BY value)`;
  });
  const counts = await rows<{ grp: FilterKey; value: number; count: number }>(
    db,
    sql`WITH everything AS MATERIALIZED (SELECT ${columns} FROM variant_listing l WHERE ${where(c)}) ${sql.join(parts, sql` UNION ALL `)}`,
  );
  const byGroup = new Map(counts.map((row) => [`${row.grp}:${row.value}`, row.count]));
  return Object.fromEntries(
    FILTER_GROUPS.map(({ key }) => [key, lookups[key].map((value) => ({ ...value, count: byGroup.get(`${key}:${value.id}`) ?? 0 }))]),
  ) as Listing['facets'];
}

async function priceBounds(db: DbOrTx, c: Conditions): Promise<Listing['priceRange']> {
  const [bounds] = await rows<{ min: number | null; max: number | null }>(
    db,
    sql`SELECT min(l.min_price_minor)::int AS min, max(l.min_price_minor)::int AS max FROM variant_listing l WHERE ${where(c, { withoutPrice: true })}`,
  );
  return { minMinor: bounds?.min ?? 0, maxMinor: bounds?.max ?? 0 };
}

/** Best sellers for the home page: the highest-rated products. */
export async function bestSellers(db: DbOrTx, limit = 8): Promise<Product[]> {
  const ordered = await rows<{ product_id: number; variant_id: number }>(
    db,
    sql`SELECT product_id, variant_id FROM variant_listing WHERE position = 0 ORDER BY rating DESC, product_id LIMIT ${limit}`,
  );
  return productsInOrder(
    db,
    ordered.map((row) => ({ productId: row.product_id, variantId: row.variant_id })),
  );
}
