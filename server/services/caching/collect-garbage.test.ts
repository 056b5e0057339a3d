import { describe, expect, it } from 'vitest';
import { collectAfterLargeBuild, LARGE_BUILD_ROWS } from './collect-garbage.ts';

describe('collectAfterLargeBuild', () => {
  it('collects after a large build only, at most once a minute, and frees what nothing holds', async () => {
    expect(collectAfterLargeBuild(LARGE_BUILD_ROWS - 1, 1e9)).toBe(false);
    let garbage: number[][] | undefined = Array.from({ length: 200 }, () => Array.from({ length: 10_000 }, (_, i) => i));
    const held = new WeakRef(garbage);
    garbage = undefined;
    expect(collectAfterLargeBuild(LARGE_BUILD_ROWS, 1e9)).toBe(true);
    expect(collectAfterLargeBuild(LARGE_BUILD_ROWS, 1e9 + 59_000)).toBe(false);
    await new Promise((resolve) => setImmediate(resolve));
    await new Promise((resolve) => setImmediate(resolve));
    expect(held.deref()).toBeUndefined();
    expect(collectAfterLargeBuild(LARGE_BUILD_ROWS, 1e9 + 60_000)).toBe(true);
  });
});
