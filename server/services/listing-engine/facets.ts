/**
 * Facet counts: how many products (not variants) of a set carry each value. One pass over the
 * set's slots ORs each product's values (per 32-bit pack of groups, tallied in pack-tallies.ts;
 * larger groups keep lists) and counts them once per product. Sets many queries share
 * (everything; everything with one value) are counted once per index, and the matches of the
 * words searched most recently while they are; a set that keeps most of one of those is counted
 * from its counts less what the products with slots left out lose, which is cheaper than
 * counting what stays. A group's own counts over a price range alone are read from its values' slots in price
 * order (price-counts.ts), without a walk.
 */
import { RecentlyUsed } from '../caching/index.ts';
import type { BitSet } from './bitset.ts';
import { GROUP_KEYS, type IndexAnswer, type IndexParts } from './parts.ts';
import { addBits, PACKS_PER_WALK, PackTallies } from './pack-tallies.ts';
import { PriceCounts } from './price-counts.ts';

/** A counted set: its slots, its products, and per global value the products that carry it. */
export interface CountPass {
  set: BitSet;
  /** Slots in the set. */
  slots: number;
  total: number;
  counts: Int32Array;
}

/** What a count pass counts: a set, the pass it may count from, and whether it is that pass exactly. */
export interface CountTarget {
  set: BitSet;
  reference: () => CountPass;
  exact: boolean;
  /** Set when `set` is the products priced in this range, no other filter (PriceCounts). */
  inPriceRange?: { min: number; max: number };
}

/** Every group, as a mask of group numbers. */
const ALL_GROUPS = (1 << GROUP_KEYS.length) - 1;

/**
 * Searches whose passes are kept (the least recently asked goes first): shoppers search for few
 * words many times, and a pass holds its set (a bit per slot: 23.5 KB at 188,000 slots).
 */
const SEARCHES_KEPT = 64;

/** The facet counts of one index, with what it keeps between queries to count them. */
export class FacetCounts {
  /** Facet passes over sets that many queries share (everything; one value). */
  private readonly common = new Map<string, CountPass>();
  /** Facet passes over the matches of search words, the most recently asked last. */
  private readonly searched = new RecentlyUsed<string, CountPass>(SEARCHES_KEPT);
  private readonly priced: PriceCounts;
  private readonly walks = new PackTallies();

  constructor(private readonly parts: IndexParts) {
    this.priced = new PriceCounts(parts);
  }

  /** The pass over a set many queries share, counted the first time it is asked for by `name`. */
  commonPass(name: string, set: () => BitSet): CountPass {
    let pass = this.common.get(name);
    if (!pass) {
      pass = this.passOver(set());
      this.common.set(name, pass);
    }
    return pass;
  }

  /** The pass over the matches of search words (no filter), kept while they are among the SEARCHES_KEPT most recently asked. */
  searchPass(name: string, set: () => BitSet): CountPass {
    return this.searched.getOrMake(name, () => this.passOver(set()));
  }

  private passOver(set: BitSet): CountPass {
    return { set, slots: set.count(), ...this.countPass(set, ALL_GROUPS) };
  }

  /**
   * Products in the set (each counted once, however many of its variants match), and into
   * `facets` the products per value of the groups in `groupMask`.
   */
  count(target: CountTarget, groupMask: number, facets: IndexAnswer['facets']): number {
    const { packOfGroup, valueGroup, valueId } = this.parts;
    let answer: { total: number; counts: Int32Array };
    if (target.exact) {
      answer = target.reference();
    } else if (groupMask === 0 || GROUP_KEYS.some((_, group) => (groupMask >>> group) & 1 && packOfGroup[group]! < 0)) {
      answer = this.countPass(target.set, groupMask);
    } else {
      answer = this.countFrom(target.set, target.reference(), groupMask);
    }
    const { counts } = answer;
    for (let value = 0; value < counts.length; value++) {
      if (counts[value]! > 0 && (groupMask >>> valueGroup[value]!) & 1) facets[GROUP_KEYS[valueGroup[value]!]!].set(valueId[value]!, counts[value]!);
    }
    return answer.total;
  }

  /** The products per value of one group over a selected group's set (its total is not asked for). */
  countGroup(target: CountTarget, group: number, facets: IndexAnswer['facets']): void {
    const range = target.inPriceRange;
    if (!range) {
      this.count(target, 1 << group, facets);
      return;
    }
    const { valueGroup, valueId } = this.parts;
    for (let value = 0; value < valueGroup.length; value++) {
      if (valueGroup[value] !== group) continue;
      const products = this.priced.productsPricedIn(value, range.min, range.max);
      if (products > 0) facets[GROUP_KEYS[group]!].set(valueId[value]!, products);
    }
  }

  /**
   * Counts `set`, a subset of `reference`'s set: directly when it is the smaller part, else from
   * the reference's counts less what the products with slots left out lose.
   */
  private countFrom(set: BitSet, reference: CountPass, groupMask: number): { total: number; counts: Int32Array } {
    // The set is within the reference's, so what it leaves out is the rest of the reference's slots.
    if (set.count() * 2 <= reference.slots) return this.countPass(set, groupMask);

    const kept = set.words;
    const whole = reference.set.words;
    const counts = reference.counts.slice();
    let total = reference.total;
    const { productOf, productStart, packs, packValue } = this.parts;
    const packsUsed = this.packsOf(groupMask);
    const masks = packsUsed.map((pack) => packs[pack]!);
    const wanted = packsUsed.map((pack) => this.bitsOf(pack, groupMask));
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
          const values = packValue[packsUsed[g]!]!;
          while (lost !== 0) {
            const low = lost & -lost;
            lost ^= low;
            counts[values[31 - Math.clz32(low)]!]!--;
          }
        }
        if (!anyKept && !anySlot(kept, productStart, product)) total--;
      }
    }
    return { total, counts };
  }

  /** The packs that hold these groups. */
  private packsOf(groupMask: number): number[] {
    const { packOfGroup } = this.parts;
    return [...new Set(GROUP_KEYS.flatMap((_, group) => ((groupMask >>> group) & 1 && packOfGroup[group]! >= 0 ? [packOfGroup[group]!] : [])))];
  }

  private countPass(set: BitSet, groupMask: number): { total: number; counts: Int32Array } {
    const { packs, packValue, packOfGroup, groupStart, groupValues } = this.parts;
    const counts = new Int32Array(this.parts.valueGroup.length);
    // Packed groups: OR the bits of each product's matching slots, then count them once per product.
    const packsUsed = this.packsOf(groupMask);
    const masks = packsUsed.map((pack) => packs[pack]!);
    const tallies = new Int32Array(masks.length << 5);
    // Larger groups: each value counted once per product.
    const listed = GROUP_KEYS.flatMap((_, group) => ((groupMask >>> group) & 1 && packOfGroup[group]! < 0 ? [group] : []));
    let total: number;
    if (listed.length === 0) {
      total = this.countPacked(
        set.words,
        masks,
        packsUsed.map((pack) => this.bitsOf(pack, groupMask)),
        tallies,
      );
    } else {
      const lists = { starts: listed.map((group) => groupStart[group]!), values: listed.map((group) => groupValues[group]!) };
      total = this.countListed(set.words, masks, lists, tallies, counts);
    }
    packsUsed.forEach((pack, g) => packValue[pack]!.forEach((value, bit) => (counts[value] = tallies[(g << 5) + bit]!)));
    return { total, counts };
  }

  /**
   * A count with groups of more than 32 values: a slot at a time, each product's pack bits OR'ed
   * into `tallies` (per pack, 32 places) once per product, each listed value counted into `counts`
   * once per product. Answers the products.
   */
  private countListed(
    words: Int32Array,
    masks: Int32Array[],
    lists: { starts: Int32Array[]; values: Uint16Array[] },
    tallies: Int32Array,
    counts: Int32Array,
  ): number {
    const { productOf } = this.parts;
    const packCount = masks.length;
    const held = new Int32Array(packCount);
    const { starts, values: listValues } = lists;
    const last = new Int32Array(counts.length).fill(-1);
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
          const list = listValues[g]!;
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
    return total;
  }

  /** The bits of pack `pack` that hold the values of the groups in `groupMask`. */
  private bitsOf(pack: number, groupMask: number): number {
    const { valueGroup } = this.parts;
    let bits = 0;
    this.parts.packValue[pack]!.forEach((value, bit) => {
      if ((groupMask >>> valueGroup[value]!) & 1) bits |= 1 << bit;
    });
    return bits;
  }

  /**
   * The packed count: a product at a time, its matching slots' bits OR'ed per pack and tallied
   * (pack-tallies.ts), four packs per walk. Answers the products.
   */
  private countPacked(words: Int32Array, masks: Int32Array[], wanted: number[], tallies: Int32Array): number {
    const { productOf } = this.parts;
    let total = 0;
    // One walk at least: with no pack, it counts the products.
    for (let from = 0; from === 0 || from < masks.length; from += PACKS_PER_WALK) {
      total = this.walks.walk(words, productOf, masks.slice(from, from + PACKS_PER_WALK));
      for (let g = from; g < Math.min(masks.length, from + PACKS_PER_WALK); g++) this.walks.drain(g - from, wanted[g]!, tallies, g << 5);
    }
    return total;
  }
}

/** Whether the product has a slot in `words`. */
function anySlot(words: Int32Array, productStart: Int32Array, product: number): boolean {
  for (let slot = productStart[product]!, end = productStart[product + 1]!; slot < end; slot++) if ((words[slot >>> 5]! >>> (slot & 31)) & 1) return true;
  return false;
}
