/**
 * Rate limits shared by every process of the shop: a fixed-window counter per key in PostgreSQL
 * (`rate_limits`), raised by an upsert before the work it guards is done. Counting first
 * means a burst sent at once is limited exactly like one sent slowly: the database serialises the
 * increments, so the (limit + 1)th attempt sees the count over the limit whatever the timing.
 */
import { lt, sql } from 'drizzle-orm';
import { TooManyRequests } from '../../../domain/errors.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { namedStatement, RELAXED_COMMIT, runNamed } from '../../db/prepared.ts';
import { rateLimits } from '../../db/schema/index.ts';

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

/** What a count answers per key: the attempts in its current window and the seconds since that window began. */
export interface CountedRow {
  key: string;
  hits: number;
  elapsed_seconds: number;
}

/**
 * The count as a statement's common table expression named `counted`, the keys and their
 * windows' lengths in seconds the parameters `$first` (text[]) and `$first + 1` (int[]): one
 * attempt for each key, in key order so two callers counting the same keys take their rows in the
 * same order and never deadlock. A statement that counts beside its own work (an order's first
 * read) saves a round trip; `counted` holds one {@link CountedRow} per key.
 *
 * The count's commit is not waited for on disk (RELAXED_COMMIT: a count lost in a crash of the
 * machine costs nothing), so the statement must run alone on the pool, not in a transaction that
 * writes anything else.
 */
export function countedSql(first: number): string {
  return `attempt AS (SELECT * FROM unnest($${first}::text[], $${first + 1}::int[]) AS a(key, window_seconds)),
  relaxed AS (SELECT ${RELAXED_COMMIT}),
  counted AS (
    INSERT INTO rate_limits AS r (key, window_start, hits)
    SELECT key, now(), 1 FROM attempt, relaxed ORDER BY key
    ON CONFLICT (key) DO UPDATE SET
      hits = CASE WHEN r.window_start <= now() - make_interval(secs => (SELECT window_seconds FROM attempt WHERE attempt.key = excluded.key))
        THEN 1 ELSE r.hits + 1 END,
      window_start = CASE WHEN r.window_start <= now() - make_interval(secs => (SELECT window_seconds FROM attempt WHERE attempt.key = excluded.key))
        THEN now() ELSE r.window_start END
    RETURNING r.key, r.hits, extract(epoch from now() - r.window_start)::float8 AS elapsed_seconds
  )`;
}

const COUNT = namedStatement<CountedRow>('rate-limit-count', `WITH ${countedSql(1)} SELECT key, hits, elapsed_seconds FROM counted`);

/** Checks made ready to count: the keys and windows to pass to {@link countedSql}, each key's limit, and the refusal's message. */
export interface Counting {
  values: [keys: string[], windowSeconds: number[]];
  limits: ReadonlyMap<string, RateLimit>;
  message: string;
}

/** The keys these checks count (a check with an undefined key is skipped); a key checked twice is a mistake. */
export function counting(checks: RateCheck[], message: string): Counting {
  const limits = new Map<string, RateLimit>();
  for (const check of checks) {
    if (check.key === undefined) continue;
    const key = `${check.limit.name}:${check.key}`;
    if (limits.has(key)) throw new Error(`Rate limit ${key} is checked twice in one call`);
    limits.set(key, check.limit);
  }
  return { values: [[...limits.keys()], [...limits.values()].map((limit) => limit.windowSeconds)], limits, message };
}

/**
 * Refuses with TooManyRequests (429, Retry-After) when any counted key is over its limit. The
 * elapsed time can be negative: `now()` is when each statement's transaction began, so a count
 * that began a moment earlier than the one that opened the window reads a window opened "later";
 * the wait is kept within the window.
 */
export function refuseOverLimit(count: Counting, rows: readonly CountedRow[]): void {
  const over = rows.filter(({ key, hits }) => hits > count.limits.get(key)!.limit);
  if (!over.length) return;
  const retryAfter = over.map(({ key, elapsed_seconds: elapsed }) => Math.max(1, Math.ceil(count.limits.get(key)!.windowSeconds - Math.max(0, elapsed))));
  const firstRefused = over.some(({ key, hits }) => hits === count.limits.get(key)!.limit + 1);
  throw new TooManyRequests(count.message, Math.max(...retryAfter), firstRefused);
}

/**
 * Counts one attempt against each check, then refuses with TooManyRequests (429, Retry-After)
 * when any of them is over its limit. Every check is counted even when an earlier one refuses,
 * so an attacker cannot save budget on one key by exhausting another. One statement counts them all.
 */
export async function consume(db: Db, checks: RateCheck[], message: string): Promise<void> {
  const count = counting(checks, message);
  if (count.limits.size === 0) return;
  refuseOverLimit(count, await runNamed(db, COUNT, count.values));
}

/** Forgets windows older than a day (the longest window a limit uses); run now and then. */
export async function sweepRateLimits(db: DbOrTx): Promise<number> {
  const removed = await db
    .delete(rateLimits)
    .where(lt(rateLimits.windowStart, sql`now() - interval '1 day'`))
    .returning({ key: rateLimits.key });
  return removed.length;
}
