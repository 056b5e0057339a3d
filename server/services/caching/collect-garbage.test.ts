import { EventEmitter } from 'node:events';
import v8 from 'node:v8';
import { describe, expect, it, vi } from 'vitest';
import { Activity, collectAfterLargeBuild, collectFully, LARGE_BUILD_ROWS, QUIET_GROWTH_BYTES, quietCollection, SETTLED_MS } from './collect-garbage.ts';

describe('collectFully', () => {
  it('compacts: what a burst left scattered over pages mostly empty is moved together and the empty pages given back', () => {
    const oldSpace = () => v8.getHeapSpaceStatistics().find((space) => space.space_name === 'old_space')!;
    // A burst's survivors: objects old enough to sit in the old space, of which one in eight stays.
    const all = Array.from({ length: 20 }, () => Array.from({ length: 50_000 }, (_, i) => ({ i, name: `item ${i}`, pair: [i, i + 1] })));
    collectFully();
    const survivors = all.map((round) => round.filter((_, i) => i % 8 === 0));
    all.length = 0;
    collectFully();
    const { space_size: committed, space_used_size: used } = oldSpace();
    // Left to V8's own choice of pages to compact, about two thirds of the committed space stays free.
    expect(committed - used).toBeLessThan(committed / 3);
    expect(survivors.length).toBe(20);
  });
});

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

  it('settles SETTLED_MS after the collection: nothing grows after a build, so no quiet collection would', () => {
    vi.useFakeTimers({ toFake: ['setImmediate', 'setTimeout'] });
    try {
      const done: string[] = [];
      const after = { collect: () => done.push('collect'), settle: () => done.push('settle') };
      expect(collectAfterLargeBuild(LARGE_BUILD_ROWS, 2e9, after)).toBe(true);
      vi.advanceTimersByTime(SETTLED_MS - 1);
      expect(done).toEqual(['collect']);
      vi.advanceTimersByTime(1);
      expect(done).toEqual(['collect', 'settle']);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('quietCollection', () => {
  /** A shop's activity and held bytes under the test's hand, and a collector that counts. */
  function quietShop() {
    let now = 0;
    let held = 100e6;
    let collections = 0;
    let settles = 0;
    const activity = new Activity(() => now);
    const look = quietCollection(activity, { heldBytes: () => held, collect: () => collections++, settle: () => settles++, now: () => now });
    const request = () => {
      const answer = new EventEmitter();
      activity.track(answer);
      return () => answer.emit('close');
    };
    return {
      look,
      request,
      collections: () => collections,
      settles: () => settles,
      grow: (bytes: number) => (held += bytes),
      at: (ms: number) => (now = ms),
    };
  }

  it('gives back the young generation once, when quiet long enough after a collection, and not without one', () => {
    const shop = quietShop();
    shop.at(60_000);
    shop.look();
    expect(shop.settles()).toBe(0); // nothing collected yet
    shop.grow(QUIET_GROWTH_BYTES);
    const end = shop.request();
    end();
    shop.at(61_000);
    expect(shop.look()).toBe(true);
    shop.at(60_000 + SETTLED_MS - 1);
    shop.look();
    expect(shop.settles()).toBe(0); // not quiet long enough
    shop.request()(); // a request, at once answered: quiet starts again
    shop.at(60_000 + 2 * SETTLED_MS - 2);
    shop.look();
    expect(shop.settles()).toBe(0);
    shop.at(60_000 + 2 * SETTLED_MS);
    shop.look();
    shop.at(60_000 + 3 * SETTLED_MS);
    shop.look();
    expect(shop.settles()).toBe(1);
    expect(shop.collections()).toBe(1);
  });

  it('collects once the requests pause, after the heap grew, and never while one is in flight', () => {
    const shop = quietShop();
    const end = shop.request();
    shop.grow(QUIET_GROWTH_BYTES);
    shop.at(5_000);
    expect(shop.look()).toBe(false); // a request in flight
    end();
    shop.at(5_500);
    expect(shop.look()).toBe(false); // quiet for half a second only
    shop.at(6_000);
    expect(shop.look()).toBe(true);
    expect(shop.collections()).toBe(1);
  });

  it('counts the growth from the lowest point since its last collection, when V8 collected meanwhile', () => {
    const shop = quietShop();
    shop.at(60_000);
    shop.grow(-40e6); // V8's own collection: below where the shop started
    expect(shop.look()).toBe(false);
    shop.grow(QUIET_GROWTH_BYTES);
    expect(shop.look()).toBe(true);
  });

  it('leaves a heap that did not grow enough, and collects at most once every ten seconds', () => {
    const shop = quietShop();
    shop.grow(QUIET_GROWTH_BYTES - 1);
    shop.at(60_000);
    expect(shop.look()).toBe(false);
    shop.grow(1);
    expect(shop.look()).toBe(true);
    shop.grow(QUIET_GROWTH_BYTES);
    shop.at(69_999);
    expect(shop.look()).toBe(false);
    shop.at(70_000);
    expect(shop.look()).toBe(true);
    expect(shop.collections()).toBe(2);
  });
});
