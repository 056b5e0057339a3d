/**
 * The storefront listing as a search engine answers it: the published catalogue held in memory as
 * bitsets, one per filter value, over "slots" (one slot per variant, each product's variants side
 * by side in the order of their positions). A query intersects the sets of its groups, walks an
 * order sorted once per sort to find its page, and counts facet values in one pass over the
 * matches. PostgreSQL stays the source of truth: `catalog.ts` builds an index per catalogue
 * version and follows the version as the database moves it. Pure computation, no I/O.
 *
 * The rules are the listing's (domain/listing.ts): a product is listed once, through its first
 * variant (by position) that passes every filter; values within a group are OR'ed, groups AND'ed,
 * all on the same variant; the price test is on that variant's lowest price; facets count the
 * products a value would leave if it were added to the other groups' filters.
 */
import FastBitSet from 'fastbitset';
import { stemmer } from 'stemmer';
import { BEST_SELLER_RATING } from '../../../domain/catalog.ts';
import { FILTER_GROUPS, type FilterKey, type Sort } from '../../../domain/listing.ts';

/** The set's 32-bit words, which the library keeps public: the hot loops below read them directly. */
const wordsOf = (set: FastBitSet): Int32Array => (set as unknown as { words: Int32Array }).words;

/** A set over these words. */
function setOf(words: Int32Array): FastBitSet {
  const set = Object.create(FastBitSet.prototype) as FastBitSet;
  (set as unknown as { words: Int32Array }).words = words;
  return set;
}

/** An empty set of `size` bits over a typed array (the library's own starts as a plain array). */
function emptySet(size: number): FastBitSet {
  return setOf(new Int32Array((size + 31) >>> 5));
}

/** One variant of a published product, as `variant_listing` holds it. */
export interface IndexRow {
  variantId: number;
  productId: number;
  /** The ids of its values per group (the gemstone: none or one). */
  values: Record<FilterKey, readonly number[]>;
  priceMinor: number;
  rating: number;
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

// Relevance: a word in the title weighs most, then in the keywords, then in the description
// (as ts_rank's default weights A, B and D order them).
const FIELDS = ['title', 'keywords', 'description'] as const;
const WEIGHTS = [10, 4, 1];
const GROUP_KEYS: readonly FilterKey[] = FILTER_GROUPS.map((group) => group.key);
/** Steps from either end of the price order before a set's price bounds are read from its own slots. */
const BOUNDS_WALK = 1024;
/** Building blocks (a text prefix, a price range) kept per index. */
const PART_CACHE_SIZE = 256;

/** PostgreSQL's English stop words (tsearch_data/english.stop): a query word among them restricts nothing. */
const STOP_WORDS = new Set(
  'i me my myself we our ours ourselves you your yours yourself yourselves he him his himself she her hers herself it its itself they them their theirs themselves what which who whom this that these those am is are was were be been being have has had having do does did doing a an the and but if or because as until while of at by for with about against between into through during before after above below to from up down in out on off over under again further then once here there when where why how all any both each few more most other some such no nor not only own same so than too very s t can will just don should now'.split(
    ' ',
  ),
);

/** The words of a text as the index keeps them: lower case, without accents, stemmed (Porter). */
export function indexWords(text: string): string[] {
  const lower = text.toLowerCase();
  // Accents are dropped (é -> e); plain ASCII has none to drop.
  const plain = !/[^ -~]/.test(lower) ? lower : lower.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
  const words = plain.match(/[a-z0-9]+/g) ?? [];
  return words.map(stem);
}

/** A catalogue repeats its words: each is stemmed once. */
const stems = new Map<string, string>();
function stem(word: string): string {
  let stemmed = stems.get(word);
  if (stemmed === undefined) {
    stemmed = stemmer(word);
    if (stems.size < 100_000) stems.set(word, stemmed);
  }
  return stemmed;
}

export class ListingIndex {
  /** One slot per variant, a product's variants side by side: each slot's product, and each product's first slot (and the end). */
  private readonly productOf!: Int32Array;
  private readonly productStart!: Int32Array;
  private readonly slotCount!: number;
  private readonly productIds!: Int32Array;
  private readonly variantIds!: Int32Array;
  private readonly present!: FastBitSet;
  private readonly available!: FastBitSet;
  /** Per global value (see `valueOf`), the slots that carry it. */
  private readonly valueSets!: FastBitSet[];
  private readonly valueGroup!: Uint8Array;
  private readonly valueId!: Int32Array;
  private readonly valueOf!: Map<string, number>;
  /** Per group, each slot's global values: `groupValues[g][groupStart[g][s] .. groupStart[g][s + 1]]`. */
  private readonly groupStart!: Int32Array[];
  private readonly groupValues!: Uint16Array[];
  /**
   * Groups of up to 32 values share 32-bit "packs" (category and type in one, and so on): per pack,
   * each slot's values as bits; per pack and bit, the global value; per group, its pack (-1: a
   * larger group, counted from its lists).
   */
  private readonly packs!: Int32Array[];
  private readonly packValue!: number[][];
  private readonly packOfGroup!: Int8Array;
  /** Facet passes over sets that many queries share (everything; one value), per index. */
  private readonly commonCounts!: Map<string, CountPass>;
  private readonly price!: Int32Array;
  private readonly rating!: Float64Array;
  /** Per sort, the used slots in its order, and each slot's place in it. */
  private readonly orders!: Map<Exclude<Sort, 'relevance'>, Int32Array>;
  private readonly ranks!: Map<Exclude<Sort, 'relevance'>, Int32Array>;
  /** Prices of the slots in price order (for the price range's binary search). */
  private readonly sortedPrices!: Int32Array;
  /** Stemmed words in code-point order, and per field the slots of each. */
  private readonly stems!: string[];
  private readonly postings!: Array<Array<Int32Array>>;
  private readonly parts!: Map<string, FastBitSet[]>;
  private readonly scratch: FastBitSet[] = [];
  private scratchUsed = 0;
  private readonly patterns: PatternCounts[] = [];
  private readonly wholes: Array<Int32Array | undefined> = [];
  private heldBits = new Int32Array(4);

  /** An index of these rows (in product order, each product's variants in position order). */
  static of(rows: readonly IndexRow[]): ListingIndex {
    const builder = new ListingIndexBuilder(new Set(rows.map((row) => row.productId)).size, rows.length);
    builder.add(rows);
    return builder.finish();
  }

  /** What the index was made of (the same arrays it reads), for {@link shared}. */
  private readonly built: Built;

  /** Made by ListingIndexBuilder.finish(), or from {@link shared} in another thread. */
  constructor(built: Built) {
    Object.assign(this, built);
    this.built = built;
  }

  /**
   * The index as another thread takes it (worker_threads copy it whole): its sets as their words,
   * which a copy of the class's objects would lose; what the index keeps as it answers starts afresh.
   */
  shared(): SharedIndex {
    const built = this.built as { present: FastBitSet; available: FastBitSet; valueSets: FastBitSet[] };
    return {
      ...this.built,
      present: wordsOf(built.present),
      available: wordsOf(built.available),
      valueSets: built.valueSets.map(wordsOf),
      commonCounts: new Map(),
      parts: new Map(),
    };
  }

  /** The index made of {@link shared}'s answer, in the thread that received it. */
  static fromShared(shared: SharedIndex): ListingIndex {
    const { present, available, valueSets } = shared as { present: Int32Array; available: Int32Array; valueSets: Int32Array[] };
    return new ListingIndex({ ...shared, present: setOf(present), available: setOf(available), valueSets: valueSets.map(setOf) });
  }

  /** Products listed. */
  get productCount(): number {
    return this.productIds.length;
  }

  /** The page, the total and (unless not asked) the facet counts and price bounds of a query. */
  query(q: IndexQuery): IndexAnswer {
    this.scratchUsed = 0;
    // A stop word restricts nothing (as in PostgreSQL's English text search); only stop words, nothing matches.
    const words = q.words.filter((word) => !STOP_WORDS.has(word));
    const text = words.length ? this.textSets(words) : undefined;
    let base = q.inStock ? this.available : this.present;
    if (text) base = intersectionOf([base, text.all], this.scratchSet());
    else if (q.words.length) {
      base = this.scratchSet();
      wordsOf(base).fill(0);
    }
    const asked =
      q.minPriceMinor !== undefined || q.maxPriceMinor !== undefined ? { min: q.minPriceMinor ?? 0, max: q.maxPriceMinor ?? 2 ** 31 - 1 } : undefined;
    const price = asked ? this.priceSet(asked.min, asked.max) : undefined;
    const selected = GROUP_KEYS.flatMap((key) => (q.filters[key].length ? [{ key, ids: q.filters[key], set: this.unionOf(key, q.filters[key]) }] : []));
    // Sets many queries share (everything; everything with one value) are counted once per index;
    // another set is counted directly or, when it keeps most of such a set, by what it leaves out.
    const oneValue = ({ key, ids, set }: (typeof selected)[number]) => this.commonPass(`${q.inStock}:${key}:${ids[0]}`, () => intersectionOf([base, set]));
    const everything = () => this.commonPass(`${q.inStock}`, () => (q.inStock ? this.available : this.present));
    /** The matches without one group's filter (or without the price). */
    const combine = (without?: FilterKey, withoutPrice = false): CountTarget => {
      const kept = selected.filter(({ key }) => key !== without);
      const usePrice = price && !withoutPrice;
      const parts = [...kept.map(({ set }) => set), ...(usePrice ? [price] : [])];
      // With search words the base is narrower than the sets kept per index.
      const plain = q.words.length === 0;
      const single = plain ? kept.find(({ ids }) => ids.length === 1) : undefined;
      const exact = plain && (parts.length === 0 || (parts.length === 1 && single !== undefined));
      return {
        set: parts.length === 0 ? base : intersectionOf([base, ...parts], this.scratchSet()),
        reference: single ? () => oneValue(single) : everything,
        exact,
        // A group's own counts over a price range alone: read from the group's values (productsPricedIn).
        inPriceRange: without !== undefined && plain && !q.inStock && kept.length === 0 && usePrice ? asked : undefined,
      };
    };
    const matched = combine();

    const facets = Object.fromEntries(GROUP_KEYS.map((key) => [key, new Map<number, number>()])) as IndexAnswer['facets'];
    const all = (1 << GROUP_KEYS.length) - 1;
    // Groups without a selection count over the matches; a selected group over the matches of the others.
    const selectedMask = selected.reduce((mask, { key }) => mask | (1 << GROUP_KEYS.indexOf(key)), 0);
    const total = this.count(matched, q.withFacets ? all & ~selectedMask : 0, facets);
    if (q.withFacets) for (const { key } of selected) this.countGroup(combine(key), GROUP_KEYS.indexOf(key), facets);
    const priceRange = q.withFacets ? this.priceBounds(price ? combine(undefined, true).set : matched.set) : { minMinor: 0, maxMinor: 0 };
    const slots =
      q.sort === 'relevance' && text
        ? this.byRelevance(matched.set, text, q.offset + q.limit)
        : this.inOrder(matched.set, total, q.sort === 'relevance' ? 'featured' : q.sort, q.offset + q.limit);
    const page = slots
      .slice(q.offset, q.offset + q.limit)
      .map((slot) => ({ productId: this.productIds[this.productOf[slot]!]!, variantId: this.variantIds[slot]! }));
    return { page, total, facets, priceRange };
  }

  private unionOf(key: FilterKey, ids: readonly number[]): FastBitSet {
    const sets = ids.flatMap((id) => {
      const value = this.valueOf.get(`${key}:${id}`);
      return value === undefined ? [] : [this.valueSets[value]!];
    });
    if (sets.length === 0) return emptySet(this.slotCount);
    if (sets.length === 1) return sets[0]!;
    const union = this.scratchSet();
    wordsOf(union).set(wordsOf(sets[0]!));
    for (const set of sets.slice(1)) union.union(set);
    return union;
  }

  /**
   * A set to work in during one query (the query runs without a pause, so they are reused by the
   * next): no query leaves tens of kilobytes behind for the collector.
   */
  private scratchSet(): FastBitSet {
    if (this.scratchUsed === this.scratch.length) this.scratch.push(emptySet(this.slotCount));
    return this.scratch[this.scratchUsed++]!;
  }

  /** Building blocks are few (the words shoppers type, the price ranges they pick): kept per index. */
  private part(key: string, make: () => FastBitSet[]): FastBitSet[] {
    let sets = this.parts.get(key);
    if (sets) {
      this.parts.delete(key);
    } else {
      sets = make();
      if (this.parts.size >= PART_CACHE_SIZE) this.parts.delete(this.parts.keys().next().value!);
    }
    this.parts.set(key, sets);
    return sets;
  }

  private priceSet(min: number, max: number): FastBitSet {
    return this.part(`price:${min}:${max}`, () => {
      const from = lowerBound(this.sortedPrices, min);
      const to = lowerBound(this.sortedPrices, max + 1);
      const set = emptySet(this.slotCount);
      const order = this.orders.get('price-asc')!;
      for (let i = from; i < to; i++) set.add(order[i]!);
      return [set];
    })[0]!;
  }

  /** Per word, the slots where it starts a word of each field; `all` where every word does somewhere. */
  private textSets(words: readonly string[]): { all: FastBitSet; fields: FastBitSet[][] } {
    const fields = words.map((word) =>
      this.part(`word:${word}`, () => {
        const prefix = stem(word);
        const from = lowerBound(this.stems, prefix);
        let to = from;
        while (to < this.stems.length && this.stems[to]!.startsWith(prefix)) to++;
        const sets = FIELDS.map((_, field) => {
          const set = emptySet(this.slotCount);
          for (let i = from; i < to; i++) for (const slot of this.postings[field]![i]!) set.add(slot);
          return set;
        });
        return [...sets, sets.slice(1).reduce((union, set) => union.union(set), sets[0]!.clone())];
      }),
    );
    const all = this.scratchSet();
    wordsOf(all).set(wordsOf(fields[0]![3]!));
    for (const sets of fields.slice(1)) all.intersection(sets[3]!);
    return { all, fields: fields.map((sets) => sets.slice(0, 3)) };
  }

  private commonPass(name: string, set: () => FastBitSet): CountPass {
    let pass = this.commonCounts.get(name);
    if (!pass) {
      const counted = set();
      pass = { set: counted, slots: slotsIn(wordsOf(counted)), ...this.countPass(counted, (1 << GROUP_KEYS.length) - 1) };
      this.commonCounts.set(name, pass);
    }
    return pass;
  }

  /**
   * Products in the set (each counted once, however many of its variants match), and into
   * `facets` the products per value of the groups in `groupMask`.
   */
  private count(target: CountTarget, groupMask: number, facets: IndexAnswer['facets']): number {
    let answer: { total: number; counts: Int32Array };
    if (target.exact) {
      answer = target.reference();
    } else if (groupMask === 0 || GROUP_KEYS.some((_, group) => (groupMask >>> group) & 1 && this.packOfGroup[group]! < 0)) {
      answer = this.countPass(target.set, groupMask);
    } else {
      answer = this.countFrom(target.set, target.reference(), groupMask);
    }
    const { counts } = answer;
    for (let value = 0; value < counts.length; value++) {
      if (counts[value]! > 0 && (groupMask >>> this.valueGroup[value]!) & 1)
        facets[GROUP_KEYS[this.valueGroup[value]!]!].set(this.valueId[value]!, counts[value]!);
    }
    return answer.total;
  }

  /** The products per value of one group over a selected group's set (its total is not asked for). */
  private countGroup(target: CountTarget, group: number, facets: IndexAnswer['facets']): void {
    const range = target.inPriceRange;
    if (!range) {
      this.count(target, 1 << group, facets);
      return;
    }
    for (let value = 0; value < this.valueSets.length; value++) {
      if (this.valueGroup[value] !== group) continue;
      const products = this.productsPricedIn(value, range.min, range.max);
      if (products > 0) facets[GROUP_KEYS[group]!].set(this.valueId[value]!, products);
    }
  }

  /**
   * Products with a slot that carries `value` and is priced from `min` to `max`, without a walk.
   * Such a product has exactly one slot that is its first (in price order, among its slots with
   * the value) priced at `min` or more and is priced at `max` or less: the slots priced in the
   * range whose product's previous slot is priced below `min`. Slots are kept in price order,
   * each with its previous slot's price, the previous prices sorted within blocks.
   */
  private productsPricedIn(value: number, min: number, max: number): number {
    const { prices, previous, sortedPrevious } = this.pricedSlots(value);
    const from = lowerBound(prices, min);
    const to = lowerBound(prices, max + 1);
    let products = 0;
    let at = from;
    // Up to the first whole block, then whole blocks, then the rest: each slot's previous price against min.
    for (const end = Math.min(to, Math.ceil(from / PRICE_BLOCK) * PRICE_BLOCK); at < end; at++) if (previous[at]! < min) products++;
    for (; at + PRICE_BLOCK <= to; at += PRICE_BLOCK) products += lowerBound(sortedPrevious, min, at, at + PRICE_BLOCK) - at;
    for (; at < to; at++) if (previous[at]! < min) products++;
    return products;
  }

  private pricedSlots(value: number): PricedSlots {
    let priced = this.pricedByValue[value];
    if (priced) return priced;
    const { price, productOf } = this;
    const slots: number[] = [];
    const words = wordsOf(this.valueSets[value]!);
    const present = wordsOf(this.present);
    for (let w = 0; w < words.length; w++) {
      let word = words[w]! & present[w]!;
      while (word !== 0) {
        slots.push((w << 5) + 31 - Math.clz32(word & -word));
        word &= word - 1;
      }
    }
    // In price order, a slot's previous one of its product is the last of that product seen.
    slots.sort((a, b) => price[a]! - price[b]! || a - b);
    const lastPrice = new Int32Array(this.productIds.length).fill(-1);
    const prices = Int32Array.from(slots, (slot) => price[slot]!);
    const previous = Int32Array.from(slots, (slot) => {
      const before = lastPrice[productOf[slot]!]!;
      lastPrice[productOf[slot]!] = price[slot]!;
      return before;
    });
    const sortedPrevious = previous.slice();
    for (let at = 0; at < sortedPrevious.length; at += PRICE_BLOCK) sortedPrevious.subarray(at, at + PRICE_BLOCK).sort();
    priced = { prices, previous, sortedPrevious };
    this.pricedByValue[value] = priced;
    return priced;
  }

  private readonly pricedByValue: Array<PricedSlots | undefined> = [];

  /**
   * Counts `set`, a subset of `reference`'s set: directly when it is the smaller part, else from
   * the reference's counts less what the products with slots left out lose.
   */
  private countFrom(set: FastBitSet, reference: CountPass, groupMask: number): { total: number; counts: Int32Array } {
    const kept = wordsOf(set);
    const whole = wordsOf(reference.set);
    // The set is within the reference's, so what it leaves out is the rest of the reference's slots.
    if (slotsIn(kept) * 2 <= reference.slots) return this.countPass(set, groupMask);

    const counts = reference.counts.slice();
    let total = reference.total;
    const packsUsed = this.packsOf(groupMask);
    const masks = packsUsed.map((pack) => this.packs[pack]!);
    const wanted = packsUsed.map((pack) => this.bitsOf(pack, groupMask));
    const { productOf, productStart } = this;
    let lastProduct = -1;
    for (let w = 0; w < kept.length; w++) {
      let word = whole[w]! & ~kept[w]!;
      while (word !== 0) {
        const bit = word & -word;
        word ^= bit;
        const product = productOf[(w << 5) + 31 - Math.clz32(bit)]!;
        if (product === lastProduct) continue;
        lastProduct = product;
        // What the product's slots in the reference carry, against what its kept slots carry.
        let anyKept = false;
        for (let g = 0; g < masks.length; g++) {
          let before = 0;
          let after = 0;
          for (let slot = productStart[product]!, end = productStart[product + 1]!; slot < end; slot++) {
            const inWhole = (whole[slot >>> 5]! >>> (slot & 31)) & 1;
            if (!inWhole) continue;
            before |= masks[g]![slot]!;
            if ((kept[slot >>> 5]! >>> (slot & 31)) & 1) {
              after |= masks[g]![slot]!;
              anyKept = true;
            }
          }
          let lost = before & ~after & wanted[g]!;
          const values = this.packValue[packsUsed[g]!]!;
          while (lost !== 0) {
            const low = lost & -lost;
            lost ^= low;
            counts[values[31 - Math.clz32(low)]!]!--;
          }
        }
        if (!anyKept && !this.anySlot(kept, product)) total--;
      }
    }
    return { total, counts };
  }

  private anySlot(words: Int32Array, product: number): boolean {
    for (let slot = this.productStart[product]!, end = this.productStart[product + 1]!; slot < end; slot++)
      if ((words[slot >>> 5]! >>> (slot & 31)) & 1) return true;
    return false;
  }

  /** The packs that hold these groups. */
  private packsOf(groupMask: number): number[] {
    return [...new Set(GROUP_KEYS.flatMap((_, group) => ((groupMask >>> group) & 1 && this.packOfGroup[group]! >= 0 ? [this.packOfGroup[group]!] : [])))];
  }

  private countPass(set: FastBitSet, groupMask: number): { total: number; counts: Int32Array } {
    const counts = new Int32Array(this.valueSets.length);
    const words = wordsOf(set);
    const productOf = this.productOf;
    // Packed groups: OR the bits of each product's matching slots, then count them once per product.
    const packsUsed = this.packsOf(groupMask);
    const masks = packsUsed.map((pack) => this.packs[pack]!);
    const packCount = masks.length;
    const tallies = new Int32Array(packCount << 5);
    const held = new Int32Array(packCount);
    // Larger groups: each value counted once per product.
    const listed = GROUP_KEYS.flatMap((_, group) => ((groupMask >>> group) & 1 && this.packOfGroup[group]! < 0 ? [group] : []));
    const starts = listed.map((group) => this.groupStart[group]!);
    const lists = listed.map((group) => this.groupValues[group]!);
    if (listed.length === 0) {
      const total = this.countPacked(
        words,
        masks,
        packsUsed.map((pack) => this.wholeProducts(pack)),
        packsUsed.map((pack) => this.bitsOf(pack, groupMask)),
        tallies,
      );
      packsUsed.forEach((pack, g) => this.packValue[pack]!.forEach((value, bit) => (counts[value] = tallies[(g << 5) + bit]!)));
      return { total, counts };
    }
    const last = new Int32Array(this.valueSets.length).fill(-1);
    let total = 0;
    let lastProduct = -1;
    for (let w = 0; w < words.length; w++) {
      let word = words[w]!;
      while (word !== 0) {
        const bit = word & -word;
        word ^= bit;
        const slot = (w << 5) + 31 - Math.clz32(bit);
        const product = productOf[slot]!;
        if (product !== lastProduct) {
          for (let g = 0; g < packCount; g++) {
            addBits(held[g]!, 1, tallies, g << 5);
            held[g] = 0;
          }
          total++;
          lastProduct = product;
        }
        for (let g = 0; g < packCount; g++) held[g]! |= masks[g]![slot]!;
        for (let g = 0; g < starts.length; g++) {
          const start = starts[g]!;
          const list = lists[g]!;
          for (let j = start[slot]!, end = start[slot + 1]!; j < end; j++) {
            const value = list[j]!;
            if (last[value] !== product) {
              last[value] = product;
              counts[value]!++;
            }
          }
        }
      }
    }
    for (let g = 0; g < packCount; g++) addBits(held[g]!, 1, tallies, g << 5);
    packsUsed.forEach((pack, g) => this.packValue[pack]!.forEach((value, bit) => (counts[value] = tallies[(g << 5) + bit]!)));
    return { total, counts };
  }

  /** The bits of pack `pack` that hold the values of the groups in `groupMask`. */
  private bitsOf(pack: number, groupMask: number): number {
    let bits = 0;
    this.packValue[pack]!.forEach((value, bit) => {
      if ((groupMask >>> this.valueGroup[value]!) & 1) bits |= 1 << bit;
    });
    return bits;
  }

  /**
   * The packed count: a product at a time, its matching slots' bits OR'ed per pack, each
   * combination of the `wanted` bits counted once. Answers the products.
   */
  private countPacked(words: Int32Array, masks: Int32Array[], wholes: Int32Array[], wanted: number[], tallies: Int32Array): number {
    const { productOf, productStart } = this;
    const packCount = masks.length;
    // Products share few combinations of values: each pack's combinations (of the bits a pass
    // counts) are counted in a small table, and each combination's values once at the end (not
    // each product's values one by one).
    const patterns = this.patternTables(packCount);
    for (let g = 0; g < packCount; g++) patterns[g]!.keepBits(wanted[g]!);
    const held = this.held(packCount);
    let total = 0;
    let current = -1;
    for (let w = 0; w < words.length; w++) {
      let word = words[w]!;
      while (word !== 0) {
        const slot = (w << 5) + 31 - Math.clz32(word & -word);
        const product = productOf[slot]!;
        if (product !== current) {
          for (let g = 0; g < packCount; g++) {
            if (held[g] !== 0) patterns[g]!.add(held[g]!);
            held[g] = 0;
          }
          current = product;
          total++;
          const start = productStart[product]!;
          const size = productStart[product + 1]! - start;
          if (start >>> 5 === w && (start & 31) + size <= 32) {
            // The product's slots sit in this word: all at once.
            const range = (size === 32 ? -1 : (1 << size) - 1) << (start & 31);
            const matching = words[w]! & range;
            word &= ~range;
            if (matching === range) {
              // Every slot matches (a search word in its title, most filters): its values are known whole.
              for (let g = 0; g < packCount; g++) held[g] = wholes[g]![product]!;
            } else {
              let rest = matching;
              while (rest !== 0) {
                const at = (w << 5) + 31 - Math.clz32(rest & -rest);
                rest &= rest - 1;
                for (let g = 0; g < packCount; g++) held[g]! |= masks[g]![at]!;
              }
            }
            continue;
          }
        }
        // A product across words: a slot at a time.
        for (let g = 0; g < packCount; g++) held[g]! |= masks[g]![slot]!;
        word &= word - 1;
      }
    }
    for (let g = 0; g < packCount; g++) {
      if (held[g] !== 0) patterns[g]!.add(held[g]!);
      held[g] = 0;
    }
    for (let g = 0; g < packCount; g++) patterns[g]!.drain(tallies, g << 5);
    return total;
  }

  private held(count: number): Int32Array {
    if (this.heldBits.length < count) this.heldBits = new Int32Array(count);
    return this.heldBits;
  }

  /** Per product, the values of all its slots in this pack (made when first asked for). */
  private wholeProducts(pack: number): Int32Array {
    let wholes = this.wholes[pack];
    if (!wholes) {
      const mask = this.packs[pack]!;
      wholes = new Int32Array(this.productIds.length);
      // Every slot is a listed variant's (one a variant, side by side).
      for (let slot = 0; slot < mask.length; slot++) wholes[this.productOf[slot]!]! |= mask[slot]!;
      this.wholes[pack] = wholes;
    }
    return wholes;
  }

  private patternTables(count: number): PatternCounts[] {
    while (this.patterns.length < count) this.patterns.push(new PatternCounts());
    return this.patterns;
  }

  /** Whether `slot` is the first slot of its product in `set`. */
  private firstOfProduct(words: ArrayLike<number>, slot: number): boolean {
    for (let before = this.productStart[this.productOf[slot]!]!; before < slot; before++) {
      if ((words[before >>> 5]! >>> (before & 31)) & 1) return false;
    }
    return true;
  }

  /** The first `wanted` products of `set` in the sort's order (by their first matching slot). */
  private inOrder(set: FastBitSet, total: number, sort: Exclude<Sort, 'relevance'>, wanted: number): number[] {
    const order = this.orders.get(sort)!;
    const words = wordsOf(set);
    // Few matches: sort them by their place in the order; many: walk the order until the page is
    // full (about wanted × slots / matches steps).
    if (total * Math.log2(total + 2) < (wanted * order.length) / Math.max(1, total)) {
      const rank = this.ranks.get(sort)!;
      const places = Int32Array.from(this.firstSlots(set), (slot) => rank[slot]!).sort();
      return Array.from(places.subarray(0, wanted), (place) => order[place]!);
    }
    const found: number[] = [];
    for (let i = 0; i < order.length && found.length < wanted; i++) {
      const slot = order[i]!;
      if ((words[slot >>> 5]! >>> (slot & 31)) & 1 && this.firstOfProduct(words, slot)) found.push(slot);
    }
    return found;
  }

  /**
   * Text matches by relevance (the words' weights), then by rating, then newest product id. Each
   * product counts by its first matching slot; only the matches are visited (never the whole
   * rating order), and of each score only as many as the page still needs are put in order.
   */
  private byRelevance(set: FastBitSet, text: { fields: FastBitSet[][] }, wanted: number): number[] {
    // Per search word, its fields' words (title, keywords, description), flattened.
    const fieldWords = text.fields.flatMap((fields) => fields.map(wordsOf));
    const fieldCount = FIELDS.length;
    const rank = this.ranks.get('rating')!;
    const byRating = this.orders.get('rating')!;
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
    const { productOf, productStart } = this;
    const words = wordsOf(set);
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

  /** Each product's first slot in `set`. */
  private firstSlots(set: FastBitSet): number[] {
    const slots: number[] = [];
    const words = wordsOf(set);
    let lastProduct = -1;
    for (let w = 0; w < words.length; w++) {
      let word = words[w]!;
      while (word !== 0) {
        const bit = word & -word;
        word ^= bit;
        const slot = (w << 5) + 31 - Math.clz32(bit);
        if (this.productOf[slot] !== lastProduct) {
          lastProduct = this.productOf[slot]!;
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
  private priceBounds(set: FastBitSet): IndexAnswer['priceRange'] {
    const order = this.orders.get('price-asc')!;
    const words = wordsOf(set);
    const has = (slot: number) => ((words[slot >>> 5]! >>> (slot & 31)) & 1) === 1;
    let low = 0;
    while (low < order.length && low < BOUNDS_WALK && !has(order[low]!)) low++;
    if (low === order.length) return { minMinor: 0, maxMinor: 0 };
    if (!has(order[low]!)) return this.boundsOfSlots(words);
    let high = order.length - 1;
    while (high > low && order.length - high <= BOUNDS_WALK && !has(order[high]!)) high--;
    if (!has(order[high]!)) return this.boundsOfSlots(words);
    return { minMinor: this.price[order[low]!]!, maxMinor: this.price[order[high]!]! };
  }

  /** The lowest and highest price of the slots in `words`, read one by one. */
  private boundsOfSlots(words: Int32Array): IndexAnswer['priceRange'] {
    let min = 2 ** 31 - 1;
    let max = -1;
    for (let w = 0; w < words.length; w++) {
      for (let word = words[w]!; word !== 0; word &= word - 1) {
        const price = this.price[(w << 5) + 31 - Math.clz32(word & -word)]!;
        if (price < min) min = price;
        if (price > max) max = price;
      }
    }
    return max < 0 ? { minMinor: 0, maxMinor: 0 } : { minMinor: min, maxMinor: max };
  }
}

/** What an index is made of (see ListingIndex's fields). */
type Built = Record<string, unknown>;
/** An index as {@link ListingIndex.shared} hands it to another thread: typed arrays, maps and arrays only. */
export type SharedIndex = Record<string, unknown>;

/**
 * Builds an index from rows given in batches (in product order, each product's variants in
 * position order, a product's variants possibly split across batches), so a large catalogue is
 * read and indexed a part at a time. The numbers of products and variants must be known first:
 * each variant has a slot, a product's side by side.
 */
export class ListingIndexBuilder {
  private readonly slotCount: number;
  private readonly productOf: Int32Array;
  private readonly productStart: Int32Array;
  private readonly productIds: Int32Array;
  private readonly variantIds: Int32Array;
  private readonly price: Int32Array;
  private readonly rating: Float64Array;
  private readonly created: Float64Array;
  private readonly present: FastBitSet;
  private readonly available: FastBitSet;
  private readonly valueOf = new Map<string, number>();
  private readonly valueSets: FastBitSet[] = [];
  private readonly valueGroup: number[] = [];
  private readonly valueId: number[] = [];
  /** Per group, each slot's values (global value numbers). */
  private readonly slotValues: number[][][] = GROUP_KEYS.map(() => []);
  private readonly fieldWords = FIELDS.map(() => new Map<string, number[]>());
  private readonly slots: number[] = [];
  private product = -1;
  private lastProductId = -1;
  private nextSlot = 0;

  constructor(productCount: number, variantCount: number) {
    this.slotCount = variantCount;
    this.productOf = new Int32Array(variantCount);
    this.productStart = new Int32Array(productCount + 1).fill(variantCount);
    this.productIds = new Int32Array(productCount);
    this.variantIds = new Int32Array(this.slotCount);
    this.price = new Int32Array(this.slotCount);
    this.rating = new Float64Array(this.slotCount);
    this.created = new Float64Array(productCount);
    this.present = emptySet(this.slotCount);
    this.available = emptySet(this.slotCount);
  }

  private globalValue(group: number, id: number): number {
    const name = `${group}:${id}`;
    let value = this.valueOf.get(name);
    if (value === undefined) {
      value = this.valueSets.length;
      this.valueOf.set(name, value);
      this.valueSets.push(emptySet(this.slotCount));
      this.valueGroup.push(group);
      this.valueId.push(id);
    }
    return value;
  }

  add(rows: readonly IndexRow[]): void {
    for (const row of rows) {
      if (row.productId !== this.lastProductId) {
        if (row.productId < this.lastProductId) throw new Error('Index rows must come in product order');
        this.product++;
        this.lastProductId = row.productId;
        this.productIds[this.product] = row.productId;
        this.created[this.product] = row.createdMs;
        this.productStart[this.product] = this.nextSlot;
      }
      const slot = this.nextSlot++;
      this.productOf[slot] = this.product;
      this.slots.push(slot);
      this.variantIds[slot] = row.variantId;
      this.price[slot] = row.priceMinor;
      this.rating[slot] = row.rating;
      this.present.add(slot);
      if (!row.soldOut) this.available.add(slot);
      GROUP_KEYS.forEach((key, group) => {
        const own = row.values[key].map((id) => this.globalValue(group, id));
        for (const value of own) this.valueSets[value]!.add(slot);
        if (own.length) this.slotValues[group]![slot] = own;
      });
      const titleWords = new Set(indexWords(row.title));
      const keywordWords = new Set(indexWords(row.keywords).filter((word) => !titleWords.has(word)));
      const descriptionWords = new Set(indexWords(row.description).filter((word) => !titleWords.has(word) && !keywordWords.has(word)));
      [titleWords, keywordWords, descriptionWords].forEach((words, field) => {
        for (const word of words) {
          const list = this.fieldWords[field]!.get(word);
          if (list) list.push(slot);
          else this.fieldWords[field]!.set(word, [slot]);
        }
      });
    }
  }

  /** The index, made at once. */
  finish(): ListingIndex {
    const steps = this.steps();
    for (let step = steps.next(); ; step = steps.next()) if (step.done) return step.value;
  }

  /** The index, made a step at a time with requests let in between (a sort of 100,000 products is tens of milliseconds). */
  async finishInSteps(): Promise<ListingIndex> {
    const steps = this.steps();
    for (let step = steps.next(); ; step = steps.next()) {
      if (step.done) return step.value;
      await new Promise((resolve) => setImmediate(resolve));
    }
  }

  private *steps(): Generator<void, ListingIndex> {
    const { productOf, productStart, slotCount, slotValues } = this;
    // The last product ends where the slots given end.
    productStart[this.product + 1] = this.nextSlot;
    // Groups of up to 32 values share packs of 32 bits, in order while they fit; larger ones keep lists.
    const sizes = GROUP_KEYS.map((_, group) => this.valueGroup.filter((of) => of === group).length);
    const packOfGroup = new Int8Array(GROUP_KEYS.length).fill(-1);
    const packValue: number[][] = [];
    const valueBit = new Uint8Array(this.valueGroup.length);
    sizes.forEach((size, group) => {
      if (size > 32) return;
      if (packValue.length === 0 || packValue[packValue.length - 1]!.length + size > 32) packValue.push([]);
      packOfGroup[group] = packValue.length - 1;
      const bits = packValue[packValue.length - 1]!;
      this.valueGroup.forEach((of, value) => {
        if (of !== group) return;
        valueBit[value] = bits.length;
        bits.push(value);
      });
    });
    const packs = packValue.map(() => new Int32Array(slotCount));
    slotValues.forEach((values, group) => {
      const pack = packs[packOfGroup[group]!];
      if (!pack) return;
      values.forEach((own, slot) => {
        for (const value of own) pack[slot]! |= 1 << valueBit[value]!;
      });
    });
    yield;
    const groupStart: Int32Array[] = [];
    const groupValues: Uint16Array[] = [];
    slotValues.forEach((values, group) => {
      if (packOfGroup[group]! >= 0) {
        groupStart.push(new Int32Array(0));
        groupValues.push(new Uint16Array(0));
        return;
      }
      const start = new Int32Array(slotCount + 1);
      let total = 0;
      for (let slot = 0; slot < slotCount; slot++) {
        start[slot] = total;
        total += values[slot]?.length ?? 0;
      }
      start[slotCount] = total;
      const flat = new Uint16Array(total);
      for (let slot = 0; slot < slotCount; slot++) if (values[slot]) flat.set(values[slot]!, start[slot]!);
      groupStart.push(start);
      groupValues.push(flat);
    });

    const stems = [...new Set(this.fieldWords.flatMap((words) => [...words.keys()]))].sort();
    const postings = this.fieldWords.map((words) => stems.map((stem) => Int32Array.from(words.get(stem) ?? [])));
    yield;

    // Each sort once: a number per slot that orders like the sort (ties broken by product id as the
    // SQL did), times the slot span, plus the slot, so a plain numeric sort orders the slots.
    const span = 2 ** Math.ceil(Math.log2(Math.max(2, slotCount)));
    const productCount = this.productIds.length;
    const created = this.created;
    const byCreated = Array.from({ length: productCount }, (_, p) => p).sort((a, b) => created[b]! - created[a]! || b - a);
    const newestRank = new Int32Array(productCount);
    byCreated.forEach((p, rank) => (newestRank[p] = rank));
    const { price, rating } = this;
    const keys: Record<Exclude<Sort, 'relevance'>, (slot: number, p: number) => number> = {
      featured: (slot, p) => (rating[slot]! > BEST_SELLER_RATING ? 0 : productCount) + newestRank[p]!,
      newest: (_slot, p) => newestRank[p]!,
      'price-asc': (slot) => price[slot]!,
      'price-desc': (slot) => 2 ** 31 - 1 - price[slot]!,
      rating: (slot, p) => Math.round((5 - rating[slot]!) * 10) * productCount + (productCount - 1 - p),
    };
    const orders = new Map<Exclude<Sort, 'relevance'>, Int32Array>();
    const ranks = new Map<Exclude<Sort, 'relevance'>, Int32Array>();
    for (const [sort, key] of Object.entries(keys) as Array<[Exclude<Sort, 'relevance'>, (slot: number, p: number) => number]>) {
      const packed = Float64Array.from(this.slots, (slot) => key(slot, productOf[slot]!) * span + slot).sort();
      const order = Int32Array.from(packed, (value) => value % span);
      const rank = new Int32Array(slotCount);
      order.forEach((slot, i) => (rank[slot] = i));
      orders.set(sort, order);
      ranks.set(sort, rank);
      yield;
    }
    const byPrice = orders.get('price-asc')!;
    return new ListingIndex({
      productOf,
      productStart,
      slotCount,
      productIds: this.productIds.subarray(0, this.product + 1),
      variantIds: this.variantIds,
      present: this.present,
      available: this.available,
      valueSets: this.valueSets,
      valueGroup: Uint8Array.from(this.valueGroup),
      valueId: Int32Array.from(this.valueId),
      valueOf: new Map([...this.valueOf].map(([name, value]) => [`${GROUP_KEYS[Number(name.split(':')[0])]}:${name.split(':')[1]}`, value])),
      groupStart,
      groupValues,
      packs,
      packValue,
      packOfGroup,
      commonCounts: new Map(),
      price,
      rating,
      orders,
      ranks,
      sortedPrices: Int32Array.from(byPrice, (slot) => price[slot]!),
      stems,
      postings,
      parts: new Map(),
    });
  }
}

interface CountPass {
  set: FastBitSet;
  /** Slots in the set. */
  slots: number;
  total: number;
  counts: Int32Array;
}

/** Combinations within this many bits are counted in a plain array of 2^DIRECT_SPAN places. */
const DIRECT_SPAN = 10;

/**
 * How many times each combination of bits was added, then each combination's bits counted that
 * many times. Only the bits asked for (`keepBits`) are kept: the groups a pass counts, not the others
 * that share their pack. When those bits lie within DIRECT_SPAN bits, a combination is its own
 * place in a plain array; otherwise the table is open-addressing and grows.
 */
class PatternCounts {
  private keys = new Int32Array(1024);
  private counts = new Int32Array(1024);
  /** 32 less the table's size in bits: a hash's top bits pick the place. */
  private spare = 32 - 10;
  private readonly used: number[] = [];
  /** The bits kept. */
  private wanted = -1;
  /** In the direct mode, the lowest bit kept; otherwise -1. */
  private low = -1;
  private readonly direct = new Int32Array(1 << DIRECT_SPAN);

  /** Keeps only these bits of the combinations added until the next drain. */
  keepBits(bits: number): void {
    this.wanted = bits;
    const low = bits === 0 ? 0 : 31 - Math.clz32(bits & -bits);
    this.low = bits !== 0 && 32 - Math.clz32(bits) - low <= DIRECT_SPAN ? low : -1;
  }

  add(combination: number): void {
    const bits = combination & this.wanted;
    if (bits === 0) return;
    if (this.low >= 0) {
      this.direct[bits >>> this.low]!++;
      return;
    }
    const mask = this.keys.length - 1;
    let at = Math.imul(bits, 0x9e3779b1) >>> this.spare;
    for (;;) {
      const key = this.keys[at]!;
      if (key === bits) {
        this.counts[at]!++;
        return;
      }
      if (key === 0) break;
      at = (at + 1) & mask;
    }
    this.keys[at] = bits;
    this.counts[at] = 1;
    this.used.push(at);
    if (this.used.length * 2 > this.keys.length) this.grow();
  }

  /** Adds each combination's bits into `tallies[offset + bit]`, and empties the table. */
  drain(tallies: Int32Array, offset: number): void {
    if (this.low >= 0) {
      const { direct, low } = this;
      for (let place = 1; place < direct.length; place++) {
        const times = direct[place]!;
        if (times === 0) continue;
        direct[place] = 0;
        addBits(place << low, times, tallies, offset);
      }
      return;
    }
    for (const at of this.used) {
      addBits(this.keys[at]!, this.counts[at]!, tallies, offset);
      this.keys[at] = 0;
    }
    this.used.length = 0;
  }

  private grow(): void {
    const entries = this.used.map((at) => [this.keys[at]!, this.counts[at]!] as const);
    this.keys = new Int32Array(this.keys.length * 2);
    this.counts = new Int32Array(this.keys.length);
    this.spare--;
    this.used.length = 0;
    for (const [bits, times] of entries) {
      this.add(bits);
      this.counts[this.used[this.used.length - 1]!] = times;
    }
  }
}

/** Adds `times` into `tallies[offset + bit]` for each set bit of `bits`. */
function addBits(bits: number, times: number, tallies: Int32Array, offset: number): void {
  while (bits !== 0) {
    const low = bits & -bits;
    bits ^= low;
    tallies[offset + 31 - Math.clz32(low)]! += times;
  }
}

/** Set bits in these words. */
function slotsIn(words: Int32Array): number {
  let bits = 0;
  for (let i = 0; i < words.length; i++) bits += popcount(words[i]!);
  return bits;
}

function popcount(v: number): number {
  v -= (v >>> 1) & 0x55555555;
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (((v + (v >>> 4)) & 0xf0f0f0f) * 0x1010101) >>> 24;
}

/** A new set of the bits all `sets` have, in one pass over their words. */
function intersectionOf(sets: readonly FastBitSet[], out = emptySet(wordsOf(sets[0]!).length << 5)): FastBitSet {
  const words = sets.map(wordsOf);
  const first = words[0]!;
  const target = wordsOf(out);
  if (words.length === 2) {
    const second = words[1]!;
    for (let i = 0; i < target.length; i++) target[i] = first[i]! & second[i]!;
    return out;
  }
  target.set(first);
  for (let k = 1; k < words.length; k++) {
    const other = words[k]!;
    for (let i = 0; i < target.length; i++) target[i]! &= other[i]!;
  }
  return out;
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

/** What a count pass counts: a set, the pass it may count from, and whether it is that pass exactly. */
interface CountTarget {
  set: FastBitSet;
  reference: () => CountPass;
  exact: boolean;
  /** Set when `set` is the products priced in this range, no other filter (productsPricedIn). */
  inPriceRange?: { min: number; max: number };
}

/** Slots a block of a value's slots in price order holds (productsPricedIn). */
const PRICE_BLOCK = 128;

/** A value's slots in price order, each with its product's previous slot's price (-1: none). */
interface PricedSlots {
  prices: Int32Array;
  previous: Int32Array;
  /** `previous`, sorted within each block of PRICE_BLOCK. */
  sortedPrevious: Int32Array;
}

/** The first index in `sorted[from, to)` whose value is not below `value` (`to` if none). */
function lowerBound<T extends number | string>(sorted: ArrayLike<T>, value: T, from = 0, to = sorted.length): number {
  let low = from;
  let high = to;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (sorted[middle]! < value) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** pg_trgm's trigrams of a word: padded with two spaces before and one after. */
function trigrams(word: string): Set<string> {
  const padded = `  ${word} `;
  const grams = new Set<string>();
  for (let i = 0; i + 3 <= padded.length; i++) grams.add(padded.slice(i, i + 3));
  return grams;
}

function similarity(a: Set<string>, b: Set<string>): number {
  let shared = 0;
  for (const gram of a) if (b.has(gram)) shared++;
  return shared / (a.size + b.size - shared);
}

function levenshtein(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    previous = current;
  }
  return previous[b.length]!;
}

/** pg_trgm's default `%` threshold. */
const SIMILAR = 0.3;

/** The catalogue's words (titles and keywords), to correct what a shopper typed. */
export class Vocabulary {
  private readonly words: Array<{ word: string; grams: Set<string> }>;

  constructor(words: readonly string[]) {
    this.words = [...new Set(words)].sort().map((word) => ({ word, grams: trigrams(word) }));
  }

  /**
   * Each word the catalogue does not know replaced by its closest known word ("neckalce" ->
   * "necklace"): one or (from 7 letters) two edits away and similar in trigrams. A known word,
   * or the start of one, stays as typed; a word with no near match is kept and matches nothing.
   */
  correct(words: readonly string[]): string[] {
    return words.map((input) => {
      if (input.length >= 3 && this.words.some(({ word }) => word.startsWith(input))) return input;
      if (input.length < 4 || this.words.some(({ word }) => word === input)) return input;
      const grams = trigrams(input);
      const allowed = input.length >= 7 ? 2 : 1;
      let best: { word: string; distance: number; similar: number } | undefined;
      for (const { word, grams: theirs } of this.words) {
        if (Math.abs(word.length - input.length) > allowed) continue;
        const similar = similarity(grams, theirs);
        if (similar < SIMILAR) continue;
        const distance = levenshtein(word, input);
        if (distance > allowed) continue;
        if (!best || distance < best.distance || (distance === best.distance && similar > best.similar)) best = { word, distance, similar };
      }
      return best?.word ?? input;
    });
  }
}
