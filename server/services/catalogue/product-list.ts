/**
 * The back office's products list: every product whatever its status, searched, filtered, sorted
 * and paged on the read model `product_summaries`. The presenter (presenters.ts) makes the answer.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { ProductStatus } from '../../../domain/catalog.ts';
import { InvalidInput } from '../../../domain/errors.ts';
import { pageCount } from '../../../domain/listing.ts';
import type { AdminProductsQuery, StockState, TotalPrecision } from '../../../domain/schemas/admin-products.ts';
import { PRODUCT_MESSAGES } from '../../../domain/schemas/product.ts';
import type { DbOrTx } from '../../db/client.ts';
import { lowStockThresholdSql } from './stock.ts';

/** One product of the list, as the service reads it (money in minor units). */
export interface AdminProductRow {
  id: number;
  /** The first variant's title. */
  title: string;
  /** The first variant's first image (a file under /api/uploads/), with its renditions' widths; null without images. */
  image: { file: string; widths: number[] } | null;
  status: ProductStatus;
  variantCount: number;
  /** The lowest price of any variant and metal; null for a product without prices. */
  lowestPriceMinor: number | null;
  stock: {
    state: StockState;
    /** Pieces on the shelves of the ready-to-ship variants; null when every variant is made to order. */
    pieces: number | null;
  };
  /** ISO 8601. */
  updatedAt: string;
}

export interface AdminProductList {
  items: AdminProductRow[];
  total: number;
  totalPrecision: TotalPrecision;
  page: number;
  pageSize: number;
  pageCount: number;
}

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
  status: ProductStatus;
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
