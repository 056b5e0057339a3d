/**
 * A full garbage collection once a large, short-lived allocation is over (issue 38). Building the
 * listing engine of 100,000 products allocates some 120 MB that is garbage as soon as the index
 * stands, and V8 keeps its heap that large until a major collection that an idle shop never
 * causes: the server sat at 480–510 MiB resident, where one collection brings it to about 240 MiB
 * (docs/performance.md, "Where the memory goes"). So the engine asks for one when it built a large
 * index: after the current turn of the event loop, at most once a minute. The sample shop never
 * reaches the size, so its tests and development never see it.
 *
 * A burst of requests leaves the same kind of heap: after 21,000 listing, search and product-page
 * requests the heap held 288 MB "in use" and the buffers 98 MB, and 30 idle seconds later still
 * did (RSS 583 MB), for V8 collects when it allocates, and a quiet shop does not. So the server
 * also asks for one once it is quiet (`collectWhenQuiet`): when the heap and buffers grew by
 * `QUIET_GROWTH_BYTES` from their lowest since the last collection, no request is in flight and none ended within
 * the last second; at most once every ten seconds. Under load it never is quiet, so it never
 * pauses a request's answer.
 *
 * V8 offers the call to scripts only with `--expose-gc`; the flag is set when first needed, and
 * the function taken from a fresh context, where V8 then defines it.
 */
import v8 from 'node:v8';
import vm from 'node:vm';
import { trimCHeap } from './trim-c-heap.ts';

/** Rows below which a build leaves too little garbage to be worth a pause. */
export const LARGE_BUILD_ROWS = 20_000;
const AT_MOST_EVERY_MS = 60_000;

let collect: (() => void) | undefined;
let last = -Infinity;

function collector(): () => void {
  if (!collect) {
    v8.setFlagsFromString('--expose-gc');
    collect = vm.runInNewContext('gc') as () => void;
  }
  return collect;
}

/**
 * A full collection, twice, compacting every page: the first frees the garbage, the second hands
 * back to the system the pages the first left empty (V8's free heap 5 s after a load: 111 → 63 MB;
 * on a test heap of 14 MB live, 78 → 48 MB committed). A load leaves its survivors scattered over
 * pages mostly empty, which V8's own choice of pages to compact mostly leaves: 80–106 MB committed
 * and free after 100 MB in use. Compacted, each page is moved out and the heap comes back to what
 * it holds. The flag is V8's, read at each full collection: set for these two only, then cleared.
 */
export function collectFully(): void {
  const collect = collector();
  v8.setFlagsFromString('--compact-on-every-full-gc');
  try {
    collect();
    collect();
  } finally {
    v8.setFlagsFromString('--no-compact-on-every-full-gc');
  }
}

/**
 * One scavenge once the shop has been quiet for SETTLED_MS after a collection: V8 sizes its young
 * generation by how fast the program allocated over the last few seconds, so a collection 1 s
 * after a burst leaves the 32 MB of semi-spaces the burst grew (committed and free), while a
 * scavenge with nothing allocated for 5 s gives them back (33.6 → 1–2 MB, 3 ms). Node 20's `gc()`
 * takes `{ type: 'minor' }` for a scavenge. Then the C heap gives back the pages the collections
 * freed (`trimCHeap`: RSS 332 → 269 MB after a load).
 */
export function settle(): void {
  (collector() as (options: { type: 'minor' }) => void)({ type: 'minor' });
  void trimCHeap();
}

/**
 * Asks for a full collection after a build of `rows` rows, when large enough and not done within
 * the minute, and for a settle SETTLED_MS later (a quiet collection would not follow: nothing grew).
 */
export function collectAfterLargeBuild(rows: number, now = performance.now(), after = { collect: collectFully, settle }): boolean {
  if (rows < LARGE_BUILD_ROWS || now - last < AT_MOST_EVERY_MS) return false;
  last = now;
  setImmediate(after.collect);
  setTimeout(after.settle, SETTLED_MS).unref();
  return true;
}

/** Growth of the heap and buffers since the last collection that is worth a collection once quiet. */
export const QUIET_GROWTH_BYTES = 32 * 1024 * 1024;
const QUIET_MS = 1_000;
const QUIET_AT_MOST_EVERY_MS = 10_000;
/** Quiet for this long after a collection, the young generation is given back (`settle`). */
export const SETTLED_MS = 6_000;

/** Requests in flight and when the last one ended: what the quiet collection waits for. */
export class Activity {
  private inFlight = 0;
  private lastEnded = -Infinity;

  constructor(private readonly now: () => number = () => performance.now()) {}

  /** Counts a request until its answer closes (finished, or the client went away). */
  track(answer: { once(event: 'close', listener: () => void): unknown }): void {
    this.inFlight++;
    answer.once('close', () => {
      this.inFlight--;
      this.lastEnded = this.now();
    });
  }

  /** How long no request has been in flight; 0 while one is. */
  quietFor(now: number): number {
    return this.inFlight > 0 ? 0 : now - this.lastEnded;
  }
}

interface QuietOptions {
  /** The heap in use plus the buffers, in bytes. */
  heldBytes?: () => number;
  collect?: () => void;
  settle?: () => void;
  now?: () => number;
}

/** One look: collects when the shop is quiet and what it holds grew enough since the last collection. Returns whether it did. */
export function quietCollection(activity: Activity, options: QuietOptions = {}): () => boolean {
  const heldBytes =
    options.heldBytes ??
    (() => {
      const { heapUsed, arrayBuffers } = process.memoryUsage();
      return heapUsed + arrayBuffers;
    });
  const collect = options.collect ?? collectFully;
  const now = options.now ?? performance.now.bind(performance);
  const settleNow = options.settle ?? settle;
  let baseline = heldBytes();
  let lastCollected = -Infinity;
  let settled = true;
  return () => {
    const at = now();
    const quiet = activity.quietFor(at);
    if (!settled && quiet >= SETTLED_MS) {
      settleNow();
      settled = true;
    }
    // Growth from the lowest point since the last collection: one of V8's own may have come since.
    const held = heldBytes();
    baseline = Math.min(baseline, held);
    if (held - baseline < QUIET_GROWTH_BYTES || quiet < QUIET_MS || at - lastCollected < QUIET_AT_MOST_EVERY_MS) return false;
    collect();
    lastCollected = at;
    baseline = heldBytes();
    settled = false;
    return true;
  };
}

/**
 * Looks every second whether to collect or settle (`quietCollection`), and with each asks the
 * shop's other threads to do the same with theirs (`others`); the timer never keeps the process alive.
 */
export function collectWhenQuiet(activity: Activity, others: { collect(): void; settle(): void } = { collect() {}, settle() {} }): void {
  const collect = () => {
    collectFully();
    others.collect();
  };
  const settleAll = () => {
    settle();
    others.settle();
  };
  setInterval(quietCollection(activity, { collect, settle: settleAll }), QUIET_MS).unref();
}
