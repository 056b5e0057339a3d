/**
 * The one reader of the catalogue's look-up lists (categories, themes, types, purposes, festivals,
 * gemstones, metals and sizes): every list in one statement (`readLookupLists`), and the views the
 * storefront, the listing, the product cards, the product form and the back office's lists take
 * from it. Each list is in the storefront's order (position, then id); the views that order
 * otherwise (types by category) say so. Writes are in lookup-writes.ts.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { ImagedValue, NamedValue } from '../../../domain/catalog.ts';
import type { LookupEntryAnswer, LookupValueAnswer } from '../../../domain/contract/admin-lists.ts';
import { NotFound } from '../../../domain/errors.ts';
import { FILTER_GROUPS, type FilterKey } from '../../../domain/listing.ts';
import { LOOKUP_LISTS, LOOKUP_LIST_INFO, type LookupList } from '../../../domain/schemas/lookup-lists.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { VersionedCache } from '../caching/index.ts';

/** A value of a named list, with its place in the list. */
interface ListedValue extends NamedValue {
  position: number;
}

/** Every look-up list's values in the storefront's order (position, then id). */
export interface LookupLists {
  categories: Array<ListedValue & { image: string }>;
  themes: Array<ListedValue & { image: string }>;
  types: Array<ListedValue & { categoryId: number }>;
  purposes: ListedValue[];
  festivals: ListedValue[];
  gemstones: ListedValue[];
  metals: ListedValue[];
  /** Sizes are named by their label only. */
  sizes: Array<{ id: number; label: string; position: number }>;
}

/** Every look-up list, in one statement (a transaction runs one statement at a time). */
export async function readLookupLists(db: DbOrTx): Promise<LookupLists> {
  const list = (table: string, fields: SQL = sql``) =>
    sql`COALESCE((SELECT json_agg(json_build_object('id', id, 'name', name, 'slug', slug, 'position', position${fields}) ORDER BY position, id)
      FROM ${sql.identifier(table)}), '[]')`;
  const result = await db.execute(sql`SELECT
      ${list('categories', sql`, 'image', image`)} AS categories, ${list('themes', sql`, 'image', image`)} AS themes,
      ${list('sub_categories', sql`, 'categoryId', category_id`)} AS types, ${list('purposes')} AS purposes,
      ${list('festivals')} AS festivals, ${list('gemstones')} AS gemstones, ${list('metals')} AS metals,
      COALESCE((SELECT json_agg(json_build_object('id', id, 'label', label, 'position', position) ORDER BY position, id) FROM sizes), '[]') AS sizes`);
  return result.rows[0] as unknown as LookupLists;
}

// ---------------------------------------------------------------------------------------------
// The storefront's views

/** The list behind each filter group of the listing. */
const LIST_OF: Record<FilterKey, Exclude<LookupList, 'sizes'>> = {
  category: 'categories',
  subCategory: 'types',
  theme: 'themes',
  metal: 'metals',
  purpose: 'purposes',
  festival: 'festivals',
  gemstone: 'gemstones',
};

export type Lookups = Record<FilterKey, NamedValue[]>;

const named = ({ id, name, slug }: NamedValue): NamedValue => ({ id, name, slug });
const imaged = ({ id, name, slug, image }: ImagedValue): ImagedValue => ({ id, name, slug, image });

export const listCategories = async (db: DbOrTx): Promise<ImagedValue[]> => (await readLookupLists(db)).categories.map(imaged);

export const listThemes = async (db: DbOrTx): Promise<ImagedValue[]> => (await readLookupLists(db)).themes.map(imaged);

export const listNamed = async (db: DbOrTx, group: 'purpose' | 'festival' | 'metal' | 'gemstone'): Promise<NamedValue[]> =>
  (await readLookupLists(db))[LIST_OF[group]].map(named);

/** Every type, by category (the categories in the order of their ids), as the storefront lists them. */
export const typesByCategory = (lists: LookupLists): Array<NamedValue & { categoryId: number }> =>
  [...lists.types].sort((a, b) => a.categoryId - b.categoryId).map((type) => ({ ...named(type), categoryId: type.categoryId }));

export const listSubCategories = async (db: DbOrTx) => typesByCategory(await readLookupLists(db));

export const listSizes = async (db: DbOrTx): Promise<Array<{ id: number; label: string }>> =>
  (await readLookupLists(db)).sizes.map(({ id, label }) => ({ id, label }));

/** Every filter group's values, for the filter panel and to resolve names in a query. */
export async function listLookups(db: DbOrTx): Promise<Lookups> {
  const lists = await readLookupLists(db);
  return Object.fromEntries(FILTER_GROUPS.map(({ key }) => [key, lists[LIST_OF[key]].map(named)])) as Lookups;
}

/** The listing column that carries each group's ids. */
const LISTING_COLUMNS = { subCategory: 'sub_category_ids', theme: 'theme_ids', purpose: 'purpose_ids' } as const;

/** The purposes, types, themes or gemstones that the category's products carry (the mega menu). */
export async function listCategoryValues(db: DbOrTx, categoryId: number, group: 'purpose' | 'subCategory' | 'theme' | 'gemstone'): Promise<NamedValue[]> {
  const lists = await readLookupLists(db);
  if (!lists.categories.some((category) => category.id === categoryId)) throw new NotFound('Category not found');
  const used =
    group === 'gemstone'
      ? sql`SELECT DISTINCT gemstone_id AS id FROM variant_listing WHERE ${categoryId} = ANY(category_ids)`
      : sql`SELECT DISTINCT unnest(${sql.identifier(LISTING_COLUMNS[group])}) AS id FROM variant_listing WHERE ${categoryId} = ANY(category_ids)`;
  const ids = new Set(((await db.execute(used)).rows as Array<{ id: number | null }>).map((row) => row.id));
  return lists[LIST_OF[group]].filter((value) => ids.has(value.id)).map(named);
}

// ---------------------------------------------------------------------------------------------
// The back office's views

/** A list's values in the storefront's order (types by their category's place), without their usage (see `listUsage`). */
export function lookupEntries(lists: LookupLists, list: LookupList): LookupEntryAnswer[] {
  const info = LOOKUP_LIST_INFO[list];
  if (list === 'sizes') return lists.sizes.map(({ id, label, position }) => ({ id, name: label, slug: null, position, image: null, categoryId: null }));
  const values: Array<ListedValue & { image?: string; categoryId?: number }> = lists[list];
  const entry = (value: (typeof values)[number]): LookupEntryAnswer => ({
    id: value.id,
    name: value.name,
    slug: value.slug,
    position: value.position,
    image: info.imaged ? value.image! : null,
    categoryId: info.inCategory ? value.categoryId! : null,
  });
  if (!info.inCategory) return values.map(entry);
  const place = new Map(lists.categories.map((category, index) => [category.id, index]));
  const rank = (value: (typeof values)[number]) => place.get(value.categoryId!) ?? Number.MAX_SAFE_INTEGER;
  return [...values].sort((a, b) => rank(a) - rank(b) || a.categoryId! - b.categoryId!).map(entry);
}

/** The catalogue's version: every catalogue write bumps it, so what was read for one version holds while it does. */
export async function catalogueVersion(db: DbOrTx): Promise<string> {
  const [version] = (await db.execute(sql`SELECT value FROM installation_facts WHERE key = 'catalog_version'`)).rows as Array<{ value: string }>;
  return version?.value ?? '0';
}

/**
 * Makes the catalogue's version a new one, in the caller's transaction, for a change outside the
 * catalogue's tables that catalogue pages show (the shipping methods on a product page): the pages
 * and listings kept for the version before are no longer sent. refresh_variant_listing bumps it
 * the same way for the catalogue's own writes.
 */
export async function bumpCatalogueVersion(tx: DbOrTx): Promise<void> {
  await tx.execute(sql`INSERT INTO installation_facts (key, value) VALUES ('catalog_version', '1')
    ON CONFLICT (key) DO UPDATE SET value = (installation_facts.value::bigint + 1)::text, updated_at = now()`);
}

/** The images categories and themes show (the drawn tiles among them), for choosing a tile. */
export async function tileImages(db: DbOrTx): Promise<string[]> {
  const found = await db.execute(sql`SELECT image FROM categories UNION SELECT image FROM themes ORDER BY image`);
  return (found.rows as Array<{ image: string }>).map((row) => row.image);
}

// ---------------------------------------------------------------------------------------------
// Usage

const tagged = (joinTable: string) =>
  sql`SELECT j.tag_id AS id, v.product_id FROM ${sql.identifier(joinTable)} j JOIN product_variants v ON v.id = j.variant_id`;

/** Per list, its (id, product_id) pairs: which products use which value, drafts included. */
const USAGE: Record<LookupList, SQL> = {
  // A category's types go with it, so products of its types count as using it.
  categories: sql`${tagged('variant_categories')}
      UNION ALL SELECT s.category_id, v.product_id FROM variant_sub_categories j
        JOIN sub_categories s ON s.id = j.tag_id JOIN product_variants v ON v.id = j.variant_id`,
  themes: tagged('variant_themes'),
  types: tagged('variant_sub_categories'),
  purposes: tagged('variant_purposes'),
  festivals: tagged('variant_festivals'),
  gemstones: sql`SELECT gemstone_id AS id, product_id FROM product_variants WHERE gemstone_id IS NOT NULL`,
  metals: sql`SELECT p.metal_id AS id, v.product_id FROM variant_prices p JOIN product_variants v ON v.id = p.variant_id
      UNION ALL SELECT s.metal_id, v.product_id FROM variant_stock s JOIN product_variants v ON v.id = s.variant_id`,
  sizes: sql`SELECT j.size_id AS id, v.product_id FROM variant_sizes j JOIN product_variants v ON v.id = j.variant_id
      UNION ALL SELECT s.size_id, v.product_id FROM variant_stock s JOIN product_variants v ON v.id = s.variant_id WHERE s.size_id IS NOT NULL`,
};

/**
 * How many distinct products use each value (or only `id`), drafts and archived ones included.
 * Distinct pairs first, then a count per value: PostgreSQL hashes the pairs, where
 * `count(DISTINCT ...)` would sort every pair of a large catalogue.
 */
function usageCounts(list: LookupList, id?: number): SQL {
  return sql`SELECT d.id, count(*)::int AS products
    FROM (SELECT DISTINCT u.id, u.product_id FROM (${USAGE[list]}) u ${id === undefined ? sql`` : sql`WHERE u.id = ${id}`}) d
    GROUP BY d.id`;
}

/** How many products (drafts included) use one value, counted afresh (in a writer's transaction). */
export async function productCount(db: DbOrTx, list: LookupList, id: number): Promise<number> {
  const [row] = (await db.execute(usageCounts(list, id))).rows as Array<{ products: number }>;
  return row?.products ?? 0;
}

/**
 * Counting the products of every value reads every tag of the catalogue (a second and more at
 * 100,000 products), so the counts are kept per database and list until the catalogue version
 * changes: every catalogue write bumps it, in this process or another. Deleting a value counts
 * its own products afresh, in its transaction.
 */
const usageCaches = new WeakMap<object, VersionedCache<Map<number, number>>>();

/** How many products (drafts included) use each value of a list, by value id; an unused value is absent. */
export async function listUsage(db: Db, list: LookupList): Promise<Map<number, number>> {
  let cache = usageCaches.get(db);
  if (!cache) usageCaches.set(db, (cache = new VersionedCache<Map<number, number>>(LOOKUP_LISTS.length)));
  return cache.get(await catalogueVersion(db), list, async () => {
    const counts = (await db.execute(usageCounts(list))).rows as Array<{ id: number; products: number }>;
    return new Map(counts.map((count) => [count.id, count.products]));
  });
}

/** A value with its product count: the back office's answer. */
export const lookupValueAnswer = (entry: LookupEntryAnswer, products: number): LookupValueAnswer => ({ ...entry, products });

/** Every value of a list in the storefront's order, with how many products use each. */
export async function listValues(db: Db, list: LookupList): Promise<LookupValueAnswer[]> {
  const [lists, usage] = await Promise.all([readLookupLists(db), listUsage(db, list)]);
  return lookupEntries(lists, list).map((entry) => lookupValueAnswer(entry, usage.get(entry.id) ?? 0));
}
