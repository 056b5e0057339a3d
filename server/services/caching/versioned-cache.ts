/**
 * An in-process cache of computed answers, keyed by the catalogue version stored in the
 * database: any catalogue change (in this process or another) bumps the version and every
 * entry becomes stale at once. Concurrent requests for the same key share one computation.
 */
export class VersionedCache<T> {
  private version: string | undefined;
  private readonly entries = new Map<string, Promise<T>>();

  constructor(private readonly maxEntries = 500) {}

  async get(version: string, key: string, compute: () => Promise<T>): Promise<T> {
    if (version !== this.version) {
      this.entries.clear();
      this.version = version;
    }
    const hit = this.entries.get(key);
    if (hit) {
      // Least recently used goes first: re-insert to mark it fresh.
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit;
    }
    const pending = compute();
    this.entries.set(key, pending);
    pending.catch(() => this.entries.get(key) === pending && this.entries.delete(key));
    while (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    return pending;
  }

  get size(): number {
    return this.entries.size;
  }
}
