/**
 * Whole products for the storefront, read from their cards (`product_cards`, migration 0017): a
 * page of products is one statement that reads rows by key, where it used to gather each
 * variant's images, prices, sizes, tags and shelves from eight tables.
 *
 * A card keeps look-up values by id: their names and order come from the look-up lists of the
 * catalogue version the card was read with (read once per version and database handle), so a
 * renamed or reordered value shows at once without rewriting any card. Shelves are kept by id
 * too, and their counts are read live with the cards: a sale never rewrites a card, and a card
 * never shows a count older than its page. Prices are not on the card either: each variant's
 * metals, prices and compare-at prices are read live from `variant_prices` with it (decision
 * record 059), so a rate change or a price edit never rewrites a card.
 */
import type { Product, ProductStatus, StockLevel, Variant } from '../../../domain/catalog.ts';
import { shownStars } from '../../../domain/ranking.ts';
import type { DiscountRule } from '../../../domain/discounts.ts';
import { shownPromotionOf } from '../../../domain/shown-promotion.ts';
import type { DbOrTx } from '../../db/client.ts';
import { idList, idListSql, namedStatements, runNamed } from '../../db/prepared.ts';
import { readLookupLists, type LookupLists } from './lookup-reads.ts';
import type { VariantTagIds } from './product-input.ts';
import { VersionedCache } from '../caching/index.ts';
import { promotionsFor } from './promotions.ts';

/** A variant as its card keeps it. */
interface CardVariant extends VariantTagIds {
  id: number;
  position: number;
  title: string;
  description: string;
  gemstoneId: number | null;
  madeToOrder: boolean;
  leadTime: Variant['leadTime'];
  images: string[];
  imageWidths: Array<number[] | null>;
  sizeIds: number[];
  /** [shelf id, metal id, size id] of a ready-to-ship variant. */
  shelves: Array<[number, number, number | null]>;
}

interface Card {
  id: number;
  slug: string;
  createdAt: string;
  showRating: boolean;
  variants: CardVariant[];
}

/** [variant id, metal id, price, compare-at price], a variant's in its order of metals: read live, never kept on the card. */
type VariantPrice = [number, number, number, number | null];

/** Per look-up list, each value's name and its place in the list's order. */
type Names = Record<
  'categories' | 'subCategories' | 'themes' | 'purposes' | 'festivals' | 'metals' | 'gemstones' | 'sizes',
  Map<number, { name: string; order: number }>
>;
type List = keyof Names;

function namesOf(lists: LookupLists): Names {
  const byId = (values: Array<{ id: number; name: string }>) => new Map(values.map(({ id, name }, order) => [id, { name, order }]));
  return {
    categories: byId(lists.categories),
    subCategories: byId(lists.types),
    themes: byId(lists.themes),
    purposes: byId(lists.purposes),
    festivals: byId(lists.festivals),
    metals: byId(lists.metals),
    gemstones: byId(lists.gemstones),
    sizes: byId(lists.sizes.map(({ id, label }) => ({ id, name: label }))),
  };
}

/**
 * The cards of these products (published only unless $1), each with its shelves' counts now,
 * and the catalogue version of the same snapshot; the ids as parameters of their own (idList).
 */
const CARDS = namedStatements<{
  status: ProductStatus;
  card: string;
  seo_title: string | null;
  seo_description: string | null;
  counts: Array<[number, number]> | null;
  prices: VariantPrice[] | null;
  review_count: number;
  star_sum: number;
  best_seller: boolean;
  catalog_version: string | null;
}>(
  'product_cards',
  // The SEO overrides are read from the product's row beside its card (one key look-up each); the
  // stars from its published reviews and BEST SELLER from the best sellers, live (decision record 054).
  (count) => `SELECT c.status, c.card, p.seo_title, p.seo_description,
     (SELECT json_agg(json_build_array(st.id, st.quantity)) FROM product_variants v JOIN variant_stock st ON st.variant_id = v.id
      WHERE v.product_id = c.product_id AND NOT v.made_to_order) AS counts,
     (SELECT json_agg(json_build_array(vp.variant_id, vp.metal_id, vp.price_minor, vp.compare_at_minor) ORDER BY vp.variant_id, vp.position)
      FROM product_variants v JOIN variant_prices vp ON vp.variant_id = v.id WHERE v.product_id = c.product_id) AS prices,
     r.review_count, r.star_sum, EXISTS (SELECT 1 FROM best_sellers b WHERE b.product_id = c.product_id) AS best_seller,
     (SELECT value FROM installation_facts WHERE key = 'catalog_version') AS catalog_version
   FROM product_cards c JOIN products p ON p.id = c.product_id
   CROSS JOIN LATERAL (SELECT count(*)::int AS review_count, COALESCE(sum(stars), 0)::int AS star_sum
     FROM reviews WHERE product_id = c.product_id AND state = 'published') r
   WHERE c.product_id = ANY(${idListSql(count, 2)}) AND ($1::boolean OR c.status = 'published')`,
);

/** Names per database handle (a shop's, or a transaction's), read once per catalogue version. */
const namesCaches = new WeakMap<object, VersionedCache<Names>>();

function namesFor(db: DbOrTx, version: string): Promise<Names> {
  let cache = namesCaches.get(db);
  if (!cache) namesCaches.set(db, (cache = new VersionedCache<Names>(1)));
  return cache.get(version, 'names', async () => namesOf(await readLookupLists(db)));
}

/** The names of these ids in the list's order (one shared array per distinct list: `shared`). */
function named(names: Names, list: List, ids: readonly number[]): string[] {
  const values = names[list];
  const inOrder = ids
    .flatMap((id) => {
      const value = values.get(id);
      return value ? [value] : [];
    })
    .sort((a, b) => a.order - b.order)
    .map((value) => value.name);
  return shared(list, inOrder);
}

/** Distinct lists kept at most; past it, a list is its own array. */
const SHARED_LISTS = 20_000;
const sharedLists = new Map<string, readonly unknown[]>();

/**
 * One frozen array for each distinct list of names (a variant's sizes, categories, themes…) or of
 * an image's rendition widths. The listing engine keeps 10,000 products (catalog.ts), whose
 * variants repeat the same few lists: as arrays of their own they were most of the 365,000 arrays
 * of its heap (issue 38). Frozen, so that no reader can change another product's list.
 */
function shared<T extends string | number>(kind: string, items: T[]): T[] {
  const key = `${kind}:${items.join('\u0000')}`;
  const found = sharedLists.get(key);
  if (found) return found as T[];
  if (sharedLists.size < SHARED_LISTS) sharedLists.set(key, Object.freeze(items));
  return items;
}

/** Each variant's [metal id, price, compare-at price] in its order of metals. */
function pricesByVariant(rows: readonly VariantPrice[]): Map<number, Array<[number, number, number | null]>> {
  const byVariant = new Map<number, Array<[number, number, number | null]>>();
  for (const [variant, metal, price, compareAt] of rows) {
    let prices = byVariant.get(variant);
    if (!prices) byVariant.set(variant, (prices = []));
    prices.push([metal, price, compareAt]);
  }
  return byVariant;
}

function toVariant(
  productId: number,
  card: CardVariant,
  live: { prices: Array<[number, number, number | null]>; counts: Map<number, number> },
  names: Names,
  promotions: readonly DiscountRule[],
): Variant {
  const { prices, counts } = live;
  const metalOrder = new Map(prices.map(([metal], index) => [metal, index]));
  const sizeOrder = (id: number | null) => (id === null ? Number.MAX_SAFE_INTEGER : (names.sizes.get(id)?.order ?? Number.MAX_SAFE_INTEGER - 1));
  const stock: StockLevel[] = [...card.shelves]
    .sort(
      ([idA, metalA, sizeA], [idB, metalB, sizeB]) =>
        (metalOrder.get(metalA) ?? prices.length) - (metalOrder.get(metalB) ?? prices.length) || sizeOrder(sizeA) - sizeOrder(sizeB) || idA - idB,
    )
    .map(([id, metal, size]) => ({
      metal: names.metals.get(metal)?.name ?? '',
      size: size === null ? '' : (names.sizes.get(size)?.name ?? ''),
      quantity: counts.get(id) ?? 0,
    }));
  return {
    id: card.id,
    productId,
    position: card.position,
    title: card.title,
    description: card.description,
    images: card.images,
    metals: shared(
      'metals',
      prices.map(([metal]) => names.metals.get(metal)?.name ?? ''),
    ),
    pricesMinor: prices.map(([, price]) => price),
    compareAtMinor: prices.map(([, , compareAt]) => compareAt),
    sizes: named(names, 'sizes', card.sizeIds),
    gemstone: card.gemstoneId === null ? null : (names.gemstones.get(card.gemstoneId)?.name ?? null),
    categories: named(names, 'categories', card.categoryIds),
    subCategories: named(names, 'subCategories', card.subCategoryIds),
    themes: named(names, 'themes', card.themeIds),
    purposes: named(names, 'purposes', card.purposeIds),
    festivals: named(names, 'festivals', card.festivalIds),
    imageWidths: card.imageWidths.map((widths) => shared('widths', widths ?? [])),
    madeToOrder: card.madeToOrder,
    leadTime: card.leadTime,
    stock,
    promotion: shownPromotionOf(promotions, { productId, categoryIds: card.categoryIds }),
  };
}

/**
 * These products (published ones unless `anyStatus`), keyed by id, and the catalogue version the
 * read saw (undefined when none was found).
 */
export async function readProducts(
  db: DbOrTx,
  productIds: readonly number[],
  { anyStatus = false } = {},
): Promise<{ products: Map<number, Product>; version?: string }> {
  const products = new Map<number, Product>();
  if (productIds.length === 0) return { products };
  const ids = idList([...productIds]);
  const rows = await runNamed(db, CARDS(ids.count), [anyStatus, ...ids.values]);
  if (rows.length === 0) return { products };
  const version = rows[0]!.catalog_version ?? '';
  const [names, promotions] = await Promise.all([namesFor(db, version), promotionsFor(db, version)]);
  for (const row of rows) {
    const card = JSON.parse(row.card) as Card;
    const counts = new Map(row.counts ?? []);
    const prices = pricesByVariant(row.prices ?? []);
    products.set(card.id, {
      id: card.id,
      slug: card.slug,
      createdAt: card.createdAt,
      status: row.status,
      showRating: card.showRating,
      stars: shownStars({ count: row.review_count, sum: row.star_sum }),
      bestSeller: row.best_seller,
      seoTitle: row.seo_title,
      seoDescription: row.seo_description,
      variants: card.variants.map((variant) => toVariant(card.id, variant, { prices: prices.get(variant.id) ?? [], counts }, names, promotions)),
    });
  }
  return { products, version: rows[0]!.catalog_version ?? undefined };
}
