/**
 * The facet passes' tally of value combinations (facets.ts): products share few combinations of
 * values, so each combination is counted once in a small table and its values added at the end,
 * instead of each product's values one by one.
 */

/** Combinations within this many bits are counted in a plain array of 2^DIRECT_SPAN places. */
const DIRECT_SPAN = 10;

/**
 * How many times each combination of bits was added, then each combination's bits counted that
 * many times. Only the bits asked for (`keepBits`) are kept: the groups a pass counts, not the others
 * that share their pack. When those bits lie within DIRECT_SPAN bits, a combination is its own
 * place in a plain array; otherwise the table is open-addressing and grows.
 */
export class PatternCounts {
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
export function addBits(bits: number, times: number, tallies: Int32Array, offset: number): void {
  while (bits !== 0) {
    const low = bits & -bits;
    bits ^= low;
    tallies[offset + 31 - Math.clz32(low)]! += times;
  }
}
