/**
 * The back office's products list: the query (`GET /api/admin/products` and the /admin/products
 * page read the same parameters); the rows it answers are in domain/contract/admin-products.ts.
 * Every product is listed, whatever its status; the storefront's listing only holds published ones.
 */
import { z } from 'zod';
import { PRODUCT_STATUSES } from '../catalog.ts';

/**
 * A product's stock state, from the shelves of its ready-to-ship variants (a count per metal and
 * size; a choice without a shelf is not counted):
 * `made_to_order` – no variant is ready to ship;
 * `sold_out` – not one piece left on any shelf;
 * `low` – pieces left, but some shelf is at or under the owner's low-stock threshold (or empty);
 * `in_stock` – pieces left, every shelf above the threshold.
 */
export const STOCK_STATES = ['in_stock', 'low', 'sold_out', 'made_to_order'] as const;
export type StockState = (typeof STOCK_STATES)[number];

export const ADMIN_PRODUCT_SORTS = ['newest', 'oldest', 'title', 'price_asc', 'price_desc', 'updated'] as const;
export type AdminProductSort = (typeof ADMIN_PRODUCT_SORTS)[number];

const ADMIN_PRODUCTS_PAGE_SIZE = 25;
const ADMIN_PRODUCTS_MAX_PAGE_SIZE = 100;

const ADMIN_PRODUCTS_MESSAGES = {
  q: 'The search text is at most 100 characters',
  category: 'A category is at most 80 characters',
  status: `status must be one of ${PRODUCT_STATUSES.join(', ')}`,
  stock: `stock must be one of ${STOCK_STATES.join(', ')}`,
  sort: `sort must be one of ${ADMIN_PRODUCT_SORTS.join(', ')}`,
  page: 'page must be a whole number from 1 to 10000',
  pageSize: `pageSize must be a whole number from 1 to ${ADMIN_PRODUCTS_MAX_PAGE_SIZE}`,
} as const;
const M = ADMIN_PRODUCTS_MESSAGES;

/** A form leaves an unused field empty: '' (or only spaces) means "not given". */
const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blankToUndefined, schema.optional());
const whole = (message: string, max: number, fallback: number) =>
  z.preprocess(blankToUndefined, z.coerce.number({ message }).int(message).min(1, message).max(max, message).default(fallback));

export const AdminProductsQuery = z.object({
  /** Words of any variant's title, in any case (all of them must be there); a number also finds the product of that id. */
  q: optional(z.string().trim().max(100, M.q)),
  /** A category's name or slug (any case). */
  category: optional(z.string().trim().max(80, M.category)),
  status: optional(z.enum(PRODUCT_STATUSES, { message: M.status })),
  stock: optional(z.enum(STOCK_STATES, { message: M.stock })),
  sort: z.preprocess(blankToUndefined, z.enum(ADMIN_PRODUCT_SORTS, { message: M.sort }).default('newest')),
  page: whole(M.page, 10_000, 1),
  pageSize: whole(M.pageSize, ADMIN_PRODUCTS_MAX_PAGE_SIZE, ADMIN_PRODUCTS_PAGE_SIZE),
});
export type AdminProductsQuery = z.output<typeof AdminProductsQuery>;

/**
 * Whether a list's total is its exact count, or a lower bound: a count stops at a cap (as
 * Shopify's admin counts do), so a search matching most of a large catalogue costs no more than
 * the pages one can reach.
 */
export const TOTAL_PRECISIONS = ['exact', 'at_least'] as const;
export type TotalPrecision = (typeof TOTAL_PRECISIONS)[number];
