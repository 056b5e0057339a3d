/**
 * The facet passes' walk (facets.ts): a set's slots in order, a product at a time, each
 * product's values in a pack (32 bits, one per value) OR'ed over its slots in the set and tallied
 * once per product, a byte at a time: four tables of 256 places per pack, one place per
 * combination of a byte's bits. Each place's bits are counted at the end, as many times as the
 * place was tallied; bits add up per place, so the counts are exact.
 *
 * Four packs are walked at once with their values in locals, not in arrays indexed per pack:
 * on the large shop this walk took 36 µs where a loop over the packs took 40 µs (one pack), and
 * 59 µs against 72 µs (three), per set of 2,300 slots. The hash table of whole combinations it
 * replaced took 57 and 105 µs: a pack of the large shop has 13,000 combinations, and the
 * table's probes spread over hundreds of kilobytes where these tables hold 16 KiB.
 */

/** Places per byte. */
const BYTE = 256;
/** Places per pack. */
const PACK = 4 * BYTE;
/** Packs one walk tallies. */
export const PACKS_PER_WALK = 4;

/** The tables of one walk, reused by the next (a walk runs without a pause). */
export class PackTallies {
  private readonly places = new Int32Array(PACKS_PER_WALK * PACK);

  /**
   * Walks the slots of `words` (a set), each product's slots side by side (`productOf`): per
   * product, its slots' bits in each of `masks` (up to four packs) OR'ed, then tallied. Answers
   * the products.
   */
  walk(words: Int32Array, productOf: Int32Array, masks: readonly Int32Array[]): number {
    const places = this.places;
    const packs = masks.length;
    // Packs not walked are never read (each step asks `packs`, the same for the whole walk).
    const m0 = masks[0] ?? words;
    const m1 = masks[1] ?? words;
    const m2 = masks[2] ?? words;
    const m3 = masks[3] ?? words;
    let h0 = 0;
    let h1 = 0;
    let h2 = 0;
    let h3 = 0;
    let products = 0;
    let current = -1;
    for (let w = 0; w < words.length; w++) {
      let word = words[w]!;
      while (word !== 0) {
        const slot = (w << 5) + 31 - Math.clz32(word & -word);
        word &= word - 1;
        const product = productOf[slot]!;
        if (product !== current) {
          if (current >= 0) tallyProduct(places, packs, h0, h1, h2, h3);
          h0 = h1 = h2 = h3 = 0;
          current = product;
          products++;
        }
        if (packs > 0) {
          h0 |= m0[slot]!;
          if (packs > 1) {
            h1 |= m1[slot]!;
            if (packs > 2) {
              h2 |= m2[slot]!;
              if (packs > 3) h3 |= m3[slot]!;
            }
          }
        }
      }
    }
    if (current >= 0) tallyProduct(places, packs, h0, h1, h2, h3);
    return products;
  }

  /**
   * Adds the products of the walk's pack `pack` into `tallies[offset + bit]` for each of its
   * `wanted` bits, and empties that pack's tables.
   */
  drain(pack: number, wanted: number, tallies: Int32Array, offset: number): void {
    const places = this.places;
    for (let byte = 0; byte < 4; byte++) {
      const start = pack * PACK + byte * BYTE;
      const shift = byte * 8;
      // Place 0 of each byte tallies the products without a bit in it.
      places[start] = 0;
      for (let place = 1; place < BYTE; place++) {
        const times = places[start + place]!;
        if (times === 0) continue;
        places[start + place] = 0;
        addBits((place << shift) & wanted, times, tallies, offset);
      }
    }
  }
}

/** Tallies a product's bits in the first `packs` packs of a walk. */
function tallyProduct(places: Int32Array, packs: number, h0: number, h1: number, h2: number, h3: number): void {
  if (packs === 0) return;
  tally(places, 0, h0);
  if (packs === 1) return;
  tally(places, PACK, h1);
  if (packs === 2) return;
  tally(places, 2 * PACK, h2);
  if (packs === 3) return;
  tally(places, 3 * PACK, h3);
}

/** Tallies a product's bits of one pack, a byte at a time, into the pack's tables at `at`. */
function tally(places: Int32Array, at: number, bits: number): void {
  places[at + (bits & 0xff)]!++;
  places[at + BYTE + ((bits >>> 8) & 0xff)]!++;
  places[at + 2 * BYTE + ((bits >>> 16) & 0xff)]!++;
  places[at + 3 * BYTE + (bits >>> 24)]!++;
}

/** Adds `times` into `tallies[offset + bit]` for each set bit of `bits`. */
export function addBits(bits: number, times: number, tallies: Int32Array, offset: number): void {
  while (bits !== 0) {
    const low = bits & -bits;
    bits ^= low;
    tallies[offset + 31 - Math.clz32(low)]! += times;
  }
}
