/**
 * A selected group's own facet counts over a price range alone (no other filter), without a walk
 * of the range's products: per value, its slots in price order, each with the price of its
 * product's previous slot carrying the value. A product has a slot priced from `min` to `max`
 * exactly when one of its slots is priced in that range and its previous one below `min`.
 */
import { lowerBound, type IndexParts } from './parts.ts';

/** Slots a block of a value's slots in price order holds. */
const PRICE_BLOCK = 128;

/** A value's slots in price order, each with its product's previous slot's price (-1: none). */
interface PricedSlots {
  prices: Int32Array;
  previous: Int32Array;
  /** `previous`, sorted within each block of PRICE_BLOCK. */
  sortedPrevious: Int32Array;
}

/** Per value of one index, its slots in price order, made when the value is first asked for. */
export class PriceCounts {
  private readonly byValue: Array<PricedSlots | undefined> = [];

  constructor(private readonly parts: IndexParts) {}

  /**
   * Products with a slot that carries `value` and is priced from `min` to `max`. Such a product
   * has exactly one slot that is its first (in price order, among its slots with the value)
   * priced at `min` or more and is priced at `max` or less: the slots priced in the range whose
   * product's previous slot is priced below `min`. Two binary searches find the slots in the
   * range; the previous prices are sorted within blocks, so a whole block is counted by one more.
   */
  productsPricedIn(value: number, min: number, max: number): number {
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
    let priced = this.byValue[value];
    if (priced) return priced;
    const { price, productOf, productIds } = this.parts;
    const slots: number[] = [];
    const words = this.parts.valueSets[value]!;
    const present = this.parts.present;
    for (let w = 0; w < words.length; w++) {
      let word = words[w]! & present[w]!;
      while (word !== 0) {
        slots.push((w << 5) + 31 - Math.clz32(word & -word));
        word &= word - 1;
      }
    }
    // In price order, a slot's previous one of its product is the last of that product seen.
    slots.sort((a, b) => price[a]! - price[b]! || a - b);
    const lastPrice = new Int32Array(productIds.length).fill(-1);
    const prices = Int32Array.from(slots, (slot) => price[slot]!);
    const previous = Int32Array.from(slots, (slot) => {
      const before = lastPrice[productOf[slot]!]!;
      lastPrice[productOf[slot]!] = price[slot]!;
      return before;
    });
    const sortedPrevious = previous.slice();
    for (let at = 0; at < sortedPrevious.length; at += PRICE_BLOCK) sortedPrevious.subarray(at, at + PRICE_BLOCK).sort();
    priced = { prices, previous, sortedPrevious };
    this.byValue[value] = priced;
    return priced;
  }
}
