/**
 * A set of slots as a fixed number of 32-bit words: bit `i & 31` of word `i >>> 5` is slot `i`.
 * Every set of one index has as many words as the index has slots, so two sets always line up
 * word by word. The engine's hot loops read and write `words` directly; the methods are what the
 * rest needs. (The engine used the `fastbitset` library until 2026-11-27, reaching into its words
 * through casts; this is the part of it the engine used, typed.)
 */
export class BitSet {
  constructor(readonly words: Int32Array) {}

  /** An empty set with room for slots 0 to `size` - 1. */
  static ofSize(size: number): BitSet {
    return new BitSet(new Int32Array((size + 31) >>> 5));
  }

  add(slot: number): void {
    this.words[slot >>> 5]! |= 1 << (slot & 31);
  }

  /** Empties the set. */
  clear(): this {
    this.words.fill(0);
    return this;
  }

  /** Makes this set a copy of `other`. */
  copy(other: BitSet): this {
    this.words.set(other.words);
    return this;
  }

  clone(): BitSet {
    return new BitSet(this.words.slice());
  }

  /** Adds the slots of `other` to this set. */
  union(other: BitSet): this {
    const words = this.words;
    const theirs = other.words;
    for (let i = 0; i < words.length; i++) words[i]! |= theirs[i]!;
    return this;
  }

  /** Keeps only the slots `other` has too. */
  intersection(other: BitSet): this {
    const words = this.words;
    const theirs = other.words;
    for (let i = 0; i < words.length; i++) words[i]! &= theirs[i]!;
    return this;
  }

  /** Slots in the set. */
  count(): number {
    const words = this.words;
    let bits = 0;
    for (let i = 0; i < words.length; i++) bits += popcount(words[i]!);
    return bits;
  }
}

function popcount(v: number): number {
  v -= (v >>> 1) & 0x55555555;
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (((v + (v >>> 4)) & 0xf0f0f0f) * 0x1010101) >>> 24;
}

/** The slots all `sets` have, written into `out` (a new set unless given), in one pass over their words. */
export function intersectionOf(sets: readonly BitSet[], out = new BitSet(new Int32Array(sets[0]!.words.length))): BitSet {
  const first = sets[0]!.words;
  const target = out.words;
  if (sets.length === 2) {
    const second = sets[1]!.words;
    for (let i = 0; i < target.length; i++) target[i] = first[i]! & second[i]!;
    return out;
  }
  target.set(first);
  for (let k = 1; k < sets.length; k++) {
    const other = sets[k]!.words;
    for (let i = 0; i < target.length; i++) target[i]! &= other[i]!;
  }
  return out;
}
