/**
 * Work done in the background one task at a time, each followed by a pause as long as it took:
 * background work then takes at most about half the processor from what the shop is asked, and
 * less the busier the shop is (a task waits its turns longer). The page cache renders stale pages
 * again through it (page-cache.ts).
 */
export class RefreshQueue {
  private readonly waiting = new Map<string, () => Promise<void>>();
  private running = false;

  /** At most `limit` tasks wait (the one running among them): each holds what it needs until it runs. */
  constructor(readonly limit: number) {}

  /** Queues `task` under `key` unless one is queued under it or the queue is full; says whether it did. */
  add(key: string, task: () => Promise<void>): boolean {
    if (this.waiting.has(key) || this.waiting.size >= this.limit) return false;
    this.waiting.set(key, task);
    if (!this.running) void this.run();
    return true;
  }

  get size(): number {
    return this.waiting.size;
  }

  private async run(): Promise<void> {
    this.running = true;
    // A Map iterates over what is added while it runs: tasks queued meanwhile join the turn.
    for (const [key, task] of this.waiting) {
      const started = performance.now();
      await task().catch(() => undefined);
      this.waiting.delete(key);
      await new Promise((resolve) => setTimeout(resolve, performance.now() - started).unref());
    }
    this.running = false;
  }
}
