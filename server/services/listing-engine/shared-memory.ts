/**
 * The index's typed arrays in one SharedArrayBuffer (issue 38). worker_threads copy a typed array
 * whole when it is posted, unless its buffer is shared: with every array a view into one shared
 * buffer, the listing thread reads the main thread's arrays instead of holding a copy of each
 * version (33.5 MB at 100,000 products, docs/performance.md "Where the memory goes"), and posting
 * a version copies only the maps and arrays around them. Nothing writes into an index's arrays once
 * it is built (what a query keeps is the index's own, ListingIndex), so two threads may read them.
 */

/** Plain values the index's parts are made of: typed arrays, maps, arrays, plain objects, numbers, strings. */
type Walk = (value: unknown) => unknown;

/** Each member of a map, an array or a plain object, given to `each`, rebuilt as the same kind of container. */
function rebuilt(value: object, each: Walk): unknown {
  if (value instanceof Map) return new Map([...value].map(([key, item]) => [key, each(item)]));
  if (Array.isArray(value)) return value.map(each);
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, each(item)]));
}

/** The typed arrays in a value, each once. */
function typedArraysIn(value: unknown, found: ArrayBufferView[], seen = new Set<unknown>()): ArrayBufferView[] {
  if (value === null || typeof value !== 'object' || seen.has(value)) return found;
  seen.add(value);
  if (ArrayBuffer.isView(value)) found.push(value);
  else for (const item of value instanceof Map ? value.values() : Array.isArray(value) ? value : Object.values(value)) typedArraysIn(item, found, seen);
  return found;
}

/** The bytes of every typed array in a value, each counted once. */
export const typedBytes = (value: unknown): number => typedArraysIn(value, []).reduce((sum, array) => sum + array.byteLength, 0);

/** Views start on 8-byte boundaries (a Float64Array's alignment). */
const aligned = (bytes: number) => (bytes + 7) & ~7;

type TypedArray = Int8Array | Uint8Array | Int16Array | Uint16Array | Int32Array | Uint32Array | Float32Array | Float64Array;
type TypedArrayOf = new (buffer: ArrayBufferLike, byteOffset: number, length: number) => TypedArray;

/** The same value with every typed array copied into one SharedArrayBuffer (a value already there is given back as it is). */
export function inSharedMemory<T>(value: T): T {
  const arrays = typedArraysIn(value, []) as TypedArray[];
  if (arrays.every((array) => array.buffer instanceof SharedArrayBuffer)) return value;
  const memory = new SharedArrayBuffer(arrays.reduce((sum, array) => sum + aligned(array.byteLength), 0));
  const moved = new Map<unknown, TypedArray>();
  let offset = 0;
  for (const array of arrays) {
    const view = new (array.constructor as TypedArrayOf)(memory, offset, array.length);
    view.set(array);
    moved.set(array, view);
    offset += aligned(array.byteLength);
  }
  const walk: Walk = (item) => {
    if (item === null || typeof item !== 'object') return item;
    return moved.get(item) ?? rebuilt(item, walk);
  };
  return walk(value) as T;
}
