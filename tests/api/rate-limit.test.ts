import { describe, expect, it } from 'vitest';
import {
  consume,
  countedSql,
  refuseOverLimit,
  sweepRateLimits,
  TooManyRequests,
  type Counting,
  type RateLimit,
} from '../../server/services/rate-limits/index.ts';
import { useTestShop } from '../support/test-shop.ts';

const shop = useTestShop();

const limit = (name: string, max = 5): RateLimit => ({ name: `test:${name}`, limit: max, windowSeconds: 60 });

/** 'ok', or the seconds a refusal asks to wait; `check` may refuse as it is called or as it settles. */
async function outcome(check: Promise<void> | (() => void)): Promise<'ok' | number> {
  try {
    await (typeof check === 'function' ? check() : check);
    return 'ok';
  } catch (error) {
    if (error instanceof TooManyRequests) return error.retryAfterSeconds;
    throw error;
  }
}

describe('consume', () => {
  it('lets exactly `limit` attempts through, however many arrive at once', async () => {
    const burst = limit('burst', 7);
    const outcomes = await Promise.all(Array.from({ length: 40 }, () => outcome(consume(shop.database.db, [{ limit: burst, key: 'k' }], 'Slow down'))));
    expect(outcomes.filter((o) => o === 'ok')).toHaveLength(7);
    for (const retryAfter of outcomes.filter((o) => o !== 'ok')) {
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(60);
    }
  });

  it('never asks to wait longer than the window, when the window was opened by a count whose clock read later', async () => {
    const checked: Counting = { values: [['test:clock:k'], [60]], limits: new Map([['test:clock:k', limit('clock', 1)]]), message: 'Slow down' };
    // now() is each transaction's start: a count that began 3 ms before the one that opened the window reads elapsed < 0.
    expect(await outcome(() => refuseOverLimit(checked, [{ key: 'test:clock:k', hits: 2, elapsed_seconds: -0.003 }]))).toBe(60);
    expect(await outcome(() => refuseOverLimit(checked, [{ key: 'test:clock:k', hits: 2, elapsed_seconds: 59.5 }]))).toBe(1);
    expect(await outcome(() => refuseOverLimit(checked, [{ key: 'test:clock:k', hits: 1, elapsed_seconds: 0 }]))).toBe('ok');
  });

  it('commits a count without waiting for the disk, that statement only: the connection waits again after it', async () => {
    // One connection throughout, so what is read afterwards is the same session's setting.
    const connection = await shop.database.pool.connect();
    try {
      const during = await connection.query(`WITH ${countedSql(1)} SELECT current_setting('synchronous_commit') AS setting FROM counted`, [
        ['test:relaxed:k'],
        [60],
      ]);
      expect(during.rows).toEqual([{ setting: 'off' }]);
      expect((await connection.query('SHOW synchronous_commit')).rows).toEqual([{ synchronous_commit: 'on' }]);
    } finally {
      connection.release();
    }
  });

  it('starts a new window once the old one is over', async () => {
    const window = limit('window', 2);
    const check = () => outcome(consume(shop.database.db, [{ limit: window, key: 'k' }], 'Slow down'));
    expect([await check(), await check()]).toEqual(['ok', 'ok']);
    expect(await check()).not.toBe('ok');
    await shop.database.pool.query("UPDATE rate_limits SET window_start = now() - interval '61 seconds' WHERE key = 'test:window:k'");
    expect(await check()).toBe('ok');
  });

  it('counts every check, refuses when any is over, and skips a check without a key', async () => {
    const wide = limit('wide', 100);
    const narrow = limit('narrow', 1);
    const both = () =>
      outcome(
        consume(
          shop.database.db,
          [
            { limit: wide, key: 'k' },
            { limit: narrow, key: 'k' },
            { limit: narrow, key: undefined },
          ],
          'Slow down',
        ),
      );
    expect(await both()).toBe('ok');
    expect(await both()).not.toBe('ok');
    const { rows } = await shop.database.pool.query(
      "SELECT key, hits FROM rate_limits WHERE key LIKE 'test:%:k' AND key IN ('test:wide:k', 'test:narrow:k') ORDER BY key",
    );
    expect(rows).toEqual([
      { key: 'test:narrow:k', hits: 2 },
      { key: 'test:wide:k', hits: 2 },
    ]);
  });

  it('forgets windows over a day old', async () => {
    await consume(shop.database.db, [{ limit: limit('old'), key: 'k' }], 'Slow down');
    await shop.database.pool.query("UPDATE rate_limits SET window_start = now() - interval '25 hours' WHERE key = 'test:old:k'");
    expect(await sweepRateLimits(shop.database.db)).toBeGreaterThanOrEqual(1);
    expect((await shop.database.pool.query("SELECT 1 FROM rate_limits WHERE key = 'test:old:k'")).rowCount).toBe(0);
  });
});
