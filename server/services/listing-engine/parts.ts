/**
 * The listing engine's shapes: the rows it is built from, the queries it answers, its answers,
 * and IndexParts, what the builder makes of the rows, which the index reads and another thread
 * receives whole.
 */
import { FILTER_GROUPS, type FilterKey, type Sort } from '../../../domain/listing.ts';

/** One variant of a published product, as `variant_listing` holds it. */
export interface IndexRow {
  variantId: number;
  productId: number;
  /** The ids of its values per group (the gemstone: none or one). */
  values: Record<FilterKey, readonly number[]>;
  priceMinor: number;
  /** The product's score for the "rating" sort: the Bayesian average of its published reviews (domain/ranking.ts). */
  rating: number;
  /** The product's place among the best sellers (1: most sold), 0 when it is none (decision record 054). */
  bestSellerPlace: number;
  createdMs: number;
  soldOut: boolean;
  title: string;
  /** Its category, type, theme, gemstone and metal names. */
  keywords: string;
  description: string;
}

export interface IndexQuery {
  /** Value ids per group; an empty group does not restrict. */
  filters: Record<FilterKey, readonly number[]>;
  minPriceMinor?: number;
  maxPriceMinor?: number;
  /** Search words, already corrected; each must match (as a prefix of a word) the title, keywords or description. */
  words: readonly string[];
  inStock: boolean;
  sort: Sort;
  offset: number;
  limit: number;
  withFacets: boolean;
}

export interface IndexAnswer {
  page: Array<{ productId: number; variantId: number }>;
  total: number;
  /** Per group, value id → products (only values with one or more). */
  facets: Record<FilterKey, Map<number, number>>;
  priceRange: { minMinor: number; maxMinor: number };
}

/** The sorts kept as an order of the slots (relevance is scored per query). */
export type OrderedSort = Exclude<Sort, 'relevance'>;

export const GROUP_KEYS: readonly FilterKey[] = FILTER_GROUPS.map((group) => group.key);

/**
 * What an index is made of: typed arrays, maps and arrays only, so that worker_threads copy it
 * whole (sets are their 32-bit words, see BitSet). Slots: one per variant, a product's variants
 * side by side in position order. "Global values" number every group's values in one range.
 */
export interface IndexParts {
  slotCount: number;
  /** Each slot's product (its number here, not its id). */
  productOf: Int32Array;
  /** Each product's first slot, and after the last product the end of the slots. */
  productStart: Int32Array;
  productIds: Int32Array;
  variantIds: Int32Array;
  /** The slots of listed variants, and of those not sold out. */
  present: Int32Array;
  available: Int32Array;
  /** Per global value, the words of the set of slots that carry it. */
  valueSets: Int32Array[];
  /** Per global value, its group (an index into GROUP_KEYS) and its id. */
  valueGroup: Uint8Array;
  valueId: Int32Array;
  /** `group key:id` → global value. */
  valueOf: Map<string, number>;
  /**
   * Groups of more than 32 values: each slot's values are `groupValues[g][groupStart[g][s] ..
   * groupStart[g][s + 1]]` (empty arrays for the packed groups).
   */
  groupStart: Int32Array[];
  groupValues: Uint16Array[];
  /**
   * Groups of up to 32 values share 32-bit "packs" (category and type in one, and so on): per pack,
   * each slot's values as bits; per pack and bit, the global value; per group, its pack (-1: a
   * larger group, counted from its lists).
   */
  packs: Int32Array[];
  packValue: number[][];
  packOfGroup: Int8Array;
  /** Each slot's lowest price and rating. */
  price: Int32Array;
  rating: Float64Array;
  /** Per sort, the slots in its order, and each slot's place in it. */
  orders: Map<OrderedSort, Int32Array>;
  ranks: Map<OrderedSort, Int32Array>;
  /** Prices of the slots in price order (for the price range's binary search). */
  sortedPrices: Int32Array;
  /** Stemmed words in code-point order, and per field (text.ts's FIELDS) the slots of each. */
  stems: string[];
  postings: Int32Array[][];
}

/** The first index in `sorted[from, to)` whose value is not below `value` (`to` if none). */
export function lowerBound<T extends number | string>(sorted: ArrayLike<T>, value: T, from = 0, to = sorted.length): number {
  let low = from;
  let high = to;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (sorted[middle]! < value) low = middle + 1;
    else high = middle;
  }
  return low;
}
