/**
 * A full garbage collection once a large, short-lived allocation is over (issue 38). Building the
 * listing engine of 100,000 products allocates some 120 MB that is garbage as soon as the index
 * stands, and V8 keeps its heap that large until a major collection that an idle shop never
 * causes: the server sat at 480–510 MiB resident, where one collection brings it to about 240 MiB
 * (docs/performance.md, "Where the memory goes"). So the engine asks for one when it built a large
 * index: after the current turn of the event loop, at most once a minute. The sample shop never
 * reaches the size, so its tests and development never see it.
 *
 * V8 offers the call to scripts only with `--expose-gc`; the flag is set when first needed, and
 * the function taken from a fresh context, where V8 then defines it.
 */
import v8 from 'node:v8';
import vm from 'node:vm';

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

/** Asks for a full collection after a build of `rows` rows, when large enough and not done within the minute. */
export function collectAfterLargeBuild(rows: number, now = performance.now()): boolean {
  if (rows < LARGE_BUILD_ROWS || now - last < AT_MOST_EVERY_MS) return false;
  last = now;
  setImmediate(() => collector()());
  return true;
}
