import { describe, expect, it } from 'vitest';
import { inSharedMemory, typedBytes } from './shared-memory.ts';

describe('inSharedMemory', () => {
  const parts = () => ({
    count: 3,
    ids: new Int32Array([1, 2, 3]),
    flags: new Uint8Array([1, 0, 1]),
    rating: new Float64Array([4.5, 3.25]),
    sets: [new Int32Array([7]), new Int32Array([8, 9])],
    orders: new Map([['price', new Int32Array([2, 0, 1])]]),
    words: ['gold', 'ring'],
    nested: [[new Uint16Array([5, 6, 7])]],
  });

  it('gives the same value, every typed array a view into one shared buffer, Float64 views aligned', () => {
    const shared = inSharedMemory(parts());
    expect(shared).toEqual(parts());
    const buffers = new Set([shared.ids, shared.flags, shared.rating, ...shared.sets, shared.orders.get('price')!, shared.nested[0]![0]!].map((a) => a.buffer));
    expect(buffers.size).toBe(1);
    expect([...buffers][0]).toBeInstanceOf(SharedArrayBuffer);
    expect(shared.rating.byteOffset % 8).toBe(0);
    expect(typedBytes(shared)).toBe(typedBytes(parts()));
    expect(inSharedMemory(shared)).toBe(shared);
  });

  it('is shared, not copied, when posted to another thread (a structured clone)', () => {
    const shared = inSharedMemory(parts());
    const posted = structuredClone(shared);
    posted.ids[0] = 42;
    expect(shared.ids[0]).toBe(42);
    // A plain index would be copied whole.
    const plain = parts();
    const copied = structuredClone(plain);
    copied.ids[0] = 42;
    expect(plain.ids[0]).toBe(1);
  });
});
