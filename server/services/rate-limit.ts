/**
 * Rate limits shared by every process of the shop: a fixed-window counter per key in PostgreSQL
 * (`rate_limits`), raised by one upsert per key before the work it guards is done. Counting first
 * means a burst sent at once is limited exactly like one sent slowly: the database serialises the
 * increments, so the (limit + 1)th attempt sees the count over the limit whatever the timing.
 */
import { lt, sql } from 'drizzle-orm';
import { TooManyRequests } from '../../domain/errors.ts';
import type { DbOrTx } from '../db/client.ts';
import { rateLimits } from '../db/schema/index.ts';

export { TooManyRequests };

/** At most `limit` attempts per key within a window of `windowSeconds`. */
export interface RateLimit {
  /** Prefix of the keys, e.g. `login:pair`. */
  readonly name: string;
  readonly limit: number;
  readonly windowSeconds: number;
}

/** One counter to raise: which limit, and whose attempts (an account, a client address, a pair). */
export interface RateCheck {
  limit: RateLimit;
  /** Whose attempts; checks with an undefined key (e.g. no known client address) are skipped. */
  key: string | undefined;
}

/** Counts one attempt for `key`; answers the attempts in the current window and the seconds until it ends. */
async function count(db: DbOrTx, limit: RateLimit, key: string): Promise<{ hits: number; retryAfterSeconds: number }> {
  const window = sql`make_interval(secs => ${limit.windowSeconds})`;
  const expired = sql`${rateLimits.windowStart} <= now() - ${window}`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key: `${limit.name}:${key}`, windowStart: sql`now()`, hits: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        hits: sql`CASE WHEN ${expired} THEN 1 ELSE ${rateLimits.hits} + 1 END`,
        windowStart: sql`CASE WHEN ${expired} THEN now() ELSE ${rateLimits.windowStart} END`,
      },
    })
    .returning({ hits: rateLimits.hits, retryAfterSeconds: sql<number>`ceil(extract(epoch from ${rateLimits.windowStart} + ${window} - now()))::int` });
  return { hits: row!.hits, retryAfterSeconds: Math.max(1, row!.retryAfterSeconds) };
}

/**
 * Counts one attempt against each check, then refuses with TooManyRequests (429, Retry-After)
 * when any of them is over its limit. Every check is counted even when an earlier one refuses,
 * so an attacker cannot save budget on one key by exhausting another.
 */
export async function consume(db: DbOrTx, checks: RateCheck[], message: string): Promise<void> {
  const counted = await Promise.all(
    checks.filter((check) => check.key !== undefined).map(async (check) => ({ check, ...(await count(db, check.limit, check.key!)) })),
  );
  const over = counted.filter(({ check, hits }) => hits > check.limit.limit);
  if (over.length) throw new TooManyRequests(message, Math.max(...over.map((o) => o.retryAfterSeconds)));
}

/** Forgets windows older than a day (the longest window a limit uses); run now and then. */
export async function sweepRateLimits(db: DbOrTx): Promise<number> {
  const removed = await db
    .delete(rateLimits)
    .where(lt(rateLimits.windowStart, sql`now() - interval '1 day'`))
    .returning({ key: rateLimits.key });
  return removed.length;
}
