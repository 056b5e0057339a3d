import { describe, expect, it } from 'vitest';
import { collectFully } from './collect-garbage.ts';
import { trimCHeap } from './trim-c-heap.ts';

/** This process's resident memory, read from the system (what `top` shows). */
const resident = () => process.memoryUsage.rss();

describe('trimCHeap', () => {
  it.runIf(process.platform === 'linux')('gives back the free pages left between the buffers still in use', async () => {
    // A burst: 48 MB of page-sized buffers, one in ten kept, made among the others.
    let burst: Buffer[] | undefined = Array.from({ length: 3_000 }, (_, i) => Buffer.alloc(16 * 1024 + (i % 7) * 100, 1));
    const kept = burst.filter((_, i) => i % 10 === 0);
    burst = undefined;
    collectFully();
    // V8 frees the buffers' memory once it has swept them, maybe on a thread of its own.
    await expect.poll(() => process.memoryUsage().arrayBuffers, { interval: 10 }).toBeLessThan(16e6);
    const before = resident();
    expect(await trimCHeap()).toBe(true);
    // The 43 MB freed were kept by glibc between the 300 buffers still in use; now they are given back.
    expect(before - resident()).toBeGreaterThan(30e6);
    expect(kept.every((buffer) => buffer[0] === 1)).toBe(true);
  });
});
