import { RecentlyUsed } from './recently-used.ts';

/**
 * An in-process cache of computed answers, keyed by the catalogue version stored in the
 * database: any catalogue change (in this process or another) bumps the version and every
 * entry becomes stale at once. Concurrent requests for the same key share one computation.
 */
export class VersionedCache<T> {
  private version: string | undefined;
  private readonly entries: RecentlyUsed<string, Promise<T>>;

  constructor(maxEntries = 500) {
    this.entries = new RecentlyUsed(maxEntries);
  }

  async get(version: string, key: string, compute: () => Promise<T>): Promise<T> {
    if (version !== this.version) {
      this.entries.clear();
      this.version = version;
    }
    const kept = this.entries.get(key);
    if (kept) return kept;
    const pending = compute();
    this.entries.set(key, pending);
    // A failure is forgotten (once, when it is made: not a handler more at every hit).
    pending.catch(() => this.entries.delete(key, pending));
    return pending;
  }

  get size(): number {
    return this.entries.size;
  }
}
