/**
 * A query's page and price bounds, read from the orders an index keeps. A product is listed
 * through its first matching slot (its variants are side by side, in position order): a page
 * walks a sort's order and takes each product at that slot, or, when few products match, sorts
 * just those by their place in the order. Relevance buckets the matches by the weight of the
 * fields their words are in, and within a weight orders them by rating.
 */
import type { BitSet } from './bitset.ts';
import type { IndexAnswer, IndexParts, OrderedSort } from './parts.ts';
import { FIELDS, WEIGHTS } from './text.ts';

/** Steps from either end of the price order before a set's price bounds are read from its own slots. */
const BOUNDS_WALK = 1024;

/** The first `wanted` products of `set` in the sort's order (by their first matching slot). */
export function inOrder(parts: IndexParts, set: BitSet, total: number, sort: OrderedSort, wanted: number): number[] {
  const order = parts.orders.get(sort)!;
  const words = set.words;
  // Few matches: sort them by their place in the order; many: walk the order until the page is
  // full (about wanted × slots / matches steps).
  if (total * Math.log2(total + 2) < (wanted * order.length) / Math.max(1, total)) {
    const rank = parts.ranks.get(sort)!;
    const places = Int32Array.from(firstSlots(parts, set), (slot) => rank[slot]!).sort();
    return Array.from(places.subarray(0, wanted), (place) => order[place]!);
  }
  const { productOf, productStart } = parts;
  const found: number[] = [];
  for (let i = 0; i < order.length && found.length < wanted; i++) {
    const slot = order[i]!;
    if ((words[slot >>> 5]! >>> (slot & 31)) & 1 && firstOfProduct(words, productStart[productOf[slot]!]!, slot)) found.push(slot);
  }
  return found;
}

/** Whether `slot` is the first slot of its product (whose slots start at `start`) in `words`. */
function firstOfProduct(words: Int32Array, start: number, slot: number): boolean {
  for (let before = start; before < slot; before++) {
    if ((words[before >>> 5]! >>> (before & 31)) & 1) return false;
  }
  return true;
}

/**
 * Text matches by relevance (the words' weights), then by rating, then newest product id. Each
 * product counts by its first matching slot; only the matches are visited (never the whole
 * rating order), and of each score only as many as the page still needs are put in order.
 */
export function byRelevance(parts: IndexParts, set: BitSet, text: { fields: BitSet[][] }, wanted: number, total: number, scratch: BitSet): number[] {
  const inTitles = titledByRating(parts, set, text, wanted, total, scratch);
  if (inTitles) return inTitles;
  // Per search word, its fields' words (title, keywords, description), flattened.
  const fieldWords = text.fields.flatMap((fields) => fields.map((field) => field.words));
  const fieldCount = FIELDS.length;
  const rank = parts.ranks.get('rating')!;
  const byRating = parts.orders.get('rating')!;
  const top = WEIGHTS[0]! * text.fields.length;
  // The rating places of the products of each score, highest score first.
  const buckets: number[][] = Array.from({ length: top + 1 }, () => []);
  const add = (w: number, bit: number) => {
    // The product's score: per search word, the weight of the first field it starts a word of.
    let score = 0;
    for (let k = 0; k < fieldWords.length; k += fieldCount) {
      for (let field = 0; field < fieldCount; field++) {
        if ((fieldWords[k + field]![w]! >>> bit) & 1) {
          score += WEIGHTS[field]!;
          break;
        }
      }
    }
    buckets[top - score]!.push(rank[(w << 5) + bit]!);
  };
  // Each product by its first matching slot: the first of its slots met in slot order.
  const { productOf, productStart } = parts;
  const words = set.words;
  let last = -1;
  for (let w = 0; w < words.length; w++) {
    let word = words[w]!;
    while (word !== 0) {
      const bit = 31 - Math.clz32(word & -word);
      word &= word - 1;
      const product = productOf[(w << 5) + bit]!;
      if (product === last) continue;
      last = product;
      add(w, bit);
      // The product's other slots in this word are passed over at once.
      const end = productStart[product + 1]!;
      if (end >>> 5 === w) word &= -1 << (end & 31);
      else if ((end - 1) >>> 5 === w) word = 0;
    }
  }
  const found: number[] = [];
  for (const bucket of buckets) {
    if (found.length >= wanted) break;
    for (const place of smallest(bucket, wanted - found.length)) found.push(byRating[place]!);
  }
  return found;
}

/**
 * The page when it is all products with every word in their title (the highest score), found by
 * walking the rating order (about `wanted` × slots / such slots steps) rather than scoring every
 * match: when those steps are fewer than the `total` matches, and enough such products match.
 * A product counts by its first matching slot, as in byRelevance. Undefined otherwise.
 */
function titledByRating(parts: IndexParts, set: BitSet, text: { fields: BitSet[][] }, wanted: number, total: number, titled: BitSet): number[] | undefined {
  titled.copy(set);
  for (const fields of text.fields) titled.intersection(fields[0]!);
  const slots = titled.count();
  const order = parts.orders.get('rating')!;
  if (slots === 0 || (wanted * order.length) / slots >= total) return undefined;
  const { productOf, productStart } = parts;
  const words = set.words;
  const titles = titled.words;
  const found: number[] = [];
  for (let i = 0; i < order.length; i++) {
    const slot = order[i]!;
    if ((titles[slot >>> 5]! >>> (slot & 31)) & 1 && firstOfProduct(words, productStart[productOf[slot]!]!, slot)) {
      found.push(slot);
      if (found.length === wanted) return found;
    }
  }
  return undefined;
}

/** The `count` smallest of `values`, ascending, in one pass (a page needs few of many). */
function smallest(values: readonly number[], count: number): Int32Array {
  if (values.length <= count) return Int32Array.from(values).sort();
  const kept = Int32Array.from(values.slice(0, count)).sort();
  for (let i = count; i < values.length; i++) {
    const value = values[i]!;
    if (value >= kept[count - 1]!) continue;
    // Insert in order, dropping the largest.
    let at = count - 1;
    while (at > 0 && kept[at - 1]! > value) {
      kept[at] = kept[at - 1]!;
      at--;
    }
    kept[at] = value;
  }
  return kept;
}

/** Each product's first slot in `set`. */
function firstSlots(parts: IndexParts, set: BitSet): number[] {
  const { productOf } = parts;
  const slots: number[] = [];
  const words = set.words;
  let lastProduct = -1;
  for (let w = 0; w < words.length; w++) {
    let word = words[w]!;
    while (word !== 0) {
      const bit = word & -word;
      word ^= bit;
      const slot = (w << 5) + 31 - Math.clz32(bit);
      if (productOf[slot] !== lastProduct) {
        lastProduct = productOf[slot]!;
        slots.push(slot);
      }
    }
  }
  return slots;
}

/**
 * The lowest and highest price in `set`: from both ends of the price order, where most sets
 * have a slot within a few steps. A set with few slots would be walked far (each step a read
 * somewhere in its words), so past BOUNDS_WALK steps at either end its own slots are read instead.
 */
export function priceBounds(parts: IndexParts, set: BitSet): IndexAnswer['priceRange'] {
  const order = parts.orders.get('price-asc')!;
  const { price } = parts;
  const words = set.words;
  const has = (slot: number) => ((words[slot >>> 5]! >>> (slot & 31)) & 1) === 1;
  let low = 0;
  while (low < order.length && low < BOUNDS_WALK && !has(order[low]!)) low++;
  if (low === order.length) return { minMinor: 0, maxMinor: 0 };
  if (!has(order[low]!)) return boundsOfSlots(price, words);
  let high = order.length - 1;
  while (high > low && order.length - high <= BOUNDS_WALK && !has(order[high]!)) high--;
  if (!has(order[high]!)) return boundsOfSlots(price, words);
  return { minMinor: price[order[low]!]!, maxMinor: price[order[high]!]! };
}

/** The lowest and highest price of the slots in `words`, read one by one. */
function boundsOfSlots(prices: Int32Array, words: Int32Array): IndexAnswer['priceRange'] {
  let min = 2 ** 31 - 1;
  let max = -1;
  for (let w = 0; w < words.length; w++) {
    for (let word = words[w]!; word !== 0; word &= word - 1) {
      const price = prices[(w << 5) + 31 - Math.clz32(word & -word)]!;
      if (price < min) min = price;
      if (price > max) max = price;
    }
  }
  return max < 0 ? { minMinor: 0, maxMinor: 0 } : { minMinor: min, maxMinor: max };
}
