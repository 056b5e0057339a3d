import { describe, expect, it } from 'vitest';
import { VersionedCache } from './versioned-cache.ts';

describe('VersionedCache', () => {
  it('computes once per key and version, sharing concurrent calls', async () => {
    const cache = new VersionedCache<number>();
    let calls = 0;
    const compute = async () => ++calls;
    const [a, b] = await Promise.all([cache.get('1', 'k', compute), cache.get('1', 'k', compute)]);
    expect([a, b, calls]).toEqual([1, 1, 1]);
    expect(await cache.get('2', 'k', compute)).toBe(2);
  });

  it('forgets failures and evicts the least recently used', async () => {
    const cache = new VersionedCache<string>(2);
    await expect(cache.get('1', 'bad', () => Promise.reject(new Error('x')))).rejects.toThrow('x');
    expect(await cache.get('1', 'bad', async () => 'ok')).toBe('ok');
    await cache.get('1', 'b', async () => 'b');
    await cache.get('1', 'bad', async () => 'again'); // touch: 'b' is now the oldest
    await cache.get('1', 'c', async () => 'c');
    expect(cache.size).toBe(2);
    expect(await cache.get('1', 'b', async () => 'recomputed')).toBe('recomputed');
  });
});
