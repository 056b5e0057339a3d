import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import { Activity, collectAfterLargeBuild, LARGE_BUILD_ROWS, QUIET_GROWTH_BYTES, quietCollection } from './collect-garbage.ts';

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

describe('quietCollection', () => {
  /** A shop's activity and held bytes under the test's hand, and a collector that counts. */
  function quietShop() {
    let now = 0;
    let held = 100e6;
    let collections = 0;
    const activity = new Activity(() => now);
    const look = quietCollection(activity, { heldBytes: () => held, collect: () => collections++, now: () => now });
    const request = () => {
      const answer = new EventEmitter();
      activity.track(answer);
      return () => answer.emit('close');
    };
    return { look, request, collections: () => collections, grow: (bytes: number) => (held += bytes), at: (ms: number) => (now = ms) };
  }

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
