/**
 * A small in-memory sliding window: at most `limit` hits per key within `windowMs`. Enough for
 * one shop process (decision record 003); several processes would each count on their own.
 */
import { TooManyRequests } from '../../domain/errors.ts';

export { TooManyRequests };

export class SlidingWindow {
  private readonly hits = new Map<string, number[]>();

  constructor(
    readonly limit: number,
    readonly windowMs: number,
  ) {}

  /** Hits of `key` still inside the window (forgetting older ones). */
  count(key: string, now = Date.now()): number {
    const recent = this.recent(key, now);
    if (recent.length) this.hits.set(key, recent);
    else this.hits.delete(key);
    return recent.length;
  }

  isBlocked(key: string, now = Date.now()): boolean {
    return this.count(key, now) >= this.limit;
  }

  record(key: string, now = Date.now()): void {
    const recent = this.recent(key, now);
    recent.push(now);
    this.hits.set(key, recent);
    if (this.hits.size > 10_000) this.sweep(now);
  }

  private recent(key: string, now: number): number[] {
    return (this.hits.get(key) ?? []).filter((at) => now - at < this.windowMs);
  }

  /** Keeps memory bounded when many keys pass by once. */
  private sweep(now: number): void {
    for (const key of [...this.hits.keys()]) this.count(key, now);
  }
}

/**
 * Attempts counted per e-mail address and per client address: either reaching its limit refuses
 * the attempt. Without a known client address only the e-mail is counted.
 */
export class AttemptThrottle {
  private readonly byEmail: SlidingWindow;
  private readonly byIp: SlidingWindow;
  private readonly message: string;

  constructor(options: { perEmail: number; perIp: number; windowMs: number; message: string }) {
    this.byEmail = new SlidingWindow(options.perEmail, options.windowMs);
    this.byIp = new SlidingWindow(options.perIp, options.windowMs);
    this.message = options.message;
  }

  /** Throws TooManyRequests when this e-mail or client address has used up its attempts. */
  check(email: string, ip: string | undefined, now = Date.now()): void {
    if (this.byEmail.isBlocked(email.toLowerCase(), now) || (ip !== undefined && this.byIp.isBlocked(ip, now))) {
      throw new TooManyRequests(this.message);
    }
  }

  record(email: string, ip: string | undefined, now = Date.now()): void {
    this.byEmail.record(email.toLowerCase(), now);
    if (ip !== undefined) this.byIp.record(ip, now);
  }
}
