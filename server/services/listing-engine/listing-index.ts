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
 *
 * This file answers queries; what an index is made of is built in build.ts (IndexParts), counted
 * in facets.ts, and paged in pages.ts.
 */
import type { FilterKey } from '../../../domain/listing.ts';
import { RecentlyUsed } from '../caching/index.ts';
import { BitSet, intersectionOf } from './bitset.ts';
import { IndexPartsBuilder } from './build.ts';
import { FacetCounts, type CountTarget } from './facets.ts';
import { byRelevance, inOrder, priceBounds } from './pages.ts';
import { GROUP_KEYS, lowerBound, type IndexAnswer, type IndexParts, type IndexQuery, type IndexRow } from './parts.ts';
import { inSharedMemory, typedBytes } from './shared-memory.ts';
import { FIELDS, STOP_WORDS, stem } from './text.ts';

/** Building blocks (a text prefix, a price range) kept per index. */
const BLOCK_CACHE_SIZE = 256;

/** Every group, as a mask of group numbers. */
const ALL_GROUPS = (1 << GROUP_KEYS.length) - 1;

export class ListingIndex {
  /** Slots: one per variant listed (the property tests read it, and `packs`, through the instance). */
  private readonly slotCount: number;
  /** The groups' values as bits, per 32-bit pack (IndexParts.packs). */
  private readonly packs: Int32Array[];
  private readonly present: BitSet;
  private readonly available: BitSet;
  /** Per global value (IndexParts.valueOf), the slots that carry it. */
  private readonly valueSets: BitSet[];
  private readonly facets: FacetCounts;
  /** Building blocks are few (the words shoppers type, the price ranges they pick): kept per index. */
  private readonly blocks = new RecentlyUsed<string, BitSet[]>(BLOCK_CACHE_SIZE);
  private readonly scratch: BitSet[] = [];
  private scratchUsed = 0;

  /** An index of these parts (ListingIndexBuilder's, or {@link shared}'s copy in another thread). */
  constructor(private readonly parts: IndexParts) {
    this.slotCount = parts.slotCount;
    this.packs = parts.packs;
    this.present = new BitSet(parts.present);
    this.available = new BitSet(parts.available);
    this.valueSets = parts.valueSets.map((words) => new BitSet(words));
    this.facets = new FacetCounts(parts);
  }

  /** An index of these rows (in product order, each product's variants in position order). */
  static of(rows: readonly IndexRow[]): ListingIndex {
    const builder = new IndexPartsBuilder(new Set(rows.map((row) => row.productId)).size, rows.length);
    builder.add(rows);
    return new ListingIndex(inSharedMemory(builder.parts()));
  }

  /**
   * The index as another thread takes it: its parts, typed arrays (views into one shared buffer,
   * which worker_threads share rather than copy: shared-memory.ts), maps and arrays (copied); what
   * the index keeps as it answers stays here and starts afresh there.
   */
  shared(): IndexParts {
    return this.parts;
  }

  /** The index made of {@link shared}'s answer, in the thread that received it. */
  static fromShared(parts: IndexParts): ListingIndex {
    return new ListingIndex(parts);
  }

  /**
   * The bytes of its typed arrays (the sets' words, the slots' columns), shared with the listing
   * thread: what the index holds beyond the JavaScript objects around them, for the memory figures (issue 38).
   */
  get bytes(): number {
    // The parts never change once built: walked once, not at every scrape of /metrics.
    return (this.heldBytes ??= typedBytes(this.parts));
  }

  private heldBytes: number | undefined;

  /** Variants listed (the index's slots). */
  get variantCount(): number {
    return this.slotCount;
  }

  /** Products listed. */
  get productCount(): number {
    return this.parts.productIds.length;
  }

  /** The page, the total and (unless not asked) the facet counts and price bounds of a query. */
  query(q: IndexQuery): IndexAnswer {
    this.scratchUsed = 0;
    // A stop word restricts nothing (as in PostgreSQL's English text search); only stop words, nothing matches.
    const words = q.words.filter((word) => !STOP_WORDS.has(word));
    const text = words.length ? this.textSets(words) : undefined;
    let base = q.inStock ? this.available : this.present;
    if (text) base = intersectionOf([base, text.all], this.scratchSet());
    else if (q.words.length) base = this.scratchSet().clear();
    const asked =
      q.minPriceMinor !== undefined || q.maxPriceMinor !== undefined ? { min: q.minPriceMinor ?? 0, max: q.maxPriceMinor ?? 2 ** 31 - 1 } : undefined;
    const price = asked ? this.priceSet(asked.min, asked.max) : undefined;
    const selected = GROUP_KEYS.flatMap((key) => (q.filters[key].length ? [{ key, ids: q.filters[key], set: this.unionOf(key, q.filters[key]) }] : []));
    // Sets many queries share (everything; everything with one value) are counted once per index;
    // another set is counted directly or, when it keeps most of such a set, by what it leaves out.
    const oneValue = ({ key, ids, set }: (typeof selected)[number]) =>
      this.facets.commonPass(`${q.inStock}:${key}:${ids[0]}`, () => intersectionOf([base, set]));
    const everything = () => this.facets.commonPass(`${q.inStock}`, () => (q.inStock ? this.available : this.present));
    // The matches of the search words alone: what every set of this query is within.
    const searched = text ? () => this.facets.searchPass(`${q.inStock}:${[...new Set(words)].sort().join(' ')}`, () => base.clone()) : undefined;
    /** The matches without one group's filter (or without the price). */
    const combine = (without?: FilterKey, withoutPrice = false): CountTarget => {
      const kept = selected.filter(({ key }) => key !== without);
      const usePrice = price && !withoutPrice;
      const sets = [...kept.map(({ set }) => set), ...(usePrice ? [price] : [])];
      // With search words the base is narrower than the sets kept per index.
      const plain = q.words.length === 0;
      const single = plain ? kept.find(({ ids }) => ids.length === 1) : undefined;
      const exact = plain ? sets.length === 0 || (sets.length === 1 && single !== undefined) : searched !== undefined && sets.length === 0;
      return {
        set: sets.length === 0 ? base : intersectionOf([base, ...sets], this.scratchSet()),
        reference: single ? () => oneValue(single) : (searched ?? everything),
        exact,
        // A group's own counts over a price range alone: read from the group's values (price-counts.ts).
        inPriceRange: without !== undefined && plain && !q.inStock && kept.length === 0 && usePrice ? asked : undefined,
      };
    };
    const matched = combine();

    const facets = Object.fromEntries(GROUP_KEYS.map((key) => [key, new Map<number, number>()])) as IndexAnswer['facets'];
    // Groups without a selection count over the matches; a selected group over the matches of the others.
    const selectedMask = selected.reduce((mask, { key }) => mask | (1 << GROUP_KEYS.indexOf(key)), 0);
    const total = this.facets.count(matched, q.withFacets ? ALL_GROUPS & ~selectedMask : 0, facets);
    if (q.withFacets) for (const { key } of selected) this.facets.countGroup(combine(key), GROUP_KEYS.indexOf(key), facets);
    const priceRange = q.withFacets ? priceBounds(this.parts, price ? combine(undefined, true).set : matched.set) : { minMinor: 0, maxMinor: 0 };
    const slots =
      q.sort === 'relevance' && text
        ? byRelevance(this.parts, matched.set, text, q.offset + q.limit, total, this.scratchSet())
        : inOrder(this.parts, matched.set, total, q.sort === 'relevance' ? 'featured' : q.sort, q.offset + q.limit);
    const { productIds, productOf, variantIds } = this.parts;
    const page = slots.slice(q.offset, q.offset + q.limit).map((slot) => ({ productId: productIds[productOf[slot]!]!, variantId: variantIds[slot]! }));
    return { page, total, facets, priceRange };
  }

  private unionOf(key: FilterKey, ids: readonly number[]): BitSet {
    const sets = ids.flatMap((id) => {
      const value = this.parts.valueOf.get(`${key}:${id}`);
      return value === undefined ? [] : [this.valueSets[value]!];
    });
    if (sets.length === 0) return BitSet.ofSize(this.slotCount);
    if (sets.length === 1) return sets[0]!;
    const union = this.scratchSet().copy(sets[0]!);
    for (const set of sets.slice(1)) union.union(set);
    return union;
  }

  /**
   * A set to work in during one query (the query runs without a pause, so they are reused by the
   * next): no query leaves tens of kilobytes behind for the collector.
   */
  private scratchSet(): BitSet {
    if (this.scratchUsed === this.scratch.length) this.scratch.push(BitSet.ofSize(this.slotCount));
    return this.scratch[this.scratchUsed++]!;
  }

  /** The building block kept under `key`, made when missing (the least recently used goes). */
  private block(key: string, make: () => BitSet[]): BitSet[] {
    return this.blocks.getOrMake(key, make);
  }

  private priceSet(min: number, max: number): BitSet {
    return this.block(`price:${min}:${max}`, () => {
      const { sortedPrices, orders } = this.parts;
      const from = lowerBound(sortedPrices, min);
      const to = lowerBound(sortedPrices, max + 1);
      const set = BitSet.ofSize(this.slotCount);
      const order = orders.get('price-asc')!;
      for (let i = from; i < to; i++) set.add(order[i]!);
      return [set];
    })[0]!;
  }

  /** Per word, the slots where it starts a word of each field; `all` where every word does somewhere. */
  private textSets(words: readonly string[]): { all: BitSet; fields: BitSet[][] } {
    const fields = words.map((word) =>
      this.block(`word:${word}`, () => {
        const { stems, postings } = this.parts;
        const prefix = stem(word);
        const from = lowerBound(stems, prefix);
        let to = from;
        while (to < stems.length && stems[to]!.startsWith(prefix)) to++;
        const sets = FIELDS.map((_, field) => {
          const set = BitSet.ofSize(this.slotCount);
          for (let i = from; i < to; i++) for (const slot of postings[field]![i]!) set.add(slot);
          return set;
        });
        return [...sets, sets.slice(1).reduce((union, set) => union.union(set), sets[0]!.clone())];
      }),
    );
    const all = this.scratchSet().copy(fields[0]![3]!);
    for (const sets of fields.slice(1)) all.intersection(sets[3]!);
    return { all, fields: fields.map((sets) => sets.slice(0, 3)) };
  }
}

/**
 * Builds an index from rows given in batches (IndexPartsBuilder: in product order, each product's
 * variants in position order, the numbers of products and variants known first), then the index.
 */
export class ListingIndexBuilder extends IndexPartsBuilder {
  /** The index, made at once. */
  finish(): ListingIndex {
    return new ListingIndex(inSharedMemory(this.parts()));
  }

  /** The index, made a step at a time with requests let in between. */
  async finishInSteps(): Promise<ListingIndex> {
    return new ListingIndex(inSharedMemory(await this.partsInSteps()));
  }
}
