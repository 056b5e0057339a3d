/**
 * A map of at most `limit` entries: when one more is set, the least recently used goes. A Map
 * iterates in insertion order, so a use moves its entry to the end and the first is the oldest.
 */
export class RecentlyUsed<K, V> {
  private readonly entries = new Map<K, V>();

  constructor(readonly limit: number) {}

  /** The entry under `key`, now the most recently used. */
  get(key: K): V | undefined {
    const value = this.entries.get(key);
    if (value !== undefined) {
      this.entries.delete(key);
      this.entries.set(key, value);
    }
    return value;
  }

  /** The entry under `key`, made by `make` when missing. */
  getOrMake(key: K, make: () => V): V {
    const kept = this.get(key);
    if (kept !== undefined) return kept;
    const made = make();
    this.set(key, made);
    return made;
  }

  set(key: K, value: V): void {
    this.entries.delete(key);
    this.entries.set(key, value);
    while (this.entries.size > this.limit) this.entries.delete(this.entries.keys().next().value!);
  }

  /** Removes the entry under `key` when it still holds `value` (or any value, without one). */
  delete(key: K, value?: V): void {
    if (value === undefined || this.entries.get(key) === value) this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}
